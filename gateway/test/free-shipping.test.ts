// Free shipping through the gateway, with the response cache on: the setting is public and cached, a staff change
// shows at once (in the setting, the rates kept per subtotal and the widgets that state the threshold), only staff
// may change it, and the rates and checkout charge no shipping from the threshold on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, insertProduct, JAKARTA_PUSAT } from '../../rest-api/test/helpers/shop.js';
import { expectData, expectGqlError } from './helpers/expect.js';
import { startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let admin: Agent;
let member: Agent;

beforeAll(async () => {
  stack = await startStack();
  [admin, member] = await Promise.all([stack.signedIn('admin'), stack.signedIn('member')]);
});
afterAll(() => stack.close());

const READ = '{ freeShipping { enabled threshold } highlight { content link } }';
const UPDATE = `mutation ($input: FreeShippingInput!) {
  updateFreeShipping(input: $input) { enabled threshold }
}`;
const RATES = `query ($subtotal: Rupiah) {
  shippingCost(destination: "${JAKARTA_PUSAT}", weight: 1000, courier: "jne", subtotal: $subtotal) {
    costs { service cost { value fullValue note } }
  }
}`;
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { amount } }`;

type Rates = {
  shippingCost: { costs: { cost: { value: number; fullValue: number | null; note: string }[] }[] }[];
};
const values = (data: Rates) =>
  data.shippingCost.flatMap((courier) =>
    courier.costs.flatMap((service) => service.cost.map((c) => c.value)),
  );
/** What is left to pay from the threshold on, from the full rates [OKE, REG, YES]: the regular service (REG) is the
 * one covered by default, so OKE (cheaper) is free too and YES costs the difference. */
const fromThreshold = (full: number[]) => full.map((value) => Math.max(0, value - full[1]!));

describe('free shipping', () => {
  it('is read by visitors from the cache, and a staff change shows at once', async () => {
    const group = await stack.rest.db.maybeOne<{ id: string }>(
      `SELECT id FROM widget_groups WHERE slug = 'highlight'`,
    );
    expectData(
      await admin.gql(`mutation ($input: WidgetInput!) { createWidget(input: $input) { id } }`, {
        input: {
          groupID: group!.id,
          name: 'Gratis ongkir',
          content: 'Gratis ongkir untuk belanja mulai {freeShippingThreshold}',
          link: '/shop',
        },
      }),
    );
    expectData(await admin.gql(UPDATE, { input: { enabled: true, threshold: 300_000 } }));

    const first = await stack.agent().gql(READ);
    expect(expectData(first)).toEqual({
      freeShipping: { enabled: true, threshold: 300_000 },
      highlight: { content: 'Gratis ongkir untuk belanja mulai Rp\u00a0300.000', link: '/shop' },
    });
    expect(first.headers['cache-control']).toBe('max-age=60, public');
    expect((await stack.agent().gql(READ)).headers.age, 'the second read is the kept answer').toBeDefined();
    const kept = await stack.agent().gql(RATES, { subtotal: 250_000 });
    expect(values(expectData(kept)).every((value) => value > 0)).toBe(true);

    const saved = await admin.gql(UPDATE, { input: { enabled: true, threshold: 250_000 } });
    expect(expectData(saved)).toEqual({ updateFreeShipping: { enabled: true, threshold: 250_000 } });

    const fresh = await stack.agent().gql(READ);
    expect(fresh.headers.age, 'read from the REST API again').toBeUndefined();
    expect(expectData(fresh)).toEqual({
      freeShipping: { enabled: true, threshold: 250_000 },
      highlight: { content: 'Gratis ongkir untuk belanja mulai Rp\u00a0250.000', link: '/shop' },
    });
    // The rates kept for this subtotal went with the old generation: it now ships free (the faster YES costs only
    // the difference).
    expect(values(expectData(await stack.agent().gql(RATES, { subtotal: 250_000 })))).toEqual(
      fromThreshold(values(expectData(kept))),
    );
  });

  it("answers the rates' notes in each reader's language, each kept apart in the cache", async () => {
    expectData(await admin.gql(UPDATE, { input: { enabled: true, threshold: 300_000 } }));
    const notes = async (headers: Record<string, string>) => {
      const answer = await stack.agent().gql(RATES, { subtotal: 300_000 }, headers);
      return expectData<Rates>(answer).shippingCost[0]!.costs.map((service) => service.cost[0]!.note);
    };
    const english = ['Free shipping', 'Free shipping', 'Partly free shipping: you pay the difference'];
    const indonesian = ['Gratis ongkir', 'Gratis ongkir', 'Gratis ongkir sebagian: kamu bayar selisihnya'];
    // OKE (cheaper than the covered REG) is free too.
    expect(await notes({ cookie: 'lang=en' })).toEqual(english);
    expect(await notes({ cookie: 'lang=id' })).toEqual(indonesian);
    expect(await notes({ 'accept-language': 'id-ID,id;q=0.9' })).toEqual(indonesian);
    expect(await notes({ cookie: 'lang=en' })).toEqual(english);
  });

  it('is changed by staff only, within its bounds', async () => {
    expectGqlError(await member.gql(UPDATE, { input: { enabled: true, threshold: 1 } }), 'FORBIDDEN');
    expectGqlError(
      await stack.agent().gql(UPDATE, { input: { enabled: true, threshold: 1 } }),
      'UNAUTHENTICATED',
    );
    expectGqlError(
      await admin.gql(UPDATE, { input: { enabled: true, threshold: 1_000_000_001 } }),
      'BAD_USER_INPUT',
      /threshold must be at most 1000000000/,
    );
    expectGqlError(await admin.gql(UPDATE, { input: { enabled: true, threshold: -1 } }), 'BAD_USER_INPUT');
  });

  it('makes the rates and the checkout free from the threshold on, and only then', async () => {
    expectData(await admin.gql(UPDATE, { input: { enabled: true, threshold: 300_000 } }));
    const below = values(expectData(await stack.agent().gql(RATES, { subtotal: 299_999 })));
    expect(below.every((value) => value > 0)).toBe(true);
    const atThreshold = expectData<Rates>(await stack.agent().gql(RATES, { subtotal: 300_000 }));
    expect(values(atThreshold)).toEqual(fromThreshold(below));
    expect(atThreshold.shippingCost[0]!.costs.map((service) => service.cost[0]!.fullValue)).toEqual(below);
    expect(values(expectData(await stack.agent().gql(RATES)))).toEqual(below);

    const shirt = await insertProduct(stack.rest.db, {
      sellPrice: 150_000,
      normalPrice: 150_000,
      weight: 500,
    });
    const input = checkoutBody([{ productID: shirt.id, color: 'Navy', size: 'M', quantity: 2 }], {
      amount: 300_000,
    });
    expect(expectData(await stack.agent().gql(CHECKOUT, { input }))).toEqual({
      checkout: { amount: 300_000 },
    });
  });
});
