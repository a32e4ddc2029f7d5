// The response cache: public catalogue answers are served from the cache (memory, or Redis shared between
// gateways), member data is never shared between callers, and PRIVATE answers are kept per session.
import { randomBytes } from 'node:crypto';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutBody, insertProduct, line } from '../../rest-api/test/helpers/shop.js';
import { buildGateway } from '../src/app.js';
import { memoryGeneration, PUBLIC_WRITES } from '../src/plugins/cache-generation.js';
import { cachePlugins, sessionIdOf } from '../src/plugins/cache.js';
import { buildSchema } from '../src/schema.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../src/session/session.js';
import { startStack, type Stack } from './helpers/stack.js';
import { pathOnly, recordingFetch } from './helpers/upstream.js';

// The Redis suite runs where a Redis server is given (CI's .ci/run sets TEST_REDIS_URL), as the REST API's
// PostgreSQL suite runs where TEST_DATABASE_URL is given; the in-memory suites always run.
const REDIS_URL = process.env.TEST_REDIS_URL;

const PRODUCTS = `query ($q: String) {
  products(q: $q, page: { limit: 5 }) { items { id productName sellPrice } paging { count page limit } }
}`;
const PRODUCT = `query ($id: ID!) { product(id: $id) { id productName sellPrice } }`;
const UPDATE_PRODUCT = `mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`;
const ADD_TO_CART = `mutation ($productId: ID!) {
  addToCart(input: { productID: $productId, color: "Navy", size: "M", quantity: 1 }) { id }
}`;
/** A search nobody else runs, so that each test starts with nothing cached (Redis outlives test runs). */
const freshSearch = () => `Kemeja ${randomBytes(4).toString('hex')}`;

it('starts a new generation only on mutations the schema has', () => {
  const mutations = buildSchema().getMutationType()!.getFields();
  for (const name of PUBLIC_WRITES) expect(mutations[name], name).toBeDefined();
});

describe('in memory', () => {
  let stack: Stack;
  const rest = recordingFetch(() => stack?.restUrl, pathOnly);
  beforeAll(async () => {
    stack = await startStack({ fetch: rest.fetch });
    await insertProduct(stack.rest.db, { productName: 'Kemeja Cache Satu' });
  });
  afterAll(() => stack.close());

  it('answers a public query twice with one REST call, for visitors and members alike', async () => {
    const before = rest.calls.length;
    const first = await stack.agent().gql(PRODUCTS, { q: 'Cache' });
    expect(first.errors).toBeUndefined();
    expect(first.data.products.items).toEqual([
      { id: expect.any(String), productName: 'Kemeja Cache Satu', sellPrice: 120_000 },
    ]);
    expect(first.headers['cache-control']).toBe('max-age=60, public');
    expect(rest.calls.slice(before)).toEqual(['/public/v1/product']);

    const second = await stack.agent().gql(PRODUCTS, { q: 'Cache' });
    expect(second.data).toEqual(first.data);
    expect(second.headers.age).toBeDefined();
    expect(rest.calls.length - before).toBe(1);

    // Other variables are another answer.
    await stack.agent().gql(PRODUCTS, { q: 'Satu' });
    expect(rest.calls.length - before).toBe(2);

    // Signed-in callers share the public answer among themselves (one more call, then none).
    const member = await stack.signedIn('member');
    const admin = await stack.signedIn('admin');
    const afterSignIn = rest.calls.length;
    expect((await member.gql(PRODUCTS, { q: 'Cache' })).data).toEqual(first.data);
    expect((await admin.gql(PRODUCTS, { q: 'Cache' })).data).toEqual(first.data);
    expect(rest.calls.slice(afterSignIn)).toEqual(['/public/v1/product']);
  });

  it('never caches member data: the same document answers each member their own, from the REST API', async () => {
    const query = `query ($q: String) {
      me { profile { email } }
      products(q: $q, page: { limit: 5 }) { items { id } }
    }`;
    const member = await stack.signedIn('member');
    const admin = await stack.signedIn('admin');
    const before = rest.calls.length;
    const mine = await member.gql(query, { q: 'Cache' });
    const theirs = await admin.gql(query, { q: 'Cache' });
    const mineAgain = await member.gql(query, { q: 'Cache' });
    expect(mine.data.me.profile.email).toBe('member@lemari.test');
    expect(theirs.data.me.profile.email).toBe('admin@lemari.test');
    expect(mineAgain.data).toEqual(mine.data);
    // Every answer asked the REST API for the profile (and the products with it): nothing came from the cache.
    expect(rest.calls.slice(before).filter((path) => path === '/v1/profile')).toHaveLength(3);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mineAgain.headers.age).toBeUndefined();
  });

  it('is not written for answers with errors', async () => {
    const query = '{ products(page: { limit: 1000 }) { items { id } } }';
    const before = rest.calls.length;
    const bad = await stack.agent().gql(query);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await stack.agent().gql(query);
    expect(rest.calls.length - before).toBe(2);
  });

  it('shows a staff edit at once: a change of the catalogue files later answers under a new generation', async () => {
    const product = await insertProduct(stack.rest.db, { productName: 'Kemeja Generasi' });
    const read = () => stack.agent().gql(PRODUCT, { id: product.id });
    expect((await read()).data.product.productName).toBe('Kemeja Generasi');
    const kept = await read();
    expect(kept.headers.age, 'the second read is the kept answer').toBeDefined();

    // A member's own writes (the cart) leave the kept answers alone.
    const member = await stack.signedIn('member');
    await member.gql(ADD_TO_CART, { productId: product.id });
    expect((await read()).headers.age).toBeDefined();

    const admin = await stack.signedIn('admin');
    const edit = await admin.gql(UPDATE_PRODUCT, {
      id: product.id,
      input: { productName: 'Kemeja Generasi Baru' },
    });
    expect(edit.errors).toBeUndefined();
    const fresh = await read();
    expect(fresh.data.product.productName).toBe('Kemeja Generasi Baru');
    expect(fresh.headers.age, 'read from the REST API again').toBeUndefined();

    // A refused edit changes nothing, and keeps the cache.
    const refused = await admin.gql(UPDATE_PRODUCT, { id: product.id, input: { sellPrice: 999_999_999 } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await read()).headers.age).toBeDefined();
  });

  it('shows an order taking the last piece at once: the next shopper reads the variant as sold out', async () => {
    const product = await insertProduct(stack.rest.db, { productName: 'Kemeja Terakhir', stock: 1 });
    const VARIANTS = `query ($id: ID!) { product(id: $id) { stock variants { color size stock } } }`;
    const read = () => stack.agent().gql(VARIANTS, { id: product.id });
    const navyM = async () =>
      (await read()).data.product.variants.find(
        (variant: { color: string; size: string }) => variant.color === 'Navy' && variant.size === 'M',
      ).stock;
    expect(await navyM()).toBe(1);
    expect((await read()).headers.age, 'kept').toBeDefined();

    const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { orderID } }`;
    const input = checkoutBody([line(product)], { customerID: 'last-piece@example.com' });
    const shopper = stack.agent();
    // A wrong amount is refused with the right one, and changes nothing (the kept answer stays).
    const quote = await shopper.gql(CHECKOUT, { input });
    expect(quote.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await read()).headers.age).toBeDefined();

    const amount = quote.errors![0]!.extensions!.details.amount as number;
    const placed = await shopper.gql(CHECKOUT, { input: { ...input, amount } });
    expect(placed.errors).toBeUndefined();
    const after = await read();
    expect(after.headers.age, 'read from the REST API again').toBeUndefined();
    expect(await navyM()).toBe(0);

    // Staff cancelling the unpaid order gives the piece back, and that shows at once too.
    const admin = await stack.signedIn('admin');
    const cancelled = await admin.gql(
      `mutation ($id: ID!) { setOrderStatus(id: $id, status: cancelled) { status } }`,
      { id: placed.data.checkout.orderID },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(await navyM()).toBe(1);
  });

  it('can be turned off (RESPONSE_CACHE=false)', async () => {
    const uncached = recordingFetch(() => stack?.restUrl, pathOnly);
    const gateway = await buildGateway({
      config: { ...stack.config, responseCache: false },
      logger: false,
      fetch: uncached.fetch,
    });
    try {
      const ask = () =>
        gateway.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: { query: PRODUCTS, variables: { q: 'Cache' } },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).json().data.products.items).toHaveLength(1);
      expect(uncached.calls).toEqual(['/public/v1/product', '/public/v1/product']);
    } finally {
      await gateway.close();
    }
  });
});

describe('PRIVATE answers', () => {
  // A schema of its own, since no shop type is PRIVATE yet: the plugins are the gateway's own.
  const schema = makeExecutableSchema({
    typeDefs: `
      enum CacheControlScope { PUBLIC PRIVATE }
      directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean)
        on FIELD_DEFINITION | OBJECT | INTERFACE | UNION
      type Query { mine: String @cacheControl(maxAge: 60, scope: PRIVATE) }`,
    resolvers: {
      Query: {
        mine: (_parent: unknown, _args: unknown, context: { who: string; runs: string[] }) => {
          context.runs.push(context.who);
          return `for ${context.who}`;
        },
      },
    },
  });

  it('are cached per session and never served to another session or to a visitor', async () => {
    const server = new ApolloServer<{ who: string; runs: string[] }>({
      schema,
      plugins: cachePlugins(new InMemoryLRUCache<string>(), memoryGeneration()),
    });
    await server.start();
    const runs: string[] = [];
    const ask = async (who: string, headers: Record<string, string>) => {
      const response = await server.executeOperation(
        {
          query: '{ mine }',
          http: { method: 'POST', headers: new HeaderMap(Object.entries(headers)), search: '', body: {} },
        },
        { contextValue: { who, runs } },
      );
      return response.body.kind === 'single' ? response.body.singleResult.data : undefined;
    };
    try {
      expect(await ask('ani', { cookie: `${ACCESS_COOKIE}=token-of-ani` })).toEqual({ mine: 'for ani' });
      expect(await ask('budi', { cookie: `${ACCESS_COOKIE}=token-of-budi` })).toEqual({ mine: 'for budi' });
      expect(await ask('ani', { cookie: `${ACCESS_COOKIE}=token-of-ani` })).toEqual({ mine: 'for ani' });
      expect(await ask('app', { authorization: 'Bearer token-of-app' })).toEqual({ mine: 'for app' });
      expect(await ask('app', { authorization: 'Bearer token-of-app' })).toEqual({ mine: 'for app' });
      // A visitor has no session: the private answer is neither read nor written.
      expect(await ask('visitor', {})).toEqual({ mine: 'for visitor' });
      expect(await ask('visitor', {})).toEqual({ mine: 'for visitor' });
      expect(runs).toEqual(['ani', 'budi', 'app', 'visitor', 'visitor']);
    } finally {
      await server.stop();
    }
  });

  it('key sessions by a hash of the credential the request carries', () => {
    const headers = (entries: Record<string, string>) => new Map(Object.entries(entries));
    const ani = sessionIdOf(headers({ cookie: `theme=dark; ${ACCESS_COOKIE}=token-of-ani` }));
    expect(ani).toMatch(/^[0-9a-f]{64}$/);
    expect(ani).not.toContain('token-of-ani');
    expect(sessionIdOf(headers({ cookie: `${ACCESS_COOKIE}=token-of-budi` }))).not.toBe(ani);
    expect(sessionIdOf(headers({ cookie: `${REFRESH_COOKIE}=refresh-of-ani` }))).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionIdOf(headers({ authorization: 'Bearer abc' }))).not.toBe(sessionIdOf(headers({})));
    expect(sessionIdOf(headers({}))).toBeNull();
    expect(sessionIdOf(headers({ authorization: 'Basic abc', cookie: 'theme=dark' }))).toBeNull();
  });
});

describe.runIf(REDIS_URL)('in Redis', () => {
  let stack: Stack;
  const rest = recordingFetch(() => stack?.restUrl, pathOnly);
  beforeAll(async () => {
    stack = await startStack({ fetch: rest.fetch, gatewayEnv: { REDIS_URL: REDIS_URL! } });
    await insertProduct(stack.rest.db, { productName: 'Kemeja Redis Dua' });
  });
  afterAll(() => stack.close());

  it('caches public answers in Redis, shared by every gateway that uses it', async () => {
    const q = freshSearch();
    const first = await stack.agent().gql(PRODUCTS, { q });
    expect(first.errors).toBeUndefined();
    const second = await stack.agent().gql(PRODUCTS, { q });
    expect(second.data).toEqual(first.data);
    expect(second.headers.age).toBeDefined();
    expect(rest.calls.filter((path) => path === '/public/v1/product')).toHaveLength(1);

    // Another gateway process, same Redis: served from the cache without asking the REST API.
    const other = recordingFetch(() => stack?.restUrl, pathOnly);
    const gateway = await buildGateway({ config: stack.config, logger: false, fetch: other.fetch });
    try {
      const answer = await gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: PRODUCTS, variables: { q } },
      });
      expect(answer.json()).toEqual({ data: first.data });
      expect(other.calls).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it('shows a staff edit made through one gateway in another within a second', async () => {
    const product = await insertProduct(stack.rest.db, { productName: 'Kemeja Dua Gerbang' });
    const other = await buildGateway({ config: stack.config, logger: false });
    const readThroughOther = async () => {
      const answer = await other.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: PRODUCT, variables: { id: product.id } },
      });
      return { name: answer.json().data.product.productName as string, age: answer.headers.age };
    };
    try {
      expect((await readThroughOther()).name).toBe('Kemeja Dua Gerbang');
      expect((await readThroughOther()).age).toBeDefined();

      const admin = await stack.signedIn('admin');
      const edit = await admin.gql(UPDATE_PRODUCT, {
        id: product.id,
        input: { productName: 'Kemeja Dua Gerbang Baru' },
      });
      expect(edit.errors).toBeUndefined();
      // The other process reads the shared generation at most once a second: it answers the edit from then on.
      await vi.waitFor(
        async () =>
          expect(await readThroughOther()).toEqual({ name: 'Kemeja Dua Gerbang Baru', age: undefined }),
        { timeout: 5000, interval: 100 },
      );
    } finally {
      await other.close();
    }
  });

  it('answers uncached, without failing, while Redis cannot be reached', async () => {
    const unreachable = recordingFetch(() => stack?.restUrl, pathOnly);
    const gateway = await buildGateway({
      config: { ...stack.config, redisUrl: 'redis://127.0.0.1:9' },
      logger: false,
      fetch: unreachable.fetch,
    });
    try {
      for (let index = 0; index < 2; index += 1) {
        const answer = await gateway.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: { query: PRODUCTS, variables: { q: 'Redis' } },
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data.products.items).toEqual([
          { id: expect.any(String), productName: 'Kemeja Redis Dua', sellPrice: 120_000 },
        ]);
      }
      expect(unreachable.calls).toEqual(['/public/v1/product', '/public/v1/product']);
    } finally {
      await gateway.close();
    }
  });
});
