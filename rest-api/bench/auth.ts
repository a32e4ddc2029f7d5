// Benchmark of the foundation's hot paths: what the per-request access check (JWT + one SQL query for the
// session and permission) costs next to a route with none. Prints figures; passes or fails nothing.
// Run: pnpm --filter @lemari/rest-api bench            (embedded PGlite, in memory)
//      DATABASE_URL=postgres://… pnpm --filter @lemari/rest-api bench
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connect } from '../src/db/index.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const dataDir = mkdtempSync(path.join(tmpdir(), 'lemari-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
});
const db = await connect({ url: config.databaseUrl });
const app = await buildApp({ config, db, logger: { level: 'warn' } });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${address}/v1/auth/login`, {
    method: 'POST',
    headers: { 'client-id': 'client_web', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

const member = await signIn('member@lemari.test', 'Member-pass-1');
const admin = await signIn('admin@lemari.test', 'Admin-pass-1');

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  token?: string;
  body?: string;
  connections?: number;
}

const cases: Case[] = [
  { name: 'GET /health (no database, no auth)', path: '/health' },
  {
    name: 'GET /v1/profile (member: token, session + permission, profile)',
    path: '/v1/profile',
    token: member,
  },
  {
    name: 'GET /v1/user?limit=10 (admin: access check + list + count)',
    path: '/v1/user?limit=10',
    token: admin,
  },
  {
    name: 'POST /v1/auth/login (scrypt, 4 connections)',
    path: '/v1/auth/login',
    method: 'POST',
    body: JSON.stringify({ email: 'member@lemari.test', password: 'Member-pass-1' }),
    connections: 4,
  },
];

console.log(
  `engine=${db.engine} connections=${CONNECTIONS} duration=${SECONDS}s node=${process.version}\n` +
    'case | req/s | p50 ms | p95 ms (p97.5) | p99 ms | errors',
);
let baseline = 0;
for (const item of cases) {
  const result = await autocannon({
    url: `${address}${item.path}`,
    method: item.method ?? 'GET',
    connections: item.connections ?? CONNECTIONS,
    duration: SECONDS,
    headers: {
      'client-id': 'client_web',
      'content-type': 'application/json',
      ...(item.token ? { authorization: `Bearer ${item.token}` } : {}),
    },
    ...(item.body ? { body: item.body } : {}),
  });
  const rps = result.requests.average;
  baseline ||= rps;
  const bad = result.errors + result.non2xx;
  console.log(
    `${item.name} | ${rps.toFixed(0)} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${bad}` +
      ` | ${(rps / baseline).toFixed(2)}× of /health`,
  );
}

// autocannon stops without waiting for its last requests; let the server finish them before closing.
await new Promise((resolve) => setTimeout(resolve, 1000));
await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
