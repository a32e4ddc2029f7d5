// Processes for the benchmarks: the REST API, gateways and load generators each run in a process of their own
// (forked with IPC). Shared by bench/gateway.ts, bench/mixed-load.ts and bench/upload-load.ts; what the REST API's
// benchmarks use too (autocannon, percentiles, memory and CPU from /proc, the admin's token) is rest-api/bench/kit.ts.
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../rest-api/bench/kit.js';

export const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** tsx, with @lemari/shop from its TypeScript sources (the condition its package exports name them under). */
export const TSX = ['--conditions=@lemari/source', '--import', 'tsx'];

export const children: ChildProcess[] = [];
export function child(file: string, env: Record<string, string> = {}, execArgv = TSX): ChildProcess {
  const process_ = fork(file, [], {
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(process_);
  return process_;
}

/** The REST API's execArgv: tsx, and a heap limit when BENCH_REST_HEAP_MB says one. */
export function restExecArgv(): string[] {
  const heapMb = process.env.BENCH_REST_HEAP_MB;
  return heapMb ? [...TSX, `--max-old-space-size=${heapMb}`] : TSX;
}

export function firstMessage<T>(process_: ChildProcess, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    process_.once('message', (message) => resolve(message as T));
    process_.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready`)));
  });
}

export async function waitFor(url: string, seconds: number) {
  for (let attempt = 0; attempt < seconds * 10; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * The gateway as production runs it: compiled (tsc, into dist/) and started with plain node, so that its memory
 * is not the TypeScript loader's. A build with type errors still emits; without any dist/server.js the bench
 * falls back to the sources through tsx (and says so, since tsx adds about 50 MB).
 */
export function buildGateway(): { file: string; execArgv: string[] } {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', here('../tsconfig.build.json')], {
    encoding: 'utf8',
  });
  if (result.status !== 0)
    console.log(`tsc reported errors; using what it emitted:\n${result.stdout.slice(0, 800)}`);
  const compiled = here('../dist/server.js');
  // The heap limit the image sets (the root Dockerfile's gateway NODE_OPTIONS), then any flags of BENCH_GATEWAY_FLAGS.
  const flags = [
    '--max-old-space-size=160',
    ...(process.env.BENCH_GATEWAY_FLAGS ?? '').split(' ').filter(Boolean),
  ];
  if (existsSync(compiled)) return { file: compiled, execArgv: ['--enable-source-maps', ...flags] };
  console.log('no dist/server.js: running the sources through tsx (RSS includes the loader)');
  return { file: here('../src/server.ts'), execArgv: [...TSX, ...flags] };
}

export async function startGateway(
  gateway: { file: string; execArgv: string[] },
  restUrl: string,
  manifest: string,
  env: Record<string, string>,
) {
  const port = await freePort();
  const process_ = child(
    gateway.file,
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      REST_API_URL: restUrl,
      TRUSTED_DOCUMENTS: manifest,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      GATEWAY_RATE_LIMIT: '100000000',
      ...env,
    },
    gateway.execArgv,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, 60);
  return { process: process_, url };
}

/**
 * A scratch folder for one benchmark run, and the way to end it: every child process stopped and the folder
 * removed, also when the run is interrupted (Ctrl-C).
 */
export function benchRun(prefix: string): { dir: string; stopAll: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const stopAll = () => {
    for (const process_ of children) if (process_.exitCode === null) process_.kill('SIGINT');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  return { dir, stopAll };
}
