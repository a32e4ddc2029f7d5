// Orders as members and staff read them (GET /v1/order, GET /v1/order/:id) and as staff move them on
// (PUT /v1/order/:id/status).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { newMember, type Member } from './helpers/members.js';
import {
  countRows,
  insertProduct,
  line,
  notification,
  notify,
  ORDER_CODE,
  orderState,
  placeOrder,
  stockOf,
  variantIdOf,
  type Placed,
  type ProductFixture,
} from './helpers/shop.js';

let t: TestApp;
let admin: string;
let root: string;
let ayu: Member;
let bima: Member;
let tenun: ProductFixture;
let chino: ProductFixture;
/** Ayu's three orders, oldest first: two products (paid), one product (pending), one product (cancelled). */
let ayuOrders: Placed[];
let bimaOrder: Placed;
let guestOrder: Placed;

const GUEST = 'tamu.istimewa@example.com';

beforeAll(async () => {
  t = await createTestApp();
  [admin, root] = await Promise.all([t.tokenOf('admin'), t.tokenOf('root')]);
  [ayu, bima] = await Promise.all([newMember(t, 'ayu'), newMember(t, 'bima')]);
  tenun = await insertProduct(t.db, {
    productName: 'Kemeja Tenun Ikat',
    sellPrice: 275_000,
    normalPrice: 300_000,
  });
  chino = await insertProduct(t.db, { productName: 'Celana Chino Slim', sellPrice: 189_000, weight: 450 });

  const asAyu = { token: ayu.token, overrides: { customerID: ayu.email } };
  ayuOrders = [];
  ayuOrders.push(await placeOrder(t, [line(tenun, 1), line(chino, 2, 'Black', 'L')], asAyu));
  ayuOrders.push(await placeOrder(t, [line(chino, 1)], asAyu));
  ayuOrders.push(await placeOrder(t, [line(chino, 1, 'Black', 'M')], asAyu));
  bimaOrder = await placeOrder(t, [line(tenun, 1)], {
    token: bima.token,
    overrides: { customerID: bima.email },
  });
  guestOrder = await placeOrder(t, [line(chino, 1)], { overrides: { customerID: GUEST } });

  for (const paid of [ayuOrders[0]!, bimaOrder]) {
    expect((await notify(t, notification(t, paid, 'settlement'))).status).toBe(200);
  }
  expect((await notify(t, notification(t, ayuOrders[2]!, 'cancel', { status_code: '200' }))).status).toBe(
    200,
  );
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string | number> = {}) =>
  t.call('GET', '/v1/order', { token, query });
const idsOf = (answer: { body: any }) => answer.body.data.map((order: any) => order.id);
const setStatus = (id: string, body: unknown, token = admin) =>
  t.call('PUT', `/v1/order/${id}/status`, { token, body });

describe('GET /v1/order', () => {
  it('shows a member their own orders only, newest first', async () => {
    const mine = await list(ayu.token);
    expect(mine.status).toBe(200);
    expect(mine.body.paging).toEqual({ count: 3, page: 1 });
    expect(idsOf(mine)).toEqual(ayuOrders.map((order) => order.orderID).reverse());

    const theirs = await list(bima.token);
    expect(idsOf(theirs)).toEqual([bimaOrder.orderID]);
    // Neither a search nor a batch read reaches another member's order.
    expect((await list(ayu.token, { q: bimaOrder.orderCode })).body.paging.count).toBe(0);
    expect(idsOf(await list(ayu.token, { ids: `${bimaOrder.orderID},${ayuOrders[1]!.orderID}` }))).toEqual([
      ayuOrders[1]!.orderID,
    ]);
    expect((await list(ayu.token, { q: GUEST })).body.data).toEqual([]);
    const seeded = await list(await t.tokenOf('member'));
    expect(seeded.body).toEqual({ data: [], paging: { count: 0, page: 1 } });
  });

  it("shows staff everyone's orders, guests' included", async () => {
    const total = await countRows(t.db, 'orders');
    expect(total).toBe(5);
    for (const token of [admin, root]) {
      const all = await list(token);
      expect(all.status).toBe(200);
      expect(all.body.paging).toEqual({ count: total, page: 1 });
      expect(idsOf(all)).toEqual([
        guestOrder.orderID,
        bimaOrder.orderID,
        ...ayuOrders.map((order) => order.orderID).reverse(),
      ]);
    }
  });

  it('pages with limit, page and skip (skip wins over page)', async () => {
    const newestFirst = [
      guestOrder.orderID,
      bimaOrder.orderID,
      ...ayuOrders.map((order) => order.orderID).reverse(),
    ];
    const first = await list(admin, { limit: 2 });
    expect(idsOf(first)).toEqual(newestFirst.slice(0, 2));
    expect(first.body.paging).toEqual({ count: 5, page: 1 });
    const third = await list(admin, { limit: 2, page: 3 });
    expect(idsOf(third)).toEqual(newestFirst.slice(4));
    expect(third.body.paging).toEqual({ count: 5, page: 3 });
    const skipped = await list(admin, { limit: 2, skip: 2, page: 1 });
    expect(idsOf(skipped)).toEqual(newestFirst.slice(2, 4));
    expect(skipped.body.paging).toEqual({ count: 5, page: 2 });
    const beyond = await list(admin, { limit: 2, page: 9 });
    expect(beyond.body).toEqual({ data: [], paging: { count: 5, page: 9 } });
  });

  it('filters by payment status and shipment status (the payments and shipping screens), members still only their own', async () => {
    const all = (await list(admin, { limit: 100 })).body.data as any[];
    const where = (test: (order: any) => boolean) => all.filter(test).map((order) => order.id);
    const paid = await list(admin, { paymentStatus: 'paid' });
    expect(idsOf(paid)).toEqual(where((order) => order.payment?.status === 'paid'));
    expect(idsOf(paid)).toEqual([bimaOrder.orderID, ayuOrders[0]!.orderID]);
    expect(paid.body.paging).toEqual({ count: 2, page: 1 });
    const open = await list(admin, { paymentStatus: 'pending,failed' });
    expect(idsOf(open)).toEqual(where((order) => ['pending', 'failed'].includes(order.payment?.status)));
    const waiting = await list(admin, { shipmentStatus: 'pending' });
    expect(idsOf(waiting)).toEqual(where((order) => order.shipment?.status === 'pending'));
    expect(idsOf(await list(admin, { status: 'paid', shipmentStatus: 'pending' }))).toEqual(
      where((order) => order.status === 'paid' && order.shipment?.status === 'pending'),
    );
    expect(idsOf(await list(ayu.token, { paymentStatus: 'paid' }))).toEqual([ayuOrders[0]!.orderID]);
    expectError(
      await list(admin, { paymentStatus: 'settled' }),
      400,
      /^paymentStatus: unknown status settled/,
    );
    expectError(await list(admin, { shipmentStatus: 'lost' }), 400, /^shipmentStatus: unknown status lost/);
  });

  it('searches order codes, product names and customer e-mails with q, in any case', async () => {
    const byCode = await list(admin, { q: bimaOrder.orderCode.slice(-5).toLowerCase() });
    expect(idsOf(byCode)).toContain(bimaOrder.orderID);
    expect(
      byCode.body.data.every((order: any) => order.orderCode.endsWith(bimaOrder.orderCode.slice(-5))),
    ).toBe(true);

    const byProduct = await list(admin, { q: 'tenun ikat' });
    expect(idsOf(byProduct).sort()).toEqual([ayuOrders[0]!.orderID, bimaOrder.orderID].sort());
    expect(byProduct.body.paging.count).toBe(2);

    const byEmail = await list(admin, { q: GUEST.toUpperCase() });
    expect(idsOf(byEmail)).toEqual([guestOrder.orderID]);
    const byMemberEmail = await list(admin, { q: ayu.email });
    expect(byMemberEmail.body.paging.count).toBe(3);

    // LIKE wildcards are searched as text.
    expect((await list(admin, { q: '%' })).body.paging.count).toBe(0);
    expect((await list(admin, { q: '_' })).body.paging.count).toBe(0);
    expect((await list(admin, { q: 'tidak ada pesanan seperti ini' })).body.paging.count).toBe(0);
  });

  it('filters by a comma list of statuses and refuses unknown ones', async () => {
    const paid = await list(admin, { status: 'paid' });
    expect(idsOf(paid).sort()).toEqual([ayuOrders[0]!.orderID, bimaOrder.orderID].sort());
    const several = await list(admin, { status: ' Pending , cancelled' });
    expect(idsOf(several).sort()).toEqual(
      [ayuOrders[1]!.orderID, ayuOrders[2]!.orderID, guestOrder.orderID].sort(),
    );
    expect((await list(ayu.token, { status: 'paid,cancelled' })).body.paging.count).toBe(2);
    expect((await list(admin, { status: 'completed' })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
    expectError(await list(admin, { status: 'paid,shipped' }), 400, /status.*shipped/);
    expectError(await list(admin, { status: 'x'.repeat(201) }), 400, /status/);
  });

  it('reads a batch with ids=, answering the orders found', async () => {
    const wanted = [bimaOrder.orderID, guestOrder.orderID, randomUUID()];
    const batch = await list(admin, { ids: wanted.join(',') });
    expect(batch.status).toBe(200);
    expect(idsOf(batch).sort()).toEqual([bimaOrder.orderID, guestOrder.orderID].sort());
    expect(batch.body.paging.count).toBe(2);
    expectError(await list(admin, { ids: 'not-an-id' }), 400, /ids/);
    expectError(await list(admin, { ids: ',' }), 400, /ids/);
    const tooMany = Array.from({ length: 101 }, () => randomUUID()).join(',');
    expectError(await list(admin, { ids: tooMany }), 400, /at most 100/);
  });

  it('refuses bad paging with 400, and a caller without a token with 401', async () => {
    expectError(await list(admin, { limit: 101 }), 400, /limit/);
    expectError(await list(admin, { limit: 0 }), 400, /limit/);
    expectError(await list(admin, { page: 0 }), 400, /page/);
    expectError(await list(admin, { skip: -1 }), 400, /skip/);
    expectError(await list(admin, { limit: 'ten' }), 400, /limit/);
    expectError(await list(admin, { q: 'q'.repeat(201) }), 400, /q/);
    expect((await t.call('GET', '/v1/order')).status).toBe(401);
  });
});

describe('GET /v1/order/:id', () => {
  it('answers the order with its lines, payment and shipment as the spec names them', async () => {
    const order = ayuOrders[0]!;
    const answer = await t.call('GET', `/v1/order/${order.orderID}`, { token: ayu.token });
    expect(answer.status).toBe(200);
    const subtotal = 275_000 + 2 * 189_000;
    expect(answer.body).toEqual({
      data: {
        id: order.orderID,
        orderCode: expect.stringMatching(ORDER_CODE),
        // The language its e-mails go in: the checkout request's (none asked: the shop's default).
        language: 'en',
        status: 'paid',
        // The headline every reader is shown (issue 32): the status, processing told apart by its parcel.
        stage: 'paid',
        orderDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
        expiresAt: order.expiresAt,
        paidAt: expect.stringMatching(/Z$/),
        customerID: ayu.email,
        customerName: 'Budi Santoso',
        customerPhone: '081234567890',
        userID: ayu.id,
        note: null,
        subtotal,
        shippingCost: order.amount - subtotal,
        discount: 0,
        voucherCode: null,
        voucherKind: null,
        total: order.amount,
        tax: Math.round((subtotal * 11) / 111),
        firstProductName: 'Kemeja Tenun Ikat',
        firstProductImage: tenun.images[0],
        otherProductCount: 1,
        orderDetails: [
          {
            id: expect.any(String),
            productID: tenun.id,
            productName: 'Kemeja Tenun Ikat',
            productImage: tenun.images[0],
            color: 'Navy',
            size: 'M',
            variantId: await variantIdOf(t.db, tenun.id, 'Navy', 'M'),
            sku: 'KEMEJA-TENUN-IKAT-NAVY-M',
            quantity: 1,
            normalPrice: 300_000,
            sellPrice: 275_000,
            discount: tenun.discount,
            weight: 300,
            subtotal: 275_000,
          },
          {
            id: expect.any(String),
            productID: chino.id,
            productName: 'Celana Chino Slim',
            productImage: chino.images[0],
            color: 'Black',
            size: 'L',
            variantId: await variantIdOf(t.db, chino.id, 'Black', 'L'),
            sku: 'CELANA-CHINO-SLIM-BLACK-L',
            quantity: 2,
            normalPrice: chino.normalPrice,
            sellPrice: 189_000,
            discount: chino.discount,
            weight: 450,
            subtotal: 378_000,
          },
        ],
        payment: {
          provider: 'sandbox',
          paymentMethod: 'gopay',
          totalAmount: order.amount,
          paymentDate: expect.stringMatching(/Z$/),
          status: 'paid',
          token: order.token,
          redirectUrl: order.redirectUrl,
          refundedAmount: 0,
          refundedAt: null,
        },
        refund: null,
        shipment: {
          courier: 'jne',
          service: 'REG',
          description: expect.any(String),
          etd: expect.stringMatching(/^\d/),
          cost: order.amount - subtotal,
          weight: 300 + 2 * 450,
          resiNumber: '',
          destination: 'Jl. Kebon Sirih 12, Kota Jakarta Pusat, DKI Jakarta 10540',
          destinationCityID: '152',
          address: expect.objectContaining({ name: 'Budi Santoso', cityID: '152', province: 'DKI Jakarta' }),
          shipmentDate: null,
          status: 'pending',
          deliveredAt: null,
        },
      },
    });
  });

  it("answers 404 for another member's order or a guest's, as if it did not exist", async () => {
    expectError(
      await t.call('GET', `/v1/order/${bimaOrder.orderID}`, { token: ayu.token }),
      404,
      /not found/i,
    );
    expectError(
      await t.call('GET', `/v1/order/${guestOrder.orderID}`, { token: ayu.token }),
      404,
      /not found/i,
    );
    expect((await t.call('GET', `/v1/order/${bimaOrder.orderID}`, { token: bima.token })).status).toBe(200);
    expect((await t.call('GET', `/v1/order/${bimaOrder.orderID}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/v1/order/${guestOrder.orderID}`, { token: root })).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await t.call('GET', `/v1/order/${randomUUID()}`, { token: admin }), 404, /Order not found/);
    expectError(await t.call('GET', '/v1/order/ORD-1', { token: admin }), 400, /id/);
  });
});

describe('PUT /v1/order/:id/status', () => {
  let product: ProductFixture;
  beforeAll(async () => {
    product = await insertProduct(t.db, { stock: 100 });
  });

  /** A fresh guest order of two items, paid when asked. */
  async function freshOrder(paid = false) {
    const order = await placeOrder(t, [line(product, 2)]);
    if (paid) expect((await notify(t, notification(t, order, 'settlement'))).body.data.applied).toBe(true);
    return order;
  }

  it('is for staff: a member gets 403 and changes nothing', async () => {
    const order = await freshOrder(true);
    expectError(await setStatus(order.orderID, { status: 'processing' }, ayu.token), 403, /permission/);
    expect((await orderState(t.db, order.orderID)).status).toBe('paid');
    expect(
      (await t.call('PUT', `/v1/order/${order.orderID}/status`, { body: { status: 'processing' } })).status,
    ).toBe(401);
  });

  it('moves a paid order to processing with its tracking number, then to completed', async () => {
    const order = await freshOrder(true);
    const stock = await stockOf(t.db, product.id);
    const processing = await setStatus(order.orderID, { status: 'processing', resiNumber: 'JNE-0123456789' });
    expect(processing.status, JSON.stringify(processing.body)).toBe(200);
    expect(processing.body.data).toMatchObject({
      id: order.orderID,
      status: 'processing',
      stage: 'shipped',
      shipment: {
        resiNumber: 'JNE-0123456789',
        status: 'shipped',
        shipmentDate: expect.stringMatching(/Z$/),
      },
    });
    const shippedAt = processing.body.data.shipment.shipmentDate;

    // A corrected tracking number while processing is not a move.
    const corrected = await setStatus(order.orderID, { status: 'processing', resiNumber: 'JNE-0123456780' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.shipment).toMatchObject({
      resiNumber: 'JNE-0123456780',
      shipmentDate: shippedAt,
    });

    const completed = await setStatus(order.orderID, { status: 'completed' }, root);
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({
      status: 'completed',
      stage: 'completed',
      payment: { status: 'paid' },
      shipment: { resiNumber: 'JNE-0123456780', status: 'delivered', shipmentDate: shippedAt },
    });
    // Completed by staff, the parcel counts as arrived then.
    expect(Date.parse(completed.body.data.shipment.deliveredAt)).toBeGreaterThanOrEqual(
      Date.parse(shippedAt),
    );
    // Shipping keeps the stock taken.
    expect(await stockOf(t.db, product.id)).toBe(stock);
  });

  it('cancels a pending order and returns its stock', async () => {
    const order = await freshOrder();
    const before = await stockOf(t.db, product.id);
    const answer = await setStatus(order.orderID, { status: 'cancelled' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'cancelled',
      payment: { status: 'cancelled' },
      shipment: { status: 'cancelled' },
    });
    expect(await stockOf(t.db, product.id)).toBe(before + 2);
    // Cancelling again is refused and returns nothing more.
    expectError(await setStatus(order.orderID, { status: 'cancelled' }), 409, /cancelled to cancelled/);
    expect(await stockOf(t.db, product.id)).toBe(before + 2);
    // A notification arriving afterwards does not revive it.
    const late = await notify(t, notification(t, order, 'settlement'));
    expect(late.body.data).toMatchObject({ status: 'cancelled', applied: false });
  });

  it('answers 409 to a move the order cannot make, changing nothing', async () => {
    const pending = await freshOrder();
    const paid = await freshOrder(true);
    const completed = await freshOrder(true);
    await setStatus(completed.orderID, { status: 'processing', resiNumber: 'R1' });
    await setStatus(completed.orderID, { status: 'completed' });
    const stock = await stockOf(t.db, product.id);

    const refusals: [Placed, string, RegExp][] = [
      [pending, 'processing', /pending to processing/],
      [pending, 'completed', /pending to completed/],
      [pending, 'paid', /only a payment/],
      [pending, 'expired', /expire by themselves/],
      [paid, 'completed', /paid to completed/],
      [paid, 'pending', /paid to pending/],
      [paid, 'paid', /only a payment/],
      [completed, 'pending', /completed to pending/],
      [completed, 'cancelled', /completed to cancelled/],
      [completed, 'processing', /completed to processing/],
      [completed, 'expired', /expire by themselves/],
    ];
    for (const [order, status, message] of refusals) {
      expectError(await setStatus(order.orderID, { status }), 409, message);
    }
    expect((await orderState(t.db, pending.orderID)).status).toBe('pending');
    expect((await orderState(t.db, paid.orderID)).status).toBe('paid');
    expect(await orderState(t.db, completed.orderID)).toEqual({
      status: 'completed',
      payment: 'paid',
      shipment: 'delivered',
    });
    expect(await stockOf(t.db, product.id)).toBe(stock);
  });

  it('keeps the shipment of a completed order delivered even when a tracking number comes along', async () => {
    const order = await freshOrder(true);
    await setStatus(order.orderID, { status: 'processing', resiNumber: 'JNE-1' });
    await setStatus(order.orderID, { status: 'completed', resiNumber: 'JNE-2' });
    const state = await orderState(t.db, order.orderID);
    // Whether the number is taken or the move refused, a completed order's parcel was delivered.
    expect(state.shipment).toBe(state.status === 'completed' ? 'delivered' : 'shipped');
  });

  it('never ships the parcel of an order it cancels, even when a tracking number comes along', async () => {
    const order = await freshOrder();
    await setStatus(order.orderID, { status: 'cancelled', resiNumber: 'JNE-3' });
    const state = await orderState(t.db, order.orderID);
    expect(state.shipment).toBe(state.status === 'cancelled' ? 'cancelled' : 'pending');
  });

  it('answers 404 for an unknown order and 400 for a bad id or body', async () => {
    const order = await freshOrder(true);
    expectError(await setStatus(randomUUID(), { status: 'cancelled' }), 404, /Order not found/);
    expectError(await setStatus('12345', { status: 'cancelled' }), 400, /id/);
    expectError(await setStatus(order.orderID, { status: 'shipped' }), 400, /status/);
    expectError(await setStatus(order.orderID, {}), 400, /status/);
    expectError(
      await setStatus(order.orderID, { status: 'processing', resiNumber: 'JNE 123' }),
      400,
      /resiNumber/,
    );
    expectError(
      await setStatus(order.orderID, { status: 'processing', resiNumber: 'R'.repeat(51) }),
      400,
      /resiNumber/,
    );
    expectError(await setStatus(order.orderID, { status: 'processing', resiNumber: 123 }), 400, /resiNumber/);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', shipment: 'pending' });
  });
});

describe('GET /public/v1/order/payment/:token', () => {
  const byToken = (token: string) => t.call('GET', `/public/v1/order/payment/${token}`);

  it("answers anyone holding the token that order only, without the customer's details", async () => {
    const answer = await byToken(guestOrder.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const order = answer.body.data;
    expect(order).toEqual({
      id: guestOrder.orderID,
      orderCode: guestOrder.orderCode,
      language: 'en',
      status: 'pending',
      stage: 'pending',
      orderDate: expect.any(String),
      expiresAt: guestOrder.expiresAt,
      paidAt: null,
      subtotal: 189_000,
      shippingCost: guestOrder.amount - 189_000,
      discount: 0,
      voucherCode: null,
      voucherKind: null,
      total: guestOrder.amount,
      tax: Math.round((189_000 * 11) / 111),
      firstProductName: 'Celana Chino Slim',
      firstProductImage: chino.images[0],
      otherProductCount: 0,
      orderDetails: [
        expect.objectContaining({ productID: chino.id, quantity: 1, sellPrice: 189_000, subtotal: 189_000 }),
      ],
      payment: {
        provider: 'sandbox',
        paymentMethod: '',
        totalAmount: guestOrder.amount,
        paymentDate: null,
        status: 'pending',
        token: guestOrder.token,
        redirectUrl: guestOrder.redirectUrl,
        refundedAmount: 0,
        refundedAt: null,
      },
      refund: null,
      shipment: {
        courier: 'jne',
        service: 'REG',
        description: expect.any(String),
        etd: expect.any(String),
        cost: guestOrder.amount - 189_000,
        weight: 450,
        resiNumber: '',
        destinationCityID: '152',
        city: 'Kota Jakarta Pusat',
        shipmentDate: null,
        status: 'pending',
        deliveredAt: null,
      },
    });
    // Nothing about the customer: no e-mail, name, phone, street address, member or note anywhere.
    const text = JSON.stringify(answer.body);
    for (const secret of [GUEST, 'Budi Santoso', '081234567890', 'Kebon Sirih']) {
      expect(text).not.toContain(secret);
    }
    expect(order).not.toHaveProperty('customerID');
    expect(order).not.toHaveProperty('userID');
    expect(order).not.toHaveProperty('note');
  });

  it("follows the order as it moves, for a member's order too, without the member's id", async () => {
    const paid = await byToken(ayuOrders[0]!.token);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      id: ayuOrders[0]!.orderID,
      status: 'paid',
      paidAt: expect.any(String),
      otherProductCount: 1,
      payment: { status: 'paid', paymentMethod: 'gopay' },
    });
    expect(JSON.stringify(paid.body)).not.toContain(ayu.email);
    expect(JSON.stringify(paid.body)).not.toContain(ayu.id);
    const cancelled = await byToken(ayuOrders[2]!.token);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', shipment: { status: 'cancelled' } });
  });

  it('answers 404 for an unknown token and 400 for one that cannot be a token', async () => {
    expectError(await byToken('Z'.repeat(32)), 404, 'Order not found');
    expectError(await byToken(guestOrder.orderCode.replace(/-/g, '_')), 404, 'Order not found');
    expectError(await byToken('not%20a%20token'), 400, /token/);
    expectError(await byToken('x'.repeat(101)), 400, /token/);
  });

  it('needs no sign-in, but the Client-Id as every public call', async () => {
    const noClient = await t.call('GET', `/public/v1/order/payment/${guestOrder.token}`, { noClient: true });
    expectError(noClient, 400, 'unknown client');
    const withToken = await t.call('GET', `/public/v1/order/payment/${bimaOrder.token}`, {
      token: ayu.token,
    });
    expect(withToken.status).toBe(200);
    expect(withToken.body.data.orderCode).toBe(bimaOrder.orderCode);
  });
});
