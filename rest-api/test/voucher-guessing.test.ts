// Regression test for issue 32's fault 2, found by an outside probe: the quote was limited at 60 a window, but
// checkout answered every voucher code it was sent, so codes could be guessed there without limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  checkoutBody,
  insertProduct,
  line,
  postCheckout,
  priced,
  type ProductFixture,
} from './helpers/shop.js';

let t: TestApp;
let shirt: ProductFixture;

beforeAll(async () => {
  t = await createTestApp({
    env: { VOUCHER_QUOTE_LIMIT_PER_IP: '4', VOUCHER_QUOTE_LIMIT_PER_CUSTOMER: '3' },
  });
  shirt = await insertProduct(t.db, { sellPrice: 200_000, weight: 500, stock: 1000 });
});
afterAll(() => t.close());

let serial = 0;
const freshEmail = () => `guesser.${Date.now().toString(36)}${(serial += 1)}@example.com`;

/** A guest's checkout with this code, from this address. */
const guess = (code: string, remoteAddress: string, customerID = freshEmail()) =>
  postCheckout(t, checkoutBody([line(shirt)], { voucherCode: code, customerID, amount: 1 }), {
    remoteAddress,
  });

const quote = (code: string, remoteAddress: string, email?: string) =>
  t.call('POST', '/public/v1/voucher/quote', {
    body: { code, subtotal: 200_000, ...(email ? { email } : {}) },
    remoteAddress,
  });

describe('fault 2: voucher codes can be guessed at checkout without limit', () => {
  it('counts refused codes at checkout against the per-IP limit (429), quote and checkout together', async () => {
    const ip = '198.51.100.21';
    expect((await quote('NOPE-1', ip)).status).toBe(400);
    for (const code of ['NOPE-2', 'NOPE-3', 'NOPE-4']) {
      const answer = await guess(code, ip);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors).toBe('Voucher code not found.');
    }
    const limited = await guess('NOPE-5', ip);
    expect(limited.status, JSON.stringify(limited.body)).toBe(429);
    expect(limited.body.errors).toMatch(
      /^Too many voucher checks from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    // The quote is spent too, and in Bahasa Indonesia the refusal is Indonesian.
    expect((await quote('NOPE-6', ip)).status).toBe(429);
    const inIndonesian = await t.call('POST', '/v1/order/checkout', {
      body: checkoutBody([line(shirt)], { voucherCode: 'NOPE-7', customerID: freshEmail(), amount: 1 }),
      remoteAddress: ip,
      headers: { 'accept-language': 'id' },
    });
    expect(inIndonesian.status).toBe(429);
    expect(inIndonesian.body.errors).toMatch(/^Terlalu banyak pengecekan voucher dari jaringanmu\./);
    // Another network is not held back.
    expect((await guess('NOPE-8', '198.51.100.22')).status).toBe(400);
  });

  it('counts refused codes against the per-customer limit, whatever the address they come from', async () => {
    const email = freshEmail();
    for (let i = 0; i < 3; i += 1) {
      expect((await guess(`TRY-${i}`, `198.51.100.${30 + i}`, email)).status).toBe(400);
    }
    const limited = await guess('TRY-9', '198.51.100.40', email);
    expect(limited.status, JSON.stringify(limited.body)).toBe(429);
    expect(limited.body.errors).toMatch(/^Too many voucher codes tried for this customer\./);
    expect((await quote('TRY-10', '198.51.100.41', email)).status).toBe(429);
  });

  it('still places an order without a voucher, and takes no stock or order for a refused code', async () => {
    const ip = '198.51.100.50';
    const before = await t.db.maybeOne<{ count: number }>('SELECT count(*)::int AS count FROM orders');
    expect((await guess('NOPE-A', ip)).status).toBe(400);
    const after = await t.db.maybeOne<{ count: number }>('SELECT count(*)::int AS count FROM orders');
    expect(after!.count).toBe(before!.count);
    const body = await priced(t, checkoutBody([line(shirt)], { customerID: freshEmail() }));
    expect((await postCheckout(t, body, { remoteAddress: ip })).status).toBe(201);
  });
});
