// Builds the real app on a fresh database for one test file: in-memory PGlite, or a new PostgreSQL database
// under TEST_DATABASE_URL when TEST_ENGINE=postgres. Also signs in and calls the API like a client.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import pg from 'pg';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { connect, type Db } from '../../src/db/index.js';

export const CLIENT_ID = 'client_web';

export const ACCOUNTS = {
  root: { email: 'root@lemari.test', password: 'Root-pass-1' },
  admin: { email: 'admin@lemari.test', password: 'Admin-pass-1' },
  member: { email: 'member@lemari.test', password: 'Member-pass-1' },
} as const;
export type SeededRole = keyof typeof ACCOUNTS;

async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (process.env.TEST_ENGINE !== 'postgres') {
    const db = await connect({});
    return { db, drop: async () => undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `lemari_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await connect({ url: url.toString() });
  return {
    db,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailTransport?: Transporter;
  /** Log lines (JSON, level info and up) go here instead of nowhere. */
  logStream?: { write(line: string): void };
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | number | string[] | undefined>;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Send no Client-Id header. */
  noClient?: boolean;
  remoteAddress?: string;
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  call<T = any>(method: string, url: string, options?: CallOptions): Promise<Answer<T>>;
  /** Signs in and answers the login data (accessToken, refreshToken, user, …). */
  login(email: string, password: string): Promise<any>;
  /** Access tokens of the seeded accounts, signed in once per test app. */
  tokenOf(role: SeededRole): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lemari-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_WEB_URL: 'http://shop.test',
    PUBLIC_API_URL: 'http://api.test',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
    // Tests build their own catalogue, and run the expiry sweep by hand.
    SEED_DEMO: 'false',
    ORDER_SWEEP_INTERVAL: '0',
    HOUSEKEEPING_INTERVAL: '0',
    ...options.env,
  });
  const { db, drop } = await freshDatabase();
  const app = await buildApp({
    config,
    db,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
  });

  const call = async <T>(method: string, url: string, opts: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (!opts.noClient) headers['client-id'] ??= CLIENT_ID;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(opts.query
        ? { query: Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)])) }
        : {}),
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON: keep the text
    }
    return { status: response.statusCode, body: body as T, headers: response.headers };
  };

  const login = async (email: string, password: string) => {
    const answer = await call<any>('POST', '/v1/auth/login', { body: { email, password } });
    if (answer.status !== 200)
      throw new Error(`login ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };

  const tokens = new Map<SeededRole, Promise<string>>();
  const tokenOf = (role: SeededRole) => {
    if (!tokens.has(role)) {
      tokens.set(
        role,
        login(ACCOUNTS[role].email, ACCOUNTS[role].password).then((data) => data.accessToken),
      );
    }
    return tokens.get(role)!;
  };

  return {
    app,
    db,
    config,
    call,
    login,
    tokenOf,
    async close() {
      await app.close();
      await db.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
