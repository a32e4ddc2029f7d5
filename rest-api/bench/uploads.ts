// The issue's upload burst: staff sending phone photos of about 3 MB, UPLOAD_CONCURRENCY at once (8), for
// UPLOAD_ROUNDS rounds (3), to a REST API in a process of its own (src/server.ts, production mode, the image's
// 128 MB heap limit). Prints each round's answers and latency, and the REST API's resident memory (from /proc)
// before the first upload, at its peak, and UPLOAD_SETTLE_SECONDS (30) after the last one. Passes or fails nothing.
// The REST API runs with MALLOC_ARENA_MAX=2 as its image does (set MALLOC_ARENA_MAX= to run without).
// Run: pnpm --filter @lemari/rest-api bench:uploads
//      BENCH_DATABASE_URL=postgres://user@host:5432/db   PostgreSQL (a fresh database, dropped after); unset: PGlite
//      BENCH_REST_HEAP_MB=128                            the REST API's --max-old-space-size (0: none)
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminToken, freePort, photo, rssMb, scratchDatabase } from './kit.js';

const ROUNDS = Number(process.env.UPLOAD_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.UPLOAD_CONCURRENCY ?? 8);
const SETTLE_SECONDS = Number(process.env.UPLOAD_SETTLE_SECONDS ?? 30);
const HEAP_MB = Number(process.env.BENCH_REST_HEAP_MB ?? 128);
const ADMIN_URL = process.env.BENCH_DATABASE_URL;

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = mkdtempSync(path.join(tmpdir(), 'lemari-bench-uploads-'));
const database = ADMIN_URL ? await scratchDatabase(ADMIN_URL) : undefined;
const databaseUrl = database?.url;

let rest: ChildProcess | undefined;
const stop = async () => {
  if (rest && rest.exitCode === null) {
    const exited = new Promise((resolve) => rest!.once('exit', resolve));
    rest.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
};
process.once('SIGINT', () => void stop().then(() => process.exit(130)));

try {
  const photos = await Promise.all([photo(3024, 4032, 1), photo(4032, 3024, 2)]);
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
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
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      HOST: '127.0.0.1',
      REST_API_PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ORDER_SWEEP_INTERVAL: '0',
      HOUSEKEEPING_INTERVAL: '0',
      JWT_SECRET: randomBytes(32).toString('hex'),
      // As the image and pnpm start run it (the root Dockerfile); MALLOC_ARENA_MAX= (empty) runs without.
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
  const token = await adminToken(address);

  await sleep(3000); // start-up's garbage collected, so "before" is the idle process
  const before = rssMb(rest.pid);
  const samples: number[] = [before];
  const sampler = setInterval(() => samples.push(rssMb(rest!.pid)), 200);

  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const response = await fetch(`${address}/v1/upload/image`, {
      method: 'POST',
      headers: { 'client-id': 'client_web', authorization: `Bearer ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };

  const sizes = photos.map((bytes) => `${(bytes.length / 1024 / 1024).toFixed(1)} MB`).join(' and ');
  console.log(
    `\nImage uploads to the REST API (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, heap limit ${HEAP_MB > 0 ? `${HEAP_MB} MB` : 'none'}): ` +
      `${ROUNDS} rounds of ${CONCURRENCY} at once, photos of ${sizes}`,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, index) => upload(photos[index % photos.length]!)),
    );
    const statuses = new Map<number, number>();
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    console.log(
      `  round ${round}: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}; ` +
        `slowest ${slowest.toFixed(0)} ms, round ${(performance.now() - started).toFixed(0)} ms, ` +
        `RSS now ${rssMb(rest.pid).toFixed(0)} MB`,
    );
  }
  await sleep(SETTLE_SECONDS * 1000);
  clearInterval(sampler);
  const after = rssMb(rest.pid);
  samples.push(after);
  console.log(
    `  REST RSS: before ${before.toFixed(0)} MB, peak ${Math.max(...samples).toFixed(0)} MB, ` +
      `${SETTLE_SECONDS} s after ${after.toFixed(0)} MB`,
  );
} finally {
  await stop();
}
