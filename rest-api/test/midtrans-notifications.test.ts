// Midtrans as it behaves (issue 23): the real REST API, listening on a port, with Midtrans played by the local
// stand-in (test/helpers/midtrans-stand-in.ts), which creates Snap transactions, answers the status, expire, cancel
// and refund calls, and sends HTTP notifications signed as Midtrans signs them. Duplicate, out-of-order, forged and
// late notifications; a status API that disagrees with the notification, is slow or is down; and unpaid orders the
// shop ends, ended at Midtrans too.
import type { AddressInfo } from 'node:net';
import { PAYMENT_METHODS } from '@lemari/shop/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredOrders } from '../src/domains/orders/lifecycle.js';
import {
  closeOwedPayments,
  NOTIFICATION_ANSWER_MS,
  processDueNotifications,
} from '../src/domains/orders/payment-notifications.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { startMidtransStandIn, type MidtransStandIn } from './helpers/midtrans-stand-in.js';
import {
  countRows,
  insertProduct,
  line,
  orderState,
  placeOrder,
  stockOf,
  type Placed,
} from './helpers/shop.js';

const SERVER_KEY = 'SB-Mid-server-stand-in-4Hq8Zt2Rw6Yp';

let stand: MidtransStandIn;
let t: TestApp;

beforeAll(async () => {
  stand = await startMidtransStandIn(SERVER_KEY);
  t = await createTestApp({
    env: {
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_SNAP_URL: `${stand.url}/snap/v1`,
      MIDTRANS_API_URL: `${stand.url}/v2`,
    },
  });
  // Midtrans calls the shop over HTTP, as it would the URL set in its dashboard.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  stand.notificationUrl = `http://127.0.0.1:${port}/v1/payment/notification`;
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});
beforeEach(() => {
  stand.requests.length = 0;
});

/** A pending guest order of two items of a product of its own (stock 10, so 8 left), paid through Snap. */
async function newOrder(): Promise<Placed & { productId: string }> {
  const own = await insertProduct(t.db, { stock: 10 });
  const placed = await placeOrder(t, [line(own, 2)]);
  return { ...placed, productId: own.id };
}

const statusCalls = (orderCode: string) =>
  stand.requests.filter((request) => request.method === 'GET' && request.url === `/v2/${orderCode}/status`)
    .length;

const notificationsOf = (orderCode: string) =>
  t.db.query<{
    transactionStatus: string;
    confirmedStatus: string | null;
    applied: boolean;
    outcome: string;
  }>(
    `SELECT transaction_status AS "transactionStatus", confirmed_status AS "confirmedStatus", applied, outcome
     FROM payment_notifications WHERE order_code = $1 ORDER BY received_at`,
    [orderCode],
  );

const paidMails = (orderCode: string) =>
  countRows(t.db, 'outbox', 'subject LIKE $1', [`Payment for order ${orderCode} received`]);

/** Waits (up to `ms`) until the order has the status: work that goes on after the notification's answer. */
async function until(orderId: string, status: string, ms = 12_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if ((await orderState(t.db, orderId)).status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order ${orderId} never became ${status}`);
}

describe('Midtrans HTTP notifications, confirmed with the status API', () => {
  it('pays on a settlement the status API confirms, answering at once, with one paid e-mail', async () => {
    const order = await newOrder();
    stand.pay(order.orderCode, 'qris');
    const answer = await stand.notify(order.orderCode);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ orderCode: order.orderCode, status: 'paid', applied: true });
    expect(answer.ms).toBeLessThan(5_000);
    expect(statusCalls(order.orderCode)).toBe(1);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', payment: 'paid' });
    expect(await notificationsOf(order.orderCode)).toEqual([
      { transactionStatus: 'settlement', confirmedStatus: 'settlement', applied: true, outcome: 'paid' },
    ]);
    expect(await paidMails(order.orderCode)).toBe(1);
    expect(await stockOf(t.db, order.productId)).toBe(8);
  });

  it('handles a duplicate once: no second status call, no second e-mail', async () => {
    const order = await newOrder();
    stand.pay(order.orderCode, 'gopay');
    expect((await stand.notify(order.orderCode)).body.data.applied).toBe(true);
    const again = await stand.notify(order.orderCode);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ orderCode: order.orderCode, status: 'paid', applied: false });
    expect(statusCalls(order.orderCode)).toBe(1);
    expect(await paidMails(order.orderCode)).toBe(1);
    expect((await notificationsOf(order.orderCode)).map((row) => [row.applied, row.outcome])).toEqual([
      [true, 'paid'],
      [false, 'repeated: the status API already confirmed this transaction and status'],
    ]);
  });

  it('never moves an order back on notifications arriving out of order (a late pending or expire)', async () => {
    const order = await newOrder();
    stand.setStatus(order.orderCode, 'pending', { paymentType: 'bca_va' });
    stand.pay(order.orderCode, 'bca_va');
    // The settlement arrives first, then the pending sent before it, then an expire nobody asked for.
    expect((await stand.notify(order.orderCode)).body.data.status).toBe('paid');
    const pending = await stand.notify(order.orderCode, {
      transaction_status: 'pending',
      status_code: '201',
    });
    expect(pending.body.data).toEqual({ orderCode: order.orderCode, status: 'paid', applied: false });
    const expire = await stand.notify(order.orderCode, { transaction_status: 'expire', status_code: '407' });
    expect(expire.body.data).toEqual({ orderCode: order.orderCode, status: 'paid', applied: false });
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', payment: 'paid' });
    expect(await stockOf(t.db, order.productId)).toBe(8);
    expect(await paidMails(order.orderCode)).toBe(1);
  });

  it('leaves the order waiting on pending, and pays when the settlement follows', async () => {
    const order = await newOrder();
    stand.setStatus(order.orderCode, 'pending', { paymentType: 'echannel' });
    expect((await stand.notify(order.orderCode)).body.data).toEqual({
      orderCode: order.orderCode,
      status: 'pending',
      applied: false,
    });
    stand.pay(order.orderCode, 'echannel');
    expect((await stand.notify(order.orderCode)).body.data.status).toBe('paid');
  });

  it('pays a card capture only once fraud screening accepts it', async () => {
    const order = await newOrder();
    stand.setStatus(order.orderCode, 'capture', { paymentType: 'credit_card', fraudStatus: 'challenge' });
    expect((await stand.notify(order.orderCode)).body.data.status).toBe('pending');
    stand.setStatus(order.orderCode, 'capture', { paymentType: 'credit_card', fraudStatus: 'accept' });
    expect((await stand.notify(order.orderCode)).body.data.status).toBe('paid');
  });

  it('keeps the order payable after a deny, and cancels it (stock back) on a cancel', async () => {
    const order = await newOrder();
    stand.setStatus(order.orderCode, 'deny', { paymentType: 'credit_card' });
    expect((await stand.notify(order.orderCode)).body.data).toEqual({
      orderCode: order.orderCode,
      status: 'pending',
      applied: true,
    });
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'failed' });
    stand.setStatus(order.orderCode, 'cancel');
    expect((await stand.notify(order.orderCode)).body.data.status).toBe('cancelled');
    expect(await stockOf(t.db, order.productId)).toBe(10);
  });

  it('believes the status API when the notification says settlement but Midtrans has no payment', async () => {
    const order = await newOrder();
    stand.setStatus(order.orderCode, 'pending', { paymentType: 'bri_va' });
    // Correctly signed (a replay of someone else's notice, or Midtrans's mistake), but not what Midtrans records.
    const claim = await stand.notify(order.orderCode, {
      transaction_status: 'settlement',
      status_code: '200',
    });
    expect(claim.status).toBe(200);
    expect(claim.body.data).toEqual({ orderCode: order.orderCode, status: 'pending', applied: false });
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'pending' });
    expect(await notificationsOf(order.orderCode)).toEqual([
      {
        transactionStatus: 'settlement',
        confirmedStatus: 'pending',
        applied: false,
        outcome: 'no change for pending (notified settlement; the status API said pending)',
      },
    ]);
    expect(await paidMails(order.orderCode)).toBe(0);
  });

  it('believes the status API when the notification is stale: a pending notice for a settled payment pays', async () => {
    const order = await newOrder();
    stand.pay(order.orderCode, 'shopeepay');
    const stale = await stand.notify(order.orderCode, { transaction_status: 'pending', status_code: '201' });
    expect(stale.body.data).toEqual({ orderCode: order.orderCode, status: 'paid', applied: true });
    expect((await notificationsOf(order.orderCode))[0]).toMatchObject({
      confirmedStatus: 'settlement',
      outcome: 'paid (notified pending; the status API said settlement)',
    });
  });

  it('fault 3: a copied body claiming settlement arrives first, and the real settlement still lands', async () => {
    const order = await newOrder();
    // The customer picked a bank transfer: Midtrans notifies pending, signed over order, status code 201 and amount.
    stand.setStatus(order.orderCode, 'pending', { paymentType: 'bca_va' });
    const pending = stand.bodyOf(order.orderCode);
    expect((await stand.send(pending)).body.data.status).toBe('pending');
    // Someone who saw it sends it again with the claims the signature does not cover changed: settlement, accepted.
    const copied = { ...pending, transaction_status: 'settlement', fraud_status: 'accept' };
    const forged = await stand.send(copied);
    expect(forged.status).toBe(200);
    expect(forged.body.data).toEqual({ orderCode: order.orderCode, status: 'pending', applied: false });
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'pending' });

    // Then the customer really pays: Midtrans's own settlement, same transaction, is asked about and applied.
    stand.pay(order.orderCode, 'bca_va');
    const real = await stand.notify(order.orderCode);
    expect(real.status).toBe(200);
    expect(real.body.data).toEqual({ orderCode: order.orderCode, status: 'paid', applied: true });
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', payment: 'paid' });
    expect(await paidMails(order.orderCode)).toBe(1);
    expect(statusCalls(order.orderCode)).toBe(3);
    // Each is recorded by what the status API answered; the copy's claim confirmed nothing.
    expect(
      (await notificationsOf(order.orderCode)).map((row) => [
        row.transactionStatus,
        row.confirmedStatus,
        row.applied,
      ]),
    ).toEqual([
      ['pending', 'pending', false],
      ['settlement', 'pending', false],
      ['settlement', 'settlement', true],
    ]);
    const confirmed = await t.db.query<{ transactionId: string | null; fraudStatus: string | null }>(
      `SELECT confirmed_transaction_id AS "transactionId", confirmed_fraud_status AS "fraudStatus"
       FROM payment_notifications WHERE order_code = $1 ORDER BY received_at`,
      [order.orderCode],
    );
    const transactionId = stand.stateOf(order.orderCode)!.transactionId;
    expect(confirmed).toEqual([
      { transactionId, fraudStatus: null },
      { transactionId, fraudStatus: null },
      { transactionId, fraudStatus: 'accept' },
    ]);

    // A copy of the real settlement, sent again, is a repeat of what the status API confirmed: nothing asked.
    const replay = await stand.send(stand.bodyOf(order.orderCode));
    expect(replay.body.data).toEqual({ orderCode: order.orderCode, status: 'paid', applied: false });
    expect(statusCalls(order.orderCode)).toBe(3);
  });

  it('answers 403 to a forged signature: nothing written, nothing asked, nothing changed', async () => {
    const order = await newOrder();
    stand.pay(order.orderCode, 'gopay');
    const forged = await stand.notify(order.orderCode, {}, 'SB-Mid-server-guessed');
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ errors: 'Invalid signature' });
    expect(statusCalls(order.orderCode)).toBe(0);
    expect(await notificationsOf(order.orderCode)).toEqual([]);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'pending' });
  });

  it('answers 404 for an order the shop does not know, writing nothing', async () => {
    const order = await newOrder();
    stand.pay(order.orderCode, 'gopay');
    const unknown = await stand.notify(order.orderCode, { order_id: 'ORD-20200101-ZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: 'Order not found' });
    expect(await countRows(t.db, 'payment_notifications', 'order_code = $1', ['ORD-20200101-ZZZZZ'])).toBe(0);
    expect(statusCalls('ORD-20200101-ZZZZZ')).toBe(0);
  });

  it('answers within 5 s while the status API is slow, and pays once it answers', async () => {
    const order = await newOrder();
    stand.pay(order.orderCode, 'qris');
    // The next call Midtrans gets — the shop's status call — takes 6 s.
    stand.override({ delayMs: 6_000 });
    const answer = await stand.notify(order.orderCode);
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(5_000);
    expect(answer.ms).toBeGreaterThanOrEqual(NOTIFICATION_ANSWER_MS - 100);
    expect(answer.body.data).toEqual({
      orderCode: order.orderCode,
      status: 'pending',
      applied: false,
      queued: true,
    });
    await until(order.orderID, 'paid');
    expect(await paidMails(order.orderCode)).toBe(1);
    expect((await notificationsOf(order.orderCode))[0]).toMatchObject({ applied: true, outcome: 'paid' });
  }, 20_000);

  it('keeps a notification when the status API is down, and applies it on a later try', async () => {
    const order = await newOrder();
    stand.pay(order.orderCode, 'gopay');
    stand.override({ status: 500, body: { status_code: '500', status_message: 'Internal Server Error' } });
    const answer = await stand.notify(order.orderCode);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'pending', applied: false, queued: true });
    const [row] = await t.db.query<{ state: string; attempts: number; due: boolean }>(
      `SELECT state, attempts, next_attempt_at > now() AS due FROM payment_notifications WHERE order_code = $1`,
      [order.orderCode],
    );
    expect(row).toEqual({ state: 'received', attempts: 1, due: true });
    // Not due yet: the timer's pass leaves it.
    expect(await processDueNotifications(t.app)).toBe(0);
    await t.db.execute(
      `UPDATE payment_notifications SET next_attempt_at = now() - interval '1 second' WHERE order_code = $1`,
      [order.orderCode],
    );
    expect(await processDueNotifications(t.app)).toBe(1);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', payment: 'paid' });
    expect(await paidMails(order.orderCode)).toBe(1);
  });
});

describe("Snap's enabled_payments", () => {
  it("sends the shop's chosen methods less the checkout's disabled ones, with QRIS as Snap's other_qris", async () => {
    const admin = await t.tokenOf('admin');
    const set = (enabled: string[]) =>
      t.call('PUT', '/v1/setting/payment-methods', {
        token: admin,
        body: { enabled },
      });
    expect((await set(['bca_va', 'qris', 'gopay', 'alfamart'])).status).toBe(200);
    try {
      const own = await insertProduct(t.db, { stock: 5 });
      await placeOrder(t, [line(own, 1)], { overrides: { disabledPaymentMethod: ['gopay'] } });
      const snap = stand.requests.find((request) => request.url === '/snap/v1/transactions');
      expect(snap!.body.enabled_payments).toEqual(['other_qris', 'bca_va', 'alfamart']);
    } finally {
      await set([...PAYMENT_METHODS]);
    }
  });
});

describe('unpaid orders the shop ends are ended at Midtrans too', () => {
  const overdue = (orderId: string) =>
    t.db.execute(`UPDATE orders SET expires_at = now() - interval '5 minutes' WHERE id = $1`, [orderId]);
  const closeCalls = (orderCode: string, call: string) =>
    stand.requests.filter(
      (request) => request.method === 'POST' && request.url === `/v2/${orderCode}/${call}`,
    ).length;
  const closeOf = (orderId: string) =>
    t.db.maybeOne<{ call: string | null; closed: boolean; due: boolean; outcome: string }>(
      `SELECT close_at_provider AS call, provider_closed_at IS NOT NULL AS closed,
         provider_close_due_at IS NOT NULL AS due, provider_close_outcome AS outcome
       FROM payments WHERE order_id = $1`,
      [orderId],
    );

  it('expires an overdue order at Midtrans after the sweep, and retries when Midtrans does not answer', async () => {
    const order = await newOrder();
    stand.setStatus(order.orderCode, 'pending', { paymentType: 'permata_va' });
    await overdue(order.orderID);
    expect(await sweepExpiredOrders(t.app)).toBeGreaterThanOrEqual(1);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'expired' });
    expect(await closeOf(order.orderID)).toMatchObject({ call: 'expire', closed: false, due: true });

    stand.override({ status: 503, body: { status_code: '503', status_message: 'Service unavailable' } });
    await closeOwedPayments(t.app);
    expect(await closeOf(order.orderID)).toMatchObject({ closed: false, due: true });
    expect(stand.stateOf(order.orderCode)?.transactionStatus).toBe('pending');

    await t.db.execute(`UPDATE payments SET provider_close_due_at = now() WHERE order_id = $1`, [
      order.orderID,
    ]);
    await closeOwedPayments(t.app);
    expect(closeCalls(order.orderCode, 'expire')).toBe(2);
    expect(stand.stateOf(order.orderCode)?.transactionStatus).toBe('expire');
    expect(await closeOf(order.orderID)).toEqual({
      call: 'expire',
      closed: true,
      due: false,
      outcome: 'closed: 407: Success, transaction has expired',
    });
    // Midtrans's own expire notification that follows changes nothing.
    const notice = await stand.notify(order.orderCode);
    expect(notice.body.data).toEqual({ orderCode: order.orderCode, status: 'expired', applied: false });
    expect(await stockOf(t.db, order.productId)).toBe(10);
  });

  it('has nothing to end when the customer never chose a method (Midtrans answers 404)', async () => {
    const order = await newOrder();
    await overdue(order.orderID);
    await sweepExpiredOrders(t.app);
    await closeOwedPayments(t.app);
    expect(await closeOf(order.orderID)).toMatchObject({ closed: true, due: false });
    expect((await closeOf(order.orderID))!.outcome).toMatch(/^nothing: 404/);
  });

  it('cancels at Midtrans an unpaid order its customer or staff cancel', async () => {
    const order = await newOrder();
    stand.setStatus(order.orderCode, 'pending', { paymentType: 'bni_va' });
    const admin = await t.tokenOf('admin');
    const answer = await t.call('PUT', `/v1/order/${order.orderID}/status`, {
      token: admin,
      body: { status: 'cancelled' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await closeOwedPayments(t.app);
    expect(closeCalls(order.orderCode, 'cancel')).toBe(1);
    expect(stand.stateOf(order.orderCode)?.transactionStatus).toBe('cancel');
  });

  it('refunds a settlement that arrives after the shop expired the order, which stays expired', async () => {
    const order = await newOrder();
    stand.setStatus(order.orderCode, 'pending', { paymentType: 'gopay' });
    await overdue(order.orderID);
    await sweepExpiredOrders(t.app);
    // The customer pays before the shop's expire call reaches Midtrans.
    stand.pay(order.orderCode, 'gopay');
    const late = await stand.notify(order.orderCode);
    expect(late.status).toBe(200);
    expect(late.body.data).toEqual({ orderCode: order.orderCode, status: 'expired', applied: false });
    expect(stand.refunded(order.orderCode)).toBe(order.amount);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'expired' });
    expect(await stockOf(t.db, order.productId)).toBe(10);
    expect((await notificationsOf(order.orderCode))[0]!.outcome).toBe(
      'paid (settlement) after the order was expired: refunded',
    );
    const shown = await t.call('GET', `/v1/order/${order.orderID}`, { token: await t.tokenOf('admin') });
    expect(shown.body.data.refund).toMatchObject({ amount: order.amount, status: 'succeeded' });
    expect(
      await countRows(t.db, 'outbox', 'subject LIKE $1', [
        `Order ${order.orderCode} cancelled, your money is refunded`,
      ]),
    ).toBe(1);
    // The shop's expire call then finds it settled: Midtrans refuses, and that is the end of it.
    await closeOwedPayments(t.app);
    expect((await closeOf(order.orderID))!.outcome).toMatch(/^refused: 412/);
    // A repeat of the late settlement refunds nothing more.
    await stand.notify(order.orderCode);
    expect(stand.refunded(order.orderCode)).toBe(order.amount);
  });
});
