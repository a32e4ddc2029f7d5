// An order's invoice (issue 22): the member opens it from the order's detail (an order with the demo voucher) and
// sees the seller (the demo shop's settings, NPWP included), themself as the buyer, the lines, the voucher's
// discount, the PPN the prices include and the total, at a phone's 360 px and a laptop's 1366 px; printed (print
// media, and Chromium's PDF on A4) only the invoice shows, the site's header and navigation and the page's buttons
// left out. A guest who opens the address cold is asked for the code and e-mail; found at /order-status, its Invoice
// link shows it without the e-mail in the address. Staff open any order's from the back office.
import { createConfirmedAccount, newAccount, signIn } from './steps/accounts.js';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';
import { accessTokenOf, checkoutByApi } from './support/rest.js';
import { journeyProduct, lineOf } from './steps/products.js';

/** 'Rp 418.000' as the shop writes it (a no-break space). */
const rupiah = (amount: number) => `Rp\u00a0${amount.toLocaleString('id-ID')}`;

test('a member prints the invoice of their order; a guest and staff open theirs', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const member = await createConfirmedAccount('invoice');
  const product = await journeyProduct('Faktur');
  const order = await checkoutByApi(
    {
      customerID: member.email,
      orderDetail: [lineOf(product, 2)],
      // The demo shop's voucher: 10 % off, at most Rp 50.000.
      voucherCode: 'LEMARI10',
    },
    await accessTokenOf(member.email, member.password),
  );

  await test.step('the member opens the invoice from the order detail', async () => {
    await signIn(page, member);
    await page.goto(`/order-detail/${order.orderID}`);
    await page.getByRole('link', { name: 'Invoice', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${order.orderID}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'INVOICE' })).toBeVisible();

    const seller = page.getByTestId('invoice-seller');
    await expect(seller).toContainText('Lemari');
    await expect(seller).toContainText('Kota Yogyakarta');
    await expect(seller).toContainText('NPWP 01.234.567.8-541.000');
    await expect(page.getByTestId('invoice-number')).toHaveText(
      new RegExp(`^INV/\\d{8}/${order.orderCode}$`),
    );
    await expect(page.getByTestId('invoice-buyer')).toContainText(member.email);
    await expect(page.getByTestId('invoice-line')).toHaveCount(1);
    await expect(page.getByTestId('invoice-line')).toContainText(product.productName);
    await expect(page.getByTestId('invoice-discount')).toContainText('Discount (LEMARI10)');
    await expect(page.getByTestId('invoice-tax')).toContainText('Prices include 11% VAT (PPN): Rp');
    await expect(page.getByTestId('invoice-total')).toContainText(rupiah(order.amount));
    await expect(page.getByTestId('invoice-status')).toHaveText('UNPAID');
  });

  await test.step('at 360 px it fits the screen, and at 1366 px it reads as a sheet', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByTestId('invoice-line')).toBeVisible();
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls, 'no sideways scrolling at 360 px').toBe(false);
    await page.screenshot({ path: testInfo.outputPath('invoice-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 850 });
    await page.screenshot({ path: testInfo.outputPath('invoice-1366.png'), fullPage: true });
  });

  await test.step('printed, only the invoice shows', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('invoice')).toBeVisible();
    await expect(page.locator('header').first()).toBeHidden();
    for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    // A4's width less the stylesheet's margins (180 mm at 96 dpi), as the printed page lays it out.
    await page.setViewportSize({ width: 680, height: 962 });
    await page.screenshot({ path: testInfo.outputPath('invoice-print.png'), fullPage: true });
    await page.pdf({ path: testInfo.outputPath('invoice.pdf'), format: 'A4', preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  });

  await test.step('a guest opening the address cold is asked for the code and e-mail', async () => {
    const guest = newAccount('invoice-guest').email;
    const placed = await checkoutByApi({
      customerID: guest,
      orderDetail: [lineOf(product)],
    });
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/invoice/${placed.orderID}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    await expect(visitor.getByTestId('invoice')).toHaveCount(0);

    await visitor.goto('/order-status');
    await visitor.getByLabel('Order code', { exact: true }).fill(placed.orderCode);
    await visitor.getByLabel('Email', { exact: true }).fill(guest);
    await visitor.getByRole('button', { name: 'Find my order', exact: true }).click();
    await visitor.getByTestId('found-order').getByRole('link', { name: 'Invoice', exact: true }).click();
    await expect(visitor).toHaveURL(new RegExp(`/invoice/${placed.orderID}$`));
    expect(visitor.url()).not.toContain(encodeURIComponent(guest));
    expect(visitor.url()).not.toContain(guest);
    await expect(visitor.getByTestId('invoice-buyer')).toContainText(guest);
    // A reload keeps it (the tab's sessionStorage), still without the e-mail in the address.
    await visitor.reload();
    await expect(visitor.getByTestId('invoice-total')).toContainText(rupiah(placed.amount));
    await context.close();
  });

  await test.step("staff open the member's invoice from the back office", async () => {
    const context = await browser.newContext();
    const staff = await context.newPage();
    await signInAsStaff(staff, 'admin');
    await staff.goto(`/admin/order/${order.orderID}`);
    await staff.getByRole('link', { name: 'Invoice', exact: true }).click();
    await expect(staff.getByTestId('invoice-buyer')).toContainText(member.email);
    await expect(staff.getByRole('link', { name: '← Back to the order' })).toHaveAttribute(
      'href',
      `/admin/order/${order.orderID}`,
    );
    await context.close();
  });
});
