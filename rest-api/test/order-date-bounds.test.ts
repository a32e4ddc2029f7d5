// Regression test for issue 32's outside fault 1: GET /v1/order?to=9999-12-31 answered 500 and the export cut its
// stream, because the day after 9999-12-31 is in year 10000, which the database cannot read. The order list and
// the export share one check of their days: a real calendar day between FIRST_SHOP_DAY and LAST_SHOP_DAY, from
// not after to, refused with a sentence in the reader's language before anything is read or streamed.
import { FIRST_SHOP_DAY, LAST_SHOP_DAY } from '@lemari/shop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { insertProduct, line, placeOrder } from './helpers/shop.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
  await placeOrder(t, [line(await insertProduct(t.db))]);
});
afterAll(() => t.close());

const ROUTES = ['/v1/order', '/v1/order/export'] as const;

const ask = (url: string, query: Record<string, string>, language?: string) =>
  t.call('GET', url, {
    token: admin,
    query,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

describe('fault 1: GET /v1/order?to=9999-12-31 answers 500 and the export cuts its stream', () => {
  it.each(ROUTES)(
    '%s refuses days outside the range with 400 and a sentence, in English and Indonesian',
    async (url) => {
      for (const [field, value] of [
        ['to', '9999-12-31'],
        ['from', '9999-12-31'],
        ['from', '0000-01-01'],
        ['to', '1999-12-31'],
      ] as const) {
        const query = { [field]: value };
        expectError(
          await ask(url, query, 'en'),
          400,
          `${field}: ${value} is outside the days orders can have. Pick a day from ${FIRST_SHOP_DAY} to ${LAST_SHOP_DAY}.`,
        );
        expectError(
          await ask(url, query, 'id'),
          400,
          `${field}: ${value} di luar hari yang bisa dimiliki pesanan. Pilih hari dari ${FIRST_SHOP_DAY} sampai ${LAST_SHOP_DAY}.`,
        );
      }
    },
  );

  it.each(ROUTES)(
    '%s still refuses a day that is not one and a reversed range, in both languages',
    async (url) => {
      expectError(await ask(url, { to: '2026-02-30' }, 'en'), 400, /^to: "2026-02-30" is not a day\./);
      expectError(await ask(url, { to: '2026-02-30' }, 'id'), 400, /^to: "2026-02-30" bukan tanggal\./);
      expectError(
        await ask(url, { from: '2026-11-05', to: '2026-11-01' }, 'id'),
        400,
        /^from \(2026-11-05\) jatuh setelah to \(2026-11-01\)/,
      );
    },
  );

  it.each(ROUTES)('%s answers the first and the last day of the range', async (url) => {
    const answer = await ask(url, { from: FIRST_SHOP_DAY, to: LAST_SHOP_DAY });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (url === '/v1/order') expect(answer.body.data.length).toBeGreaterThan(0);
    else expect(answer.body.split('\r\n').length).toBeGreaterThan(2);
  });
});
