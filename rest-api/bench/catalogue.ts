// Benchmark of the storefront's filtered lists at catalogue scale (issue 21's "Speed at scale"): 10,000 products ×
// about 10 variants on PostgreSQL, then
//   1. the /shop query with two filters and a sort (size M, at most Rp 200.000, cheapest first) and its facet
//      counts, each statement exactly as the REST API sends it, run REPEATS times under EXPLAIN ANALYZE: p50/p95
//      (planning + execution) and the indexes its plan reads;
//   2. the search box's suggestions for what shoppers type, the same way (product_search's own statement too);
//   3. autocannon at 50 connections: that list and its facets from the REST API, the same through the gateway
//      (uncached, and with its response cache), and the suggestions: req/s, p50/p95/p99, and the gateway's ratios
//      to the direct REST call.
// Prints figures; passes or fails nothing.
// Run: pnpm --filter @lemari/rest-api bench:catalogue
//      BENCH_DATABASE_URL=postgres://user@host:5432/db  an existing database to connect to as admin (default below);
//                                                       a fresh lemari_bench_<random> is created and dropped
//      BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_WARMUP=3 BENCH_REPEATS=50
//      BENCH_KEEP_DATABASE=1   keep the seeded database (its URL is printed) to explain statements by hand
//      BENCH_LOAD=0            the database figures only, no load
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Queryable } from '../src/db/index.js';
import { suggestCategories } from '../src/domains/categories/repository.js';
import { listingFacets, listListing, suggestProducts } from '../src/domains/products/listing-repository.js';
import {
  listingFilter,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
} from '../src/domains/products/listing-schemas.js';
import {
  autocannonRun,
  freePort,
  LATENCY_HEADINGS,
  latencyCells,
  lpad,
  ms,
  pad,
  percentile,
  type LoadFigures,
  type LoadRequest,
} from './kit.js';
import { scratchApi, timed, type ScratchApi } from './scratch-api.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 50);
const PRODUCTS = 10_000;
const TARGETS = { database: 20, suggestions: 50 } as const;

/** The /shop page measured: size M, at most Rp 200.000, cheapest first, the first page of 10. */
const SHOP = { sizes: 'M', maxPrice: 200_000 } as const;
const SORT = 'price_asc' as const;
const PAGE = 10;
/** What shoppers type into the search box, letter by letter and with typos. */
const TYPED = [
  'ke',
  'kem',
  'kemj',
  'kemja',
  'kemeja lin',
  'bati',
  'linen navy',
  'jaket',
  'hodie',
  'celna',
  'rok',
];

/** The machine's load average (1, 5 and 15 minutes) and cores: the figures are only as quiet as the machine. */
const machineLoad = () =>
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')} on ${availableParallelism()} cores`;

/**
 * The catalogue, generated in the database: 5 more colours (8 in all), 12 categories, 10,000 products (4 % drafts,
 * 0.5 % deleted; Rp 50.000 to 495.000; units sold) in one or two categories, each in 2 or 3 colours × 4 or 5
 * sizes (about 10.8 variants; a seventh sold out, a thirty-first not sold). Written through the migrations'
 * triggers, as staff's writes are: products' summaries and search texts are theirs.
 */
async function seedCatalogue(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (sql: string) => client.query(sql);
  try {
    await run(`
      CREATE FUNCTION bench_uuid(kind text, n bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS
        $$ SELECT overlay(overlay(md5(kind || n) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$;
      CREATE FUNCTION bench_pick(items text[], n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS
        $$ SELECT items[1 + (n % cardinality(items))::integer] $$;`);
    await timed('colours, categories and products', () =>
      run(`
        INSERT INTO product_colors (name, swatch, position) VALUES
          ('Maroon', '#800000', 4), ('Sage', '#9caf88', 5), ('Cream', '#f3e5c0', 6), ('Putih', '#ffffff', 7),
          ('Khaki', '#c3b091', 8)
        ON CONFLICT DO NOTHING;
        INSERT INTO categories (id, category_name, slug)
        SELECT bench_uuid('c', n), name, lower(name)
        FROM unnest(ARRAY['Kemeja', 'Kaos', 'Celana', 'Outerwear', 'Dress', 'Batik', 'Rok', 'Blus', 'Jaket',
          'Hoodie', 'Gamis', 'Aksesori']) WITH ORDINALITY AS c(name, n);

        INSERT INTO products (id, product_name, description, buy_price, normal_price, sell_price, discount, weight,
          stock, material, images, image_colors, status, sold, created_at, updated_at, deleted_at)
        SELECT bench_uuid('p', n), garment || ' ' || style || ' ' || n,
          'Koleksi ' || lower(style) || ' dari bahan ' || lower(material) ||
            ' yang nyaman dipakai sehari-hari, dijahit rapi oleh penjahit lokal.',
          round(sell * 0.6 / 1000) * 1000, normal, sell, round((normal - sell) * 100.0 / normal),
          150 + (n * 13) % 750, 0, material,
          -- A picture of every colour, and one of a colour (what a colour-filtered list's card shows).
          ARRAY['http://127.0.0.1/uploads/bench/p' || n || '-a.webp', 'http://127.0.0.1/uploads/bench/p' || n || '-b.webp'],
          ARRAY['', bench_pick(ARRAY['Grey', 'Navy', 'Black', 'Maroon', 'Sage', 'Cream', 'Putih', 'Khaki'], n / 3)],
          CASE WHEN n % 25 = 0 THEN 'draft' ELSE 'active' END, (n * 7919) % 500,
          now() - n * interval '50 minutes', now() - n * interval '50 minutes',
          CASE WHEN n % 200 = 0 THEN now() END
        FROM (
          SELECT n, normal, CASE WHEN n % 3 = 0 THEN round(normal * 0.8 / 1000) * 1000 ELSE normal END AS sell,
            bench_pick(ARRAY['Kemeja', 'Kaos', 'Celana', 'Jaket', 'Dress', 'Hoodie', 'Blus', 'Rok', 'Gamis',
              'Cardigan', 'Polo', 'Kulot'], n) AS garment,
            bench_pick(ARRAY['Oversize', 'Slim Fit', 'Basic', 'Premium', 'Vintage', 'Linen', 'Motif Bunga',
              'Garis', 'Kotak', 'Polos', 'Lengan Panjang', 'Lengan Pendek', 'Washed', 'Raglan', 'Klasik'], n / 12)
              AS style,
            bench_pick(ARRAY['Katun', 'Linen', 'Denim', 'Rayon', 'Polyester', 'Fleece', 'Corduroy', 'Rajut'], n / 7)
              AS material
          FROM (SELECT n, (10 + (n * 37) % 90) * 5000 AS normal FROM generate_series(1, ${PRODUCTS}) AS n) AS s
        ) AS p;

        INSERT INTO product_categories (product_id, category_id)
        SELECT bench_uuid('p', n), bench_uuid('c', 1 + n % 12) FROM generate_series(1, ${PRODUCTS}) AS n
        UNION ALL
        SELECT bench_uuid('p', n), bench_uuid('c', 1 + (n / 5) % 12) FROM generate_series(5, ${PRODUCTS}, 5) AS n
        WHERE (n / 5) % 12 <> n % 12;`),
    );
    await timed('variants', () =>
      run(`
        INSERT INTO product_variants (product_id, color, size, sku, stock, active)
        SELECT bench_uuid('p', n), c.name, z.name, 'BENCH-' || n || '-' || c.position || '-' || z.position,
          CASE WHEN (n + c.position * 7 + z.position * 13) % 7 = 0 THEN 0 ELSE 1 + (n * c.position + z.position) % 20 END,
          (n + c.position * 3 + z.position) % 31 <> 0
        FROM generate_series(1, ${PRODUCTS}) AS n
        JOIN product_colors c ON (c.position * 3 + n) % 8 < 2 + n % 2
        JOIN product_sizes z ON (z.position + n) % 5 <> 0 OR n % 3 = 0;`),
    );
    // As autovacuum would leave a settled database: statistics, and visibility maps for index-only scans.
    await timed('vacuum analyze', () => run('VACUUM ANALYZE'));
  } finally {
    await client.end();
  }
}

/** The statements a repository function sends, recorded instead of run. */
async function statementsOf(call: (db: Queryable) => Promise<unknown>) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const record = (sql: string, params: readonly unknown[] = []) => {
    statements.push({ sql, params: [...params] });
  };
  await call({
    query: async (sql, params) => (record(sql, params), []),
    maybeOne: async (sql, params) => (record(sql, params), undefined),
    execute: async (sql, params) => (record(sql, params), 0),
    exec: async () => undefined,
  });
  return statements;
}

interface Plan {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: Plan[];
}

/** The indexes a plan reads, by name, each once, in the order met. */
function indexesOf(plan: Plan, found = new Set<string>()): Set<string> {
  if (plan['Index Name']) found.add(plan['Index Name']);
  for (const child of plan.Plans ?? []) indexesOf(child, found);
  return found;
}

interface Explained {
  p50: number;
  p95: number;
  rows: number;
  indexes: string[];
}

/** A statement under EXPLAIN ANALYZE, REPEATS times after 5 unmeasured runs: planning + execution, its indexes. */
async function explain(client: pg.Client, sql: string, params: unknown[]): Promise<Explained> {
  const times: number[] = [];
  let last: { Plan: Plan } | undefined;
  for (let run = 0; run < REPEATS + 5; run += 1) {
    const { rows } = await client.query<{
      'QUERY PLAN': [{ Plan: Plan; 'Planning Time': number; 'Execution Time': number }];
    }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    const [result] = rows[0]!['QUERY PLAN'];
    if (run >= 5) times.push(result['Planning Time'] + result['Execution Time']);
    last = result;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rows: last!.Plan['Actual Rows'] ?? 0,
    indexes: [...indexesOf(last!.Plan)],
  };
}

function explainedRow(name: string, figures: Explained, target: number) {
  console.log(
    [
      pad(name, 44),
      lpad(ms(figures.p50, 2), 7),
      lpad(ms(figures.p95, 2), 7),
      lpad(String(figures.rows), 6),
      lpad(`< ${target}`, 6),
      `  ${figures.indexes.join(', ') || '(none)'}`,
    ].join(' '),
  );
}

/** The gateway (its sources through tsx) in a process of its own, in production mode, in front of restUrl. */
async function startGateway(
  restUrl: string,
  cache: boolean,
): Promise<{ process: ChildProcess; url: string }> {
  const port = await freePort();
  const child = fork(fileURLToPath(new URL('../../gateway/src/server.ts', import.meta.url)), [], {
    execArgv: ['--conditions=@lemari/source', '--import', 'tsx', '--max-old-space-size=160'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      REST_API_URL: restUrl,
      // No manifest: free-form documents are accepted (the gateway logs a warning saying so).
      TRUSTED_DOCUMENTS: '/nonexistent/no-manifest.json',
      WEB_DIST: '/nonexistent',
      WEB_SSR: 'off',
      LOG_LEVEL: 'error',
      GATEWAY_RATE_LIMIT: '100000000',
      RESPONSE_CACHE: String(cache),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  gateways.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/health`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return { process: child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the gateway did not start within 60 s');
}

const SHOP_DOCUMENT = `query Shop($filter: ProductFilter, $sort: ProductSort, $page: PageInput) {
  products(filter: $filter, sort: $sort, page: $page) {
    items { id productName mainImage sellPrice normalPrice discount stock }
    paging { count page limit }
  }
}`;
const SHOP_WITH_FACETS = SHOP_DOCUMENT.replace(
  'paging { count page limit }',
  `paging { count page limit }
    facets { sizes { value count } colors { value count } categories { category { id categoryName slug } count }
      price { min max } }`,
);
const SHOP_VARIABLES = {
  filter: { sizes: [SHOP.sizes], maxPrice: SHOP.maxPrice },
  sort: SORT.toUpperCase(),
  page: { limit: PAGE },
};

const graphql = (gateway: string, query: string): LoadRequest => ({
  url: `${gateway}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables: SHOP_VARIABLES }),
  graphql: true,
});
const rest = (address: string, paths: string[]): LoadRequest => ({
  url: `${address}${paths[0]}`,
  headers: { 'client-id': 'client_web' },
  ...(paths.length > 1 ? { paths } : {}),
});

/** One request before the load, so that a broken case says why instead of measuring errors. */
async function check(name: string, request: LoadRequest) {
  const answer = await fetch(request.url, {
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    ...(request.body ? { body: request.body } : {}),
  });
  const text = await answer.text();
  if (!answer.ok || text.includes('"errors"'))
    throw new Error(`${name}: ${answer.status} ${text.slice(0, 400)}`);
}

async function load(name: string, request: LoadRequest): Promise<LoadFigures> {
  await check(name, request);
  if (WARMUP > 0) await autocannonRun(request, WARMUP, CONNECTIONS);
  const figures = await autocannonRun(request, SECONDS, CONNECTIONS);
  console.log(
    [
      pad(name, 50),
      lpad(figures.rps.toFixed(0), 7),
      ...latencyCells(figures, 1),
      figures.codes || figures.mismatches ? `  ${figures.codes} ${figures.mismatches} with errors` : '',
    ].join(' '),
  );
  return figures;
}

/** Thrown to end the run after the database figures (BENCH_LOAD=0). */
class Skip extends Error {}

const gateways: ChildProcess[] = [];
let api: ScratchApi | undefined;
try {
  api = await scratchApi({
    adminUrl: ADMIN_URL,
    name: 'catalogue',
    env: { HOUSEKEEPING_INTERVAL: '0' },
    // Its gateways stop first.
    before: () => {
      for (const child of gateways) if (child.exitCode === null) child.kill('SIGTERM');
    },
  });
  const { database, db, address } = api;

  const started = performance.now();
  console.log(`Seeding ${PRODUCTS} products into ${database.name}:`);
  await seedCatalogue(database.url);
  const counts = await db.maybeOne<{ products: number; variants: number; active: number; matching: number }>(
    `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM product_variants) AS variants,
       (SELECT count(*) FROM products WHERE status = 'active' AND deleted_at IS NULL) AS active,
       (SELECT count(*) FROM products p WHERE status = 'active' AND deleted_at IS NULL AND sell_price <= $1
          AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.active AND v.size = $2))
         AS matching`,
    [SHOP.maxPrice, SHOP.sizes],
  );
  console.log(
    `  total: ${((performance.now() - started) / 1000).toFixed(1)} s — ${counts!.products} products ` +
      `(${counts!.active} in the shop), ${counts!.variants} variants; size ${SHOP.sizes} at most ` +
      `${SHOP.maxPrice}: ${counts!.matching} products`,
  );

  // 1–2. The statements the REST API sends, under EXPLAIN ANALYZE.
  const names = async (table: string) =>
    (await db!.query<{ name: string }>(`SELECT name FROM ${table} ORDER BY position, lower(name)`)).map(
      (row) => row.name,
    );
  const lists = { sizes: await names('product_sizes'), colors: await names('product_colors') };
  const window = { limit: PAGE, offset: 0, page: 1 };
  /** The statements of one /shop page: its products, their count, the facets. */
  const shopStatements = async (query: Parameters<typeof listingFilter>[0]) => {
    const filter = listingFilter(query, lists);
    const [page, count] = await statementsOf((recorder) => listListing(recorder, {}, filter, SORT, window));
    const [facets] = await statementsOf((recorder) => listingFacets(recorder, {}, filter));
    return { page: page!, count: count!, facets: facets! };
  };

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // product_search's own statement is explained with the settings its SET clause gives it (and only it), and the
  // word-similarity threshold it sets for q (migration 0015).
  const searchSettings = (
    await client.query<{ setting: string }>(
      "SELECT unnest(proconfig) AS setting FROM pg_proc WHERE proname = 'product_search'",
    )
  ).rows.map((row) => row.setting.split('=') as [string, string]);
  const explainSearch = async (sql: string, params: unknown[], threshold: number) => {
    await client.query('BEGIN');
    try {
      for (const [name, value] of searchSettings) {
        await client.query('SELECT set_config($1, $2, true)', [name, value]);
      }
      await client.query("SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)", [
        String(threshold),
      ]);
      return await explain(client, sql, params);
    } finally {
      await client.query('COMMIT');
    }
  };

  console.log(
    `\nAt the database: EXPLAIN ANALYZE, planning + execution, ${REPEATS} runs each (PostgreSQL ` +
      `${(await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version}; ` +
      `${machineLoad()})\n`,
  );
  const header = [
    pad('statement', 44),
    lpad('p50 ms', 7),
    lpad('p95 ms', 7),
    lpad('rows', 6),
    lpad('target', 6),
    '  indexes',
  ].join(' ');
  console.log(header);
  console.log('-'.repeat(header.length + 60));
  // The issue's page (a size asks for stock: the products' in-stock summaries), the same in stock only (the same
  // list), and colour-filtered pages, whose cards pick the colour's picture from the page's rows.
  const cases = [
    [`/shop size ${SHOP.sizes}, ≤ ${SHOP.maxPrice}, ${SORT}`, SHOP],
    ['  the same, in stock only', { ...SHOP, inStock: true }],
    [`  colour Navy instead of the size`, { colors: 'Navy', maxPrice: SHOP.maxPrice }],
    [`  size ${SHOP.sizes} in Navy or Black`, { ...SHOP, colors: 'Navy,Black' }],
  ] as const;
  for (const [name, query] of cases) {
    const statements = await shopStatements(query);
    for (const part of ['page', 'count', 'facets'] as const) {
      const { sql, params } = statements[part];
      explainedRow(`${name}: ${part}`, await explain(client, sql, params), TARGETS.database);
    }
  }

  const suggestTimes: number[] = [];
  for (const typed of TYPED) {
    const [products] = await statementsOf((recorder) => suggestProducts(recorder, typed, SUGGESTED_PRODUCTS));
    const [categories] = await statementsOf((recorder) =>
      suggestCategories(recorder, typed, SUGGESTED_CATEGORIES),
    );
    const search = (
      await client.query<{ sql: string; words: string; threshold: number }>(
        `SELECT product_search_statement($1) AS sql, array_to_string(search_words($1), ' ') AS words,
           product_search_threshold($1) AS threshold`,
        [typed],
      )
    ).rows[0]!;
    const productFigures = await explain(client, products!.sql, products!.params);
    const categoryFigures = await explain(client, categories!.sql, categories!.params);
    const inner = await explainSearch(search.sql, [search.words], search.threshold);
    explainedRow(`suggest "${typed}": products`, productFigures, TARGETS.suggestions);
    explainedRow(`  product_search("${typed}")`, inner, TARGETS.suggestions);
    explainedRow(`  categories`, categoryFigures, TARGETS.suggestions);
    suggestTimes.push(productFigures.p95 + categoryFigures.p95);
  }
  await client.end();
  suggestTimes.sort((a, b) => a - b);
  console.log(
    `suggestions at the database (products + categories, p95 of each typed text): worst ` +
      `${ms(suggestTimes.at(-1)!, 2)} ms, median ${ms(percentile(suggestTimes, 50), 2)} ms (target < ${TARGETS.suggestions} ms)`,
  );
  console.log(`after the database figures: ${machineLoad()}`);

  // 3. Under load.
  if (process.env.BENCH_LOAD === '0') throw new Skip();
  const [uncached, cached] = [await startGateway(address, false), await startGateway(address, true)];
  const shopQuery = `sizes=${SHOP.sizes}&maxPrice=${SHOP.maxPrice}`;
  console.log(
    `\nUnder load: ${CONNECTIONS} connections, ${SECONDS} s per case after ${WARMUP} s unmeasured; REST API in ` +
      `this process, each gateway (production, sources through tsx) and the load generator in their own ` +
      `(${machineLoad()})\n`,
  );
  const loadHeader = [pad('case', 50), lpad('req/s', 7), ...LATENCY_HEADINGS].join(' ');
  console.log(loadHeader);
  console.log('-'.repeat(loadHeader.length + 4));
  const restList = await load(
    `REST /public/v1/product?${shopQuery}&sort=${SORT}`,
    rest(address, [`/public/v1/product?${shopQuery}&sort=${SORT}&limit=${PAGE}`]),
  );
  const restFacets = await load(
    'REST /public/v1/product/facets (same filters)',
    rest(address, [`/public/v1/product/facets?${shopQuery}`]),
  );
  const gatewayList = await load(
    'GraphQL products(filter, sort), uncached',
    graphql(uncached.url, SHOP_DOCUMENT),
  );
  const gatewayFacets = await load(
    'GraphQL products + facets, uncached',
    graphql(uncached.url, SHOP_WITH_FACETS),
  );
  const cachedFacets = await load(
    'GraphQL products + facets, response cache',
    graphql(cached.url, SHOP_WITH_FACETS),
  );
  const suggest = await load(
    `REST /public/v1/product/suggest (${TYPED.length} texts)`,
    rest(
      address,
      TYPED.map((typed) => `/public/v1/product/suggest?q=${encodeURIComponent(typed)}`),
    ),
  );

  const ratio = (a: LoadFigures, b: LoadFigures) =>
    `${(a.rps / b.rps).toFixed(2)}× req/s, p95 ${ms(a.p95, 1)} against ${ms(b.p95, 1)} ms`;
  console.log('\nRatios to the direct REST call:');
  console.log(`  gateway list, uncached / REST list:                 ${ratio(gatewayList, restList)}`);
  console.log(`  gateway list + facets, uncached / REST list:        ${ratio(gatewayFacets, restList)}`);
  console.log(`  gateway list + facets, cached / REST list:          ${ratio(cachedFacets, restList)}`);
  console.log(`  REST facets / REST list:                            ${ratio(restFacets, restList)}`);
  console.log(
    `  suggestions p95 under load: ${ms(suggest.p95, 1)} ms at ${CONNECTIONS} connections ` +
      `(target < ${TARGETS.suggestions} ms)`,
  );
  console.log(`after the load: ${machineLoad()}`);
  // autocannon stops without waiting for its last requests; let the servers finish them before closing.
  await new Promise((resolve) => setTimeout(resolve, 1000));
} catch (error) {
  if (!(error instanceof Skip)) throw error;
} finally {
  await api?.close();
}
