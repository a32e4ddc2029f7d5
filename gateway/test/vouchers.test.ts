// Vouchers through the gateway: staff create, list, read, update and deactivate them (FORBIDDEN for a member);
// anyone previews one with voucherQuote (never cached, refusals with their code and message); checkout takes
// voucherCode and the order answers its discount and voucherCode.
import { VOUCHER_MESSAGES } from '@lemari/shop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProduct,
  JAKARTA_PUSAT,
  regCost,
  type ProductFixture,
} from '../../rest-api/test/helpers/shop.js';
import { errorOf, expectData } from './helpers/expect.js';
import { signedInMember, startStack, type Agent, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

let stack: Stack;
let admin: Agent;
let member: Agent & { email: string };
let product: ProductFixture;
/** REST calls the gateway made, as "METHOD /path?query". */
const upstream = recordingFetch(() => stack?.restUrl);

beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch });
  [admin, member] = await Promise.all([stack.signedIn('admin'), signedInMember(stack, 'voucher')]);
  product = await insertProduct(stack.rest.db, { sellPrice: 200_000, weight: 500, stock: 100 });
}, 120_000);
afterAll(() => stack.close());

let serial = 0;
const freshCode = (tag: string) => `${tag}-${Date.now().toString(36)}${(serial += 1)}`.toUpperCase();

const FIELDS = `id code kind value maxDiscount minSpend validFrom validTo totalUses usesPerCustomer usedCount active
  createdAt updatedAt`;
const CREATE = `mutation ($input: VoucherInput!) { createVoucher(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: VoucherInput!) { updateVoucher(id: $id, input: $input) { ${FIELDS} } }`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateVoucher(id: $id) { id active } }`;
const LIST = `query ($q: String, $active: Boolean, $page: PageInput) {
  vouchers(q: $q, active: $active, page: $page) { items { id code usedCount active } paging { count page limit } }
}`;
const ONE = `query ($id: ID!) { voucher(id: $id) { id code usedCount } }`;
const QUOTE = `query ($code: String!, $subtotal: Rupiah!, $shippingCost: Rupiah, $email: String) {
  voucherQuote(code: $code, subtotal: $subtotal, shippingCost: $shippingCost, email: $email) {
    code kind discount freeShipping
  }
}`;
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { orderID amount } }`;

async function createVoucher(input: Record<string, unknown>) {
  return expectData(await admin.gql(CREATE, { input })).createVoucher;
}

function checkoutInput(voucherCode: string | undefined, amount: number, customerID = 'gw.guest@example.com') {
  return {
    customerID,
    shipment: {
      courier: 'jne',
      service: 'REG',
      name: 'Budi Santoso',
      phone: '081234567890',
      address: 'Jl. Kebon Sirih 12',
      districtID: String(JAKARTA_PUSAT),
    },
    orderDetail: [{ productID: product.id, color: 'Navy', size: 'M', quantity: 1 }],
    amount,
    ...(voucherCode ? { voucherCode } : {}),
  };
}

describe('the back office', () => {
  it('creates, lists, reads, updates and deactivates a voucher', async () => {
    const code = freshCode('gw');
    const made = await createVoucher({
      code: code.toLowerCase(),
      kind: 'percent',
      value: 10,
      maxDiscount: 50_000,
      minSpend: 100_000,
      usesPerCustomer: 1,
    });
    expect(made).toMatchObject({
      code,
      kind: 'percent',
      value: 10,
      maxDiscount: 50_000,
      minSpend: 100_000,
      validFrom: null,
      validTo: null,
      totalUses: null,
      usesPerCustomer: 1,
      usedCount: 0,
      active: true,
    });

    const list = expectData(await admin.gql(LIST, { q: code, page: { limit: 5 } })).vouchers;
    expect(list).toEqual({
      items: [{ id: made.id, code, usedCount: 0, active: true }],
      paging: { count: 1, page: 1, limit: 5 },
    });
    expect(expectData(await admin.gql(ONE, { id: made.id })).voucher).toEqual({
      id: made.id,
      code,
      usedCount: 0,
    });

    const updated = expectData(
      await admin.gql(UPDATE, {
        id: made.id,
        input: { code, kind: 'fixed', value: 20_000, maxDiscount: null },
      }),
    ).updateVoucher;
    expect(updated).toMatchObject({
      code,
      kind: 'fixed',
      value: 20_000,
      maxDiscount: null,
      usesPerCustomer: null,
    });

    expect(expectData(await admin.gql(DEACTIVATE, { id: made.id })).deactivateVoucher).toEqual({
      id: made.id,
      active: false,
    });
    const inactive = expectData(await admin.gql(LIST, { q: code, active: false })).vouchers;
    expect(inactive.items.map((item: { id: string }) => item.id)).toEqual([made.id]);
    expect(upstream.calls).toContain(`POST /v1/voucher/${made.id}/deactivate`);
  });

  it('answers BAD_USER_INPUT for wrong terms and CONFLICT naming a taken code', async () => {
    expect(
      errorOf(await admin.gql(CREATE, { input: { code: freshCode('bad'), kind: 'percent', value: 0 } })),
    ).toEqual({ code: 'BAD_USER_INPUT', message: "A percent voucher's value must be 1 to 100 (percent)." });
    const made = await createVoucher({ code: freshCode('taken'), kind: 'fixed', value: 1000 });
    expect(
      errorOf(await admin.gql(CREATE, { input: { code: made.code, kind: 'fixed', value: 1000 } })),
    ).toEqual({
      code: 'CONFLICT',
      message: `Another voucher already has the code ${made.code}.`,
    });
  });

  it('refuses a member with FORBIDDEN, and null for an unknown voucher', async () => {
    expect(
      errorOf(await member.gql(CREATE, { input: { code: freshCode('no'), kind: 'fixed', value: 1000 } }))
        .code,
    ).toBe('FORBIDDEN');
    expect(errorOf(await member.gql(LIST, {})).code).toBe('FORBIDDEN');
    expect(
      expectData(await admin.gql(ONE, { id: '3f8e9a52-6c1d-4b7e-8a90-123456789abc' })).voucher,
    ).toBeNull();
  });
});

describe('voucherQuote', () => {
  it('previews the discount for anyone, and is never cached', async () => {
    const made = await createVoucher({ code: freshCode('quote'), kind: 'free_shipping', value: 0 });
    const visitor = stack.agent();
    const answer = await visitor.gql(QUOTE, {
      code: made.code.toLowerCase(),
      subtotal: 150_000,
      shippingCost: 18_000,
    });
    expect(expectData(answer).voucherQuote).toEqual({
      code: made.code,
      kind: 'free_shipping',
      discount: 18_000,
      freeShipping: true,
    });
    upstream.reset();
    await visitor.gql(QUOTE, { code: made.code, subtotal: 150_000, shippingCost: 18_000 });
    expect(upstream.calls).toEqual(['POST /public/v1/voucher/quote']);
  });

  it('takes one voucherQuote per request: aliased quotes are guesses at codes', async () => {
    const answer = await stack
      .agent()
      .gql(
        `{ a: voucherQuote(code: "AAA", subtotal: 1) { code } b: voucherQuote(code: "BBB", subtotal: 1) { code } }`,
      );
    expect(errorOf(answer)).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: expect.stringMatching(
        /only one of orderLookup, voucherQuote; this one asks for 2 \(voucherQuote ×2\)/,
      ),
    });
  });

  it('answers BAD_USER_INPUT or CONFLICT with the message for people', async () => {
    const visitor = stack.agent();
    expect(errorOf(await visitor.gql(QUOTE, { code: 'NO-SUCH', subtotal: 100_000 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: VOUCHER_MESSAGES.notFound,
    });
    const minimum = await createVoucher({
      code: freshCode('min'),
      kind: 'fixed',
      value: 5000,
      minSpend: 100_000,
    });
    expect(errorOf(await visitor.gql(QUOTE, { code: minimum.code, subtotal: 50_000 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This voucher needs a minimum spend of Rp\u00a0100.000.',
    });
  });
});

describe('checkout with voucherCode', () => {
  it('places the order at the discounted total, and the order answers discount and voucherCode', async () => {
    const made = await createVoucher({ code: freshCode('co'), kind: 'fixed', value: 30_000, totalUses: 1 });
    const shipping = await regCost(stack.rest, 500);
    const total = 200_000 + shipping - 30_000;

    const wrong = await member.gql(CHECKOUT, {
      input: checkoutInput(made.code, 200_000 + shipping, member.email),
    });
    expect(errorOf(wrong).code).toBe('CONFLICT');
    expect(wrong.errors![0]!.extensions!.details).toMatchObject({ amount: total, discount: 30_000 });

    const placed = expectData(
      await member.gql(CHECKOUT, { input: checkoutInput(made.code.toLowerCase(), total, member.email) }),
    ).checkout;
    expect(placed.amount).toBe(total);
    const order = expectData(
      await member.gql(
        'query ($id: ID!) { order(id: $id) { subtotal shippingCost discount voucherCode total } }',
        {
          id: placed.orderID,
        },
      ),
    ).order;
    expect(order).toEqual({
      subtotal: 200_000,
      shippingCost: shipping,
      discount: 30_000,
      voucherCode: made.code,
      total,
    });
    expect(expectData(await admin.gql(ONE, { id: made.id })).voucher.usedCount).toBe(1);

    // The last use is gone: the next shopper is told so.
    expect(errorOf(await stack.agent().gql(CHECKOUT, { input: checkoutInput(made.code, total) }))).toEqual({
      code: 'CONFLICT',
      message: VOUCHER_MESSAGES.exhausted,
    });
  });

  it('answers discount 0 and voucherCode null for an order without one', async () => {
    const shipping = await regCost(stack.rest, 500);
    const placed = expectData(
      await member.gql(CHECKOUT, { input: checkoutInput(undefined, 200_000 + shipping, member.email) }),
    ).checkout;
    const order = expectData(
      await member.gql('query ($id: ID!) { order(id: $id) { discount voucherCode } }', {
        id: placed.orderID,
      }),
    ).order;
    expect(order).toEqual({ discount: 0, voucherCode: null });
  });
});
