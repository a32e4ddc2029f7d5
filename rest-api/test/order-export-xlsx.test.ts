// Staff export orders as a spreadsheet (GET /v1/order/export.xlsx, issue 32): the CSV export's permission and
// filters, read back with exceljs to check each cell's type (phones as text with their leading 0, rupiah as
// numbers in a rupiah format without decimals, the date as a date), headers in the reader's language, and the
// delivery address with its kecamatan and postal code, the courier, the resi and the courier's note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_FORMAT, orderXlsx, RUPIAH_FORMAT } from '../src/domains/orders/export-xlsx.js';
import { CLIENT_ID, createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { newMember, type Member } from './helpers/members.js';
import { sheetOf, tableOf, ValueType } from './helpers/xlsx.js';
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
/** Paid by QRIS on 5 Nov 2026 10:00 WIB, to Yogyakarta with a kecamatan, a postal code and a note. */
let placed: Placed;

const FORMULA_NAME = '=SUM(1,2) Batik';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
  ayu = await newMember(t, 'ayu');
  tenun = await insertProduct(t.db, { productName: FORMULA_NAME, sellPrice: 1_250_000 });
  placed = await placeOrder(t, [line(tenun, 2)], {
    overrides: {
      customerID: 'sari.xlsx@example.com',
      shipment: {
        courier: 'jne',
        service: 'REG',
        name: 'Sari Wulandari',
        phone: '081298765432',
        address: 'Jl. Malioboro 5',
        subdistrictName: 'Gondomanan',
        postalCode: '55122',
        note: 'Titip di pos satpam',
        districtID: '501',
      },
    },
  });
  await t.db.execute(`UPDATE orders SET created_at = '2026-11-05T03:00:00Z' WHERE id = $1`, [placed.orderID]);
  await t.db.execute(`UPDATE shipments SET resi_number = 'JNE0012345678' WHERE order_id = $1`, [
    placed.orderID,
  ]);
  expect((await notify(t, notification(t, placed, 'settlement', { payment_type: 'qris' }))).status).toBe(200);
});
afterAll(() => t.close());

/** GET /v1/order/export.xlsx as raw bytes. */
function exportXlsx(query: Record<string, string> = {}, options: { language?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url: '/v1/order/export.xlsx',
    query,
    headers: {
      'client-id': CLIENT_ID,
      authorization: `Bearer ${admin}`,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

describe('GET /v1/order/export.xlsx', () => {
  it('refuses members and visitors, as the CSV export does', async () => {
    expectError(await t.call('GET', '/v1/order/export.xlsx', { token: ayu.token }), 403, /permission/i);
    expect((await t.call('GET', '/v1/order/export.xlsx')).status).toBe(401);
  });

  it('writes typed cells: the phone as text with its 0, rupiah as numbers without decimals, the date as a date', async () => {
    const answer = await exportXlsx();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="lemari-orders_all_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const { cell, sheet } = await tableOf(answer.rawPayload);
    expect(sheet.rowCount).toBe(2);

    const phone = cell('Phone');
    expect(phone.type).toBe(ValueType.String);
    expect(phone.value).toBe('081298765432');

    for (const [name, amount] of [
      ['Unit price', 1_250_000],
      ['Line total', 2_500_000],
      ['Subtotal', 2_500_000],
      ['Total', placed.amount],
    ] as const) {
      expect(cell(name).type, name).toBe(ValueType.Number);
      expect(cell(name).value, name).toBe(amount);
      expect(cell(name).numFmt, name).toBe(RUPIAH_FORMAT);
    }
    expect(RUPIAH_FORMAT).not.toMatch(/\.0/);
    expect(cell('Quantity').type).toBe(ValueType.Number);
    expect(cell('Quantity').value).toBe(2);

    const date = cell('Date (WIB)');
    expect(date.type).toBe(ValueType.Date);
    expect(date.numFmt).toBe(DATE_FORMAT);
    // 03:00 UTC is 10:00 in Jakarta: the sheet shows the shop's clock.
    expect((date.value as Date).toISOString()).toBe('2026-11-05T10:00:00.000Z');

    // A name a spreadsheet would run as a formula is a plain string cell here.
    expect(cell('Product').type).toBe(ValueType.String);
    expect(cell('Product').value).toBe(FORMULA_NAME);
  });

  it('carries the street, the kecamatan, the postal code, the courier, the resi and the courier note', async () => {
    const { cell } = await tableOf((await exportXlsx()).rawPayload);
    expect(cell('Order code').value).toBe(placed.orderCode);
    expect(cell('Address').value).toBe('Jl. Malioboro 5');
    expect(cell('District (kecamatan)').value).toBe('Gondomanan');
    expect(cell('City').value).toMatch(/Yogyakarta/);
    expect(cell('Postal code').type).toBe(ValueType.String);
    expect(cell('Postal code').value).toBe('55122');
    expect(cell('Courier').value).toBe('JNE REG');
    expect(cell('Resi').value).toBe('JNE0012345678');
    expect(cell('Courier note').value).toBe('Titip di pos satpam');
    expect(cell('Payment method').value).toBe('qris');
  });

  it("names its headers in the reader's language", async () => {
    const { headers, sheet } = await tableOf(
      (await exportXlsx({}, { language: 'id-ID,id;q=0.9' })).rawPayload,
    );
    expect(headers).toEqual(
      expect.arrayContaining(['Kode pesanan', 'Telepon', 'Kecamatan', 'Kode pos', 'Catatan kurir', 'Resi']),
    );
    expect(sheet.name).toBe('Pesanan');
  });

  it("takes the CSV's filters and days", async () => {
    const none = await sheetOf((await exportXlsx({ from: '2025-01-01', to: '2025-01-31' })).rawPayload);
    expect(none.rowCount).toBe(1);
    const day = await exportXlsx({ from: '2026-11-05', to: '2026-11-05', paymentMethod: 'qris' });
    expect(day.headers['content-disposition']).toBe(
      'attachment; filename="lemari-orders_2026-11-05_2026-11-05.xlsx"',
    );
    expect((await sheetOf(day.rawPayload)).rowCount).toBe(2);
  });

  it('refuses a day that is not one, with a sentence, before any byte of the file', async () => {
    const call = (query: Record<string, string>, headers: Record<string, string> = {}) =>
      t.call('GET', '/v1/order/export.xlsx', { token: admin, query, headers });
    expectError(
      await call({ from: '2026-02-30' }),
      400,
      /from: "2026-02-30" is not a day\. Write it as YYYY-MM-DD/,
    );
    expectError(await call({ from: '2026-11-05', to: '2026-11-01' }), 400, /is after to/);
    expectError(await call({ to: 'kemarin' }, { 'accept-language': 'id' }), 400, /"kemarin" bukan tanggal/);
  });

  it('writes the same rows whatever the batch size', async () => {
    for (const size of [1, 2]) {
      const chunks: Buffer[] = [];
      for await (const chunk of orderXlsx(t.db, {}, 'en', size)) chunks.push(chunk as Buffer);
      const sheet = await sheetOf(Buffer.concat(chunks));
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(1).value).toBe(placed.orderCode);
    }
  });
});
