// Benchmark of the shop's hot reads at catalogue scale: 10,000 products and 100,000 orders on PostgreSQL, then
// autocannon against the product list, search and detail, the staff order list and the dashboard counters.
// Prints req/s and latency percentiles next to the issue's targets; passes or fails nothing.
// Run: pnpm --filter @lemari/rest-api bench:shop
//      BENCH_DATABASE_URL=postgres://user@host:5432/db  an existing database to connect to as admin (default below);
//                                                       a fresh lemari_bench_<random> is created and dropped
//      BENCH_DURATION=10 BENCH_CONNECTIONS=50            seconds and connections per route
import pg from 'pg';
import { ROLE_IDS } from '../src/domains/roles/system-roles.js';
import {
  adminToken,
  autocannonRun,
  LATENCY_HEADINGS,
  latencyCells,
  lpad,
  pad,
  type LoadFigures,
} from './kit.js';
import { scratchApi, timed, type ScratchApi } from './scratch-api.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = 10_000;
const ORDERS = 100_000;
const CUSTOMERS = 2_000;
/** In about 1 % of product names and nowhere else, so that a search for it matches about 100 products. */
const RARE_WORD = 'Songket';
const TARGETS = { catalogue: 20, dashboard: 50 } as const;

const BULK_TABLES = ['products', 'product_categories', 'orders', 'order_lines', 'payments', 'shipments'];

/**
 * The catalogue, customers and orders, generated in the database with INSERT … SELECT over generate_series, on
 * one connection (its temporary tables carry the order lines over to the orders' totals). Secondary indexes are
 * dropped for the load and built again after it, as a bulk import would: far faster than maintaining the trigram
 * indexes row by row.
 */
async function seedScale(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (sql: string) => client.query(sql);
  try {
    await run("SET maintenance_work_mem = '256MB'");
    // The rows are consistent by construction: skipping the per-row foreign-key triggers (a superuser's right)
    // halves the load. Without that right the checks simply run.
    await run('SET session_replication_role = replica').catch(() => undefined);
    const indexes = (
      await client.query<{ name: string; definition: string }>(
        `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
         WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.indexname))::regclass)`,
        [BULK_TABLES],
      )
    ).rows;
    await run(indexes.map((index) => `DROP INDEX ${index.name};`).join('\n'));

    // Deterministic UUIDs (md5 with the v4 version and variant nibbles) let orders name products by number.
    await run(`
      CREATE FUNCTION bench_uuid(kind text, n bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS
        $$ SELECT overlay(overlay(md5(kind || n) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$;
      CREATE FUNCTION bench_pick(items text[], n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS
        $$ SELECT items[1 + (n % cardinality(items))::integer] $$;`);

    await timed('categories and products', () =>
      run(`
        INSERT INTO categories (id, category_name, slug)
        SELECT bench_uuid('c', n), name, lower(name)
        FROM unnest(ARRAY['Kemeja', 'Kaos', 'Celana', 'Outerwear', 'Dress', 'Batik', 'Rok', 'Blus', 'Jaket',
          'Hoodie', 'Gamis', 'Aksesori']) WITH ORDINALITY AS c(name, n);

        INSERT INTO products (id, product_name, description, buy_price, normal_price, sell_price, discount, weight,
          stock, material, colors, sizes, images, status, created_at, updated_at, deleted_at)
        SELECT bench_uuid('p', n),
          garment || ' ' || style || CASE WHEN n % 100 = 7 THEN ' ${RARE_WORD}' ELSE '' END || ' ' || n,
          'Koleksi ' || lower(style) || ' dari bahan ' || lower(material) ||
            ' yang nyaman dipakai sehari-hari, dijahit rapi oleh penjahit lokal. Seri ' || n || '.',
          round(sell * 0.6 / 1000) * 1000, normal, sell, round((normal - sell) * 100.0 / normal),
          150 + (n * 13) % 750, (n * 17) % 61, material,
          bench_pick(ARRAY['{Grey,Navy}', '{Black}', '{Grey,Navy,Black}', '{Navy,Black}'], n)::text[],
          bench_pick(ARRAY['{S,M,L,XL}', '{M,L,XL,XXL}', '{S,M,L}', '{S,M,L,XL,XXL}'], n / 4)::text[],
          ARRAY['http://127.0.0.1/uploads/bench/p' || n || '-a.webp',
            'http://127.0.0.1/uploads/bench/p' || n || '-b.webp'],
          CASE WHEN n % 25 = 0 THEN 'draft' ELSE 'active' END,
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

        -- Their variants, as migration 0011 makes them for rows written this way (the stock spread over them).
        SELECT product_variants_from_options(ARRAY(SELECT id FROM products));

        INSERT INTO product_categories (product_id, category_id)
        SELECT bench_uuid('p', n), bench_uuid('c', 1 + n % 12) FROM generate_series(1, ${PRODUCTS}) AS n
        UNION ALL
        SELECT bench_uuid('p', n), (SELECT id FROM categories WHERE slug = 'new-arrival')
        FROM generate_series(1, 100) AS n;

        -- Replica mode skips the triggers that write each product's search texts (migrations 0012, 0013): once here.
        SELECT product_search_refresh(ARRAY(SELECT id FROM products));`),
    );

    await timed('customers', () =>
      run(`
        INSERT INTO users (id, email, username, name, password_hash, confirmed_at)
        SELECT bench_uuid('u', n), 'pelanggan' || n || '@example.com', 'pelanggan' || n, 'Pelanggan ' || n,
          'no-sign-in', now()
        FROM generate_series(1, ${CUSTOMERS}) AS n;
        INSERT INTO user_roles (user_id, role_id)
        SELECT bench_uuid('u', n), '${ROLE_IDS.member}' FROM generate_series(1, ${CUSTOMERS}) AS n;`),
    );

    // 1 to 4 lines per order (2.5 on average), copying the product as it is; then each order's sums.
    await timed('order lines', () =>
      run(`
        CREATE TEMP TABLE bench_lines AS
        SELECT o.n, l.position, p.id AS product_id, p.product_name, p.images[1] AS product_image,
          p.colors[1] AS color, p.sizes[1] AS size, CASE WHEN (o.n + l.position) % 5 = 0 THEN 2 ELSE 1 END AS quantity,
          p.normal_price, p.sell_price, p.buy_price, p.discount, p.weight
        FROM generate_series(1, ${ORDERS}) AS o(n)
        CROSS JOIN LATERAL generate_series(1, 1 + (o.n * 7) % 4) AS l(position)
        JOIN products p ON p.id = bench_uuid('p', 1 + (o.n * 31 + l.position * 977) % ${PRODUCTS});
        CREATE TEMP TABLE bench_sums AS
        SELECT n, sum(sell_price * quantity) AS subtotal, sum((sell_price - buy_price) * quantity) AS profit,
          sum(weight * quantity) AS weight, greatest(1, ceil(sum(weight * quantity) / 1000.0)) * 20000 AS shipping
        FROM bench_lines GROUP BY n;`),
    );

    // Statuses by n % 100: 55 % completed, 8 % processing, 5 % paid, 10 % cancelled, 12 % expired, 10 % pending
    // (placed in the last 12 hours, so still payable); the rest are spread over about a year.
    await timed('orders, lines, payments, shipments', () =>
      run(`
        CREATE TEMP TABLE bench_orders AS
        SELECT n, bench_uuid('o', n) AS id, n % 5 = 0 AS guest,
          CASE WHEN n % 100 < 55 THEN 'completed' WHEN n % 100 < 63 THEN 'processing' WHEN n % 100 < 68 THEN 'paid'
            WHEN n % 100 < 78 THEN 'cancelled' WHEN n % 100 < 90 THEN 'expired' ELSE 'pending' END AS status,
          CASE WHEN n % 100 >= 90 THEN now() - (n % 720) * interval '1 minute'
            ELSE now() - n * interval '5 minutes' END AS created_at
        FROM generate_series(1, ${ORDERS}) AS n;

        INSERT INTO orders (id, order_code, user_id, customer_email, customer_name, customer_phone, status,
          subtotal, shipping_cost, total, profit, expires_at, paid_at, created_at, updated_at)
        SELECT o.id,
          'ORD-' || to_char(o.created_at AT TIME ZONE 'Asia/Jakarta', 'YYYYMMDD') || '-' ||
            (SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + ((o.n >> (5 * k)) & 31)::integer, 1),
               '' ORDER BY k DESC) FROM generate_series(0, 4) AS k),
          CASE WHEN o.guest THEN NULL ELSE bench_uuid('u', 1 + o.n % ${CUSTOMERS}) END,
          CASE WHEN o.guest THEN 'tamu' || o.n || '@example.com'
            ELSE 'pelanggan' || (1 + o.n % ${CUSTOMERS}) || '@example.com' END,
          CASE WHEN o.guest THEN 'Tamu ' || o.n ELSE 'Pelanggan ' || (1 + o.n % ${CUSTOMERS}) END,
          '0812' || lpad(o.n::text, 8, '0'), o.status, s.subtotal, s.shipping, s.subtotal + s.shipping, s.profit,
          o.created_at + interval '1 day',
          CASE WHEN o.status IN ('paid', 'processing', 'completed') THEN o.created_at + interval '20 minutes' END,
          o.created_at, o.created_at
        FROM bench_orders o JOIN bench_sums s USING (n);

        INSERT INTO order_lines (order_id, position, product_id, product_name, product_image, color, size, quantity,
          normal_price, sell_price, buy_price, discount, weight)
        SELECT bench_uuid('o', n), position, product_id, product_name, product_image, color, size, quantity,
          normal_price, sell_price, buy_price, discount, weight
        FROM bench_lines;

        INSERT INTO payments (order_id, provider, token, redirect_url, payment_method, total_amount, status,
          transaction_id, paid_at, created_at, updated_at)
        SELECT id, 'sandbox', md5('t' || id), 'http://127.0.0.1/payment-sandbox/' || md5('t' || id),
          CASE WHEN paid_at IS NULL THEN '' ELSE 'bca_va' END, total,
          CASE WHEN status IN ('paid', 'processing', 'completed') THEN 'paid' ELSE status END,
          CASE WHEN paid_at IS NULL THEN NULL ELSE md5('x' || id) END, paid_at, created_at, created_at
        FROM orders;

        INSERT INTO shipments (order_id, courier, service, description, etd, cost, weight, origin_city_id,
          destination_city_id, address, resi_number, status, shipment_date, delivered_at, created_at, updated_at)
        SELECT o.id, 'jne', 'REG', 'Layanan Reguler', '2-3', o.shipping_cost, s.weight, 501, c.id,
          jsonb_build_object('name', o.customer_name, 'phone', o.customer_phone, 'address', 'Jl. Merdeka No. 1',
            'city', c.city, 'province', pr.province, 'postalCode', c.postal_code),
          CASE WHEN o.status IN ('processing', 'completed') THEN 'JP' || lpad(b.n::text, 10, '0') ELSE '' END,
          CASE o.status WHEN 'completed' THEN 'delivered' WHEN 'processing' THEN 'shipped'
            WHEN 'cancelled' THEN 'cancelled' WHEN 'expired' THEN 'cancelled' ELSE 'pending' END,
          CASE WHEN o.status IN ('processing', 'completed') THEN o.paid_at + interval '1 day' END,
          -- A delivered parcel has its courier's time (migration 0032).
          CASE WHEN o.status = 'completed' THEN o.paid_at + interval '3 days' END,
          o.created_at, o.created_at
        FROM bench_orders b JOIN orders o ON o.id = b.id JOIN bench_sums s ON s.n = b.n
        JOIN cities c ON c.id = (ARRAY[152, 444, 23, 39, 501])[1 + b.n % 5]
        JOIN provinces pr ON pr.id = c.province_id;
        DROP TABLE bench_lines, bench_sums, bench_orders;`),
    );

    await timed(`${indexes.length} secondary indexes`, () =>
      run(indexes.map((index) => `${index.definition};`).join('\n')),
    );
    // As autovacuum would leave a settled database: statistics, and visibility maps for index-only scans.
    // Replica mode also skipped the trigger that keeps the per-status totals: count them once, as the
    // migration that introduced them does.
    await timed('per-status order totals', () =>
      run(`UPDATE order_status_totals t SET orders = c.orders, total = c.total, profit = c.profit
           FROM (SELECT status, count(*) AS orders, sum(total) AS total, sum(profit) AS profit
                 FROM orders GROUP BY status) c
           WHERE t.status = c.status`),
    );
    await timed('vacuum analyze', () => run('VACUUM ANALYZE'));
  } finally {
    await client.end();
  }
}

interface Case {
  name: string;
  target?: number;
  token?: string;
  path: string;
  /** Paths to rotate through, one per request. */
  paths?: string[];
}

/** Runs autocannon against one case, in a process of its own. */
function load(address: string, item: Case): Promise<LoadFigures> {
  return autocannonRun(
    {
      url: `${address}${item.path}`,
      headers: {
        'client-id': 'client_web',
        ...(item.token ? { authorization: `Bearer ${item.token}` } : {}),
      },
      ...(item.paths ? { paths: item.paths } : {}),
    },
    SECONDS,
    CONNECTIONS,
  );
}

let api: ScratchApi | undefined;
try {
  api = await scratchApi({
    adminUrl: ADMIN_URL,
    name: 'shop',
    env: { AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000' },
  });
  const { database, db, address } = api;

  const started = performance.now();
  console.log(`Seeding ${PRODUCTS} products and ${ORDERS} orders into ${database.name}:`);
  await seedScale(database.url);
  const counts = await db.maybeOne<{ products: number; orders: number; lines: number; matches: number }>(
    `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM orders) AS orders,
       (SELECT count(*) FROM order_lines) AS lines,
       (SELECT count(*) FROM products WHERE status = 'active' AND deleted_at IS NULL
          AND search_text LIKE '%${RARE_WORD.toLowerCase()}%') AS matches`,
  );
  console.log(
    `  total: ${((performance.now() - started) / 1000).toFixed(1)} s — ${counts!.products} products, ` +
      `${counts!.orders} orders, ${counts!.lines} lines; "${RARE_WORD}" matches ${counts!.matches} active products`,
  );

  const token = await adminToken(address);
  // The counters answer what the orders hold (the benchmark measures right answers, not empty ones).
  const counter = await fetch(`${address}/v1/dashboard/statistics/counter`, {
    headers: { 'client-id': 'client_web', authorization: `Bearer ${token}` },
  });
  const figures = ((await counter.json()) as { data: { totalTransactions: number } }).data;
  if (figures.totalTransactions !== counts!.orders) {
    throw new Error(`dashboard counts ${figures.totalTransactions} orders, the database ${counts!.orders}`);
  }
  console.log(`  dashboard: ${JSON.stringify(figures)}`);
  const detailIds = (
    await db.query<{ id: string }>(
      "SELECT id FROM products WHERE status = 'active' AND deleted_at IS NULL ORDER BY md5(id::text) LIMIT 1000",
    )
  ).map((row) => `/public/v1/product/${row.id}`);

  const cases: Case[] = [
    {
      name: 'GET /public/v1/product?limit=10',
      target: TARGETS.catalogue,
      path: '/public/v1/product?limit=10',
    },
    {
      name: `GET /public/v1/product?q=${RARE_WORD}&limit=10`,
      target: TARGETS.catalogue,
      path: `/public/v1/product?q=${RARE_WORD}&limit=10`,
    },
    {
      name: 'GET /public/v1/product/:id (1000 ids)',
      target: TARGETS.catalogue,
      path: detailIds[0]!,
      paths: detailIds,
    },
    { name: 'GET /v1/order?limit=10 (admin)', token, path: '/v1/order?limit=10' },
    {
      name: 'GET /v1/dashboard/statistics/counter (admin)',
      target: TARGETS.dashboard,
      token,
      path: '/v1/dashboard/statistics/counter',
    },
  ];

  console.log(
    `\nengine=postgres connections=${CONNECTIONS} duration=${SECONDS}s node=${process.version} ` +
      '(load generator in a child process)\n',
  );
  const header = [pad('route', 50), lpad('req/s', 7), ...LATENCY_HEADINGS, '  target p95'].join(' ');
  console.log(header);
  console.log('-'.repeat(header.length + 12));
  for (const item of cases) {
    const figures = await load(address, item);
    const verdict =
      item.target === undefined
        ? '—'
        : `< ${item.target} ms ${figures.non2xx === 0 && figures.p95 < item.target ? 'met' : 'not met'}`;
    console.log(
      [
        pad(item.name, 50),
        lpad(figures.rps.toFixed(0), 7),
        ...latencyCells(figures, 1),
        `  ${verdict}${figures.codes ? ` (${figures.codes})` : ''}`,
      ].join(' '),
    );
  }
  // autocannon stops without waiting for its last requests; let the server finish them before closing.
  await new Promise((resolve) => setTimeout(resolve, 1000));
} finally {
  await api?.close();
}
