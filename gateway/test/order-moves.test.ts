// A customer's own moves through the gateway: cancelOrder (an unpaid order; its stock goes back) and
// confirmOrderReceived ("Pesanan diterima": a shipped order is completed), with CONFLICT and NOT_FOUND from REST.
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
let bimaBrowser: Agent;
let admin: Agent;
let product: ProductFixture;

beforeAll(async () => {
  stack = await startStack();
  let bima: Member;
  [ayu, bima] = await Promise.all([insertMember(stack.rest, 'ayu'), insertMember(stack.rest, 'bima')]);
  product = await insertProduct(stack.rest.db, { stock: 50 });
  [ayuBrowser, bimaBrowser, admin] = await Promise.all([
    signInAs(stack, ayu.email),
    signInAs(stack, bima.email),
    stack.signedIn('admin'),
  ]);
}, 120_000);
afterAll(() => stack.close());

const ayuOrder = () =>
  placeOrder(stack.rest, [line(product, 2)], { token: ayu.token, overrides: { customerID: ayu.email } });

const CANCEL = `mutation ($id: ID!) { cancelOrder(id: $id) { id status payment { status } } }`;
const RECEIVED = `mutation ($id: ID!) { confirmOrderReceived(id: $id) { id status shipment { status } } }`;

describe('cancelOrder', () => {
  it("cancels the member's unpaid order and gives its stock back", async () => {
    const order = await ayuOrder();
    const before = await stockOf(stack.rest.db, product.id);
    expect(errorOf(await bimaBrowser.gql(CANCEL, { id: order.orderID }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const answer = await ayuBrowser.gql(CANCEL, { id: order.orderID });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.cancelOrder).toEqual({
      id: order.orderID,
      status: 'cancelled',
      payment: { status: 'cancelled' },
    });
    expect(await stockOf(stack.rest.db, product.id)).toBe(before + 2);
    expect(errorOf(await ayuBrowser.gql(CANCEL, { id: order.orderID }))).toEqual({
      code: 'CONFLICT',
      message: 'Only an unpaid order can be cancelled; this order is cancelled',
    });
  });
});

describe('confirmOrderReceived', () => {
  it('completes a shipped order, and refuses one not shipped with CONFLICT', async () => {
    const order = await ayuOrder();
    expect(errorOf(await ayuBrowser.gql(RECEIVED, { id: order.orderID }))).toEqual({
      code: 'CONFLICT',
      message: 'Only a shipped order can be marked as received; this order is pending',
    });
    expect((await notify(stack.rest, notification(stack.rest, order, 'settlement'))).status).toBe(200);
    const shipped = await admin.gql(
      `mutation ($id: ID!) { setOrderStatus(id: $id, status: processing, resiNumber: "JNE-77") { status } }`,
      { id: order.orderID },
    );
    expect(shipped.errors).toBeUndefined();
    const answer = await ayuBrowser.gql(RECEIVED, { id: order.orderID });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.confirmOrderReceived).toEqual({
      id: order.orderID,
      status: 'completed',
      shipment: { status: 'delivered' },
    });
  });
});
