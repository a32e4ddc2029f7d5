// Parcel tracking through the gateway (issue 23): Order.tracking for the owner and staff (each order's tracking asked
// once per request, none before the resi), the guest's through orderLookup, setOrderStatus with the courier, and the
// complete-on-delivery setting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, type Member } from '../../rest-api/test/helpers/members.js';
import {
  insertProduct,
  line,
  notification,
  notify,
  placeOrder,
  type Placed,
  type ProductFixture,
} from '../../rest-api/test/helpers/shop.js';
import { errorOf } from './helpers/expect.js';
import { pathOnly, recordingFetch } from './helpers/upstream.js';
import { signInAs, startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let ayu: Member;
let ayuBrowser: Agent;
let admin: Agent;
let product: ProductFixture;
const upstream = recordingFetch(() => stack?.restUrl, pathOnly);

beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch });
  ayu = await insertMember(stack.rest, 'ayu');
  product = await insertProduct(stack.rest.db, { stock: 50 });
  [ayuBrowser, admin] = await Promise.all([signInAs(stack, ayu.email), stack.signedIn('admin')]);
}, 120_000);
afterAll(() => stack.close());
beforeEach(() => upstream.reset());

async function paidOrder(member: Member | null = ayu): Promise<Placed> {
  const order = await placeOrder(stack.rest, [line(product, 1)], {
    ...(member ? { token: member.token, overrides: { customerID: member.email } } : {}),
  });
  expect((await notify(stack.rest, notification(stack.rest, order, 'settlement'))).status).toBe(200);
  return order;
}

const SHIP = `mutation ($id: ID!, $resi: String!, $courier: String) {
  setOrderStatus(id: $id, status: processing, resiNumber: $resi, courier: $courier) {
    status
    tracking { courier resi delivered events { at description location } }
  }
}`;

const TRACKING = `query ($id: ID!) {
  order(id: $id) { id tracking { courier resi delivered events { at description location } } }
}`;

const trackingCalls = () => upstream.calls.filter((path) => path.endsWith('/tracking'));

describe('Order.tracking', () => {
  it('is null before the resi without asking, then tells the parcel for its owner and staff', async () => {
    const order = await paidOrder();
    const before = await ayuBrowser.gql(TRACKING, { id: order.orderID });
    expect(before.errors).toBeUndefined();
    expect(before.data.order.tracking).toBeNull();
    expect(trackingCalls()).toEqual([]);

    const shipped = await admin.gql(SHIP, { id: order.orderID, resi: 'JT-4455', courier: 'jnt' });
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data.setOrderStatus).toMatchObject({
      status: 'processing',
      tracking: { courier: 'jnt', resi: 'JT-4455', delivered: false },
    });

    const mine = await ayuBrowser.gql(TRACKING, { id: order.orderID });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.order.tracking).toEqual({
      courier: 'jnt',
      resi: 'JT-4455',
      delivered: false,
      events: [
        { at: expect.any(String), description: 'Shipment picked up by J&T Express', location: 'Yogyakarta' },
      ],
    });
  });

  it('asks each order once per request, however many fields and aliases read it', async () => {
    const [one, two] = [await paidOrder(), await paidOrder()];
    await admin.gql(SHIP, { id: one.orderID, resi: 'JNE-7001' });
    await admin.gql(SHIP, { id: two.orderID, resi: 'JNE-7002' });
    upstream.reset();
    const both = await admin.gql(
      `query ($a: ID!, $b: ID!) {
        a: order(id: $a) { tracking { resi } again: tracking { delivered } }
        b: order(id: $b) { tracking { resi } }
        c: order(id: $a) { tracking { courier } }
      }`,
      { a: one.orderID, b: two.orderID },
    );
    expect(both.errors).toBeUndefined();
    expect(both.data.a.tracking.resi).toBe('JNE-7001');
    expect(both.data.b.tracking.resi).toBe('JNE-7002');
    expect(both.data.c.tracking.courier).toBe('jne');
    expect(trackingCalls().sort()).toEqual(
      [`/v1/order/${one.orderID}/tracking`, `/v1/order/${two.orderID}/tracking`].sort(),
    );
  });

  it("answers a guest's tracking through orderLookup, without a call of its own", async () => {
    const order = await paidOrder(null);
    await admin.gql(SHIP, { id: order.orderID, resi: 'POS-1', courier: 'pos' });
    upstream.reset();
    const answer = await stack.agent().gql(
      `query ($code: String!, $email: String!) {
        orderLookup(orderCode: $code, email: $email) { status tracking { courier resi events { description } } }
      }`,
      { code: order.orderCode, email: 'guest@example.com' },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.orderLookup).toEqual({
      status: 'processing',
      tracking: {
        courier: 'pos',
        resi: 'POS-1',
        events: [{ description: 'Shipment picked up by POS Indonesia' }],
      },
    });
    expect(trackingCalls()).toEqual([]);
  });

  it("refuses an unknown courier as bad input; another member's order stays hidden", async () => {
    const order = await paidOrder();
    const refused = await admin.gql(SHIP, { id: order.orderID, resi: 'X-1', courier: 'dhl' });
    expect(errorOf(refused)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const bima = await insertMember(stack.rest, 'bima');
    const bimaBrowser = await signInAs(stack, bima.email);
    const hidden = await bimaBrowser.gql(TRACKING, { id: order.orderID });
    expect(hidden.data.order).toBeNull();
  });
});

describe('completeOnDeliverySetting', () => {
  it('is off until staff turn it on; FORBIDDEN for members', async () => {
    const read = `{ completeOnDeliverySetting { enabled } }`;
    expect((await admin.gql(read)).data.completeOnDeliverySetting).toEqual({ enabled: false });
    const on = await admin.gql(`mutation { updateCompleteOnDeliverySetting(enabled: true) { enabled } }`);
    expect(on.data.updateCompleteOnDeliverySetting).toEqual({ enabled: true });
    expect((await admin.gql(read)).data.completeOnDeliverySetting).toEqual({ enabled: true });
    expect(errorOf(await ayuBrowser.gql(read))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
