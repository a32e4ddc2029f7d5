// Refunds through the gateway: staff cancel a paid order with setOrderStatus(status: cancelled, reason) and it is
// refunded (the sandbox provider), the order answers its refund to staff and to its member, the dashboard counts
// it, a repeat is CONFLICT, and members may not do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, type Member } from '../../rest-api/test/helpers/members.js';
import {
  insertProduct,
  line,
  notification,
  notify,
  placeOrder,
  stockOf,
  type ProductFixture,
} from '../../rest-api/test/helpers/shop.js';
import { errorOf } from './helpers/expect.js';
import { signInAs, startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let ayu: Member;
let ayuBrowser: Agent;
let admin: Agent;
let product: ProductFixture;

beforeAll(async () => {
  stack = await startStack();
  ayu = await insertMember(stack.rest, 'ayu');
  product = await insertProduct(stack.rest.db, { stock: 50 });
  [ayuBrowser, admin] = await Promise.all([signInAs(stack, ayu.email), stack.signedIn('admin')]);
}, 120_000);
afterAll(() => stack.close());

async function paidOrder() {
  const order = await placeOrder(stack.rest, [line(product, 2)], {
    token: ayu.token,
    overrides: { customerID: ayu.email },
  });
  expect((await notify(stack.rest, notification(stack.rest, order, 'settlement'))).status).toBe(200);
  return order;
}

const REFUND = `mutation ($id: ID!, $reason: String) {
  setOrderStatus(id: $id, status: cancelled, reason: $reason) {
    id status payment { status } refund { amount status at }
  }
}`;
const ORDER = `query ($id: ID!) { order(id: $id) { status refund { amount status } } }`;
const COUNTERS = `{ dashboardCounters { totalRevenue totalRefunds } }`;

describe('setOrderStatus to cancelled on a paid order', () => {
  it('refunds it: the answer and the member see the refund, the stock is back, the dashboard counts it', async () => {
    const before = (await admin.gql(COUNTERS)).data.dashboardCounters;
    const order = await paidOrder();
    const stock = await stockOf(stack.rest.db, product.id);

    const answer = await admin.gql(REFUND, { id: order.orderID, reason: 'Barang cacat' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.setOrderStatus).toEqual({
      id: order.orderID,
      status: 'cancelled',
      payment: { status: 'refunded' },
      refund: { amount: order.amount, status: 'succeeded', at: expect.stringMatching(/Z$/) },
    });
    expect(await stockOf(stack.rest.db, product.id)).toBe(stock + 2);
    const reason = await stack.rest.db.maybeOne<{ reason: string }>(
      'SELECT reason FROM refunds WHERE order_id = $1',
      [order.orderID],
    );
    expect(reason?.reason).toBe('Barang cacat');

    const mine = await ayuBrowser.gql(ORDER, { id: order.orderID });
    expect(mine.data.order).toEqual({
      status: 'cancelled',
      refund: { amount: order.amount, status: 'succeeded' },
    });

    const after = (await admin.gql(COUNTERS)).data.dashboardCounters;
    expect(after).toEqual({
      totalRevenue: before.totalRevenue,
      totalRefunds: before.totalRefunds + order.amount,
    });
  });

  it('answers CONFLICT to a second cancel, and FORBIDDEN to a member', async () => {
    const order = await paidOrder();
    expect(errorOf(await ayuBrowser.gql(REFUND, { id: order.orderID }))).toMatchObject({ code: 'FORBIDDEN' });
    expect((await admin.gql(REFUND, { id: order.orderID })).errors).toBeUndefined();
    expect(errorOf(await admin.gql(REFUND, { id: order.orderID }))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/cancelled to cancelled/),
    });
    const count = await stack.rest.db.maybeOne<{ n: number }>(
      'SELECT count(*)::int AS n FROM refunds WHERE order_id = $1',
      [order.orderID],
    );
    expect(count?.n).toBe(1);
  });

  it('shows no refund on an order never refunded', async () => {
    const order = await paidOrder();
    expect((await ayuBrowser.gql(ORDER, { id: order.orderID })).data.order).toEqual({
      status: 'paid',
      refund: null,
    });
  });
});
