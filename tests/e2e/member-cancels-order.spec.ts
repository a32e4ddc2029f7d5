// A member changes their mind about an unpaid order: 'Cancel order' on its detail, confirmed in the dialog, cancels
// it at once; the pieces it held go back to the shop's stock and its payment link says it can no longer be paid.
import { OrderDetailPage } from './pages/member-pages.js';
import { createConfirmedAccount, signIn } from './steps/accounts.js';
import { journeyProduct, lineOf } from './steps/products.js';
import { expect, test } from './support/fixtures.js';
import { accessTokenOf, checkoutByApi, shopProduct } from './support/rest.js';

const PIECES = 2;
const STOCK = 5;

test('a member cancels an unpaid order and its stock comes back', async ({ page }) => {
  const account = await createConfirmedAccount('cancel');
  // A product of the journey's own, so that no other journey's order moves its stock meanwhile.
  const product = await journeyProduct('Urung', { stock: STOCK });
  const stockOf = async () => (await shopProduct(product.id)).variants[0]!.stock;

  const placed = await checkoutByApi(
    {
      customerID: account.email,
      orderDetail: [lineOf(product, PIECES)],
    },
    await accessTokenOf(account.email, account.password),
  );
  expect(await stockOf(), 'the order holds its pieces').toBe(STOCK - PIECES);

  await signIn(page, account);
  await page.goto(`/order-detail/${placed.orderID}`);
  const detail = new OrderDetailPage(page);
  await expect(detail.orderCode).toHaveText(placed.orderCode);
  await expect(detail.status).toHaveAttribute('data-status', 'pending');

  await test.step('the dialog first: "Cancel" there keeps the order', async () => {
    await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText('Cancel this order?');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(detail.status).toHaveAttribute('data-status', 'pending');
  });

  await test.step('confirmed, the order is cancelled at once and nothing more can be done to it', async () => {
    await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await page
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: 'Cancel order', exact: true })
      .click();
    await expect(detail.status).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order', exact: true })).toHaveCount(0);
    await expect(detail.continuePayment).toHaveCount(0);
  });

  await test.step('its pieces are back in stock, and its payment link says it can no longer be paid', async () => {
    expect(await stockOf()).toBe(STOCK);
    await page.reload();
    await expect(detail.status).toHaveAttribute('data-status', 'cancelled');
    await page.goto(`/payment/${placed.token}`);
    await expect(
      page.frameLocator('iframe[title="Payment"]').getByText('This order was cancelled'),
    ).toBeVisible();
  });
});
