// A mixed load through the gateway at a fixed rate, for minutes: visitors browse, search and open products,
// members fill their carts, guests check out, staff page through their lists — the shape of a shop's day. Prints,
// per operation, the count, errors and latency percentiles, and the memory (RSS) of the REST API and the gateway
// at the start and the end, so that a leak shows as growth. Passes or fails nothing.
// Run: pnpm --filter @lemari/gateway bench:mixed
//      BENCH_DATABASE_URL=postgres://user@host:5432/db   PostgreSQL (fresh database); unset: embedded PGlite
//      MIXED_SECONDS=300 MIXED_RATE=20                   duration and operations per second (fixed arrival rate)
import { createHash, randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminToken, percentile, rssMb } from '../../rest-api/bench/kit.js';
import {
  benchRun,
  buildGateway,
  child,
  firstMessage,
  here,
  restExecArgv,
  startGateway,
} from './processes.js';

const SECONDS = Number(process.env.MIXED_SECONDS ?? 300);
const RATE = Number(process.env.MIXED_RATE ?? 20);
const MEMBERS = 10;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const DOCS = {
  signIn: `mutation BenchSignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { scope } }`,
  browse: `query BenchBrowse($page: Int!) { products(page: { page: $page, limit: 12 }) { items { id productName sellPrice normalPrice mainImage stock } paging { count page } } }`,
  search: `query BenchSearch($q: String!) { products(q: $q, page: { limit: 12 }) { items { id productName sellPrice } paging { count } } }`,
  product: `query BenchProduct($id: ID!) { product(id: $id) { id productName description sellPrice normalPrice images colors sizes stock related { id productName mainImage sellPrice } } }`,
  addToCart: `mutation BenchAdd($input: AddToCartInput!) { addToCart(input: $input) { id } }`,
  cart: `query BenchCart { cart { id productID productName quantity sellPrice } }`,
  checkout: `mutation BenchCheckout($input: CheckoutInput!) { checkout(input: $input) { orderID amount } }`,
  adminOrders: `query BenchAdminOrders($page: Int!) { orders(page: { page: $page, limit: 10 }) { items { id orderCode status total } paging { count } } }`,
  adminProducts: `query BenchAdminProducts($page: Int!) { adminProducts(page: { page: $page, limit: 10 }) { items { id productName stock status } paging { count } } }`,
} as const;
type Doc = keyof typeof DOCS;

interface Agent {
  cookies: Map<string, string>;
}

let gatewayUrl = '';

/** One GraphQL call by its trusted document's hash, as the web app makes it; cookies kept per agent. */
async function gql(doc: Doc, variables: Record<string, unknown>, agent?: Agent) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (agent?.cookies.size) headers.cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(DOCS[doc]) } },
    }),
  });
  if (agent) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value) agent.cookies.set(pair.slice(0, index), value);
      else agent.cookies.delete(pair.slice(0, index));
    }
  }
  const body = (await response.json()) as {
    data?: Record<string, { items: { id: string }[] }>;
    errors?: { message: string; extensions?: { details?: { amount?: unknown } } }[];
  };
  return { status: response.status, ...body };
}

const words = ['Kemeja', 'Bench', 'katun', 'Seri 1', 'Seri 2', 'nyaman', 'Kemeja Bench 4'];

interface Shop {
  productIds: string[];
  members: Agent[];
  admin: Agent;
}

/** The operations and their weights (out of 100). Each answers normally or throws. */
function operations(shop: Shop): { name: string; weight: number; run: () => Promise<void> }[] {
  const pick = <T>(items: T[]) => items[randomInt(items.length)]!;
  const ok = (answer: { status: number; errors?: { message: string }[] }) => {
    if (answer.status !== 200 || answer.errors) {
      throw new Error(`${answer.status} ${answer.errors?.[0]?.message ?? ''}`.trim());
    }
  };
  return [
    { name: 'browse', weight: 30, run: async () => ok(await gql('browse', { page: 1 + randomInt(5) })) },
    { name: 'search', weight: 15, run: async () => ok(await gql('search', { q: pick(words) })) },
    { name: 'product', weight: 25, run: async () => ok(await gql('product', { id: pick(shop.productIds) })) },
    {
      name: 'cart',
      weight: 15,
      run: async () => {
        const member = pick(shop.members);
        ok(
          await gql(
            'addToCart',
            { input: { productID: pick(shop.productIds), quantity: 1, color: 'Navy', size: 'M' } },
            member,
          ),
        );
        ok(await gql('cart', {}, member));
      },
    },
    {
      name: 'checkout',
      weight: 5,
      run: async () => {
        // A guest: the first answer names the server's total, as a client that shows it would have read it.
        const input = {
          customerID: `tamu${randomInt(1e9)}@example.com`,
          shipment: {
            courier: 'jne',
            service: 'REG',
            name: 'Tamu Bench',
            phone: '081234567890',
            address: 'Jl. Malioboro 1',
            districtID: '152',
            postalCode: '10110',
          },
          orderDetail: [{ productID: pick(shop.productIds), color: 'Navy', size: 'M', quantity: 1 }],
          amount: 0,
        };
        const quoted = await gql('checkout', { input });
        const amount = quoted.errors?.[0]?.extensions?.details?.amount;
        if (typeof amount !== 'number') throw new Error(`no total: ${quoted.errors?.[0]?.message}`);
        ok(await gql('checkout', { input: { ...input, amount } }));
      },
    },
    {
      name: 'admin lists',
      weight: 10,
      run: async () => {
        ok(await gql('adminOrders', { page: 1 + randomInt(5) }, shop.admin));
        ok(await gql('adminProducts', { page: 1 + randomInt(5) }, shop.admin));
      },
    },
  ];
}

const { dir, stopAll } = benchRun('lemari-bench-mixed-');

try {
  const manifest = path.join(dir, 'persisted-documents.json');
  writeFileSync(
    manifest,
    JSON.stringify(Object.fromEntries(Object.values(DOCS).map((doc) => [sha256(doc), doc]))),
  );
  const restProcess = child(here('./rest-server.ts'), { BENCH_ORDERS: '200' }, restExecArgv());
  const rest = await firstMessage<{ address: string; engine: string }>(restProcess, 'the REST API');
  const gateway = await startGateway(buildGateway(), rest.address, manifest, {});
  gatewayUrl = gateway.url;

  // Members, made by the admin through the REST API, each signed in through the gateway in a cookie jar.
  const token = await adminToken(rest.address);
  const members: Agent[] = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const email = `beban${index}.${randomInt(1e6)}@example.com`;
    await fetch(`${rest.address}/v1/user`, {
      method: 'POST',
      headers: {
        'client-id': 'client_web',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ email, password: 'Shopper-pass-1', name: `Beban ${index}` }),
    });
    const agent: Agent = { cookies: new Map() };
    const signedIn = await gql('signIn', { email, password: 'Shopper-pass-1' }, agent);
    if (signedIn.errors) throw new Error(`member sign-in: ${signedIn.errors[0]!.message}`);
    members.push(agent);
  }
  const admin: Agent = { cookies: new Map() };
  const adminIn = await gql('signIn', { email: 'admin@lemari.test', password: 'Admin-pass-1' }, admin);
  if (adminIn.errors) throw new Error(`admin sign-in: ${adminIn.errors[0]!.message}`);
  const listed = await gql('browse', { page: 1 });
  const productIds: string[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const answer = await gql('browse', { page });
    productIds.push(...(answer.data?.products?.items ?? []).map((item) => item.id));
  }
  if (!listed.data || productIds.length === 0) throw new Error('no products to load');

  const ops = operations({ productIds, members, admin });
  const total = ops.reduce((sum, op) => sum + op.weight, 0);
  const pickOp = () => {
    let roll = randomInt(total);
    for (const op of ops) {
      if (roll < op.weight) return op;
      roll -= op.weight;
    }
    return ops[0]!;
  };
  const results = new Map(
    ops.map((op) => [op.name, { latencies: [] as number[], errors: 0, firstError: '' }]),
  );
  const rssStart = { rest: rssMb(restProcess.pid), gateway: rssMb(gateway.process.pid) };
  console.log(
    `Mixed load: ${RATE} operations/s for ${SECONDS} s through the gateway (${rest.engine}); ` +
      `RSS at start: REST ${rssStart.rest.toFixed(0)} MB, gateway ${rssStart.gateway.toFixed(0)} MB`,
  );
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let launched = 0;
  const samples: { at: number; rest: number; gateway: number }[] = [];
  // Fixed arrival rate: operation n starts at n / RATE seconds, whatever the earlier ones are doing.
  while (performance.now() - started < SECONDS * 1000) {
    const due = started + (launched * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const op = pickOp();
    const record = results.get(op.name)!;
    const begun = performance.now();
    const flight = op
      .run()
      .then(
        () => void record.latencies.push(performance.now() - begun),
        (error: Error) => {
          record.errors += 1;
          record.firstError ||= error.message;
        },
      )
      .finally(() => inFlight.delete(flight));
    inFlight.add(flight);
    launched += 1;
    if (launched % (RATE * 30) === 0) {
      samples.push({
        at: Math.round((performance.now() - started) / 1000),
        rest: rssMb(restProcess.pid),
        gateway: rssMb(gateway.process.pid),
      });
    }
  }
  await Promise.all(inFlight);
  const rssEnd = { rest: rssMb(restProcess.pid), gateway: rssMb(gateway.process.pid) };

  console.log('\noperation        count  errors   p50 ms   p95 ms   p99 ms');
  console.log('-'.repeat(58));
  let errors = 0;
  for (const [name, record] of results) {
    const sorted = [...record.latencies].sort((a, b) => a - b);
    errors += record.errors;
    console.log(
      `${name.padEnd(14)}${String(sorted.length + record.errors).padStart(7)}${String(record.errors).padStart(8)}` +
        `${percentile(sorted, 50).toFixed(1).padStart(9)}${percentile(sorted, 95).toFixed(1).padStart(9)}` +
        `${percentile(sorted, 99).toFixed(1).padStart(9)}${record.firstError ? `   first error: ${record.firstError}` : ''}`,
    );
  }
  console.log(`\n${launched} operations, ${errors} errors`);
  console.log('RSS (MB) over the run:      REST   gateway');
  console.log(
    `  start                  ${rssStart.rest.toFixed(0).padStart(6)} ${rssStart.gateway.toFixed(0).padStart(9)}`,
  );
  for (const sample of samples) {
    console.log(
      `  ${`${sample.at} s`.padEnd(22)} ${sample.rest.toFixed(0).padStart(6)} ${sample.gateway.toFixed(0).padStart(9)}`,
    );
  }
  console.log(
    `  end                    ${rssEnd.rest.toFixed(0).padStart(6)} ${rssEnd.gateway.toFixed(0).padStart(9)}`,
  );
} finally {
  stopAll();
}
