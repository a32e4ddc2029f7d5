// The member's cart and wishlist through the gateway: every call against the real REST API, products resolved
// through the batching loader, another member's lines out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, type ProductFixture } from '../../rest-api/test/helpers/shop.js';
import { errorOf } from './helpers/expect.js';
import { signedInMember, startStack, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

let stack: Stack;
/** REST calls the gateway made, as "METHOD /path?query". */
const upstream = recordingFetch(() => stack?.restUrl);
beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch });
});
afterAll(() => stack.close());

const LINE = 'id productID productName quantity color size stock sellPrice subtotal weight';
const CART = `{ cart { ${LINE} product { id productName } } }`;
const ADD = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { ${LINE} } }`;
const UPDATE = `mutation ($id: ID!, $quantity: Int!) { updateCartItem(id: $id, quantity: $quantity) { ${LINE} } }`;
const REMOVE = `mutation ($id: ID!) { removeCartItem(id: $id) { ${LINE} } }`;
const MERGE = `mutation ($items: [GuestCartItemInput!]!) {
  mergeCart(items: $items) { items { ${LINE} product { id } } skipped { productID color size reason } }
}`;

describe('cart', () => {
  let shirt: ProductFixture;
  let plain: ProductFixture;
  beforeAll(async () => {
    shirt = await insertProduct(stack.rest.db, { stock: 5, sellPrice: 120_000 });
    plain = await insertProduct(stack.rest.db, { colors: [], sizes: [], stock: 3, sellPrice: 50_000 });
  });

  it('answers UNAUTHENTICATED to visitors', async () => {
    const answer = await stack.agent().gql(CART);
    expect(errorOf(answer).code).toBe('UNAUTHENTICATED');
    expect(answer.data).toBeNull();
  });

  it('adds, lists with products, changes and removes lines', async () => {
    const browser = await signedInMember(stack, 'cart');
    expect((await browser.gql(CART)).data).toEqual({ cart: [] });

    const added = await browser.gql(ADD, {
      input: { productID: shirt.id, color: 'navy', size: 'm', quantity: 2 },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data.addToCart).toMatchObject({
      productID: shirt.id,
      productName: shirt.productName,
      color: 'Navy',
      size: 'M',
      quantity: 2,
      stock: 5,
      sellPrice: 120_000,
      subtotal: 240_000,
      weight: 300,
    });
    const again = await browser.gql(ADD, {
      input: { productID: shirt.id, color: 'Navy', size: 'M', quantity: 1 },
    });
    expect(again.data.addToCart).toMatchObject({ id: added.data.addToCart.id, quantity: 3 });
    const other = await browser.gql(ADD, { input: { productID: plain.id, quantity: 1 } });
    expect(other.data.addToCart).toMatchObject({ productID: plain.id, color: '', size: '' });

    upstream.reset();
    const cart = await browser.gql(CART);
    expect(cart.errors).toBeUndefined();
    expect(cart.data.cart).toEqual([
      expect.objectContaining({
        productID: shirt.id,
        quantity: 3,
        product: { id: shirt.id, productName: shirt.productName },
      }),
      expect.objectContaining({
        productID: plain.id,
        quantity: 1,
        product: { id: plain.id, productName: plain.productName },
      }),
    ]);
    // Both lines' products in one batch read.
    expect(upstream.calls).toEqual([
      'GET /v1/cart',
      expect.stringMatching(/^GET \/public\/v1\/product\?ids=[^&]+&limit=2$/),
    ]);

    const lineId = added.data.addToCart.id;
    const updated = await browser.gql(UPDATE, { id: lineId, quantity: 5 });
    expect(updated.data.updateCartItem).toMatchObject({ id: lineId, quantity: 5, subtotal: 600_000 });

    const removed = await browser.gql(REMOVE, { id: lineId });
    expect(removed.data.removeCartItem).toMatchObject({ id: lineId, productID: shirt.id, quantity: 5 });
    expect((await browser.gql(CART)).data.cart.map((line: { productID: string }) => line.productID)).toEqual([
      plain.id,
    ]);
    expect(errorOf(await browser.gql(REMOVE, { id: lineId }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Cart item not found',
    });
  });

  it('refuses a missing variant, an unknown product and more than the stock, with the REST messages', async () => {
    const browser = await signedInMember(stack, 'cart-errors');
    expect(errorOf(await browser.gql(ADD, { input: { productID: shirt.id, quantity: 1 } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please select a color and size.',
    });
    expect(
      errorOf(
        await browser.gql(ADD, {
          input: { productID: '00000000-0000-4000-8000-000000000000', color: 'Navy', size: 'M', quantity: 1 },
        }),
      ),
    ).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });

    const tooMany = await browser.gql(ADD, {
      input: { productID: shirt.id, color: 'Navy', size: 'M', quantity: 6 },
    });
    expect(errorOf(tooMany)).toEqual({ code: 'CONFLICT', message: 'Only 5 left in stock' });
    expect(tooMany.errors?.[0]?.extensions?.details).toEqual({ stock: 5, inCart: 0 });

    const line = await browser.gql(ADD, {
      input: { productID: shirt.id, color: 'Navy', size: 'L', quantity: 1 },
    });
    const over = await browser.gql(UPDATE, { id: line.data.addToCart.id, quantity: 9 });
    expect(errorOf(over)).toEqual({ code: 'CONFLICT', message: 'Only 5 left in stock' });
    expect(errorOf(await browser.gql(UPDATE, { id: line.data.addToCart.id, quantity: 0 })).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it("keeps one member's lines out of another's reach", async () => {
    const owner = await signedInMember(stack, 'cart-owner');
    const line = (await owner.gql(ADD, { input: { productID: plain.id, quantity: 1 } })).data.addToCart;
    const stranger = await signedInMember(stack, 'cart-stranger');
    expect(errorOf(await stranger.gql(UPDATE, { id: line.id, quantity: 2 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Cart item not found',
    });
    expect(errorOf(await stranger.gql(REMOVE, { id: line.id })).code).toBe('NOT_FOUND');
    expect((await stranger.gql(CART)).data.cart).toEqual([]);
    expect((await owner.gql(CART)).data.cart).toEqual([
      expect.objectContaining({ id: line.id, quantity: 1 }),
    ]);
  });

  it("merges a guest's cart, listing the lines it skipped and why", async () => {
    const browser = await signedInMember(stack, 'cart-merge');
    await browser.gql(ADD, { input: { productID: shirt.id, color: 'Navy', size: 'M', quantity: 1 } });
    const answer = await browser.gql(MERGE, {
      items: [
        { productID: shirt.id, color: 'Navy', size: 'M', quantity: 2 },
        { productID: plain.id, quantity: 1 },
        { productID: 'not-a-product', color: 'Navy', size: 'M', quantity: 1 },
        { productID: shirt.id, quantity: 1 },
      ],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.mergeCart.items).toEqual([
      expect.objectContaining({
        productID: shirt.id,
        color: 'Navy',
        size: 'M',
        quantity: 3,
        product: { id: shirt.id },
      }),
      expect.objectContaining({ productID: plain.id, quantity: 1, product: { id: plain.id } }),
    ]);
    expect(answer.data.mergeCart.skipped).toEqual([
      { productID: 'not-a-product', color: 'Navy', size: 'M', reason: 'Product not found' },
      { productID: shirt.id, color: '', size: '', reason: 'Please select a color and size.' },
    ]);
  });
});

describe('wishlist', () => {
  const WISHLIST =
    '{ wishlist { id productID productName sellPrice images { url } mainImage createdAt product { id productName } } }';
  const ADD_WISH =
    'mutation ($id: ID!) { addToWishlist(productId: $id) { id productID productName mainImage } }';
  const REMOVE_WISH = 'mutation ($id: ID!) { removeFromWishlist(productId: $id) { id productID } }';

  it('adds, lists with products and removes; a second add is CONFLICT "already in wishlist"', async () => {
    const product = await insertProduct(stack.rest.db, { images: ['/uploads/a.webp', '/uploads/b.webp'] });
    const browser = await signedInMember(stack, 'wish');
    expect((await browser.gql(WISHLIST)).data).toEqual({ wishlist: [] });

    const added = await browser.gql(ADD_WISH, { id: product.id });
    expect(added.errors).toBeUndefined();
    expect(added.data.addToWishlist).toMatchObject({
      productID: product.id,
      productName: product.productName,
      mainImage: '/uploads/a.webp',
    });
    expect(errorOf(await browser.gql(ADD_WISH, { id: product.id }))).toEqual({
      code: 'CONFLICT',
      message: 'already in wishlist',
    });

    const list = await browser.gql(WISHLIST);
    expect(list.data.wishlist).toEqual([
      {
        id: added.data.addToWishlist.id,
        productID: product.id,
        productName: product.productName,
        sellPrice: product.sellPrice,
        images: [{ url: '/uploads/a.webp' }, { url: '/uploads/b.webp' }],
        mainImage: '/uploads/a.webp',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        product: { id: product.id, productName: product.productName },
      },
    ]);
    // Another member's wishlist is their own.
    expect((await (await signedInMember(stack, 'wish-other')).gql(WISHLIST)).data.wishlist).toEqual([]);

    const removed = await browser.gql(REMOVE_WISH, { id: product.id });
    expect(removed.data.removeFromWishlist).toEqual({
      id: added.data.addToWishlist.id,
      productID: product.id,
    });
    expect(errorOf(await browser.gql(REMOVE_WISH, { id: product.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'This product is not in your wishlist',
    });
  });

  it('refuses unknown products, malformed ids and visitors', async () => {
    const browser = await signedInMember(stack, 'wish-errors');
    const draft = await insertProduct(stack.rest.db, { status: 'draft' });
    expect(errorOf(await browser.gql(ADD_WISH, { id: draft.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
    expect(errorOf(await browser.gql(ADD_WISH, { id: 'nope' })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await stack.agent().gql(WISHLIST)).code).toBe('UNAUTHENTICATED');
  });
});
