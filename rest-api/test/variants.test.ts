// Variants: a product sold per colour × size, each with its own SKU and stock. Staff write the grid (or the spec's
// colours, sizes and stock, spread over it); the storefront reads the active ones; carts, checkout, cancellations
// and expiry move each variant's own stock, and concurrent checkouts never oversell one nor deadlock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredOrders } from '../src/domains/orders/lifecycle.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { Answer } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { insertMember } from './helpers/members.js';
import { checkoutBody, countRows, placeOrder, postCheckout, priced, type Line } from './helpers/shop.js';

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([t.tokenOf('admin'), t.tokenOf('member')]);
});
afterAll(() => t.close());

let serial = 0;
/** A create body with a variant grid; `name` goes into productName. */
function body(name: string, variants: Record<string, unknown>[], fields: Record<string, unknown> = {}) {
  serial += 1;
  return {
    productName: `${name} ${serial}`,
    buyPrice: 80_000,
    normalPrice: 199_000,
    sellPrice: 159_000,
    weight: 250,
    variants,
    ...fields,
  };
}

const create = (payload: Record<string, unknown>, token = admin) =>
  t.call('POST', '/v1/product', { token, body: payload });
const update = (id: string, payload: Record<string, unknown>) =>
  t.call('PUT', `/v1/product/${id}`, { token: admin, body: payload });
const read = (id: string) => t.call('GET', `/v1/product/${id}`, { token: admin });
const publicRead = (id: string) => t.call('GET', `/public/v1/product/${id}`);

async function created(payload: Record<string, unknown>) {
  const answer = await create(payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** The grid's stock as "colour/size: stock" (inactive variants marked), in the answer's order. */
const grid = (product: { variants: { color: string; size: string; stock: number; active?: boolean }[] }) =>
  product.variants.map((v) => `${v.color}/${v.size}: ${v.stock}${v.active === false ? ' (off)' : ''}`);

/** A refusal that carries details beside its message (a 409 with the stock left, or the products in use). */
function expectRefusal(answer: Answer, status: number, message: string | RegExp, details: object) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.errors).toMatch(message);
  expect(answer.body.details).toEqual(details);
}

const cell = (color: string, size: string, stock: number, extra: Record<string, unknown> = {}) => ({
  color,
  size,
  stock,
  ...extra,
});

/** A 3 × 4 shirt: Grey, Navy, Black × S, M, L, XL, with `stock` each unless told otherwise. */
function shirtGrid(stock = 5, overrides: Record<string, number> = {}) {
  return ['Grey', 'Navy', 'Black'].flatMap((color) =>
    ['S', 'M', 'L', 'XL'].map((size) => cell(color, size, overrides[`${color}/${size}`] ?? stock)),
  );
}

interface VariantRow {
  id: string;
  sku: string;
  color: string;
  size: string;
  stock: number;
}

const variantOf = (product: { variants: VariantRow[] }, color: string, size: string) =>
  product.variants.find((v) => v.color === color && v.size === size)!;

const stockOfVariant = async (productId: string, color: string, size: string) =>
  variantOf((await read(productId)).body.data, color, size);

describe('the variant grid staff write', () => {
  it('makes one variant per cell, with suggested SKUs, and the product its summary', async () => {
    const product = await created(
      body('Kemeja Linen', [
        cell('navy', 'm', 3),
        cell('Navy', 'L', 0),
        cell('Black', 'M', 2, { sku: 'klm-blk-m' }),
        cell('Black', 'XXL', 4, { active: false }),
      ]),
    );
    expect(grid(product)).toEqual(['Navy/M: 3', 'Navy/L: 0', 'Black/M: 2', 'Black/XXL: 4 (off)']);
    const name = product.productName.toUpperCase().replaceAll(' ', '-');
    expect(product.variants.map((v: { sku: string }) => v.sku)).toEqual([
      `${name}-NAVY-M`,
      `${name}-NAVY-L`,
      'klm-blk-m',
      `${name}-BLACK-XXL`,
    ]);
    // Stock is the active variants' sum; colours and sizes those sold, in the lists' order.
    expect(product).toMatchObject({ stock: 5, colors: ['Navy', 'Black'], sizes: ['M', 'L'], lowStock: true });
    const shown = (await publicRead(product.id)).body.data;
    expect(shown.variants).toEqual(
      product.variants
        .filter((v: { active: boolean }) => v.active)
        // Shoppers read neither the active flag nor the staff's low-stock mark.
        .map(({ active: _active, lowStock: _low, ...v }: { active: boolean; lowStock: boolean }) => v),
    );
  });

  it('suggests SKUs that are free, numbering the taken ones', async () => {
    const first = await created(body('Kaos Sama', [cell('Grey', 'M', 1)], { productName: 'Kaos Sama' }));
    const second = await created(body('Kaos Sama', [cell('Grey', 'M', 1)], { productName: 'Kaos Sama' }));
    expect(first.variants[0].sku).toBe('KAOS-SAMA-GREY-M');
    expect(second.variants[0].sku).toBe('KAOS-SAMA-GREY-M-2');
  });

  it('refuses a grid it cannot sell, saying why, and writes nothing', async () => {
    const before = await countRows(t.db, 'products');
    const refusals: [Record<string, unknown>[], Record<string, unknown>, RegExp | string][] = [
      [[], {}, 'variants: a product needs at least one variant'],
      [[cell('Navy', 'M', 1), cell('navy', 'm', 2)], {}, 'variants: Navy / M is given twice'],
      [[cell('Pink', 'M', 1)], {}, /^variants: colour "Pink" is not one of Grey, Navy, Black/],
      [[cell('Navy', '3XL', 1)], {}, /^variants: size "3XL" is not one of S, M, L, XL, XXL/],
      [
        [cell('Navy', 'M', 1), cell('', 'L', 1)],
        {},
        'variants: either every variant has a colour or none has',
      ],
      [
        [cell('Navy', 'M', 1, { sku: 'DUA' }), cell('Navy', 'L', 1, { sku: 'dua' })],
        {},
        'variants: SKU dua is given twice',
      ],
      [[cell('Navy', 'M', 1, { sku: '-bad' })], {}, /sku must be letters, digits/],
      [[cell('Navy', 'M', -1)], {}, /stock must be/],
      [[cell('Navy', 'M', 2)], { stock: 3 }, "stock (3) must be the active variants' sum (2), or left out"],
      [
        [cell('Navy', 'M', 2)],
        { colors: ['Navy', 'Black'] },
        "colors (Navy, Black) must be the active variants' colors (Navy), or left out",
      ],
    ];
    for (const [variants, fields, message] of refusals) {
      expectError(await create(body('Refused', variants, fields)), 400, message);
    }
    expectError(
      await create({ ...body('No stock', []), variants: undefined }),
      400,
      'stock is required when no variants are sent',
    );
    expect(await countRows(t.db, 'products')).toBe(before);
  });

  it("refuses a SKU another product's variant has with 409, changing nothing", async () => {
    const owner = await created(body('Pemilik', [cell('Navy', 'M', 1, { sku: 'LMR-0001' })]));
    const other = await created(body('Lain', [cell('Navy', 'M', 4)]));
    const answer = await update(other.id, { variants: [cell('Navy', 'M', 9, { sku: 'lmr-0001' })] });
    expectRefusal(
      answer,
      409,
      "SKU LMR-0001 is already used by another product's variant; each SKU is unique in the shop",
      { skus: ['LMR-0001'] },
    );
    expect(grid((await read(other.id)).body.data)).toEqual(['Navy/M: 4']);
    expect((await read(owner.id)).body.data.variants[0].sku).toBe('LMR-0001');
  });

  it('replaces the grid: cells left out stop being sold, come back with their SKU, and SKUs may move', async () => {
    const product = await created(
      body('Ganti', [cell('Navy', 'M', 1, { sku: 'G-NM' }), cell('Navy', 'L', 2, { sku: 'G-NL' })]),
    );
    const swapped = await update(product.id, {
      variants: [cell('Navy', 'M', 5, { sku: 'G-NL' }), cell('Black', 'M', 6)],
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(grid(swapped.body.data)).toEqual(['Navy/M: 5', 'Navy/L: 2 (off)', 'Black/M: 6']);
    expect(variantOf(swapped.body.data, 'Navy', 'M')).toMatchObject({ sku: 'G-NL' });
    expect(swapped.body.data).toMatchObject({ stock: 11, colors: ['Navy', 'Black'], sizes: ['M'] });
    const back = await update(product.id, {
      variants: [cell('Navy', 'M', 5), cell('Navy', 'L', 1), cell('Black', 'M', 6)],
    });
    expect(grid(back.body.data)).toEqual(['Navy/M: 5', 'Navy/L: 1', 'Black/M: 6']);
    expect(variantOf(back.body.data, 'Navy', 'L').id).toBe(variantOf(product, 'Navy', 'L').id);
  });

  it("spreads the spec's stock over colours × sizes, and keeps kept variants' stock when sizes change", async () => {
    const product = await created({
      ...body('Spec', []),
      variants: undefined,
      stock: 10,
      colors: 'Navy,Grey',
      sizes: 'M,L,XL',
    });
    // Grey comes first in the colour list: 10 over 6 is 2, 2, 2, 2, 1, 1.
    expect(grid(product)).toEqual([
      'Grey/M: 2',
      'Grey/L: 2',
      'Grey/XL: 2',
      'Navy/M: 2',
      'Navy/L: 1',
      'Navy/XL: 1',
    ]);
    const narrowed = (await update(product.id, { sizes: ['M', 'XXL'] })).body.data;
    expect(grid(narrowed)).toEqual([
      'Grey/M: 2',
      'Grey/L: 2 (off)',
      'Grey/XL: 2 (off)',
      'Grey/XXL: 0',
      'Navy/M: 2',
      'Navy/L: 1 (off)',
      'Navy/XL: 1 (off)',
      'Navy/XXL: 0',
    ]);
    const restocked = (await update(product.id, { stock: 9 })).body.data;
    expect(restocked.stock).toBe(9);
    expect(grid(restocked).filter((line: string) => !line.endsWith('(off)'))).toEqual([
      'Grey/M: 3',
      'Grey/XXL: 2',
      'Navy/M: 2',
      'Navy/XXL: 2',
    ]);
  });

  it('tags images with colours, keeps tags of kept images, and refuses unknown colours or too many tags', async () => {
    const product = await created(
      body('Foto', [cell('Navy', 'M', 1), cell('Black', 'M', 1)], {
        images: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'],
        imageColors: ['', 'navy', 'Black'],
      }),
    );
    expect(product.imageColors).toEqual(['', 'Navy', 'Black']);
    const reordered = (await update(product.id, { images: ['/uploads/c.webp', '/uploads/a.webp'] })).body
      .data;
    expect(reordered.imageColors).toEqual(['Black', '']);
    expectError(
      await update(product.id, { imageColors: ['Pink'] }),
      400,
      /imageColors: colour "Pink" is not one of/,
    );
    expectError(
      await update(product.id, { imageColors: ['', '', ''] }),
      400,
      'imageColors: 3 colours for 2 images',
    );
    expect((await publicRead(product.id)).body.data.imageColors).toEqual(['Black', '']);
  });

  it('is for staff: a member gets 403', async () => {
    expectError(await create(body('Member', [cell('Navy', 'M', 1)]), member), 403, /permission/i);
  });
});

describe('a variant in the cart', () => {
  it('holds at most its own stock, and names its variant', async () => {
    const shopper = await insertMember(t, 'variant-cart');
    const product = await created(body('Keranjang', shirtGrid(5, { 'Black/L': 0, 'Black/M': 2 })));
    const add = (color: string, size: string, quantity: number) =>
      t.call('POST', '/v1/cart', {
        token: shopper.token,
        body: { productID: product.id, color, size, quantity },
      });
    const line = await add('black', 'm', 2);
    expect(line.status).toBe(201);
    expect(line.body.data).toMatchObject({
      color: 'Black',
      size: 'M',
      stock: 2,
      variantId: variantOf(product, 'Black', 'M').id,
      sku: variantOf(product, 'Black', 'M').sku,
    });
    expectRefusal(await add('Black', 'M', 1), 409, 'Only 2 left in stock (2 already in your cart)', {
      stock: 2,
      inCart: 2,
    });
    expectRefusal(await add('Black', 'L', 1), 409, 'This product is out of stock', { stock: 0, inCart: 0 });
    // The other variants are theirs: Navy M still has its 5.
    expect((await add('Navy', 'M', 5)).status).toBe(201);
    const off = await update(product.id, {
      variants: shirtGrid(5).filter((v) => !(v.color === 'Grey' && v.size === 'S')),
    });
    expect(off.status).toBe(200);
    expectError(await add('Grey', 'S', 1), 400, 'Grey / S is not available for this product');
  });
});

describe('checkout per variant', () => {
  it('takes the ordered variants only, and a cancelled or expired order gives each its pieces back', async () => {
    const product = await created(body('Checkout', shirtGrid(4)));
    const lines: Line[] = [
      { productID: product.id, color: 'Navy', size: 'M', quantity: 3 },
      { productID: product.id, color: 'Black', size: 'L', quantity: 1 },
    ];
    const placed = await placeOrder(t, lines);
    const after = (await read(product.id)).body.data;
    expect(variantOf(after, 'Navy', 'M')).toMatchObject({ stock: 1 });
    expect(variantOf(after, 'Black', 'L')).toMatchObject({ stock: 3 });
    expect(after.stock).toBe(48 - 4);
    const order = await t.call('GET', `/v1/order/${placed.orderID}`, { token: admin });
    expect(
      order.body.data.orderDetails.map((l: { sku: string; variantId: string }) => [l.sku, l.variantId]),
    ).toEqual([
      [variantOf(product, 'Navy', 'M').sku, variantOf(product, 'Navy', 'M').id],
      [variantOf(product, 'Black', 'L').sku, variantOf(product, 'Black', 'L').id],
    ]);
    const sold = async () =>
      (await t.db.maybeOne<{ sold: number }>('SELECT sold FROM products WHERE id = $1', [product.id]))!.sold;
    expect(await sold()).toBe(4);

    const cancelled = await t.call('PUT', `/v1/order/${placed.orderID}/status`, {
      token: admin,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const back = (await read(product.id)).body.data;
    expect(grid(back)).toEqual(grid(product));
    expect(await sold()).toBe(0);

    const second = await placeOrder(t, [lines[1]!]);
    expect((await stockOfVariant(product.id, 'Black', 'L')).stock).toBe(3);
    await t.db.execute("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      second.orderID,
    ]);
    expect(await sweepExpiredOrders(t.app)).toBeGreaterThanOrEqual(1);
    expect((await stockOfVariant(product.id, 'Black', 'L')).stock).toBe(4);
  });

  it('refuses more than the variant has with 409 naming it, and a variant no longer sold with 400', async () => {
    const product = await created(body('Habis', [cell('Navy', 'M', 1), cell('Navy', 'L', 0)]));
    const buy = (size: string, quantity: number) =>
      postCheckout(
        t,
        checkoutBody([{ productID: product.id, color: 'Navy', size, quantity }], { amount: 1 }),
      );
    expectError(
      await buy('M', 2),
      409,
      `${product.productName} (Navy / M) is out of stock for 2: only 1 left`,
    );
    expectError(await buy('L', 1), 409, `${product.productName} (Navy / L) is out of stock`);
    expectError(
      await buy('XL', 1),
      400,
      `${product.productName}: size "XL" is not available for this product`,
    );
    expect(grid((await read(product.id)).body.data)).toEqual(['Navy/M: 1', 'Navy/L: 0']);
  });
});

describe('concurrent checkouts', () => {
  it('sell the last piece of a variant to exactly one of 200 shoppers, leaving the other variants alone', async () => {
    const product = await created(body('Terakhir', shirtGrid(6, { 'Navy/M': 1 })));
    const one = await priced(
      t,
      checkoutBody([{ productID: product.id, color: 'Navy', size: 'M', quantity: 1 }]),
    );
    const answers = await Promise.all(Array.from({ length: 200 }, () => postCheckout(t, one)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const answer of answers.filter((item) => item.status !== 201)) {
      expectError(answer, 409, `${product.productName} (Navy / M) is out of stock`);
    }
    const after = (await read(product.id)).body.data;
    expect(variantOf(after, 'Navy', 'M')).toMatchObject({ stock: 0 });
    expect(
      after.variants.filter((v: { color: string; size: string }) => !(v.color === 'Navy' && v.size === 'M')),
    ).toEqual(
      product.variants.filter(
        (v: { color: string; size: string }) => !(v.color === 'Navy' && v.size === 'M'),
      ),
    );
    expect(
      await countRows(t.db, 'order_lines', 'variant_id = $1', [variantOf(product, 'Navy', 'M').id]),
    ).toBe(1);
  });

  it('of mixed carts over overlapping variants neither deadlock nor take stock below zero', async () => {
    const shirt = await created(body('Campur A', shirtGrid(10)));
    const trousers = await created(body('Campur B', shirtGrid(10)));
    const pick = (product: { id: string }, color: string, size: string, quantity = 1): Line => ({
      productID: product.id,
      color,
      size,
      quantity,
    });
    // Each cart names the same variants in a different order, and some variants of both products.
    const carts = [
      [pick(shirt, 'Navy', 'M'), pick(trousers, 'Black', 'L'), pick(shirt, 'Grey', 'S')],
      [pick(trousers, 'Black', 'L'), pick(shirt, 'Grey', 'S'), pick(shirt, 'Navy', 'M')],
      [pick(shirt, 'Grey', 'S', 2), pick(trousers, 'Navy', 'M')],
      [pick(trousers, 'Navy', 'M'), pick(shirt, 'Navy', 'M', 2), pick(trousers, 'Black', 'L')],
    ];
    const bodies = await Promise.all(carts.map((lines) => priced(t, checkoutBody(lines))));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postCheckout(t, bodies[i % bodies.length]!)),
    );
    for (const answer of answers) {
      expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.errors).toMatch(/out of stock/);
    }
    const stock = async (product: { id: string }) =>
      (
        await t.db.query<{ color: string; size: string; stock: number }>(
          'SELECT color, size, stock FROM product_variants WHERE product_id = $1',
          [product.id],
        )
      ).map((row) => row.stock);
    for (const product of [shirt, trousers])
      for (const left of await stock(product)) expect(left).toBeGreaterThanOrEqual(0);
    // What the placed orders took is exactly what the variants lost.
    const taken = await t.db.query<{ variantId: string; quantity: number }>(
      `SELECT variant_id AS "variantId", sum(quantity)::int AS quantity FROM order_lines
       WHERE product_id = ANY($1::uuid[]) GROUP BY variant_id`,
      [[shirt.id, trousers.id]],
    );
    for (const { variantId, quantity } of taken) {
      const row = await t.db.maybeOne<{ stock: number }>('SELECT stock FROM product_variants WHERE id = $1', [
        variantId,
      ]);
      expect(row!.stock + quantity).toBe(10);
    }
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
  });
});

describe('low stock', () => {
  it('lists the active variants at or under the threshold, fewest first, and follows the setting', async () => {
    const product = await created(
      body('Menipis', [
        cell('Navy', 'M', 0),
        cell('Navy', 'L', 2),
        cell('Navy', 'XL', 7),
        cell('Black', 'M', 1, { active: false }),
      ]),
    );
    const list = async () => {
      const answer = await t.call('GET', '/v1/product-variant/low-stock', {
        token: admin,
        query: { limit: 100 },
      });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const mine = (answer: { data: { productId: string; size: string; stock: number }[] }) =>
      answer.data.filter((row) => row.productId === product.id).map((row) => `${row.size}: ${row.stock}`);
    const first = await list();
    expect(first.threshold).toBe(3);
    expect(mine(first)).toEqual(['M: 0', 'L: 2']);
    expect(first.data.find((row: { productId: string }) => row.productId === product.id)).toMatchObject({
      productName: product.productName,
      color: 'Navy',
      sku: expect.any(String),
    });
    const setting = await t.call('PUT', '/v1/setting/low-stock', { token: admin, body: { threshold: 7 } });
    expect(setting.body).toEqual({ data: { threshold: 7 } });
    expect(mine(await list())).toEqual(['M: 0', 'L: 2', 'XL: 7']);
    expect((await t.call('GET', '/v1/setting/low-stock', { token: admin })).body).toEqual({
      data: { threshold: 7 },
    });
    expectError(
      await t.call('PUT', '/v1/setting/low-stock', { token: admin, body: { threshold: -1 } }),
      400,
      /threshold/,
    );
    expectError(await t.call('GET', '/v1/product-variant/low-stock', { token: member }), 403, /permission/i);
    expectError(
      await t.call('PUT', '/v1/setting/low-stock', { token: member, body: { threshold: 1 } }),
      403,
      /permission/i,
    );
    await t.call('PUT', '/v1/setting/low-stock', { token: admin, body: { threshold: 3 } });
  });
});

describe('colours and sizes in use', () => {
  it('cannot be deleted while a product is sold in them, and a rename follows into the variants', async () => {
    const color = await t.call('POST', '/v1/product-color', {
      token: admin,
      body: { name: 'Maroon', swatch: '#800000' },
    });
    expect(color.status).toBe(201);
    const product = await created(body('Maroon', [cell('Maroon', 'M', 2), cell('Navy', 'M', 1)]));
    expectRefusal(
      await t.call('DELETE', `/v1/product-color/${color.body.data.id}`, { token: admin }),
      409,
      /cannot be deleted: 1 product comes in it/,
      { products: 1 },
    );
    const renamed = await t.call('PUT', `/v1/product-color/${color.body.data.id}`, {
      token: admin,
      body: { name: 'Merah Marun' },
    });
    expect(renamed.status).toBe(200);
    const after = (await read(product.id)).body.data;
    expect(grid(after)).toEqual(['Navy/M: 1', 'Merah Marun/M: 2']);
    expect(after.colors).toEqual(['Navy', 'Merah Marun']);
    expect((await summaries(product.id)).sizeColors).toEqual(['M,Navy', 'M,Merah Marun']);
    // Taken off the product, it can go.
    await update(product.id, { variants: [cell('Navy', 'M', 1)] });
    expect((await t.call('DELETE', `/v1/product-color/${color.body.data.id}`, { token: admin })).status).toBe(
      200,
    );
  });
});

/** What migration 0014 keeps on a product's row for the storefront's filters and facets. */
async function summaries(id: string) {
  return (await t.db.maybeOne<{
    stock: number;
    inStockSizes: string[];
    inStockColors: string[];
    sizeColors: string[];
    inStockSizeColors: string[];
    categoryIds: string[];
  }>(
    `SELECT stock, in_stock_sizes AS "inStockSizes", in_stock_colors AS "inStockColors",
       size_colors AS "sizeColors", in_stock_size_colors AS "inStockSizeColors", category_ids AS "categoryIds"
     FROM products WHERE id = $1`,
    [id],
  ))!;
}

describe("the storefront's summaries on the product row", () => {
  /** The product's ids among the shop's products in stock in the size and colour given (one or both). */
  const inStockIn = async (id: string, query: Record<string, string>) =>
    (
      await t.call('GET', '/public/v1/product', { query: { ids: id, inStock: 'true', ...query } })
    ).body.data.map((product: { id: string }) => product.id);

  it('follow a variant whose stock goes to 0 and back, one deactivated and one deleted', async () => {
    const product = await created(
      body('Kemeja Ringkas', [
        cell('Navy', 'M', 3),
        cell('Navy', 'L', 1),
        cell('Black', 'M', 0),
        cell('Black', 'L', 2),
        cell('Grey', 'S', 5, { active: false }),
      ]),
    );
    const variant = (color: string, size: string) =>
      `product_id = '${product.id}' AND color = '${color}' AND size = '${size}'`;
    // In the lists' order: sizes S, M, L…, colours Grey, Navy, Black…; the inactive Grey/S counts nowhere.
    expect(await summaries(product.id)).toMatchObject({
      stock: 6,
      inStockSizes: ['M', 'L'],
      inStockColors: ['Navy', 'Black'],
      sizeColors: ['M,Navy', 'M,Black', 'L,Navy', 'L,Black'],
      inStockSizeColors: ['M,Navy', 'L,Navy', 'L,Black'],
    });
    expect(await inStockIn(product.id, { sizes: 'M', colors: 'Navy' })).toEqual([product.id]);
    expect(await inStockIn(product.id, { sizes: 'M', colors: 'Black' })).toEqual([]);

    await t.db.execute(`UPDATE product_variants SET stock = 0 WHERE ${variant('Navy', 'M')}`);
    expect(await summaries(product.id)).toMatchObject({
      stock: 3,
      inStockSizes: ['L'],
      inStockColors: ['Navy', 'Black'],
      sizeColors: ['M,Navy', 'M,Black', 'L,Navy', 'L,Black'],
      inStockSizeColors: ['L,Navy', 'L,Black'],
    });
    expect(await inStockIn(product.id, { sizes: 'M' })).toEqual([]);
    expect(await inStockIn(product.id, { sizes: 'L' })).toEqual([product.id]);

    await t.db.execute(`UPDATE product_variants SET active = false WHERE ${variant('Black', 'L')}`);
    expect(await summaries(product.id)).toMatchObject({
      stock: 1,
      inStockSizes: ['L'],
      inStockColors: ['Navy'],
      sizeColors: ['M,Navy', 'M,Black', 'L,Navy'],
      inStockSizeColors: ['L,Navy'],
    });
    expect(await inStockIn(product.id, { colors: 'Black' })).toEqual([]);

    await t.db.execute(`DELETE FROM product_variants WHERE ${variant('Navy', 'L')}`);
    expect(await summaries(product.id)).toMatchObject({
      stock: 0,
      inStockSizes: [],
      inStockColors: [],
      sizeColors: ['M,Navy', 'M,Black'],
      inStockSizeColors: [],
    });
    expect(await inStockIn(product.id, {})).toEqual([]);

    await t.db.execute(`UPDATE product_variants SET stock = 4 WHERE ${variant('Black', 'M')}`);
    expect(await summaries(product.id)).toMatchObject({
      stock: 4,
      inStockSizes: ['M'],
      inStockColors: ['Black'],
      inStockSizeColors: ['M,Black'],
    });
    expect(await inStockIn(product.id, { sizes: 'M', colors: 'Black,Navy' })).toEqual([product.id]);
  });

  it("follow a checkout that sells a variant's last piece", async () => {
    const product = await created(body('Kaos Ringkas', [cell('Navy', 'M', 1), cell('Navy', 'L', 2)]));
    await placeOrder(t, [{ productID: product.id, color: 'Navy', size: 'M', quantity: 1 }]);
    expect(await summaries(product.id)).toMatchObject({
      stock: 2,
      inStockSizes: ['L'],
      inStockColors: ['Navy'],
      sizeColors: ['M,Navy', 'L,Navy'],
      inStockSizeColors: ['L,Navy'],
    });
  });

  it('follow the categories a product is put in and taken out of, and a category deleted', async () => {
    const category = async (name: string) =>
      (await t.call('POST', '/v1/category', { token: admin, body: { categoryName: name } })).body.data
        .id as string;
    const [first, second] = [await category('Ringkas Satu'), await category('Ringkas Dua')];
    const product = await created(
      body('Rok Ringkas', [cell('Navy', 'M', 1)], { categoryIds: [first, second] }),
    );
    expect((await summaries(product.id)).categoryIds).toEqual([first, second].sort());
    expect((await update(product.id, { categoryIds: [second] })).status).toBe(200);
    expect((await summaries(product.id)).categoryIds).toEqual([second]);
    expect((await t.call('DELETE', `/v1/category/${second}`, { token: admin })).status).toBe(200);
    expect((await summaries(product.id)).categoryIds).toEqual([]);
  });
});
