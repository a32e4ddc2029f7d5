// The staff's order exports at scale (issues 22 and 32): 100,000 orders with 1–3 lines each, a payment and a
// shipment, in a scratch PostgreSQL database, exported over HTTP as CSV (GET /v1/order/export) and then as a
// spreadsheet (GET /v1/order/export.xlsx), every order, from a REST API in a process of its own (src/server.ts,
// production mode, the image's 128 MB heap limit). Prints each download's bytes and seconds, and side by side the
// REST process's resident memory (from /proc) idle before each export, at its peak while streaming (sampled every
// 50 ms) and the growth, with the kernel's high-water mark VmHWM. Passes or fails nothing.
// Run: pnpm --filter @lemari/rest-api bench:export
//      BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test): the server on
//      which a fresh lemari_bench_<random> database is created and dropped (BENCH_KEEP_DATABASE=1 keeps it)
//      BENCH_ORDERS=100000  BENCH_REST_HEAP_MB=128 (0: none)
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, type Db } from '../src/db/index.js';
import { adminToken, freePort, rssMb, scratchDatabase } from './kit.js';
import { timed } from './scratch-api.js';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const HEAP_MB = Number(process.env.BENCH_REST_HEAP_MB ?? 128);

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The kernel's record of a process's highest resident memory (VmHWM), in MB. */
function peakRssMb(pid: number | undefined): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * The orders, written in the database in a few statements: 20 products, then ORDERS orders one every 5 minutes
 * back from now (so about 350 days), each with 1–3 lines, amounts that add up (checked after), a payment (method
 * and status by the order's status) and a JNE shipment to one of the cities, some with a resi number.
 */
async function seedOrders(db: Db) {
  await db.execute(
    `INSERT INTO products (product_name, buy_price, normal_price, sell_price, discount, weight, stock, colors,
       sizes, images, status)
     SELECT 'Kemeja Bench ' || g, 60000, 150000 + g * 1000, 120000 + g * 1000, 0, 300, 1000,
       ARRAY['Navy', 'Black'], ARRAY['M', 'L'], ARRAY['/uploads/bench-' || g || '.webp'], 'active'
     FROM generate_series(1, 20) g`,
  );
  // Order g has 1 + g % 3 lines; its line n is 1 + (g + n) % 3 of product 1 + (g + n) % 20 (Rp 120.000 + 1.000 k,
  // bought at Rp 60.000), so its amounts are known as it is written (no update of 100,000 rows after).
  const LINES = `generate_series(1, 1 + g % 3) n`;
  const quantity = `(1 + (g + n) % 3)`;
  const price = `(120000 + (1 + (g + n) % 20) * 1000)`;
  await db.execute(
    `INSERT INTO orders (order_code, customer_email, customer_name, customer_phone, status, subtotal,
       shipping_cost, total, profit, client_code, expires_at, created_at)
     SELECT 'ORD-' || to_char(now() - g * interval '5 minutes', 'YYYYMMDD') || '-' || lpad(g::text, 6, '0'),
       'pelanggan' || g || '@example.com', 'Pelanggan ' || g || CASE WHEN g % 50 = 0 THEN ', "VIP"' ELSE '' END,
       '0812' || lpad(g::text, 8, '0'),
       (ARRAY['paid', 'processing', 'completed', 'pending', 'cancelled'])[1 + g % 5],
       amounts.subtotal, 18000, amounts.subtotal + 18000, amounts.subtotal - amounts.bought, 'bench-' || g,
       now() - g * interval '5 minutes' + interval '1 day', now() - g * interval '5 minutes'
     FROM generate_series(1, $1::int) g
     CROSS JOIN LATERAL (SELECT sum(${quantity} * ${price}) AS subtotal, sum(${quantity} * 60000) AS bought
                         FROM ${LINES}) amounts`,
    [ORDERS],
  );
  await db.execute(
    `INSERT INTO order_lines (order_id, position, product_id, product_name, color, size, quantity, normal_price,
       sell_price, buy_price, weight, sku)
     SELECT o.id, n, p.id, p.product_name, (ARRAY['Navy', 'Black'])[1 + n % 2], (ARRAY['M', 'L'])[1 + n % 2],
       ${quantity}, p.normal_price, p.sell_price, p.buy_price, p.weight, 'BENCH-' || (1 + (g + n) % 20)
     FROM orders o
     CROSS JOIN LATERAL (SELECT substring(o.client_code FROM 7)::int AS g) serial
     CROSS JOIN LATERAL ${LINES}
     JOIN products p ON p.product_name = 'Kemeja Bench ' || (1 + (g + n) % 20)`,
  );
  await db.execute(
    `INSERT INTO payments (order_id, provider, token, redirect_url, payment_method, total_amount, status, paid_at)
     SELECT o.id, 'sandbox', 'bench-' || o.id, 'http://pay.test/' || o.id,
       CASE WHEN o.status IN ('pending', 'cancelled') THEN ''
            ELSE (ARRAY['qris', 'gopay', 'bca_va', 'credit_card'])[1 + abs(hashtext(o.order_code)) % 4] END,
       o.total,
       CASE o.status WHEN 'pending' THEN 'pending' WHEN 'cancelled' THEN 'cancelled' ELSE 'paid' END,
       CASE WHEN o.status IN ('pending', 'cancelled') THEN NULL ELSE o.created_at + interval '10 minutes' END
     FROM orders o`,
  );
  await db.execute(
    `INSERT INTO shipments (order_id, courier, service, cost, weight, origin_city_id, destination_city_id, address,
       resi_number, status, delivered_at)
     SELECT o.id, 'jne', 'REG', o.shipping_cost, 900, 501, c.id,
       jsonb_build_object('name', o.customer_name, 'phone', o.customer_phone, 'address', 'Jl. Merdeka 1',
         'subdistrictName', 'Kecamatan ' || (1 + abs(hashtext(o.id::text)) % 50), 'city', c.type || ' ' || c.city,
         'postalCode', c.postal_code, 'note', CASE WHEN o.id::text < '8' THEN 'Titip di pos satpam' ELSE '' END),
       CASE WHEN o.status IN ('processing', 'completed') THEN 'JNE' || lpad((abs(hashtext(o.id::text)))::text, 12, '0')
            ELSE '' END,
       CASE o.status WHEN 'processing' THEN 'shipped' WHEN 'completed' THEN 'delivered'
                     WHEN 'cancelled' THEN 'cancelled' ELSE 'pending' END,
       -- A delivered parcel has its courier's time (migration 0032).
       CASE WHEN o.status = 'completed' THEN o.created_at + interval '3 days' END
     FROM orders o JOIN cities c ON c.id = 1 + abs(hashtext(o.order_code)) % 501`,
  );
  await db.execute('ANALYZE');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lemari-bench-export-'));
const database = await scratchDatabase(ADMIN_URL);
let rest: ChildProcess | undefined;
let db: Db | undefined;
const stop = async () => {
  if (rest && rest.exitCode === null) {
    const exited = new Promise((resolve) => rest!.once('exit', resolve));
    rest.kill('SIGTERM');
    await exited;
  }
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept ${database.url}`);
  else await database.drop();
};
process.once('SIGINT', () => void stop().then(() => process.exit(130)));

try {
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  // The REST API migrates the fresh database and seeds its accounts as it starts.
  rest = fork(here('../src/server.ts'), [], {
    execArgv: [
      '--conditions=@lemari/source',
      '--import',
      'tsx',
      ...(HEAP_MB > 0 ? [`--max-old-space-size=${HEAP_MB}`] : []),
    ],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      REST_API_PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ORDER_SWEEP_INTERVAL: '0',
      HOUSEKEEPING_INTERVAL: '0',
      JWT_SECRET: randomBytes(32).toString('hex'),
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<never>((_, reject) =>
    rest!.once('exit', (code) => reject(new Error(`the REST API exited (${code})`))),
  );
  exited.catch(() => undefined);
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 1200) throw new Error('the REST API did not start within 120 s');
    const up = await Promise.race([
      fetch(`${address}/health`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (up) break;
    await sleep(100);
  }

  console.log(`\nOrder export: ${ORDERS.toLocaleString('en')} orders on PostgreSQL (${database.name})`);
  db = await connect({ url: database.url });
  await timed('seeding orders, lines, payments and shipments', () => seedOrders(db!));
  const counts = (await db.maybeOne<{ orders: number; lines: number; wrong: number }>(
    `SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_lines) AS lines,
       (SELECT count(*) FROM orders o WHERE o.subtotal <>
          (SELECT sum(l.sell_price * l.quantity) FROM order_lines l WHERE l.order_id = o.id)) AS wrong`,
  ))!;
  console.log(
    `  ${counts.orders.toLocaleString('en')} orders, ${counts.lines.toLocaleString('en')} lines` +
      (counts.wrong ? `; ${counts.wrong} orders whose subtotal is not their lines' (a seeding bug)` : ''),
  );
  const token = await adminToken(address);

  /**
   * One download of every order in one format: the bytes, the seconds, and the REST process's resident memory
   * idle before it and at its sampled peak while streaming (every 50 ms), with the kernel's high-water mark.
   */
  const measure = async (format: 'CSV' | 'XLSX', route: string) => {
    await sleep(3000); // the last request's garbage collected, so "before" is the idle process
    const before = rssMb(rest!.pid);
    const hwmBefore = peakRssMb(rest!.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(rest!.pid));
    }, 50);
    const started = performance.now();
    const response = await fetch(`${address}${route}`, {
      headers: { 'client-id': 'client_web', authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`the ${format} export answered ${response.status}`);
    let bytes = 0;
    let newlines = 0;
    let firstByteMs = Number.NaN;
    // Counted as it comes, never held: a CSV record ends with CRLF (no field holds a line break here).
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      if (format === 'CSV') for (const byte of chunk) if (byte === 0x0a) newlines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(rest!.pid));
    const hwm = peakRssMb(rest!.pid);
    console.log(`  ${format}: ${response.headers.get('content-disposition')}`);
    if (format === 'CSV') {
      console.log(`    rows: ${(newlines - 1).toLocaleString('en')} (one per line; + the header)`);
    }
    console.log(
      `    bytes: ${bytes.toLocaleString('en')} (${(bytes / 1024 / 1024).toFixed(1)} MB), ` +
        `time: ${seconds.toFixed(1)} s (first byte after ${firstByteMs.toFixed(0)} ms), ` +
        `${Math.round(counts.orders / seconds).toLocaleString('en')} orders/s`,
    );
    return { format, before, peak, growth: peak - before, hwmBefore, hwm, seconds, bytes };
  };

  // The CSV first, then the spreadsheet from the same idle process: each one's growth over its own "before".
  const results = [await measure('CSV', '/v1/order/export'), await measure('XLSX', '/v1/order/export.xlsx')];
  console.log(
    `\n  REST API resident memory while exporting ${counts.orders.toLocaleString('en')} orders ` +
      `(heap limit ${HEAP_MB > 0 ? `${HEAP_MB} MB` : 'none'}):`,
  );
  console.log('  format   before   peak   growth   VmHWM before → after   seconds      MB');
  for (const r of results) {
    console.log(
      `  ${r.format.padEnd(6)} ${r.before.toFixed(0).padStart(6)} ${r.peak.toFixed(0).padStart(6)} ` +
        `${`+${r.growth.toFixed(0)}`.padStart(8)}   ${r.hwmBefore.toFixed(0).padStart(6)} → ${r.hwm
          .toFixed(0)
          .padEnd(10)} ${r.seconds.toFixed(1).padStart(9)} ${(r.bytes / 1024 / 1024).toFixed(1).padStart(7)}`,
    );
  }
  const [csv, xlsx] = results;
  console.log(
    `  XLSX growth / CSV growth: ${(xlsx!.growth / Math.max(csv!.growth, 1)).toFixed(2)}; ` +
      `XLSX time / CSV time: ${(xlsx!.seconds / csv!.seconds).toFixed(2)}`,
  );
} finally {
  await stop();
}
