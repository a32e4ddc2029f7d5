// Parcel tracking through the gateway (issue 23): Order.tracking for the owner and staff (each order's tracking asked
// once per request, none before the resi), the guest's through orderLookup, setOrderStatus with the courier, the
// stage and delivered shipment every reader agrees on once the parcel arrived (issue 32), and the complete-on-delivery
// setting.
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

describe('one status story (issue 32)', () => {
  const HEADLINE = `query ($id: ID!) {
    order(id: $id) {
      status
      stage
      shipment { status deliveredAt }
      tracking { delivered events { at } }
    }
  }`;

  it('tells the member, staff and the guest the same stage and delivered shipment once the tracking says delivered', async () => {
    await admin.gql(`mutation { updateCompleteOnDeliverySetting(enabled: false) { enabled } }`);
    const order = await paidOrder(null);
    await admin.gql(SHIP, { id: order.orderID, resi: 'JNE-8800' });
    const onTheWay = await admin.gql(HEADLINE, { id: order.orderID });
    expect(onTheWay.data.order).toMatchObject({
      status: 'processing',
      stage: 'shipped',
      shipment: { status: 'shipped', deliveredAt: null },
    });
    // Three days later, the built-in tracker reads delivered.
    await stack.rest.db.execute(
      `UPDATE shipments SET shipment_date = now() - interval '80 hours' WHERE order_id = $1`,
      [order.orderID],
    );

    // The guest's look-up reads the tracking first: its order already tells the delivery.
    const found = await stack.agent().gql(
      `query ($code: String!, $email: String!) {
        orderLookup(orderCode: $code, email: $email) {
          status
          stage
          shipment { status deliveredAt }
          tracking { delivered events { at } }
        }
      }`,
      { code: order.orderCode, email: 'guest@example.com' },
    );
    expect(found.errors).toBeUndefined();
    const deliveredAt = found.data.orderLookup.tracking.events[0].at;
    const story = {
      status: 'processing',
      stage: 'delivered',
      shipment: { status: 'delivered', deliveredAt },
    };
    expect(found.data.orderLookup).toMatchObject({ ...story, tracking: { delivered: true } });

    const staff = await admin.gql(HEADLINE, { id: order.orderID });
    expect(staff.errors).toBeUndefined();
    expect(staff.data.order).toMatchObject({ ...story, tracking: { delivered: true } });

    const timeline = await admin.gql(
      `query ($id: ID!) { order(id: $id) { timeline { fromStatus toStatus delivered detail } } }`,
      { id: order.orderID },
    );
    expect(timeline.data.order.timeline.filter((event: { delivered: boolean }) => event.delivered)).toEqual([
      {
        fromStatus: 'processing',
        toStatus: 'processing',
        delivered: true,
        detail: 'tracking says delivered: resi JNE-8800 (JNE)',
      },
    ]);
  });

  it("lets the member confirm a delivered parcel ('Pesanan diterima'): completed, the courier's delivered time kept", async () => {
    const order = await paidOrder();
    await admin.gql(SHIP, { id: order.orderID, resi: 'JNE-8801' });
    await stack.rest.db.execute(
      `UPDATE shipments SET shipment_date = now() - interval '80 hours' WHERE order_id = $1`,
      [order.orderID],
    );
    const delivered = await ayuBrowser.gql(HEADLINE, { id: order.orderID });
    // The order was read before its tracking: read again, it says delivered.
    const again = await ayuBrowser.gql(HEADLINE, { id: order.orderID });
    expect(again.data.order).toMatchObject({
      status: 'processing',
      stage: 'delivered',
      shipment: { status: 'delivered', deliveredAt: delivered.data.order.tracking.events[0].at },
    });
    const received = await ayuBrowser.gql(
      `mutation ($id: ID!) { confirmOrderReceived(id: $id) { status stage shipment { status deliveredAt } } }`,
      { id: order.orderID },
    );
    expect(received.errors).toBeUndefined();
    expect(received.data.confirmOrderReceived).toEqual({
      status: 'completed',
      stage: 'completed',
      shipment: again.data.order.shipment,
    });
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
