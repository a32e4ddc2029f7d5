// The shop's colours and sizes (issue 21): the storefront's GET /public/v1/product-color and /product-size, the
// back office's five routes of each, and products checked against the lists.
import { PRODUCT_COLORS, PRODUCT_SIZES } from '@lemari/shop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError, expectStatus } from './helpers/expect.js';
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

const COLORS = '/v1/product-color';
const SIZES = '/v1/product-size';

const names = (rows: { name: string }[]) => rows.map((row) => row.name);
const publicList = async (path: string) => (await expectStatus(t.call('GET', `/public${path}`), 200)).data;

async function create(path: string, body: Record<string, unknown>, token = admin) {
  return (await expectStatus(t.call('POST', path, { token, body }), 201)).data;
}

let serial = 0;
/** A product body with the given colours and sizes. */
function productBody(fields: Record<string, unknown>) {
  serial += 1;
  return {
    productName: `Kemeja Pilihan ${serial}`,
    buyPrice: 80_000,
    normalPrice: 150_000,
    sellPrice: 120_000,
    weight: 250,
    stock: 10,
    ...fields,
  };
}

describe('the lists', () => {
  it("start as the spec's colours and sizes, in order, for anyone", async () => {
    const colors = await publicList(COLORS);
    expect(names(colors)).toEqual([...PRODUCT_COLORS]);
    expect(colors[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Grey',
      swatch: expect.stringMatching(/^#[0-9a-f]{6}$/),
      position: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(names(await publicList(SIZES))).toEqual([...PRODUCT_SIZES]);
  });

  it('answer staff a page of each, in the same order', async () => {
    const page = await expectStatus(
      t.call('GET', SIZES, { token: admin, query: { limit: 2, page: 2 } }),
      200,
    );
    expect(names(page.data)).toEqual(['L', 'XL']);
    expect(page.paging).toEqual({ count: 5, page: 2 });
  });

  it('put a new one last unless it is given a position, then order by position and name', async () => {
    const sage = await create(COLORS, { name: ' Sage ', swatch: '#9CAF88' });
    expect(sage).toMatchObject({ name: 'Sage', swatch: '#9caf88', position: 4 });
    await create(COLORS, { name: 'Maroon', swatch: '#800000', position: 2 }, root);
    expect(names(await publicList(COLORS))).toEqual(['Grey', 'Maroon', 'Navy', 'Black', 'Sage']);
    const read = await expectStatus(t.call('GET', `${COLORS}/${sage.id}`, { token: admin }), 200);
    expect(read.data).toEqual(sage);
  });

  it('refuse a name taken in any case (409), a bad swatch, an empty name or one with a comma (400)', async () => {
    expectError(
      await t.call('POST', COLORS, { token: admin, body: { name: 'navy', swatch: '#000080' } }),
      409,
      'A colour named navy already exists',
    );
    expectError(await t.call('POST', SIZES, { token: admin, body: { name: 'xl' } }), 409, /size named xl/);
    for (const swatch of ['red', '#12345', '#1234567', '#12345g', '123456']) {
      const answer = await t.call('POST', COLORS, { token: admin, body: { name: 'Merah', swatch } });
      expectError(answer, 400, 'swatch must be a hex colour such as #1f2a44');
    }
    expectError(await t.call('POST', SIZES, { token: admin, body: { name: '  ' } }), 400, /name/);
    expectError(
      await t.call('POST', SIZES, { token: admin, body: { name: '28,29' } }),
      400,
      'name must not hold a comma',
    );
    const navy = (await publicList(COLORS)).find((row: { name: string }) => row.name === 'Navy');
    expectError(
      await t.call('PUT', `${COLORS}/${navy.id}`, { token: admin, body: { name: 'BLACK' } }),
      409,
      'A colour named BLACK already exists',
    );
    expectError(
      await t.call('PUT', `${COLORS}/${navy.id}`, { token: admin, body: { swatch: 'navy' } }),
      400,
      /swatch/,
    );
  });

  it('are changed only by staff: visitors get 401 and members 403, and the public lists need nobody', async () => {
    const [xl] = (await publicList(SIZES)).filter((row: { name: string }) => row.name === 'XL');
    const calls: [string, string, unknown?][] = [
      ['GET', SIZES],
      ['POST', SIZES, { name: 'XXXL' }],
      ['GET', `${SIZES}/${xl.id}`],
      ['PUT', `${SIZES}/${xl.id}`, { position: 9 }],
      ['DELETE', `${SIZES}/${xl.id}`],
      ['POST', COLORS, { name: 'Sand', swatch: '#c2b280' }],
    ];
    for (const [method, url, body] of calls) {
      expectError(await t.call(method, url, { body }), 401, /./);
      expectError(await t.call(method, url, { token: member, body }), 403, /./);
    }
    expect(names(await publicList(SIZES))).toEqual([...PRODUCT_SIZES]);
  });

  it('answer 404 for an unknown id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await t.call('GET', `${SIZES}/${unknown}`, { token: admin }), 404, 'Size not found');
    expectError(
      await t.call('PUT', `${COLORS}/${unknown}`, { token: admin, body: { position: 1 } }),
      404,
      'Colour not found',
    );
    expectError(await t.call('DELETE', `${COLORS}/${unknown}`, { token: admin }), 404, 'Colour not found');
  });
});

describe('a colour or size in use', () => {
  it('cannot be deleted: 409 saying how many products come in it; unused, it can', async () => {
    const sand = await create(COLORS, { name: 'Sand', swatch: '#c2b280' });
    await insertProduct(t.db, { colors: ['Sand', 'Navy'] });
    await insertProduct(t.db, { colors: ['Sand'], status: 'draft' });
    // A deleted product does not hold a colour.
    await insertProduct(t.db, { colors: ['Sand'], deleted: true });
    const refused = await t.call('DELETE', `${COLORS}/${sand.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      errors: 'The colour Sand cannot be deleted: 2 products come in it. Take it off those products first.',
      details: { products: 2 },
    });
    expect(names(await publicList(COLORS))).toContain('Sand');

    const size = await create(SIZES, { name: 'All Size' });
    const product = await insertProduct(t.db, { sizes: ['All Size'] });
    const one = await t.call('DELETE', `${SIZES}/${size.id}`, { token: admin });
    expect(one.status).toBe(409);
    expect(one.body.errors).toBe(
      'The size All Size cannot be deleted: 1 product comes in it. Take it off that product first.',
    );
    await expectStatus(
      t.call('PUT', `/v1/product/${product.id}`, { token: admin, body: { sizes: ['M'] } }),
      200,
    );
    const deleted = await expectStatus(t.call('DELETE', `${SIZES}/${size.id}`, { token: admin }), 200);
    expect(deleted.data).toMatchObject({ id: size.id, name: 'All Size' });
    expect(names(await publicList(SIZES))).not.toContain('All Size');
  });

  it('renamed, is renamed in the products and cart lines that name it, and nowhere else', async () => {
    const sky = await create(COLORS, { name: 'Sky', swatch: '#87ceeb' });
    const product = await insertProduct(t.db, { colors: ['Navy', 'Sky', 'Black'] });
    const other = await insertProduct(t.db, { colors: ['Navy'] });
    const memberRow = await t.db.maybeOne<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'member@lemari.test',
    ]);
    await t.db.execute(
      `INSERT INTO cart_items (user_id, product_id, color, size, quantity) VALUES ($1, $2, 'Sky', 'M', 1)`,
      [memberRow!.id, product.id],
    );
    const renamed = await expectStatus(
      t.call('PUT', `${COLORS}/${sky.id}`, {
        token: admin,
        body: { name: 'Biru Langit', swatch: '#87CEFA' },
      }),
      200,
    );
    expect(renamed.data).toMatchObject({ id: sky.id, name: 'Biru Langit', swatch: '#87cefa' });
    const read = await expectStatus(t.call('GET', `/v1/product/${product.id}`, { token: admin }), 200);
    // In the colour list's order, where Sky was added last.
    expect(read.data.colors).toEqual(['Navy', 'Black', 'Biru Langit']);
    expect(read.data.variants.filter((v: { color: string }) => v.color === 'Biru Langit')).toHaveLength(2);
    const untouched = await expectStatus(t.call('GET', `/v1/product/${other.id}`, { token: admin }), 200);
    expect(untouched.data.colors).toEqual(['Navy']);
    const cart = await expectStatus(t.call('GET', '/v1/cart', { token: member }), 200);
    expect(cart.data.map((line: { color: string }) => line.color)).toEqual(['Biru Langit']);
  });
});

describe('products', () => {
  it('take a colour or size staff added, in its canonical spelling and the lists order', async () => {
    await create(COLORS, { name: 'Olive', swatch: '#708238' });
    await create(SIZES, { name: '28', position: 0 });
    const answer = await t.call('POST', '/v1/product', {
      token: admin,
      body: productBody({ colors: 'olive, GREY', sizes: ['xl', '28'] }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.colors).toEqual(['Grey', 'Olive']);
    expect(answer.body.data.sizes).toEqual(['28', 'XL']);
    const updated = await expectStatus(
      t.call('PUT', `/v1/product/${answer.body.data.id}`, { token: admin, body: { colors: ['OLIVE'] } }),
      200,
    );
    expect(updated.data.colors).toEqual(['Olive']);
  });

  it('refuse a colour or size not in the lists, naming the lists as they are', async () => {
    const colors = names(await publicList(COLORS)).join(', ');
    expectError(
      await t.call('POST', '/v1/product', { token: admin, body: productBody({ colors: 'Grey,Red' }) }),
      400,
      `colors: "Red" is not one of ${colors}`,
    );
    expectError(
      await t.call('POST', '/v1/product', { token: admin, body: productBody({ sizes: ['XS'] }) }),
      400,
      /^sizes: "XS" is not one of 28, S, M, L, XL, XXL/,
    );
  });
});
