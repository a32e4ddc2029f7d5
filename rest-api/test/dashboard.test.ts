// The back office's dashboard: GET /v1/dashboard/statistics/counter and /transaction, checked against numbers
// computed here from orders in every status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@lemari/shop/rules';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { insertProduct, line, notification, notify, placeOrder, type Placed } from './helpers/shop.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
});
afterAll(() => t.close());

const COUNTER = '/v1/dashboard/statistics/counter';
const TRANSACTION = '/v1/dashboard/statistics/transaction';

const counter = async (token = admin) => {
  const answer = await t.call('GET', COUNTER, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const transactions = async (token = admin) => {
  const answer = await t.call('GET', TRANSACTION, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('the dashboard', () => {
  it('shows zeros for every figure and every status before the shop has anything', async () => {
    expect(await counter()).toEqual({
      data: { totalTransactions: 0, totalRevenue: 0, totalProfit: 0, totalRefunds: 0, totalProducts: 0 },
    });
    expect(await transactions()).toEqual({ data: ORDER_STATUSES.map((status) => ({ status, total: 0 })) });
  });

  it('counts orders, revenue and profit of paid, processing and completed orders, and products', async () => {
    const kemeja = await insertProduct(t.db, { buyPrice: 60_000, sellPrice: 120_000, normalPrice: 150_000 });
    const jaket = await insertProduct(t.db, { buyPrice: 100_000, sellPrice: 250_000, normalPrice: 300_000 });
    await insertProduct(t.db, { status: 'draft' });
    await insertProduct(t.db, { deleted: true });

    const place = (lines: ReturnType<typeof line>[]) => placeOrder(t, lines);
    const pay = async (order: Placed) =>
      expect((await notify(t, notification(t, order, 'settlement'))).body.data.applied).toBe(true);
    const move = async (order: Placed, status: string, resiNumber?: string) => {
      const answer = await t.call('PUT', `/v1/order/${order.orderID}/status`, {
        token: admin,
        body: { status, ...(resiNumber ? { resiNumber } : {}) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };

    await place([line(kemeja, 1)]);
    await place([line(jaket, 1)]);
    const paid = await place([line(kemeja, 2), line(jaket, 1)]);
    await pay(paid);
    const processing = await place([line(jaket, 2)]);
    await pay(processing);
    await move(processing, 'processing', 'JNE-77');
    const completed = await place([line(kemeja, 3)]);
    await pay(completed);
    await move(completed, 'processing', 'JNE-78');
    await move(completed, 'completed');
    const cancelled = await place([line(jaket, 1)]);
    await move(cancelled, 'cancelled');
    const expired = await place([line(kemeja, 1)]);
    await notify(t, notification(t, expired, 'expire', { status_code: '407' }));

    // Profit is the margin of the moment of sale: a later change of buy price does not rewrite it.
    await t.db.execute('UPDATE products SET buy_price = 1 WHERE id = $1', [kemeja.id]);

    const margin = { kemeja: 120_000 - 60_000, jaket: 250_000 - 100_000 };
    expect(await counter()).toEqual({
      data: {
        totalTransactions: 7,
        totalRevenue: paid.amount + processing.amount + completed.amount,
        totalProfit: 2 * margin.kemeja + margin.jaket + 2 * margin.jaket + 3 * margin.kemeja,
        totalRefunds: 0,
        // Active and draft; the deleted one is gone from the catalogue.
        totalProducts: 3,
      },
    });
    expect(await transactions()).toEqual({
      data: [
        { status: 'pending', total: 2 },
        { status: 'paid', total: 1 },
        { status: 'processing', total: 1 },
        { status: 'completed', total: 1 },
        { status: 'cancelled', total: 1 },
        { status: 'expired', total: 1 },
      ],
    });
    // Root sees the same figures.
    expect(await counter(await t.tokenOf('root'))).toEqual(await counter());
  });

  it('is for staff only: a member gets 403, a caller without a token 401', async () => {
    const member = await t.tokenOf('member');
    for (const url of [COUNTER, TRANSACTION]) {
      expectError(await t.call('GET', url, { token: member }), 403, /permission/);
      expectError(await t.call('GET', url), 401, /./);
    }
  });
  it('keeps its per-status totals equal to a count over the orders, through every kind of change', async () => {
    // Moves the earlier tests made (checkout, notifications, staff, expiry) plus a direct update and a delete,
    // which the trigger must follow too.
    await t.db.execute(
      `UPDATE orders SET subtotal = subtotal + 1000, total = total + 1000 WHERE status = 'completed'`,
    );
    await t.db.execute(
      `DELETE FROM orders WHERE id = (SELECT id FROM orders WHERE status = 'cancelled' LIMIT 1)`,
    );
    const kept = await t.db.query<{ status: string; orders: number; total: number; profit: number }>(
      'SELECT status, orders, total, profit FROM order_status_totals ORDER BY status',
    );
    const counted = await t.db.query<{ status: string; orders: number; total: number; profit: number }>(
      `SELECT s.status, count(o.id) AS orders, COALESCE(sum(o.total), 0) AS total,
         COALESCE(sum(o.profit), 0) AS profit
       FROM unnest($1::text[]) AS s(status) LEFT JOIN orders o ON o.status = s.status
       GROUP BY s.status ORDER BY s.status`,
      [[...ORDER_STATUSES]],
    );
    expect(kept).toEqual(counted);
    expect(kept.reduce((sum, row) => sum + row.orders, 0)).toBeGreaterThan(0);
    const list = await t.call('GET', '/v1/order', { token: admin, query: { status: 'paid,completed' } });
    const paidAndCompleted = counted
      .filter((row) => row.status === 'paid' || row.status === 'completed')
      .reduce((sum, row) => sum + row.orders, 0);
    expect(list.body.paging.count).toBe(paidAndCompleted);
  });
});
