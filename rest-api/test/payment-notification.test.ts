// How an order gets paid or ends unpaid: POST /v1/payment/notification (signed like Midtrans), the sandbox's hosted
// payment page, and the expiry sweep that returns the stock of unpaid orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredOrders } from '../src/domains/orders/lifecycle.js';
import { grossAmountText, signature } from '../src/domains/payment/provider.js';
import { recordSandboxTransaction } from '../src/domains/payment/sandbox-repository.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import {
  countRows,
  insertProduct,
  line,
  notification,
  notify,
  orderState,
  placeOrder,
  stockOf,
  type Placed,
  type ProductFixture,
} from './helpers/shop.js';

let t: TestApp;
let product: ProductFixture;

beforeAll(async () => {
  t = await createTestApp();
  product = await insertProduct(t.db, { stock: 1000 });
});
afterAll(() => t.close());

/** A pending guest order of two items of a product of its own (stock 10, so 8 left), to watch its stock. */
async function newOrder(): Promise<Placed & { productId: string }> {
  const own = await insertProduct(t.db, { stock: 10 });
  const placed = await placeOrder(t, [line(own, 2)]);
  return { ...placed, productId: own.id };
}

const notificationsOf = (orderCode: string) =>
  t.db.query<{ transactionStatus: string; applied: boolean; outcome: string; signatureValid: boolean }>(
    `SELECT transaction_status AS "transactionStatus", applied, outcome, signature_valid AS "signatureValid"
     FROM payment_notifications WHERE order_code = $1 ORDER BY received_at`,
    [orderCode],
  );

const refundsOf = (orderId: string) =>
  t.db.query<{ amount: number; status: string }>(
    'SELECT amount::int AS amount, status FROM refunds WHERE order_id = $1 ORDER BY created_at',
    [orderId],
  );

const paymentOf = async (orderId: string) =>
  (await t.db.maybeOne<{
    status: string;
    method: string;
    paidAt: string | null;
    transactionId: string | null;
  }>(
    `SELECT status, payment_method AS method, paid_at::text AS "paidAt", transaction_id AS "transactionId"
     FROM payments WHERE order_id = $1`,
    [orderId],
  ))!;

describe('POST /v1/payment/notification', () => {
  it('marks the order paid on settlement, with the payment type, transaction and time, and needs no Client-Id', async () => {
    const order = await newOrder();
    const body = notification(t, order, 'settlement', {
      payment_type: 'qris',
      transaction_id: 'tx-settle-1',
    });
    const answer = await notify(t, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ data: { orderCode: order.orderCode, status: 'paid', applied: true } });

    expect(await orderState(t.db, order.orderID)).toEqual({
      status: 'paid',
      payment: 'paid',
      shipment: 'pending',
    });
    expect(await paymentOf(order.orderID)).toEqual({
      status: 'paid',
      method: 'qris',
      paidAt: expect.any(String),
      transactionId: 'tx-settle-1',
    });
    const shown = await t.call('GET', `/v1/order/${order.orderID}`, { token: await t.tokenOf('admin') });
    expect(shown.body.data).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
      payment: { status: 'paid', paymentMethod: 'qris', paymentDate: expect.any(String) },
    });
    expect(await notificationsOf(order.orderCode)).toEqual([
      { transactionStatus: 'settlement', applied: true, outcome: 'paid', signatureValid: true },
    ]);
    // A paid order keeps its stock taken.
    expect(await stockOf(t.db, order.productId)).toBe(8);
  });

  it('pays on a card capture that fraud screening accepted, and waits on one it challenged', async () => {
    const accepted = await newOrder();
    const capture = notification(t, accepted, 'capture', {
      fraud_status: 'accept',
      payment_type: 'credit_card',
    });
    expect((await notify(t, capture)).body.data).toEqual({
      orderCode: accepted.orderCode,
      status: 'paid',
      applied: true,
    });
    expect((await paymentOf(accepted.orderID)).method).toBe('credit_card');

    const challenged = await newOrder();
    const held = await notify(t, notification(t, challenged, 'capture', { fraud_status: 'challenge' }));
    expect(held.status).toBe(200);
    expect(held.body.data).toEqual({ orderCode: challenged.orderCode, status: 'pending', applied: false });
    expect(await orderState(t.db, challenged.orderID)).toMatchObject({
      status: 'pending',
      payment: 'pending',
    });
    // Accepted later: now it is paid.
    const cleared = await notify(t, notification(t, challenged, 'capture', { fraud_status: 'accept' }));
    expect(cleared.body.data.status).toBe('paid');
  });

  it('records a denied payment as failed and keeps the order payable, so a later settlement pays it', async () => {
    const order = await newOrder();
    const denied = await notify(
      t,
      notification(t, order, 'deny', { status_code: '202', fraud_status: 'deny' }),
    );
    expect(denied.body.data).toEqual({ orderCode: order.orderCode, status: 'pending', applied: true });
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'failed' });
    expect(await stockOf(t.db, order.productId)).toBe(8);

    const settled = await notify(t, notification(t, order, 'settlement'));
    expect(settled.body.data).toEqual({ orderCode: order.orderCode, status: 'paid', applied: true });
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', payment: 'paid' });
  });

  it('cancels the order on cancel and returns its stock', async () => {
    const order = await newOrder();
    const answer = await notify(t, notification(t, order, 'cancel', { status_code: '200' }));
    expect(answer.body.data).toEqual({ orderCode: order.orderCode, status: 'cancelled', applied: true });
    expect(await orderState(t.db, order.orderID)).toEqual({
      status: 'cancelled',
      payment: 'cancelled',
      shipment: 'cancelled',
    });
    expect(await stockOf(t.db, order.productId)).toBe(10);
  });

  it('expires the order on expire and returns its stock', async () => {
    const order = await newOrder();
    const answer = await notify(t, notification(t, order, 'expire', { status_code: '407' }));
    expect(answer.body.data).toEqual({ orderCode: order.orderCode, status: 'expired', applied: true });
    expect(await orderState(t.db, order.orderID)).toEqual({
      status: 'expired',
      payment: 'expired',
      shipment: 'cancelled',
    });
    expect(await stockOf(t.db, order.productId)).toBe(10);
  });

  it('changes nothing for a status that means nothing to the order (pending)', async () => {
    const order = await newOrder();
    const answer = await notify(t, notification(t, order, 'pending'));
    expect(answer.body.data).toEqual({ orderCode: order.orderCode, status: 'pending', applied: false });
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'pending' });
  });

  it('applies a repeated notification once, and never moves a paid order back', async () => {
    const order = await newOrder();
    const settlement = notification(t, order, 'settlement');
    expect((await notify(t, settlement)).body.data.applied).toBe(true);
    expect((await notify(t, settlement)).body.data).toEqual({
      orderCode: order.orderCode,
      status: 'paid',
      applied: false,
    });
    const cancel = await notify(t, notification(t, order, 'cancel', { status_code: '200' }));
    expect(cancel.body.data).toEqual({ orderCode: order.orderCode, status: 'paid', applied: false });
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', payment: 'paid' });
    expect(await stockOf(t.db, order.productId)).toBe(8);
    expect((await notificationsOf(order.orderCode)).map((row) => row.applied)).toEqual([true, false, false]);
  });

  it('gives the money back when an order cancelled by staff is paid after all, and keeps it cancelled', async () => {
    const order = await newOrder();
    const admin = await t.tokenOf('admin');
    const cancelled = await t.call('PUT', `/v1/order/${order.orderID}/status`, {
      token: admin,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const late = await notify(t, notification(t, order, 'settlement'));
    expect(late.body.data).toEqual({ orderCode: order.orderCode, status: 'cancelled', applied: false });
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t.db, order.productId)).toBe(10);
    const rows = await notificationsOf(order.orderCode);
    expect(rows[0]).toMatchObject({
      transactionStatus: 'settlement',
      applied: false,
      outcome: 'paid (settlement) after the order was cancelled: refunded',
    });
    const shown = await t.call('GET', `/v1/order/${order.orderID}`, { token: admin });
    expect(shown.body.data.refund).toMatchObject({ amount: order.amount, status: 'succeeded' });
    // Again: the same payment is not refunded twice.
    await notify(t, notification(t, order, 'settlement'));
    expect(await countRows(t.db, 'refunds', 'order_id = $1', [order.orderID])).toBe(1);
  });

  it('answers 403 to a forged signature and changes nothing', async () => {
    const order = await newOrder();
    const genuine = notification(t, order, 'settlement');
    const forgeries = [
      { ...genuine, signature_key: signature(order.orderCode, '200', genuine.gross_amount, 'guessed-key') },
      { ...genuine, signature_key: genuine.signature_key.toUpperCase() },
      { ...genuine, signature_key: '' },
      // Signed for a pending status, sent as a settlement.
      { ...notification(t, order, 'pending'), status_code: '200', transaction_status: 'settlement' },
    ];
    for (const forged of forgeries) expectError(await notify(t, forged), 403, /signature/i);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'pending' });
    expect(await notificationsOf(order.orderCode)).toEqual([]);
  });

  it('answers 400 to an amount that does not match the order, even when correctly signed', async () => {
    const order = await newOrder();
    for (const gross of [grossAmountText(order.amount - 1), grossAmountText(1), '1e6', 'abc', '']) {
      const answer = await notify(t, notification(t, order, 'settlement', { gross_amount: gross }));
      expectError(answer, 400, /gross_amount/);
    }
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'pending' });
    expect(await notificationsOf(order.orderCode)).toEqual([]);
  });

  it('answers 404 for an order it does not know', async () => {
    const answer = await notify(
      t,
      notification(t, { orderCode: 'ORD-20200101-ZZZZZ', amount: 100_000 }, 'settlement'),
    );
    expectError(answer, 404, /Order not found/);
  });

  it('answers 400 to a malformed body', async () => {
    const order = await newOrder();
    const genuine = notification(t, order, 'settlement');
    const { signature_key: _signature, ...unsigned } = genuine;
    expectError(await notify(t, unsigned), 400, /signature_key/);
    expectError(await notify(t, { ...genuine, order_id: '' }), 400, /order_id/);
    expectError(await notify(t, { ...genuine, gross_amount: order.amount }), 400, /gross_amount/);
    expectError(await notify(t, []), 400, /./);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending' });
  });

  it('applies two identical notifications arriving at once exactly once', async () => {
    const paid = await newOrder();
    const settlement = notification(t, paid, 'settlement');
    const both = await Promise.all([notify(t, settlement), notify(t, settlement)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both.map((answer) => answer.body.data.applied).sort()).toEqual([false, true]);
    expect(both.map((answer) => answer.body.data.status)).toEqual(['paid', 'paid']);
    expect((await notificationsOf(paid.orderCode)).map((row) => row.applied).sort()).toEqual([false, true]);

    const cancelled = await newOrder();
    const cancel = notification(t, cancelled, 'cancel', { status_code: '200' });
    const three = await Promise.all([notify(t, cancel), notify(t, cancel), notify(t, cancel)]);
    expect(three.map((answer) => answer.body.data.applied).sort()).toEqual([false, false, true]);
    expect(await countRows(t.db, 'payment_notifications', 'order_code = $1', [cancelled.orderCode])).toBe(3);
    // Two items came back once, not three times.
    expect(await stockOf(t.db, cancelled.productId)).toBe(10);
  });
});

describe('the sandbox payment page', () => {
  const submit = (token: string, form: string) =>
    t.app.inject({
      method: 'POST',
      url: `/payment-sandbox/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });

  it('takes a guest from checkout to a paid order', async () => {
    const order = await placeOrder(t, [line(product, 1)], {
      overrides: { disabledPaymentMethod: ['bni_va', 'bca_va'] },
    });
    expect(order.redirectUrl).toBe(`http://api.test/payment-sandbox/${order.token}`);

    const page = await t.app.inject({ method: 'GET', url: new URL(order.redirectUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(order.orderCode);
    expect(page.body).toContain('value="gopay"');
    expect(page.body).toContain('value="qris"');
    expect(page.body).not.toContain('value="bni_va"');
    expect(page.body).not.toContain('value="bca_va"');

    const paid = await submit(order.token, 'action=pay&method=gopay');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.body).toContain('Payment received');
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', payment: 'paid' });
    expect((await paymentOf(order.orderID)).method).toBe('gopay');
    expect(await notificationsOf(order.orderCode)).toEqual([
      { transactionStatus: 'settlement', applied: true, outcome: 'paid', signatureValid: true },
    ]);

    // Paying again changes nothing: the page says it is paid.
    const again = await submit(order.token, 'action=pay&method=gopay');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('already paid');
    expect(await countRows(t.db, 'payment_notifications', 'order_code = $1', [order.orderCode])).toBe(1);
    const shown = await t.app.inject({ method: 'GET', url: `/payment-sandbox/${order.token}` });
    expect(shown.body).not.toContain('value="gopay"');
  });

  it('fails a payment without ending the order, which can then still be paid', async () => {
    const order = await placeOrder(t, [line(product, 1)]);
    const failed = await submit(order.token, 'action=fail&method=qris');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('Payment failed');
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'failed' });

    const paid = await submit(order.token, 'action=pay&method=shopeepay');
    expect(paid.body).toContain('Payment received');
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', payment: 'paid' });
  });

  it('takes no payment once the time to pay is up, even before the sweep', async () => {
    const order = await placeOrder(t, [line(product, 1)]);
    await t.db.execute(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      order.orderID,
    ]);
    const late = await submit(order.token, 'action=pay&method=gopay');
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('expired');
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'pending' });
    expect(await countRows(t.db, 'payment_notifications', 'order_code = $1', [order.orderCode])).toBe(0);
    // Put it back in time so that the sweep tests below see only their own orders.
    await t.db.execute(`UPDATE orders SET expires_at = now() + interval '1 day' WHERE id = $1`, [
      order.orderID,
    ]);
  });

  it('refuses a disabled method, a bad form and an unknown token', async () => {
    const order = await placeOrder(t, [line(product, 1)], {
      overrides: { disabledPaymentMethod: 'bni_va,bca_va' },
    });
    const disabled = await submit(order.token, 'action=pay&method=bni_va');
    expect(disabled.statusCode).toBe(400);
    expect(disabled.body).toContain('not available');
    expect((await submit(order.token, 'action=steal&method=gopay')).statusCode).toBe(400);
    expect((await submit(order.token, 'method=gopay')).statusCode).toBe(400);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'pending', payment: 'pending' });

    const unknown = await t.app.inject({ method: 'GET', url: `/payment-sandbox/${'x'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('the expiry sweep', () => {
  const overdue = (orderId: string) =>
    t.db.execute(`UPDATE orders SET expires_at = now() - interval '5 minutes' WHERE id = $1`, [orderId]);

  it('expires overdue unpaid orders and returns their stock, exactly once', async () => {
    const order = await newOrder();
    await overdue(order.orderID);
    expect(await sweepExpiredOrders(t.app)).toBe(1);
    expect(await orderState(t.db, order.orderID)).toEqual({
      status: 'expired',
      payment: 'expired',
      shipment: 'cancelled',
    });
    expect(await stockOf(t.db, order.productId)).toBe(10);

    expect(await sweepExpiredOrders(t.app)).toBe(0);
    expect(await stockOf(t.db, order.productId)).toBe(10);
    // The page no longer takes payment.
    const page = await t.app.inject({ method: 'GET', url: `/payment-sandbox/${order.token}` });
    expect(page.body).toContain('expired');
    expect(page.body).not.toContain('value="gopay"');
  });

  it('returns stock once when three sweeps run at once', async () => {
    const orders = await Promise.all([newOrder(), newOrder(), newOrder()]);
    for (const order of orders) await overdue(order.orderID);
    const counts = await Promise.all([
      sweepExpiredOrders(t.app),
      sweepExpiredOrders(t.app),
      sweepExpiredOrders(t.app),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    for (const order of orders) {
      expect((await orderState(t.db, order.orderID)).status).toBe('expired');
      expect(await stockOf(t.db, order.productId)).toBe(10);
    }
  });

  it('leaves paid orders and pending ones not yet due alone', async () => {
    const paid = await newOrder();
    await notify(t, notification(t, paid, 'settlement'));
    await overdue(paid.orderID);
    const waiting = await newOrder();
    await t.db.execute(`UPDATE orders SET expires_at = now() + interval '1 minute' WHERE id = $1`, [
      waiting.orderID,
    ]);

    expect(await sweepExpiredOrders(t.app)).toBe(0);
    expect(await orderState(t.db, paid.orderID)).toMatchObject({ status: 'paid', payment: 'paid' });
    expect(await orderState(t.db, waiting.orderID)).toMatchObject({ status: 'pending', payment: 'pending' });
    expect(await stockOf(t.db, paid.productId)).toBe(8);
    expect(await stockOf(t.db, waiting.productId)).toBe(8);
  });

  it('pays instead of expiring an order the provider reports paid (a lost notification)', async () => {
    const order = await newOrder();
    await overdue(order.orderID);
    // The provider took the money but its notification never arrived.
    await recordSandboxTransaction(t.db, {
      orderCode: order.orderCode,
      transactionId: 'tx-lost-1',
      transactionStatus: 'settlement',
      statusCode: '200',
      grossAmount: grossAmountText(order.amount),
      paymentType: 'gopay',
      fraudStatus: 'accept',
    });
    expect(await sweepExpiredOrders(t.app)).toBe(0);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', payment: 'paid' });
    expect(await stockOf(t.db, order.productId)).toBe(8);
  });

  it('returns stock once when a sweep and a cancel notification race for the same order', async () => {
    const order = await newOrder();
    await overdue(order.orderID);
    const [, cancel] = await Promise.all([
      sweepExpiredOrders(t.app),
      notify(t, notification(t, order, 'cancel', { status_code: '200' })),
    ]);
    expect(cancel.status).toBe(200);
    expect(['cancelled', 'expired']).toContain((await orderState(t.db, order.orderID)).status);
    expect(await stockOf(t.db, order.productId)).toBe(10);
  });

  it('either pays or expires an order whose settlement races the sweep, never both', async () => {
    const order = await newOrder();
    await overdue(order.orderID);
    const [, settled] = await Promise.all([
      sweepExpiredOrders(t.app),
      notify(t, notification(t, order, 'settlement')),
    ]);
    const state = await orderState(t.db, order.orderID);
    expect(settled.body.data.status).toBe(state.status);
    if (state.status === 'paid') {
      expect(state.payment).toBe('paid');
      expect(await stockOf(t.db, order.productId)).toBe(8);
    } else {
      // Expired first: the settlement that came after it is the late payment the shop gives back in full
      // (lateRefund), so the payment reads refunded — or it never reached the order and reads expired.
      expect(state).toMatchObject({ status: 'expired', shipment: 'cancelled' });
      expect(['expired', 'refunded']).toContain(state.payment);
      if (state.payment === 'refunded') {
        expect(await refundsOf(order.orderID)).toEqual([{ amount: order.amount, status: 'succeeded' }]);
      }
      expect(await stockOf(t.db, order.productId)).toBe(10);
    }
  });

  it('does not let a late payment notification revive an expired order', async () => {
    const order = await newOrder();
    await overdue(order.orderID);
    await sweepExpiredOrders(t.app);
    const late = await notify(t, notification(t, order, 'settlement'));
    expect(late.body.data).toEqual({ orderCode: order.orderCode, status: 'expired', applied: false });
    expect(await stockOf(t.db, order.productId)).toBe(10);
  });
});
