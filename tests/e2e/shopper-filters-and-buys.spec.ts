// A shopper narrows /shop to size M at Rp 200.000 or less, cheapest first, and finds a T-shirt whose black L is sold
// out ("Sold out") and whose black M has one left; buys that last one as a guest (the sandbox payment), and the next
// shopper finds black M "Sold out" too, and no longer finds the T-shirt in a list of black M (issue 32: a size lists
// what is in stock in it), while a list of navy M opens it in navy. On a desktop through the sidebar, on a phone through the filter sheet and its
// "Show N products" button; each with its own product, made by staff through the REST API with a 2 × 2 grid.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CartPage } from './pages/cart-page.js';
import { InformationPage, PaymentSuccessPage, ShipmentPage } from './pages/checkout-pages.js';
import { ProductPage } from './pages/product-page.js';
import { ShopPage } from './pages/shop-page.js';
import { newAccount } from './steps/accounts.js';
import { payInSandbox, rupiah } from './steps/checkout.js';
import { staffToken } from './steps/staff.js';
import { gotoReady } from './support/ready.js';
import { expect, test } from './support/fixtures.js';
import { restAs, shopProduct } from './support/rest.js';

/** The colour staff add to the shop's list for these T-shirts (the spec seeds Grey, Navy and Black). */
const HITAM = { name: 'Hitam', swatch: '#1c1c1c' };
const MAX_PRICE = 200_000;

const DEVICES = [
  { name: 'on a desktop', price: 12_000, use: {} },
  {
    name: 'on a phone (360 × 740, touch)',
    price: 13_000,
    use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
  },
] as const;

/** Adds a colour to the shop's list unless it is there (another journey may be adding it at the same moment). */
async function ensureColour(token: string, colour: { name: string; swatch: string }) {
  const { data } = await restAs<{ data: { name: string }[] }>(token, 'GET', '/v1/product-color?limit=100');
  if (data.some((known) => known.name === colour.name)) return;
  await restAs(token, 'POST', '/v1/product-color', colour).catch((error: Error) => {
    if (!/already exists/.test(error.message)) throw error;
  });
}

/** A T-shirt in Hitam and Navy, M and L: Hitam L sold out, one Hitam M left, Navy in stock. */
async function tShirt(price: number): Promise<{ id: string; name: string }> {
  const token = await staffToken('admin');
  await ensureColour(token, HITAM);
  const name = `Kaos Polos ${randomUUID().slice(0, 6)}`;
  const { data } = await restAs<{ data: { id: string } }>(token, 'POST', '/v1/product', {
    productName: name,
    description: 'Kaos katun combed 30s.',
    material: 'Katun',
    buyPrice: 6_000,
    normalPrice: price,
    sellPrice: price,
    weight: 200,
    variants: [
      { color: HITAM.name, size: 'M', stock: 1 },
      { color: HITAM.name, size: 'L', stock: 0 },
      { color: 'Navy', size: 'M', stock: 4 },
      { color: 'Navy', size: 'L', stock: 6 },
    ],
  });
  return { id: data.id, name };
}

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);

    test('a shopper filters /shop by size and price, sorted by price, and buys the last of a size', async ({
      page,
      browser,
    }) => {
      test.slow();
      const product = await tShirt(device.price);
      const shop = new ShopPage(page);
      const phone = 'isMobile' in device.use;

      await test.step('size M, at most Rp 200.000, cheapest first: the address holds all three', async () => {
        await shop.goto();
        if (phone) {
          await expect(shop.filters, 'the phone keeps the filters in a sheet').toHaveCount(0);
          await shop.filtersButton.click();
          await expect(page.getByRole('dialog')).toBeVisible();
        }
        await shop.filterValue('Size', 'M').click();
        await expect(page).toHaveURL(/[?&]size=M(&|$)/);
        await expect(shop.filterValue('Size', 'M')).toHaveAttribute('aria-checked', 'true');
        await shop.highestPrice(MAX_PRICE);
        await expect(page).toHaveURL(new RegExp(`[?&]max=${MAX_PRICE}(&|$)`));
        if (phone) {
          // One button shows the list the sheet has chosen, and says how many products it holds.
          await expect(shop.showProducts).toHaveText(/^Show \d+ products?$/);
          await shop.showProducts.click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await expect(shop.filtersButton).toHaveAccessibleName('Filters, 2 chosen');
        }
        await shop.sort.selectOption('price-asc');
        await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
        await expect(page).toHaveURL(/[?&]size=M(&|$)/);
      });

      await test.step('the list is at most Rp 200.000, cheapest first, and holds the T-shirt', async () => {
        await expect(shop.productCards.filter({ hasText: product.name })).toBeVisible();
        // The address says price-asc as soon as the choice is made; the list it names replaces the one shown a
        // moment later (which may hold the T-shirt too), so the order is awaited rather than read at once.
        let prices: number[] = [];
        const cheapestFirst = () => prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
        await expect
          .poll(
            async () => {
              prices = (await shop.prices.allInnerTexts()).map(rupiah);
              return prices.length > 0 && cheapestFirst();
            },
            { message: 'cheapest first' },
          )
          .toBe(true);
        expect(
          prices.every((price) => price <= MAX_PRICE),
          `${prices.join(', ')} ≤ ${MAX_PRICE}`,
        ).toBe(true);

        // A reload is the page the server renders for the address: the same choices, the same list.
        await page.reload();
        await expect(shop.productCards.filter({ hasText: product.name })).toBeVisible();
        await expect(shop.sort).toHaveValue('price-asc');
      });

      await test.step('black L is "Sold out" and cannot be added; one black M is left', async () => {
        await shop.productCards.filter({ hasText: product.name }).getByRole('link').first().click();
        const productPage = new ProductPage(page);
        await expect(productPage.heading).toHaveText(product.name);
        await productPage.colour(HITAM.name).check();
        await expect(productPage.size('L')).toHaveAccessibleName('L, Sold out');
        await expect(productPage.size('M')).toHaveAccessibleName('M, 1 left');
        await productPage.size('L').check();
        await expect(productPage.addToCartButton).toBeDisabled();
        await productPage.size('M').check();
        await expect(productPage.addToCartButton).toBeEnabled();
        await productPage.addToCart();
        await productPage.layout.expectToast('success added to cart');
        await productPage.layout.expectCartCount(1);
      });

      await test.step('the guest buys it and pays in the sandbox', async () => {
        await checkoutAsGuest(page, newAccount('guest').email);
        const success = new PaymentSuccessPage(page);
        await expect(success.status).toHaveAttribute('data-status', 'paid', { timeout: 30_000 });
        const hitamM = (await shopProduct(product.id)).variants.find(
          (variant) => variant.color === HITAM.name && variant.size === 'M',
        );
        expect(hitamM?.stock, 'the last black M is sold').toBe(0);
      });

      await test.step('the next shopper finds black M "Sold out" too, Navy M still there', async () => {
        const context = await browser.newContext(device.use);
        const next = new ProductPage(await context.newPage());
        await next.goto(product.id);
        await next.colour(HITAM.name).check();
        await expect(next.size('M')).toHaveAccessibleName('M, Sold out');
        await expect(next.size('L')).toHaveAccessibleName('L, Sold out');
        await next.colour('Navy').check();
        await expect(next.size('M')).toHaveAccessibleName('M');

        const list = new ShopPage(next.page);
        const card = list.productCards.filter({ hasText: product.name });
        await gotoReady(next.page, `/shop?size=M&color=${HITAM.name}&max=${MAX_PRICE}&sort=price-asc`);
        await expect(list.productCards.first().or(list.emptyState)).toBeVisible();
        await expect(card, 'sold out in black M: not in the list of black M').toHaveCount(0);
        await gotoReady(next.page, `/shop?size=M&color=Navy&max=${MAX_PRICE}&sort=price-asc`);
        const name = card.getByRole('link', { name: product.name });
        await expect(name).toHaveAttribute('href', `/products/${product.id}?color=Navy`);
        await name.click();
        await expect(next.heading).toHaveText(product.name);
        await expect(
          next.colour('Navy'),
          'the card opens the product in the colour it was found in',
        ).toBeChecked();
        await context.close();
      });
    });
  });
}

/** From the cart to a paid order: the guest's e-mail and address, the regular service, the sandbox payment. */
async function checkoutAsGuest(page: Page, email: string) {
  const cart = new CartPage(page);
  await cart.goto();
  await cart.checkoutLink.click();
  const information = new InformationPage(page);
  await expect(information.heading).toBeVisible();
  await information.email.fill(email);
  await information.address.fill({
    name: 'Sari Pembeli',
    phone: '081311112222',
    province: 'DI Yogyakarta',
    city: 'Sleman',
    address: 'Jl. Kaliurang Km 5 No. 12',
  });
  await information.continueButton.click();
  const shipment = new ShipmentPage(page);
  await expect(shipment.heading).toBeVisible();
  await shipment.option('REG').check();
  await shipment.payNow.click();
  await expect(page).toHaveURL(/\/payment\/[^/]+$/);
  await payInSandbox(page);
}
