// The figures agree, and so do the picture and the address (issue 32), on a laptop (1366 × 850) in Bahasa
// Indonesia: a guest picks the colour of a product that is not its first — each colour has a picture of its own —
// and the cart line shows that colour's picture, not the product's main one; LEMARI10 applied in the cart, the
// subtotal, the discount with its code, the shipping once chosen, the total and its PPN are the same numbers on the
// cart, the Information and Shipping steps, the payment page and payment success; the address carries the
// kecamatan, the postal code and a note for the courier. Staff open the order in the back office and find the
// same: the courier note, the colour's picture on the line, the kecamatan and postal code, the same totals. Every
// figure is read as a number from its rupiah text, which never shows decimals.
import type { Locator, Page } from '@playwright/test';
import { AddressForm, PaymentPage, ShipmentPage } from './pages/checkout-pages.js';
import { newAccount } from './steps/accounts.js';
import { optionPrice, payInSandbox, rupiah } from './steps/checkout.js';
import { colourPicturedProduct } from './steps/products.js';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';
import { gotoReady } from './support/ready.js';
import { restUrl, shopProduct } from './support/rest.js';

/** The demo shop's voucher (rest-api/src/seed/demo-data.ts DEMO_VOUCHER): 10 % of the goods, at most Rp 50.000. */
const VOUCHER = { code: 'LEMARI10', percent: 10, cap: 50_000 };

/** What the journey reads and taps, in Bahasa Indonesia (web/src/locales/id/*.po). */
const WORDS = {
  colour: 'Warna',
  size: 'Ukuran',
  addToCart: 'Tambah ke keranjang',
  added: 'berhasil ditambahkan ke keranjang',
  cart: 'Keranjang',
  voucherCode: 'Kode voucher',
  apply: 'Pakai',
  discount: `Diskon (${VOUCHER.code})`,
  information: 'Informasi',
  email: 'E-mail',
  shippingChosenNext: 'Dipilih di langkah berikutnya',
  continue: 'Lanjut ke pengiriman',
  shipping: 'Pengiriman',
  payNow: 'Bayar Sekarang',
  payment: 'Pembayaran',
  // The sandbox payment page's (rest-api/src/i18n/locales/id.json).
  amount: 'Jumlah',
  thankYou: 'Terima kasih',
} as const;

const ADDRESS = {
  name: 'Tamu Angka',
  phone: '081299988877',
  province: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  subdistrict: 'Mampang Prapatan',
  // Not the city's main postal code, which choosing the city fills in: the shopper's own.
  postalCode: '12790',
  address: 'Jl. Kemang Raya No. 10',
  note: 'Titip di pos satpam',
};

interface Figures {
  subtotal: number;
  discount: number;
  /** Undefined while no service is chosen. */
  shipping?: number;
  total: number;
  /** The PPN the total includes. */
  tax: number;
}

/**
 * The amount a figure shows ('Diskon (LEMARI10)−Rp 15.000' → 15000), its label's digits left out: whole rupiah,
 * never with decimals.
 */
function amountIn(text: string): number {
  const shown = /Rp\s?[\d.,]+/u.exec(text)?.[0] ?? '';
  expect(shown, `rupiah without decimals in "${text}"`).toMatch(/^Rp\s?\d{1,3}(?:\.\d{3})*$/u);
  return rupiah(shown);
}

/** The figures of one screen: OrderFigures' `${prefix}-subtotal`, `-discount`, `-shipping`, `-total`, `-tax`. */
async function figuresOn(page: Page, prefix: string, withShipping: boolean): Promise<Figures> {
  const amount = async (figure: string) =>
    amountIn(await page.getByTestId(`${prefix}-${figure}`).innerText({ timeout: 2_000 }));
  return {
    subtotal: await amount('subtotal'),
    discount: await amount('discount'),
    ...(withShipping ? { shipping: await amount('shipping') } : {}),
    total: await amount('total'),
    tax: await amount('tax'),
  };
}

/** An image's picture whatever width the page asked for: its URL's path without '-small/-medium/-large.webp'. */
function pictureOf(url: string): string {
  return new URL(url, restUrl()).pathname.replace(/-(?:small|medium|large)\.webp$/u, '');
}

/** The picture a shown image is (its src, once set). */
async function pictureShownBy(image: Locator): Promise<string> {
  await expect(image).toHaveAttribute('src', /\S/u);
  return pictureOf((await image.getAttribute('src'))!);
}

const LAPTOP = { width: 1366, height: 850 };

test.describe('on a laptop (1366 × 850) in Bahasa Indonesia', () => {
  test.use({ viewport: LAPTOP });

  test('the colour picture, the voucher, the courier note and every figure agree from the cart to the back office', async ({
    page,
    browser,
  }) => {
    test.slow();
    const guest = newAccount('figures').email;
    const made = await colourPicturedProduct('Warna');
    const product = await shopProduct(made.id);
    // The colour that is not the first: its picture is neither the main one nor the first colour's.
    const colour = made.colours[1]!;
    const colourImage = product.images[product.imageColors.indexOf(colour)]!;
    expect(pictureOf(colourImage)).not.toBe(pictureOf(product.mainImage));
    const price = product.sellPrice;
    const discount = Math.min(Math.floor((price * VOUCHER.percent) / 100), VOUCHER.cap);

    await test.step('the guest reads the shop in Bahasa Indonesia and picks the second colour', async () => {
      await gotoReady(page, `/products/${made.id}`);
      await page.getByTestId('language-switch').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(made.productName);
      const colours = page.getByRole('radiogroup', { name: WORDS.colour, exact: true });
      await colours.getByRole('radio', { name: colour, exact: true }).check();
      // The gallery leads with the colour's picture.
      const large = page.getByTestId('product-gallery').getByRole('img').first();
      await expect.poll(() => pictureShownBy(large)).toBe(pictureOf(colourImage));
      await page
        .getByRole('radiogroup', { name: WORDS.size, exact: true })
        .getByRole('radio', { name: made.size, exact: true })
        .check();
      await page
        .getByRole('button', { name: WORDS.addToCart, exact: true })
        .and(page.locator('[data-early-tap="add-to-cart"]'))
        .click();
      await expect(page.getByTestId('toast').filter({ hasText: WORDS.added }).first()).toBeVisible();
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
    });

    const cartFigures =
      await test.step("the cart line shows that colour's picture; LEMARI10 takes 10 % off", async () => {
        await page.goto('/cart');
        await expect(page.getByRole('heading', { level: 1, name: WORDS.cart, exact: true })).toBeVisible();
        const line = page.getByTestId('cart-line');
        await expect(line).toHaveCount(1);
        await expect(line.getByText(`${colour} / ${made.size}`, { exact: true })).toBeVisible();
        const picture = await pictureShownBy(line.locator('img'));
        expect(picture, "the colour's picture").toBe(pictureOf(colourImage));
        expect(picture, "not the product's main picture").not.toBe(pictureOf(product.mainImage));

        const field = page.getByTestId('voucher');
        await field.getByLabel(WORDS.voucherCode, { exact: true }).fill(VOUCHER.code);
        await field.getByRole('button', { name: WORDS.apply, exact: true }).click();
        await expect(field.getByTestId('voucher-code')).toHaveText(VOUCHER.code);
        await expect(page.getByTestId('cart-discount')).toContainText(WORDS.discount);
        let figures: Figures | undefined;
        await expect
          .poll(async () => {
            figures = await figuresOn(page, 'cart', false);
            return { subtotal: figures.subtotal, discount: figures.discount, total: figures.total };
          })
          .toEqual({ subtotal: price, discount, total: price - discount });
        return figures!;
      });

    await test.step('Information keeps the voucher and its figures; the guest types the address with its kecamatan, postal code and a courier note', async () => {
      await page.getByRole('link', { name: 'Checkout', exact: true }).click();
      await expect(page).toHaveURL(/\/checkout$/u);
      await expect(
        page.getByRole('heading', { level: 1, name: WORDS.information, exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId('order-discount')).toContainText(WORDS.discount);
      await expect(page.getByTestId('order-shipping')).toHaveText(WORDS.shippingChosenNext);
      await expect.poll(() => figuresOn(page, 'order', false)).toEqual(cartFigures);

      await page.getByLabel(WORDS.email, { exact: true }).fill(guest);
      const address = new AddressForm(page);
      await address.fill(ADDRESS);
      await expect(address.postalCode).toHaveValue(ADDRESS.postalCode);
      await page.getByRole('button', { name: WORDS.continue, exact: true }).click();
      await expect(page).toHaveURL(/\/shipment$/u);
    });

    const placed = await test.step("Shipping: the cart's figures with the chosen rate added", async () => {
      await expect(page.getByRole('heading', { level: 1, name: WORDS.shipping, exact: true })).toBeVisible();
      await expect(page.getByTestId('voucher').getByTestId('voucher-code')).toHaveText(VOUCHER.code);
      const shipment = new ShipmentPage(page);
      const regular = shipment.option('REG');
      const rate = optionPrice(await regular.ariaSnapshot());
      await regular.check();
      await expect(page.getByTestId('order-discount')).toContainText(WORDS.discount);
      let figures: Figures | undefined;
      await expect
        .poll(async () => {
          figures = await figuresOn(page, 'order', true);
          const { tax: _tax, ...amounts } = figures;
          return amounts;
        })
        .toEqual({
          subtotal: cartFigures.subtotal,
          discount: cartFigures.discount,
          shipping: rate,
          total: cartFigures.total + rate,
        });
      await page.getByRole('button', { name: WORDS.payNow, exact: true }).click();
      await expect(page).toHaveURL(/\/payment\/[^/]+$/u);
      return figures!;
    });

    await test.step('the payment page shows the same figures', async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`^${WORDS.payment}`, 'u') }),
      ).toBeVisible();
      await expect(page.getByTestId('payment-discount')).toContainText(WORDS.discount);
      await expect.poll(() => figuresOn(page, 'payment', true)).toEqual(placed);
      // The payment provider's page asks for that total.
      const asked = new PaymentPage(page).frame.locator(`dt:text-is("${WORDS.amount}") + dd`);
      await expect.poll(async () => amountIn(await asked.innerText({ timeout: 2_000 }))).toBe(placed.total);
    });

    const token =
      await test.step('paid in the sandbox, payment success shows the same figures and the picture', async () => {
        const token = new PaymentPage(page).token();
        await payInSandbox(page);
        await expect(
          page.getByRole('heading', { level: 1, name: WORDS.thankYou, exact: true }),
        ).toBeVisible();
        await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid', {
          timeout: 30_000,
        });
        await expect(page.getByTestId('success-discount')).toContainText(WORDS.discount);
        await expect.poll(() => figuresOn(page, 'success', true)).toEqual(placed);
        const line = page.getByTestId('success-line');
        await expect(line).toHaveCount(1);
        expect(await pictureShownBy(line.locator('img'))).toBe(pictureOf(colourImage));
        const address = page.getByTestId('success-address');
        await expect(address).toContainText(ADDRESS.subdistrict);
        await expect(address).toContainText(ADDRESS.postalCode);
        return token;
      });

    await test.step("staff find the courier note, the colour's picture, the kecamatan and postal code and the same totals", async () => {
      const answer = await fetch(`${restUrl()}/public/v1/order/payment/${encodeURIComponent(token)}`, {
        headers: { 'client-id': 'client_web' },
      });
      const { data: order } = (await answer.json()) as { data: { id: string } };
      const staffContext = await browser.newContext({ viewport: LAPTOP });
      try {
        const staff = await staffContext.newPage();
        await signInAsStaff(staff, 'admin');
        // Staff read the back office in the shopper's language too (the switch's cookie).
        await staffContext.addCookies([{ name: 'lang', value: 'id', url: staff.url() }]);
        await staff.goto(`/admin/order/${order.id}`);
        await expect(staff.locator('html')).toHaveAttribute('lang', 'id');
        await expect(staff.getByTestId('order-courier-note')).toHaveText(ADDRESS.note);

        const line = staff.getByTestId('order-line');
        await expect(line).toHaveCount(1);
        await expect(line).toContainText(`${colour} / ${made.size}`);
        const picture = await pictureShownBy(line.getByRole('img', { name: made.productName, exact: true }));
        expect(picture, "the colour's picture").toBe(pictureOf(colourImage));

        const destination = staff.getByTestId('order-destination');
        await expect(destination).toContainText(ADDRESS.subdistrict);
        await expect(destination).toContainText(ADDRESS.postalCode);

        await expect(staff.getByTestId('order-lines')).toContainText(WORDS.discount);
        const amount = async (figure: string) =>
          amountIn(await staff.getByTestId(`order-${figure}`).innerText());
        expect({
          subtotal: await amount('subtotal'),
          discount: await amount('discount'),
          shipping: await amount('shipping'),
          total: await amount('total'),
        }).toEqual({
          subtotal: placed.subtotal,
          discount: placed.discount,
          shipping: placed.shipping,
          total: placed.total,
        });
      } finally {
        await staffContext.close();
      }
    });
  });
});
