// Regression tests for the faults an outside probe found in the gateway (issue 10, faults 5, 6 and 8): each
// test is named after its fault and failed before the fix.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../rest-api/test/helpers/shop.js';
import { startStack, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

const upstream = recordingFetch(() => stack?.restUrl);
let stack: Stack;
let categoryId: string;

beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch, gatewayEnv: { RESPONSE_CACHE: 'true' } });
  const row = await stack.rest.db.maybeOne<{ id: string }>(
    "INSERT INTO categories (category_name, slug) VALUES ('Probe', 'probe') RETURNING id",
  );
  categoryId = row!.id;
  for (let i = 0; i < 35; i += 1) {
    const product = await insertProduct(stack.rest.db, { productName: `Probe ${i}` });
    await stack.rest.db.execute('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [
      product.id,
      categoryId,
    ]);
  }
});
afterAll(() => stack.close());

async function post(payload: unknown, headers: Record<string, string> = {}) {
  const response = await stack.gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.json() as { data?: any; errors?: any[] } };
}

/** A list nested `levels` deep: [[[…0…]]]. Built as text: JSON.stringify itself would recurse. */
const nestedList = (levels: number) => `${'['.repeat(levels)}0${']'.repeat(levels)}`;

describe('fault 5: a gateway 500 on deeply nested variables', () => {
  it('answers 400 VARIABLES_TOO_LARGE to variables 5,000 levels deep, and still serves', async () => {
    const answer = await post(`{"query":"{ apiVersion }","variables":{"a":${nestedList(5000)}}}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('VARIABLES_TOO_LARGE');
    expect(answer.body.errors?.[0]?.message).toMatch(/nested more than 16 levels/);
    expect((await post({ query: '{ apiVersion }' })).body.data.apiVersion).toBeTypeOf('string');
  });

  it('refuses too many values, over GET too, and accepts what the shop sends', async () => {
    const many = await post({
      query: '{ apiVersion }',
      variables: { a: Array.from({ length: 6000 }, () => 1) },
    });
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]?.message).toMatch(/more than 5000 values/);
    const viaGet = await stack.gateway.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ apiVersion }')}&variables=${encodeURIComponent(`{"a":${nestedList(40)}}`)}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(viaGet.statusCode).toBe(400);
    const fine = await post({ query: '{ apiVersion }', variables: { a: JSON.parse(nestedList(10)) } });
    expect(fine.status).toBe(200);
  });
});

describe('fault 6: one GraphQL request fans out to hundreds of REST calls', () => {
  const fanOut = Array.from(
    { length: 15 },
    (_, index) =>
      `a${index}: products(q: "Probe", page: { limit: 30, page: ${1 + (index % 2)} }) { items { id related { id } } }`,
  ).join('\n');

  it('reads related products per page, so 15 aliases × 30 products × related stay near 30 REST calls', async () => {
    upstream.reset();
    const answer = await post({ query: `{ ${fanOut} }` });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.a0.items).toHaveLength(30);
    expect(answer.body.data.a0.items[0].related).toHaveLength(4);
    expect(upstream.calls.length).toBeLessThanOrEqual(30);
    expect(upstream.calls.filter((call) => call.startsWith('GET /public/v1/product/related/'))).toEqual([]);
  });

  it('caps the REST calls of one request with a clear error for the fields past the cap', async () => {
    const counted = recordingFetch(() => capped?.restUrl);
    const capped: Stack = await startStack({
      fetch: counted.fetch,
      gatewayEnv: { GATEWAY_MAX_UPSTREAM_CALLS: '3', RESPONSE_CACHE: 'false' },
    });
    try {
      const aliases = Array.from(
        { length: 5 },
        (_, index) => `p${index}: products(page: { page: ${index + 1} }) { paging { count } }`,
      );
      counted.reset();
      const answer = await capped.agent().gql(`{ ${aliases.join(' ')} }`);
      const refused = (answer.errors ?? []).filter(
        (error) => error.extensions?.code === 'UPSTREAM_CALL_LIMIT',
      );
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused[0]!.message).toBe(
        "This request needs more than 3 calls to the shop's services. Ask for fewer items or fields at once.",
      );
      expect(counted.calls).toHaveLength(3);
      // The next request has its own budget.
      expect((await capped.agent().gql('{ products { paging { count } } }')).errors).toBeUndefined();
    } finally {
      await capped.close();
    }
  });
});

describe('fault 8: protocol polish', () => {
  it('answers a persisted-query hash that does not match its text with a 4xx client error', async () => {
    const query = '{ apiVersion }';
    const wrong = createHash('sha256').update('{ somethingElse }').digest('hex');
    const answer = await post(
      { query, extensions: { persistedQuery: { version: 1, sha256Hash: wrong } } },
      { 'apollo-require-preflight': 'true' },
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('answers a subscription operation with a 4xx client error', async () => {
    const answer = await post({ query: 'subscription { apiVersion }' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });
});
