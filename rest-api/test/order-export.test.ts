// Staff export orders as CSV (GET /v1/order/export) and filter the order list by Jakarta days and payment methods
// (GET /v1/order?from=&to=&paymentMethod=): one row per line, UTF-8 with a BOM, RFC 4180 quoting with formula
// cells neutralised, the days checked, members refused; and the keyset batches give the same file at any size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCsv } from '../src/domains/orders/export-routes.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { newMember, type Member } from './helpers/members.js';
import {
  insertProduct,
  line,
  notification,
  notify,
  placeOrder,
  type Placed,
  type ProductFixture,
} from './helpers/shop.js';

let t: TestApp;
let admin: string;
let ayu: Member;
let tenun: ProductFixture;
let promo: ProductFixture;
/** a: 1 Nov 23:30 WIB, two lines, paid by GoPay; b and d: 2 Nov 00:10 WIB (the same instant), pending; c: 5 Nov, QRIS. */
let a: Placed;
let b: Placed;
let c: Placed;
let d: Placed;

const PROMO_NAME = '=SUM(1,2) "Promo" Batik';
const TRICKY_NAME = 'Wulandari, "Sari"';
const COURIER_NOTE = 'Titip di pos satpam, pagar hijau';

/** Places the order, then moves its creation to `at` (UTC). */
async function placedAt(lines: Parameters<typeof placeOrder>[1], at: string, overrides = {}) {
  const order = await placeOrder(t, lines, { overrides });
  await t.db.execute('UPDATE orders SET created_at = $2 WHERE id = $1', [order.orderID, at]);
  return order;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
  ayu = await newMember(t, 'ayu');
  tenun = await insertProduct(t.db, {
    productName: 'Kemeja Tenun Ikat',
    sellPrice: 275_000,
    normalPrice: 300_000,
  });
  promo = await insertProduct(t.db, { productName: PROMO_NAME, sellPrice: 99_000 });
  a = await placedAt([line(tenun, 1), line(promo, 2, 'Black', 'L')], '2026-11-01T16:30:00Z', {
    customerID: 'ayu.export@example.com',
  });
  b = await placedAt([line(tenun, 1)], '2026-11-01T17:10:00Z');
  d = await placedAt([line(promo, 1)], '2026-11-01T17:10:00Z');
  c = await placedAt([line(promo, 1)], '2026-11-05T03:00:00Z', {
    customerID: 'sari@example.com',
    shipment: {
      courier: 'jne',
      service: 'REG',
      name: TRICKY_NAME,
      phone: '081298765432',
      address: 'Jl. Malioboro 5',
      districtID: '152',
      note: COURIER_NOTE,
    },
  });
  expect((await notify(t, notification(t, a, 'settlement'))).status).toBe(200);
  expect((await notify(t, notification(t, c, 'settlement', { payment_type: 'qris' }))).status).toBe(200);
});
afterAll(() => t.close());

/** RFC 4180 records: quoted fields with doubled quotes, commas and line breaks inside them. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field, 'the file ends with CRLF').toBe('');
  return records;
}

const exportCsv = (query: Record<string, string> = {}, token = admin) =>
  t.call('GET', '/v1/order/export', { token, query });

/** The records after the header, as objects by column name. */
function rowsOf(body: string) {
  const [header, ...rows] = parseCsv(body.replace(/^\uFEFF/u, ''));
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]])));
}

describe('GET /v1/order/export', () => {
  it('refuses members and visitors', async () => {
    expectError(await exportCsv({}, ayu.token), 403, /permission/i);
    expect((await t.call('GET', '/v1/order/export')).status).toBe(401);
  });

  it('answers every order line as a row of a UTF-8 CSV with a BOM and a header, newest order first', async () => {
    const answer = await exportCsv();
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="lemari-orders_all_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = answer.body as string;
    expect(
      body.startsWith('\uFEFFOrder code,Date (Asia/Jakarta),Status,Customer name,E-mail,Phone,Address,'),
    ).toBe(true);
    expect(parseCsv(body.slice(1))[0]).toEqual([
      'Order code',
      'Date (Asia/Jakarta)',
      'Status',
      'Customer name',
      'E-mail',
      'Phone',
      'Address',
      'District (kecamatan)',
      'City',
      'Postal code',
      'Product',
      'SKU',
      'Colour',
      'Size',
      'Quantity',
      'Unit price',
      'Line total',
      'Subtotal',
      'Shipping',
      'Voucher',
      'Discount',
      'Total',
      'Payment method',
      'Payment status',
      'Refunded amount',
      'Refunded at (Asia/Jakarta)',
      'Courier',
      'Resi',
      'Courier note',
    ]);
    const rows = rowsOf(body);
    // c, then b and d (the same instant: by id), then a's two lines in their order.
    const tied = [b, d].sort((x, y) => (x.orderID < y.orderID ? -1 : 1));
    expect(rows.map((row) => row['Order code'])).toEqual([
      c.orderCode,
      ...tied.map((order) => order.orderCode),
      a.orderCode,
      a.orderCode,
    ]);
    const [first, second] = rows.slice(3);
    expect(first).toMatchObject({
      'Date (Asia/Jakarta)': '2026-11-01T23:30:00+07:00',
      Status: 'paid',
      'E-mail': 'ayu.export@example.com',
      Phone: '081234567890',
      Product: 'Kemeja Tenun Ikat',
      Colour: 'Navy',
      Size: 'M',
      Quantity: '1',
      'Unit price': '275000',
      'Line total': '275000',
      'Payment method': 'gopay',
      'Payment status': 'paid',
      'Refunded amount': '0',
      'Refunded at (Asia/Jakarta)': '',
      Courier: 'JNE REG',
    });
    expect(first!.City).toMatch(/Jakarta Pusat/);
    expect(first!.SKU).toMatch(/^[A-Za-z0-9]/);
    expect(second).toMatchObject({ Quantity: '2', 'Unit price': '99000', 'Line total': '198000' });
    // The order's amounts repeat on each of its lines, as whole rupiah.
    expect(first!.Subtotal).toBe(String(275_000 + 198_000));
    expect(Number(first!.Total)).toBe(a.amount);
    expect(second!.Total).toBe(first!.Total);
  });

  it("carries the shopper's courier note in its own column (empty when none)", async () => {
    const rows = rowsOf((await exportCsv()).body as string);
    expect(rows.find((row) => row['Order code'] === c.orderCode)!['Courier note']).toBe(COURIER_NOTE);
    expect(rows.find((row) => row['Order code'] === a.orderCode)!['Courier note']).toBe('');
  });

  it('quotes commas and quotes, and neutralises a cell a spreadsheet would run as a formula', async () => {
    const body = (await exportCsv({ paymentMethod: 'qris' })).body as string;
    expect(body).toContain(`"'=SUM(1,2) ""Promo"" Batik"`);
    expect(body).toContain(`"Wulandari, ""Sari"""`);
    const [row] = rowsOf(body);
    expect(row).toMatchObject({
      Product: `'${PROMO_NAME}`,
      'Customer name': TRICKY_NAME,
      'Payment method': 'qris',
    });
  });

  it("takes the list's filters and Jakarta days, both ends inclusive, naming the file after them", async () => {
    const day = await exportCsv({ from: '2026-11-01', to: '2026-11-01' });
    expect(day.headers['content-disposition']).toBe(
      'attachment; filename="lemari-orders_2026-11-01_2026-11-01.csv"',
    );
    // 17:10 UTC on 1 November is already 2 November in Jakarta.
    expect(rowsOf(day.body).map((row) => row['Order code'])).toEqual([a.orderCode, a.orderCode]);
    const second = rowsOf((await exportCsv({ from: '2026-11-02', to: '2026-11-05' })).body);
    expect(new Set(second.map((row) => row['Order code']))).toEqual(
      new Set([b.orderCode, c.orderCode, d.orderCode]),
    );
    const pending = rowsOf((await exportCsv({ status: 'pending', to: '2026-11-30' })).body);
    expect(pending.map((row) => row['Order code']).sort()).toEqual([b.orderCode, d.orderCode].sort());
    const gopay = rowsOf((await exportCsv({ paymentMethod: 'gopay,qris', q: 'Tenun' })).body);
    expect(gopay.map((row) => row['Order code'])).toEqual([a.orderCode, a.orderCode]);
    // Nothing found: the header alone.
    const none = (await exportCsv({ from: '2025-01-01', to: '2025-01-31' })).body as string;
    expect(parseCsv(none.slice(1))).toHaveLength(1);
  });

  it('refuses a day that is not one, a range that ends before it starts, and an unknown method', async () => {
    expectError(
      await exportCsv({ from: '2026-02-30' }),
      400,
      /from: "2026-02-30" is not a day\. Write it as YYYY-MM-DD/,
    );
    expectError(await exportCsv({ to: '28/11/2026' }), 400, /to: "28\/11\/2026" is not a day/);
    expectError(
      await exportCsv({ from: '2026-11-05', to: '2026-11-01' }),
      400,
      'from (2026-11-05) is after to (2026-11-01): the first day of the range must come before its last day.',
    );
    expectError(
      await exportCsv({ paymentMethod: 'bitcoin' }),
      400,
      /paymentMethod: unknown payment method bitcoin/,
    );
  });

  it('writes the same file whatever the batch size (keyset batches, ties on the same instant included)', async () => {
    const whole = (await exportCsv()).body as string;
    for (const size of [1, 2, 3]) {
      const chunks: Buffer[] = [];
      for await (const chunk of orderCsv(t.db, {}, size)) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString('utf8')).toBe(whole);
    }
  });
});

describe('GET /v1/order by days and payment method', () => {
  const codes = async (query: Record<string, string>) => {
    const answer = await t.call('GET', '/v1/order', { token: admin, query });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { codes: answer.body.data.map((order: any) => order.orderCode), count: answer.body.paging.count };
  };

  it('keeps the orders of the days asked, counted', async () => {
    expect(await codes({ from: '2026-11-01', to: '2026-11-01' })).toEqual({ codes: [a.orderCode], count: 1 });
    expect((await codes({ from: '2026-11-02' })).count).toBe(3);
    expect((await codes({ to: '2026-11-01' })).count).toBe(1);
  });

  it('keeps the orders paid with the methods asked', async () => {
    expect(await codes({ paymentMethod: 'qris' })).toEqual({ codes: [c.orderCode], count: 1 });
    expect((await codes({ paymentMethod: 'gopay,QRIS' })).count).toBe(2);
    expect((await codes({ paymentMethod: 'gopay', status: 'pending' })).count).toBe(0);
  });

  it('refuses bad days as the export does', async () => {
    expectError(
      await t.call('GET', '/v1/order', { token: admin, query: { from: '2026-11-30', to: '2026-11-01' } }),
      400,
      /is after to/,
    );
    expectError(
      await t.call('GET', '/v1/order', { token: admin, query: { from: 'yesterday' } }),
      400,
      /is not a day/,
    );
  });
});
