// A member's wishlist: GET /v1/wishlist, POST and DELETE /v1/wishlist/:productId. The storefront warns on exactly
// the 409 of a second add; another member's wishlist is never seen or changed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { insertMember, type Member } from './helpers/members.js';
import { insertProduct, type ProductFields } from './helpers/shop.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newProduct = async (fields: ProductFields = {}) => (await insertProduct(t.db, fields)).id;

const wishlist = async (member: Member) => {
  const answer = await t.call('GET', '/v1/wishlist', { token: member.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const add = (member: Member, productId: string) =>
  t.call('POST', `/v1/wishlist/${productId}`, { token: member.token });
const remove = (member: Member, productId: string) =>
  t.call('DELETE', `/v1/wishlist/${productId}`, { token: member.token });
const productIds = async (member: Member) =>
  (await wishlist(member)).map((item: { productID: string }) => item.productID);

describe('GET and POST /v1/wishlist', () => {
  it('starts empty and adds a product with its name, prices and images', async () => {
    const member = await insertMember(t, 'wish');
    expect(await wishlist(member)).toEqual([]);
    const productID = await newProduct({
      productName: 'Blus Katun Putih',
      normalPrice: 189_000,
      sellPrice: 151_200,
      discount: 20,
      images: ['/uploads/blus-putih-a.webp', '/uploads/blus-putih-b.webp'],
    });
    const answer = await add(member, productID);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        productID,
        productName: 'Blus Katun Putih',
        sellPrice: 151_200,
        normalPrice: 189_000,
        discount: 20,
        images: [{ url: '/uploads/blus-putih-a.webp' }, { url: '/uploads/blus-putih-b.webp' }],
        mainImage: '/uploads/blus-putih-a.webp',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    expect(await wishlist(member)).toEqual([answer.body.data]);
  });

  it('answers 409 "already in wishlist" for a second add, however simultaneous', async () => {
    const member = await insertMember(t, 'wish');
    const productID = await newProduct();
    await add(member, productID);
    expectError(await add(member, productID), 409, /^already in wishlist$/);
    const other = await newProduct();
    const answers = await Promise.all([add(member, other), add(member, other), add(member, other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await productIds(member)).toEqual([other, productID]);
  });

  it('lists newest first, without products that went off sale, and shows an image-less one', async () => {
    const member = await insertMember(t, 'wish');
    const first = await newProduct();
    const bare = await newProduct({ images: [] });
    const drafted = await newProduct();
    for (const productID of [first, bare, drafted]) expect((await add(member, productID)).status).toBe(201);
    await t.db.execute("UPDATE products SET status = 'draft' WHERE id = $1", [drafted]);
    const items = await wishlist(member);
    expect(items.map((item: { productID: string }) => item.productID)).toEqual([bare, first]);
    expect(items[0]).toMatchObject({ images: [], mainImage: '' });
    await t.db.execute('UPDATE products SET deleted_at = now() WHERE id = $1', [first]);
    expect(await productIds(member)).toEqual([bare]);
  });

  it('answers 404 for a product that is unknown, a draft or deleted, and 400 for a malformed id', async () => {
    const member = await insertMember(t, 'wish');
    const draft = await newProduct({ status: 'draft' });
    const deleted = await newProduct({ deleted: true });
    for (const productID of [randomUUID(), draft, deleted]) {
      expectError(await add(member, productID), 404, 'Product not found');
    }
    expectError(await add(member, 'not-a-uuid'), 400, 'productId must be a valid uuid');
    expect(await wishlist(member)).toEqual([]);
  });
});

describe('DELETE /v1/wishlist/:productId', () => {
  it('removes a product and answers the item as it was', async () => {
    const member = await insertMember(t, 'wish');
    const kept = await newProduct();
    const productID = await newProduct();
    await add(member, kept);
    const made = (await add(member, productID)).body.data;
    expect(await remove(member, productID)).toMatchObject({ status: 200, body: { data: made } });
    expect(await productIds(member)).toEqual([kept]);
    expectError(await remove(member, productID), 404, 'This product is not in your wishlist');
    expectError(await remove(member, randomUUID()), 404, 'This product is not in your wishlist');
    expectError(await remove(member, 'not-a-uuid'), 400, 'productId must be a valid uuid');
    // Added again after removal: a new item.
    expect((await add(member, productID)).status).toBe(201);
  });

  it('removes a product that went off sale, so it does not come back when it returns', async () => {
    const member = await insertMember(t, 'wish');
    const productID = await newProduct();
    await add(member, productID);
    await t.db.execute("UPDATE products SET status = 'draft' WHERE id = $1", [productID]);
    expect((await remove(member, productID)).body.data).toMatchObject({ productID });
    await t.db.execute("UPDATE products SET status = 'active' WHERE id = $1", [productID]);
    expect(await wishlist(member)).toEqual([]);
  });
});

describe("one member and another's wishlist", () => {
  it('never shows or removes the items of another member', async () => {
    const owner = await insertMember(t, 'wish');
    const stranger = await insertMember(t, 'wish');
    const productID = await newProduct();
    const mine = (await add(owner, productID)).body.data;
    expect(await wishlist(stranger)).toEqual([]);
    expectError(await remove(stranger, productID), 404, 'This product is not in your wishlist');
    expect(await wishlist(owner)).toEqual([mine]);
    // The stranger's own add of the same product is their own item, not a conflict.
    const theirs = await add(stranger, productID);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(mine.id);
    expect((await remove(stranger, productID)).status).toBe(200);
    expect(await wishlist(owner)).toEqual([mine]);
  });
});
