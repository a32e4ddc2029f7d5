// Staff filter orders by Jakarta days and payment methods through GraphQL (orders(from:, to:, paymentMethod:)),
// and download the CSV export from the gateway's GET /export/orders.csv, streamed from the REST API with their
// session's access: staff get the file, members and visitors the REST API's refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../rest-api/test/helpers/members.js';
import {
  insertProduct,
  line,
  notification,
  notify,
  placeOrder,
  type Placed,
} from '../../rest-api/test/helpers/shop.js';
import { tableOf, ValueType } from '../../rest-api/test/helpers/xlsx.js';
import { ORDER_EXPORT_PATH, ORDER_XLSX_EXPORT_PATH } from '../src/orders/export-route.js';
import { expectData, expectGqlError } from './helpers/expect.js';
import { signInAs, startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
/** While true, the gateway's calls to the REST API's exports fail as if it were away. */
let exportsAway = false;
const cutOffFetch: typeof fetch = (input, init) =>
  exportsAway && String(input instanceof Request ? input.url : input).includes('/export')
    ? Promise.reject(new TypeError('fetch failed'))
    : fetch(input, init);
let admin: Agent;
let member: Agent;
/** early: 3 Nov in Jakarta, paid by QRIS; late: 10 Nov, unpaid. */
let early: Placed;
let late: Placed;

beforeAll(async () => {
  stack = await startStack({ fetch: cutOffFetch });
  const t = stack.rest;
  const product = await insertProduct(t.db, { productName: 'Kain Songket', sellPrice: 450_000 });
  early = await placeOrder(t, [line(product, 2)]);
  late = await placeOrder(t, [line(product, 1)]);
  await t.db.execute('UPDATE orders SET created_at = $2 WHERE id = $1', [
    early.orderID,
    '2026-11-03T02:00:00Z',
  ]);
  await t.db.execute('UPDATE orders SET created_at = $2 WHERE id = $1', [
    late.orderID,
    '2026-11-10T02:00:00Z',
  ]);
  expect((await notify(t, notification(t, early, 'settlement', { payment_type: 'qris' }))).status).toBe(200);
  const someone = await insertMember(t, 'export-member');
  [admin, member] = await Promise.all([stack.signedIn('admin'), signInAs(stack, someone.email)]);
}, 120_000);
afterAll(() => stack.close());

const LIST = `query ($from: String, $to: String, $paymentMethod: [String!]) {
  orders(from: $from, to: $to, paymentMethod: $paymentMethod) { items { orderCode } paging { count } }
}`;

/** GET /export/orders.csv (or another export) as this browser (its cookies), or as a visitor. */
async function download(
  agent: Agent | undefined,
  query: Record<string, string> = {},
  { path = ORDER_EXPORT_PATH, headers = {} }: { path?: string; headers?: Record<string, string> } = {},
) {
  const cookie = agent
    ? [...agent.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    : [];
  return stack.gateway.inject({
    method: 'GET',
    url: path,
    query,
    headers: { ...headers, ...(cookie.length ? { cookie: cookie.join('; ') } : {}) },
  });
}

describe('orders(from:, to:, paymentMethod:)', () => {
  it('keeps the orders of the days and methods asked', async () => {
    const codes = async (variables: Record<string, unknown>) =>
      expectData(await admin.gql(LIST, variables)).orders.items.map((order: any) => order.orderCode);
    expect(await codes({ from: '2026-11-01', to: '2026-11-05' })).toEqual([early.orderCode]);
    expect(await codes({ from: '2026-11-10', to: '2026-11-10' })).toEqual([late.orderCode]);
    expect(await codes({ paymentMethod: ['qris'] })).toEqual([early.orderCode]);
    expect(await codes({ paymentMethod: ['gopay'] })).toEqual([]);
  });

  it('answers BAD_USER_INPUT with the REST sentence for a bad range', async () => {
    expectGqlError(
      await admin.gql(LIST, { from: '2026-11-10', to: '2026-11-01' }),
      'BAD_USER_INPUT',
      /is after to/,
    );
    expectGqlError(await admin.gql(LIST, { from: '2026-13-01' }), 'BAD_USER_INPUT', /is not a day/);
  });
});

describe(`GET ${ORDER_EXPORT_PATH}`, () => {
  it('streams the filtered CSV to staff, with its file name', async () => {
    const answer = await download(admin, { from: '2026-11-01', to: '2026-11-30', paymentMethod: 'qris' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="lemari-orders_2026-11-01_2026-11-30.csv"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFOrder code,Date \(Asia\/Jakarta\),Status,/);
    expect(lines.slice(1, -1)).toHaveLength(1);
    expect(lines[1]).toMatch(new RegExp(`^${early.orderCode},2026-11-03T09:00:00\\+07:00,paid,`));
    expect(lines[1]).toContain(',Kain Songket,');
    expect(lines.at(-1)).toBe('');
  });

  it("passes the REST API's refusals on: 400 for a bad range, 403 for members, 401 for visitors", async () => {
    const bad = await download(admin, { from: '2026-11-30', to: '2026-11-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatch(/from \(2026-11-30\) is after to \(2026-11-01\)/);
    const refused = await download(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: expect.any(String) });
    expect((await download(undefined)).statusCode).toBe(401);
  });
});

describe(`GET ${ORDER_XLSX_EXPORT_PATH}`, () => {
  const xlsx = (agent: Agent | undefined, query: Record<string, string> = {}, headers = {}) =>
    download(agent, query, { path: ORDER_XLSX_EXPORT_PATH, headers });

  it('streams the filtered spreadsheet to staff, typed, its headers in their language', async () => {
    const answer = await xlsx(
      admin,
      { from: '2026-11-01', to: '2026-11-30', paymentMethod: 'qris' },
      { 'accept-language': 'id' },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="lemari-orders_2026-11-01_2026-11-30.xlsx"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const { sheet, cell } = await tableOf(answer.rawPayload);
    expect(sheet.rowCount).toBe(2);
    expect(cell('Kode pesanan').value).toBe(early.orderCode);
    expect(cell('Telepon').type).toBe(ValueType.String);
    expect(String(cell('Telepon').value)).toMatch(/^08/);
    expect(cell('Total').type).toBe(ValueType.Number);
    expect(cell('Total').value).toBe(early.amount);
    expect(cell('Tanggal (WIB)').type).toBe(ValueType.Date);
  });

  it("passes the REST API's refusals on, as for the CSV", async () => {
    const bad = await xlsx(admin, { from: '2026-11-30', to: '2026-11-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatch(/is after to/);
    expect((await xlsx(member)).statusCode).toBe(403);
    expect((await xlsx(undefined)).statusCode).toBe(401);
  });
});

describe('when the REST API cannot be reached', () => {
  it("answers 503 with a sentence in the staff member's language, for either file", async () => {
    exportsAway = true;
    try {
      for (const path of [ORDER_EXPORT_PATH, ORDER_XLSX_EXPORT_PATH]) {
        const indonesian = await download(admin, {}, { path, headers: { 'accept-language': 'id' } });
        expect(indonesian.statusCode).toBe(503);
        expect(indonesian.json()).toEqual({
          errors: 'Toko sedang tidak dapat dihubungi. Silakan coba ekspor lagi.',
        });
        const english = await download(admin, {}, { path, headers: { 'accept-language': 'en' } });
        expect(english.json()).toEqual({
          errors: 'The shop cannot be reached right now. Please try the export again.',
        });
      }
    } finally {
      exportsAway = false;
    }
  });
});
