// What the REST API's database-scale benches (bench/shop.ts, bench/catalogue.ts) stand on: the REST API in this
// process on a scratch PostgreSQL database and data folder, listening on a free port, and the way to take it all
// down again, also when the run is interrupted (Ctrl-C).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connect, type Db } from '../src/db/index.js';
import { scratchDatabase } from './kit.js';

export interface ScratchApi {
  /** The scratch database's name and URL. */
  database: { name: string; url: string };
  db: Db;
  /** Where the REST API answers, e.g. http://127.0.0.1:41234. */
  address: string;
  dataDir: string;
  /**
   * Stops the REST API and drops the database (kept, its URL printed, with BENCH_KEEP_DATABASE=1) and the data
   * folder; `before` runs first (the bench's own processes to stop). Runs once, however often it is called.
   */
  close(): Promise<void>;
}

/** Prints how long `fn` took, as "  label: 1.2 s". */
export async function timed(label: string, fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The REST API in production mode with the sandbox payments, no demo shop and no background sweeps, on a fresh
 * lemari_bench_<random> database of `adminUrl`'s server; `env` adds to (or overrides) its configuration.
 */
export async function scratchApi(options: {
  adminUrl: string;
  name: string;
  env?: Record<string, string>;
  before?: () => void | Promise<void>;
}): Promise<ScratchApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `lemari-bench-${options.name}-`));
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let db: Db | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      await options.before?.();
      await app?.close();
      await db?.close();
      if (process.env.BENCH_KEEP_DATABASE === '1' && database) {
        console.log(`kept ${database.url}`);
        database = undefined;
      }
      await database
        ?.drop()
        .catch((error: unknown) => console.error(`could not drop ${database!.name}:`, error));
      rmSync(dataDir, { recursive: true, force: true });
    })());
  // Interrupted, it still stops what it started and drops its database.
  process.once('SIGINT', () => {
    void close().finally(() => process.exit(130));
  });
  try {
    database = await scratchDatabase(options.adminUrl);
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ORDER_SWEEP_INTERVAL: '0',
      ...options.env,
    });
    db = await connect({ url: config.databaseUrl });
    app = await buildApp({ config, db, logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return { database, db, address, dataDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}
