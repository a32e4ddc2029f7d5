// Locations, shipping rates and checkout through the gateway, for guests and members: the server's pricing
// (a wrong amount answers CONFLICT with the right one), the Idempotency-Key, and a member's saved address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProduct,
  JAKARTA_PUSAT,
  ORDER_CODE,
  regCost,
  stockOf,
  type ProductFixture,
} from '../../rest-api/test/helpers/shop.js';
import { errorOf } from './helpers/expect.js';
import { signedInMember, startStack, type Agent, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

let stack: Stack;
/** REST calls the gateway made, as "METHOD /path?query". */
const upstream = recordingFetch(() => stack?.restUrl);
beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch });
});
afterAll(() => stack.close());

const CHECKOUT = `mutation ($input: CheckoutInput!, $key: String) {
  checkout(input: $input, idempotencyKey: $key) { token redirectUrl orderID orderCode amount expiresAt }
}`;

/** A guest's checkout input, shipped JNE REG to Jakarta Pusat. */
function guestInput(
  lines: { productID: string; color?: string; size?: string; quantity: number }[],
  amount = 0,
) {
  return {
    customerID: 'guest@example.com',
    shipment: {
      courier: 'jne',
      service: 'REG',
      name: 'Budi Santoso',
      phone: '081234567890',
      address: 'Jl. Kebon Sirih 12',
      districtID: String(JAKARTA_PUSAT),
    },
    orderDetail: lines,
    amount,
    disabledPaymentMethod: ['bni_va'],
  };
}

/** The amount the server asks for this input, read from the CONFLICT a zero amount answers. */
async function priced(agent: Agent, input: ReturnType<typeof guestInput>) {
  const answer = await agent.gql(CHECKOUT, { input: { ...input, amount: 0 } });
  expect(errorOf(answer).code).toBe('CONFLICT');
  return { ...input, amount: answer.errors![0]!.extensions!.details.amount as number };
}

describe('locations and shipping rates', () => {
  it("lists provinces, a province's cities and all cities", async () => {
    const visitor = stack.agent();
    const provinces = await visitor.gql('{ provinces { id province } }');
    expect(provinces.data.provinces).toContainEqual({ id: '5', province: 'DI Yogyakarta' });
    expect(provinces.data.provinces).toHaveLength(34);

    const yogya = await visitor.gql(
      'query ($p: ID) { cities(provinceID: $p) { id provinceID type city postalCode } }',
      {
        p: '5',
      },
    );
    expect(yogya.data.cities).toEqual([
      { id: '39', provinceID: '5', type: 'Kabupaten', city: 'Bantul', postalCode: '55715' },
      { id: '135', provinceID: '5', type: 'Kabupaten', city: 'Gunung Kidul', postalCode: '55812' },
      { id: '210', provinceID: '5', type: 'Kabupaten', city: 'Kulon Progo', postalCode: '55611' },
      { id: '419', provinceID: '5', type: 'Kabupaten', city: 'Sleman', postalCode: '55513' },
      { id: '501', provinceID: '5', type: 'Kota', city: 'Yogyakarta', postalCode: '55111' },
    ]);
    expect((await visitor.gql('{ cities { id } }')).data.cities).toHaveLength(501);
  });

  it('caches the location lists and rates for everyone, per argument', async () => {
    const cities = 'query ($p: ID) { cities(provinceID: $p) { id } }';
    const rates =
      'query ($d: ID!) { shippingCost(destination: $d, weight: 700) { costs { service cost { value } } } }';
    await stack.agent().gql('{ provinces { id } }');
    const sleman = await stack.agent().gql(cities, { p: '5' });
    const first = await stack.agent().gql(rates, { d: '501' });
    upstream.reset();
    expect((await stack.agent().gql('{ provinces { id } }')).data.provinces).toHaveLength(34);
    expect((await stack.agent().gql(cities, { p: '5' })).data).toEqual(sleman.data);
    expect((await stack.agent().gql(rates, { d: '501' })).data).toEqual(first.data);
    expect(upstream.calls).toEqual([]);
    // Other arguments are other answers.
    expect((await stack.agent().gql(cities, { p: '9' })).data.cities).not.toEqual(sleman.data.cities);
    await stack.agent().gql(rates, { d: String(JAKARTA_PUSAT) });
    expect(upstream.calls).toEqual([
      'GET /v1/location/city?provinceID=9',
      `GET /v1/shipment/cost?destination=${JAKARTA_PUSAT}&weight=700`,
    ]);
  });

  it('answers NOT_FOUND for an unknown province and BAD_USER_INPUT for a malformed one', async () => {
    const visitor = stack.agent();
    const query = 'query ($p: ID) { cities(provinceID: $p) { id } }';
    expect(errorOf(await visitor.gql(query, { p: '99' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Province not found',
    });
    expect(errorOf(await visitor.gql(query, { p: 'abc' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(/^provinceID must be/),
    });
  });

  it("answers the REST API's rates in RajaOngkir's shape, and names a bad city or weight", async () => {
    const visitor = stack.agent();
    const query = `query ($d: ID!, $w: Int!, $o: ID, $c: String) {
      shippingCost(destination: $d, weight: $w, origin: $o, courier: $c) {
        code name fallback costs { service description cost { value etd note } }
      }
    }`;
    const answer = await visitor.gql(query, { d: String(JAKARTA_PUSAT), w: 1200 });
    expect(answer.errors).toBeUndefined();
    const direct = await stack.rest.call('GET', '/v1/shipment/cost', {
      query: { destination: JAKARTA_PUSAT, weight: 1200 },
    });
    expect(answer.data.shippingCost).toEqual(direct.body.data);
    expect(answer.data.shippingCost[0]).toMatchObject({ code: 'jne' });
    const reg = answer.data.shippingCost[0].costs.find((cost: { service: string }) => cost.service === 'REG');
    expect(reg.cost[0].value).toBe(await regCost(stack.rest, 1200));

    const fromSleman = await visitor.gql(query, { d: String(JAKARTA_PUSAT), w: 1200, o: '419', c: 'jne' });
    expect(fromSleman.errors).toBeUndefined();

    expect(errorOf(await visitor.gql(query, { d: '999999', w: 1000 })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await visitor.gql(query, { d: String(JAKARTA_PUSAT), w: 0 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: expect.stringMatching(/weight/),
    });
  });
});

describe('a guest checkout', () => {
  let shirt: ProductFixture;
  beforeAll(async () => {
    shirt = await insertProduct(stack.rest.db, { sellPrice: 120_000, weight: 300, stock: 7 });
  });

  it('answers CONFLICT with the correct amount, then places the order at that amount', async () => {
    const guest = stack.agent();
    const input = guestInput([{ productID: shirt.id, color: 'Navy', size: 'M', quantity: 2 }], 1000);
    const total = 2 * 120_000 + (await regCost(stack.rest, 600));

    const wrong = await guest.gql(CHECKOUT, { input });
    expect(wrong.data).toBeNull();
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', details: { amount: total } });
    expect(wrong.errors?.[0]?.message).toMatch(/^The total is .+, not .+\. Please review your order\.$/);
    expect(await stockOf(stack.rest.db, shirt.id)).toBe(7);

    const placed = await guest.gql(CHECKOUT, { input: { ...input, amount: total } });
    expect(placed.errors).toBeUndefined();
    expect(placed.data.checkout).toEqual({
      token: expect.stringMatching(/^[\w-]{16,}$/),
      redirectUrl: expect.stringContaining(placed.data.checkout.token),
      orderID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orderCode: expect.stringMatching(ORDER_CODE),
      amount: total,
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await stockOf(stack.rest.db, shirt.id)).toBe(5);

    const order = await stack.rest.call('GET', `/v1/order/${placed.data.checkout.orderID}`, {
      token: await stack.rest.tokenOf('admin'),
    });
    expect(order.body.data).toMatchObject({
      status: 'pending',
      userID: null,
      customerID: 'guest@example.com',
      total,
    });
  });

  it('sends the idempotencyKey as the Idempotency-Key header: a retry answers the same order', async () => {
    const guest = stack.agent();
    const input = await priced(
      guest,
      guestInput([{ productID: shirt.id, color: 'Black', size: 'L', quantity: 1 }]),
    );
    const first = await guest.gql(CHECKOUT, { input, key: 'retry-1' });
    expect(first.errors).toBeUndefined();
    const retry = await guest.gql(CHECKOUT, { input, key: 'retry-1' });
    expect(retry.data.checkout).toEqual(first.data.checkout);
    const orders = await stack.rest.db.maybeOne<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1',
      ['retry-1'],
    );
    expect(orders!.n).toBe(1);

    const other = await guest.gql(CHECKOUT, { input: { ...input, clientCode: 'other' }, key: 'retry-1' });
    expect(errorOf(other)).toEqual({
      code: 'CONFLICT',
      message: 'This Idempotency-Key was already used for a different checkout',
    });
    expect(errorOf(await guest.gql(CHECKOUT, { input, key: 'not a key!' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Idempotency-Key must be 1 to 200 letters, digits, dots, colons, dashes or underscores',
    });
  });

  it('sends the order note, answers it as Order.note, and refuses one over 500 characters', async () => {
    const guest = stack.agent();
    const input = await priced(
      guest,
      guestInput([{ productID: shirt.id, color: 'Navy', size: 'L', quantity: 1 }]),
    );
    const tooLong = await guest.gql(CHECKOUT, { input: { ...input, note: 'x'.repeat(501) } });
    expect(errorOf(tooLong)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'note must be at most 500 characters',
    });
    const placed = await guest.gql(CHECKOUT, { input: { ...input, note: '  Bungkus kado ya  ' } });
    expect(placed.errors).toBeUndefined();
    const admin = await stack.signedIn('admin');
    const order = await admin.gql('query ($id: ID!) { order(id: $id) { note } }', {
      id: placed.data.checkout.orderID,
    });
    expect(order.data.order).toEqual({ note: 'Bungkus kado ya' });
  });

  it('refuses more than the stock, an unknown product, a missing address and a saved address', async () => {
    const guest = stack.agent();
    const tooMany = await guest.gql(CHECKOUT, {
      input: guestInput([{ productID: shirt.id, color: 'Navy', size: 'M', quantity: 50 }]),
    });
    expect(errorOf(tooMany).code).toBe('CONFLICT');
    expect(errorOf(tooMany).message).toMatch(/stock/);

    const gone = await guest.gql(CHECKOUT, {
      input: guestInput([{ productID: '00000000-0000-4000-8000-000000000000', quantity: 1 }]),
    });
    expect(errorOf(gone)).toEqual({
      code: 'NOT_FOUND',
      message: 'Product 00000000-0000-4000-8000-000000000000 is not available any more',
    });

    const input = guestInput([{ productID: shirt.id, color: 'Navy', size: 'M', quantity: 1 }]);
    const noAddress = await guest.gql(CHECKOUT, {
      input: { ...input, shipment: { ...input.shipment, address: null } },
    });
    expect(errorOf(noAddress)).toEqual({ code: 'BAD_USER_INPUT', message: 'shipment.address is required' });
    const saved = await guest.gql(CHECKOUT, {
      input: {
        ...input,
        shipment: { courier: 'jne', service: 'REG', addressID: '00000000-0000-4000-8000-000000000000' },
      },
    });
    expect(errorOf(saved)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'shipment.addressID needs a signed-in member; guests send the address',
    });
  });
});

describe("a member's checkout", () => {
  it('ships to a saved address, records the order as theirs and empties the ordered cart lines', async () => {
    const shirt = await insertProduct(stack.rest.db, { sellPrice: 100_000, stock: 5 });
    const browser = await signedInMember(stack, 'buyer');
    const { email } = browser;
    const address = await browser.gql(
      `mutation ($input: CreateAddressInput!) { createAddress(input: $input) { id } }`,
      {
        input: {
          title: 'Rumah',
          name: 'Siti Aminah',
          phone: '0812-1111-2222',
          address: 'Jl. Malioboro 5',
          districtID: '501',
        },
      },
    );
    await browser.gql('mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }', {
      input: { productID: shirt.id, color: 'Navy', size: 'M', quantity: 2 },
    });

    const shipment = { courier: 'jne', service: 'REG', addressID: address.data.createAddress.id };
    const lines = [{ productID: shirt.id, color: 'Navy', size: 'M', quantity: 2 }];
    const conflict = await browser.gql(CHECKOUT, {
      input: { customerID: email, shipment, orderDetail: lines, amount: 0 },
    });
    const amount = conflict.errors?.[0]?.extensions?.details.amount;
    expect(amount).toBeGreaterThan(200_000);
    const placed = await browser.gql(CHECKOUT, {
      input: { customerID: email, shipment, orderDetail: lines, amount },
    });
    expect(placed.errors).toBeUndefined();

    const order = await browser.gql(
      `query ($id: ID!) { order(id: $id) { id userID customerName total shipment { address { name city } } } }`,
      { id: placed.data.checkout.orderID },
    );
    expect(order.data.order).toEqual({
      id: placed.data.checkout.orderID,
      userID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      customerName: 'Siti Aminah',
      total: amount,
      shipment: { address: { name: 'Siti Aminah', city: 'Kota Yogyakarta' } },
    });
    expect((await browser.gql('{ cart { id } }')).data.cart).toEqual([]);
  });
});
