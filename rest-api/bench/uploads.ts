// The issue's upload burst, once for each way the REST API is run: staff sending phone photos of about 3 MB,
// UPLOAD_CONCURRENCY at once (8), for UPLOAD_ROUNDS rounds (3), to the built REST API (dist/server.js, production
// mode) in processes of its own. For each way it prints each round's answers and latency, and the resident memory
// (from /proc) before the first upload, at its peak, and UPLOAD_SETTLE_SECONDS (30) after the last one: of the
// process that serves, and of all the processes the way starts (a launcher, pnpm). Passes or fails nothing.
// The ways (BENCH_WAYS, a comma list of their keys; all by default):
//   node        `node dist/server.js`, MALLOC_ARENA_MAX unset (the server starts itself again with two arenas)
//   package     `pnpm --filter @lemari/rest-api start`, MALLOC_ARENA_MAX unset (the same, under pnpm)
//   pnpm-start  as `pnpm start` (scripts/start.mjs) runs it: node dist/server.js with MALLOC_ARENA_MAX=2
//   glibc       MALLOC_ARENA_MAX= (empty): glibc's own arenas, as every unset way ran before issue 32
// Run: pnpm --filter @lemari/rest-api... build && pnpm --filter @lemari/rest-api bench:uploads
//      BENCH_DATABASE_URL=postgres://user@host:5432/db   PostgreSQL (a fresh database per way, dropped after); unset: PGlite
//      BENCH_REST_HEAP_MB=128                            a heap limit (NODE_OPTIONS=--max-old-space-size); none by default
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminToken, freePort, photo, rssMb, scratchDatabase } from './kit.js';

const ROUNDS = Number(process.env.UPLOAD_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.UPLOAD_CONCURRENCY ?? 8);
const SETTLE_SECONDS = Number(process.env.UPLOAD_SETTLE_SECONDS ?? 30);
const HEAP_MB = Number(process.env.BENCH_REST_HEAP_MB ?? 0);
const ADMIN_URL = process.env.BENCH_DATABASE_URL;

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const ROOT_DIR = path.join(PACKAGE_DIR, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Way {
  label: string;
  command: string;
  args: string[];
  cwd: string;
  /** MALLOC_ARENA_MAX: undefined leaves it unset. */
  arenas: string | undefined;
}

const WAYS: Record<string, Way> = {
  node: {
    label: 'node dist/server.js',
    command: process.execPath,
    args: ['dist/server.js'],
    cwd: PACKAGE_DIR,
    arenas: undefined,
  },
  package: {
    label: 'pnpm --filter @lemari/rest-api start',
    command: 'pnpm',
    args: ['--filter', '@lemari/rest-api', 'start'],
    cwd: ROOT_DIR,
    arenas: undefined,
  },
  'pnpm-start': {
    label: "pnpm start's way (MALLOC_ARENA_MAX=2)",
    command: process.execPath,
    args: ['--enable-source-maps', 'dist/server.js'],
    cwd: PACKAGE_DIR,
    arenas: '2',
  },
  glibc: {
    label: "glibc's default arenas (MALLOC_ARENA_MAX=)",
    command: process.execPath,
    args: ['dist/server.js'],
    cwd: PACKAGE_DIR,
    arenas: '',
  },
};

/** The process and all it started, depth first. */
function treeOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(treeOf)];
}

const cmdlineOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** The process that serves: the last node process running dist/server.js (a launcher's child, when there is one). */
const servingOf = (top: number) => treeOf(top).findLast((pid) => cmdlineOf(pid).includes('dist/server.js'));

const treeRssMb = (top: number) => treeOf(top).reduce((total, pid) => total + (rssMb(pid) || 0), 0);

async function stopTree(top: ChildProcess) {
  if (top.exitCode !== null || top.signalCode !== null) return;
  const exited = new Promise((resolve) => top.once('exit', resolve));
  const pids = treeOf(top.pid!);
  top.kill('SIGTERM');
  const serving = servingOf(top.pid!);
  if (serving && serving !== top.pid) process.kill(serving, 'SIGTERM');
  const timer = setTimeout(() => {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

async function runWay(key: string, way: Way, photos: Buffer[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lemari-bench-uploads-'));
  const database = ADMIN_URL ? await scratchDatabase(ADMIN_URL) : undefined;
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    HOST: '127.0.0.1',
    REST_API_PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ORDER_SWEEP_INTERVAL: '0',
    HOUSEKEEPING_INTERVAL: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
    NODE_OPTIONS: HEAP_MB > 0 ? `--max-old-space-size=${HEAP_MB}` : '',
  };
  if (way.arenas === undefined) delete env.MALLOC_ARENA_MAX;
  else env.MALLOC_ARENA_MAX = way.arenas;
  const top = spawn(way.command, way.args, { cwd: way.cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    const exited = new Promise<never>((_, reject) =>
      top.once('exit', (code) => reject(new Error(`${way.label} exited (${code})`))),
    );
    exited.catch(() => undefined);
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 1800) throw new Error(`${way.label} did not start within 180 s`);
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
    const serving = servingOf(top.pid!)!;
    const arenas = /(?:^|\0)MALLOC_ARENA_MAX=([^\0]*)/.exec(readFileSync(`/proc/${serving}/environ`, 'utf8'));

    await sleep(3000); // start-up's garbage collected, so "before" is the idle process
    const before = { serving: rssMb(serving), all: treeRssMb(top.pid!) };
    const samples = [before];
    const sampler = setInterval(
      () => samples.push({ serving: rssMb(serving), all: treeRssMb(top.pid!) }),
      200,
    );

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

    console.log(
      `\n${way.label} [${key}]: serving process ${serving}${serving === top.pid ? '' : ` (started by ${top.pid})`}, ` +
        `MALLOC_ARENA_MAX ${arenas ? `"${arenas[1]}"` : 'unset'}`,
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
          `RSS now ${rssMb(serving).toFixed(0)} MB`,
      );
    }
    await sleep(SETTLE_SECONDS * 1000);
    clearInterval(sampler);
    const after = { serving: rssMb(serving), all: treeRssMb(top.pid!) };
    samples.push(after);
    const line = (pick: (sample: typeof before) => number) =>
      `${pick(before).toFixed(0)} → ${Math.max(...samples.map(pick)).toFixed(0)} → ${pick(after).toFixed(0)} MB`;
    const figures = { serving: line((sample) => sample.serving), all: line((sample) => sample.all) };
    console.log(
      `  RSS before → peak → ${SETTLE_SECONDS} s after: serving ${figures.serving}; all ${figures.all}`,
    );
    return { label: way.label, ...figures };
  } finally {
    await stopTree(top);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

if (!existsSync(path.join(PACKAGE_DIR, 'dist/server.js'))) {
  throw new Error('Build the REST API first: pnpm --filter @lemari/rest-api... build');
}
const keys = (process.env.BENCH_WAYS ?? Object.keys(WAYS).join(',')).split(',').map((key) => key.trim());
for (const key of keys)
  if (!WAYS[key]) throw new Error(`BENCH_WAYS: unknown way ${key} (${Object.keys(WAYS).join(', ')})`);

const photos = await Promise.all([photo(3024, 4032, 1), photo(4032, 3024, 2)]);
const sizes = photos.map((bytes) => `${(bytes.length / 1024 / 1024).toFixed(1)} MB`).join(' and ');
console.log(
  `Image uploads to the REST API (${ADMIN_URL ? 'PostgreSQL' : 'PGlite'}, heap limit ${HEAP_MB > 0 ? `${HEAP_MB} MB` : 'none'}): ` +
    `${ROUNDS} rounds of ${CONCURRENCY} at once, photos of ${sizes}, for each way of running it`,
);
const results = [];
for (const key of keys) results.push(await runWay(key, WAYS[key]!, photos));

console.log(`\n| way | serving process: before → peak → ${SETTLE_SECONDS} s after | all its processes |`);
console.log('| --- | --- | --- |');
for (const result of results) console.log(`| ${result.label} | ${result.serving} | ${result.all} |`);
