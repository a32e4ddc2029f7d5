// The shop's colours and sizes through the gateway (issue 21): productColors and productSizes for anyone, staff's
// pages, reads and edits of both, against the real REST API.
import { PRODUCT_COLORS, PRODUCT_SIZES } from '@lemari/shop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../rest-api/test/helpers/shop.js';
import { expectData, expectGqlError } from './helpers/expect.js';
import { startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let visitor: Agent;
let admin: Agent;
let member: Agent;

beforeAll(async () => {
  // Lists are read again after changes, so none may come from the response cache.
  stack = await startStack({ gatewayEnv: { RESPONSE_CACHE: 'false' } });
  visitor = stack.agent();
  [admin, member] = await Promise.all([stack.signedIn('admin'), stack.signedIn('member')]);
});
afterAll(() => stack.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const COLOR = 'id name swatch position';
const SIZE = 'id name position';
const LISTS = `{ productColors { ${COLOR} } productSizes { ${SIZE} } }`;

const colorNames = async () =>
  expectData(await visitor.gql(LISTS)).productColors.map((color: { name: string }) => color.name);

const CREATE_COLOR = `mutation ($input: ProductColorInput!) { createProductColor(input: $input) { ${COLOR} } }`;
const UPDATE_COLOR = `mutation ($id: ID!, $input: ProductColorUpdateInput!) {
  updateProductColor(id: $id, input: $input) { ${COLOR} } }`;
const DELETE_COLOR = `mutation ($id: ID!) { deleteProductColor(id: $id) { ${COLOR} } }`;
const READ_COLOR = `query ($id: ID!) { productColor(id: $id) { ${COLOR} } }`;
const CREATE_SIZE = `mutation ($input: ProductSizeInput!) { createProductSize(input: $input) { ${SIZE} } }`;
const UPDATE_SIZE = `mutation ($id: ID!, $input: ProductSizeUpdateInput!) {
  updateProductSize(id: $id, input: $input) { ${SIZE} } }`;
const DELETE_SIZE = `mutation ($id: ID!) { deleteProductSize(id: $id) { ${SIZE} } }`;
const READ_SIZE = `query ($id: ID!) { productSize(id: $id) { ${SIZE} } }`;

describe('productColors and productSizes', () => {
  it("answer anyone the shop's lists in their order, starting as the spec's", async () => {
    const lists = expectData(await visitor.gql(LISTS));
    expect(lists.productColors.map((color: { name: string }) => color.name)).toEqual([...PRODUCT_COLORS]);
    expect(lists.productColors[1]).toEqual({
      id: expect.any(String),
      name: 'Navy',
      swatch: expect.stringMatching(/^#[0-9a-f]{6}$/),
      position: 2,
    });
    expect(lists.productSizes.map((size: { name: string }) => size.name)).toEqual([...PRODUCT_SIZES]);
  });
});

describe("staff's colours and sizes", () => {
  it('creates, reads, pages, renames (carried to the products) and deletes a colour', async () => {
    const created = expectData(
      await admin.gql(CREATE_COLOR, { input: { name: 'Maroon', swatch: '#800000', position: 2 } }),
    ).createProductColor;
    expect(created).toEqual({ id: expect.any(String), name: 'Maroon', swatch: '#800000', position: 2 });
    expect(expectData(await admin.gql(READ_COLOR, { id: created.id })).productColor).toEqual(created);
    expect(await colorNames()).toEqual(['Grey', 'Maroon', 'Navy', 'Black']);
    const page = expectData(
      await admin.gql(
        'query ($page: PageInput) { adminProductColors(page: $page) { items { name } paging { count page limit } } }',
        { page: { limit: 2, page: 2 } },
      ),
    ).adminProductColors;
    expect(page).toEqual({
      items: [{ name: 'Navy' }, { name: 'Black' }],
      paging: { count: 4, page: 2, limit: 2 },
    });

    const shirt = await insertProduct(stack.rest.db, { colors: ['Maroon', 'Black'] });
    const renamed = expectData(
      await admin.gql(UPDATE_COLOR, { id: created.id, input: { name: 'Merah Marun', swatch: null } }),
    ).updateProductColor;
    expect(renamed).toEqual({ ...created, name: 'Merah Marun' });
    expect(
      expectData(await visitor.gql('query ($id: ID!) { product(id: $id) { colors } }', { id: shirt.id })),
    ).toEqual({ product: { colors: ['Merah Marun', 'Black'] } });

    expectGqlError(
      await admin.gql(DELETE_COLOR, { id: created.id }),
      'CONFLICT',
      'The colour Merah Marun cannot be deleted: 1 product comes in it. Take it off that product first.',
    );
    await stack.rest.db.execute('UPDATE products SET deleted_at = now() WHERE id = $1', [shirt.id]);
    expect(expectData(await admin.gql(DELETE_COLOR, { id: created.id })).deleteProductColor).toEqual(renamed);
    expect(expectData(await admin.gql(READ_COLOR, { id: created.id }))).toEqual({ productColor: null });
    expect(await colorNames()).toEqual([...PRODUCT_COLORS]);
  });

  it('creates, reads, pages, changes and deletes a size', async () => {
    const created = expectData(
      await admin.gql(CREATE_SIZE, { input: { name: 'All Size' } }),
    ).createProductSize;
    expect(created).toEqual({ id: expect.any(String), name: 'All Size', position: 6 });
    expect(expectData(await admin.gql(READ_SIZE, { id: created.id })).productSize).toEqual(created);
    const moved = expectData(
      await admin.gql(UPDATE_SIZE, { id: created.id, input: { position: 0 } }),
    ).updateProductSize;
    expect(moved).toEqual({ ...created, position: 0 });
    const page = expectData(
      await admin.gql('{ adminProductSizes { items { name } paging { count page limit } } }'),
    ).adminProductSizes;
    expect(page).toEqual({
      items: ['All Size', ...PRODUCT_SIZES].map((name) => ({ name })),
      paging: { count: 6, page: 1, limit: 10 },
    });
    expect(expectData(await admin.gql(DELETE_SIZE, { id: created.id })).deleteProductSize).toEqual(moved);
    expect(
      expectData(await visitor.gql(LISTS)).productSizes.map((size: { name: string }) => size.name),
    ).toEqual([...PRODUCT_SIZES]);
  });

  it('answers CONFLICT for a name taken, BAD_USER_INPUT for a bad swatch and NOT_FOUND for an unknown id', async () => {
    expectGqlError(
      await admin.gql(CREATE_COLOR, { input: { name: 'GREY', swatch: '#808080' } }),
      'CONFLICT',
      'A colour named GREY already exists',
    );
    expectGqlError(
      await admin.gql(CREATE_SIZE, { input: { name: 'm' } }),
      'CONFLICT',
      'A size named m already exists',
    );
    expectGqlError(
      await admin.gql(CREATE_COLOR, { input: { name: 'Sage', swatch: 'green' } }),
      'BAD_USER_INPUT',
      'swatch must be a hex colour such as #1f2a44',
    );
    expectGqlError(
      await admin.gql(UPDATE_SIZE, { id: MISSING, input: { name: 'XS' } }),
      'NOT_FOUND',
      'Size not found',
    );
    expect(expectData(await admin.gql(READ_SIZE, { id: MISSING }))).toEqual({ productSize: null });
  });

  it('lets a product come in a colour staff added, and refuses one not in the list', async () => {
    const sage = expectData(
      await admin.gql(CREATE_COLOR, { input: { name: 'Sage', swatch: '#9CAF88' } }),
    ).createProductColor;
    expect(sage).toMatchObject({ name: 'Sage', swatch: '#9caf88' });
    const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { colors sizes } }`;
    const input = (colors: string[]) => ({
      productName: 'Kemeja Sage',
      buyPrice: 80_000,
      normalPrice: 150_000,
      sellPrice: 120_000,
      weight: 250,
      stock: 5,
      colors,
      sizes: ['l', 'S'],
    });
    expect(expectData(await admin.gql(CREATE, { input: input(['sage', 'Navy']) })).createProduct).toEqual({
      colors: ['Navy', 'Sage'],
      sizes: ['S', 'L'],
    });
    expectGqlError(
      await admin.gql(CREATE, { input: input(['Red']) }),
      'BAD_USER_INPUT',
      'colors: "Red" is not one of Grey, Navy, Black, Sage',
    );
  });

  it('answers FORBIDDEN to a member and UNAUTHENTICATED to a visitor for every staff field', async () => {
    const [grey] = expectData(await visitor.gql(LISTS)).productColors;
    for (const [agent, code] of [
      [member, 'FORBIDDEN'],
      [visitor, 'UNAUTHENTICATED'],
    ] as const) {
      expectGqlError(await agent.gql('{ adminProductColors { items { id } } }'), code);
      expectGqlError(await agent.gql('{ adminProductSizes { items { id } } }'), code);
      expectGqlError(await agent.gql(READ_COLOR, { id: grey.id }), code);
      expectGqlError(await agent.gql(CREATE_COLOR, { input: { name: 'Nope', swatch: '#000000' } }), code);
      expectGqlError(await agent.gql(UPDATE_COLOR, { id: grey.id, input: { name: 'Nope' } }), code);
      expectGqlError(await agent.gql(DELETE_COLOR, { id: grey.id }), code);
      expectGqlError(await agent.gql(CREATE_SIZE, { input: { name: 'Nope' } }), code);
    }
    expect(expectData(await admin.gql(READ_COLOR, { id: grey.id })).productColor).toEqual(grey);
  });
});

describe('with the response cache on', () => {
  it('keeps the lists 60 s for everyone, and reads them again after a staff change of one', async () => {
    const cached = await startStack();
    try {
      const staff = await cached.signedIn('admin');
      const first = await cached.agent().gql(LISTS);
      expect(first.headers['cache-control']).toBe('max-age=60, public');
      expect((await cached.agent().gql(LISTS)).headers.age).toBeDefined();
      expectData(await staff.gql(CREATE_SIZE, { input: { name: '3XL' } }));
      const after = await cached.agent().gql(LISTS);
      expect(after.headers.age).toBeUndefined();
      expect(expectData(after).productSizes.map((size: { name: string }) => size.name)).toEqual([
        ...PRODUCT_SIZES,
        '3XL',
      ]);
    } finally {
      await cached.close();
    }
  });
});
