// An order's timeline (every status change with who and when), staff's internal notes, the bulk move of paid orders
// and the auto-complete days setting (issue 22).
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/index.js';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate.js';
import { sweepExpiredOrders } from '../src/domains/orders/lifecycle.js';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { newMember, type Member } from './helpers/members.js';
import {
  insertProduct,
  line,
  notification,
  notify,
  orderState,
  placeOrder,
  type Placed,
  type ProductFixture,
} from './helpers/shop.js';

let t: TestApp;
let admin: string;
let adminId: string;
let ayu: Member;
let product: ProductFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
  adminId = (await t.db.maybeOne<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    ACCOUNTS.admin.email,
  ]))!.id;
  ayu = await newMember(t, 'ayu', 'Ayu Lestari');
  product = await insertProduct(t.db, { stock: 500 });
});
afterAll(() => t.close());

interface Event {
  fromStatus: string | null;
  toStatus: string;
  actor: { kind: string; userID: string | null; name: string | null };
  detail: string | null;
  createdAt: string;
}

async function timelineOf(...ids: string[]) {
  const answer = await t.call('GET', '/v1/order/timeline', { token: admin, query: { ids: ids.join(',') } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { id: string; events: Event[]; notes: { text: string }[] }[];
}
const eventsOf = async (id: string) => (await timelineOf(id))[0]!.events;
const moves = (events: Event[]) => events.map((event) => `${event.fromStatus ?? 'placed'}>${event.toStatus}`);

const ayuOrder = () =>
  placeOrder(t, [line(product, 1)], { token: ayu.token, overrides: { customerID: ayu.email } });
const pay = async (order: Placed) =>
  expect((await notify(t, notification(t, order, 'settlement'))).status).toBe(200);
const staffMove = (id: string, body: Record<string, string>) =>
  t.call('PUT', `/v1/order/${id}/status`, { token: admin, body });

describe('the timeline', () => {
  it('records checkout, the payment, staff moving it with a resi, a resi correction and the customer receiving it', async () => {
    const order = await ayuOrder();
    await pay(order);
    expect((await staffMove(order.orderID, { status: 'processing', resiNumber: 'JNE-111' })).status).toBe(
      200,
    );
    expect(
      (await staffMove(order.orderID, { status: 'processing', resiNumber: 'JT-222', courier: 'jnt' })).status,
    ).toBe(200);
    expect((await t.call('POST', `/v1/order/${order.orderID}/received`, { token: ayu.token })).status).toBe(
      200,
    );

    const events = await eventsOf(order.orderID);
    expect(moves(events)).toEqual([
      'placed>pending',
      'pending>paid',
      'paid>processing',
      'processing>processing',
      'processing>completed',
    ]);
    expect(events[0]!.actor).toEqual({ kind: 'customer', userID: ayu.id, name: 'Ayu Lestari' });
    expect(events[1]).toMatchObject({
      actor: { kind: 'payment_provider', userID: null },
      detail: 'Payment received (settlement)',
    });
    expect(events[2]).toMatchObject({ actor: { kind: 'staff', userID: adminId, name: 'Admin Lemari' } });
    // The resi with its courier: the shopper's choice (JNE) until staff name another (issue 23).
    expect(events[2]!.detail).toBe('resi JNE-111 (JNE)');
    expect(events[3]!.detail).toBe('resi JT-222 (J&T Express)');
    expect(events[4]!.actor).toMatchObject({ kind: 'customer', userID: ayu.id });
    const times = events.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("records a guest's order, the customer's cancel and a provider's cancel", async () => {
    const guest = await placeOrder(t, [line(product, 1)]);
    expect((await eventsOf(guest.orderID))[0]).toMatchObject({
      toStatus: 'pending',
      actor: { kind: 'customer', userID: null, name: null },
    });
    await notify(t, notification(t, guest, 'cancel'));
    expect((await eventsOf(guest.orderID))[1]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actor: { kind: 'payment_provider' },
      detail: 'Payment cancelled (cancel)',
    });

    const mine = await ayuOrder();
    expect((await t.call('POST', `/v1/order/${mine.orderID}/cancel`, { token: ayu.token })).status).toBe(200);
    expect(moves(await eventsOf(mine.orderID))).toEqual(['placed>pending', 'pending>cancelled']);
    expect((await eventsOf(mine.orderID))[1]!.actor).toMatchObject({ kind: 'customer', userID: ayu.id });
    // A repeated notification changes nothing, so it records nothing.
    await notify(t, notification(t, guest, 'cancel'));
    expect(await eventsOf(guest.orderID)).toHaveLength(2);
  });

  it('records staff placing an order for a customer (the cashier) and staff cancelling', async () => {
    const order = await placeOrder(t, [line(product, 1)], { token: admin });
    const events = await eventsOf(order.orderID);
    expect(events[0]).toMatchObject({ fromStatus: null, actor: { kind: 'staff', userID: adminId } });
    expect((await staffMove(order.orderID, { status: 'cancelled' })).status).toBe(200);
    expect((await eventsOf(order.orderID))[1]).toMatchObject({
      toStatus: 'cancelled',
      actor: { kind: 'staff', userID: adminId },
    });
  });

  it('records staff cancelling and refunding a paid order, with the reason', async () => {
    const order = await ayuOrder();
    await pay(order);
    const cancelled = await staffMove(order.orderID, {
      status: 'cancelled',
      reason: 'Out of stock at the warehouse',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await eventsOf(order.orderID)).at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'cancelled',
      actor: { kind: 'staff', userID: adminId },
      detail: 'refunded: Out of stock at the warehouse',
    });
  });

  it('records the expiry sweep and housekeeping as the system', async () => {
    const unpaid = await ayuOrder();
    await t.db.execute(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      unpaid.orderID,
    ]);
    expect(await sweepExpiredOrders(t.app)).toBeGreaterThanOrEqual(1);
    expect((await eventsOf(unpaid.orderID))[1]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'expired',
      actor: { kind: 'system', userID: null },
      detail: 'not paid in time',
    });

    const shipped = await ayuOrder();
    await pay(shipped);
    await staffMove(shipped.orderID, { status: 'processing', resiNumber: 'JNE-333' });
    await t.db.execute(
      `UPDATE shipments SET shipment_date = now() - interval '40 days' WHERE order_id = $1`,
      [shipped.orderID],
    );
    expect((await t.app.housekeeping()).completedOrders).toBeGreaterThanOrEqual(1);
    expect((await eventsOf(shipped.orderID)).at(-1)).toMatchObject({
      fromStatus: 'processing',
      toStatus: 'completed',
      actor: { kind: 'system' },
      detail: expect.stringMatching(/^completed by itself: shipped more than \d+ days ago$/),
    });
  });

  it("answers each event's detail in the reader's language, the resi and the provider's word kept", async () => {
    const order = await ayuOrder();
    await pay(order);
    await staffMove(order.orderID, { status: 'processing', resiNumber: 'JNE-444' });
    await t.call('POST', `/v1/order/${order.orderID}/received`, { token: ayu.token });
    const unpaid = await ayuOrder();
    await t.db.execute(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      unpaid.orderID,
    ]);
    await sweepExpiredOrders(t.app);

    const inLanguage = async (language: string) => {
      const answer = await t.call('GET', '/v1/order/timeline', {
        token: admin,
        query: { ids: `${order.orderID},${unpaid.orderID}` },
        headers: { 'accept-language': language },
      });
      expect(answer.status).toBe(200);
      const [paid, expired] = answer.body.data as { events: Event[] }[];
      return [...paid!.events, ...expired!.events].map((event) => event.detail);
    };
    expect(await inLanguage('en')).toEqual([
      null,
      'Payment received (settlement)',
      'resi JNE-444 (JNE)',
      'the customer confirmed receipt',
      null,
      'not paid in time',
    ]);
    expect(await inLanguage('id')).toEqual([
      null,
      'Pembayaran diterima (settlement)',
      'resi JNE-444 (JNE)',
      'pelanggan mengonfirmasi pesanan diterima',
      null,
      'tidak dibayar tepat waktu',
    ]);
  });

  it('answers several orders at once in the order asked, leaving unknown ids out', async () => {
    const [a, b] = [await ayuOrder(), await ayuOrder()];
    const answer = await timelineOf(b.orderID, randomUUID(), a.orderID);
    expect(answer.map((order) => order.id)).toEqual([b.orderID, a.orderID]);
    expectError(
      await t.call('GET', '/v1/order/timeline', { token: admin, query: { ids: 'nope' } }),
      400,
      /not a valid uuid/,
    );
  });

  it('is staff only', async () => {
    const order = await ayuOrder();
    const asMember = await t.call('GET', '/v1/order/timeline', {
      token: ayu.token,
      query: { ids: order.orderID },
    });
    expect(asMember.status).toBe(403);
    const note = await t.call('POST', `/v1/order/${order.orderID}/notes`, {
      token: ayu.token,
      body: { text: 'let me in' },
    });
    expect(note.status).toBe(403);
    // Nor does the member's own order answer show staff's notes.
    const own = await t.call('GET', `/v1/order/${order.orderID}`, { token: ayu.token });
    expect(JSON.stringify(own.body)).not.toContain('notes');
  });
});

describe('internal notes', () => {
  it('adds a note with its author and time, trimmed, and answers it in the timeline', async () => {
    const order = await ayuOrder();
    const added = await t.call('POST', `/v1/order/${order.orderID}/notes`, {
      token: admin,
      body: { text: '  Customer called: wrap it as a gift.  ' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({
      text: 'Customer called: wrap it as a gift.',
      author: { userID: adminId, name: 'Admin Lemari' },
    });
    await t.call('POST', `/v1/order/${order.orderID}/notes`, { token: admin, body: { text: 'Wrapped.' } });
    const [timeline] = await timelineOf(order.orderID);
    expect(timeline!.notes.map((note) => note.text)).toEqual([
      'Customer called: wrap it as a gift.',
      'Wrapped.',
    ]);
  });

  it('refuses an empty note, one over 1000 characters and an unknown order', async () => {
    const order = await ayuOrder();
    const post = (id: string, text: string) =>
      t.call('POST', `/v1/order/${id}/notes`, { token: admin, body: { text } });
    expectError(await post(order.orderID, '   '), 400, /empty/);
    expectError(await post(order.orderID, 'x'.repeat(1001)), 400, /at most 1000/);
    expect((await post(order.orderID, 'x'.repeat(1000))).status).toBe(201);
    expectError(await post(randomUUID(), 'hello'), 404, /Order not found/);
  });
});

describe('POST /v1/order/bulk-status', () => {
  it('moves the paid orders to processing and refuses the others, each with its reason', async () => {
    const [paid1, paid2, pending] = [await ayuOrder(), await ayuOrder(), await ayuOrder()];
    await pay(paid1);
    await pay(paid2);
    const unknown = randomUUID();
    const answer = await t.call('POST', '/v1/order/bulk-status', {
      token: admin,
      body: {
        ids: [paid1.orderID, pending.orderID, unknown, paid2.orderID, paid1.orderID],
        status: 'processing',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([
      { id: paid1.orderID, orderCode: paid1.orderCode, moved: true, status: 'processing', reason: null },
      {
        id: pending.orderID,
        orderCode: pending.orderCode,
        moved: false,
        status: 'pending',
        reason: expect.stringMatching(/cannot go from pending to processing/),
      },
      { id: unknown, orderCode: null, moved: false, status: null, reason: 'Order not found' },
      { id: paid2.orderID, orderCode: paid2.orderCode, moved: true, status: 'processing', reason: null },
    ]);
    expect(await orderState(t.db, paid2.orderID)).toMatchObject({
      status: 'processing',
      shipment: 'pending',
    });
    expect((await eventsOf(paid1.orderID)).at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'processing',
      actor: { kind: 'staff', userID: adminId },
      detail: 'moved with other orders',
    });
    // Moving them again refuses each: they are processing already.
    const again = await t.call('POST', '/v1/order/bulk-status', {
      token: admin,
      body: { ids: [paid1.orderID], status: 'processing' },
    });
    expect(again.body.data[0]).toMatchObject({ moved: false, status: 'processing' });
  });

  it('refuses other statuses, no ids, more than 100 and members', async () => {
    const order = await ayuOrder();
    const post = (body: unknown, token = admin) => t.call('POST', '/v1/order/bulk-status', { token, body });
    expect((await post({ ids: [order.orderID], status: 'completed' })).status).toBe(400);
    expect((await post({ ids: [], status: 'processing' })).status).toBe(400);
    const many = Array.from({ length: 101 }, () => randomUUID());
    expect((await post({ ids: many, status: 'processing' })).status).toBe(400);
    expect((await post({ ids: [order.orderID], status: 'processing' }, ayu.token)).status).toBe(403);
  });
});

describe('the auto-complete days setting', () => {
  it('answers ORDER_AUTO_COMPLETE_DAYS until staff set it, then housekeeping follows the setting', async () => {
    const read = () => t.call('GET', '/v1/setting/order-auto-complete', { token: admin });
    expect((await read()).body.data).toEqual({ days: t.config.orders.autoCompleteDays });
    const put = (days: unknown, token = admin) =>
      t.call('PUT', '/v1/setting/order-auto-complete', { token, body: { days } });
    expect((await put(0)).status).toBe(400);
    expect((await put(61)).status).toBe(400);
    expect((await put(2.5)).status).toBe(400);
    expect((await put(3, ayu.token)).status).toBe(403);
    const set = await put(3);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toEqual({ days: 3 });
    expect((await read()).body.data).toEqual({ days: 3 });

    const old = await ayuOrder();
    const recent = await ayuOrder();
    for (const order of [old, recent]) {
      await pay(order);
      await staffMove(order.orderID, {
        status: 'processing',
        resiNumber: `JNE-${order.orderCode.slice(-5)}`,
      });
    }
    const shippedAgo = (id: string, days: number) =>
      t.db.execute(
        `UPDATE shipments SET shipment_date = now() - make_interval(days => $2::int) WHERE order_id = $1`,
        [id, days],
      );
    await shippedAgo(old.orderID, 4);
    await shippedAgo(recent.orderID, 2);
    await t.app.housekeeping();
    expect((await orderState(t.db, old.orderID)).status).toBe('completed');
    expect((await orderState(t.db, recent.orderID)).status).toBe('processing');
    expect((await eventsOf(old.orderID)).at(-1)!.detail).toMatch(/3 days/);
    await put(t.config.orders.autoCompleteDays);
  });
});

describe('migration 0018', () => {
  it('backfills the orders placed before it: placed at created_at, paid at paid_at, and where they are now', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lemari-0018-'));
    for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file < '0018')) {
      copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
    }
    const db = await connect({});
    try {
      await migrate(db, dir);
      const insert = (code: string, status: string, paid: boolean) =>
        db.execute(
          `INSERT INTO orders (order_code, customer_email, status, subtotal, shipping_cost, total, profit, expires_at,
             created_at, paid_at, updated_at)
           VALUES ($1, 'old@example.com', $2, 1, 0, 1, 0, now(), now() - interval '3 days',
             CASE WHEN $3 THEN now() - interval '2 days' END, now() - interval '1 day')`,
          [code, status, paid],
        );
      await insert('OLD-PENDING', 'pending', false);
      await insert('OLD-PAID', 'paid', true);
      await insert('OLD-DONE', 'completed', true);
      await insert('OLD-EXPIRED', 'expired', false);
      expect(await migrate(db)).toContain('0018_order_events.sql');
      const rows = await db.query<{ code: string; moves: string }>(
        `SELECT o.order_code AS code,
           string_agg(coalesce(e.from_status, 'placed') || '>' || e.to_status || ':' || e.actor_kind, ' '
             ORDER BY e.created_at, e.id) AS moves
         FROM orders o JOIN order_events e ON e.order_id = o.id GROUP BY o.order_code ORDER BY o.order_code`,
      );
      expect(Object.fromEntries(rows.map((row) => [row.code, row.moves]))).toEqual({
        'OLD-DONE': 'placed>pending:customer pending>paid:payment_provider paid>completed:system',
        'OLD-EXPIRED': 'placed>pending:customer pending>expired:system',
        'OLD-PAID': 'placed>pending:customer pending>paid:payment_provider',
        'OLD-PENDING': 'placed>pending:customer',
      });
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
