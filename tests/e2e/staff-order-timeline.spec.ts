// Orders for staff (issue 22): after staff send a paid order with its resi number, its detail shows the timeline —
// placed by the customer, paid by the payment provider, moved on by staff with the resi — and a note staff add stays
// on it; a resi typed wrong is corrected with another courier; then two paid orders move to processing together from
// /admin/order's checkboxes.
import { createConfirmedAccount } from './steps/accounts.js';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';
import { accessTokenOf, checkoutByApi, payInSandboxByApi } from './support/rest.js';
import { journeyProduct, lineOf } from './steps/products.js';

test('staff see the timeline after moving an order, add a note, and move two paid orders on together', async ({
  page,
}) => {
  test.slow();
  const member = await createConfirmedAccount('timeline');
  const product = await journeyProduct('Riwayat');
  const token = await accessTokenOf(member.email, member.password);
  const placeOne = () =>
    checkoutByApi(
      {
        customerID: member.email,
        orderDetail: [lineOf(product)],
      },
      token,
    );
  const first = await placeOne();
  await payInSandboxByApi(first.token);
  const resi = `JNE-${first.orderCode.slice(-5)}`;

  await test.step('staff send the paid order and see who did what in its timeline', async () => {
    await signInAsStaff(page, 'admin');
    await page.goto(`/admin/order/${first.orderID}`);
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.getByTestId('timeline-event')).toHaveCount(2);
    await expect(timeline.getByTestId('timeline-event').first()).toContainText('Order placed');
    await expect(timeline.getByTestId('timeline-event').nth(1)).toContainText('Pending → Paid');
    await expect(timeline.getByTestId('timeline-event').nth(1)).toContainText('Payment provider');

    await page.getByRole('button', { name: 'Mark as processing' }).click();
    const dialog = page.getByTestId('resi-dialog');
    await dialog.getByLabel('Resi number', { exact: true }).fill(resi);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Yes' }).click();
    // Processing, its parcel on its way: the headline is its stage (issue 32).
    await expect(page.getByTestId('order-status')).toHaveText('Shipped');
    const moved = timeline.getByTestId('timeline-event').nth(2);
    await expect(moved).toContainText('Paid → Processing');
    await expect(moved).toContainText('Admin Lemari (staff)');
    await expect(moved).toContainText(`resi ${resi}`);
  });

  await test.step('staff correct the resi: another number with another courier, on the timeline too', async () => {
    const corrected = `JT-${first.orderCode.slice(-6)}`;
    await page.getByRole('button', { name: 'Correct the resi' }).click();
    const dialog = page.getByTestId('resi-dialog');
    await expect(dialog.getByLabel('Resi number', { exact: true })).toHaveValue(resi);
    await dialog.getByLabel('Courier').selectOption('jnt');
    await dialog.getByLabel('Resi number', { exact: true }).fill(corrected);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('confirm-dialog')).toContainText(`J&T Express ${corrected}`);
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Resi corrected' })).toBeVisible();
    await expect(page.getByTestId('order-resi')).toHaveText(corrected);
    await expect(page.getByTestId('order-status')).toHaveText('Shipped');
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.getByTestId('timeline-event')).toHaveCount(4);
    await expect(timeline.getByTestId('timeline-event').nth(3)).toContainText(
      `resi ${corrected} (J&T Express)`,
    );
  });

  await test.step('staff add an internal note, which stays after a reload', async () => {
    const notes = page.getByTestId('order-notes');
    await expect(notes).toContainText('No notes yet.');
    await notes.getByRole('textbox', { name: 'Note' }).fill('Customer asked for a gift wrap.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Note added' })).toBeVisible();
    await expect(notes.getByTestId('order-internal-note')).toContainText('Customer asked for a gift wrap.');
    await page.reload();
    await expect(page.getByTestId('order-internal-note')).toContainText('Customer asked for a gift wrap.');
    await expect(page.getByTestId('order-internal-note')).toContainText('Admin Lemari');
  });

  await test.step('two paid orders move to processing together', async () => {
    const [second, third] = [await placeOne(), await placeOne()];
    await payInSandboxByApi(second.token);
    await payInSandboxByApi(third.token);
    await page.goto('/admin/order?status=paid');
    await page.getByRole('searchbox', { name: 'Search orders (code, product, customer)' }).fill(member.email);
    await expect(page.getByTestId('order-card')).toHaveCount(2);
    // Chakra's checkbox input lies under its drawn box: checked through it, as the other journeys do.
    await page.getByRole('checkbox', { name: `Select ${second.orderCode}` }).check({ force: true });
    await page.getByRole('checkbox', { name: `Select ${third.orderCode}` }).check({ force: true });
    await page.getByRole('button', { name: 'Move 2 to processing' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Move 2' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '2 orders moved to processing' })).toBeVisible();
    await expect(page.getByTestId('order-card')).toHaveCount(0);

    await page.goto(`/admin/order/${third.orderID}`);
    await expect(page.getByTestId('order-status')).toHaveText('Processing');
    await expect(page.getByTestId('timeline-event').last()).toContainText('moved with other orders');
  });
});
