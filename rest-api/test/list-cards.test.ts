// A storefront list's cards follow its filters (issue 32): filtered by colour, each card shows that colour's picture
// (card.color and card.image: the first chosen colour the product passes the filter in, one with a picture of its
// own first); filtered by size, a product whose last piece of that size was ordered is no longer listed, and the
// size's count beside the filter agrees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { insertProduct, line, placeOrder, setVariantStock, type ProductFixture } from './helpers/shop.js';

const SHIRT = '/uploads/kartu.webp';
const SHIRT_BLACK = '/uploads/kartu-black.webp';
const SHIRT_NAVY = '/uploads/kartu-navy.webp';
const TEE = '/uploads/kaos.webp';
const TEE_NAVY = '/uploads/kaos-navy.webp';

let t: TestApp;
let shirt: ProductFixture;
let tee: ProductFixture;
let last: ProductFixture;

/** Sets a product's pictures and the colour each shows ('' for every colour). */
async function pictures(product: ProductFixture, images: [string, string][]) {
  await t.db.execute('UPDATE products SET images = $2, image_colors = $3 WHERE id = $1', [
    product.id,
    images.map(([url]) => url),
    images.map(([, color]) => color),
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  // Grey, Navy and Black in M and L; its main picture shows every colour, Navy's is tagged in lower case. The
  // Navy L is sold out.
  shirt = await insertProduct(t.db, {
    productName: 'Kemeja Kartu',
    colors: ['Grey', 'Navy', 'Black'],
    sizes: ['M', 'L'],
    stock: 2,
  });
  await pictures(shirt, [
    [SHIRT, ''],
    [SHIRT_BLACK, 'Black'],
    [SHIRT_NAVY, 'navy'],
  ]);
  await setVariantStock(t.db, shirt.id, 'Navy', 'L', 0);
  // Grey and Navy in S: only Navy has a picture of its own.
  tee = await insertProduct(t.db, {
    productName: 'Kaos Kartu',
    colors: ['Grey', 'Navy'],
    sizes: ['S'],
    stock: 3,
  });
  await pictures(tee, [
    [TEE, ''],
    [TEE_NAVY, 'Navy'],
  ]);
  // The shop's only XL: one piece.
  last = await insertProduct(t.db, {
    productName: 'Kemeja Terakhir',
    colors: ['Navy'],
    sizes: ['XL'],
    stock: 1,
  });
});
afterAll(() => t.close());

type Query = Record<string, string>;
interface Card {
  id: string;
  mainImage: string;
  card: { color: string; image: string };
}

/** Each listed product's card, by name. */
async function cards(query: Query, path = '/public/v1/product') {
  const answer = await t.call('GET', path, { query: { limit: 100, ...query } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const names = new Map([shirt, tee, last].map((product) => [product.id, product.productName]));
  return Object.fromEntries(
    (answer.body.data as Card[]).map((row) => [names.get(row.id), [row.card.color, row.card.image]]),
  );
}

describe("a list filtered by colour shows that colour's picture", () => {
  it("shows the chosen colour's own picture (any case), else the main one", async () => {
    expect(await cards({ colors: 'navy' })).toEqual({
      'Kemeja Kartu': ['Navy', SHIRT_NAVY],
      'Kaos Kartu': ['Navy', TEE_NAVY],
      'Kemeja Terakhir': ['Navy', expect.stringMatching(/^\/uploads\/kemeja-\d+\.webp$/u)],
    });
    // Grey has no picture of its own: the main one.
    expect(await cards({ colors: 'Grey' })).toEqual({
      'Kemeja Kartu': ['Grey', SHIRT],
      'Kaos Kartu': ['Grey', TEE],
    });
  });

  it('picks, of several chosen colours, the first the product passes in, one with its own picture first', async () => {
    // Both of the shirt's have their own: Navy comes before Black in the colour list. The tee's Grey has none.
    expect(await cards({ colors: 'Black,Grey,Navy' })).toMatchObject({
      'Kemeja Kartu': ['Navy', SHIRT_NAVY],
      'Kaos Kartu': ['Navy', TEE_NAVY],
    });
    // In L the shirt's Navy is sold out: it is listed for its Black, and shows it.
    expect(await cards({ colors: 'Navy,Black', sizes: 'L' })).toEqual({
      'Kemeja Kartu': ['Black', SHIRT_BLACK],
    });
    await setVariantStock(t.db, tee.id, 'Navy', 'S', 0);
    try {
      expect(await cards({ colors: 'Grey,Navy', inStock: 'true' })).toMatchObject({
        'Kaos Kartu': ['Grey', TEE],
      });
      // Without "in stock only" the sold-out Navy is still what the tee comes in, and has the picture.
      expect(await cards({ colors: 'Grey,Navy' })).toMatchObject({ 'Kaos Kartu': ['Navy', TEE_NAVY] });
    } finally {
      await setVariantStock(t.db, tee.id, 'Navy', 'S', 3);
    }
  });

  it("shows the main picture without a colour, and the colour's on a category's page too", async () => {
    expect(await cards({ sizes: 'M' })).toEqual({ 'Kemeja Kartu': ['', SHIRT] });
    const admin = await t.tokenOf('admin');
    const made = await t.call('POST', '/v1/category', { token: admin, body: { categoryName: 'Kartu' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await t.db.execute('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [
      shirt.id,
      made.body.data.id,
    ]);
    expect(await cards({ colors: 'Black' }, '/public/v1/product/category/kartu')).toEqual({
      'Kemeja Kartu': ['Black', SHIRT_BLACK],
    });
  });
});

describe('a list filtered by size holds only what is in stock in it', () => {
  const xlCount = async () => {
    const answer = await t.call('GET', '/public/v1/product/facets', { query: { sizes: 'XL' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.data.sizes as { value: string; count: number }[]).find((size) => size.value === 'XL')
      ?.count;
  };

  it('leaves out a product whose last piece of the size was ordered, and counts it no more', async () => {
    expect(Object.keys(await cards({ sizes: 'XL' }))).toEqual(['Kemeja Terakhir']);
    expect(await xlCount()).toBe(1);

    await placeOrder(t, [line(last, 1, 'Navy', 'XL')]);

    expect(await cards({ sizes: 'XL' })).toEqual({});
    expect(await xlCount()).toBe(0);
    const unfiltered = await t.call('GET', '/public/v1/product/facets');
    expect(unfiltered.body.data.sizes.map((size: { value: string }) => size.value)).not.toContain('XL');
    // Still in the shop, sold out: a colour alone lists it.
    expect(Object.keys(await cards({ colors: 'Navy' }))).toContain('Kemeja Terakhir');
  });
});
