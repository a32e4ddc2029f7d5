// A member's cart: GET/POST /v1/cart, PUT/DELETE /v1/cart/:id and POST /v1/cart/merge. Names, images, prices and
// weights come from the product; quantities never exceed stock; another member's line answers 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Answer, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { insertMember, type Member } from './helpers/members.js';
import { insertProduct, setVariantStock, type ProductFields } from './helpers/shop.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A linen shirt at 200,000 (250,000 less 20%), 300 g, 10 in stock, in every colour and size the tests pick. */
const SHIRT = {
  buyPrice: 100_000,
  normalPrice: 250_000,
  sellPrice: 200_000,
  discount: 20,
  weight: 300,
  stock: 10,
  colors: ['Grey', 'Navy', 'Black'],
  sizes: ['S', 'M', 'L', 'XL', 'XXL'],
};
const newProduct = async (fields: ProductFields = {}) =>
  (await insertProduct(t.db, { ...SHIRT, ...fields })).id;

const setProduct = (id: string, assignments: string, params: unknown[] = []) =>
  t.db.execute(`UPDATE products SET ${assignments} WHERE id = $1`, [id, ...params]);

const cart = async (member: Member) => {
  const answer = await t.call('GET', '/v1/cart', { token: member.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const add = (member: Member, body: Record<string, unknown>) =>
  t.call('POST', '/v1/cart', { token: member.token, body });
const line = (productID: string, fields: Record<string, unknown> = {}) => ({
  productID,
  color: 'Navy',
  size: 'M',
  quantity: 1,
  ...fields,
});
async function added(member: Member, body: Record<string, unknown>) {
  const answer = await add(member, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}
/** A 409 for stock: the message and the facts a client can adjust the quantity by. */
function expectStockConflict(answer: Answer, message: string, details: { stock: number; inCart: number }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body).toEqual({ errors: message, details });
}
const quantities = async (member: Member) =>
  (await cart(member)).map((row: { quantity: number }) => row.quantity);

describe('GET and POST /v1/cart', () => {
  it('starts empty', async () => {
    const member = await insertMember(t, 'cart');
    expect(await t.call('GET', '/v1/cart', { token: member.token })).toMatchObject({
      status: 200,
      body: { data: [] },
    });
  });

  it("adds a line with the product's name, image, prices and weight, never the client's", async () => {
    const member = await insertMember(t, 'cart');
    const productID = await newProduct({
      productName: 'Kemeja Linen Navy',
      stock: 7,
      images: ['/uploads/kemeja-navy-a.webp', '/uploads/kemeja-navy-b.webp'],
    });
    const answer = await add(member, {
      ...line(productID, { quantity: 2 }),
      productName: 'Free stuff',
      sellPrice: 1,
      normalPrice: 1,
      weight: 1,
      productImage: '/evil.png',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        productID,
        productName: 'Kemeja Linen Navy',
        productImage: '/uploads/kemeja-navy-a.webp',
        normalPrice: 250_000,
        sellPrice: 200_000,
        discount: 20,
        quantity: 2,
        weight: 300,
        color: 'Navy',
        size: 'M',
        stock: 7,
        variantId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        sku: 'KEMEJA-LINEN-NAVY-NAVY-M',
        subtotal: 400_000,
      },
    });
    expect(await cart(member)).toEqual([answer.body.data]);
  });

  it('keeps one line per product, colour and size, adding quantities; lists oldest first', async () => {
    const member = await insertMember(t, 'cart');
    const shirt = await newProduct();
    const trousers = await newProduct();
    const first = await added(member, line(shirt, { quantity: 1 }));
    const other = await added(member, line(trousers, { color: 'Black', size: 'L' }));
    const larger = await added(member, line(shirt, { size: 'XL' }));
    const again = await added(member, line(shirt, { color: 'navy ', size: ' m', quantity: 3 }));
    expect(again).toMatchObject({ id: first.id, quantity: 4, color: 'Navy', size: 'M', subtotal: 800_000 });
    const rows = await cart(member);
    expect(rows.map((row: { id: string }) => row.id)).toEqual([first.id, other.id, larger.id]);
    expect(rows.map((row: { quantity: number }) => row.quantity)).toEqual([4, 1, 1]);
  });

  it("shows the product's current price, a default weight of 500 g and an empty image when it has none", async () => {
    const member = await insertMember(t, 'cart');
    const productID = await newProduct({ weight: 0, images: [] });
    await added(member, line(productID, { quantity: 3 }));
    await setProduct(productID, 'sell_price = $2, normal_price = $3, discount = 0', [150_000, 150_000]);
    expect(await cart(member)).toEqual([
      expect.objectContaining({
        productImage: '',
        weight: 500,
        sellPrice: 150_000,
        normalPrice: 150_000,
        discount: 0,
        subtotal: 450_000,
      }),
    ]);
  });

  it('asks for a colour and size, and names one the product does not have', async () => {
    const member = await insertMember(t, 'cart');
    const productID = await newProduct();
    for (const choice of [
      { color: undefined },
      { size: undefined },
      { color: '' },
      { size: '  ' },
      { color: '', size: '' },
    ]) {
      expectError(await add(member, line(productID, choice)), 400, /^Please select a color and size\.$/);
    }
    expectError(
      await add(member, line(productID, { color: 'Red' })),
      400,
      'color "Red" is not available for this product',
    );
    expectError(
      await add(member, line(productID, { size: 'XXXL' })),
      400,
      'size "XXXL" is not available for this product',
    );
    expectError(
      await add(member, line(productID, { color: 'x'.repeat(51) })),
      400,
      'color must be at most 50 characters',
    );
    expect(await cart(member)).toEqual([]);
  });

  it('takes no colour or size for a product that has none', async () => {
    const member = await insertMember(t, 'cart');
    const bag = await newProduct({ colors: [], sizes: [] });
    const answer = await added(member, { productID: bag, quantity: 1, color: '', size: '' });
    expect(answer).toMatchObject({ color: '', size: '' });
    expectError(await add(member, line(bag)), 400, 'color "Navy" is not available for this product');
  });

  it('answers 404 for a product that is unknown, a draft or deleted', async () => {
    const member = await insertMember(t, 'cart');
    const draft = await newProduct({ status: 'draft' });
    const deleted = await newProduct({ deleted: true });
    for (const productID of [randomUUID(), draft, deleted]) {
      expectError(await add(member, line(productID)), 404, 'Product not found');
    }
    expect(await cart(member)).toEqual([]);
  });

  it('refuses bad quantities and ids', async () => {
    const member = await insertMember(t, 'cart');
    const productID = await newProduct();
    for (const quantity of [0, -1]) {
      expectError(await add(member, line(productID, { quantity })), 400, 'quantity must be at least 1');
    }
    expectError(await add(member, line(productID, { quantity: 1001 })), 400, 'quantity must be at most 1000');
    expectError(
      await add(member, line(productID, { quantity: 1.5 })),
      400,
      'quantity must be a whole number',
    );
    expectError(
      await add(member, line(productID, { quantity: '2' })),
      400,
      'quantity must be a whole number',
    );
    expectError(await add(member, line(productID, { quantity: undefined })), 400, 'quantity is required');
    expectError(await add(member, line('not-a-uuid')), 400, 'productID must be a valid uuid');
    expectError(await add(member, {}), 400, /is required$/);
    expect(await cart(member)).toEqual([]);
  });

  it('never goes above stock, and says how many are left', async () => {
    const member = await insertMember(t, 'cart');
    const productID = await newProduct({ stock: 3 });
    await added(member, line(productID, { quantity: 2 }));
    expectStockConflict(
      await add(member, line(productID, { quantity: 2 })),
      'Only 3 left in stock (2 already in your cart)',
      { stock: 3, inCart: 2 },
    );
    expectStockConflict(
      await add(member, line(productID, { size: 'L', quantity: 4 })),
      'Only 3 left in stock',
      {
        stock: 3,
        inCart: 0,
      },
    );
    expect(await quantities(member)).toEqual([2]);
    await added(member, line(productID, { quantity: 1 }));
    expect(await quantities(member)).toEqual([3]);

    const soldOut = await newProduct({ stock: 0 });
    expectStockConflict(await add(member, line(soldOut)), 'This product is out of stock', {
      stock: 0,
      inCart: 0,
    });
  });

  it('lets simultaneous adds take exactly the stock', async () => {
    const member = await insertMember(t, 'cart');
    const productID = await newProduct({ stock: 5 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => add(member, line(productID))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(7);
    for (const answer of refused)
      expect(answer.body.errors).toBe('Only 5 left in stock (5 already in your cart)');
    expect(await quantities(member)).toEqual([5]);
  });

  it('leaves out lines whose product became a draft or was deleted, and shows them again when back on sale', async () => {
    const member = await insertMember(t, 'cart');
    const kept = await newProduct();
    const drafted = await newProduct();
    const deleted = await newProduct();
    for (const productID of [kept, drafted, deleted]) await added(member, line(productID));
    await setProduct(drafted, "status = 'draft'");
    await setProduct(deleted, 'deleted_at = now()');
    expect((await cart(member)).map((row: { productID: string }) => row.productID)).toEqual([kept]);
    await setProduct(drafted, "status = 'active'");
    expect((await cart(member)).map((row: { productID: string }) => row.productID)).toEqual([kept, drafted]);
  });
});

describe('PUT and DELETE /v1/cart/:id', () => {
  it('sets the quantity of a line, within 1 and the stock', async () => {
    const member = await insertMember(t, 'cart');
    const productID = await newProduct({ stock: 4 });
    const made = await added(member, line(productID));
    const put = (body: unknown, id = made.id) =>
      t.call('PUT', `/v1/cart/${id}`, { token: member.token, body });
    const answer = await put({ quantity: 4 });
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { ...made, quantity: 4, subtotal: 800_000 } },
    });
    expectStockConflict(await put({ quantity: 5 }), 'Only 4 left in stock', { stock: 4, inCart: 4 });
    expectError(await put({ quantity: 0 }), 400, 'quantity must be at least 1');
    expectError(await put({ quantity: -2 }), 400, 'quantity must be at least 1');
    expectError(await put({ quantity: 'three' }), 400, 'quantity must be a whole number');
    expectError(await put({}), 400, 'quantity is required');
    expectError(await put({ quantity: 1 }, randomUUID()), 404, 'Cart item not found');
    expectError(await put({ quantity: 1 }, 'not-an-id'), 400, 'id must be a valid uuid');
    expect(await quantities(member)).toEqual([4]);
    await put({ quantity: 1 });
    expect(await quantities(member)).toEqual([1]);

    await setVariantStock(t.db, productID, 'Navy', 'M', 0);
    expectStockConflict(await put({ quantity: 1 }), 'This product is out of stock', { stock: 0, inCart: 1 });
    await setVariantStock(t.db, productID, 'Navy', 'M', 4);
    await setProduct(productID, "status = 'draft'");
    expectError(await put({ quantity: 2 }), 404, 'Cart item not found');
  });

  it('removes a line and answers it as it was, even when its product went off sale', async () => {
    const member = await insertMember(t, 'cart');
    const first = await added(member, line(await newProduct()));
    const drafted = await newProduct();
    const second = await added(member, line(drafted));
    const answer = await t.call('DELETE', `/v1/cart/${first.id}`, { token: member.token });
    expect(answer).toMatchObject({ status: 200, body: { data: first } });
    expectError(
      await t.call('DELETE', `/v1/cart/${first.id}`, { token: member.token }),
      404,
      'Cart item not found',
    );
    await setProduct(drafted, "status = 'draft'");
    const gone = await t.call('DELETE', `/v1/cart/${second.id}`, { token: member.token });
    expect(gone.body.data).toMatchObject({ id: second.id, productID: drafted });
    const left = await t.db.maybeOne<{ n: number }>(
      'SELECT count(*) AS n FROM cart_items WHERE user_id = $1',
      [member.id],
    );
    expect(left!.n).toBe(0);
  });

  it("never lets one member see, change or remove another's line", async () => {
    const owner = await insertMember(t, 'cart');
    const stranger = await insertMember(t, 'cart');
    const productID = await newProduct();
    const mine = await added(owner, line(productID, { quantity: 2 }));
    expect(await cart(stranger)).toEqual([]);
    expectError(
      await t.call('PUT', `/v1/cart/${mine.id}`, { token: stranger.token, body: { quantity: 5 } }),
      404,
      'Cart item not found',
    );
    expectError(
      await t.call('DELETE', `/v1/cart/${mine.id}`, { token: stranger.token }),
      404,
      'Cart item not found',
    );
    // The same product in the stranger's cart is the stranger's own line.
    const theirs = await added(stranger, line(productID, { quantity: 1 }));
    expect(theirs.id).not.toBe(mine.id);
    expect(await cart(owner)).toEqual([mine]);
    expect(await quantities(stranger)).toEqual([1]);
  });
});

describe('POST /v1/cart/merge', () => {
  const merge = (member: Member, items: unknown) =>
    t.call('POST', '/v1/cart/merge', { token: member.token, body: { items } });

  it("adds a guest's lines to the member's, capped at stock, and lists what it skipped", async () => {
    const member = await insertMember(t, 'cart');
    const shirt = await newProduct({ stock: 10 });
    const scarce = await newProduct({ stock: 3 });
    const fresh = await newProduct();
    const soldOut = await newProduct({ stock: 0 });
    const draft = await newProduct({ status: 'draft' });
    const existing = await added(member, line(shirt, { quantity: 2 }));
    const unknown = randomUUID();

    const answer = await merge(member, [
      line(shirt, { quantity: 3 }),
      line(scarce, { quantity: 2 }),
      line(fresh, { color: 'black', size: 'xl', quantity: 1 }),
      line(scarce, { quantity: 2 }),
      line(fresh, { color: 'Black', size: 'XL', quantity: 1 }),
      line(unknown),
      line('garbage'),
      line(draft),
      line(soldOut),
      line(shirt, { color: 'Red' }),
      line(shirt, { size: '' }),
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['data', 'skipped']);
    expect(answer.body.data.map((row: any) => [row.productID, row.color, row.size, row.quantity])).toEqual([
      [shirt, 'Navy', 'M', 5],
      [scarce, 'Navy', 'M', 3],
      [fresh, 'Black', 'XL', 2],
    ]);
    expect(answer.body.data[0].id).toBe(existing.id);
    expect(answer.body.skipped).toEqual([
      { productID: unknown, color: 'Navy', size: 'M', reason: 'Product not found' },
      { productID: 'garbage', color: 'Navy', size: 'M', reason: 'Product not found' },
      { productID: draft, color: 'Navy', size: 'M', reason: 'Product not found' },
      { productID: soldOut, color: 'Navy', size: 'M', reason: 'This product is out of stock' },
      { productID: shirt, color: 'Red', size: 'M', reason: 'color "Red" is not available for this product' },
      { productID: shirt, color: 'Navy', size: '', reason: 'Please select a color and size.' },
    ]);
    expect(await cart(member)).toEqual(answer.body.data);
  });

  it('caps a line the member already has at the stock', async () => {
    const member = await insertMember(t, 'cart');
    const productID = await newProduct({ stock: 4 });
    await added(member, line(productID, { quantity: 3 }));
    const answer = await merge(member, [line(productID, { quantity: 1000 })]);
    expect(answer.body).toMatchObject({ data: [{ quantity: 4 }], skipped: [] });
  });

  it('answers the cart as it is for an empty guest cart', async () => {
    const member = await insertMember(t, 'cart');
    const made = await added(member, line(await newProduct()));
    expect((await merge(member, [])).body).toEqual({ data: [made], skipped: [] });
  });

  it('refuses a malformed body and changes nothing', async () => {
    const member = await insertMember(t, 'cart');
    const productID = await newProduct();
    const many = Array.from({ length: 101 }, () => line(productID));
    expectError(await merge(member, many), 400, 'items must have at most 100 items');
    expectError(
      await merge(member, [line(productID, { quantity: 0 })]),
      400,
      'items.0.quantity must be at least 1',
    );
    expectError(
      await merge(member, [line(productID, { quantity: '1' })]),
      400,
      'items.0.quantity must be a whole number',
    );
    expectError(await merge(member, 'cart'), 400, 'items must be of type array');
    expectError(
      await t.call('POST', '/v1/cart/merge', { token: member.token, body: {} }),
      400,
      'items is required',
    );
    expect(await cart(member)).toEqual([]);
  });

  it("touches only the caller's cart", async () => {
    const owner = await insertMember(t, 'cart');
    const stranger = await insertMember(t, 'cart');
    const productID = await newProduct();
    const mine = await added(owner, line(productID, { quantity: 2 }));
    const answer = await merge(stranger, [line(productID, { quantity: 1 })]);
    expect(answer.body.data).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(answer.body.data[0].id).not.toBe(mine.id);
    expect(await cart(owner)).toEqual([mine]);
  });
});
