// Abuse limits: depth, estimated cost (lists multiplied by the items they ask for), aliases, directives and
// tokens per operation; the per-IP rate limit on /graphql; and Apollo's CSRF prevention.
import { parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../rest-api/test/helpers/shop.js';
import { buildGateway } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';
import { operationCost } from '../src/plugins/limits.js';
import { buildSchema } from '../src/schema.js';
import { startStack, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

let stack: Stack;
let productId: string;
beforeAll(async () => {
  stack = await startStack();
  productId = (await insertProduct(stack.rest.db)).id;
});
afterAll(() => stack.close());

/** A product query whose deepest field (id) is at the given depth: product, then related products. */
function nested(depth: number): string {
  let selection = 'id';
  for (let level = 0; level < depth - 2; level += 1) selection = `related(limit: 1) { ${selection} }`;
  return `query ($id: ID!) { product(id: $id) { ${selection} } }`;
}

interface Refusal {
  status: number;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

const validationError = (answer: Refusal) => {
  expect(answer.status).toBe(400);
  expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  return answer.errors![0]!;
};

describe('depth', () => {
  it('runs a query 10 levels deep', async () => {
    const answer = await stack.agent().gql(nested(10), { id: productId });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.product).toEqual({ related: [] });
  });

  it('refuses one 11 levels deep before calling the REST API', async () => {
    const rest = recordingFetch(() => stack.restUrl);
    const counting = await buildGateway({ config: stack.config, logger: false, fetch: rest.fetch });
    try {
      const response = await counting.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: nested(11), variables: { id: productId } },
      });
      const error = validationError({ ...(response.json() as Refusal), status: response.statusCode });
      expect(error.message).toBe('Query depth limit of 10 exceeded, found 11.');
      expect(error.extensions?.limit).toBe('depth');
      expect(rest.calls).toEqual([]);
    } finally {
      await counting.close();
    }
  });
});

describe('cost', () => {
  const schema = buildSchema();
  const costOf = (query: string, variables?: Record<string, unknown>) => {
    const document = parse(query);
    return operationCost(schema, document.definitions[0] as OperationDefinitionNode, {}, variables);
  };

  it('counts every field once per item of the lists above it', () => {
    // products 1 + items (1 + 10 × id).
    expect(costOf('{ products(page: { limit: 10 }) { items { id } } }')).toBe(12);
    // paging is not multiplied: 1 + (1 + 50 × 2) + (1 + 1).
    expect(costOf('{ products(page: { limit: 50 }) { items { id productName } paging { count } } }')).toBe(
      104,
    );
    // A limit in a variable counts as much as a literal one; no limit counts the default page of 10.
    const query = 'query ($page: PageInput) { products(page: $page) { items { id } } }';
    expect(costOf(query, { page: { limit: 100 } })).toBe(102);
    expect(costOf(query, {})).toBe(12);
    // Nested lists multiply: 1 + (1 + 10 × (1 + 1 + 3 × 1)).
    expect(costOf('{ products(page: { limit: 10 }) { items { id related(limit: 3) { id } } } }')).toBe(52);
  });

  it('refuses an operation over 5000 with its cost, and runs the same document with a smaller page', async () => {
    const query = `query ($page: PageInput) {
      products(page: $page) { items { id related(limit: 20) { id productName related(limit: 20) { id } } } }
    }`;
    const refused = await stack.agent().gql(query, { page: { limit: 100 } });
    const error = validationError(refused);
    expect(error.message).toMatch(
      /^This query asks for too much at once: its estimated cost is \d+, at most 5000/,
    );
    expect(error.extensions).toMatchObject({ limit: 'cost', maxCost: 5000 });
    expect(error.extensions?.cost).toBeGreaterThan(5000);
    expect(refused.data).toBeUndefined();

    const small = await stack.agent().gql(query, { page: { limit: 2 } });
    expect(small.errors).toBeUndefined();
    expect(small.data.products.items.length).toBeGreaterThan(0);

    // The gateway keeps each document's cost per set of variables: the large page is still refused, at its cost.
    const again = validationError(await stack.agent().gql(query, { page: { limit: 100 } }));
    expect(again.extensions).toMatchObject({ limit: 'cost', cost: error.extensions?.cost });
    const smallAgain = await stack.agent().gql(query, { page: { limit: 2 } });
    expect(smallAgain.errors).toBeUndefined();
  });
});

describe('aliases, directives and tokens', () => {
  const aliases = (count: number) =>
    `{ ${Array.from({ length: count }, (_, index) => `a${index}: apiVersion`).join(' ')} }`;

  it('runs 15 aliases and refuses 16', async () => {
    const fifteen = await stack.agent().gql(aliases(15));
    expect(fifteen.errors).toBeUndefined();
    expect(Object.keys(fifteen.data)).toHaveLength(15);
    const error = validationError(await stack.agent().gql(aliases(16)));
    expect(error.message).toBe('Aliases limit of 15 exceeded, found 16.');
  });

  it('refuses more than 20 directives', async () => {
    const directives = (count: number) => `{ ${'apiVersion @include(if: true) '.repeat(count)} }`;
    expect((await stack.agent().gql(directives(20))).errors).toBeUndefined();
    const error = validationError(await stack.agent().gql(directives(21)));
    expect(error.message).toBe('Directives limit of 20 exceeded, found 21.');
  });

  it('refuses a document of more than 3000 tokens before parsing it all', async () => {
    const answer = await stack.agent().gql(`{ ${'apiVersion '.repeat(3000)} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(answer.errors?.[0]?.message).toMatch(/more tha.? 3000 tokens/);
  });
});

describe('rate limit', () => {
  it('answers 429 with a GraphQL error past GATEWAY_RATE_LIMIT a minute, per address, on /graphql only', async () => {
    const limited = await buildGateway({
      config: loadGatewayConfig({
        NODE_ENV: 'test',
        REST_API_URL: stack.restUrl,
        WEB_DIST: '/nonexistent',
        GATEWAY_RATE_LIMIT: '3',
      }),
      logger: false,
    });
    const ask = (remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ apiVersion }' },
      });
    try {
      for (let index = 0; index < 3; index += 1) {
        const allowed = await ask('10.0.0.1');
        expect(allowed.statusCode).toBe(200);
        expect(allowed.headers['x-ratelimit-remaining']).toBe(String(2 - index));
      }
      const refused = await ask('10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        errors: [
          {
            message: expect.stringMatching(
              /^Too many requests from your address\. Please try again in \d+ seconds\.$/,
            ),
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
          },
        ],
      });
      // Another address has its own allowance; other routes are not limited.
      expect((await ask('10.0.0.2')).statusCode).toBe(200);
      const health = await limited.inject({ method: 'GET', url: '/health', remoteAddress: '10.0.0.1' });
      expect(health.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
  it('counts the client behind a trusted proxy (TRUST_PROXY) by X-Forwarded-For', async () => {
    const behindProxy = await buildGateway({
      config: loadGatewayConfig({
        NODE_ENV: 'test',
        REST_API_URL: stack.restUrl,
        WEB_DIST: '/nonexistent',
        GATEWAY_RATE_LIMIT: '1',
        TRUST_PROXY: '10.0.0.9',
      }),
      logger: false,
    });
    const ask = (client: string) =>
      behindProxy.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '10.0.0.9',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        payload: { query: '{ apiVersion }' },
      });
    try {
      expect((await ask('203.0.113.1')).statusCode).toBe(200);
      expect((await ask('203.0.113.2')).statusCode).toBe(200);
      expect((await ask('203.0.113.1')).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('CSRF prevention', () => {
  const csrf = /blocked as a potential Cross-Site Request Forgery/;

  it('refuses a POST a form could send (text/plain) without a preflight header', async () => {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: 'mutation { signOut }' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: expect.stringMatching(csrf),
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('refuses a GET without a preflight header, and runs it with one', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ apiVersion }')}`;
    const blocked = await stack.gateway.inject({ method: 'GET', url });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().errors[0].message).toMatch(csrf);

    const allowed = await stack.gateway.inject({
      method: 'GET',
      url,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ data: { apiVersion: expect.any(String) } });
  });
});
