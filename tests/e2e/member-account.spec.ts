// A member keeps an address book (add with province → city, set the default after confirming, edit, delete),
// checks out with the default address already chosen, follows the order in the order list (status filter) and its
// detail, pays it from there, and keeps a wishlist (add, shown as in it on the product page, remove).
import type { Page } from '@playwright/test';
import { CartPage } from './pages/cart-page.js';
import {
  AddressForm,
  InformationPage,
  PaymentSuccessPage,
  ShipmentPage,
  type AddressInput,
} from './pages/checkout-pages.js';
import {
  AddressFormPage,
  AddressListPage,
  OrderDetailPage,
  OrderListPage,
  WishlistPage,
} from './pages/member-pages.js';
import { ProductPage } from './pages/product-page.js';
import { createConfirmedAccount, signIn, type Account } from './steps/accounts.js';
import { addToCart, inStock } from './steps/cart.js';
import { payInSandbox, rupiah } from './steps/checkout.js';
import { expect, test } from './support/fixtures.js';
import { productNamed } from './support/rest.js';

const HOME: AddressInput = {
  title: 'Rumah Cempaka',
  name: 'Sari Member',
  phone: '081311112222',
  province: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  address: 'Jl. Kemang Raya No. 8',
  note: 'Rumah cat hijau',
};
const OFFICE: AddressInput = {
  title: 'Kantor Sudirman',
  name: 'Sari Kantor',
  phone: '081333334444',
  province: 'DKI Jakarta',
  city: 'Jakarta Pusat',
  address: 'Jl. Jend. Sudirman Kav. 21',
  note: 'Lobi lantai dasar',
};
const CHECKOUT_PRODUCT = 'Kaos Polo Pique';
/** A second line, so the order card says '+1 more products'. */
const SECOND_PRODUCT = 'Kemeja Oxford Slim Fit';
const WISHED_PRODUCT = 'Jaket Coach Nylon';

/** 150000 → '150\\.000', for a pattern. */
function dotted(amount: number): string {
  return amount.toLocaleString('id-ID').replace(/\./g, '\\.');
}

async function addAddress(page: Page, input: AddressInput) {
  const list = new AddressListPage(page);
  await list.addNew.click();
  await expect(page).toHaveURL(/\/address\/add$/);
  const form = new AddressFormPage(page);
  await expect(form.addHeading).toBeVisible();
  await form.fields.fill(input);
  await form.save.click();
  await form.layout.expectToast('success add new data');
  await form.sidebar.addressList.click();
  await expect(list.heading).toBeVisible();
}

test.describe('a member', () => {
  let account: Account;
  test.beforeEach(async ({ page }) => {
    account = await createConfirmedAccount('member');
    await signIn(page, account);
    await expect(page).toHaveURL(/\/order-list$/);
  });

  test('keeps an address book and checks out with the default address; the order list follows it', async ({
    page,
    context,
  }) => {
    test.slow();
    const list = new AddressListPage(page);

    await test.step('a new member has no addresses', async () => {
      await list.sidebar.addressList.click();
      await expect(list.heading).toBeVisible();
      await expect(list.emptyState).toHaveText(/No data available\./);
    });

    await test.step('add two addresses, choosing the city after the province', async () => {
      await addAddress(page, HOME);
      await expect(list.cards).toHaveCount(1);
      const home = list.card(HOME.title!);
      for (const text of [HOME.name, HOME.phone, HOME.address, HOME.city])
        await expect(home.root).toContainText(text);
      await expect(home.defaultBadge, 'the first address is the default').toBeVisible();
      await expect(home.setDefault).toHaveCount(0);

      await addAddress(page, OFFICE);
      await expect(list.cards).toHaveCount(2);
      await expect(list.card(OFFICE.title!).defaultBadge).toHaveCount(0);
      await expect(list.card(OFFICE.title!).setDefault).toBeVisible();
    });

    await test.step('set the office as default, after confirming', async () => {
      const office = list.card(OFFICE.title!);
      const dialog = page.getByTestId('confirm-dialog');
      await office.setDefault.click();
      await expect(dialog).toContainText('Are you sure you want to set this address as default ?');
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(office.defaultBadge).toHaveCount(0);

      await office.setDefault.click();
      await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
      await list.layout.expectToast('success set data');
      await expect(office.defaultBadge).toBeVisible();
      await expect(office.setDefault).toHaveCount(0);
      await expect(list.card(HOME.title!).defaultBadge).toHaveCount(0);
      await expect(list.card(HOME.title!).setDefault).toBeVisible();
    });

    await test.step('edit an address: the form comes filled in', async () => {
      await list.card(HOME.title!).edit.click();
      await expect(page).toHaveURL(/\/address\/edit\/[^/]+$/);
      const form = new AddressFormPage(page);
      await expect(form.editHeading).toBeVisible();
      await expect(form.fields.title).toHaveValue(HOME.title!);
      await expect(form.fields.name).toHaveValue(HOME.name);
      await expect(form.fields.phone).toHaveValue(HOME.phone);
      await expect(form.fields.address).toHaveValue(HOME.address);
      await expect.poll(() => AddressForm.selectedLabel(form.fields.province)).toBe(HOME.province);
      await expect.poll(() => AddressForm.selectedLabel(form.fields.city)).toContain(HOME.city);

      // Another province clears the chosen city.
      await form.fields.province.selectOption({ label: 'Jawa Barat' });
      await expect.poll(() => form.fields.city.inputValue()).toBe('');
      await form.fields.province.selectOption({ label: HOME.province });
      await form.fields.chooseCity('Jakarta Timur');
      await form.fields.name.fill('Sari Cempaka');
      await form.save.click();
      await form.layout.expectToast('success update data');
      await form.sidebar.addressList.click();
      await expect(list.card(HOME.title!).root).toContainText('Sari Cempaka');
      await expect(list.card(HOME.title!).root).toContainText('Jakarta Timur');
    });

    await test.step('delete an address, after confirming', async () => {
      const dialog = page.getByTestId('confirm-dialog');
      await list.card(HOME.title!).deleteButton.click();
      await expect(dialog).toContainText('Are you sure you want to delete this address ?');
      await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
      await list.layout.expectToast('success delete data');
      await expect(list.cards).toHaveCount(1);
      await expect(list.card(OFFICE.title!).defaultBadge).toBeVisible();
    });

    const product = await productNamed(CHECKOUT_PRODUCT);
    const second = await productNamed(SECOND_PRODUCT);
    await test.step('checkout starts with the member’s e-mail and the default address', async () => {
      await addToCart(page, product, inStock(product));
      await addToCart(page, second, { ...inStock(second, 2), quantity: 2 });
      const cart = new CartPage(page);
      await cart.goto();
      await cart.checkoutLink.click();
      const information = new InformationPage(page);
      await expect(information.heading).toBeVisible();
      await expect(information.email).toHaveValue(account.email);
      await expect(information.email).not.toBeEditable();
      await expect(
        information.savedAddresses.getByRole('radio', { name: OFFICE.title, exact: true }),
      ).toBeChecked();
      await expect(information.useNewAddress).not.toBeChecked();
      await information.continueButton.click();

      const shipment = new ShipmentPage(page);
      await expect(shipment.heading).toBeVisible();
      await shipment.option('REG').check();
      await shipment.payNow.click();
      await expect(page).toHaveURL(/\/payment\/[^/]+$/);
    });

    let orderCode = '';
    const orders = new OrderListPage(page);
    await test.step('the unpaid order is in the order list, and the status filter works', async () => {
      await orders.goto();
      await expect(orders.heading).toBeVisible();
      await expect(orders.cards).toHaveCount(1);
      const card = orders.cards.first();
      await expect(card.getByTestId('order-status')).toHaveAttribute('data-status', 'pending');
      await expect(card).toContainText(CHECKOUT_PRODUCT);
      await expect(card).toContainText('+1 more products');
      // The card's link to the detail says the order code.
      orderCode = (await card.locator('a[href^="/order-detail/"]').first().innerText()).trim();
      expect(orderCode).not.toBe('');

      await orders.statusFilter.selectOption({ label: 'Paid' });
      await expect(orders.emptyState).toHaveText(/No data available\./);
      await expect(orders.cards).toHaveCount(0);
      await orders.statusFilter.selectOption({ label: 'Pending' });
      await expect(orders.cards).toHaveCount(1);
      await orders.statusFilter.selectOption({ label: 'All' });
      await expect(orders.cards).toHaveCount(1);
    });

    // Paying later is another visit: a new tab, which shares the session but nothing kept by the last one.
    const later = await context.newPage();
    await test.step('later, the order detail offers to continue the payment; paying turns the order paid', async () => {
      const laterOrders = new OrderListPage(later);
      await laterOrders.goto();
      await laterOrders.card(orderCode).getByRole('link', { name: orderCode, exact: true }).click();
      await expect(later).toHaveURL(/\/order-detail\/[^/]+$/);
      const detail = new OrderDetailPage(later);
      await expect(detail.orderCode).toHaveText(orderCode);
      await expect(detail.status).toHaveAttribute('data-status', 'pending');
      await expect(detail.lines).toHaveCount(2);
      await expect(detail.lines.filter({ hasText: CHECKOUT_PRODUCT })).toContainText(
        new RegExp(`1 x Rp\\s?${dotted(product.sellPrice)}`),
      );
      await expect(detail.lines.filter({ hasText: SECOND_PRODUCT })).toContainText(
        new RegExp(`2 x Rp\\s?${dotted(second.sellPrice)}`),
      );
      // The lines come to more than Rp 300.000, from which the demo shop ships free: the total is theirs alone.
      expect(rupiah(await detail.total.innerText())).toBe(product.sellPrice + 2 * second.sellPrice);
      await expect(detail.payment).toBeVisible();
      await expect(detail.shipment).toContainText(/jne/i);
      await expect(detail.shipment).toContainText('REG');

      await detail.continuePayment.click();
      await expect(later).toHaveURL(/\/payment\/[^/]+$/);
      await payInSandbox(later);
      const success = new PaymentSuccessPage(later);
      await expect(success.orderCode).toHaveText(orderCode);
      await expect(success.status).toHaveAttribute('data-status', 'paid', { timeout: 30_000 });
      await success.seeMyOrders.click();
      await expect(later).toHaveURL(/\/order-list/);
    });

    await test.step('paid, the order moves from the Pending filter to the Paid one', async () => {
      const laterOrders = new OrderListPage(later);
      await expect(laterOrders.card(orderCode).getByTestId('order-status')).toHaveAttribute(
        'data-status',
        'paid',
      );
      await laterOrders.statusFilter.selectOption({ label: 'Pending' });
      await expect(laterOrders.emptyState).toBeVisible();
      await laterOrders.statusFilter.selectOption({ label: 'Paid' });
      await expect(laterOrders.cards).toHaveCount(1);
      await laterOrders.card(orderCode).getByRole('link', { name: orderCode, exact: true }).click();
      const detail = new OrderDetailPage(later);
      await expect(detail.status).toHaveAttribute('data-status', 'paid');
      await expect(detail.continuePayment).toHaveCount(0);

      await later.goto('/order-detail/00000000-0000-0000-0000-000000000000');
      await expect(detail.notFound).toBeVisible();
    });
  });

  test('keeps a wishlist: add, shown on the product, remove', async ({ page }) => {
    const product = await productNamed(WISHED_PRODUCT);
    const wishlist = new WishlistPage(page);
    await wishlist.sidebar.wishlist.click();
    await expect(wishlist.heading).toBeVisible();
    await expect(wishlist.emptyState).toHaveText(/No data available\./);

    const detail = new ProductPage(page);
    await detail.goto(product.id);
    await expect(detail.heading).toHaveText(WISHED_PRODUCT);
    await expect(detail.wishlistButton).toHaveAttribute('aria-pressed', 'false');
    await detail.addToWishlistButton.click();
    await detail.layout.expectToast('success added to wishlist');
    // The button says so, now and on the next visit; a press takes the product off, another puts it back.
    await expect(detail.wishlistButton).toHaveAccessibleName('In your wishlist');
    await expect(detail.wishlistButton).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(detail.wishlistButton).toHaveAttribute('aria-pressed', 'true');
    await detail.wishlistButton.click();
    await detail.layout.expectToast('Removed from your wishlist');
    await expect(detail.wishlistButton).toHaveAccessibleName('Add to wishlist');
    await detail.wishlistButton.click();
    await expect(detail.wishlistButton).toHaveAttribute('aria-pressed', 'true');

    await wishlist.goto();
    await expect(wishlist.cards).toHaveCount(1);
    const card = wishlist.card(WISHED_PRODUCT);
    await expect(card.getByRole('link', { name: WISHED_PRODUCT, exact: true })).toHaveAttribute(
      'href',
      `/products/${product.id}`,
    );
    expect(rupiah(await card.getByTestId('product-price').innerText())).toBe(product.sellPrice);
    await card.getByRole('button', { name: 'Remove', exact: true }).click();
    await wishlist.layout.expectToast('Removed from wishlist');
    await expect(wishlist.cards).toHaveCount(0);
    await expect(wishlist.emptyState).toBeVisible();
  });
});
