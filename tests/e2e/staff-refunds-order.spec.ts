// Staff cancel and refund a guest's paid order: the order (placed through checkout and paid in the sandbox) is
// opened at /admin/order/:id, 'Cancel and refund' names its total and takes a reason, and the order reads
// Cancelled and 'Refunded Rp …'; the variant's stock is back where it was, the guest's refund e-mail is in the
// outbox, and the guest finds the refund at /order-status. Its payment reads Refunded (not Paid) on the order, in
// the payments list under the Refunded filter, on the order's card and in the CSV (issue 32).
import { readFile } from 'node:fs/promises';
import { newAccount } from './steps/accounts.js';
import { payInSandbox, rupiah } from './steps/checkout.js';
import { journeyProduct, lineOf } from './steps/products.js';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';
import { checkoutByApi, shopProduct, waitForMail } from './support/rest.js';

const PIECES = 2;
const STOCK = 5;

test('staff cancel a paid order with a refund: the stock comes back and the customer is told', async ({
  page,
  browser,
}) => {
  test.slow();
  const guest = newAccount('refund').email;
  // A product of the journey's own, so that no other journey's order moves its stock meanwhile.
  const product = await journeyProduct('Refund', { stock: STOCK, size: 'L' });
  const stockOf = async () => (await shopProduct(product.id)).variants[0]!.stock;
  const order = await checkoutByApi({
    customerID: guest,
    orderDetail: [lineOf(product, PIECES)],
  });
  expect(await stockOf(), 'the order holds its pieces').toBe(STOCK - PIECES);

  await test.step('the guest pays it in the sandbox', async () => {
    await page.goto(`/payment/${order.token}`);
    await payInSandbox(page);
  });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await test.step('staff cancel and refund it, naming the amount and a reason', async () => {
    await signInAsStaff(staff, 'admin');
    await staff.goto(`/admin/order/${order.orderID}`);
    await expect(staff.getByTestId('order-status')).toHaveText('Paid');
    await staff.getByRole('button', { name: 'Cancel and refund' }).click();
    const dialog = staff.getByTestId('refund-dialog');
    await expect(dialog).toBeVisible();
    expect(rupiah(await dialog.getByTestId('refund-amount').innerText())).toBe(order.amount);
    await dialog.getByLabel('Reason (optional)').fill('Stok ternyata rusak');
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(staff.getByTestId('order-status')).toHaveText('Cancelled');
    const refund = staff.getByTestId('order-refund');
    await expect(refund).toContainText('Refunded');
    expect(rupiah((await refund.innerText()).replace(/ on .*$/u, ''))).toBe(order.amount);
    await expect(staff.getByTestId('order-actions')).toHaveCount(0);
    // The payment reads Refunded, not Paid (issue 32).
    await expect(staff.getByTestId('order-payment-status')).toHaveText('Refunded');
  });

  await test.step('refunded order reads Refunded in the payments list under the Refunded filter', async () => {
    await staff.goto(`/admin/payment?q=${order.orderCode}`);
    await expect(staff.getByRole('link', { name: order.orderCode })).toBeVisible();
    await staff.getByLabel('Payment status').selectOption({ label: 'Refunded' });
    await expect(staff).toHaveURL(/[?&]status=refunded/u);
    const row = staff.getByTestId('admin-row').filter({ hasText: order.orderCode });
    await expect(row.getByTestId('payment-status')).toHaveText('Refunded');
    // Paid no longer finds it.
    await staff.getByLabel('Payment status').selectOption({ label: 'Paid' });
    await expect(staff).toHaveURL(/[?&]status=paid/u);
    await expect(staff.getByRole('link', { name: order.orderCode })).toHaveCount(0);
  });

  await test.step('refunded order reads refunded in the CSV, with the amount and when', async () => {
    await staff.goto('/admin/order');
    await staff
      .getByRole('searchbox', { name: 'Search orders (code, product, customer)' })
      .fill(order.orderCode);
    await expect(staff.getByTestId('order-card')).toHaveCount(1);
    await expect(staff.getByTestId('order-card').getByTestId('payment-status')).toHaveText('Refunded');
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const [header, ...rows] = (await readFile((await download.path())!, 'utf8')).slice(1).split('\r\n');
    const columns = header!.split(',');
    const cells = rows
      .map((row) => Object.fromEntries(row.split(',').map((cell, index) => [columns[index], cell])))
      .find((row) => row['Order code'] === order.orderCode);
    expect(cells).toMatchObject({
      Status: 'cancelled',
      'Payment status': 'refunded',
      'Refunded amount': String(order.amount),
    });
    expect(cells!['Refunded at (Asia/Jakarta)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/u);
  });

  await test.step("the variant's stock is back", async () => {
    expect(await stockOf()).toBe(STOCK);
  });

  await test.step('the guest gets the refund e-mail, and finds the refund at /order-status', async () => {
    const mail = await waitForMail(
      guest,
      // The order was placed in English (the browser's en-ID), so its e-mails are English (issue 23).
      (message) => message.subject === `Order ${order.orderCode} cancelled, your money is refunded`,
      'the refund e-mail',
    );
    expect(mail.text).toContain('working days');
    await page.goto('/order-status');
    await page.getByLabel('Order code', { exact: true }).fill(order.orderCode);
    await page.getByLabel('Email', { exact: true }).fill(guest);
    await page.getByRole('button', { name: 'Find my order', exact: true }).click();
    const found = page.getByTestId('found-order');
    await expect(found.getByTestId('order-refund')).toContainText('Refunded');
    await expect(found.getByTestId('order-payment-status')).toHaveText('Refunded');
  });
  await staffContext.close();
});
