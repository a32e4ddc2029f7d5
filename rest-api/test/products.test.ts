// Products: the back office's GET/POST /v1/product and GET/PUT/DELETE /v1/product/:id, and the storefront's
// public reads (list, detail, related, category pages), with who may see what.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';

let t: TestApp;
let root: string;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  [root, admin, member] = await Promise.all([t.tokenOf('root'), t.tokenOf('admin'), t.tokenOf('member')]);
});
afterAll(() => t.close());

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const IMAGE = (name: string) => `https://cdn.lemari.test/products/${name}.webp`;
// The staff's fields a public answer must not carry: the cost price, which is never shown to the public, the
// categories' ids, the status and the timestamps. The public fields themselves are the first list row's toEqual
// below, so a new public field is written there only.
const STAFF_ONLY = ['buyPrice', 'categoryIds', 'status', 'createdAt', 'updatedAt'];

/** A public product: the public fields, none of the staff's. */
function expectPublic(row: Record<string, unknown>) {
  expect(row).toMatchObject({
    id: expect.any(String),
    productName: expect.any(String),
    mainImage: expect.any(String),
  });
  for (const key of STAFF_ONLY) expect(row, key).not.toHaveProperty(key);
}

let serial = 0;
/** A valid create body; `name` goes into productName so that q can find it. */
function productBody(name: string, fields: Record<string, unknown> = {}) {
  serial += 1;
  return {
    productName: `${name} ${serial}`,
    buyPrice: 80_000,
    normalPrice: 150_000,
    sellPrice: 120_000,
    weight: 250,
    stock: 10,
    ...fields,
  };
}

const create = (body: Record<string, unknown>, token = admin) =>
  t.call('POST', '/v1/product', { token, body });
const read = (id: string, token = admin) => t.call('GET', `/v1/product/${id}`, { token });
const update = (id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/v1/product/${id}`, { token: admin, body });
const remove = (id: string) => t.call('DELETE', `/v1/product/${id}`, { token: admin });
const list = (query: Record<string, string | number>, token = admin) =>
  t.call('GET', '/v1/product', { token, query });
const publicList = (query: Record<string, string | number> = {}) =>
  t.call('GET', '/public/v1/product', { query });
const publicRead = (id: string) => t.call('GET', `/public/v1/product/${id}`);
const related = (id: string, query: Record<string, string | number> = {}) =>
  t.call('GET', `/public/v1/product/related/${id}`, { query });
const categoryPage = (slug: string, query: Record<string, string | number> = {}) =>
  t.call('GET', `/public/v1/product/category/${slug}`, { query });

async function createProduct(name: string, fields: Record<string, unknown> = {}) {
  const answer = await create(productBody(name, fields));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

async function createCategory(categoryName: string, slug?: string) {
  const answer = await t.call('POST', '/v1/category', {
    token: admin,
    body: { categoryName, ...(slug ? { slug } : {}) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; categoryName: string; slug: string };
}

const ref = (category: { id: string; categoryName: string; slug: string }) => ({
  id: category.id,
  categoryName: category.categoryName,
  slug: category.slug,
});
const idsOf = (answer: { body: { data: { id: string }[] } }) => answer.body.data.map((row) => row.id);
const countProducts = async () =>
  (await t.db.maybeOne<{ n: number }>('SELECT count(*) AS n FROM products'))!.n;
const memberId = async () =>
  (await t.db.maybeOne<{ id: string }>("SELECT id FROM users WHERE email = 'member@lemari.test'"))!.id;

describe('POST /v1/product', () => {
  it('creates a product with every field, answering the staff shape', async () => {
    const tops = await createCategory('Atasan Wanita');
    const batik = await createCategory('Batik');
    const { status, body } = await create({
      productName: '  Kemeja Batik Parang  ',
      description: 'Kemeja batik tulis, katun primisima.',
      buyPrice: 175_000,
      normalPrice: 349_000,
      sellPrice: 279_000,
      weight: 300,
      stock: 25,
      material: ' Katun primisima ',
      colors: 'navy, grey,NAVY',
      sizes: ['xl', 'S', 'm', 'S'],
      images: [IMAGE('parang-1'), '/uploads/2026-01/parang-2.webp'],
      categoryIds: [tops.id, batik.id, tops.id],
      status: 'active',
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toEqual({
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        productName: 'Kemeja Batik Parang',
        description: 'Kemeja batik tulis, katun primisima.',
        buyPrice: 175_000,
        normalPrice: 349_000,
        sellPrice: 279_000,
        discount: 20,
        weight: 300,
        stock: 25,
        material: 'Katun primisima',
        colors: ['Grey', 'Navy'],
        sizes: ['S', 'M', 'XL'],
        images: [IMAGE('parang-1'), '/uploads/2026-01/parang-2.webp'],
        imageColors: ['', ''],
        mainImage: IMAGE('parang-1'),
        categoryIds: [tops.id, batik.id],
        categories: [ref(tops), ref(batik)],
        // Sent without variants: one per colour × size, the 25 spread over the 6 (5, then 4 each).
        variants: [
          ['Grey', 'S', 5],
          ['Grey', 'M', 4],
          ['Grey', 'XL', 4],
          ['Navy', 'S', 4],
          ['Navy', 'M', 4],
          ['Navy', 'XL', 4],
        ].map(([color, size, stock]) => ({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          sku: `KEMEJA-BATIK-PARANG-${String(color).toUpperCase()}-${size}`,
          color,
          size,
          stock,
          active: true,
          // At or under the shop's low-stock threshold (3): none of these.
          lowStock: false,
        })),
        lowStock: false,
        status: 'active',
        createdAt: expect.stringMatching(TIMESTAMP),
        updatedAt: expect.stringMatching(TIMESTAMP),
      },
    });
    expect((await read(body.data.id)).body).toEqual(body);
  });

  it('fills what is left out: empty texts and lists, active, discount from the prices', async () => {
    const { status, body } = await create({
      productName: 'Kaos Polos',
      buyPrice: 30_000,
      normalPrice: 3,
      sellPrice: 2,
      weight: 0,
      stock: 0,
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      description: '',
      material: '',
      colors: [],
      sizes: [],
      images: [],
      mainImage: '',
      categoryIds: [],
      categories: [],
      status: 'active',
      discount: 33,
    });
    expect((await createProduct('Free', { normalPrice: 0, sellPrice: 0, buyPrice: 0 })).discount).toBe(0);
    expect((await createProduct('Full price', { normalPrice: 99_000, sellPrice: 99_000 })).discount).toBe(0);
  });

  it('keeps a discount that is sent', async () => {
    expect((await createProduct('Sent discount', { discount: 45 })).discount).toBe(45);
    expect((await createProduct('Zero discount', { discount: 0 })).discount).toBe(0);
  });

  it('accepts the largest values and empty colour and size texts', async () => {
    const product = await createProduct('Largest', {
      buyPrice: 1_000_000_000_000,
      normalPrice: 1_000_000_000_000,
      sellPrice: 1_000_000_000_000,
      weight: 1_000_000,
      stock: 1_000_000,
      discount: 100,
      colors: '',
      sizes: ' , ',
      images: [IMAGE('a'), IMAGE('b'), IMAGE('c'), IMAGE('d')],
      productName: 'x'.repeat(200),
      description: 'd'.repeat(10_000),
      material: 'm'.repeat(200),
    });
    expect(product).toMatchObject({
      buyPrice: 1_000_000_000_000,
      normalPrice: 1_000_000_000_000,
      sellPrice: 1_000_000_000_000,
      weight: 1_000_000,
      stock: 1_000_000,
      colors: [],
      sizes: [],
      mainImage: IMAGE('a'),
    });
    expect(product.images).toHaveLength(4);
  });

  it('refuses a sell price above the normal price', async () => {
    expectError(
      await create(productBody('Too dear', { normalPrice: 100_000, sellPrice: 100_001 })),
      400,
      'sellPrice (100001) must not be more than normalPrice (100000)',
    );
  });

  it.each([
    ['a missing productName', { productName: undefined }, 'productName is required'],
    ['an empty productName', { productName: '' }, 'productName must not be empty'],
    ['a blank productName', { productName: '   ' }, /productName/],
    [
      'a productName over 200',
      { productName: 'x'.repeat(201) },
      'productName must be at most 200 characters',
    ],
    ['a missing buyPrice', { buyPrice: undefined }, 'buyPrice is required'],
    ['a negative buyPrice', { buyPrice: -1 }, 'buyPrice must be at least 0'],
    ['a fractional normalPrice', { normalPrice: 150_000.5 }, 'normalPrice must be a whole number'],
    ['a sellPrice as text', { sellPrice: '120000' }, 'sellPrice must be a whole number'],
    ['a huge normalPrice', { normalPrice: 1e13 }, 'normalPrice must be at most 1000000000000'],
    ['a negative discount', { discount: -5 }, 'discount must be at least 0'],
    ['a discount over 100', { discount: 101 }, 'discount must be at most 100'],
    ['a negative weight', { weight: -1 }, 'weight must be at least 0'],
    ['a weight over a tonne', { weight: 1_000_001 }, 'weight must be at most 1000000'],
    ['a missing stock', { stock: undefined }, 'stock is required'],
    ['a negative stock', { stock: -3 }, 'stock must be at least 0'],
    ['a fractional stock', { stock: 1.5 }, 'stock must be a whole number'],
    ['a description over 10000', { description: 'd'.repeat(10_001) }, 'description must be at most 10000'],
    ['a material over 200', { material: 'm'.repeat(201) }, 'material must be at most 200 characters'],
    ['an unknown colour', { colors: 'Grey,Red' }, 'colors: "Red" is not one of Grey, Navy, Black'],
    ['an unknown colour in a list', { colors: ['Navy', 'Maroon'] }, /colors: "Maroon" is not one of/],
    ['a colour that is a number', { colors: 7 }, /colors/],
    ['an unknown size', { sizes: 'S,XS' }, 'sizes: "XS" is not one of S, M, L, XL, XXL'],
    ['five images', { images: ['a', 'b', 'c', 'd', 'e'].map(IMAGE) }, 'images must have at most 4 items'],
    ['an image that is not a URL', { images: ['ftp://cdn.test/a.png'] }, /images\.0/],
    ['an image that is text', { images: IMAGE('a') }, 'images must be of type array'],
    ['a malformed category id', { categoryIds: ['batik'] }, /categoryIds\.0 must be a valid uuid/],
    ['an unknown status', { status: 'archived' }, 'status must be one of: active, draft'],
  ])('refuses %s (400), creating nothing', async (_, fields, message) => {
    const before = await countProducts();
    expectError(await create(productBody('Refused', fields)), 400, message);
    expect(await countProducts()).toBe(before);
  });

  it('refuses an unknown category id, naming it, creating nothing', async () => {
    const before = await countProducts();
    const unknown = randomUUID();
    const category = await createCategory('Known category');
    expectError(
      await create(productBody('Unknown category', { categoryIds: [category.id, unknown] })),
      400,
      `categoryIds: unknown category ${unknown}`,
    );
    expect(await countProducts()).toBe(before);
  });
});

describe('PUT /v1/product/:id', () => {
  it('changes only the fields sent', async () => {
    const category = await createCategory('Update kept');
    const product = await createProduct('Partial', {
      colors: 'Black',
      sizes: 'M',
      images: [IMAGE('p1')],
      categoryIds: [category.id],
      material: 'Linen',
    });
    const { status, body } = await update(product.id, {
      productName: ' Partial renamed ',
      stock: 3,
      sizes: 'L,xxl',
      images: [IMAGE('p2'), IMAGE('p1')],
      status: 'draft',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({
      ...product,
      productName: 'Partial renamed',
      stock: 3,
      sizes: ['L', 'XXL'],
      images: [IMAGE('p2'), IMAGE('p1')],
      imageColors: ['', ''],
      mainImage: IMAGE('p2'),
      // The new sizes are new variants sharing the 3 pieces; Black M is no longer sold but keeps its SKU.
      variants: [
        // A variant no longer sold is never low on stock.
        { ...product.variants[0], active: false, lowStock: false },
        {
          id: expect.any(String),
          sku: 'PARTIAL-RENAMED-BLACK-L',
          color: 'Black',
          size: 'L',
          stock: 2,
          active: true,
          lowStock: true,
        },
        {
          id: expect.any(String),
          sku: 'PARTIAL-RENAMED-BLACK-XXL',
          color: 'Black',
          size: 'XXL',
          stock: 1,
          active: true,
          lowStock: true,
        },
      ],
      lowStock: true,
      status: 'draft',
      updatedAt: expect.stringMatching(TIMESTAMP),
    });
    expect(body.data.updatedAt >= product.updatedAt).toBe(true);
    expect((await read(product.id)).body.data).toEqual(body.data);
  });

  it('replaces categories when categoryIds is sent, clears them with [] and keeps them otherwise', async () => {
    const [a, b] = [await createCategory('Swap A'), await createCategory('Swap B')];
    const product = await createProduct('Swapped', { categoryIds: [a.id] });
    expect((await update(product.id, { categoryIds: [b.id] })).body.data.categories).toEqual([ref(b)]);
    expect((await update(product.id, { stock: 4 })).body.data.categoryIds).toEqual([b.id]);
    expect((await update(product.id, { categoryIds: [] })).body.data).toMatchObject({
      categoryIds: [],
      categories: [],
    });
    const unknown = randomUUID();
    expectError(
      await update(product.id, { categoryIds: [a.id, unknown] }),
      400,
      `categoryIds: unknown category ${unknown}`,
    );
    expect((await read(product.id)).body.data.categoryIds).toEqual([]);
  });

  it('checks sellPrice against normalPrice when only one of them changes', async () => {
    const product = await createProduct('Priced', { normalPrice: 200_000, sellPrice: 150_000 });
    expectError(
      await update(product.id, { sellPrice: 200_001 }),
      400,
      'sellPrice (200001) must not be more than normalPrice (200000)',
    );
    expectError(
      await update(product.id, { normalPrice: 149_999 }),
      400,
      'sellPrice (150000) must not be more than normalPrice (149999)',
    );
    expect((await read(product.id)).body.data).toMatchObject({ normalPrice: 200_000, sellPrice: 150_000 });
  });

  it('computes the discount again when a price changes and none is sent', async () => {
    const product = await createProduct('Rediscounted', { normalPrice: 200_000, sellPrice: 150_000 });
    expect(product.discount).toBe(25);
    expect((await update(product.id, { sellPrice: 100_000 })).body.data.discount).toBe(50);
    expect((await update(product.id, { normalPrice: 400_000 })).body.data.discount).toBe(75);
    expect((await update(product.id, { sellPrice: 300_000, discount: 10 })).body.data.discount).toBe(10);
    expect((await update(product.id, { productName: 'Rediscounted still' })).body.data.discount).toBe(10);
    expect((await update(product.id, { discount: 12 })).body.data).toMatchObject({
      discount: 12,
      normalPrice: 400_000,
      sellPrice: 300_000,
    });
  });

  it('clears colours with empty text and refuses unknown ones', async () => {
    const product = await createProduct('Recoloured', { colors: 'Grey,Black' });
    expect((await update(product.id, { colors: '' })).body.data.colors).toEqual([]);
    expectError(await update(product.id, { colors: ['grey', 'Pink'] }), 400, /colors: "Pink"/);
    expectError(await update(product.id, { images: ['a', 'b', 'c', 'd', 'e'].map(IMAGE) }), 400, /images/);
    expectError(await update(product.id, { stock: -1 }), 400, 'stock must be at least 0');
    expectError(await update(product.id, { productName: '' }), 400, 'productName must not be empty');
    expect((await read(product.id)).body.data.colors).toEqual([]);
  });

  it('answers 404 for an unknown or deleted product', async () => {
    expectError(await update(randomUUID(), { stock: 1 }), 404, 'Product not found');
    const product = await createProduct('Deleted before update');
    await remove(product.id);
    expectError(await update(product.id, { stock: 1 }), 404, 'Product not found');
  });
});

describe('GET /v1/product', () => {
  const MARK = 'Pagerx';
  const newestFirst: string[] = [];
  let tag: { id: string };
  let draftId: string;

  beforeAll(async () => {
    tag = await createCategory('Pager tag');
    for (let i = 0; i < 12; i += 1) {
      const fields = i % 3 === 0 ? { categoryIds: [tag.id] } : {};
      const product = await createProduct(MARK, { ...fields, status: i === 5 ? 'draft' : 'active' });
      if (i === 5) draftId = product.id;
      newestFirst.unshift(product.id);
    }
  });

  it('answers {data, paging}, 10 by default, newest first, drafts included', async () => {
    const all = await list({});
    expect(all.status).toBe(200);
    expect(Object.keys(all.body).sort()).toEqual(['data', 'paging']);
    expect(all.body.data).toHaveLength(10);
    const first = await list({ q: MARK });
    expect(idsOf(first)).toEqual(newestFirst.slice(0, 10));
    expect(first.body.paging).toEqual({ count: 12, page: 1 });
    expect(idsOf(first)).toContain(draftId);
    const second = await list({ q: MARK, page: 2 });
    expect(idsOf(second)).toEqual(newestFirst.slice(10));
    expect(second.body.paging).toEqual({ count: 12, page: 2 });
    const skipped = await list({ q: MARK, skip: 4, limit: 3, page: 7 });
    expect(idsOf(skipped)).toEqual(newestFirst.slice(4, 7));
    expect(skipped.body.paging).toEqual({ count: 12, page: 2 });
  });

  it('filters by status and by category', async () => {
    const drafts = await list({ q: MARK, status: 'draft' });
    expect(idsOf(drafts)).toEqual([draftId]);
    const active = await list({ q: MARK, status: 'active', limit: 100 });
    expect(active.body.paging.count).toBe(11);
    const tagged = await list({ categoryId: tag.id });
    expect(idsOf(tagged)).toEqual(newestFirst.filter((_, index) => (11 - index) % 3 === 0));
    expect((await list({ categoryId: randomUUID() })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
    expectError(await list({ status: 'gone' }), 400, 'status must be one of: active, draft');
    expectError(await list({ categoryId: 'batik' }), 400, /categoryId/);
  });

  it('searches name, material and description without regard to case, and matches % and _ literally', async () => {
    const byName = await createProduct('Blazer Quokka');
    const byMaterial = await createProduct('Celana', { material: 'Wol Merino Quokka' });
    const byDescription = await createProduct('Rok', { description: 'Dijahit tangan di Quokkaville.' });
    const percent = await createProduct('Diskon 50% Quokka');
    const lookalike = await createProduct('Diskon 50X Quokka');
    const underscore = await createProduct('Kode_promo Quokka');
    expect(idsOf(await list({ q: 'QUOKKA', limit: 100 })).sort()).toEqual(
      [byName.id, byMaterial.id, byDescription.id, percent.id, lookalike.id, underscore.id].sort(),
    );
    expect(idsOf(await list({ q: '  merino quokka ' }))).toEqual([byMaterial.id]);
    expect(idsOf(await list({ q: 'quokkaville' }))).toEqual([byDescription.id]);
    expect(idsOf(await list({ q: '50%' }))).toEqual([percent.id]);
    expect(idsOf(await list({ q: 'e_p' }))).toEqual([underscore.id]);
    expect((await list({ q: "'; DROP TABLE products; --" })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
  });

  it('reads a batch with ids=, leaving out unknown and deleted products, ignoring paging', async () => {
    const [a, b, gone] = [
      await createProduct('Batch'),
      await createProduct('Batch'),
      await createProduct('Batch'),
    ];
    await remove(gone.id);
    const ids = [a.id, b.id, a.id, gone.id, randomUUID(), draftId].join(',');
    const answer = await list({ ids, limit: 1, page: 4 });
    expect(answer.status).toBe(200);
    expect(idsOf(answer).sort()).toEqual([a.id, b.id, draftId].sort());
    expect(answer.body.paging).toEqual({ count: 3, page: 1 });
    const many = Array.from({ length: 101 }, () => randomUUID()).join(',');
    expectError(await list({ ids: many }), 400, 'ids must list at most 100 ids');
    expectError(await list({ ids: `${a.id},nope` }), 400, /"nope" is not a valid uuid/);
  });

  it('refuses bad paging', async () => {
    expectError(await list({ limit: 101 }), 400, 'limit must be at most 100');
    expectError(await list({ skip: -1 }), 400, 'skip must be at least 0');
    expectError(await list({ page: 'two' }), 400, 'page must be a whole number');
  });
});

describe('GET /v1/product/:id', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await read(randomUUID()), 404, 'Product not found');
    expectError(await read('not-a-uuid'), 400, /id/);
  });
});

describe('DELETE /v1/product/:id', () => {
  it('answers the product, hides it everywhere, and 404s afterwards', async () => {
    const category = await createCategory('Gone category');
    const product = await createProduct('Vanishing', { categoryIds: [category.id] });
    const { status, body } = await remove(product.id);
    expect(status).toBe(200);
    expect(body.data).toEqual(product);
    expectError(await read(product.id), 404, 'Product not found');
    expectError(await remove(product.id), 404, 'Product not found');
    expectError(await publicRead(product.id), 404, 'Product not found');
    expect(idsOf(await list({ q: 'Vanishing' }))).toEqual([]);
    expect(idsOf(await publicList({ q: 'Vanishing' }))).toEqual([]);
    expect(idsOf(await categoryPage(category.slug))).toEqual([]);
    const row = await t.db.maybeOne<{ deleted: boolean }>(
      'SELECT deleted_at IS NOT NULL AS deleted FROM products WHERE id = $1',
      [product.id],
    );
    expect(row).toEqual({ deleted: true });
  });

  it('takes the product out of every cart and wishlist, and leaves other lines alone', async () => {
    const userId = await memberId();
    const product = await createProduct('Carted');
    const other = await createProduct('Carted other');
    for (const id of [product.id, other.id]) {
      await t.db.execute(
        "INSERT INTO cart_items (user_id, product_id, color, size, quantity) VALUES ($1, $2, 'Navy', 'M', 1)",
        [userId, id],
      );
      await t.db.execute('INSERT INTO wishlist_items (user_id, product_id) VALUES ($1, $2)', [userId, id]);
    }
    expect((await remove(product.id)).status).toBe(200);
    const count = async (table: string, id: string) =>
      (await t.db.maybeOne<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE product_id = $1`, [id]))!
        .n;
    expect(await count('cart_items', product.id)).toBe(0);
    expect(await count('wishlist_items', product.id)).toBe(0);
    expect(await count('cart_items', other.id)).toBe(1);
    expect(await count('wishlist_items', other.id)).toBe(1);
  });

  it('keeps past order lines intact', async () => {
    const product = await createProduct('Ordered', { images: [IMAGE('ordered')] });
    const order = await t.db.maybeOne<{ id: string }>(
      `INSERT INTO orders (order_code, customer_email, subtotal, shipping_cost, total, profit, expires_at)
       VALUES ('ORD-20260101-TEST1', 'buyer@example.com', 120000, 10000, 130000, 40000, now() + interval '1 day')
       RETURNING id`,
    );
    await t.db.execute(
      `INSERT INTO order_lines (order_id, position, product_id, product_name, product_image, color, size, quantity,
         normal_price, sell_price, buy_price, discount, weight)
       VALUES ($1, 1, $2, $3, $4, 'Navy', 'M', 1, 150000, 120000, 80000, 20, 250)`,
      [order!.id, product.id, product.productName, product.mainImage],
    );
    expect((await remove(product.id)).status).toBe(200);
    const line = await t.db.maybeOne(
      `SELECT ol.product_name AS "lineName", ol.sell_price AS "sellPrice", p.product_name AS "productName"
       FROM order_lines ol JOIN products p ON p.id = ol.product_id WHERE ol.order_id = $1`,
      [order!.id],
    );
    expect(line).toEqual({
      lineName: product.productName,
      sellPrice: 120_000,
      productName: product.productName,
    });
  });
});

describe('public catalogue', () => {
  let shared: { id: string; slug: string };
  let lonely: { id: string; slug: string };
  const active: Record<string, any> = {};
  let draft: any;
  let deleted: any;

  beforeAll(async () => {
    shared = await createCategory('Koleksi Publik', 'koleksi-publik');
    lonely = await createCategory('Koleksi Sepi', 'koleksi-sepi');
    // Created in order, so newest first is f, e, d, c, b, a.
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
      active[name] = await createProduct(`Publik ${name}`, {
        categoryIds: [shared.id],
        images: [IMAGE(`publik-${name}`)],
        colors: 'Navy',
        sizes: 'M,L',
      });
    }
    draft = await createProduct('Publik draft', { categoryIds: [shared.id], status: 'draft' });
    deleted = await createProduct('Publik deleted', { categoryIds: [shared.id] });
    await remove(deleted.id);
  });

  const newest = () => ['f', 'e', 'd', 'c', 'b', 'a'].map((name) => active[name].id);

  it('lists active products only, newest first, without cost, status or timestamps', async () => {
    const { status, body } = await publicList({ q: 'Publik', limit: 100 });
    expect(status).toBe(200);
    expect(body.data.map((row: any) => row.id)).toEqual(newest());
    expect(body.paging).toEqual({ count: 6, page: 1 });
    for (const row of body.data) expectPublic(row);
    expect(JSON.stringify(body)).not.toMatch(/buyPrice|createdAt|status/);
    expect(body.data[0]).toEqual({
      id: active.f.id,
      productName: active.f.productName,
      description: '',
      normalPrice: 150_000,
      sellPrice: 120_000,
      discount: 20,
      weight: 250,
      stock: 10,
      material: '',
      colors: ['Navy'],
      sizes: ['M', 'L'],
      images: [IMAGE('publik-f')],
      imageColors: [''],
      mainImage: IMAGE('publik-f'),
      // Without a colour chosen its card shows the main picture.
      card: { color: '', image: IMAGE('publik-f') },
      categories: [{ id: shared.id, categoryName: 'Koleksi Publik', slug: 'koleksi-publik' }],
      // The active variants only, without their active flag.
      variants: [
        {
          id: expect.any(String),
          sku: expect.stringMatching(/-NAVY-M$/),
          color: 'Navy',
          size: 'M',
          stock: 5,
        },
        {
          id: expect.any(String),
          sku: expect.stringMatching(/-NAVY-L$/),
          color: 'Navy',
          size: 'L',
          stock: 5,
        },
      ],
      // Its category has no size guide.
      sizeGuide: null,
    });
  });

  it('pages and searches like the staff list, and needs no sign-in', async () => {
    const page = await publicList({ q: 'publik', limit: 4, page: 2 });
    expect(idsOf(page)).toEqual(newest().slice(4));
    expect(page.body.paging).toEqual({ count: 6, page: 2 });
    expect(idsOf(await publicList({ q: active.c.productName }))).toEqual([active.c.id]);
    expect(idsOf(await publicList({ q: 'Publik draft' }))).toEqual([]);
    expectError(await publicList({ limit: 101 }), 400, 'limit must be at most 100');
    const noClient = await t.call('GET', '/public/v1/product', { noClient: true });
    expectError(noClient, 400, 'unknown client');
  });

  it('reads a batch with ids=, leaving out drafts and deleted products', async () => {
    const ids = [active.a.id, draft.id, deleted.id, active.b.id].join(',');
    const answer = await publicList({ ids });
    expect(idsOf(answer)).toEqual([active.b.id, active.a.id]);
    expect(answer.body.paging).toEqual({ count: 2, page: 1 });
    expect(JSON.stringify(answer.body)).not.toContain('buyPrice');
    expectError(await publicList({ ids: 'x' }), 400, /"x" is not a valid uuid/);
  });

  it('shows one active product, and 404 for a draft, a deleted or an unknown one', async () => {
    const { status, body } = await publicRead(active.a.id);
    expect(status).toBe(200);
    expectPublic(body.data);
    expect(body.data).toMatchObject({ id: active.a.id, sellPrice: 120_000, mainImage: IMAGE('publik-a') });
    expect(JSON.stringify(body)).not.toContain('buyPrice');
    expectError(await publicRead(draft.id), 404, 'Product not found');
    expectError(await publicRead(deleted.id), 404, 'Product not found');
    expectError(await publicRead(randomUUID()), 404, 'Product not found');
    expectError(await publicRead('nope'), 400, /id/);
  });

  it('shows a product again once it is active, and hides it once it is a draft', async () => {
    const product = await createProduct('Toggle', { status: 'draft' });
    expectError(await publicRead(product.id), 404, 'Product not found');
    await update(product.id, { status: 'active' });
    expect((await publicRead(product.id)).status).toBe(200);
    await update(product.id, { status: 'draft' });
    expectError(await publicRead(product.id), 404, 'Product not found');
  });

  describe('related', () => {
    it('answers 4 public products sharing a category, newest first, never the product itself', async () => {
      const { status, body } = await related(active.c.id);
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(['data']);
      expect(body.data.map((row: any) => row.id)).toEqual(
        ['f', 'e', 'd', 'b'].map((name) => active[name].id),
      );
      for (const row of body.data) expectPublic(row);
      const all = await related(active.c.id, { limit: 20 });
      expect(idsOf(all)).toEqual(['f', 'e', 'd', 'b', 'a'].map((name) => active[name].id));
      expect(idsOf(await related(active.c.id, { limit: 1 }))).toEqual([active.f.id]);
    });

    it('counts any shared category, and answers nothing when none is shared', async () => {
      const solo = await createProduct('Solo', { categoryIds: [lonely.id] });
      expect((await related(solo.id)).body).toEqual({ data: [] });
      const bridge = await createProduct('Bridge', { categoryIds: [lonely.id, shared.id] });
      expect(idsOf(await related(solo.id))).toEqual([bridge.id]);
      expect(idsOf(await related(bridge.id, { limit: 20 }))).toEqual([solo.id, ...newest()]);
      const none = await createProduct('No category');
      expect((await related(none.id)).body).toEqual({ data: [] });
      await remove(bridge.id);
      await remove(solo.id);
    });

    it("puts the products that share most of the product's own categories first", async () => {
      const own = await createProduct('Own', { categoryIds: [lonely.id, shared.id] });
      const twin = await createProduct('Twin', { categoryIds: [lonely.id, shared.id] });
      // Newer than the twin, sharing one category only: after it.
      const cousin = await createProduct('Cousin', { categoryIds: [shared.id] });
      const ids = idsOf(await related(own.id, { limit: 20 }));
      expect(ids[0]).toBe(twin.id);
      expect(ids).toContain(cousin.id);
      expect(idsOf(await related(own.id, { limit: 1 }))).toEqual([twin.id]);
      const batch = await t.call('GET', '/public/v1/product/related', { query: { ids: own.id, limit: 1 } });
      expect(batch.body.data[0].related.map((row: { id: string }) => row.id)).toEqual([twin.id]);
      for (const product of [own, twin, cousin]) await remove(product.id);
    });

    it('answers 404 for a product that is not public and refuses a bad limit', async () => {
      expectError(await related(draft.id), 404, 'Product not found');
      expectError(await related(deleted.id), 404, 'Product not found');
      expectError(await related(randomUUID()), 404, 'Product not found');
      expectError(await related(active.a.id, { limit: 21 }), 400, 'limit must be at most 20');
      expectError(await related(active.a.id, { limit: 0 }), 400, 'limit must be at least 1');
    });

    it('answers many products at once as each would be answered alone, and nothing for those not public', async () => {
      const ids = [active.c.id, draft.id, active.a.id.toUpperCase(), randomUUID()];
      const { status, body } = await t.call('GET', '/public/v1/product/related', {
        query: { ids: ids.join(','), limit: 2 },
      });
      expect(status).toBe(200);
      expect(body.data.map((entry: any) => entry.id)).toEqual(ids.map((id) => id.toLowerCase()));
      for (const [index, id] of [active.c.id, active.a.id].entries()) {
        const alone = (await related(id, { limit: 2 })).body.data;
        expect(body.data[index * 2].related).toEqual(alone);
      }
      expect(body.data[1].related).toEqual([]);
      expect(body.data[3].related).toEqual([]);
      expectError(
        await t.call('GET', '/public/v1/product/related', { query: { ids: 'nope' } }),
        400,
        /not a valid uuid/,
      );
    });
  });

  describe('category pages', () => {
    it('pages the public products of a category, newest first', async () => {
      const first = await categoryPage('koleksi-publik', { limit: 4 });
      expect(first.status).toBe(200);
      expect(idsOf(first)).toEqual(newest().slice(0, 4));
      expect(first.body.paging).toEqual({ count: 6, page: 1 });
      const second = await categoryPage('koleksi-publik', { limit: 4, skip: 4, page: 2 });
      expect(idsOf(second)).toEqual(newest().slice(4));
      expect(second.body.paging).toEqual({ count: 6, page: 2 });
      for (const row of first.body.data) expectPublic(row);
      expect(idsOf(await categoryPage('KOLEKSI-PUBLIK', { q: active.d.productName }))).toEqual([active.d.id]);
    });

    it('serves the seeded new-arrival category', async () => {
      const empty = await categoryPage('new-arrival');
      expect(empty.status).toBe(200);
      const before = empty.body.paging.count;
      const newArrival = (await t.call('GET', '/v1/category', { token: admin, query: { q: 'new-arrival' } }))
        .body.data[0];
      const fresh = await createProduct('Fresh arrival', { categoryIds: [newArrival.id] });
      const answer = await categoryPage('new-arrival', { limit: 4 });
      expect(idsOf(answer)[0]).toBe(fresh.id);
      expect(answer.body.paging.count).toBe(before + 1);
    });

    it("answers 404 'Category not found' for an unknown slug", async () => {
      expectError(await categoryPage('no-such-category'), 404, 'Category not found');
      expectError(await categoryPage('not_a%20slug'), 400, 'slug has an invalid format');
      expectError(await categoryPage('koleksi-publik', { limit: 101 }), 400, 'limit must be at most 100');
    });
  });
});

describe('access', () => {
  it('keeps the back office to staff: members 403, visitors 401, admin and root pass', async () => {
    const product = await createProduct('Guarded');
    expectError(await list({}, member), 403, /permission/);
    expectError(await read(product.id, member), 403, /permission/);
    expectError(await create(productBody('Member made'), member), 403, /permission/);
    expectError(
      await t.call('PUT', `/v1/product/${product.id}`, { token: member, body: { stock: 0 } }),
      403,
      /permission/,
    );
    expectError(await t.call('DELETE', `/v1/product/${product.id}`, { token: member }), 403, /permission/);
    expectError(await t.call('GET', '/v1/product'), 401, /sign in/);
    expect((await list({}, root)).status).toBe(200);
    expect((await read(product.id)).body.data.stock).toBe(10);
  });
});
