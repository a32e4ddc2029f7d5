// Vouchers (issue 22). A guest on a phone (360 × 740, touch) applies the demo shop's LEMARI10 (10 % off the goods,
// at most Rp 50.000, from a Rp 100.000 subtotal) in the cart — a code that does not exist first, refused under the
// field — sees the discount and the new total, keeps it through checkout, pays the discounted total in the sandbox,
// and finds the discount on payment success, at /order-status and on the order's invoice. Staff create a voucher in /admin/voucher, find it
// by its code and deactivate it after a confirm.
import { CartPage } from './pages/cart-page.js';
import { InformationPage, PaymentSuccessPage, ShipmentPage } from './pages/checkout-pages.js';
import { newAccount } from './steps/accounts.js';
import { addToCart, inStock } from './steps/cart.js';
import { optionPrice, payInSandbox, rupiah } from './steps/checkout.js';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';
import { productNamed } from './support/rest.js';

/** The demo shop's voucher (rest-api/src/seed/demo-data.ts DEMO_VOUCHER). */
const DEMO_VOUCHER = { code: 'LEMARI10', percent: 10, cap: 50_000 };
/** The journey's own product: one piece is above the voucher's minimum spend and below free shipping. */
const PRODUCT = 'Tunik Rayon Basic';
/** The amount a line shows ('Discount (LEMARI10) −Rp 15.900' → 15900), its label's digits left out. */
const amountIn = (text: string) => rupiah(/Rp\s?[\d.]+(?:,\d{2})?/.exec(text)?.[0] ?? '');

const ADDRESS = {
  name: 'Tamu Voucher',
  phone: '081377788899',
  province: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  address: 'Jl. Kemang Raya No. 10',
  note: '',
};

test.describe('on a phone (360 × 740, touch)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a guest applies LEMARI10 in the cart and pays the discounted total', async ({ page }) => {
    test.slow();
    const guest = newAccount('voucher').email;
    const product = await productNamed(PRODUCT);
    const subtotal = product.sellPrice;
    const discount = Math.min(Math.floor((subtotal * DEMO_VOUCHER.percent) / 100), DEMO_VOUCHER.cap);
    await addToCart(page, product, { ...inStock(product), quantity: 1 });

    const cart = new CartPage(page);
    const field = page.getByTestId('voucher');
    await test.step('the cart refuses an unknown code under the field, then takes LEMARI10 typed in any case', async () => {
      await cart.goto();
      await expect(cart.lines).toHaveCount(1);
      const code = field.getByLabel('Voucher code', { exact: true });
      await code.fill('NOSUCHCODE');
      await field.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(field.getByRole('alert')).toHaveText('Voucher code not found.');

      await code.fill(DEMO_VOUCHER.code.toLowerCase());
      await field.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(field.getByTestId('voucher-code')).toHaveText(DEMO_VOUCHER.code);
      await expect(field.getByRole('alert')).toHaveCount(0);
      const line = page.getByTestId('cart-discount');
      await expect(line).toContainText(`Discount (${DEMO_VOUCHER.code})`);
      await expect.poll(async () => amountIn(await line.innerText())).toBe(discount);
      await expect.poll(async () => rupiah(await cart.total.innerText())).toBe(subtotal - discount);
      // Nothing on the phone runs past the window's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await cart.checkoutLink.click();
    });

    await test.step('Information: the guest types an e-mail and an address', async () => {
      const information = new InformationPage(page);
      await expect(information.heading).toBeVisible();
      await information.email.fill(guest);
      await information.address.fill(ADDRESS);
      await information.continueButton.click();
      await expect(page).toHaveURL(/\/shipment$/);
    });

    const shipment = new ShipmentPage(page);
    let total = 0;
    await test.step('Shipping keeps the voucher: the total is the goods and the rate less the discount', async () => {
      await expect(shipment.heading).toBeVisible();
      await expect(field.getByTestId('voucher-code')).toHaveText(DEMO_VOUCHER.code);
      const regular = shipment.option('REG');
      const price = optionPrice(await regular.ariaSnapshot());
      await regular.check();
      total = subtotal + price - discount;
      await expect
        .poll(async () => amountIn(await page.getByTestId('order-discount').innerText()))
        .toBe(discount);
      await expect.poll(async () => rupiah(await shipment.total.innerText())).toBe(total);
      await shipment.payNow.click();
      await expect(page).toHaveURL(/\/payment\/[^/]+$/);
    });

    let orderCode = '';
    await test.step('paid in the sandbox, payment success shows the discount under the total', async () => {
      await payInSandbox(page);
      const success = new PaymentSuccessPage(page);
      await expect(success.heading).toBeVisible();
      await expect(success.status).toHaveAttribute('data-status', 'paid', { timeout: 30_000 });
      await expect.poll(async () => rupiah(await page.getByTestId('success-total').innerText())).toBe(total);
      const line = page.getByTestId('success-discount');
      await expect(line).toContainText(`Discount (${DEMO_VOUCHER.code})`);
      expect(amountIn(await line.innerText())).toBe(discount);
      orderCode = (await success.orderCode.innerText()).trim();
    });

    await test.step("the order's detail at /order-status shows the discount line", async () => {
      await page.goto('/order-status');
      await page.getByLabel('Order code', { exact: true }).fill(orderCode);
      await page.getByLabel('Email', { exact: true }).fill(guest);
      await page.getByRole('button', { name: 'Find my order', exact: true }).click();
      const found = page.getByTestId('found-order');
      await expect(found.getByTestId('order-code')).toHaveText(orderCode);
      const line = found.getByTestId('order-discount');
      await expect(line).toBeVisible();
      expect(amountIn(await line.innerText())).toBe(discount);
      await expect(found.getByText(`Discount (${DEMO_VOUCHER.code})`)).toBeVisible();
      await expect.poll(async () => rupiah(await found.getByTestId('order-total').innerText())).toBe(total);
    });

    await test.step("the order's invoice, opened from /order-status, has the discount line", async () => {
      await page.getByTestId('found-order').getByRole('link', { name: 'Invoice', exact: true }).click();
      await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
      const line = page.getByTestId('invoice-discount');
      await expect(line).toContainText(`Discount (${DEMO_VOUCHER.code})`);
      expect(amountIn(await line.innerText())).toBe(discount);
      // Nothing on the phone runs past the window's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});

test('staff create a voucher in /admin/voucher, find it by its code and deactivate it', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signInAsStaff(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Vouchers', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/voucher$/);
  await page.getByRole('link', { name: 'Create voucher', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create voucher' })).toBeVisible();

  await test.step('the form checks the code first, then saves a fixed voucher', async () => {
    await page.getByLabel('Code', { exact: true }).fill('x');
    await page.getByLabel('Takes off', { exact: true }).selectOption('fixed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Code must be 3 to 32 letters, digits, dashes or underscores')).toBeVisible();
    await expect(page.getByText('Amount is required')).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Amount (Rp)', { exact: true }).fill('20000');
    await page.getByLabel('Minimum spend (Rp)', { exact: true }).fill('150000');
    await page.getByLabel('Total uses', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/voucher$/);
  });

  await test.step('the list finds it by its code, with its terms and no use yet; Deactivate asks first', async () => {
    await page.getByRole('searchbox', { name: 'Search vouchers by code' }).fill(code.slice(0, 8));
    await expect(page).toHaveURL(new RegExp(`q=${code.slice(0, 8)}`));
    const row = page.getByTestId('admin-row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Fixed amount');
    await expect(row).toContainText('Rp 20.000');
    await expect(row).toContainText('Rp 150.000');
    await expect(row.getByTestId('voucher-uses')).toHaveText('0 / 5');
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Deactivate ${code}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Deactivate voucher ${code}?`);
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Deactivate ${code}` })).toHaveCount(0);
  });
});
