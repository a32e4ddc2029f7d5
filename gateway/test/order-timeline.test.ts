// Orders for staff through the gateway (issue 22): Order.timeline and Order.internalNotes (batched; FORBIDDEN for
// members), addOrderNote, setOrdersStatus (paid orders → processing, a result per order) and the auto-complete days.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
/** REST paths the gateway called. */
const upstream = recordingFetch(() => stack?.restUrl, pathOnly);

beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch });
  ayu = await insertMember(stack.rest, 'ayu');
  product = await insertProduct(stack.rest.db, { stock: 50 });
  [ayuBrowser, admin] = await Promise.all([signInAs(stack, ayu.email), stack.signedIn('admin')]);
}, 120_000);
afterAll(() => stack.close());

const ayuOrder = () =>
  placeOrder(stack.rest, [line(product, 1)], { token: ayu.token, overrides: { customerID: ayu.email } });
const pay = async (order: Placed) =>
  expect((await notify(stack.rest, notification(stack.rest, order, 'settlement'))).status).toBe(200);

const TIMELINE = `query ($id: ID!) {
  order(id: $id) {
    status
    timeline { fromStatus toStatus actor { kind userID name } detail createdAt }
    internalNotes { text author { kind name } createdAt }
  }
}`;

describe('Order.timeline and internalNotes', () => {
  it('answers every move with who made it, and the notes staff add', async () => {
    const order = await ayuOrder();
    await pay(order);
    const moved = await admin.gql(
      `mutation ($id: ID!) { setOrderStatus(id: $id, status: processing, resiNumber: "JNE-9") { status } }`,
      { id: order.orderID },
    );
    expect(moved.errors).toBeUndefined();
    const note = await admin.gql(
      `mutation ($id: ID!) { addOrderNote(orderId: $id, text: " Fragile: double box. ") { id text author { kind name } } }`,
      { id: order.orderID },
    );
    expect(note.errors).toBeUndefined();
    expect(note.data.addOrderNote).toMatchObject({
      text: 'Fragile: double box.',
      author: { kind: 'staff', name: 'Admin Lemari' },
    });

    const answer = await admin.gql(TIMELINE, { id: order.orderID });
    expect(answer.errors).toBeUndefined();
    expect(
      answer.data.order.timeline.map(
        (event: { fromStatus: string | null; toStatus: string; actor: { kind: string } }) =>
          `${event.fromStatus ?? 'placed'}>${event.toStatus}:${event.actor.kind}`,
      ),
    ).toEqual(['placed>pending:customer', 'pending>paid:payment_provider', 'paid>processing:staff']);
    expect(answer.data.order.timeline[2]).toMatchObject({
      actor: { name: 'Admin Lemari' },
      detail: 'resi JNE-9 (JNE)',
    });
    expect(answer.data.order.internalNotes).toEqual([
      expect.objectContaining({ text: 'Fragile: double box.' }),
    ]);
  });

  it('reads the timelines and notes of a page of orders in one REST call', async () => {
    await Promise.all([ayuOrder(), ayuOrder()]);
    upstream.reset();
    const answer = await admin.gql(
      `{ orders(page: { limit: 5 }) { items { id timeline { toStatus } internalNotes { text } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.orders.items.length).toBeGreaterThan(1);
    for (const order of answer.data.orders.items) expect(order.timeline.length).toBeGreaterThan(0);
    expect(upstream.calls.filter((path) => path === '/v1/order/timeline')).toHaveLength(1);
  });

  it('is FORBIDDEN for members, on their own order too; their order without it still answers', async () => {
    const order = await ayuOrder();
    expect(errorOf(await ayuBrowser.gql(TIMELINE, { id: order.orderID }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      errorOf(
        await ayuBrowser.gql(`mutation ($id: ID!) { addOrderNote(orderId: $id, text: "hi") { id } }`, {
          id: order.orderID,
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    const own = await ayuBrowser.gql(`query ($id: ID!) { order(id: $id) { status } }`, { id: order.orderID });
    expect(own.data.order).toEqual({ status: 'pending' });
  });

  it('refuses an empty note with BAD_USER_INPUT and an unknown order with NOT_FOUND', async () => {
    const order = await ayuOrder();
    const add = (id: string, text: string) =>
      admin.gql(`mutation ($id: ID!, $text: String!) { addOrderNote(orderId: $id, text: $text) { id } }`, {
        id,
        text,
      });
    expect(errorOf(await add(order.orderID, '  '))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await add(randomUUID(), 'hello'))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('setOrdersStatus', () => {
  it('moves the paid orders to processing and says why the others did not move', async () => {
    const [paid, pending] = [await ayuOrder(), await ayuOrder()];
    await pay(paid);
    const answer = await admin.gql(
      `mutation ($ids: [ID!]!) {
        setOrdersStatus(ids: $ids, status: processing) { orderId orderCode moved status reason }
      }`,
      { ids: [paid.orderID, pending.orderID] },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.setOrdersStatus).toEqual([
      { orderId: paid.orderID, orderCode: paid.orderCode, moved: true, status: 'processing', reason: null },
      {
        orderId: pending.orderID,
        orderCode: pending.orderCode,
        moved: false,
        status: 'pending',
        reason: expect.stringMatching(/cannot go from pending to processing/),
      },
    ]);
    const member = await ayuBrowser.gql(
      `mutation ($ids: [ID!]!) { setOrdersStatus(ids: $ids, status: processing) { moved } }`,
      { ids: [pending.orderID] },
    );
    expect(errorOf(member)).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the auto-complete days', () => {
  it('reads and sets them (staff), refusing days out of 1..60', async () => {
    const read = await admin.gql(`{ orderAutoCompleteSetting { days } }`);
    expect(read.data.orderAutoCompleteSetting).toEqual({ days: 7 });
    const set = (days: number) =>
      admin.gql(`mutation ($days: Int!) { updateOrderAutoCompleteSetting(days: $days) { days } }`, { days });
    expect((await set(10)).data.updateOrderAutoCompleteSetting).toEqual({ days: 10 });
    expect(errorOf(await set(61))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await admin.gql(`{ orderAutoCompleteSetting { days } }`)).data.orderAutoCompleteSetting).toEqual({
      days: 10,
    });
    expect(errorOf(await ayuBrowser.gql(`{ orderAutoCompleteSetting { days } }`))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
