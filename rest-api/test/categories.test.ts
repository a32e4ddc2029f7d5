// Categories: GET/POST /v1/category and GET/PUT/DELETE /v1/category/:id, as staff call them, and the storefront's
// GET /public/v1/category with each category's cover.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { insertProduct } from './helpers/shop.js';

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

const create = (body: Record<string, unknown>, token = admin) =>
  t.call('POST', '/v1/category', { token, body });
const read = (id: string, token = admin) => t.call('GET', `/v1/category/${id}`, { token });
const update = (id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/v1/category/${id}`, { token: admin, body });
const remove = (id: string) => t.call('DELETE', `/v1/category/${id}`, { token: admin });
const list = (query: Record<string, string | number>, token = admin) =>
  t.call('GET', '/v1/category', { token, query });

async function createCategory(body: Record<string, unknown>) {
  const answer = await create(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const countCategories = async () =>
  (await t.db.maybeOne<{ n: number }>('SELECT count(*) AS n FROM categories'))!.n;

/** A product inserted directly, linked to the categories; deleted when asked. */
async function linkedProduct(name: string, categoryIds: string[], deleted = false) {
  const { id } = await insertProduct(t.db, { productName: name, deleted });
  for (const categoryId of categoryIds) {
    await t.db.execute('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [
      id,
      categoryId,
    ]);
  }
  return id;
}

describe('POST /v1/category', () => {
  it('creates a category, trimming the name and making the slug from it', async () => {
    const { status, body } = await create({ categoryName: '  Kemeja & Blus Pria!  ' });
    expect(status).toBe(201);
    expect(body).toEqual({
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        categoryName: 'Kemeja & Blus Pria!',
        slug: 'kemeja-blus-pria',
        productCount: 0,
        sizeGuide: null,
        createdAt: expect.stringMatching(TIMESTAMP),
        updatedAt: expect.stringMatching(TIMESTAMP),
      },
    });
    expect((await read(body.data.id)).body).toEqual(body);
  });

  it('keeps a slug that is sent, and makes one when the slug sent is empty', async () => {
    expect(await createCategory({ categoryName: 'Outer Wear', slug: 'outerwear-2026' })).toMatchObject({
      categoryName: 'Outer Wear',
      slug: 'outerwear-2026',
    });
    expect((await createCategory({ categoryName: 'Celana Jeans', slug: '' })).slug).toBe('celana-jeans');
  });

  it('drops accents and caps a made slug at 100 characters without a trailing hyphen', async () => {
    expect((await createCategory({ categoryName: 'Café Crème Été' })).slug).toBe('cafe-creme-ete');
    // The ligature ﬁ decomposes into two letters, so a 52-character name makes a 101-character slug.
    const long = await createCategory({ categoryName: `${'ﬁ'.repeat(49)}a x` });
    expect(long.slug).toBe(`${'fi'.repeat(49)}a`);
  });

  it('answers 409 for a slug that is taken, sent or made, whatever the case', async () => {
    await createCategory({ categoryName: 'Batik Modern', slug: 'batik-modern' });
    const before = await countCategories();
    expectError(
      await create({ categoryName: 'Another', slug: 'batik-modern' }),
      409,
      'A category with this slug already exists',
    );
    expectError(
      await create({ categoryName: 'BATIK modern' }),
      409,
      'A category with this slug already exists',
    );
    expectError(
      await create({ categoryName: 'New Arrival 2', slug: 'new-arrival' }),
      409,
      'A category with this slug already exists',
    );
    expect(await countCategories()).toBe(before);
  });

  it('refuses a missing, blank, over-long or wrongly typed name', async () => {
    expectError(await create({}), 400, 'categoryName is required');
    expectError(await create({ categoryName: '' }), 400, 'categoryName must not be empty');
    expectError(await create({ categoryName: '    ' }), 400, /categoryName/);
    expectError(
      await create({ categoryName: 'x'.repeat(101) }),
      400,
      'categoryName must be at most 100 characters',
    );
    expectError(await create({ categoryName: 42 }), 400, 'categoryName must be of type string');
  });

  it('refuses a slug that is not lower-case words joined by single hyphens, or too long', async () => {
    for (const slug of [
      'New-Arrival',
      'new arrival',
      '-new',
      'new-',
      'new--arrival',
      'baju_anak',
      'kaos/polo',
    ]) {
      expectError(await create({ categoryName: 'Valid name', slug }), 400, /^slug /);
    }
    expectError(
      await create({ categoryName: 'Valid name', slug: 'a'.repeat(101) }),
      400,
      'slug must be at most 100 characters',
    );
    expectError(await create({ categoryName: 'Valid name', slug: 7 }), 400, 'slug must be of type string');
  });

  it('asks for a slug when the name has no letters or digits to make one from', async () => {
    expectError(await create({ categoryName: '!!! ???' }), 400, /slug is required/);
    expect((await createCategory({ categoryName: '!!! ???', slug: 'tanda-baca' })).slug).toBe('tanda-baca');
  });
});

describe('GET /v1/category', () => {
  const MARK = 'zpage';
  const names = ['Zpage Delta', 'zpage alpha', 'Zpage Charlie', 'ZPAGE bravo', 'Zpage echo', 'zpage Foxtrot'];
  beforeAll(async () => {
    for (const categoryName of names) await createCategory({ categoryName });
  });
  const sorted = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

  it('lists by name without regard to case, with paging, 10 by default', async () => {
    const all = await list({});
    expect(all.status).toBe(200);
    expect(Object.keys(all.body).sort()).toEqual(['data', 'paging']);
    expect(all.body.data.length).toBe(Math.min(10, await countCategories()));
    expect(all.body.paging).toEqual({ count: await countCategories(), page: 1 });

    const first = await list({ q: MARK, limit: 4 });
    expect(first.body.data.map((row: any) => row.categoryName)).toEqual(sorted.slice(0, 4));
    expect(first.body.paging).toEqual({ count: 6, page: 1 });
    const second = await list({ q: MARK, limit: 4, page: 2 });
    expect(second.body.data.map((row: any) => row.categoryName)).toEqual(sorted.slice(4));
    expect(second.body.paging).toEqual({ count: 6, page: 2 });
    const skipped = await list({ q: MARK, limit: 2, skip: 3, page: 9 });
    expect(skipped.body.data.map((row: any) => row.categoryName)).toEqual(sorted.slice(3, 5));
    expect(skipped.body.paging).toEqual({ count: 6, page: 2 });
  });

  it('answers up to 100 for option lists and refuses more', async () => {
    const options = await list({ limit: 100 });
    expect(options.status).toBe(200);
    expect(options.body.data).toHaveLength(await countCategories());
    expectError(await list({ limit: 101 }), 400, 'limit must be at most 100');
    expectError(await list({ limit: 0 }), 400, 'limit must be at least 1');
    expectError(await list({ page: 0 }), 400, 'page must be at least 1');
    expectError(await list({ q: 'x'.repeat(201) }), 400, 'q must be at most 200 characters');
  });

  it('searches name and slug, case-insensitively and literally', async () => {
    const sale = await createCategory({ categoryName: 'Diskon 50% Akhir Tahun', slug: 'promo-akhir-tahun' });
    await createCategory({ categoryName: 'Diskon 50X Akhir Bulan' });
    const ids = async (q: string) => (await list({ q })).body.data.map((row: any) => row.id);
    expect(await ids('50%')).toEqual([sale.id]);
    expect(await ids('PROMO-AKHIR')).toEqual([sale.id]);
    expect(await ids('diskon 50% akhir')).toEqual([sale.id]);
    expect((await list({ q: 'no-such-category-xyz' })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
  });

  it('includes the seeded new-arrival category', async () => {
    const { body } = await list({ q: 'new-arrival' });
    expect(body.data).toEqual([
      expect.objectContaining({ categoryName: 'New Arrival', slug: 'new-arrival' }),
    ]);
  });
});

describe('productCount', () => {
  it('counts the products of the category that are not deleted, drafts included', async () => {
    const category = await createCategory({ categoryName: 'Counted' });
    const other = await createCategory({ categoryName: 'Counted Other' });
    await linkedProduct('Counted one', [category.id, other.id]);
    await linkedProduct('Counted two', [category.id]);
    const draft = await linkedProduct('Counted draft', [category.id]);
    await t.db.execute("UPDATE products SET status = 'draft' WHERE id = $1", [draft]);
    await linkedProduct('Counted gone', [category.id], true);
    expect((await read(category.id)).body.data.productCount).toBe(3);
    expect((await read(other.id)).body.data.productCount).toBe(1);
    const listed = (await list({ q: 'Counted' })).body.data;
    expect(listed.map((row: any) => [row.categoryName, row.productCount])).toEqual([
      ['Counted', 3],
      ['Counted Other', 1],
    ]);
  });
});

describe('GET /public/v1/category', () => {
  /** A product of the categories, created `minutesAgo`, in stock or not, with these images. */
  async function coverCandidate(
    categoryIds: string[],
    fields: { minutesAgo: number; stock?: number; images?: string[]; status?: 'active' | 'draft' },
    deleted = false,
  ) {
    const { id } = await insertProduct(t.db, {
      stock: fields.stock ?? 5,
      ...(fields.images ? { images: fields.images } : {}),
      status: fields.status ?? 'active',
      deleted,
    });
    await t.db.execute(`UPDATE products SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [
      id,
      fields.minutesAgo,
    ]);
    for (const categoryId of categoryIds) {
      await t.db.execute('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [
        id,
        categoryId,
      ]);
    }
    return id;
  }

  it("answers, to anyone, the categories with products in the shop by name, each covered by its newest in-stock product's main image", async () => {
    const tops = await createCategory({ categoryName: 'Cover Tops' });
    const bags = await createCategory({ categoryName: 'cover Bags' });
    const soldOut = await createCategory({ categoryName: 'Cover Sold Out' });
    const hidden = await createCategory({ categoryName: 'Cover Hidden' });
    await createCategory({ categoryName: 'Cover Empty' });

    // Tops: the newest product is sold out, the newest in stock has no image; the cover is the next one's.
    await coverCandidate([tops.id], { minutesAgo: 1, stock: 0, images: ['/uploads/tops-sold-out.webp'] });
    await coverCandidate([tops.id], { minutesAgo: 2, images: [] });
    await coverCandidate([tops.id, bags.id], {
      minutesAgo: 3,
      images: ['/uploads/tops-a.webp', '/uploads/x.webp'],
    });
    await coverCandidate([tops.id], { minutesAgo: 4, images: ['/uploads/tops-old.webp'] });
    // Not in the shop: a draft and a deleted product count for nothing and cover nothing.
    await coverCandidate([tops.id, hidden.id], {
      minutesAgo: 0,
      status: 'draft',
      images: ['/uploads/draft.webp'],
    });
    await coverCandidate([tops.id, hidden.id], { minutesAgo: 0, images: ['/uploads/gone.webp'] }, true);
    // Bags: a newer product without an image; the cover is the shared one's.
    await coverCandidate([bags.id], { minutesAgo: 1, images: [] });
    // Sold out: every product is, so the newest one with an image covers it.
    await coverCandidate([soldOut.id], { minutesAgo: 1, stock: 0, images: [] });
    await coverCandidate([soldOut.id], { minutesAgo: 2, stock: 0, images: ['/uploads/sold-2.webp'] });
    await coverCandidate([soldOut.id], { minutesAgo: 3, stock: 0, images: ['/uploads/sold-3.webp'] });

    const { status, body } = await t.call('GET', '/public/v1/category');
    expect(status).toBe(200);
    const ours = (body.data as { categoryName: string }[]).filter((category) =>
      /^cover /iu.test(category.categoryName),
    );
    expect(ours).toEqual([
      {
        id: bags.id,
        categoryName: 'cover Bags',
        slug: 'cover-bags',
        productCount: 2,
        coverImage: '/uploads/tops-a.webp',
      },
      {
        id: soldOut.id,
        categoryName: 'Cover Sold Out',
        slug: 'cover-sold-out',
        productCount: 3,
        coverImage: '/uploads/sold-2.webp',
      },
      {
        id: tops.id,
        categoryName: 'Cover Tops',
        slug: 'cover-tops',
        productCount: 4,
        coverImage: '/uploads/tops-a.webp',
      },
    ]);
  });

  it('answers an empty cover when no product of the category has an image', async () => {
    const plain = await createCategory({ categoryName: 'Plain Pictureless' });
    await coverCandidate([plain.id], { minutesAgo: 1, images: [] });
    const { body } = await t.call('GET', '/public/v1/category');
    expect(body.data).toContainEqual({
      id: plain.id,
      categoryName: 'Plain Pictureless',
      slug: 'plain-pictureless',
      productCount: 1,
      coverImage: '',
    });
  });
});

describe('GET /v1/category/:id', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await read(randomUUID()), 404, 'Category not found');
    expectError(await read('not-a-uuid'), 400, /id/);
  });
});

describe('PUT /v1/category/:id', () => {
  it('renames and keeps the slug, so links to the category keep working', async () => {
    const category = await createCategory({ categoryName: 'Kaos Polos' });
    const { status, body } = await update(category.id, { categoryName: '  Kaos Polos Premium ' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: category.id,
      categoryName: 'Kaos Polos Premium',
      slug: 'kaos-polos',
    });
    expect(body.data.createdAt).toBe(category.createdAt);
    expect(body.data.updatedAt >= category.updatedAt).toBe(true);
    expect((await read(category.id)).body.data).toEqual(body.data);
  });

  it('sets a sent slug, and makes one from the name when the slug sent is empty', async () => {
    const category = await createCategory({ categoryName: 'Rok Midi', slug: 'rok' });
    expect((await update(category.id, { slug: 'rok-midi-wanita' })).body.data.slug).toBe('rok-midi-wanita');
    expect((await update(category.id, { slug: '' })).body.data.slug).toBe('rok-midi');
    const both = await update(category.id, { categoryName: 'Rok Panjang', slug: '' });
    expect(both.body.data).toMatchObject({ categoryName: 'Rok Panjang', slug: 'rok-panjang' });
    expect((await update(category.id, {})).body.data).toMatchObject({ slug: 'rok-panjang' });
  });

  it('answers 409 for a slug another category has, and keeps its own', async () => {
    await createCategory({ categoryName: 'Sepatu', slug: 'sepatu' });
    const category = await createCategory({ categoryName: 'Sandal', slug: 'sandal' });
    expectError(
      await update(category.id, { slug: 'sepatu' }),
      409,
      'A category with this slug already exists',
    );
    expect((await read(category.id)).body.data.slug).toBe('sandal');
    expect((await update(category.id, { slug: 'sandal' })).status).toBe(200);
  });

  it('refuses bad fields and answers 404 for an unknown category', async () => {
    const category = await createCategory({ categoryName: 'Topi' });
    expectError(await update(category.id, { categoryName: '' }), 400, 'categoryName must not be empty');
    expectError(await update(category.id, { slug: 'Bad Slug' }), 400, /^slug /);
    expectError(await update(randomUUID(), { categoryName: 'Nobody' }), 404, 'Category not found');
  });
});

describe('DELETE /v1/category/:id', () => {
  it('answers the deleted category and unlinks its products, which stay', async () => {
    const category = await createCategory({ categoryName: 'Ephemeral' });
    const keep = await createCategory({ categoryName: 'Ephemeral Keep' });
    const product = await linkedProduct('Ephemeral product', [category.id, keep.id]);
    const { status, body } = await remove(category.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: category.id, categoryName: 'Ephemeral', productCount: 1 });
    expectError(await read(category.id), 404, 'Category not found');
    expectError(await remove(category.id), 404, 'Category not found');
    const links = await t.db.query<{ category_id: string }>(
      'SELECT category_id FROM product_categories WHERE product_id = $1',
      [product],
    );
    expect(links.map((row) => row.category_id)).toEqual([keep.id]);
    expect(await t.db.maybeOne('SELECT id FROM products WHERE id = $1', [product])).toEqual({ id: product });
  });
});

const TOPS = {
  columns: ['Lebar dada', 'Panjang'],
  rows: [
    { size: 'S', values: [50, 70] },
    { size: 'M', values: [52, 72.5] },
  ],
  note: 'Diukur rata',
};

describe('size guide', () => {
  it('is written on create and update, trimmed, read back, and removed with null', async () => {
    const created = await createCategory({
      categoryName: 'Atasan',
      sizeGuide: { columns: [' Lebar dada ', 'Panjang'], rows: [{ size: ' S ', values: [50, 70] }] },
    });
    expect(created.sizeGuide).toEqual({
      columns: ['Lebar dada', 'Panjang'],
      rows: [{ size: 'S', values: [50, 70] }],
      note: '',
    });
    const updated = await update(created.id, { sizeGuide: TOPS });
    expect(updated.status).toBe(200);
    expect(updated.body.data.sizeGuide).toEqual(TOPS);
    // A rename leaves the guide as it is.
    await update(created.id, { categoryName: 'Atasan Pria' });
    expect((await read(created.id)).body.data.sizeGuide).toEqual(TOPS);
    expect((await update(created.id, { sizeGuide: null })).body.data.sizeGuide).toBeNull();
  });

  it('refuses a row without one value per column, a size twice, and bad shapes, with a sentence', async () => {
    const { id } = await createCategory({ categoryName: 'Bawahan' });
    const guide = (rows: unknown, columns: unknown = ['Lingkar pinggang', 'Panjang']) => ({
      sizeGuide: { columns, rows },
    });
    expectError(
      await update(id, guide([{ size: 'S', values: [72] }])),
      400,
      'sizeGuide: row 1 (S) has 1 values, but there are 2 columns',
    );
    expectError(
      await update(
        id,
        guide([
          { size: 'M', values: [76, 100] },
          { size: 'm', values: [76, 100] },
        ]),
      ),
      400,
      'sizeGuide: size m comes more than once',
    );
    expectError(await update(id, guide([])), 400, /rows/);
    expectError(await update(id, guide([{ size: 'S', values: [72, 98] }], [])), 400, /columns/);
    expectError(await update(id, guide([{ size: 'S', values: [-1, 98] }])), 400, /values/);
    expectError(await update(id, guide([{ size: ' ', values: [72, 98] }])), 400, /size/);
    expectError(await update(id, { sizeGuide: 'S 50 70' }), 400, /sizeGuide/);
    expect((await read(id)).body.data.sizeGuide).toBeNull();
  });

  it("answers the guide of the product's first category that has one in the public product", async () => {
    const tops = await createCategory({ categoryName: 'Zz Tops', sizeGuide: TOPS });
    const plain = await createCategory({ categoryName: 'Aa Plain' });
    const productId = await linkedProduct('Kemeja Panduan', [tops.id, plain.id]);
    const answer = await t.call('GET', `/public/v1/product/${productId}`);
    expect(answer.body.data.sizeGuide).toEqual(TOPS);
    const without = await linkedProduct('Kemeja Tanpa Panduan', [plain.id]);
    expect((await t.call('GET', `/public/v1/product/${without}`)).body.data.sizeGuide).toBeNull();
    const listed = await t.call('GET', '/public/v1/product', { query: { ids: `${productId},${without}` } });
    expect(
      Object.fromEntries(
        listed.body.data.map((product: { id: string; sizeGuide: unknown }) => [
          product.id,
          product.sizeGuide,
        ]),
      ),
    ).toEqual({ [productId]: TOPS, [without]: null });
  });

  it('is written by staff only: a member gets 403 and the guide stays', async () => {
    const { id } = await createCategory({ categoryName: 'Staff Only', sizeGuide: TOPS });
    const answer = await t.call('PUT', `/v1/category/${id}`, { token: member, body: { sizeGuide: null } });
    expectError(answer, 403, /permission/);
    expectError(await create({ categoryName: 'Member Guide', sizeGuide: TOPS }, member), 403, /permission/);
    expect((await read(id)).body.data.sizeGuide).toEqual(TOPS);
  });
});

describe('access', () => {
  it('is for staff: members get 403, visitors 401, admin and root pass', async () => {
    expectError(await list({}, member), 403, /permission/);
    expectError(await create({ categoryName: 'Member made' }, member), 403, /permission/);
    expectError(await t.call('GET', '/v1/category'), 401, /sign in/);
    expect((await list({}, root)).status).toBe(200);
    expect((await create({ categoryName: 'Root made' }, root)).status).toBe(201);
  });
});
