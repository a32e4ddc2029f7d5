// Regression test for issue 32's outside fault 1 through the gateway: orders(to: "9999-12-31") and the export at
// /export/orders.csv?to=9999-12-31 failed inside (a 500 from the REST API, a cut stream). Both answer the REST
// API's sentence now, in the reader's language: GraphQL as BAD_USER_INPUT, the export as a 400 before any byte
// of the file.
import { FIRST_SHOP_DAY, LAST_SHOP_DAY } from '@lemari/shop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EXPORT_PATH } from '../src/orders/export-route.js';
import { expectData, expectGqlError } from './helpers/expect.js';
import { startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let admin: Agent;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signedIn('admin');
}, 120_000);
afterAll(() => stack.close());

const LIST = `query ($from: String, $to: String) {
  orders(from: $from, to: $to) { paging { count } }
}`;

const SENTENCES = {
  en: `to: 9999-12-31 is outside the days orders can have. Pick a day from ${FIRST_SHOP_DAY} to ${LAST_SHOP_DAY}.`,
  id: `to: 9999-12-31 di luar hari yang bisa dimiliki pesanan. Pilih hari dari ${FIRST_SHOP_DAY} sampai ${LAST_SHOP_DAY}.`,
} as const;

/** GET /export/orders.csv as this browser (its cookies), reading this language. */
function download(agent: Agent, query: Record<string, string>, language: string) {
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return stack.gateway.inject({
    method: 'GET',
    url: ORDER_EXPORT_PATH,
    query,
    headers: { cookie: cookie.join('; '), 'accept-language': language },
  });
}

describe('fault 1: orders(to: "9999-12-31") and the export answer 500 or cut the stream', () => {
  it.each(['en', 'id'] as const)(
    'orders(to:) answers BAD_USER_INPUT with the sentence (%s)',
    async (language) => {
      const answer = await admin.gql(LIST, { to: '9999-12-31' }, { 'accept-language': language });
      expectGqlError(answer, 'BAD_USER_INPUT', SENTENCES[language]);
      expect(answer.errors![0]!.message).toBe(SENTENCES[language]);
    },
  );

  it.each(['en', 'id'] as const)(
    'the export answers 400 with the sentence, not a file (%s)',
    async (language) => {
      const answer = await download(admin, { to: '9999-12-31' }, language);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-disposition']).toBeUndefined();
      expect(answer.json()).toEqual({ errors: SENTENCES[language] });
    },
  );

  it('answers the whole range, from its first day to its last', async () => {
    expectData(await admin.gql(LIST, { from: FIRST_SHOP_DAY, to: LAST_SHOP_DAY }));
    const file = await download(admin, { from: FIRST_SHOP_DAY, to: LAST_SHOP_DAY }, 'en');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
  });
});
