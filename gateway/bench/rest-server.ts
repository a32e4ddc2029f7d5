// The REST API for bench/gateway.ts, in a process of its own: a fresh database (embedded PGlite in memory, or a
// new database under BENCH_DATABASE_URL), the catalogue and orders the benchmark reads, then listening. Tells
// its parent the address over IPC, and drops its database when told to stop.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../rest-api/src/app.js';
import { loadConfig } from '../../rest-api/src/config.js';
import { scratchDatabase } from '../../rest-api/bench/kit.js';
import { connect, type Db } from '../../rest-api/src/db/index.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const LINES = 4;
const ADMIN_URL = process.env.BENCH_DATABASE_URL;

/** Active products, and completed orders of LINES lines each over them, inserted in SQL. */
async function seed(db: Db) {
  await db.execute(
    `INSERT INTO products (product_name, description, buy_price, normal_price, sell_price, discount, weight, stock,
       material, colors, sizes, images, status, created_at, updated_at)
     SELECT 'Kemeja Bench ' || n, 'Kemeja katun yang nyaman dipakai sehari-hari. Seri ' || n || '.',
       60000, 150000, CASE WHEN n % 3 = 0 THEN 120000 ELSE 150000 END, CASE WHEN n % 3 = 0 THEN 20 ELSE 0 END,
       300, 50, 'Katun', '{Navy,Black}', '{M,L,XL}',
       ARRAY['/uploads/bench/p' || n || '-a.webp', '/uploads/bench/p' || n || '-b.webp'], 'active',
       now() - n * interval '1 minute', now() - n * interval '1 minute'
     FROM generate_series(1, $1::int) AS n`,
    [PRODUCTS],
  );
  // Their variants, as migration 0011 makes them for rows written this way (the stock spread over them).
  await db.query('SELECT product_variants_from_options(ARRAY(SELECT id FROM products))');
  await db.execute(
    `INSERT INTO orders (order_code, customer_email, customer_name, customer_phone, status, subtotal, shipping_cost,
       total, profit, expires_at, paid_at, created_at, updated_at)
     SELECT 'ORD-BENCH-' || lpad(n::text, 5, '0'), 'pelanggan' || n || '@example.com', 'Pelanggan ' || n,
       '0812' || lpad(n::text, 8, '0'), 'completed', 600000, 20000, 620000, 360000,
       now() - n * interval '1 hour' + interval '1 day', now() - n * interval '1 hour',
       now() - n * interval '1 hour', now() - n * interval '1 hour'
     FROM generate_series(1, $1::int) AS n`,
    [ORDERS],
  );
  await db.execute(
    `INSERT INTO order_lines (order_id, position, product_id, product_name, product_image, color, size, quantity,
       normal_price, sell_price, buy_price, discount, weight)
     SELECT o.id, l.position, p.id, p.product_name, p.images[1], 'Navy', 'M', 1, 150000, 150000, 60000, 0, 300
     FROM (SELECT id, row_number() OVER (ORDER BY order_code) AS n FROM orders) AS o
     CROSS JOIN generate_series(1, $1::int) AS l(position)
     JOIN (SELECT id, product_name, images, row_number() OVER (ORDER BY product_name) AS n FROM products) AS p
       ON p.n = 1 + (o.n * 7 + l.position * 97) % $2::int`,
    [LINES, PRODUCTS],
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lemari-bench-gateway-'));
const database = ADMIN_URL ? await scratchDatabase(ADMIN_URL) : undefined;
const databaseUrl = database?.url;

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  REST_API_PORT: '0',
  LOG_LEVEL: 'warn',
  JWT_SECRET: randomBytes(32).toString('hex'),
  ACCESS_TOKEN_TTL: '3600',
  SEED_DEMO: 'false',
  ORDER_SWEEP_INTERVAL: '0',
  HOUSEKEEPING_INTERVAL: '0',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
});
const db = await connect({ url: databaseUrl });
const app = await buildApp({ config, db, logger: false });
await seed(db);
const address = await app.listen({ host: '127.0.0.1', port: 0 });

let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    await app.close();
    await db.close();
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })());
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.once('disconnect', () => void stop());
process.once('SIGINT', () => void stop());
process.send?.({ address, engine: db.engine, products: PRODUCTS, orders: ORDERS, lines: LINES });
