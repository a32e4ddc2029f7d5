// Orders, order status and the dashboard through the gateway: a page of orders with every line's product costs
// exactly two REST calls; a member sees only their own orders; staff move orders on and read the dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, type Member } from '../../rest-api/test/helpers/members.js';
import {
  insertProduct,
  line,
  notification,
  notify,
  ORDER_CODE,
  placeOrder,
  stockOf,
  type Placed,
  type ProductFixture,
} from '../../rest-api/test/helpers/shop.js';
import { errorOf } from './helpers/expect.js';
import { signInAs, startStack, type Agent, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

let stack: Stack;
/** REST calls the gateway made, as "METHOD /path?query". */
const upstream = recordingFetch(() => stack?.restUrl);
let ayu: Member;
let bima: Member;
let ayuBrowser: Agent;
let bimaBrowser: Agent;
let admin: Agent;
/** 40 products, 4 per order of Ayu's. */
let products: ProductFixture[];
/** Ayu's 10 orders, oldest first, 4 lines each. */
let ayuOrders: Placed[];
let bimaOrder: Placed;
let bimaProduct: ProductFixture;

beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch });
  const t = stack.rest;
  [ayu, bima] = await Promise.all([insertMember(t, 'ayu'), insertMember(t, 'bima')]);
  products = [];
  for (let index = 0; index < 40; index += 1) products.push(await insertProduct(t.db, { stock: 100 }));
  ayuOrders = [];
  for (let order = 0; order < 10; order += 1) {
    const lines = products.slice(order * 4, order * 4 + 4).map((product) => line(product, 1));
    ayuOrders.push(await placeOrder(t, lines, { token: ayu.token, overrides: { customerID: ayu.email } }));
  }
  bimaProduct = await insertProduct(t.db, { productName: 'Kebaya Bordir', stock: 10 });
  bimaOrder = await placeOrder(t, [line(bimaProduct, 2)], {
    token: bima.token,
    overrides: { customerID: bima.email },
  });
  [ayuBrowser, bimaBrowser, admin] = await Promise.all([
    signInAs(stack, ayu.email),
    signInAs(stack, bima.email),
    stack.signedIn('admin'),
  ]);
}, 120_000);
afterAll(() => stack.close());

const ORDER = `query ($id: ID!) {
  order(id: $id) {
    id orderCode status userID customerID total
    orderDetails { productID productName quantity product { id productName } }
    payment { status totalAmount }
    shipment { status resiNumber courier service address { name city } }
  }
}`;
const LIST = `query ($q: String, $status: [OrderStatus!], $page: PageInput) {
  orders(q: $q, status: $status, page: $page) { items { id orderCode status } paging { count page limit } }
}`;
const MOVE = `mutation ($id: ID!, $status: OrderStatus!, $resi: String) {
  setOrderStatus(id: $id, status: $status, resiNumber: $resi) { id status shipment { resiNumber } }
}`;

describe('batching', () => {
  it('answers 10 orders with 4 lines each and all their products in exactly 2 REST calls', async () => {
    upstream.reset();
    const answer = await ayuBrowser.gql(
      '{ orders(page: {limit: 10}) { items { id orderDetails { productID product { id productName } } } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(upstream.calls).toHaveLength(2);
    expect(upstream.calls[0]).toBe('GET /v1/order?limit=10');
    const productCall = new URL(upstream.calls[1]!.replace(/^GET /, ''), 'http://rest');
    expect(productCall.pathname).toBe('/public/v1/product');
    expect(productCall.searchParams.get('ids')!.split(',').sort()).toEqual(
      products.map((product) => product.id).sort(),
    );

    const items = answer.data.orders.items as { id: string; orderDetails: any[] }[];
    expect(items.map((order) => order.id)).toEqual(ayuOrders.map((order) => order.orderID).reverse());
    for (const order of items) {
      expect(order.orderDetails).toHaveLength(4);
      for (const detail of order.orderDetails) {
        const product = products.find((candidate) => candidate.id === detail.productID)!;
        expect(detail.product).toEqual({ id: product.id, productName: product.productName });
      }
    }
  });
});

describe('orders of a member', () => {
  it('lists their own orders with paging, and reads one with its lines, payment and shipment', async () => {
    const page = await ayuBrowser.gql(LIST, { page: { page: 2, limit: 4 } });
    expect(page.data.orders.paging).toEqual({ count: 10, page: 2, limit: 4 });
    expect(page.data.orders.items.map((order: { id: string }) => order.id)).toEqual(
      ayuOrders
        .slice(2, 6)
        .map((order) => order.orderID)
        .reverse(),
    );
    const first = ayuOrders[0]!;
    const found = await ayuBrowser.gql(LIST, { q: first.orderCode });
    expect(found.data.orders).toEqual({
      items: [{ id: first.orderID, orderCode: first.orderCode, status: 'pending' }],
      paging: { count: 1, page: 1, limit: 10 },
    });

    const one = await ayuBrowser.gql(ORDER, { id: first.orderID });
    expect(one.errors).toBeUndefined();
    expect(one.data.order).toMatchObject({
      id: first.orderID,
      orderCode: expect.stringMatching(ORDER_CODE),
      status: 'pending',
      userID: ayu.id,
      customerID: ayu.email,
      total: first.amount,
      payment: { status: 'pending', totalAmount: first.amount },
      shipment: {
        status: 'pending',
        resiNumber: '',
        courier: 'jne',
        service: 'REG',
        address: { name: 'Budi Santoso' },
      },
    });
    expect(one.data.order.orderDetails).toHaveLength(4);
  });

  it("answers null for another member's order and leaves it out of their list", async () => {
    const theirs = await bimaBrowser.gql(ORDER, { id: ayuOrders[0]!.orderID });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data).toEqual({ order: null });
    const list = await bimaBrowser.gql(LIST);
    expect(list.data.orders).toEqual({
      items: [{ id: bimaOrder.orderID, orderCode: bimaOrder.orderCode, status: 'pending' }],
      paging: { count: 1, page: 1, limit: 10 },
    });
    // A missing order is null too; a malformed id is the caller's mistake.
    expect((await ayuBrowser.gql(ORDER, { id: '00000000-0000-4000-8000-000000000000' })).data).toEqual({
      order: null,
    });
    expect(errorOf(await ayuBrowser.gql(ORDER, { id: 'nope' })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await stack.agent().gql(LIST)).code).toBe('UNAUTHENTICATED');
  });

  it('answers a line whose product was deleted with product null, keeping what was ordered', async () => {
    const product = await insertProduct(stack.rest.db, { productName: 'Batik Tulis Lawas' });
    const placed = await placeOrder(stack.rest, [line(product, 1)], {
      token: bima.token,
      overrides: { customerID: bima.email },
    });
    await stack.rest.db.execute('UPDATE products SET deleted_at = now() WHERE id = $1', [product.id]);
    const answer = await bimaBrowser.gql(ORDER, { id: placed.orderID });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.order.orderDetails).toEqual([
      { productID: product.id, productName: 'Batik Tulis Lawas', quantity: 1, product: null },
    ]);
  });

  it('may not move orders on (FORBIDDEN)', async () => {
    expect(errorOf(await ayuBrowser.gql(MOVE, { id: ayuOrders[0]!.orderID, status: 'cancelled' }))).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this',
    });
  });
});

describe('orders for staff', () => {
  it("lists everyone's orders and filters by status", async () => {
    const all = await admin.gql(LIST, { page: { limit: 100 } });
    const ids = all.data.orders.items.map((order: { id: string }) => order.id);
    expect(ids).toEqual(
      expect.arrayContaining([bimaOrder.orderID, ...ayuOrders.map((order) => order.orderID)]),
    );
    expect(all.data.orders.paging).toMatchObject({ count: ids.length, page: 1, limit: 100 });
    expect((await admin.gql(ORDER, { id: bimaOrder.orderID })).data.order.userID).toBe(bima.id);

    const none = await admin.gql(LIST, { status: ['completed', 'expired'] });
    expect(none.data.orders).toEqual({ items: [], paging: { count: 0, page: 1, limit: 10 } });
  });

  it('filters by payment status and shipment status for the payments and shipping screens', async () => {
    const BY = `query ($paymentStatus: [PaymentStatus!], $shipmentStatus: [ShipmentStatus!]) {
      orders(paymentStatus: $paymentStatus, shipmentStatus: $shipmentStatus, page: { limit: 100 }) {
        items { id payment { status } shipment { status } }
      }
    }`;
    const pending = (await admin.gql(BY, { paymentStatus: ['pending'] })).data.orders.items;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((order: any) => order.payment.status === 'pending')).toBe(true);
    const waiting = (await admin.gql(BY, { shipmentStatus: ['pending'] })).data.orders.items;
    expect(waiting.every((order: any) => order.shipment.status === 'pending')).toBe(true);
    expect(
      (await admin.gql(BY, { paymentStatus: ['failed'], shipmentStatus: ['delivered'] })).data.orders.items,
    ).toEqual([]);
  });

  it('moves an order paid → processing (with a tracking number) → completed, and cancels a pending one', async () => {
    const paid = ayuOrders[1]!;
    expect((await notify(stack.rest, notification(stack.rest, paid, 'settlement'))).status).toBe(200);
    expect((await admin.gql(LIST, { status: ['paid'] })).data.orders.items).toEqual([
      { id: paid.orderID, orderCode: paid.orderCode, status: 'paid' },
    ]);

    const processing = await admin.gql(MOVE, { id: paid.orderID, status: 'processing', resi: 'JNE-0042' });
    expect(processing.errors).toBeUndefined();
    expect(processing.data.setOrderStatus).toEqual({
      id: paid.orderID,
      status: 'processing',
      shipment: { resiNumber: 'JNE-0042' },
    });
    const completed = await admin.gql(MOVE, { id: paid.orderID, status: 'completed' });
    expect(completed.data.setOrderStatus).toMatchObject({ status: 'completed' });
    // The member sees the move.
    expect((await ayuBrowser.gql(ORDER, { id: paid.orderID })).data.order.status).toBe('completed');

    const cancel = ayuOrders[2]!;
    const before = await stockOf(stack.rest.db, products[8]!.id);
    const cancelled = await admin.gql(MOVE, { id: cancel.orderID, status: 'cancelled' });
    expect(cancelled.data.setOrderStatus).toMatchObject({ id: cancel.orderID, status: 'cancelled' });
    expect(await stockOf(stack.rest.db, products[8]!.id)).toBe(before + 1);
  });

  it('refuses illegal moves with CONFLICT saying what is allowed', async () => {
    const pending = ayuOrders[3]!.orderID;
    expect(errorOf(await admin.gql(MOVE, { id: pending, status: 'paid' }))).toEqual({
      code: 'CONFLICT',
      message: 'An order cannot go from pending to paid (only a payment marks an order paid)',
    });
    expect(errorOf(await admin.gql(MOVE, { id: pending, status: 'completed' }))).toEqual({
      code: 'CONFLICT',
      message: 'An order cannot go from pending to completed (allowed from pending: cancelled)',
    });
    const cancelled = ayuOrders[2]!.orderID;
    expect(errorOf(await admin.gql(MOVE, { id: cancelled, status: 'processing' }))).toEqual({
      code: 'CONFLICT',
      message: 'An order cannot go from cancelled to processing (allowed from cancelled: nothing)',
    });
    expect(errorOf(await admin.gql(MOVE, { id: pending, status: 'cancelled', resi: 'JNE-1' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'resiNumber is given when an order goes to processing (or to correct it there)',
    });
    expect(
      errorOf(await admin.gql(MOVE, { id: '00000000-0000-4000-8000-000000000000', status: 'cancelled' })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
  });

  it('refunded order reads refunded in PaymentStatus, and orders(paymentStatus: [refunded]) lists it', async () => {
    const t = stack.rest;
    const product = await insertProduct(t.db, { stock: 10 });
    const order = await placeOrder(t, [line(product, 1)], {
      token: ayu.token,
      overrides: { customerID: ayu.email },
    });
    expect((await notify(t, notification(t, order, 'settlement'))).status).toBe(200);
    const cancelled = await admin.gql(MOVE, { id: order.orderID, status: 'cancelled' });
    expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
    const BY = `query ($paymentStatus: [PaymentStatus!]) {
      orders(paymentStatus: $paymentStatus, page: { limit: 100 }) {
        items { id status payment { status totalAmount refundedAmount refundedAt } }
      }
    }`;
    const refunded = (await admin.gql(BY, { paymentStatus: ['refunded'] })).data.orders.items;
    expect(refunded.find((one: any) => one.id === order.orderID)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded', totalAmount: order.amount, refundedAmount: order.amount },
    });
    expect(refunded.every((one: any) => one.payment.status === 'refunded')).toBe(true);
    const paid = (await admin.gql(BY, { paymentStatus: ['paid', 'partially_refunded'] })).data.orders.items;
    expect(paid.map((one: any) => one.id)).not.toContain(order.orderID);
    // The member reads it on their own order too.
    const mine = await ayuBrowser.gql(ORDER, { id: order.orderID });
    expect(mine.data.order.payment).toMatchObject({ status: 'refunded' });
    // A status the enum does not know is refused before the REST API is asked.
    expect(errorOf(await admin.gql(BY, { paymentStatus: ['refundish'] })).code).toBe('BAD_USER_INPUT');
  });
});

describe('dashboard', () => {
  const DASHBOARD = `{
    dashboardCounters { totalTransactions totalRevenue totalProfit totalRefunds totalProducts }
    transactionStatistics { status total }
  }`;

  it("answers staff the REST API's figures, every status listed", async () => {
    const answer = await admin.gql(DASHBOARD);
    expect(answer.errors).toBeUndefined();
    const token = await stack.rest.tokenOf('admin');
    const counter = await stack.rest.call('GET', '/v1/dashboard/statistics/counter', { token });
    const transaction = await stack.rest.call('GET', '/v1/dashboard/statistics/transaction', { token });
    expect(answer.data.dashboardCounters).toEqual(counter.body.data);
    expect(answer.data.transactionStatistics).toEqual(transaction.body.data);
    expect(answer.data.transactionStatistics.map((row: { status: string }) => row.status)).toEqual([
      'pending',
      'paid',
      'processing',
      'completed',
      'cancelled',
      'expired',
    ]);
    const orders = answer.data.transactionStatistics.reduce(
      (sum: number, row: { total: number }) => sum + row.total,
      0,
    );
    expect(answer.data.dashboardCounters.totalTransactions).toBe(orders);
    expect(orders).toBeGreaterThanOrEqual(12);
  });

  it('answers FORBIDDEN to a member and UNAUTHENTICATED to a visitor', async () => {
    for (const field of ['{ dashboardCounters { totalRevenue } }', '{ transactionStatistics { status } }']) {
      expect(errorOf(await ayuBrowser.gql(field))).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have permission to do this',
      });
      expect(errorOf(await stack.agent().gql(field)).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('an order by its payment token', () => {
  const BY_TOKEN = `query ($token: String!) {
    orderByPaymentToken(token: $token) {
      id orderCode status total customerID customerName customerPhone userID note
      orderDetails { productName quantity product { id } }
      payment { status token totalAmount }
      shipment { courier service status resiNumber destination address { name address city cityID } }
    }
  }`;

  it('answers anyone holding the token that order, without the customer, and is never cached', async () => {
    const visitor = stack.agent();
    const answer = await visitor.gql(BY_TOKEN, { token: bimaOrder.token });
    expect(answer.errors).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.data.orderByPaymentToken).toEqual({
      id: bimaOrder.orderID,
      orderCode: bimaOrder.orderCode,
      status: 'pending',
      total: bimaOrder.amount,
      customerID: '',
      customerName: '',
      customerPhone: '',
      userID: null,
      note: null,
      orderDetails: [{ productName: 'Kebaya Bordir', quantity: 2, product: { id: bimaProduct.id } }],
      payment: { status: 'pending', token: bimaOrder.token, totalAmount: bimaOrder.amount },
      shipment: {
        courier: 'jne',
        service: 'REG',
        status: 'pending',
        resiNumber: '',
        destination: 'Kota Jakarta Pusat',
        address: { name: null, address: null, city: 'Kota Jakarta Pusat', cityID: '152' },
      },
    });
    expect(JSON.stringify(answer.data)).not.toContain(bima.email);
    // A signed-in member holding someone else's token sees the same, and nothing more.
    const other = await ayuBrowser.gql(BY_TOKEN, { token: bimaOrder.token });
    expect(other.data.orderByPaymentToken.customerID).toBe('');
  });

  it('follows the payment: paid once the notification came in', async () => {
    const product = await insertProduct(stack.rest.db, { stock: 3 });
    const placed = await placeOrder(stack.rest, [line(product, 1)]);
    expect((await notify(stack.rest, notification(stack.rest, placed, 'settlement'))).status).toBe(200);
    const answer = await stack.agent().gql(BY_TOKEN, { token: placed.token });
    expect(answer.data.orderByPaymentToken).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
  });

  it('answers null for an unknown token, or one that cannot be a token, without an error', async () => {
    const visitor = stack.agent();
    for (const token of ['Z'.repeat(32), 'not a token', '', '../v1/order']) {
      const answer = await visitor.gql(BY_TOKEN, { token });
      expect(answer.errors, token).toBeUndefined();
      expect(answer.data.orderByPaymentToken, token).toBeNull();
    }
  });
});
