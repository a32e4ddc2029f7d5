// A guest's order lookup through the gateway (orderLookup): the order for its code and e-mail, null for a code
// with another e-mail or an unknown code, RATE_LIMITED past the REST API's limit, never cached, one per request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, type Member } from '../../rest-api/test/helpers/members.js';
import { insertProduct, line, placeOrder, type Placed } from '../../rest-api/test/helpers/shop.js';
import { errorOf } from './helpers/expect.js';
import { startStack, type Stack } from './helpers/stack.js';

let stack: Stack;
let ayu: Member;
let guestOrder: Placed;
let ayuOrder: Placed;
const GUEST = 'tamu@example.com';

beforeAll(async () => {
  stack = await startStack({ rest: { env: { ORDER_LOOKUP_LIMIT_PER_CODE: '6' } } });
  const t = stack.rest;
  ayu = await insertMember(t, 'ayu');
  const product = await insertProduct(t.db, { productName: 'Kebaya Bordir', stock: 10 });
  guestOrder = await placeOrder(t, [line(product, 2)], { overrides: { customerID: GUEST } });
  ayuOrder = await placeOrder(t, [line(product, 1)], {
    token: ayu.token,
    overrides: { customerID: ayu.email },
  });
}, 120_000);
afterAll(() => stack.close());

const LOOKUP = `query ($orderCode: String!, $email: String!) {
  orderLookup(orderCode: $orderCode, email: $email) {
    id orderCode status total customerID
    orderDetails { productName color size quantity product { id } }
    payment { status token redirectUrl }
    shipment { courier service status resiNumber }
  }
}`;

describe('orderLookup', () => {
  it('answers the order for its code and e-mail (any case), and is never cached', async () => {
    const answer = await stack.agent().gql(LOOKUP, {
      orderCode: guestOrder.orderCode.toLowerCase(),
      email: ` ${GUEST.toUpperCase()} `,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.data.orderLookup).toEqual({
      id: guestOrder.orderID,
      orderCode: guestOrder.orderCode,
      status: 'pending',
      total: guestOrder.amount,
      customerID: GUEST,
      orderDetails: [
        {
          productName: 'Kebaya Bordir',
          color: 'Navy',
          size: 'M',
          quantity: 2,
          product: { id: expect.any(String) },
        },
      ],
      payment: { status: 'pending', token: guestOrder.token, redirectUrl: guestOrder.redirectUrl },
      shipment: { courier: 'jne', service: 'REG', status: 'pending', resiNumber: '' },
    });
  });

  it("finds a member's order too, and answers null without an error when the code and e-mail do not match", async () => {
    const visitor = stack.agent();
    const member = await visitor.gql(LOOKUP, { orderCode: ayuOrder.orderCode, email: ayu.email });
    expect(member.data.orderLookup.id).toBe(ayuOrder.orderID);
    for (const [orderCode, email] of [
      [guestOrder.orderCode, ayu.email],
      [ayuOrder.orderCode, GUEST],
      ['ORD-20200101-ZZZZZ', GUEST],
    ]) {
      const answer = await visitor.gql(LOOKUP, { orderCode, email });
      expect(answer.errors, orderCode).toBeUndefined();
      expect(answer.data.orderLookup, orderCode).toBeNull();
    }
  });

  it('answers BAD_USER_INPUT for a code that cannot be one', async () => {
    const answer = await stack.agent().gql(LOOKUP, { orderCode: 'hello', email: GUEST });
    expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
  });

  it('takes one orderLookup per request', async () => {
    const answer = await stack.agent().gql(`{
      a: orderLookup(orderCode: "${guestOrder.orderCode}", email: "a@example.com") { id }
      b: orderLookup(orderCode: "${guestOrder.orderCode}", email: "${GUEST}") { id }
    }`);
    expect(errorOf(answer)).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(answer.data).toBeUndefined();
  });

  it('answers RATE_LIMITED with the message past the limit per code', async () => {
    const visitor = stack.agent();
    let answer = await visitor.gql(LOOKUP, { orderCode: ayuOrder.orderCode, email: 'x@example.com' });
    for (let i = 0; i < 10 && !answer.errors; i++) {
      answer = await visitor.gql(LOOKUP, { orderCode: ayuOrder.orderCode, email: 'x@example.com' });
    }
    expect(errorOf(answer).code).toBe('RATE_LIMITED');
    expect(errorOf(answer).message).toMatch(/Too many look-ups for this order code/);
  });
});
