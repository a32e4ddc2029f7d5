// GET /public/v1/catalogue/version (issue 32, "stock the next shopper can trust"): the number the gateway files
// its kept public answers under moves on when a checkout takes a variant's last piece, when an expired order
// gives it back, and when staff change a product; and it does not move for what visitors cannot see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredOrders } from '../src/domains/orders/lifecycle.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { insertProduct, line, placeOrder, stockOf, type ProductFixture } from './helpers/shop.js';

let t: TestApp;
let shirt: ProductFixture;

beforeAll(async () => {
  t = await createTestApp();
  shirt = await insertProduct(t.db, { stock: 1, colors: ['Navy'], sizes: ['M'] });
});
afterAll(() => t.close());

async function version(): Promise<number> {
  const answer = await t.call('GET', '/public/v1/catalogue/version');
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.body.data.version).toMatch(/^\d+$/);
  return Number(answer.body.data.version);
}

describe('the catalogue version', () => {
  it('moves on when a checkout takes the last piece of a variant, and the product then reads sold out', async () => {
    const before = await version();
    const order = await placeOrder(t, [line(shirt, 1)]);
    expect(await stockOf(t.db, shirt.id)).toBe(0);
    expect(await version()).toBeGreaterThan(before);
    const product = await t.call('GET', `/public/v1/product/${shirt.id}`);
    expect(product.body.data.stock).toBe(0);

    // The order's time runs out: the sweep gives the piece back, and the version moves on again.
    const sold = await version();
    await t.db.execute("UPDATE orders SET expires_at = now() - interval '1 hour' WHERE id = $1", [
      order.orderID,
    ]);
    expect(await sweepExpiredOrders(t.app)).toBe(1);
    expect(await stockOf(t.db, shirt.id)).toBe(1);
    expect(await version()).toBeGreaterThan(sold);
  });

  it('moves on when staff change a product through the REST API, and stays put on a read or a cart', async () => {
    const admin = await t.tokenOf('admin');
    const before = await version();
    await t.call('GET', `/public/v1/product/${shirt.id}`);
    await t.call('GET', '/public/v1/product', { query: { size: 'M' } });
    await t.call('POST', '/v1/cart', { token: admin, body: line(shirt, 1) });
    expect(await version()).toBe(before);
    const edit = await t.call('PUT', `/v1/product/${shirt.id}`, {
      token: admin,
      body: { sellPrice: 110_000 },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await version()).toBeGreaterThan(before);
  });
});
