// Stock the next shopper can trust (issue 32): after a checkout takes a variant's last piece — through another
// gateway process, or on the REST API itself — or an expired order gives it back, the public product, the list
// and its facets read it through this gateway's response cache within 2 seconds (they showed the sold variant for
// sale for up to 60 s). The gateways here keep their answers in memory, each its own (no Redis): what tells them
// is the REST API's catalogue version (cache-generation.ts's withCatalogueVersion).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredOrders } from '../../rest-api/src/domains/orders/lifecycle.js';
import {
  checkoutBody,
  insertProduct,
  line,
  placeOrder,
  type ProductFixture,
} from '../../rest-api/test/helpers/shop.js';
import { buildGateway, type Gateway } from '../src/app.js';
import {
  CATALOGUE_VERSION_READ_MS,
  memoryGeneration,
  withCatalogueVersion,
} from '../src/plugins/cache-generation.js';
import { startStack, type Stack } from './helpers/stack.js';

/** What a shopper reads of one product, its list (by its name, size M in stock) and the list's size counts. */
const SHOP = `query ($id: ID!, $q: String!) {
  product(id: $id) { stock variants { color size stock } }
  products(q: $q, filter: { sizes: ["M"], inStock: true }, page: { limit: 5 }) {
    items { id }
    facets { sizes { value count } inStock }
  }
}`;
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { orderID } }`;

/** The seen stock of Navy M, whether the in-stock list holds the product, and the in-stock count. */
interface Seen {
  navyM: number;
  listed: boolean;
  inStock: number | null;
  kept: boolean;
}

/** Asks a gateway (by inject) what a visitor sees of the product. */
async function seen(gateway: Gateway, product: ProductFixture): Promise<Seen> {
  const response = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: SHOP, variables: { id: product.id, q: product.productName } }),
  });
  const { data, errors } = response.json();
  expect(errors).toBeUndefined();
  return {
    navyM: data.product.variants.find(
      (variant: { color: string; size: string }) => variant.color === 'Navy' && variant.size === 'M',
    ).stock,
    listed: data.products.items.some((item: { id: string }) => item.id === product.id),
    inStock: data.products.facets.inStock,
    kept: response.headers.age !== undefined,
  };
}

/** Waits (asking every 50 ms) until the gateway shows `expected`; fails if that takes 2 s. Answers the wait. */
async function shownWithin2s(gateway: Gateway, product: ProductFixture, expected: Omit<Seen, 'kept'>) {
  const started = performance.now();
  await expect
    .poll(
      async () => {
        const { kept: _kept, ...now } = await seen(gateway, product);
        return now;
      },
      { timeout: 2000, interval: 50 },
    )
    .toEqual(expected);
  return performance.now() - started;
}

const FOR_SALE = { navyM: 1, listed: true, inStock: 1 };
const SOLD_OUT = { navyM: 0, listed: false, inStock: 0 };

let stack: Stack;
/** A second gateway process on the same REST API, with its own memory cache. */
let other: Gateway;

beforeAll(async () => {
  // As in production: each gateway reads the catalogue version at most once a second.
  stack = await startStack({ gatewayEnv: { CATALOGUE_VERSION_READ_MS: String(CATALOGUE_VERSION_READ_MS) } });
  other = await buildGateway({ config: stack.config, logger: false });
});

/**
 * Reads until the gateway serves the kept answer: the version a gateway last read may predate the product's
 * insertion, and an answer kept under it is read again once the gateway reads the newer one.
 */
async function keptFor(gateway: Gateway, product: ProductFixture) {
  await expect
    .poll(async () => (await seen(gateway, product)).kept, { timeout: 5000, interval: 50 })
    .toBe(true);
}
afterAll(async () => {
  await other.close();
  await stack.close();
});

describe('stock through the response cache', () => {
  it('reads a variant sold through another gateway as sold out within 2 s, with no shared cache', async () => {
    const product = await insertProduct(stack.rest.db, {
      productName: `Kemeja Kampanye ${Date.now()}`,
      stock: 1,
      colors: ['Navy'],
      sizes: ['M'],
    });
    expect(await seen(other, product)).toMatchObject(FOR_SALE);
    await keptFor(other, product);

    const shopper = stack.agent();
    const input = checkoutBody([line(product)], { customerID: 'kampanye@example.com' });
    const quote = await shopper.gql(CHECKOUT, { input });
    const amount = quote.errors![0]!.extensions!.details.amount as number;
    const placed = await shopper.gql(CHECKOUT, { input: { ...input, amount } });
    expect(placed.errors).toBeUndefined();

    const waited = await shownWithin2s(other, product, SOLD_OUT);
    process.stdout.write(`sold out through the other gateway after ${Math.round(waited)} ms\n`);
  });

  it('reads a checkout on the REST API itself, and the piece an expired order gives back, within 2 s', async () => {
    const product = await insertProduct(stack.rest.db, {
      productName: `Kemeja Terakhir ${Date.now()}`,
      stock: 1,
      colors: ['Navy'],
      sizes: ['M'],
    });
    expect(await seen(stack.gateway, product)).toMatchObject(FOR_SALE);
    await keptFor(stack.gateway, product);

    const order = await placeOrder(stack.rest, [line(product)]);
    const sold = await shownWithin2s(stack.gateway, product, SOLD_OUT);

    await stack.rest.db.execute("UPDATE orders SET expires_at = now() - interval '1 hour' WHERE id = $1", [
      order.orderID,
    ]);
    expect(await sweepExpiredOrders(stack.rest.app)).toBe(1);
    const back = await shownWithin2s(stack.gateway, product, FOR_SALE);
    process.stdout.write(
      `REST checkout: sold out after ${Math.round(sold)} ms; expired: back for sale after ${Math.round(back)} ms\n`,
    );
    // And then kept again until the next change.
    await keptFor(stack.gateway, product);
  });
});

describe('withCatalogueVersion', () => {
  it('reads the version at most once a second, one read at a time, and keeps the last one when it fails', async () => {
    let reads = 0;
    let answer: () => Promise<string> = async () => String(++reads);
    const generation = withCatalogueVersion(memoryGeneration(), () => answer(), CATALOGUE_VERSION_READ_MS);
    const keys = await Promise.all([generation.current(), generation.current(), generation.current()]);
    expect(keys).toEqual(['v1:0', 'v1:0', 'v1:0']);
    expect(reads).toBe(1);
    await generation.next();
    expect(await generation.current()).toBe('v1:1');

    const quick = withCatalogueVersion(memoryGeneration(), () => answer(), 0);
    expect(await quick.current()).toBe('v2:0');
    answer = async () => {
      throw new Error('REST API away');
    };
    expect(await quick.current()).toBe('v2:0');
  });
});
