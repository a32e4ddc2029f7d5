// What the demo seed (SEED_DEMO) puts in a fresh shop, read from the seed itself so the specs follow it.
import {
  DEMO_AFFILIATES,
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  NEW_ARRIVAL_COUNT,
  type DemoCategory,
  type DemoProduct,
} from '../../../rest-api/src/seed/demo-data.js';

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

/** The newest seeded products, which the seed also puts in the new-arrival category (newest first). */
export const NEW_ARRIVALS: DemoProduct[] = DEMO_PRODUCTS.slice(0, NEW_ARRIVAL_COUNT).filter(
  (product) => product.status !== 'draft',
);

/** A seeded category's name, its products in the shop (newest first) and its size guide, if any. */
export function category(slug: string): {
  name: string;
  products: DemoProduct[];
  sizeGuide: DemoCategory['sizeGuide'];
} {
  const found = DEMO_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no seeded category ${slug}`);
  return {
    name: found.name,
    products: SHOP_PRODUCTS.filter((product) => product.category === slug),
    sizeGuide: found.sizeGuide,
  };
}

/** A seeded product by its name. */
export function demoProduct(name: string): DemoProduct {
  const found = DEMO_PRODUCTS.find((product) => product.name === name);
  if (!found) throw new Error(`no seeded product ${name}`);
  return found;
}
