// The catalogue through the gateway: the storefront's products (with the products loader and the related
// products per request), and staff's products and categories, against the real REST API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertProduct, type ProductFields } from '../../rest-api/test/helpers/shop.js';
import { expectData, expectGqlError } from './helpers/expect.js';
import { startStack, type Agent, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

let stack: Stack;
let visitor: Agent;
let admin: Agent;
let member: Agent;
/** Every REST call the gateway made, as "METHOD /path?query", since the last reset. */
const upstream = recordingFetch(() => stack?.restUrl);

beforeAll(async () => {
  // Answers are counted and compared, so none may come from the response cache.
  stack = await startStack({ fetch: upstream.fetch, gatewayEnv: { RESPONSE_CACHE: 'false' } });
  visitor = stack.agent();
  [admin, member] = await Promise.all([stack.signedIn('admin'), stack.signedIn('member')]);
});
afterAll(() => stack.close());
beforeEach(() => {
  upstream.reset();
});

const MISSING = '00000000-0000-4000-8000-000000000000';

let serial = 0;
/** A unique word, so that each test searches its own products only. */
const word = () => `Tenun${Date.now().toString(36)}${(serial += 1)}`;

async function product(fields: ProductFields = {}) {
  return insertProduct(stack.rest.db, fields);
}

async function category(name: string) {
  const row = await stack.rest.db.maybeOne<{ id: string; slug: string }>(
    'INSERT INTO categories (category_name, slug) VALUES ($1, $2) RETURNING id, slug',
    [name, name.toLowerCase()],
  );
  return { id: row!.id, slug: row!.slug, categoryName: name };
}

async function link(productId: string, categoryId: string) {
  await stack.rest.db.execute('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [
    productId,
    categoryId,
  ]);
}

/** Makes the products' creation times follow the order given, oldest first. */
async function ageInOrder(ids: string[]) {
  for (const [index, id] of ids.entries()) {
    await stack.rest.db.execute(
      `UPDATE products SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [id, ids.length - index],
    );
  }
}

const PRODUCT_FIELDS = `id productName description sellPrice normalPrice discount weight stock material colors
  sizes images mainImage categories { id categoryName slug }`;

describe('products in the shop', () => {
  it('lists active products newest first with paging, leaving drafts and deleted products out', async () => {
    const name = word();
    const shirt = await product({
      productName: `${name} Kemeja`,
      images: ['/uploads/a.webp', '/uploads/b.webp'],
    });
    const dress = await product({ productName: `${name} Gaun`, sellPrice: 90_000, normalPrice: 90_000 });
    const scarf = await product({ productName: `${name} Selendang` });
    await product({ productName: `${name} Draft`, status: 'draft' });
    await product({ productName: `${name} Gone`, deleted: true });
    await ageInOrder([shirt.id, dress.id, scarf.id]);
    const batik = await category(`Batik${serial}`);
    await link(shirt.id, batik.id);

    const answer = expectData(
      await visitor.gql(
        `query ($q: String) { products(q: $q) { items { ${PRODUCT_FIELDS} } paging { count page limit } } }`,
        {
          q: name,
        },
      ),
    );
    expect(answer.products.paging).toEqual({ count: 3, page: 1, limit: 10 });
    expect(answer.products.items.map((item: { id: string }) => item.id)).toEqual([
      scarf.id,
      dress.id,
      shirt.id,
    ]);
    expect(answer.products.items[2]).toEqual({
      id: shirt.id,
      productName: `${name} Kemeja`,
      description: '',
      sellPrice: 120_000,
      normalPrice: 150_000,
      discount: 20,
      weight: 300,
      // 10 in each of its 4 variants (the fixture's stock is each variant's).
      stock: 40,
      material: '',
      colors: ['Navy', 'Black'],
      sizes: ['M', 'L'],
      images: ['/uploads/a.webp', '/uploads/b.webp'],
      mainImage: '/uploads/a.webp',
      categories: [{ id: batik.id, categoryName: batik.categoryName, slug: batik.slug }],
    });
    expect(upstream.calls).toEqual([`GET /public/v1/product?q=${name}`]);
  });

  it('passes page, limit and skip through and answers the page and limit used', async () => {
    const name = word();
    const made = [];
    for (let index = 0; index < 5; index += 1) made.push(await product({ productName: `${name} ${index}` }));
    await ageInOrder(made.map((item) => item.id));
    const newestFirst = made.map((item) => item.id).reverse();
    const page = async (input: Record<string, number>) =>
      expectData(
        await visitor.gql(
          'query ($q: String, $page: PageInput) { products(q: $q, page: $page) { items { id } paging { count page limit } } }',
          { q: name, page: input },
        ),
      ).products;

    expect(await page({ page: 2, limit: 2 })).toEqual({
      items: newestFirst.slice(2, 4).map((id) => ({ id })),
      paging: { count: 5, page: 2, limit: 2 },
    });
    expect(await page({ skip: 4, limit: 2, page: 1 })).toEqual({
      items: [{ id: newestFirst[4] }],
      paging: { count: 5, page: 3, limit: 2 },
    });
    expect(upstream.calls).toContain(`GET /public/v1/product?q=${name}&limit=2&page=2`);
  });

  it('answers the REST API refusing a page size as BAD_USER_INPUT with its message', async () => {
    const answer = await visitor.gql('{ products(page: { limit: 500 }) { items { id } } }');
    expectGqlError(answer, 'BAD_USER_INPUT', /limit/);
    expect(answer.data).toBeNull();
  });

  it('reads one product, and answers null for drafts, deleted products, unknown and malformed ids', async () => {
    const shown = await product({ sellPrice: 99_000 });
    const draft = await product({ status: 'draft' });
    const gone = await product({ deleted: true });
    const answer = expectData(
      await visitor.gql(
        `query ($shown: ID!, $draft: ID!, $gone: ID!, $missing: ID!) {
          shown: product(id: $shown) { id productName sellPrice }
          draft: product(id: $draft) { id }
          gone: product(id: $gone) { id }
          missing: product(id: $missing) { id }
          malformed: product(id: "not-a-product") { id }
        }`,
        { shown: shown.id, draft: draft.id, gone: gone.id, missing: MISSING },
      ),
    );
    expect(answer).toEqual({
      shown: { id: shown.id, productName: shown.productName, sellPrice: 99_000 },
      draft: null,
      gone: null,
      missing: null,
      malformed: null,
    });
  });

  it('never shows the cost price or the status to the storefront', async () => {
    const answer = await visitor.gql(`{ products { items { id buyPrice } } }`);
    expectGqlError(answer, 'GRAPHQL_VALIDATION_FAILED', /buyPrice/);
  });

  it('lists the related products of a product, never itself, within the limit', async () => {
    const tops = await category(`Atasan${serial}`);
    const base = await product();
    const others = [await product(), await product(), await product()];
    const stranger = await product();
    const hidden = await product({ status: 'draft' });
    await ageInOrder([base.id, ...others.map((item) => item.id), stranger.id, hidden.id]);
    for (const item of [base, ...others, hidden]) await link(item.id, tops.id);

    const answer = expectData(
      await visitor.gql(
        `query ($id: ID!) {
          four: relatedProducts(id: $id) { id }
          two: relatedProducts(id: $id, limit: 2) { id }
          product(id: $id) { related(limit: 1) { id categories { slug } } }
        }`,
        { id: base.id },
      ),
    );
    const newestFirst = others.map((item) => ({ id: item.id })).reverse();
    expect(answer.four).toEqual(newestFirst);
    expect(answer.two).toEqual(newestFirst.slice(0, 2));
    expect(answer.product.related).toEqual([{ id: others[2]!.id, categories: [{ slug: tops.slug }] }]);
  });

  it('answers no related products for a product not in the shop, and the REST message for a bad limit', async () => {
    const draft = await product({ status: 'draft' });
    const shown = await product();
    expect(
      expectData(
        await visitor.gql(
          `query ($draft: ID!) { a: relatedProducts(id: $draft) { id } b: relatedProducts(id: "nope") { id } }`,
          { draft: draft.id },
        ),
      ),
    ).toEqual({ a: [], b: [] });
    const tooMany = await visitor.gql('query ($id: ID!) { relatedProducts(id: $id, limit: 50) { id } }', {
      id: shown.id,
    });
    expectGqlError(tooMany, 'BAD_USER_INPUT', /limit/);
  });

  it("lists a category's products by slug, searchable, with paging; an unknown slug is NOT_FOUND", async () => {
    const name = word();
    const kids = await category(`Anak${serial}`);
    // Search needs every word to start a word of the product (its category's name too: Anak… starts with a).
    const inside = [
      await product({ productName: `${name} Alpha` }),
      await product({ productName: `${name} Beta` }),
    ];
    const outside = await product({ productName: `${name} Gamma` });
    await ageInOrder([...inside.map((item) => item.id), outside.id]);
    for (const item of inside) await link(item.id, kids.id);

    const query = `query ($slug: String!, $q: String, $page: PageInput) {
      categoryProducts(slug: $slug, q: $q, page: $page) { items { id } paging { count page limit } }
    }`;
    expect(
      expectData(await visitor.gql(query, { slug: kids.slug, page: { limit: 1 } })).categoryProducts,
    ).toEqual({
      items: [{ id: inside[1]!.id }],
      paging: { count: 2, page: 1, limit: 1 },
    });
    expect(
      expectData(await visitor.gql(query, { slug: kids.slug, q: `${name} alpha` })).categoryProducts.items,
    ).toEqual([{ id: inside[0]!.id }]);
    expectGqlError(await visitor.gql(query, { slug: 'no-such-category' }), 'NOT_FOUND', 'Category not found');
  });
});

describe('shopCategories', () => {
  it('answers anyone the categories with products in the shop, each with the cover the REST API picks', async () => {
    const name = word();
    const covered = await category(`Sampul${serial}`);
    await category(`Kosong${serial}`);
    const older = await product({ productName: `${name} Lama`, images: ['/uploads/old.webp'] });
    const newer = await product({ productName: `${name} Baru`, images: ['/uploads/new.webp'] });
    await ageInOrder([older.id, newer.id]);
    for (const item of [older, newer]) await link(item.id, covered.id);

    const { shopCategories } = expectData(
      await visitor.gql('{ shopCategories { id categoryName slug productCount coverImage } }'),
    );
    expect(upstream.calls).toEqual(['GET /public/v1/category']);
    expect(shopCategories).toContainEqual({
      id: covered.id,
      categoryName: covered.categoryName,
      slug: covered.slug,
      productCount: 2,
      coverImage: '/uploads/new.webp',
    });
    expect(shopCategories.map((shown: { slug: string }) => shown.slug)).not.toContain(`kosong${serial}`);
  });
});

describe('batching', () => {
  it('reads every product of an operation in one REST call, however often each is asked for', async () => {
    const [first, second] = [await product(), await product()];
    const answer = expectData(
      await visitor.gql(
        `query ($first: ID!, $second: ID!) {
          a: product(id: $first) { id }
          b: product(id: $first) { productName }
          c: product(id: $second) { id stock }
          d: product(id: "${MISSING}") { id }
        }`,
        { first: first.id, second: second.id },
      ),
    );
    expect(answer).toEqual({
      a: { id: first.id },
      b: { productName: first.productName },
      c: { id: second.id, stock: 40 },
      d: null,
    });
    expect(upstream.calls).toEqual([
      `GET /public/v1/product?ids=${first.id},${second.id},${MISSING}&limit=3`,
    ]);
  });

  it('reads the related products of a whole list in one call, and each product once', async () => {
    const name = word();
    const group = await category(`Grup${serial}`);
    const listed = [await product({ productName: `${name} 1` }), await product({ productName: `${name} 2` })];
    const peer = await product();
    for (const item of [...listed, peer]) await link(item.id, group.id);

    const answer = expectData(
      await visitor.gql(
        `query ($q: String) { products(q: $q) { items { id related { id } again: related { id } } } }`,
        {
          q: name,
        },
      ),
    );
    expect(answer.products.items).toHaveLength(2);
    for (const item of answer.products.items) {
      expect(item.related).toEqual(item.again);
      expect(item.related.map((related: { id: string }) => related.id)).toContain(peer.id);
    }
    const ids = answer.products.items.map((item: { id: string }) => item.id);
    expect(upstream.calls).toEqual([
      expect.stringMatching(/^GET \/public\/v1\/product\?/),
      `GET /public/v1/product/related?ids=${ids.join(',')}&limit=4`,
    ]);

    upstream.reset();
    const alone = expectData(
      await visitor.gql(`query ($id: ID!) { relatedProducts(id: $id) { id } }`, { id: listed[0]!.id }),
    );
    expect(alone.relatedProducts).toEqual(
      answer.products.items.find((item: any) => item.id === listed[0]!.id).related,
    );
    expect(upstream.calls).toHaveLength(1);
  });
});

describe('products for staff', () => {
  const ADMIN_FIELDS = `id productName description buyPrice sellPrice normalPrice discount weight stock material
    colors sizes images mainImage categories { id slug } categoryIds status createdAt updatedAt`;
  const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { ${ADMIN_FIELDS} } }`;
  const UPDATE = `mutation ($id: ID!, $input: ProductUpdateInput!) {
    updateProduct(id: $id, input: $input) { ${ADMIN_FIELDS} } }`;
  const DELETE = `mutation ($id: ID!) { deleteProduct(id: $id) { id productName status } }`;
  const READ = `query ($id: ID!) { adminProduct(id: $id) { id productName status stock } }`;
  const input = (fields: Record<string, unknown> = {}) => ({
    productName: `Kebaya ${word()}`,
    buyPrice: 100_000,
    normalPrice: 250_000,
    sellPrice: 200_000,
    weight: 400,
    stock: 5,
    ...fields,
  });

  it('creates, reads, lists, updates and deletes a product', async () => {
    const dresses = await category(`Gaun${serial}`);
    const created = expectData(
      await admin.gql(CREATE, {
        input: input({
          description: 'Kebaya brokat',
          material: ' Brokat ',
          colors: ['navy', 'GREY'],
          sizes: ['xl', 'S'],
          images: ['/uploads/kebaya.webp'],
          categoryIds: [dresses.id],
          status: 'draft',
          discount: null,
        }),
      }),
    ).createProduct;
    expect(created).toMatchObject({
      description: 'Kebaya brokat',
      buyPrice: 100_000,
      discount: 20,
      material: 'Brokat',
      colors: ['Grey', 'Navy'],
      sizes: ['S', 'XL'],
      mainImage: '/uploads/kebaya.webp',
      categories: [{ id: dresses.id, slug: dresses.slug }],
      categoryIds: [dresses.id],
      status: 'draft',
    });
    expect(created.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // A draft: staff see it, the shop does not.
    expect(expectData(await admin.gql(READ, { id: created.id })).adminProduct).toMatchObject({
      status: 'draft',
    });
    expect(
      expectData(await visitor.gql('query ($id: ID!) { product(id: $id) { id } }', { id: created.id })),
    ).toEqual({
      product: null,
    });

    const list = expectData(
      await admin.gql(
        `query ($q: String, $status: ProductStatus, $categoryId: ID) {
          drafts: adminProducts(q: $q, status: $status, categoryId: $categoryId) { items { id } paging { count page limit } }
          active: adminProducts(q: $q, status: active) { items { id } }
        }`,
        { q: created.productName, status: 'draft', categoryId: dresses.id },
      ),
    );
    expect(list).toEqual({
      drafts: { items: [{ id: created.id }], paging: { count: 1, page: 1, limit: 10 } },
      active: { items: [] },
    });

    const updated = expectData(
      await admin.gql(UPDATE, { id: created.id, input: { stock: 7, status: 'active', productName: null } }),
    ).updateProduct;
    expect(updated).toMatchObject({
      id: created.id,
      productName: created.productName,
      stock: 7,
      status: 'active',
    });
    expect(
      expectData(await visitor.gql('query ($id: ID!) { product(id: $id) { stock } }', { id: created.id })),
    ).toEqual({
      product: { stock: 7 },
    });

    const deleted = expectData(await admin.gql(DELETE, { id: created.id })).deleteProduct;
    expect(deleted).toEqual({ id: created.id, productName: created.productName, status: 'active' });
    expect(expectData(await admin.gql(READ, { id: created.id }))).toEqual({ adminProduct: null });
    expect(
      expectData(await visitor.gql('query ($id: ID!) { product(id: $id) { id } }', { id: created.id })),
    ).toEqual({
      product: null,
    });
    expectGqlError(await admin.gql(DELETE, { id: created.id }), 'NOT_FOUND', 'Product not found');
    expectGqlError(
      await admin.gql(UPDATE, { id: created.id, input: { stock: 1 } }),
      'NOT_FOUND',
      'Product not found',
    );
  });

  it('answers the REST API refusing a product as BAD_USER_INPUT with its message', async () => {
    expectGqlError(
      await admin.gql(CREATE, { input: input({ sellPrice: 300_000 }) }),
      'BAD_USER_INPUT',
      'sellPrice (300000) must not be more than normalPrice (250000)',
    );
    expectGqlError(
      await admin.gql(CREATE, { input: input({ colors: ['Pink'] }) }),
      'BAD_USER_INPUT',
      'colors: "Pink" is not one of Grey, Navy, Black',
    );
    expectGqlError(
      await admin.gql(CREATE, { input: input({ categoryIds: [MISSING] }) }),
      'BAD_USER_INPUT',
      `categoryIds: unknown category ${MISSING}`,
    );
    const existing = await product({ normalPrice: 150_000, sellPrice: 120_000 });
    expectGqlError(
      await admin.gql(UPDATE, { id: existing.id, input: { sellPrice: 160_000 } }),
      'BAD_USER_INPUT',
      'sellPrice (160000) must not be more than normalPrice (150000)',
    );
    // Rupiah amounts are whole and not negative before they reach the REST API.
    expectGqlError(await admin.gql(CREATE, { input: input({ buyPrice: -1 }) }), 'BAD_USER_INPUT', /Rupiah/);
  });

  it('answers FORBIDDEN to a member and UNAUTHENTICATED to a visitor', async () => {
    const existing = await product();
    for (const [agent, code] of [
      [member, 'FORBIDDEN'],
      [visitor, 'UNAUTHENTICATED'],
    ] as const) {
      expectGqlError(await agent.gql('{ adminProducts { items { id } } }'), code);
      expectGqlError(await agent.gql(READ, { id: existing.id }), code);
      expectGqlError(await agent.gql(CREATE, { input: input() }), code);
      expectGqlError(await agent.gql(UPDATE, { id: existing.id, input: { stock: 0 } }), code);
      expectGqlError(await agent.gql(DELETE, { id: existing.id }), code);
    }
    expect(expectData(await admin.gql(READ, { id: existing.id })).adminProduct).toMatchObject({ stock: 40 });
  });
});

describe('categories', () => {
  const FIELDS = 'id categoryName slug productCount createdAt updatedAt';
  const CREATE = `mutation ($input: CategoryInput!) { createCategory(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation ($id: ID!, $input: CategoryUpdateInput!) { updateCategory(id: $id, input: $input) { ${FIELDS} } }`;
  const DELETE = `mutation ($id: ID!) { deleteCategory(id: $id) { id categoryName } }`;
  const READ = `query ($id: ID!) { category(id: $id) { ${FIELDS} } }`;

  it('creates, reads, lists, updates and deletes a category', async () => {
    const name = word();
    const created = expectData(
      await admin.gql(CREATE, { input: { categoryName: `Kemeja Pria ${name}` } }),
    ).createCategory;
    expect(created).toMatchObject({
      categoryName: `Kemeja Pria ${name}`,
      slug: `kemeja-pria-${name.toLowerCase()}`,
      productCount: 0,
    });
    const shirt = await product();
    await link(shirt.id, created.id);
    expect(expectData(await admin.gql(READ, { id: created.id })).category).toMatchObject({ productCount: 1 });

    const list = expectData(
      await admin.gql(
        'query ($q: String) { categories(q: $q) { items { id } paging { count page limit } } }',
        {
          q: name,
        },
      ),
    );
    expect(list.categories).toEqual({
      items: [{ id: created.id }],
      paging: { count: 1, page: 1, limit: 10 },
    });

    const updated = expectData(
      await admin.gql(UPDATE, { id: created.id, input: { slug: `baju-${name.toLowerCase()}` } }),
    ).updateCategory;
    expect(updated).toMatchObject({ categoryName: created.categoryName, slug: `baju-${name.toLowerCase()}` });

    expect(expectData(await admin.gql(DELETE, { id: created.id })).deleteCategory).toEqual({
      id: created.id,
      categoryName: created.categoryName,
    });
    expect(expectData(await admin.gql(READ, { id: created.id }))).toEqual({ category: null });
    // The product stays, without the category.
    expect(
      expectData(
        await visitor.gql('query ($id: ID!) { product(id: $id) { categories { id } } }', { id: shirt.id }),
      ),
    ).toEqual({ product: { categories: [] } });
  });

  it('answers CONFLICT for a slug already taken and BAD_USER_INPUT for a malformed one', async () => {
    const taken = expectData(
      await admin.gql(CREATE, { input: { categoryName: `Sarung ${word()}` } }),
    ).createCategory;
    expectGqlError(
      await admin.gql(CREATE, { input: { categoryName: 'Another', slug: taken.slug } }),
      'CONFLICT',
      'A category with this slug already exists',
    );
    const other = expectData(
      await admin.gql(CREATE, { input: { categoryName: `Peci ${word()}` } }),
    ).createCategory;
    expectGqlError(
      await admin.gql(UPDATE, { id: other.id, input: { slug: taken.slug } }),
      'CONFLICT',
      'A category with this slug already exists',
    );
    expectGqlError(
      await admin.gql(CREATE, { input: { categoryName: 'Bad', slug: 'Not A Slug' } }),
      'BAD_USER_INPUT',
      /slug/,
    );
    expectGqlError(
      await admin.gql(UPDATE, { id: MISSING, input: { categoryName: 'X' } }),
      'NOT_FOUND',
      'Category not found',
    );
  });

  it('answers FORBIDDEN to a member and UNAUTHENTICATED to a visitor', async () => {
    const existing = expectData(
      await admin.gql(CREATE, { input: { categoryName: `Jaket ${word()}` } }),
    ).createCategory;
    for (const [agent, code] of [
      [member, 'FORBIDDEN'],
      [visitor, 'UNAUTHENTICATED'],
    ] as const) {
      expectGqlError(await agent.gql('{ categories { items { id } } }'), code);
      expectGqlError(await agent.gql(READ, { id: existing.id }), code);
      expectGqlError(await agent.gql(CREATE, { input: { categoryName: 'Nope' } }), code);
      expectGqlError(await agent.gql(UPDATE, { id: existing.id, input: { categoryName: 'Nope' } }), code);
      expectGqlError(await agent.gql(DELETE, { id: existing.id }), code);
    }
    expect(expectData(await admin.gql(READ, { id: existing.id })).category).toMatchObject({
      categoryName: existing.categoryName,
    });
  });
});

describe('cache hints', () => {
  it('lets the storefront catalogue be cached publicly, never staff lists', async () => {
    const shop = await visitor.gql(
      '{ products { items { id categories { slug } related { id } } paging { count } } }',
    );
    expect(shop.headers['cache-control']).toBe('max-age=60, public');
    const staff = await admin.gql('{ adminProducts { items { id } paging { count } } }');
    expect(staff.headers['cache-control']).not.toMatch(/max-age=[1-9]/);
  });
});

describe('size guides', () => {
  const GUIDE = 'sizeGuide { columns rows { size values } note }';
  const CREATE = `mutation ($input: CategoryInput!) { createCategory(input: $input) { id ${GUIDE} } }`;
  const UPDATE = `mutation ($id: ID!, $input: CategoryUpdateInput!) { updateCategory(id: $id, input: $input) { id categoryName ${GUIDE} } }`;
  const TOPS = {
    columns: ['Lebar dada', 'Panjang'],
    rows: [
      { size: 'S', values: [50, 70] },
      { size: 'M', values: [52, 72.5] },
    ],
    note: 'Diukur rata',
  };

  it('is written with a category, read with it and with its products, and null removes it', async () => {
    const created = expectData(
      await admin.gql(CREATE, { input: { categoryName: `Atasan ${word()}`, sizeGuide: TOPS } }),
    ).createCategory;
    expect(created.sizeGuide).toEqual(TOPS);
    const shirt = await product();
    await link(shirt.id, created.id);
    const shown = await visitor.gql(`query ($id: ID!) { product(id: $id) { id ${GUIDE} } }`, {
      id: shirt.id,
    });
    expect(expectData(shown).product.sizeGuide).toEqual(TOPS);
    // A public answer still: the size guide is the shop's, the same for everyone.
    expect(shown.headers['cache-control']).toBe('max-age=60, public');

    // Left out: unchanged; null: removed (not "not given", as other nulls are).
    const renamed = expectData(
      await admin.gql(UPDATE, { id: created.id, input: { categoryName: `Atasan ${word()}` } }),
    ).updateCategory;
    expect(renamed.sizeGuide).toEqual(TOPS);
    const removed = expectData(
      await admin.gql(UPDATE, { id: created.id, input: { sizeGuide: null } }),
    ).updateCategory;
    expect(removed.sizeGuide).toBeNull();
    const plain = await visitor.gql(`query ($id: ID!) { product(id: $id) { ${GUIDE} } }`, { id: shirt.id });
    expect(expectData(plain).product.sizeGuide).toBeNull();
  });

  it("answers the REST API's sentence for a row without one value per column, and FORBIDDEN to a member", async () => {
    const { id } = expectData(
      await admin.gql(CREATE, { input: { categoryName: `Bawahan ${word()}` } }),
    ).createCategory;
    expectGqlError(
      await admin.gql(UPDATE, {
        id,
        input: {
          sizeGuide: { columns: ['Lingkar pinggang', 'Panjang'], rows: [{ size: 'S', values: [72] }] },
        },
      }),
      'BAD_USER_INPUT',
      'sizeGuide: row 1 (S) has 1 values, but there are 2 columns',
    );
    expectGqlError(await member.gql(UPDATE, { id, input: { sizeGuide: TOPS } }), 'FORBIDDEN');
  });
});

describe('inWishlist', () => {
  it('is false for visitors without asking the REST API, and never cached', async () => {
    const shirt = await product();
    upstream.reset();
    const answer = await visitor.gql('query ($id: ID!) { product(id: $id) { id inWishlist } }', {
      id: shirt.id,
    });
    expect(expectData(answer).product).toEqual({ id: shirt.id, inWishlist: false });
    expect(upstream.calls.filter((call) => call.includes('wishlist'))).toEqual([]);
    expect(answer.headers['cache-control']).not.toMatch(/max-age=[1-9]/);
  });

  it("says which products are on the member's wishlist, with one wishlist read for many products", async () => {
    const [wished, other, third] = await Promise.all([product(), product(), product()]);
    const browser = await stack.signedIn('member');
    expectData(
      await browser.gql('mutation ($id: ID!) { addToWishlist(productId: $id) { id } }', { id: wished.id }),
    );
    upstream.reset();
    const answer = await browser.gql(
      `query ($a: ID!, $b: ID!, $c: ID!) {
        a: product(id: $a) { id inWishlist }
        b: product(id: $b) { id inWishlist }
        c: product(id: $c) { id inWishlist related { id inWishlist } }
      }`,
      { a: wished.id, b: other.id, c: third.id },
    );
    expect(expectData(answer)).toMatchObject({
      a: { id: wished.id, inWishlist: true },
      b: { id: other.id, inWishlist: false },
      c: { id: third.id, inWishlist: false },
    });
    expect(upstream.calls.filter((call) => call.startsWith('GET /v1/wishlist'))).toEqual([
      'GET /v1/wishlist',
    ]);
    expect(answer.headers['cache-control']).not.toMatch(/max-age=[1-9]/);

    // The mutations answer the product's new state, so a client's cache follows.
    const removed = await browser.gql(
      'mutation ($id: ID!) { removeFromWishlist(productId: $id) { product { id inWishlist } } }',
      { id: wished.id },
    );
    expect(expectData(removed).removeFromWishlist.product).toEqual({ id: wished.id, inWishlist: false });
    const added = await browser.gql(
      'mutation ($id: ID!) { addToWishlist(productId: $id) { product { id inWishlist } } }',
      { id: wished.id },
    );
    expect(expectData(added).addToWishlist.product).toEqual({ id: wished.id, inWishlist: true });
  });
});
