// Staff move a shopper's paid order on: the member's order (placed through checkout and paid in the sandbox) is
// found in /admin/order, sent with a resi number (processing), then completed; the payments and shipping screens
// follow it, the member sees the new status and resi in /order-detail, and a move that is no longer allowed (the
// order was completed in another tab) shows the server's text.
import { createConfirmedAccount, signIn } from './steps/accounts.js';
import { payInSandbox } from './steps/checkout.js';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';
import { accessTokenOf, checkoutByApi } from './support/rest.js';
import { journeyProduct, lineOf } from './steps/products.js';

test('staff send a paid order with a resi number, complete it, and a stale move shows the server text', async ({
  page,
  browser,
}) => {
  test.slow();
  const member = await createConfirmedAccount('orders');
  const product = await journeyProduct('Kirim');
  const order = await checkoutByApi(
    {
      customerID: member.email,
      orderDetail: [lineOf(product)],
    },
    await accessTokenOf(member.email, member.password),
  );

  await test.step('the member pays it in the sandbox', async () => {
    await signIn(page, member);
    await page.goto(`/payment/${order.token}`);
    await payInSandbox(page);
  });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const resi = `JNE-${order.orderCode.slice(-5)}`;
  await test.step('staff find the paid order and send it with a resi number', async () => {
    await signInAsStaff(staff, 'admin');
    await staff.goto(`/admin/payment?status=paid&q=${order.orderCode}`);
    await expect(staff.getByRole('link', { name: order.orderCode })).toBeVisible();
    await expect(staff.getByTestId('payment-status')).toHaveText('Paid');
    await staff.goto(`/admin/shipping?q=${order.orderCode}`);
    await expect(staff.getByRole('link', { name: order.orderCode })).toBeVisible();

    await staff.goto('/admin/order');
    await staff
      .getByRole('searchbox', { name: 'Search orders (code, product, customer)' })
      .fill(order.orderCode);
    await expect(staff.getByTestId('order-card')).toHaveCount(1);
    await staff.getByRole('link', { name: order.orderCode }).click();
    await expect(staff.getByTestId('order-status')).toHaveText('Paid');
    await staff.getByRole('button', { name: 'Mark as processing' }).click();
    const dialog = staff.getByTestId('resi-dialog');
    await dialog.getByLabel('Resi number', { exact: true }).fill(resi);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await staff.getByTestId('confirm-dialog').getByRole('button', { name: 'Yes' }).click();
    // Processing with its parcel on its way: the headline says so (issue 32).
    await expect(staff.getByTestId('order-status')).toHaveText('Shipped');
    await expect(staff.getByTestId('order-status')).toHaveAttribute('data-status', 'processing');
    await expect(staff.getByTestId('order-resi')).toHaveText(resi);
    await staff.goto(`/admin/shipping?stage=on-the-way&q=${order.orderCode}`);
    await expect(staff.getByRole('row').filter({ hasText: resi })).toBeVisible();
  });

  await test.step('the member sees it on its way with the resi number', async () => {
    await page.goto(`/order-detail/${order.orderID}`);
    // The journeys' built-in tracker delivers within seconds (TRACKING_STEP_HOURS): by now its tracking may have
    // found the parcel delivered, which the headline then says too.
    await expect(page.getByTestId('order-status')).toHaveText(/^(Shipped|Delivered)$/);
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'processing');
    await expect(page.getByTestId('order-resi')).toHaveText(resi);
  });

  await test.step('completed in one tab, a second move from a stale tab shows the server text', async () => {
    const stale = await staffContext.newPage();
    await stale.goto(`/admin/order/${order.orderID}`);
    await expect(stale.getByRole('button', { name: 'Mark as completed' })).toBeVisible();

    await staff.goto(`/admin/order/${order.orderID}`);
    await staff.getByRole('button', { name: 'Mark as completed' }).click();
    await staff.getByTestId('confirm-dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(staff.getByTestId('order-status')).toHaveText('Completed');

    await stale.getByRole('button', { name: 'Mark as completed' }).click();
    await stale.getByTestId('confirm-dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(stale.getByTestId('toast').filter({ hasText: /completed/i })).toBeVisible();
    await expect(stale.getByTestId('order-status')).toHaveText('Completed');
    await expect(stale.getByTestId('order-actions')).toHaveCount(0);
  });

  await test.step('the member sees it completed', async () => {
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Completed');
  });
  await staffContext.close();
});
