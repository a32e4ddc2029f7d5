// The payment methods the payment page offers (issue 23, migration 0025): staff choose them (at least one, each
// once), every method until they do; checkout offers those less the ones it disables, and the sandbox page shows
// exactly what the order was offered.
import { PAYMENT_METHODS } from '@lemari/shop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError, expectStatus } from './helpers/expect.js';
import { checkoutBody, countRows, insertProduct, line, placeOrder, postCheckout } from './helpers/shop.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
});
afterAll(() => t.close());

const SETTING = '/v1/setting/payment-methods';
const setMethods = (enabled: unknown, token: string | undefined = admin) =>
  t.call('PUT', SETTING, { token, body: { enabled } });

describe('the payment methods setting', () => {
  it('offers every method until staff choose', async () => {
    const answer = await expectStatus(t.call('GET', SETTING, { token: admin }), 200);
    expect(answer).toEqual({ data: { enabled: [...PAYMENT_METHODS] } });
  });

  it("keeps staff's choice in the shop's order, whatever order it came in", async () => {
    const saved = await expectStatus(setMethods(['bca_va', 'qris', 'gopay']), 200);
    expect(saved).toEqual({ data: { enabled: ['gopay', 'qris', 'bca_va'] } });
    expect(await expectStatus(t.call('GET', SETTING, { token: admin }), 200)).toEqual(saved);
  });

  it('refuses none, a repeat, an unknown method and a wrong type, changing nothing', async () => {
    await expectStatus(setMethods(['gopay', 'qris']), 200);
    expectError(await setMethods([]), 400, /enabled/);
    expectError(await setMethods(['gopay', 'gopay']), 400, /enabled/);
    expectError(await setMethods(['gopay', 'paypal']), 400, /enabled/);
    expectError(await setMethods('gopay'), 400, /enabled/);
    expect((await t.call('GET', SETTING, { token: admin })).body.data.enabled).toEqual(['gopay', 'qris']);
  });

  it('is for staff only', async () => {
    const member = await t.tokenOf('member');
    expect((await t.call('GET', SETTING, { token: member })).status).toBe(403);
    expect((await setMethods(['gopay'], member)).status).toBe(403);
    expect((await t.call('GET', SETTING)).status).toBe(401);
  });
});

describe('checkout and the sandbox page follow it', () => {
  it("offers the shop's methods less the checkout's disabled ones, and the page shows only those", async () => {
    await expectStatus(setMethods(['gopay', 'qris', 'bca_va', 'indomaret']), 200);
    const product = await insertProduct(t.db, { stock: 20 });
    const order = await placeOrder(t, [line(product, 1)], {
      overrides: { disabledPaymentMethod: ['gopay'] },
    });
    const off = (await t.db.maybeOne<{ off: string[] }>(
      'SELECT disabled_payment_methods AS off FROM orders WHERE id = $1',
      [order.orderID],
    ))!.off;
    expect(PAYMENT_METHODS.filter((method) => !off.includes(method))).toEqual([
      'qris',
      'bca_va',
      'indomaret',
    ]);

    const page = await t.app.inject({ method: 'GET', url: `/payment-sandbox/${order.token}` });
    expect(page.body).toContain('<option value="qris" selected>QRIS</option>');
    expect(page.body).toContain('BCA Virtual Account');
    expect(page.body).toContain('Indomaret');
    expect(page.body).not.toContain('value="gopay"');
    expect(page.body).not.toContain('value="shopeepay"');
    expect(page.body).not.toContain('value="credit_card"');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/payment-sandbox/${order.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&method=shopeepay',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a checkout that disables every method the shop offers, placing nothing', async () => {
    await expectStatus(setMethods(['gopay', 'qris']), 200);
    const product = await insertProduct(t.db, { stock: 20 });
    const before = await countRows(t.db, 'orders');
    expectError(
      await postCheckout(t, checkoutBody([line(product, 1)], { disabledPaymentMethod: ['qris', 'gopay'] })),
      400,
      /at least one of the payment methods the shop offers \(gopay, qris\)/,
    );
    expect(await countRows(t.db, 'orders')).toBe(before);
  });
});
