// A guest's order lookup (POST /public/v1/order/lookup): the order code and the customer's e-mail answer the order
// as its owner sees it; a code with another e-mail answers exactly as an unknown code; the calls are rate limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { newMember, type Member } from './helpers/members.js';
import {
  insertProduct,
  line,
  ORDER_CODE,
  placeOrder,
  type Placed,
  type ProductFixture,
} from './helpers/shop.js';

let t: TestApp;
let ayu: Member;
let chino: ProductFixture;
let guestOrder: Placed;
let ayuOrder: Placed;

const GUEST = 'Tamu.Istimewa@example.com';
const NOT_FOUND = 'No order with this code and e-mail';

beforeAll(async () => {
  t = await createTestApp({
    env: { ORDER_LOOKUP_LIMIT_PER_IP: '1000', ORDER_LOOKUP_LIMIT_PER_CODE: '1000' },
  });
  ayu = await newMember(t, 'ayu');
  chino = await insertProduct(t.db, { productName: 'Celana Chino Slim', sellPrice: 189_000, weight: 450 });
  guestOrder = await placeOrder(t, [line(chino, 2, 'Black', 'L')], { overrides: { customerID: GUEST } });
  ayuOrder = await placeOrder(t, [line(chino, 1)], {
    token: ayu.token,
    overrides: { customerID: ayu.email },
  });
});
afterAll(() => t.close());

const lookup = (app: TestApp, body: unknown) => app.call('POST', '/public/v1/order/lookup', { body });

describe('POST /public/v1/order/lookup', () => {
  it('answers the order as its owner sees it, for the e-mail in any case and with spaces around', async () => {
    expect(guestOrder.orderCode).toMatch(ORDER_CODE);
    for (const email of [GUEST, GUEST.toLowerCase(), `  ${GUEST.toUpperCase()}  `]) {
      const answer = await lookup(t, { orderCode: guestOrder.orderCode, email });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body.data).toMatchObject({
        id: guestOrder.orderID,
        orderCode: guestOrder.orderCode,
        status: 'pending',
        total: guestOrder.amount,
        orderDetails: [
          expect.objectContaining({ color: 'Black', size: 'L', quantity: 2, subtotal: 378_000 }),
        ],
        payment: { status: 'pending', token: guestOrder.token, redirectUrl: guestOrder.redirectUrl },
        shipment: { courier: 'jne', service: 'REG', resiNumber: '', status: 'pending' },
      });
    }
  });

  it('takes the code in any case and with spaces around', async () => {
    const answer = await lookup(t, { orderCode: ` ${guestOrder.orderCode.toLowerCase()} `, email: GUEST });
    expect(answer.status).toBe(200);
    expect(answer.body.data.id).toBe(guestOrder.orderID);
  });

  it("finds a member's order with the member's e-mail, without signing in", async () => {
    const answer = await lookup(t, { orderCode: ayuOrder.orderCode, email: ayu.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: ayuOrder.orderID, customerID: ayu.email });
  });

  it('answers the same 404 for another e-mail and for an unknown code', async () => {
    const wrongEmail = await lookup(t, { orderCode: guestOrder.orderCode, email: ayu.email });
    const otherOrder = await lookup(t, { orderCode: ayuOrder.orderCode, email: GUEST });
    const unknown = await lookup(t, { orderCode: 'ORD-20200101-ZZZZZ', email: GUEST });
    for (const answer of [wrongEmail, otherOrder, unknown]) expectError(answer, 404, NOT_FOUND);
    expect(wrongEmail.body).toEqual(unknown.body);
    expect(JSON.stringify(wrongEmail.body)).not.toContain(guestOrder.orderID);
  });

  it('refuses a body that cannot be a look-up with 400', async () => {
    expectError(await lookup(t, { orderCode: 'not a code', email: GUEST }), 400, /orderCode/);
    expectError(await lookup(t, { orderCode: guestOrder.orderCode, email: 'nobody' }), 400, /email/);
    expectError(await lookup(t, { orderCode: guestOrder.orderCode }), 400, /email/);
    expectError(await lookup(t, { email: GUEST }), 400, /orderCode/);
    expectError(await lookup(t, { orderCode: 'x'.repeat(41), email: GUEST }), 400, /orderCode/);
  });
});

describe('the look-up limits', () => {
  let limited: TestApp;
  let order: Placed;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { ORDER_LOOKUP_LIMIT_PER_IP: '6', ORDER_LOOKUP_LIMIT_PER_CODE: '3' },
    });
    const product = await insertProduct(limited.db, { productName: 'Kemeja Tenun Ikat' });
    order = await placeOrder(limited, [line(product, 1)], { overrides: { customerID: GUEST } });
  });
  afterAll(() => limited.close());

  it('answer 429 with a message for a person after the limit per code, then per IP address', async () => {
    // Wrong e-mails count against the code, and then the right one is refused too.
    for (let i = 0; i < 3; i++) {
      expectError(
        await lookup(limited, { orderCode: order.orderCode, email: `guess${i}@example.com` }),
        404,
        NOT_FOUND,
      );
    }
    const perCode = await lookup(limited, { orderCode: order.orderCode.toLowerCase(), email: GUEST });
    expectError(perCode, 429, /Too many look-ups for this order code\. Please try again in \d+ minutes?\./);
    // Other codes from the same address, up to the limit per IP address (the four calls above counted).
    expectError(await lookup(limited, { orderCode: 'ORD-20200101-AAAAA', email: GUEST }), 404, NOT_FOUND);
    expectError(await lookup(limited, { orderCode: 'ORD-20200101-BBBBB', email: GUEST }), 404, NOT_FOUND);
    const perIp = await lookup(limited, { orderCode: 'ORD-20200101-CCCCC', email: GUEST });
    expectError(perIp, 429, /Too many order look-ups from your network\./);
  });
});
