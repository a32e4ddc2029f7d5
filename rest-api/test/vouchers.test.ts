// Vouchers: the back office's CRUD and deactivation with each refusal of bad terms, the shopper's quote with each
// refusal message, checkout with each kind (the server's own discount, stored on the order, the redemption row,
// the provider's lines adding up), the limits (minimum spend, window, uses in all and per customer, members by
// account and guests by e-mail), a cancelled or expired order giving its use back, the cashier's checkout counted
// for the customer, the e-mails' voucher line, the dashboard's revenue, and 50 simultaneous checkouts for the last
// use of a voucher.
import { formatRupiah, VOUCHER_MESSAGES, voucherMinSpendMessage } from '@lemari/shop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredOrders } from '../src/domains/orders/lifecycle.js';
import { createTestApp, type Answer, type TestApp } from './helpers/app.js';
import { newMember, type Member } from './helpers/members.js';
import { startMidtransStandIn, type MidtransStandIn } from './helpers/midtrans-stand-in.js';
import {
  checkoutBody,
  countRows,
  insertProduct,
  line,
  notification,
  notify,
  postCheckout,
  priced,
  regCost,
  stockOf,
  type Line,
  type ProductFixture,
} from './helpers/shop.js';

/**
 * A refusal: this status, and the message exactly (a string) or matching (a pattern). Voucher refusals carry
 * details.voucher (why) beside the message, and an amount mismatch details.amount.
 */
function expectError(answer: Answer, status: number, message: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.errors).toEqual(expect.any(String));
  if (typeof message === 'string') expect(answer.body.errors).toBe(message);
  else expect(answer.body.errors).toMatch(message);
}

let t: TestApp;
let admin: string;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { VOUCHER_QUOTE_LIMIT_PER_IP: '1000', VOUCHER_QUOTE_LIMIT_PER_CUSTOMER: '1000' },
  });
  [admin, memberToken] = await Promise.all([t.tokenOf('admin'), t.tokenOf('member')]);
});
afterAll(() => t.close());

let serial = 0;
/** A code no other test uses: TAG plus a counter and the time, in any case the test likes. */
const freshCode = (tag = 'V') => `${tag}-${Date.now().toString(36)}${(serial += 1)}`.toUpperCase();
const freshEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${(serial += 1)}@example.com`;

const createVoucher = (body: Record<string, unknown>, token = admin) =>
  t.call('POST', '/v1/voucher', { token, body });

/** A voucher made through the API (201 expected); answers it. */
async function voucher(fields: Record<string, unknown> = {}) {
  const answer = await createVoucher({ code: freshCode(), kind: 'percent', value: 10, ...fields });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; code: string; usedCount: number; [field: string]: unknown };
}

const quote = (body: Record<string, unknown>, token?: string) =>
  t.call('POST', '/public/v1/voucher/quote', { body, token });

const readVoucher = async (id: string) => {
  const answer = await t.call('GET', `/v1/voucher/${id}`, { token: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

const readOrder = async (id: string) => {
  const answer = await t.call('GET', `/v1/order/${id}`, { token: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

interface Shopper {
  token?: string | undefined;
  customerID?: string;
}

/** A checkout with this voucher priced by the server (the 409 of amount 0), then placed; answers the placing. */
async function checkoutWith(code: string, lines: Line[], shopper: Shopper = {}): Promise<Answer> {
  const body = await priced(
    t,
    checkoutBody(lines, { voucherCode: code, customerID: shopper.customerID ?? freshEmail('guest') }),
    shopper.token,
  );
  return postCheckout(t, body, { token: shopper.token });
}

/** A checkout expected to be placed; answers the order as staff read it. */
async function placedWith(code: string, lines: Line[], shopper: Shopper = {}) {
  const answer = await checkoutWith(code, lines, shopper);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return readOrder(answer.body.data.orderID);
}

/** A checkout whose voucher is refused before any amount is weighed: the answer to amount 0. */
const refusedCheckout = (code: string, lines: Line[], shopper: Shopper = {}) =>
  postCheckout(
    t,
    checkoutBody(lines, { voucherCode: code, customerID: shopper.customerID ?? freshEmail('guest') }),
    { token: shopper.token },
  );

let shirt: ProductFixture;
let shipping: number;
beforeAll(async () => {
  shirt = await insertProduct(t.db, { sellPrice: 200_000, normalPrice: 250_000, weight: 500, stock: 10_000 });
  shipping = await regCost(t, 500);
});

describe('the back office', () => {
  it('creates a voucher with its code in capitals and every term, and reads it back with no uses', async () => {
    const code = freshCode('lemari');
    const answer = await createVoucher({
      code: ` ${code.toLowerCase()} `,
      kind: 'percent',
      value: 10,
      maxDiscount: 50_000,
      minSpend: 100_000,
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2099-12-31T23:59:59.000Z',
      totalUses: 100,
      usesPerCustomer: 1,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code,
      kind: 'percent',
      value: 10,
      maxDiscount: 50_000,
      minSpend: 100_000,
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2099-12-31T23:59:59.000Z',
      totalUses: 100,
      usesPerCustomer: 1,
      usedCount: 0,
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await readVoucher(answer.body.data.id)).toEqual(answer.body.data);
  });

  it('leaves out what is not given: no cap, no minimum, no window, no limits', async () => {
    const made = await voucher({ kind: 'fixed', value: 25_000 });
    expect(made).toMatchObject({
      kind: 'fixed',
      value: 25_000,
      maxDiscount: null,
      minSpend: 0,
      validFrom: null,
      validTo: null,
      totalUses: null,
      usesPerCustomer: null,
      active: true,
    });
  });

  it('lists vouchers newest first with their uses, searched by code and filtered by active', async () => {
    const tag = freshCode('list');
    const first = await voucher({ code: `${tag}-A` });
    const second = await voucher({ code: `${tag}-B`, active: false });
    await placedWith(first.code, [line(shirt)]);

    const all = await t.call('GET', '/v1/voucher', { token: admin, query: { q: tag.toLowerCase() } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.paging).toEqual({ count: 2, page: 1 });
    expect(all.body.data.map((item: { code: string }) => item.code)).toEqual([second.code, first.code]);
    expect(all.body.data[1].usedCount).toBe(1);

    const active = await t.call('GET', '/v1/voucher', { token: admin, query: { q: tag, active: 'true' } });
    expect(active.body.data.map((item: { id: string }) => item.id)).toEqual([first.id]);
    const inactive = await t.call('GET', '/v1/voucher', { token: admin, query: { q: tag, active: 'false' } });
    expect(inactive.body.data.map((item: { id: string }) => item.id)).toEqual([second.id]);
  });

  it('replaces the terms on update, keeps active when left out, and deactivates', async () => {
    const made = await voucher({ maxDiscount: 10_000, usesPerCustomer: 2 });
    const code = freshCode('renamed');
    const updated = await t.call('PUT', `/v1/voucher/${made.id}`, {
      token: admin,
      body: { code, kind: 'fixed', value: 15_000, minSpend: 50_000 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: made.id,
      code,
      kind: 'fixed',
      value: 15_000,
      maxDiscount: null,
      minSpend: 50_000,
      usesPerCustomer: null,
      active: true,
    });

    const off = await t.call('POST', `/v1/voucher/${made.id}/deactivate`, { token: admin });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.active).toBe(false);
    // An update that does not say keeps it inactive; one that does turns it on again.
    const kept = await t.call('PUT', `/v1/voucher/${made.id}`, {
      token: admin,
      body: { code, kind: 'fixed', value: 15_000 },
    });
    expect(kept.body.data.active).toBe(false);
    const on = await t.call('PUT', `/v1/voucher/${made.id}`, {
      token: admin,
      body: { code, kind: 'fixed', value: 15_000, active: true },
    });
    expect(on.body.data.active).toBe(true);
  });

  it('refuses a code another voucher has, in any case, with 409 naming it', async () => {
    const made = await voucher();
    expectError(
      await createVoucher({ code: made.code.toLowerCase(), kind: 'fixed', value: 1000 }),
      409,
      `Another voucher already has the code ${made.code}.`,
    );
    const other = await voucher();
    expectError(
      await t.call('PUT', `/v1/voucher/${other.id}`, {
        token: admin,
        body: { code: made.code, kind: 'fixed', value: 1000 },
      }),
      409,
      `Another voucher already has the code ${made.code}.`,
    );
  });

  it('answers 404 for an unknown voucher', async () => {
    const unknown = '3f8e9a52-6c1d-4b7e-8a90-123456789abc';
    expectError(await t.call('GET', `/v1/voucher/${unknown}`, { token: admin }), 404, 'Voucher not found');
    expectError(
      await t.call('POST', `/v1/voucher/${unknown}/deactivate`, { token: admin }),
      404,
      'Voucher not found',
    );
    expectError(
      await t.call('PUT', `/v1/voucher/${unknown}`, {
        token: admin,
        body: { code: freshCode(), kind: 'fixed', value: 1000 },
      }),
      404,
      'Voucher not found',
    );
  });

  it.each([
    [{ code: 'AB' }, /code must be 3 to 32 letters, digits, dashes or underscores/],
    [{ code: 'HALO DUNIA' }, /code must be 3 to 32 letters, digits, dashes or underscores/],
    [{ code: 'X'.repeat(33) }, /code must be 3 to 32 letters, digits, dashes or underscores/],
    [{ kind: 'percent', value: 0 }, "A percent voucher's value must be 1 to 100 (percent)."],
    [{ kind: 'percent', value: 101 }, "A percent voucher's value must be 1 to 100 (percent)."],
    [{ kind: 'fixed', value: 0 }, `A fixed voucher's value must be at least ${formatRupiah(1)}.`],
    [{ kind: 'free_shipping', value: 5000 }, "A free-shipping voucher's value must be 0."],
    [{ kind: 'fixed', value: 5000, maxDiscount: 1000 }, 'Only a percent voucher has a maxDiscount.'],
    [
      { validFrom: '2026-12-01T00:00:00.000Z', validTo: '2026-11-01T00:00:00.000Z' },
      'validTo must be after validFrom.',
    ],
    [{ kind: 'half' }, /kind/],
    [{ value: -1 }, /value/],
    [{ totalUses: 0 }, /totalUses/],
    [{ usesPerCustomer: 0 }, /usesPerCustomer/],
    [{ maxDiscount: 0 }, /maxDiscount/],
  ])('refuses %j with 400 and the reason', async (fields, message) => {
    expectError(
      await createVoucher({ code: freshCode(), kind: 'percent', value: 10, ...fields }),
      400,
      message,
    );
  });

  it('refuses members (403) and visitors (401)', async () => {
    expect((await createVoucher({ code: freshCode(), kind: 'fixed', value: 1 }, memberToken)).status).toBe(
      403,
    );
    expect((await t.call('GET', '/v1/voucher', {})).status).toBe(401);
  });
});

describe('the quote', () => {
  it('previews each kind: percent with its cap, fixed, free shipping', async () => {
    const capped = await voucher({ kind: 'percent', value: 10, maxDiscount: 50_000 });
    expect((await quote({ code: capped.code.toLowerCase(), subtotal: 300_000 })).body).toEqual({
      data: { code: capped.code, kind: 'percent', discount: 30_000, freeShipping: false },
    });
    expect((await quote({ code: capped.code, subtotal: 900_000 })).body.data.discount).toBe(50_000);

    const fixed = await voucher({ kind: 'fixed', value: 75_000 });
    expect((await quote({ code: fixed.code, subtotal: 300_000 })).body.data.discount).toBe(75_000);
    expect((await quote({ code: fixed.code, subtotal: 40_000 })).body.data.discount).toBe(40_000);

    const free = await voucher({ kind: 'free_shipping', value: 0 });
    const answer = await quote({ code: ` ${free.code} `, subtotal: 100_000, shippingCost: 18_000 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      code: free.code,
      kind: 'free_shipping',
      discount: 18_000,
      freeShipping: true,
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses an unknown code and an inactive voucher alike', async () => {
    expectError(await quote({ code: 'NO-SUCH-CODE', subtotal: 100_000 }), 400, VOUCHER_MESSAGES.notFound);
    const made = await voucher();
    await t.call('POST', `/v1/voucher/${made.id}/deactivate`, { token: admin });
    const answer = await quote({ code: made.code, subtotal: 100_000 });
    expectError(answer, 400, VOUCHER_MESSAGES.notFound);
    expect(answer.body.details).toEqual({ voucher: 'notFound' });
  });

  it('refuses a voucher before and after its window', async () => {
    const later = await voucher({ validFrom: new Date(Date.now() + 86_400_000).toISOString() });
    expectError(await quote({ code: later.code, subtotal: 100_000 }), 400, VOUCHER_MESSAGES.notYetValid);
    const past = await voucher({
      validFrom: '2025-01-01T00:00:00.000Z',
      validTo: new Date(Date.now() - 1000).toISOString(),
    });
    expectError(await quote({ code: past.code, subtotal: 100_000 }), 400, VOUCHER_MESSAGES.expired);
  });

  it('refuses a subtotal below the minimum spend, naming it in rupiah', async () => {
    const made = await voucher({ minSpend: 100_000 });
    const answer = await quote({ code: made.code, subtotal: 99_999 });
    expectError(answer, 400, voucherMinSpendMessage(100_000));
    expect(answer.body.errors).toBe('This voucher needs a minimum spend of Rp\u00a0100.000.');
    expect((await quote({ code: made.code, subtotal: 100_000 })).status).toBe(200);
  });

  it('refuses a used-up voucher (409), and one the customer already used (409): guests by e-mail', async () => {
    const once = await voucher({ totalUses: 1 });
    await placedWith(once.code, [line(shirt)]);
    expectError(await quote({ code: once.code, subtotal: 300_000 }), 409, VOUCHER_MESSAGES.exhausted);

    const perCustomer = await voucher({ usesPerCustomer: 1 });
    const email = freshEmail('tamu');
    await placedWith(perCustomer.code, [line(shirt)], { customerID: email });
    expectError(
      await quote({ code: perCustomer.code, subtotal: 300_000, email: email.toUpperCase() }),
      409,
      VOUCHER_MESSAGES.alreadyUsed,
    );
    expect(
      (await quote({ code: perCustomer.code, subtotal: 300_000, email: freshEmail('other') })).status,
    ).toBe(200);
  });

  it('counts a signed-in member by account', async () => {
    const member = await newMember(t, 'quoter');
    const made = await voucher({ usesPerCustomer: 1 });
    await placedWith(made.code, [line(shirt)], { token: member.token, customerID: member.email });
    expectError(
      await quote({ code: made.code, subtotal: 300_000 }, member.token),
      409,
      VOUCHER_MESSAGES.alreadyUsed,
    );
  });

  it('refuses a malformed body with 400', async () => {
    expectError(await quote({ code: 'A B', subtotal: 1 }), 400, /code/);
    expectError(await quote({ code: 'LEMARI10', subtotal: -1 }), 400, /subtotal/);
  });
});

describe('checkout with a voucher', () => {
  it('takes 10 % off the goods up to the cap, and stores the discount, the code and the redemption', async () => {
    const made = await voucher({ kind: 'percent', value: 10, maxDiscount: 50_000 });
    const small = await placedWith(made.code.toLowerCase(), [line(shirt)]);
    expect(small).toMatchObject({
      subtotal: 200_000,
      shippingCost: shipping,
      discount: 20_000,
      voucherCode: made.code,
      voucherKind: 'percent',
      total: 200_000 + shipping - 20_000,
      // The tax in the goods after the discount: 180.000 × 11 / 111 = 17.837,8…
      tax: 17_838,
    });
    expect(small.payment.totalAmount).toBe(small.total);

    const large = await placedWith(made.code, [line(shirt, 4)]);
    expect(large).toMatchObject({
      subtotal: 800_000,
      discount: 50_000,
      total: 800_000 + large.shippingCost - 50_000,
    });
    expect(await countRows(t.db, 'voucher_redemptions', 'voucher_id = $1', [made.id])).toBe(2);
    expect((await readVoucher(made.id)).usedCount).toBe(2);
  });

  it('takes a fixed amount off the goods, never more than them', async () => {
    const made = await voucher({ kind: 'fixed', value: 30_000 });
    const order = await placedWith(made.code, [line(shirt)]);
    // 170.000 × 11 / 111 = 16.846,8…
    expect(order).toMatchObject({
      discount: 30_000,
      voucherKind: 'fixed',
      total: 200_000 + shipping - 30_000,
      tax: 16_847,
    });

    const huge = await voucher({ kind: 'fixed', value: 1_000_000 });
    const all = await placedWith(huge.code, [line(shirt)]);
    expect(all).toMatchObject({ discount: 200_000, total: shipping });
  });

  it('takes the shipping off with a free-shipping voucher', async () => {
    const made = await voucher({ kind: 'free_shipping', value: 0 });
    const order = await placedWith(made.code, [line(shirt)]);
    expect(order).toMatchObject({
      subtotal: 200_000,
      shippingCost: shipping,
      discount: shipping,
      voucherCode: made.code,
      voucherKind: 'free_shipping',
      total: 200_000,
      // The shipping is paid; the goods' price, and the tax in it (200.000 × 11 / 111), stay whole.
      tax: 19_820,
    });
  });

  it("answers discount and voucherCode in the payment token's and the guest look-up's order too", async () => {
    const made = await voucher({ kind: 'fixed', value: 12_000 });
    const email = freshEmail('lookup');
    const answer = await checkoutWith(made.code, [line(shirt)], { customerID: email });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const byToken = await t.call('GET', `/public/v1/order/payment/${answer.body.data.token}`);
    expect(byToken.body.data).toMatchObject({ discount: 12_000, voucherCode: made.code });
    const found = await t.call('POST', '/public/v1/order/lookup', {
      body: { orderCode: answer.body.data.orderCode, email },
    });
    expect(found.body.data).toMatchObject({ discount: 12_000, voucherCode: made.code });
    const mine = await t.call('GET', '/v1/order', { token: admin, query: { q: answer.body.data.orderCode } });
    expect(mine.body.data[0]).toMatchObject({ discount: 12_000, voucherCode: made.code });
  });

  it('exports the voucher and its discount in the staff CSV, Total after it', async () => {
    const made = await voucher({ kind: 'fixed', value: 21_000 });
    const answer = await checkoutWith(made.code, [line(shirt)]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const csv = await t.call('GET', '/v1/order/export', {
      token: admin,
      query: { q: answer.body.data.orderCode },
    });
    expect(csv.status).toBe(200);
    const [header, row] = String(csv.body)
      .replace(/^\uFEFF/u, '')
      .trim()
      .split('\r\n');
    const cells = Object.fromEntries(header!.split(',').map((name, i) => [name, row!.split(',')[i]]));
    expect(cells).toMatchObject({
      'Order code': answer.body.data.orderCode,
      Subtotal: '200000',
      Shipping: String(shipping),
      Voucher: made.code,
      Discount: '21000',
      Total: String(200_000 + shipping - 21_000),
    });
  });

  it('answers a double-clicked checkout (same Idempotency-Key) with the one order that took the last use', async () => {
    const made = await voucher({ totalUses: 1 });
    const body = await priced(t, checkoutBody([line(shirt)], { voucherCode: made.code }));
    const answers = await Promise.all(
      [1, 2].map(() => postCheckout(t, body, { headers: { 'idempotency-key': `twice-${made.code}` } })),
    );
    const first = answers.find((answer) => answer.status === 201)!;
    const twin = answers.find((answer) => answer !== first)!;
    expect(first, JSON.stringify(answers.map((answer) => answer.body))).toBeDefined();
    // The twin answers the same order (200), or that it is still being processed (409) while the first commits;
    // never that the voucher is used up.
    if (twin.status === 200) expect(twin.body.data.orderID).toBe(first.body.data.orderID);
    else expectError(twin, 409, /still being processed/);
    expect((await readVoucher(made.id)).usedCount).toBe(1);
  });

  it('answers discount 0 and voucherCode null on an order without a voucher', async () => {
    const body = await priced(t, checkoutBody([line(shirt)]));
    const answer = await postCheckout(t, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await readOrder(answer.body.data.orderID)).toMatchObject({
      discount: 0,
      voucherCode: null,
      voucherKind: null,
    });
  });

  it('refuses the total without the discount (409) with the discounted one and the discount', async () => {
    const made = await voucher({ kind: 'fixed', value: 30_000 });
    const answer = await postCheckout(
      t,
      checkoutBody([line(shirt)], { voucherCode: made.code, amount: 200_000 + shipping }),
    );
    expectError(answer, 409, /total/i);
    expect(answer.body.details).toEqual({
      amount: 200_000 + shipping - 30_000,
      subtotal: 200_000,
      shippingCost: shipping,
      discount: 30_000,
    });
  });

  it('refuses below the minimum spend, outside the window, unknown or inactive, and takes no stock', async () => {
    const before = await stockOf(t.db, shirt.id);
    const min = await voucher({ minSpend: 500_000 });
    expectError(await refusedCheckout(min.code, [line(shirt)]), 400, voucherMinSpendMessage(500_000));
    const later = await voucher({ validFrom: new Date(Date.now() + 3_600_000).toISOString() });
    expectError(await refusedCheckout(later.code, [line(shirt)]), 400, VOUCHER_MESSAGES.notYetValid);
    const past = await voucher({ validTo: new Date(Date.now() - 1000).toISOString() });
    expectError(await refusedCheckout(past.code, [line(shirt)]), 400, VOUCHER_MESSAGES.expired);
    expectError(await refusedCheckout('NOPE-NOPE', [line(shirt)]), 400, VOUCHER_MESSAGES.notFound);
    const off = await voucher();
    await t.call('POST', `/v1/voucher/${off.id}/deactivate`, { token: admin });
    expectError(await refusedCheckout(off.code, [line(shirt)]), 400, VOUCHER_MESSAGES.notFound);
    expect(await stockOf(t.db, shirt.id)).toBe(before);
  });

  it('counts uses in all', async () => {
    const made = await voucher({ totalUses: 2 });
    await placedWith(made.code, [line(shirt)]);
    await placedWith(made.code, [line(shirt)]);
    expectError(await refusedCheckout(made.code, [line(shirt)]), 409, VOUCHER_MESSAGES.exhausted);
  });

  it('counts a guest by e-mail in any case, and a member by account whatever e-mail they give', async () => {
    const made = await voucher({ usesPerCustomer: 1 });
    const email = freshEmail('guest');
    await placedWith(made.code, [line(shirt)], { customerID: email });
    expectError(
      await refusedCheckout(made.code, [line(shirt)], { customerID: email.toUpperCase() }),
      409,
      VOUCHER_MESSAGES.alreadyUsed,
    );

    const member = await newMember(t, 'once');
    await placedWith(made.code, [line(shirt)], { token: member.token, customerID: member.email });
    expectError(
      await refusedCheckout(made.code, [line(shirt)], {
        token: member.token,
        customerID: freshEmail('alias'),
      }),
      409,
      VOUCHER_MESSAGES.alreadyUsed,
    );
    // Someone else still may.
    await placedWith(made.code, [line(shirt)]);
  });

  it('counts the cashier’s order (staff placing it) for the customer, member or guest', async () => {
    const member: Member = await newMember(t, 'counter');
    const made = await voucher({ usesPerCustomer: 1, kind: 'fixed', value: 10_000 });
    const order = await placedWith(made.code, [line(shirt)], { token: admin, customerID: member.email });
    expect(order).toMatchObject({ userID: member.id, discount: 10_000, voucherCode: made.code });
    expectError(
      await refusedCheckout(made.code, [line(shirt)], { token: member.token, customerID: member.email }),
      409,
      VOUCHER_MESSAGES.alreadyUsed,
    );
    const guest = freshEmail('walkin');
    await placedWith(made.code, [line(shirt)], { token: admin, customerID: guest });
    expectError(
      await refusedCheckout(made.code, [line(shirt)], { customerID: guest }),
      409,
      VOUCHER_MESSAGES.alreadyUsed,
    );
  });

  it('gives the use back when the order is cancelled, by its customer or staff, or expires', async () => {
    const member = await newMember(t, 'canceller');
    const made = await voucher({ totalUses: 1, usesPerCustomer: 1 });
    const first = await placedWith(made.code, [line(shirt)], {
      token: member.token,
      customerID: member.email,
    });
    expect((await readVoucher(made.id)).usedCount).toBe(1);
    const cancelled = await t.call('POST', `/v1/order/${first.id}/cancel`, { token: member.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await readVoucher(made.id)).usedCount).toBe(0);

    // Used again by the same customer, cancelled by staff.
    const second = await placedWith(made.code, [line(shirt)], {
      token: member.token,
      customerID: member.email,
    });
    expectError(await refusedCheckout(made.code, [line(shirt)]), 409, VOUCHER_MESSAGES.exhausted);
    const moved = await t.call('PUT', `/v1/order/${second.id}/status`, {
      token: admin,
      body: { status: 'cancelled' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await readVoucher(made.id)).usedCount).toBe(0);

    // Used by a guest and left unpaid until it expires.
    const third = await placedWith(made.code, [line(shirt)]);
    await t.db.execute(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      third.id,
    ]);
    await sweepExpiredOrders(t.app);
    expect((await readOrder(third.id)).status).toBe('expired');
    expect((await readVoucher(made.id)).usedCount).toBe(0);
    await placedWith(made.code, [line(shirt)]);
    expect((await readVoucher(made.id)).usedCount).toBe(1);
  });

  it('counts what was charged in the dashboard revenue once paid', async () => {
    const made = await voucher({ kind: 'fixed', value: 40_000 });
    const counters = async () =>
      (await t.call('GET', '/v1/dashboard/statistics/counter', { token: admin })).body.data;
    const before = await counters();
    const answer = await checkoutWith(made.code, [line(shirt)]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const paid = await notify(t, notification(t, answer.body.data, 'settlement'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = await counters();
    expect(after.totalRevenue - before.totalRevenue).toBe(200_000 + shipping - 40_000);
    expect(answer.body.data.amount).toBe(200_000 + shipping - 40_000);
    // The goods' profit less the voucher: (200.000 - buy price) - 40.000.
    expect(after.totalProfit - before.totalProfit).toBe(200_000 - shirt.buyPrice - 40_000);
  });

  it('shows the voucher and its discount in the order e-mails, text and HTML', async () => {
    const made = await voucher({ kind: 'fixed', value: 25_000 });
    const email = freshEmail('surat');
    const answer = await checkoutWith(made.code, [line(shirt)], { customerID: email });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    await notify(t, notification(t, answer.body.data, 'settlement'));
    const mails = await t.db.query<{ subject: string; text: string; html: string }>(
      `SELECT subject, text_body AS text, html_body AS html FROM outbox WHERE to_address = $1 ORDER BY created_at`,
      [email],
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain(`Voucher ${made.code}: -Rp\u00a025.000`);
      expect(mail.text).toContain(`Total: ${formatRupiah(200_000 + shipping - 25_000)}`);
      expect(mail.html).toContain(`Voucher ${made.code}`);
      expect(mail.html).toContain('-Rp\u00a025.000');
    }
  });
});

describe('50 simultaneous checkouts for the last use of a voucher', () => {
  it('place exactly 1 discounted order and tell the other 49 the voucher is used up, taking no stock', async () => {
    const scarce = await insertProduct(t.db, { sellPrice: 150_000, weight: 500, stock: 200 });
    const made = await voucher({ kind: 'percent', value: 20, totalUses: 3 });
    await placedWith(made.code, [line(scarce)]);
    await placedWith(made.code, [line(scarce)]);
    const stockBefore = await stockOf(t.db, scarce.id);
    const ordersBefore = await countRows(t.db, 'order_lines', 'product_id = $1', [scarce.id]);

    const body = await priced(t, checkoutBody([line(scarce)], { voucherCode: made.code }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postCheckout(t, { ...body, customerID: `last.${i}@example.com` })),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const answer of refused) expectError(answer, 409, VOUCHER_MESSAGES.exhausted);

    const order = await readOrder(placed[0]!.body.data.orderID);
    expect(order).toMatchObject({ discount: 30_000, voucherCode: made.code });
    expect(await stockOf(t.db, scarce.id)).toBe(stockBefore - 1);
    expect(await countRows(t.db, 'order_lines', 'product_id = $1', [scarce.id])).toBe(ordersBefore + 1);
    expect((await readVoucher(made.id)).usedCount).toBe(3);
  });
});

describe('Midtrans Snap with a voucher', () => {
  const SERVER_KEY = 'SB-Mid-server-voucher-7Qm2vX7LpR4tK8wZ';
  let stand: MidtransStandIn;
  let m: TestApp;

  beforeAll(async () => {
    stand = await startMidtransStandIn(SERVER_KEY);
    m = await createTestApp({
      env: {
        MIDTRANS_SERVER_KEY: SERVER_KEY,
        MIDTRANS_SNAP_URL: `${stand.url}/snap/v1`,
        MIDTRANS_API_URL: `${stand.url}/v2`,
        VOUCHER_QUOTE_LIMIT_PER_IP: '3',
      },
    });
  });
  afterAll(async () => {
    await m?.close();
    await stand?.close();
  });

  it('sends the discount as a negative line, so that item_details add up to gross_amount', async () => {
    const product = await insertProduct(m.db, { sellPrice: 200_000, weight: 500, stock: 5 });
    const made = await m.call('POST', '/v1/voucher', {
      token: await m.tokenOf('admin'),
      body: { code: freshCode('snap'), kind: 'percent', value: 10, maxDiscount: 15_000 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const body = await priced(m, checkoutBody([line(product)], { voucherCode: made.body.data.code }));
    const answer = await postCheckout(m, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);

    const sent = stand.requests.find((request) => request.url === '/snap/v1/transactions')!;
    const items = sent.body.item_details as { id: string; price: number; quantity: number; name: string }[];
    expect(items.at(-1)).toEqual({
      id: 'voucher',
      name: `Voucher ${made.body.data.code}`,
      price: -15_000,
      quantity: 1,
    });
    expect(items.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(
      sent.body.transaction_details.gross_amount,
    );
    expect(sent.body.transaction_details.gross_amount).toBe(answer.body.data.amount);
  });

  it('limits quotes per IP address (VOUCHER_QUOTE_LIMIT_PER_IP) with 429 and a message', async () => {
    const ask = (remoteAddress: string) =>
      m.call('POST', '/public/v1/voucher/quote', { body: { code: 'NOPE-NOPE', subtotal: 1 }, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await ask('203.0.113.7')).status).toBe(400);
    const limited = await ask('203.0.113.7');
    expectError(
      limited,
      429,
      /^Too many voucher checks from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect((await ask('203.0.113.8')).status).toBe(400);
  });
});
