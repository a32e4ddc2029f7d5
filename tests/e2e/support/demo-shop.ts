// What the demo seed (SEED_DEMO) puts in a fresh shop, read from the seed itself so the specs follow it.
import { DEMO_AFFILIATES, DEMO_PRODUCTS, type DemoProduct } from '../../../rest-api/src/db/demo-data.js';

/** Products the storefront lists: drafts are not in the shop. */
export const SHOP_PRODUCTS: DemoProduct[] = DEMO_PRODUCTS.filter((product) => product.status !== 'draft');

export const AFFILIATE_COUNT = DEMO_AFFILIATES.length;

/** The shop's search looks in the name, the material and the description (case-insensitive). */
export function productsMatching(term: string): DemoProduct[] {
  const needle = term.toLowerCase();
  return SHOP_PRODUCTS.filter((product) =>
    [product.name, product.material, product.description].some((text) => text.toLowerCase().includes(needle)),
  );
}

/** The seeded product a product card shows, found by its name in the card's text. */
export function productShownIn(cardText: string): DemoProduct | undefined {
  return SHOP_PRODUCTS.find((product) => cardText.includes(product.name));
}
