// One status story (issue 32): once a parcel's tracking says delivered, the shipment is delivered (with the time the
// courier gave) in the same transaction as the order's move — completed when the shop completes orders on delivery,
// otherwise still processing and waiting for the customer's "Pesanan diterima" — and every reader (the member's
// order, the guest's look-up, staff, the list) answers the same stage.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
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
let ayu: Member;
let product: ProductFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
  ayu = await newMember(t, 'ayu');
  product = await insertProduct(t.db, { stock: 100 });
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.call('PUT', '/v1/setting/complete-on-delivery', { token: admin, body: { enabled: false } });
});

/** A paid order of Ayu's (or a guest's), shipped with a JNE resi `hours` ago. */
async function shippedOrder(hours: number, member: Member | null = ayu): Promise<Placed & { resi: string }> {
  const order = await placeOrder(t, [line(product, 1)], {
    ...(member ? { token: member.token, overrides: { customerID: member.email } } : {}),
  });
  expect((await notify(t, notification(t, order, 'settlement'))).status).toBe(200);
  const resi = `JNE${randomUUID().slice(0, 8).toUpperCase()}`;
  const shipped = await t.call('PUT', `/v1/order/${order.orderID}/status`, {
    token: admin,
    body: { status: 'processing', resiNumber: resi },
  });
  expect(shipped.status).toBe(200);
  await t.db.execute(
    `UPDATE shipments SET shipment_date = now() - make_interval(hours => $2::int) WHERE order_id = $1`,
    [order.orderID, hours],
  );
  return { ...order, resi };
}

const trackingOf = (id: string, token = ayu.token) => t.call('GET', `/v1/order/${id}/tracking`, { token });
const memberRead = async (id: string) =>
  (await t.call('GET', `/v1/order/${id}`, { token: ayu.token })).body.data;
const staffRead = async (id: string) => (await t.call('GET', `/v1/order/${id}`, { token: admin })).body.data;
const lookup = async (order: Placed, email: string) =>
  (await t.call('POST', '/public/v1/order/lookup', { body: { orderCode: order.orderCode, email } })).body
    .data;

async function eventsOf(id: string) {
  const answer = await t.call('GET', '/v1/order/timeline', { token: admin, query: { ids: id } });
  expect(answer.status).toBe(200);
  return answer.body.data[0].events as {
    fromStatus: string | null;
    toStatus: string;
    delivered: boolean;
    actor: { kind: string };
    detail: string | null;
  }[];
}

/** What a reader sees first: the status, the stage and the shipment's state. */
const headline = (order: {
  status: string;
  stage: string;
  shipment: { status: string; deliveredAt: string | null } | null;
}) => ({
  status: order.status,
  stage: order.stage,
  shipment: order.shipment?.status,
  deliveredAt: order.shipment?.deliveredAt,
});

describe('a parcel the tracking says delivered', () => {
  it('is delivered, with the courier’s time, while the order waits for "Pesanan diterima" (the setting off)', async () => {
    const order = await shippedOrder(80);
    expect(headline(await memberRead(order.orderID))).toEqual({
      status: 'processing',
      stage: 'shipped',
      shipment: 'shipped',
      deliveredAt: null,
    });

    const tracking = (await trackingOf(order.orderID)).body.data;
    expect(tracking.delivered).toBe(true);
    // The newest event is the delivery: its time is the shipment's delivered time.
    const deliveredAt = tracking.events[0].at as string;
    expect(await orderState(t.db, order.orderID)).toMatchObject({
      status: 'processing',
      shipment: 'delivered',
    });
    const seen = {
      status: 'processing',
      stage: 'delivered',
      shipment: 'delivered',
      deliveredAt,
    };
    expect(headline(await memberRead(order.orderID))).toEqual(seen);
    expect(headline(await staffRead(order.orderID))).toEqual(seen);

    // One event says so, by the system, the order's status unchanged.
    const delivered = (await eventsOf(order.orderID)).filter((event) => event.delivered);
    expect(delivered).toEqual([
      expect.objectContaining({
        fromStatus: 'processing',
        toStatus: 'processing',
        actor: expect.objectContaining({ kind: 'system' }),
        detail: `tracking says delivered: resi ${order.resi} (JNE)`,
      }),
    ]);

    // Asked again (and by housekeeping), nothing more happens.
    await trackingOf(order.orderID);
    await trackingOf(order.orderID, admin);
    await t.app.housekeeping();
    expect((await eventsOf(order.orderID)).filter((event) => event.delivered)).toHaveLength(1);
    expect(headline(await memberRead(order.orderID))).toEqual(seen);

    // "Pesanan diterima" completes it; the delivered time stays the courier's.
    expect((await t.call('POST', `/v1/order/${order.orderID}/received`, { token: ayu.token })).status).toBe(
      200,
    );
    expect(headline(await memberRead(order.orderID))).toEqual({
      ...seen,
      status: 'completed',
      stage: 'completed',
    });
  });

  it('completes the order in the same move when the shop completes orders on delivery: one event', async () => {
    await t.call('PUT', '/v1/setting/complete-on-delivery', { token: admin, body: { enabled: true } });
    const order = await shippedOrder(80);
    const tracking = (await trackingOf(order.orderID)).body.data;
    expect(headline(await memberRead(order.orderID))).toEqual({
      status: 'completed',
      stage: 'completed',
      shipment: 'delivered',
      deliveredAt: tracking.events[0].at,
    });
    await trackingOf(order.orderID);
    const events = await eventsOf(order.orderID);
    expect(events.filter((event) => event.delivered)).toEqual([
      expect.objectContaining({
        fromStatus: 'processing',
        toStatus: 'completed',
        detail: `tracking says delivered: resi ${order.resi} (JNE)`,
      }),
    ]);
    expect(events.filter((event) => event.toStatus === 'completed')).toHaveLength(1);
  });

  it('delivered before the setting was turned on, completes at the next look without a second delivered event', async () => {
    const order = await shippedOrder(80);
    await trackingOf(order.orderID);
    await t.call('PUT', '/v1/setting/complete-on-delivery', { token: admin, body: { enabled: true } });
    await t.app.housekeeping();
    expect(await orderState(t.db, order.orderID)).toMatchObject({
      status: 'completed',
      shipment: 'delivered',
    });
    const events = await eventsOf(order.orderID);
    expect(events.filter((event) => event.delivered)).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'processing',
      toStatus: 'completed',
      delivered: false,
    });
  });

  it('shows the guest the same as the member and staff, in the look-up that read the tracking', async () => {
    const order = await shippedOrder(80, null);
    // The look-up itself asks the tracking: its order already says delivered.
    const found = await lookup(order, 'guest@example.com');
    expect(found.tracking.delivered).toBe(true);
    expect(headline(found)).toEqual({
      status: 'processing',
      stage: 'delivered',
      shipment: 'delivered',
      deliveredAt: found.tracking.events[0].at,
    });
    expect(headline(await staffRead(order.orderID))).toEqual(headline(found));
    expect(headline(await lookup(order, 'guest@example.com'))).toEqual(headline(found));
  });

  it('is found by housekeeping too, whether or not the shop completes on delivery; one on its way stays shipped', async () => {
    const arrived = await shippedOrder(80);
    const onTheWay = await shippedOrder(5);
    await t.app.housekeeping();
    expect(headline(await memberRead(arrived.orderID))).toMatchObject({
      status: 'processing',
      stage: 'delivered',
      shipment: 'delivered',
    });
    expect(headline(await memberRead(onTheWay.orderID))).toMatchObject({
      status: 'processing',
      stage: 'shipped',
      shipment: 'shipped',
      deliveredAt: null,
    });
    // The member's list answers the same stage as the order.
    const list = (await t.call('GET', '/v1/order', { token: ayu.token, query: { limit: 50 } })).body.data as {
      id: string;
      stage: string;
    }[];
    expect(list.find((item) => item.id === arrived.orderID)?.stage).toBe('delivered');
    expect(list.find((item) => item.id === onTheWay.orderID)?.stage).toBe('shipped');
  });

  it('still completes by itself after the auto-complete days, delivered or not', async () => {
    const order = await shippedOrder(24 * 30);
    await trackingOf(order.orderID);
    expect(await orderState(t.db, order.orderID)).toMatchObject({
      status: 'processing',
      shipment: 'delivered',
    });
    await t.app.housekeeping();
    expect(await orderState(t.db, order.orderID)).toMatchObject({
      status: 'completed',
      shipment: 'delivered',
    });
  });
});
