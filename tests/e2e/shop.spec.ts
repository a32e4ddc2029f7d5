// A visitor browses /shop: the product grid, its pages and its search.
import { productShownIn, productsMatching, SHOP_PRODUCTS } from './support/demo-shop.js';
import { expect, test } from './support/fixtures.js';
import { productNamed } from './support/rest.js';
import type { ShopPage } from './pages/shop-page.js';

/** Storefront spec: the shop shows 10 products per page. */
const PAGE_SIZE = 10;
/** Rupiah as the shop writes it: "Rp 149.000" (dots between thousands, no decimals). */
const RUPIAH = /^Rp\s?\d{1,3}(?:\.\d{3})*$/;
/** A word of several seeded product names (fewer than a page), and one of none. */
const SEARCH_TERM = 'batik';
const NO_MATCH = 'qwertyuiop';

/** A product that is not in the seed, as the shop answers it. */
async function addedProduct(name: string) {
  const product = await productNamed(name).catch(() => undefined);
  return product && { name, sellPrice: product.sellPrice, normalPrice: product.normalPrice };
}

function amount(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

/** The seeded product names the grid shows (a card's whole text when it shows none). */
async function shownNames(shop: ShopPage): Promise<string[]> {
  return (await shop.cardTexts()).map((text) => productShownIn(text)?.name ?? text);
}

test('/shop lists a page of products with rupiah prices, the normal price struck through when discounted', async ({
  shopPage,
}) => {
  await shopPage.goto();

  await expect(shopPage.productCards).toHaveCount(PAGE_SIZE);
  await expect(shopPage.prices).toHaveText(Array<RegExp>(PAGE_SIZE).fill(RUPIAH));
  let discounted = 0;
  for (const card of await shopPage.cardPrices()) {
    // A seeded product, or one another journey running alongside has added (the cashier's, the catalogue's) and
    // may have deleted again since the page loaded.
    const seeded = productShownIn(card.text);
    const product = seeded ?? (await addedProduct(card.name));
    if (!product) continue;
    expect(amount(card.price), product!.name).toBe(product!.sellPrice);
    if (product!.sellPrice < product!.normalPrice) {
      discounted += 1;
      expect(card.normalPrice, product!.name).toMatch(RUPIAH);
      expect(amount(card.normalPrice!), product!.name).toBe(product!.normalPrice);
      expect(card.normalPriceDecoration, product!.name).toBe('line-through');
    } else {
      expect(card.normalPrice, product!.name).toBeNull();
    }
  }
  expect(discounted, 'discounted products on the first page').toBeGreaterThan(0);
});

test('/shop pages forward to other products and back', async ({ shopPage }) => {
  await shopPage.goto();
  await expect(shopPage.productCards).toHaveCount(PAGE_SIZE);
  const firstPage = await shownNames(shopPage);

  await shopPage.next.click();
  const secondPageSize = Math.min(PAGE_SIZE, SHOP_PRODUCTS.length - PAGE_SIZE);
  await expect
    .poll(
      async () => {
        const shown = await shownNames(shopPage);
        return shown.length === secondPageSize && shown.every((name) => !firstPage.includes(name));
      },
      { message: `page 2 shows ${secondPageSize} products, none of page 1` },
    )
    .toBe(true);

  await shopPage.previous.click();
  await expect.poll(() => shownNames(shopPage)).toEqual(firstPage);
});

test('/shop search narrows the grid to the matching products', async ({ shopPage }) => {
  const expected = productsMatching(SEARCH_TERM)
    .map((product) => product.name)
    .sort();
  expect(expected.length, 'seeded matches, fewer than a page').toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(PAGE_SIZE);
  await shopPage.goto();
  await expect(shopPage.productCards).toHaveCount(PAGE_SIZE);

  await shopPage.search(SEARCH_TERM);

  await expect.poll(async () => (await shownNames(shopPage)).sort()).toEqual(expected);
  for (const name of expected) expect(name.toLowerCase()).toContain(SEARCH_TERM);
});

test('/shop search without a match shows the empty state', async ({ shopPage }) => {
  expect(productsMatching(NO_MATCH)).toEqual([]);
  await shopPage.goto();
  await expect(shopPage.productCards).toHaveCount(PAGE_SIZE);

  await shopPage.search(NO_MATCH);

  await expect(shopPage.emptyState).toBeVisible();
  await expect(shopPage.productCards).toHaveCount(0);
});
