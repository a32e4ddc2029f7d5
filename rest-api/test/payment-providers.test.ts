// The payment providers: the Midtrans Snap adapter against a local stand-in of Midtrans's HTTP API, and the
// built-in sandbox with its hosted payment page, which pays orders through POST /v1/payment/notification.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { connect } from '../src/db/index.js';
import { HttpError } from '../src/lib/errors.js';
import { midtrans, MIDTRANS_UNAVAILABLE } from '../src/domains/payment/midtrans.js';
import { PAYMENT_METHODS, type CreateTransaction } from '../src/domains/payment/provider.js';
import sandboxRoutes from '../src/domains/payment/sandbox-routes.js';
import configPlugin from '../src/plugins/config.js';
import dbPlugin from '../src/plugins/db.js';
import errorsPlugin from '../src/plugins/errors.js';
import paymentPlugin from '../src/domains/payment/plugin.js';
import { validatorCompiler } from '../src/plugins/validation.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { startMidtransStandIn, type MidtransStandIn } from './helpers/midtrans-stand-in.js';

const tmpDataDir = () => mkdtempSync(path.join(tmpdir(), 'lemari-config-'));
const SERVER_KEY = 'SB-Mid-server-test-9Qm2vX7LpR4tK8wZ';
const STOREFRONT_DISABLED = ['bni_va', 'bca_va'];
const STOREFRONT_ENABLED = PAYMENT_METHODS.filter((method) => !STOREFRONT_DISABLED.includes(method));

/** Midtrans's signature, computed here independently of the code under test. */
const sha512Signature = (orderId: string, statusCode: string, grossAmount: string, key: string) =>
  createHash('sha512')
    .update(orderId + statusCode + grossAmount + key)
    .digest('hex');

const newOrderCode = () => `ORD-20261121-${randomBytes(4).toString('hex').toUpperCase().slice(0, 5)}`;

function checkoutInput(overrides: Partial<CreateTransaction> = {}): CreateTransaction {
  return {
    orderCode: newOrderCode(),
    grossAmount: 418_000,
    customer: { email: 'sari@example.co.id', name: 'Sari Wulandari', phone: '081234567890' },
    items: [
      {
        id: 'a3c1e0f2-5d7b-4c11-9a0e-3f6b2d8c9e10',
        name: 'Kemeja Linen Navy L',
        price: 189_000,
        quantity: 2,
      },
      { id: 'shipping', name: 'JNE REG', price: 40_000, quantity: 1 },
    ],
    enabledPayments: STOREFRONT_ENABLED,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
    ...overrides,
  };
}

async function expectUnavailable(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(503);
  expect((error as HttpError).message).toBe(MIDTRANS_UNAVAILABLE.defaultMessage);
}

describe('Midtrans Snap adapter', () => {
  let stand: MidtransStandIn;
  let t: TestApp;
  const basicAuth = `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`;
  const adapter = (options: { serverKey?: string; snapUrl?: string; timeoutMs?: number } = {}) =>
    midtrans({
      serverKey: options.serverKey ?? SERVER_KEY,
      snapUrl: options.snapUrl ?? `${stand.url}/snap/v1`,
      apiUrl: `${stand.url}/v2`,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });

  beforeAll(async () => {
    stand = await startMidtransStandIn(SERVER_KEY);
    t = await createTestApp({
      env: {
        MIDTRANS_SERVER_KEY: SERVER_KEY,
        MIDTRANS_SNAP_URL: `${stand.url}/snap/v1`,
        MIDTRANS_API_URL: `${stand.url}/v2`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stand?.close();
  });
  beforeEach(() => {
    stand.requests.length = 0;
  });

  it('is the provider when MIDTRANS_SERVER_KEY is set, and the sandbox page is not served', async () => {
    expect(t.app.payments.name).toBe('midtrans');
    const page = await t.app.inject({ method: 'GET', url: `/payment-sandbox/${'a'.repeat(32)}` });
    expect(page.statusCode).toBe(404);
  });

  it("creates a Snap transaction with Basic auth and Snap's body, and answers its token and page", async () => {
    const input = checkoutInput({ expiresAt: new Date(Date.now() + 90 * 60_000 + 30_000) });
    const transaction = await t.app.payments.createTransaction(input);

    expect(stand.requests).toHaveLength(1);
    const [sent] = stand.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.url).toBe('/snap/v1/transactions');
    expect(sent!.headers.authorization).toBe(basicAuth);
    expect(sent!.headers.accept).toBe('application/json');
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.body).toEqual({
      transaction_details: { order_id: input.orderCode, gross_amount: 418_000 },
      customer_details: { email: 'sari@example.co.id', first_name: 'Sari Wulandari', phone: '081234567890' },
      item_details: [
        {
          id: 'a3c1e0f2-5d7b-4c11-9a0e-3f6b2d8c9e10',
          price: 189_000,
          quantity: 2,
          name: 'Kemeja Linen Navy L',
        },
        { id: 'shipping', price: 40_000, quantity: 1, name: 'JNE REG' },
      ],
      // The shop's 'qris' is Snap's 'other_qris' (any QRIS app); the other names are Snap's own.
      enabled_payments: STOREFRONT_ENABLED.map((method) => (method === 'qris' ? 'other_qris' : method)),
      expiry: { unit: 'minute', duration: 90 },
      callbacks: { finish: 'http://shop.test/payment/payment-success' },
    });
    expect(sent!.body.enabled_payments).not.toContain('bni_va');
    expect(sent!.body.enabled_payments).not.toContain('bca_va');
    const itemSum = sent!.body.item_details.reduce(
      (sum: number, item: any) => sum + item.price * item.quantity,
      0,
    );
    expect(itemSum).toBe(sent!.body.transaction_details.gross_amount);

    expect(transaction.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(transaction.redirectUrl).toBe(
      `https://app.sandbox.midtrans.com/snap/v4/redirection/${transaction.token}`,
    );
  });

  it('cuts item names and ids to 50 characters and gives Snap at least one minute', async () => {
    const longName = 'Gamis Syar’i Premium Katun Rayon Motif Bunga Lengan Panjang Size XXL Hijau Botol';
    const input = checkoutInput({
      grossAmount: 1_250_000,
      items: [{ id: 'x'.repeat(80), name: longName, price: 625_000, quantity: 2 }],
      expiresAt: new Date(Date.now() + 5_000),
    });
    await t.app.payments.createTransaction(input);
    const body = stand.requests[0]!.body;
    expect(body.item_details[0].name).toBe(longName.slice(0, 50));
    expect(body.item_details[0].id).toBe('x'.repeat(50));
    expect(body.expiry).toEqual({ unit: 'minute', duration: 1 });
  });

  it('refuses items that do not add up to the amount without calling Midtrans', async () => {
    const input = checkoutInput({ grossAmount: 418_001 });
    await expect(t.app.payments.createTransaction(input)).rejects.toThrow(/add up to 418000/);
    expect(stand.requests).toHaveLength(0);
  });

  it('answers 503 when Midtrans refuses the server key (its 401)', async () => {
    await expectUnavailable(adapter({ serverKey: 'SB-Mid-server-wrong' }).createTransaction(checkoutInput()));
    expect(stand.requests[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('SB-Mid-server-wrong:').toString('base64')}`,
    );
  });

  it('answers 503 when Midtrans fails, refuses the order or answers nonsense', async () => {
    stand.override({
      status: 500,
      body: { error_messages: ['Sorry. Our system is recovering from unexpected issues. Please retry.'] },
    });
    await expectUnavailable(t.app.payments.createTransaction(checkoutInput()));

    stand.override({ status: 502, body: '<html><body>Bad gateway</body></html>' });
    await expectUnavailable(t.app.payments.createTransaction(checkoutInput()));

    stand.override({ status: 201, body: { redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/x' } });
    await expectUnavailable(t.app.payments.createTransaction(checkoutInput()));

    stand.override({ status: 201, body: '{"token": "abc", "redirect_url": ' });
    await expectUnavailable(t.app.payments.createTransaction(checkoutInput()));

    // An order id Snap already has is refused with a 400.
    const input = checkoutInput();
    await t.app.payments.createTransaction(input);
    await expectUnavailable(t.app.payments.createTransaction(input));
    expect(stand.requests).toHaveLength(6);
  });

  it('answers 503 when Midtrans cannot be reached', async () => {
    await expectUnavailable(
      adapter({ snapUrl: 'http://127.0.0.1:1/snap/v1' }).createTransaction(checkoutInput()),
    );
  });

  it('gives up on a slow Midtrans after the timeout with a 503', async () => {
    stand.override({ delayMs: 3_000 });
    const started = Date.now();
    await expectUnavailable(adapter({ timeoutMs: 200 }).createTransaction(checkoutInput()));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stand.requests).toHaveLength(1);
  });

  it('reads the status API: undefined for an order Midtrans does not know', async () => {
    const code = newOrderCode();
    expect(await t.app.payments.status(code)).toBeUndefined();
    expect(stand.requests[0]!.method).toBe('GET');
    expect(stand.requests[0]!.url).toBe(`/v2/${code}/status`);
    expect(stand.requests[0]!.headers.authorization).toBe(basicAuth);

    // Older Core API answers carry the 404 only in the body.
    stand.override({
      status: 200,
      body: { status_code: '404', status_message: "Transaction doesn't exist." },
    });
    expect(await t.app.payments.status(code)).toBeUndefined();
  });

  it("reads the status API: a paid order's settlement, signed with the server key", async () => {
    const input = checkoutInput();
    await t.app.payments.createTransaction(input);
    stand.pay(input.orderCode, 'gopay');
    const record = await t.app.payments.status(input.orderCode);
    expect(record).toMatchObject({
      order_id: input.orderCode,
      status_code: '200',
      gross_amount: '418000.00',
      transaction_status: 'settlement',
      fraud_status: 'accept',
      payment_type: 'gopay',
    });
    expect(t.app.payments.verify(record!)).toBe(true);
  });

  it('answers 503 when the status API fails, refuses the key, times out or answers nonsense', async () => {
    const code = newOrderCode();
    await expectUnavailable(adapter({ serverKey: 'SB-Mid-server-wrong' }).status(code));
    stand.override({ status: 500, body: { status_code: '500', status_message: 'Internal server error' } });
    await expectUnavailable(t.app.payments.status(code));
    stand.override({ status: 200, body: { status_code: '500', status_message: 'Internal server error' } });
    await expectUnavailable(t.app.payments.status(code));
    stand.override({ status: 200, body: 'not json' });
    await expectUnavailable(t.app.payments.status(code));
    stand.override({ delayMs: 3_000 });
    await expectUnavailable(adapter({ timeoutMs: 200 }).status(code));
  });

  it('verifies a genuine notification signature and refuses forged or altered ones', () => {
    const code = newOrderCode();
    const genuine = {
      order_id: code,
      status_code: '200',
      gross_amount: '418000.00',
      signature_key: sha512Signature(code, '200', '418000.00', SERVER_KEY),
    };
    expect(t.app.payments.verify(genuine)).toBe(true);
    const forged = {
      ...genuine,
      signature_key: sha512Signature(code, '200', '418000.00', 'SB-Mid-server-x'),
    };
    expect(t.app.payments.verify(forged)).toBe(false);
    expect(t.app.payments.verify({ ...genuine, gross_amount: '1000.00' })).toBe(false);
    expect(t.app.payments.verify({ ...genuine, status_code: '201' })).toBe(false);
    expect(t.app.payments.verify({ ...genuine, signature_key: '' })).toBe(false);
    expect(t.app.payments.verify({ ...genuine, signature_key: genuine.signature_key.toUpperCase() })).toBe(
      false,
    );
  });
});

describe('sandbox provider', () => {
  let t: TestApp;
  let key: string;

  interface PlacedOrder {
    id: string;
    code: string;
    token: string;
    total: number;
  }

  /** An order and its pending sandbox payment, as checkout writes them. */
  async function placeOrder(
    options: {
      code?: string;
      total?: number;
      status?: string;
      disabled?: string[];
      expiresAt?: Date;
      language?: 'en' | 'id';
    } = {},
  ): Promise<PlacedOrder> {
    const code = options.code ?? newOrderCode();
    const total = options.total ?? 150_000;
    const expiresAt = options.expiresAt ?? new Date(Date.now() + 24 * 3600 * 1000);
    const { token, redirectUrl } = await t.app.payments.createTransaction(
      checkoutInput({
        orderCode: code,
        grossAmount: total,
        items: [{ id: 'line', name: 'Kaos', price: total, quantity: 1 }],
        expiresAt,
      }),
    );
    const order = await t.db.maybeOne<{ id: string }>(
      `INSERT INTO orders (order_code, customer_email, customer_name, customer_phone, status, subtotal,
         shipping_cost, total, profit, disabled_payment_methods, expires_at, lang)
       VALUES ($1, 'sari@example.co.id', 'Sari', '081234567890', $2, $3, 20000, $4, 30000, $5, $6, $7)
       RETURNING id`,
      [
        code,
        options.status ?? 'pending',
        total - 20_000,
        total,
        options.disabled ?? STOREFRONT_DISABLED,
        expiresAt.toISOString(),
        options.language ?? 'en',
      ],
    );
    await t.db.execute(
      `INSERT INTO payments (order_id, provider, token, redirect_url, total_amount)
       VALUES ($1, 'sandbox', $2, $3, $4)`,
      [order!.id, token, redirectUrl, total],
    );
    return { id: order!.id, code, token, total };
  }

  const page = (token: string) => t.app.inject({ method: 'GET', url: `/payment-sandbox/${token}` });
  const submit = (target: FastifyInstance, token: string, form: string) =>
    target.inject({
      method: 'POST',
      url: `/payment-sandbox/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });

  const orderState = (id: string) =>
    t.db.maybeOne<{
      status: string;
      paymentStatus: string;
      paymentMethod: string;
      transactionId: string | null;
    }>(
      `SELECT o.status, p.status AS "paymentStatus", p.payment_method AS "paymentMethod",
         p.transaction_id AS "transactionId"
       FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = $1`,
      [id],
    );

  beforeAll(async () => {
    t = await createTestApp();
    key = t.config.payment.sandboxServerKey;
  });
  afterAll(() => t?.close());

  it('is the default provider, with unguessable url-safe tokens for its hosted page', async () => {
    expect(t.app.payments.name).toBe('sandbox');
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { token, redirectUrl } = await t.app.payments.createTransaction(checkoutInput());
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(redirectUrl).toBe(`http://api.test/payment-sandbox/${token}`);
      tokens.add(token);
    }
    expect(tokens.size).toBe(20);
  });

  it('verifies notifications signed with the sandbox key and refuses forged ones', () => {
    const code = newOrderCode();
    const genuine = {
      order_id: code,
      status_code: '200',
      gross_amount: '150000.00',
      signature_key: sha512Signature(code, '200', '150000.00', key),
    };
    expect(t.app.payments.verify(genuine)).toBe(true);
    expect(
      t.app.payments.verify({
        ...genuine,
        signature_key: sha512Signature(code, '200', '150000.00', SERVER_KEY),
      }),
    ).toBe(false);
    expect(t.app.payments.verify({ ...genuine, gross_amount: '1.00' })).toBe(false);
  });

  it('shows the order, the amount in rupiah, the expiry and the enabled methods, framable by the web app', async () => {
    const order = await placeOrder({ expiresAt: new Date('2030-01-15T03:04:00Z') });
    const answer = await page(order.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self' http://shop.test");
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['cache-control']).toBe('no-store');

    const html = answer.body;
    expect(html).toContain(order.code);
    expect(html).toContain('Rp\u00a0150.000');
    expect(html).toContain('15 January 2030, 10:04 WIB');
    const methods = [...html.matchAll(/<option value="([a-z_]+)"/g)].map((m) => m[1]);
    expect(methods).toEqual(STOREFRONT_ENABLED);
    expect(methods).not.toContain('bni_va');
    expect(methods).not.toContain('bca_va');
    expect(html).toMatch(/<button type="submit" name="action" value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="fail">Fail<\/button>/);
    expect(html).toContain('<form method="post">');
    expect(html).not.toContain('<script');
  });

  it("speaks the order's language: an Indonesian order's page, its payment and a refusal are in Indonesian", async () => {
    const order = await placeOrder({
      expiresAt: new Date('2030-01-15T03:04:00Z'),
      language: 'id',
      disabled: STOREFRONT_DISABLED.filter((method) => method !== 'credit_card'),
    });
    const html = (await page(order.token)).body;
    expect(html).toContain('<html lang="id">');
    expect(html).toContain(`<h1>Bayar pesanan <span class="nowrap">${order.code}</span></h1>`);
    expect(html).toContain('Sandbox · bukan uang sungguhan');
    expect(html).toContain('15 Januari 2030, 10:04 WIB');
    expect(html).toContain('<label for="method">Metode pembayaran</label>');
    expect(html).toContain('>Kartu kredit atau debit</option>');
    expect(html).toMatch(/<button type="submit" name="action" value="pay">Bayar<\/button>/);
    for (const english of ['Pay order', 'Payment method', 'Amount', 'Sandbox · no real money', 'January']) {
      expect(html).not.toContain(english);
    }

    const refused = await submit(t.app, order.token, 'action=pay&method=bni_va');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<h1>Pembayaran tidak dapat dilakukan</h1>');
    expect(refused.body).toContain('BNI Virtual Account tidak tersedia untuk pesanan ini.');

    const paid = await submit(t.app, order.token, 'action=pay&method=qris');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('<h1>Pembayaran diterima</h1>');
    expect(paid.body).toContain('Dibayar dengan QRIS. Terima kasih!');
    expect(paid.body).toContain('>Kembali ke pesananku</a>');

    const again = (await page(order.token)).body;
    expect(again).toContain('Pesanan ini sudah dibayar');
  });

  it('answers a link to no payment in the request’s language', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/payment-sandbox/${'b'.repeat(32)}`,
      headers: { 'accept-language': 'id' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="id">');
    expect(missing.body).toContain('<h1>Pembayaran tidak ditemukan</h1>');
    expect(missing.body).toContain('Tidak ada pembayaran untuk link ini.');
  });

  it('formats large amounts the Indonesian way and honours any set of disabled methods', async () => {
    const order = await placeOrder({ total: 12_345_000, disabled: ['gopay', 'qris', 'credit_card'] });
    const html = (await page(order.token)).body;
    expect(html).toContain('Rp\u00a012.345.000');
    const methods = [...html.matchAll(/<option value="([a-z_]+)"/g)].map((m) => m[1]);
    expect(methods).toEqual(PAYMENT_METHODS.filter((m) => !['gopay', 'qris', 'credit_card'].includes(m)));
  });

  it('escapes every value it prints', async () => {
    const order = await placeOrder({ code: `ORD-<img src=x onerror="alert('x')">&` });
    const html = (await page(order.token)).body;
    expect(html).not.toContain('<img');
    expect(html).toContain('ORD-&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
  });

  it('answers a 404 page for an unknown token and a 400 page for a malformed one', async () => {
    const unknown = await page(randomBytes(24).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.headers['content-security-policy']).toContain('frame-ancestors');
    expect(unknown.body).toContain('Payment not found');
    expect(unknown.body).not.toContain('<form');

    for (const bad of ['short', 'a'.repeat(101), `${'a'.repeat(20)}%3Cscript%3E`]) {
      const answer = await page(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('token');
      expect(answer.body).not.toContain('<script');
    }
  });

  it('shows a paid, cancelled or expired order without the buttons', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ status: 'paid' }, /already paid/],
      [{ status: 'completed' }, /already paid/],
      [{ status: 'cancelled' }, /was cancelled/],
      [{ status: 'expired' }, /has expired/],
      // Pending, but its time ran out before the sweep reached it.
      [{ expiresAt: new Date(Date.now() - 60_000) }, /has expired/],
    ];
    for (const [options, title] of cases) {
      const order = await placeOrder(options);
      const answer = await page(order.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatch(title);
      expect(answer.body).toContain(order.code);
      expect(answer.body).not.toContain('<form');
      expect(answer.body).not.toContain('value="pay"');
      expect(answer.body).toContain('href="http://shop.test/order-list"');
      const finish = `href="http://shop.test/payment/payment-success?token=${order.token}"`;
      if (/already paid/.test(title.source)) expect(answer.body).toContain(finish);
      else expect(answer.body).not.toContain(finish);
    }
  });

  it('pays an order: the notification marks it paid and the page says so', async () => {
    const order = await placeOrder();
    const answer = await submit(t.app, order.token, 'action=pay&method=gopay');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toContain('Payment received');
    expect(answer.body).toContain(order.code);
    expect(answer.body).toContain('<a href="http://shop.test/order-list" target="_top">');
    // It finishes on the storefront's payment-success page, which finds the order by the token.
    expect(answer.body).toContain(
      `<a href="http://shop.test/payment/payment-success?token=${order.token}" target="_top">See my order</a>`,
    );
    expect(answer.headers['content-security-policy']).toContain('frame-ancestors');

    const state = await orderState(order.id);
    expect(state).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentMethod: 'gopay' });
    expect(state!.transactionId).toMatch(/^[0-9a-f-]{36}$/);

    // Pressing Pay again (a reload, a second tab) changes nothing and reports the order as paid.
    const again = await submit(t.app, order.token, 'action=pay&method=qris');
    expect(again.statusCode).toBe(200);
    expect(again.body).toMatch(/already paid/);
    expect(await orderState(order.id)).toEqual(state);
    expect((await page(order.token)).body).toMatch(/already paid/);

    const record = await t.app.payments.status(order.code);
    expect(record).toMatchObject({
      order_id: order.code,
      status_code: '200',
      gross_amount: '150000.00',
      transaction_status: 'settlement',
      fraud_status: 'accept',
      payment_type: 'gopay',
      transaction_id: state!.transactionId,
    });
    expect(record!.settlement_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(record!.signature_key).toBe(sha512Signature(order.code, '200', '150000.00', key));
  });

  it('pays an order once when Pay is pressed several times at once', async () => {
    const order = await placeOrder();
    const answers = await Promise.all(
      [1, 2, 3].map(() => submit(t.app, order.token, 'action=pay&method=shopeepay')),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).toMatch(/Payment received|already paid/);
    }
    expect((await orderState(order.id))!.status).toBe('paid');
    const applied = await t.db.query('SELECT 1 FROM payment_notifications WHERE order_id = $1 AND applied', [
      order.id,
    ]);
    expect(applied).toHaveLength(1);
  });

  it('fails a payment: the order keeps waiting and can still be paid', async () => {
    const order = await placeOrder();
    const failed = await submit(t.app, order.token, 'action=fail&method=credit_card');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.body).toContain('Payment failed');
    expect(failed.body).toContain('Try again');
    expect(await orderState(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    expect(await t.app.payments.status(order.code)).toMatchObject({
      transaction_status: 'deny',
      status_code: '202',
      fraud_status: 'deny',
    });

    expect((await page(order.token)).body).toContain('value="pay"');
    const paid = await submit(t.app, order.token, 'action=pay&method=bri_va');
    expect(paid.body).toContain('Payment received');
    expect(await orderState(order.id)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
  });

  it('answers a 400 page for a disabled, unknown or missing method or action, and changes nothing', async () => {
    const order = await placeOrder();
    const cases: [string, RegExp][] = [
      ['action=pay&method=bca_va', /BCA Virtual Account is not available/],
      ['action=pay&method=bni_va', /BNI Virtual Account is not available/],
      ['action=pay&method=bitcoin', /method must be one of/],
      ['action=pay', /method is required/],
      ['action=refund&method=gopay', /action must be one of: pay, fail/],
      ['method=gopay', /action is required/],
      ['action=pay&method=<b>x</b>', /method must be one of/],
    ];
    for (const [form, message] of cases) {
      const answer = await submit(t.app, order.token, form);
      expect(answer.statusCode, form).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toMatch(message);
      expect(answer.body).not.toContain('<b>');
    }
    const tooLarge = await submit(t.app, order.token, `action=pay&method=gopay&x=${'a'.repeat(5000)}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['content-type']).toMatch(/^text\/html/);

    expect(await orderState(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const notifications = await t.db.query('SELECT 1 FROM payment_notifications WHERE order_id = $1', [
      order.id,
    ]);
    expect(notifications).toHaveLength(0);
  });

  it('answers 404 when paying an unknown token, and takes no payment for an expired order', async () => {
    const unknown = await submit(t.app, randomBytes(24).toString('base64url'), 'action=pay&method=gopay');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Payment not found');

    const late = await placeOrder({ expiresAt: new Date(Date.now() - 1_000) });
    const answer = await submit(t.app, late.token, 'action=pay&method=gopay');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/has expired/);
    expect(await orderState(late.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it("answers status from its own record, as Midtrans: none before the page is used, then the page's outcome", async () => {
    expect(await t.app.payments.status(newOrderCode())).toBeUndefined();
    const order = await placeOrder({ total: 99_000 });
    // Nobody chose a method yet: Midtrans's status API knows no transaction (its 404).
    expect(await t.app.payments.status(order.code)).toBeUndefined();

    await submit(t.app, order.token, 'action=fail&method=permata_va');
    const denied = await t.app.payments.status(order.code);
    expect(denied).toMatchObject({
      order_id: order.code,
      status_code: '202',
      gross_amount: '99000.00',
      transaction_status: 'deny',
      payment_type: 'permata_va',
    });
    expect(denied!.transaction_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(t.app.payments.verify(denied!)).toBe(true);

    await submit(t.app, order.token, 'action=pay&method=qris');
    const settled = await t.app.payments.status(order.code);
    expect(settled).toMatchObject({
      status_code: '200',
      transaction_status: 'settlement',
      fraud_status: 'accept',
      payment_type: 'qris',
      settlement_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
    });
    // A settled transaction can no longer be expired or cancelled.
    expect(await t.app.payments.close(order.code, 'expire')).toMatchObject({ outcome: 'refused' });
    expect((await t.app.payments.status(order.code))!.transaction_status).toBe('settlement');
  });

  it('expires and cancels its own transactions as Midtrans does: 404 when it knows none', async () => {
    const none = await placeOrder({ total: 50_000 });
    expect(await t.app.payments.close(none.code, 'expire')).toEqual({
      outcome: 'nothing',
      message: "404: Transaction doesn't exist.",
    });
    const failed = await placeOrder({ total: 50_000 });
    await submit(t.app, failed.token, 'action=fail&method=gopay');
    expect(await t.app.payments.close(failed.code, 'cancel')).toMatchObject({ outcome: 'closed' });
    expect(await t.app.payments.status(failed.code)).toMatchObject({
      transaction_status: 'cancel',
      status_code: '200',
    });
    expect(await t.app.payments.close(failed.code, 'expire')).toMatchObject({ outcome: 'refused' });
  });

  describe('the notification it sends', () => {
    let spy: FastifyInstance;
    const received: { headers: Record<string, unknown>; body: any }[] = [];
    let spyStatus = 200;

    // The sandbox routes on an app whose notification route only records what arrives.
    beforeAll(async () => {
      const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
      app.setValidatorCompiler(validatorCompiler);
      await app.register(configPlugin, { config: t.config });
      await app.register(errorsPlugin);
      await app.register(dbPlugin, { db: t.db });
      await app.register(paymentPlugin);
      await app.register(sandboxRoutes);
      app.post('/v1/payment/notification', async (request, reply) => {
        received.push({ headers: request.headers, body: request.body });
        return reply.status(spyStatus).send({ data: {} });
      });
      await app.ready();
      spy = app;
    });
    afterAll(() => spy?.close());
    beforeEach(() => {
      received.length = 0;
      spyStatus = 200;
    });

    it('is a settlement signed exactly like Midtrans, sent without a Client-Id', async () => {
      const order = await placeOrder({ total: 275_500 });
      const before = Date.now();
      const answer = await submit(spy, order.token, 'action=pay&method=gopay');
      expect(received).toHaveLength(1);
      const { headers, body } = received[0]!;
      expect(headers['client-id']).toBeUndefined();
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(body).toEqual({
        status_code: '200',
        status_message: 'midtrans payment notification',
        transaction_id: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
        order_id: order.code,
        gross_amount: '275500.00',
        currency: 'IDR',
        payment_type: 'gopay',
        transaction_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        settlement_time: body.transaction_time,
        transaction_status: 'settlement',
        fraud_status: 'accept',
        signature_key: sha512Signature(order.code, '200', '275500.00', key),
      });
      // Asia/Jakarta is UTC+7.
      const sentAt = Date.parse(`${body.transaction_time.replace(' ', 'T')}+07:00`);
      expect(sentAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(sentAt).toBeLessThanOrEqual(Date.now());
      // The spy leaves the order pending, which the page must not report as paid.
      expect(answer.statusCode).toBe(502);
      expect(answer.body).not.toContain('Payment received');
    });

    it('is a deny with status 202 for Fail, with no settlement time', async () => {
      const order = await placeOrder();
      const answer = await submit(spy, order.token, 'action=fail&method=alfamart');
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('Payment failed');
      const { body } = received[0]!;
      expect(body).toMatchObject({
        order_id: order.code,
        status_code: '202',
        gross_amount: '150000.00',
        transaction_status: 'deny',
        fraud_status: 'deny',
        payment_type: 'alfamart',
        signature_key: sha512Signature(order.code, '202', '150000.00', key),
      });
      expect(body.settlement_time).toBeUndefined();
    });

    it('answers a 502 page when the shop refuses the notification', async () => {
      spyStatus = 500;
      const order = await placeOrder();
      const answer = await submit(spy, order.token, 'action=fail&method=gopay');
      expect(answer.statusCode).toBe(502);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('The shop did not accept the payment');
      expect(received).toHaveLength(1);
    });
  });
});

describe('fault 7: production with no payment provider configured serves the sandbox', () => {
  const production = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpDataDir(), JWT_SECRET: 'j'.repeat(40), ...env });

  it('refuses to start in production without MIDTRANS_SERVER_KEY or an explicit PAYMENT_PROVIDER=sandbox', () => {
    expect(() => production({})).toThrow(
      /No payment provider: set MIDTRANS_SERVER_KEY, or PAYMENT_PROVIDER=sandbox/,
    );
    expect(() => production({ PAYMENT_PROVIDER: 'midtrans' })).toThrow(/needs MIDTRANS_SERVER_KEY/);
    expect(() => production({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/must be midtrans or sandbox/);
    expect(production({ MIDTRANS_SERVER_KEY: SERVER_KEY }).payment.provider).toBe('midtrans');
    expect(production({ PAYMENT_PROVIDER: 'sandbox' }).payment.provider).toBe('sandbox');
    // Development keeps its embedded default.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tmpDataDir() }).payment.provider).toBe('sandbox');
  });

  it('warns at every start when production runs the sandbox on purpose', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const config = production({ PAYMENT_PROVIDER: 'sandbox' });
    const db = await connect({});
    const app = Fastify({ logger: { level: 'info', stream } });
    try {
      await app.register(configPlugin, { config });
      await app.register(dbPlugin, { db });
      await app.register(paymentPlugin);
      await app.ready();
      const warning = lines.find((line) => line.level === 40 && /sandbox/.test(line.msg));
      expect(warning?.msg).toMatch(/marks orders paid without any money/);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
