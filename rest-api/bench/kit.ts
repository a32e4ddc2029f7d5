// What the REST API's benchmarks and the gateway's (gateway/bench) share: autocannon in a process of its own,
// latency percentiles and their table columns, a process's memory and CPU from /proc, a free port, the seeded admin's token, phone
// photos to upload, and a scratch PostgreSQL database. Written once here, the lower layer, and imported by both.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { connect } from '../src/db/index.js';

/** The p-th percentile (nearest rank) of ascending numbers; NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One load: where to send it, and how. */
export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Paths (with their query) to rotate through, one per request, on the url's origin. */
  paths?: string[];
  /** A GraphQL answer with errors is still a 200: count such answers as mismatches. */
  graphql?: boolean;
}

/** What one autocannon run measured; p50/p95/p99 in ms over every response time. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  mismatches: number;
  /** The non-2xx statuses and their counts, as "404×3 500×1". */
  codes: string;
}

interface WorkerAnswer extends Omit<LoadFigures, 'p50' | 'p95' | 'p99'> {
  times: number[];
}

/**
 * Runs autocannon for `seconds` with `connections` in a child process (./load-worker.mjs, plain Node), so that
 * the load generator shares no event loop with the servers it measures.
 */
export function autocannonRun(
  request: LoadRequest,
  seconds: number,
  connections: number,
): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = fork(fileURLToPath(new URL('./load-worker.mjs', import.meta.url)), [], { execArgv: [] });
    worker.once('message', ({ times, ...figures }: WorkerAnswer) => {
      times.sort((a, b) => a - b);
      resolve({
        ...figures,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    worker.send({ ...request, seconds, connections });
  });
}

/** A table cell: text padded to the column's width, on the left (pad: names) or on the right (lpad: figures). */
export const pad = (text: string, width: number) => text.padEnd(width);
export const lpad = (text: string, width: number) => text.padStart(width);

/** Milliseconds with `digits` decimals; a dash when there were none. */
export const ms = (value: number, digits: number) => (Number.isNaN(value) ? '—' : value.toFixed(digits));

/** The columns every load table shows after its case and req/s: latency percentiles, non-2xx answers, errors. */
export const LATENCY_HEADINGS = [
  lpad('p50 ms', 7),
  lpad('p95 ms', 7),
  lpad('p99 ms', 7),
  lpad('non-2xx', 8),
  lpad('errors', 7),
];

/** One run's cells under LATENCY_HEADINGS, its times with `digits` decimals. */
export function latencyCells(figures: LoadFigures, digits: number): string[] {
  return [
    lpad(ms(figures.p50, digits), 7),
    lpad(ms(figures.p95, digits), 7),
    lpad(ms(figures.p99, digits), 7),
    lpad(String(figures.non2xx), 8),
    lpad(String(figures.errors), 7),
  ];
}

/** The resident memory of a process, in MB, from /proc (Linux); NaN elsewhere. */
export function rssMb(pid: number | undefined): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); NaN elsewhere. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An access token of the seeded admin, signed in straight at the REST API. */
export async function adminToken(restAddress: string): Promise<string> {
  const login = await fetch(`${restAddress}/v1/auth/login`, {
    method: 'POST',
    headers: { 'client-id': 'client_web', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@lemari.test', password: 'Admin-pass-1' }),
  });
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A phone photo: blurred noise, so it compresses as badly as a real one (12 megapixels: about 3 MB). */
export async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let index = 0; index < raw.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    raw[index] = (state >>> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A fresh database lemari_bench_<random> on the PostgreSQL server of `adminUrl` (through the REST API's own
 * driver), its URL, and the way to drop it (forced, so that a connection left open cannot keep it).
 */
export async function scratchDatabase(
  adminUrl: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `lemari_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const server = await connect({ url: adminUrl });
    try {
      await server.execute(sql);
    } finally {
      await server.close();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
