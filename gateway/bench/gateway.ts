// Benchmark of the gateway against the REST API it fronts, side by side in one run: the product list through
// GraphQL (uncached and from the response cache) against GET /public/v1/product direct, and the staff order list
// with each line's product (batched) against the same list without it. Prints req/s, latency percentiles, the
// ratios next to the issue's targets and the gateway's peak memory under load; passes or fails nothing.
// The REST API, each gateway and the load generator (autocannon) run in processes of their own.
// Run: pnpm --filter @lemari/gateway bench
//      BENCH_DATABASE_URL=postgres://user@host:5432/db  PostgreSQL (a fresh database is created and dropped);
//                                                       unset: the embedded PGlite, in memory
//      BENCH_DURATION=10 BENCH_CONNECTIONS=50            seconds and connections per case
//      BENCH_WARMUP=3                                    unmeasured seconds of load before each case
//      BENCH_PRODUCTS=1000 BENCH_ORDERS=200              the data set (orders have 4 lines each)
//      BENCH_GATEWAY_FLAGS="--max-semi-space-size=32"    more node flags for the gateways
//      BENCH_CASES="GET /public,uncached"                only the cases whose names contain one of these
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  adminToken,
  autocannonRun,
  cpuSeconds,
  LATENCY_HEADINGS,
  latencyCells,
  lpad,
  ms,
  pad,
  rssMb,
  type LoadFigures,
  type LoadRequest,
} from '../../rest-api/bench/kit.js';
import { benchRun, buildGateway, child, firstMessage, here, startGateway } from './processes.js';

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Each case first runs unmeasured for a while, so that every process has compiled its hot paths (JIT) and filled
// its pools before the figures count: without it, the first case measured a colder process than the others.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const TARGETS = { uncached: 0.6, cached: 1.0, nested: 0.5, rssMb: 200 } as const;

const PRODUCTS = `query BenchProducts {
  products(page: { limit: 10 }) {
    items { id productName sellPrice normalPrice discount stock colors sizes images }
    paging { count page limit }
  }
}`;
const ORDERS_FLAT = `query BenchOrdersFlat {
  orders(page: { limit: 10 }) {
    items { id orderCode status total orderDetails { productID productName quantity sellPrice } }
    paging { count page limit }
  }
}`;
const ORDERS_NESTED = `query BenchOrdersNested {
  orders(page: { limit: 10 }) {
    items { id orderCode status total orderDetails { productID productName quantity sellPrice product { id } } }
    paging { count page limit }
  }
}`;
const DOCUMENTS = [PRODUCTS, ORDERS_FLAT, ORDERS_NESTED];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Runs autocannon in its own process while sampling the peak memory of the watched process. */
async function load(
  request: LoadRequest,
  watch?: ChildProcess,
  seconds = SECONDS,
): Promise<LoadFigures & { peakMb: number }> {
  let peakMb = Number.NaN;
  const sample = () => {
    const now = rssMb(watch?.pid);
    if (!Number.isNaN(now)) peakMb = Number.isNaN(peakMb) ? now : Math.max(peakMb, now);
  };
  const sampler = watch ? setInterval(sample, 100) : undefined;
  try {
    return { ...(await autocannonRun(request, seconds, CONNECTIONS)), peakMb };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}

/** One request before the load: its errors (a missing field, a refused document) are printed, not thrown. */
async function check(name: string, request: LoadRequest): Promise<boolean> {
  try {
    const response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: request.headers ?? {},
      ...(request.body ? { body: request.body } : {}),
    });
    const text = await response.text();
    const body = JSON.parse(text) as { errors?: unknown; data?: unknown };
    if (!response.ok || body.errors) {
      console.log(`  ${name}: ${response.status} ${JSON.stringify(body.errors ?? body).slice(0, 400)}`);
      return false;
    }
    return true;
  } catch (error) {
    console.log(`  ${name}: ${(error as Error).message}`);
    return false;
  }
}

function graphql(gateway: string, document: string, headers: Record<string, string> = {}): LoadRequest {
  // By hash, as the web app sends its trusted documents.
  return {
    url: `${gateway}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(document) } } }),
    graphql: true,
  };
}

const { dir, stopAll } = benchRun('lemari-bench-gateway-');

try {
  const manifest = path.join(dir, 'persisted-documents.json');
  writeFileSync(manifest, JSON.stringify(Object.fromEntries(DOCUMENTS.map((doc) => [sha256(doc), doc]))));

  const restProcess = child(here('./rest-server.ts'));
  const started = performance.now();
  const rest = await firstMessage<{
    address: string;
    engine: string;
    products: number;
    orders: number;
    lines: number;
  }>(restProcess, 'the REST API');
  console.log(
    `REST API on ${rest.address} (${rest.engine}): ${rest.products} products, ${rest.orders} orders of ` +
      `${rest.lines} lines, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const compiled = buildGateway();
  const uncached = await startGateway(compiled, rest.address, manifest, { RESPONSE_CACHE: 'false' });
  const cached = await startGateway(compiled, rest.address, manifest, {});

  const asAdmin = { authorization: `Bearer ${await adminToken(rest.address)}` };

  interface Case {
    name: string;
    request: LoadRequest;
    watch?: ChildProcess;
  }
  const cases: Case[] = [
    {
      name: 'REST  GET /public/v1/product?limit=10',
      request: { url: `${rest.address}/public/v1/product?limit=10`, headers: { 'client-id': 'client_web' } },
    },
    {
      name: 'GQL   products(limit 10), uncached',
      request: graphql(uncached.url, PRODUCTS),
      watch: uncached.process,
    },
    {
      name: 'GQL   products(limit 10), cached',
      request: graphql(cached.url, PRODUCTS),
      watch: cached.process,
    },
    {
      name: 'REST  GET /v1/order?limit=10 (admin)',
      request: {
        url: `${rest.address}/v1/order?limit=10`,
        headers: { 'client-id': 'client_web', ...asAdmin },
      },
    },
    {
      name: 'GQL   orders(limit 10), flat',
      request: graphql(uncached.url, ORDERS_FLAT, asAdmin),
      watch: uncached.process,
    },
    {
      name: 'GQL   orders(limit 10){lines{product}}',
      request: graphql(uncached.url, ORDERS_NESTED, asAdmin),
      watch: uncached.process,
    },
  ];

  // BENCH_CASES narrows the run to some cases, for quick before/after figures of one change.
  const only = (process.env.BENCH_CASES ?? '').split(',').filter(Boolean);
  const chosen = (item: Case) => only.length === 0 || only.some((part) => item.name.includes(part));

  console.log('\nChecking each request once:');
  const usable = new Map<string, boolean>();
  for (const item of cases.filter(chosen)) usable.set(item.name, await check(item.name, item.request));
  if ([...usable.values()].every(Boolean)) console.log('  all answer without errors');

  console.log(
    `\nconnections=${CONNECTIONS} duration=${SECONDS}s node=${process.version} engine=${rest.engine} ` +
      '(REST API, gateways and load generator in separate processes; gateways in production mode)\n',
  );
  const header = [
    pad('case', 40),
    lpad('req/s', 8),
    ...LATENCY_HEADINGS,
    lpad('gql err', 8),
    lpad('RSS MB', 7),
    lpad('CPU ms/req: REST', 17),
    lpad('gateway', 8),
  ].join(' ');
  console.log(header);
  console.log('-'.repeat(header.length));
  const results = new Map<string, LoadFigures & { peakMb: number }>();
  for (const item of cases.filter(chosen)) {
    if (!usable.get(item.name)) {
      console.log(`${pad(item.name, 40)} skipped: it answered errors (see above)`);
      continue;
    }
    if (WARMUP > 0) await load(item.request, undefined, WARMUP);
    const cpuBefore = { rest: cpuSeconds(restProcess.pid), gateway: cpuSeconds(item.watch?.pid) };
    const figures = await load(item.request, item.watch);
    results.set(item.name, figures);
    // CPU time per request, from each process's total over the run: what each hop costs, whatever the cores.
    const perRequest = (before: number, pid: number | undefined) =>
      ((cpuSeconds(pid) - before) * 1000) / Math.max(1, figures.rps * SECONDS);
    console.log(
      [
        pad(item.name, 40),
        lpad(figures.rps.toFixed(0), 8),
        ...latencyCells(figures, 2),
        lpad(item.request.graphql ? String(figures.mismatches) : '—', 8),
        lpad(Number.isNaN(figures.peakMb) ? '—' : figures.peakMb.toFixed(0), 7),
        lpad(ms(perRequest(cpuBefore.rest, restProcess.pid), 2), 17),
        lpad(item.watch ? ms(perRequest(cpuBefore.gateway, item.watch.pid), 2) : '—', 8),
        figures.codes ? ` (${figures.codes})` : '',
      ].join(' '),
    );
  }

  const rps = (index: number) => results.get(cases[index]!.name)?.rps;
  const ratio = (name: string, over: number | undefined, under: number | undefined, target?: number) => {
    if (over === undefined || under === undefined)
      return console.log(`${pad(name, 44)} — (a case was skipped)`);
    const value = over / under;
    const verdict =
      target === undefined
        ? '(for reference)'
        : `target ≥ ${target.toFixed(1)}×  ${value >= target ? 'met' : 'not met'}`;
    console.log(`${pad(name, 44)} ${value.toFixed(2)}×  ${verdict}`);
  };
  console.log('\nRatios:');
  ratio('gateway uncached / REST direct (products)', rps(1), rps(0), TARGETS.uncached);
  ratio('gateway cached / REST direct (products)', rps(2), rps(0), TARGETS.cached);
  ratio('nested / flat (orders through the gateway)', rps(5), rps(4), TARGETS.nested);
  ratio('flat orders through the gateway / REST direct', rps(4), rps(3));
  const peak = Math.max(
    ...[...results.values()].map((figures) => figures.peakMb).filter((mb) => !Number.isNaN(mb)),
  );
  console.log(
    `${pad('gateway peak RSS under load', 44)} ${Number.isFinite(peak) ? `${peak.toFixed(0)} MB` : '—'}  ` +
      `target < ${TARGETS.rssMb} MB  ${peak < TARGETS.rssMb ? 'met' : 'not met'}`,
  );
  // autocannon stops without waiting for its last requests; let the servers finish them before stopping.
  await new Promise((resolve) => setTimeout(resolve, 500));
} finally {
  stopAll();
}
