// The shop as it scales out: two REST API processes and two gateway processes on one PostgreSQL and one Redis.
// Members whose access tokens have expired check out, each through one gateway while also asking the other:
// exactly the stock's worth of orders are placed, and each session is refreshed once across both gateways
// (counted by the REST API processes' own /metrics). Runs where TEST_DATABASE_URL and TEST_REDIS_URL are given,
// as in CI.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../rest-api/bench/kit.js';
import { connect } from '../../rest-api/src/db/index.js';
import { waitFor } from '../bench/processes.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STOCK = 5;
const MEMBERS = 12;
const PASSWORD = 'Shopper-pass-1';

/** One GraphQL call with a browser's cookie jar. */
async function gql(
  base: string,
  jar: Map<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    const value = pair.slice(index + 1);
    if (value && !/max-age=0/i.test(line)) jar.set(pair.slice(0, index), value);
    else jar.delete(pair.slice(0, index));
  }
  return (await response.json()) as { data?: any; errors?: { message: string; extensions?: any }[] };
}

/** Refreshes the REST API processes answered, from their /metrics. */
async function refreshesAt(restUrls: string[]): Promise<number> {
  let total = 0;
  for (const url of restUrls) {
    const text = await (await fetch(`${url}/metrics`)).text();
    for (const match of text.matchAll(
      /http_requests_total\{method="POST",route="\/v1\/auth\/refresh",status="(\d+)"[^}]*\} (\d+)/g,
    )) {
      total += Number(match[2]);
    }
  }
  return total;
}

describe.runIf(DATABASE_URL && REDIS_URL)('two REST API and two gateway processes', () => {
  const processes: ChildProcess[] = [];
  const database = `lemari_scale_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lemari-scale-'));
  let databaseUrl = '';
  const restUrls: string[] = [];
  const gatewayUrls: string[] = [];
  let output = '';

  /** A service's src/server.ts, run from its package (where tsx resolves). */
  function start(service: 'rest-api' | 'gateway', env: Record<string, string>) {
    const child = spawn(
      process.execPath,
      ['--conditions=@lemari/source', '--import', 'tsx', 'src/server.ts'],
      {
        cwd: path.join(ROOT, service),
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    processes.push(child);
    return child;
  }

  beforeAll(async () => {
    const admin = await connect({ url: DATABASE_URL });
    await admin.execute(`CREATE DATABASE ${database}`);
    await admin.close();
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    const shared = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_SANDBOX_KEY: randomBytes(16).toString('hex'),
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
      ORDER_SWEEP_INTERVAL: '0',
      HOUSEKEEPING_INTERVAL: '0',
    };
    // The first REST API migrates and seeds; the second starts on the ready database, as compose orders them.
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      start('rest-api', { ...shared, REST_API_PORT: String(port) });
      restUrls.push(`http://127.0.0.1:${port}`);
      await waitFor(`${restUrls[index]}/health`, 90).catch((error: Error) => {
        throw new Error(`${error.message}\n${output.slice(-2000)}`);
      });
    }
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      start('gateway', {
        GATEWAY_PORT: String(port),
        REST_API_URL: restUrls[index]!,
        REDIS_URL: REDIS_URL!,
        WEB_DIST: '/nonexistent',
        GATEWAY_RATE_LIMIT: '100000',
      });
      gatewayUrls.push(`http://127.0.0.1:${port}`);
      await waitFor(`${gatewayUrls[index]}/ready`, 90).catch((error: Error) => {
        throw new Error(`${error.message}\n${output.slice(-2000)}`);
      });
    }
  }, 240_000);

  afterAll(async () => {
    for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      processes.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : 0)),
    );
    const admin = await connect({ url: DATABASE_URL });
    await admin.execute(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('places exactly the stock’s worth of orders and refreshes each expired session once', async () => {
    const db = await connect({ url: databaseUrl });
    try {
      const product = await db.maybeOne<{ id: string }>(
        `INSERT INTO products (product_name, description, buy_price, normal_price, sell_price, discount, weight, stock,
           material, colors, sizes, images, status)
         VALUES ('Kemeja Terbatas', 'Sedikit saja.', 60000, 150000, 150000, 0, 300, $1, 'Katun', '{Navy}', '{M}',
           '{}', 'active') RETURNING id`,
        [STOCK],
      );
      const productID = product!.id;
      // Its one variant (Navy M) holds that stock, as migration 0011 makes variants for rows written this way.
      await db.query('SELECT product_variants_from_options(ARRAY[$1::uuid])', [productID]);

      // Members, each signed in through gateway 0 (their browser's jar), then their access cookies expire.
      const jars: { email: string; jar: Map<string, string> }[] = [];
      for (let index = 0; index < MEMBERS; index += 1) {
        const email = `skala${index}.${randomBytes(3).toString('hex')}@example.com`;
        const jar = new Map<string, string>();
        const signUp = await fetch(`${restUrls[0]}/v1/auth/login`, {
          method: 'POST',
          headers: { 'client-id': 'client_web', 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@lemari.test', password: 'Admin-pass-1' }),
        });
        const adminToken = ((await signUp.json()) as { data: { accessToken: string } }).data.accessToken;
        const created = await fetch(`${restUrls[1]}/v1/user`, {
          method: 'POST',
          headers: {
            'client-id': 'client_web',
            'content-type': 'application/json',
            authorization: `Bearer ${adminToken}`,
          },
          body: JSON.stringify({ email, password: PASSWORD, name: `Skala ${index}` }),
        });
        expect(created.status).toBe(201);
        const signedIn = await gql(
          gatewayUrls[0]!,
          jar,
          'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { scope } }',
          { e: email, p: PASSWORD },
        );
        expect(signedIn.errors).toBeUndefined();
        jar.delete('lemari_at');
        expect(jar.size).toBe(1);
        jars.push({ email, jar });
      }

      const rates = await gql(
        gatewayUrls[1]!,
        new Map(),
        '{ shippingCost(destination: "152", weight: 300) { costs { service cost { value } } } }',
      );
      const reg = rates.data.shippingCost[0].costs.find(
        (cost: { service: string }) => cost.service === 'REG',
      );
      const amount = 150_000 + reg.cost[0].value;
      const before = await refreshesAt(restUrls);

      const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { orderID } }`;
      const answers = await Promise.all(
        jars.flatMap(({ email, jar }, index) => [
          // The checkout through one gateway, alternately…
          gql(gatewayUrls[index % 2]!, jar, CHECKOUT, {
            input: {
              customerID: email,
              shipment: {
                courier: 'jne',
                service: 'REG',
                name: 'Skala',
                phone: '081234567890',
                address: 'Jl. Sudirman 1',
                districtID: '152',
                postalCode: '10110',
              },
              orderDetail: [{ productID, color: 'Navy', size: 'M', quantity: 1 }],
              amount,
            },
          }),
          // …while the same browser asks the other one for its account.
          gql(gatewayUrls[(index + 1) % 2]!, new Map(jar), '{ me { profile { email } } }'),
        ]),
      );
      const checkouts = answers.filter((_, index) => index % 2 === 0);
      const placed = checkouts.filter((answer) => answer.data?.checkout?.orderID);
      const refused = checkouts.filter((answer) => answer.errors?.[0]?.extensions?.code === 'CONFLICT');
      expect(placed, output.slice(-2000)).toHaveLength(STOCK);
      expect(refused).toHaveLength(MEMBERS - STOCK);
      for (const [index, answer] of answers.entries()) {
        if (index % 2 === 1) expect(answer.data?.me?.profile?.email).toBe(jars[(index - 1) / 2]!.email);
      }
      const orders = await db.maybeOne<{ n: number }>(
        'SELECT count(*) AS n FROM order_lines WHERE product_id = $1',
        [productID],
      );
      expect(orders!.n).toBe(STOCK);
      const stock = await db.maybeOne<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
        productID,
      ]);
      expect(stock!.stock).toBe(0);
      expect((await refreshesAt(restUrls)) - before).toBe(MEMBERS);
    } finally {
      await db.close();
    }
  }, 120_000);
});
