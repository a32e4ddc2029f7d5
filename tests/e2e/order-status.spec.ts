// A guest looks an order up at /order-status with its code and e-mail (typed in another case): the order shows
// with "Pay now" while unpaid; another e-mail finds nothing, with the same words as a code that does not exist.
import { newAccount } from './steps/accounts.js';
import { inStock } from './steps/cart.js';
import { expect, test } from './support/fixtures.js';
import { checkoutByApi, productNamed } from './support/rest.js';

const NOT_FOUND = 'We found no order with this code and e-mail.';

test('a guest finds an order by its code and e-mail, and nobody else does', async ({ page }) => {
  const guest = newAccount('lookup').email;
  const product = await productNamed('Kaos Polos Cotton Combed 30s');
  const { colour, size } = inStock(product);
  const placed = await checkoutByApi({
    customerID: guest,
    orderDetail: [{ productID: product.id, color: colour, size, quantity: 1 }],
  });

  const find = async (code: string, email: string) => {
    await page.getByLabel('Order code', { exact: true }).fill(code);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Find my order', exact: true }).click();
  };

  await page.goto('/order-status');
  await test.step('another e-mail, or a code that does not exist, finds nothing, in the same words', async () => {
    await find(placed.orderCode, newAccount('someone-else').email);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page.getByTestId('found-order')).toHaveCount(0);
    await find('ORD-20000101-ZZZZZ', guest);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  });

  await test.step('its code and e-mail, in another case, show the order with Pay now', async () => {
    await find(placed.orderCode.toLowerCase(), guest.toUpperCase());
    const found = page.getByTestId('found-order');
    await expect(found).toBeVisible();
    await expect(found.getByTestId('order-code')).toHaveText(placed.orderCode);
    await expect(found).toContainText(product.productName);
    await expect(found.getByRole('link', { name: 'Pay now', exact: true })).toHaveAttribute(
      'href',
      `/payment/${placed.token}`,
    );
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  });
});
