// Regression test for issue 32's outside fault 6: with TRUST_PROXY=true the REST API believed any client's
// X-Forwarded-For, so 35 password-reset requests that each named another address were never limited. Production
// refuses `true` at start with a sentence; a list of the proxies' addresses (or uniquelocal) counts the client.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp } from './helpers/app.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const REFUSAL =
  /TRUST_PROXY=true trusts the X-Forwarded-For header of any client.*production refuses it.*uniquelocal/s;

const production = (env: Record<string, string>) => ({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lemari-trust-proxy-')),
  JWT_SECRET: randomBytes(32).toString('hex'),
  PAYMENT_PROVIDER: 'sandbox',
  ...env,
});

/** Runs src/server.ts with this environment until it exits; answers its exit code and everything it printed. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const server = spawn(
    process.execPath,
    ['--conditions=@lemari/source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: PACKAGE_DIR,
      env: { ...process.env, DATABASE_URL: '', SEED_DEMO: 'false', REST_API_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => server.once('exit', (code) => resolve({ code, output })));
}

describe('fault 6: TRUST_PROXY=true trusts any client X-Forwarded-For', () => {
  it('refuses TRUST_PROXY=true in production with a sentence naming what to set instead', async () => {
    for (const value of ['true', 'TRUE', ' true ']) {
      expect(() => loadConfig(production({ TRUST_PROXY: value }))).toThrow(REFUSAL);
    }
    expect(loadConfig(production({ TRUST_PROXY: 'uniquelocal' })).trustProxy).toBe('uniquelocal');
    expect(loadConfig(production({ TRUST_PROXY: '10.0.0.5,10.0.0.6' })).trustProxy).toBe('10.0.0.5,10.0.0.6');
    // Development and tests may still trust every hop.
    expect(loadConfig({ ...production({ TRUST_PROXY: 'true' }), NODE_ENV: 'development' }).trustProxy).toBe(
      true,
    );

    // The real server does not start: it exits with the sentence before it listens.
    const started = await start(production({ TRUST_PROXY: 'true' }));
    expect(started.code).not.toBe(0);
    expect(started.output).toMatch(REFUSAL);
    expect(started.output).not.toMatch(/Lemari REST API on/);
  }, 60_000);

  it('limits 35 password-reset requests from one client whatever X-Forwarded-For it sends (TRUST_PROXY=uniquelocal)', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'uniquelocal', AUTH_RATE_LIMIT_PER_IP: '30' } });
    try {
      const forgot = (i: number, remoteAddress: string, forwardedFor: string) =>
        t.call('POST', '/v1/auth/password/forgot', {
          body: { email: `probe${i}@example.com` },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // A client on the internet naming a new address in every request: counted as itself.
      const statuses: number[] = [];
      for (let i = 0; i < 35; i += 1)
        statuses.push((await forgot(i, '203.0.113.7', `198.51.100.${i}`)).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
      // Behind the shop's own proxy (a private address) the client it forwards is counted, one by one.
      for (let i = 0; i < 5; i += 1)
        expect((await forgot(100 + i, '10.0.0.9', `198.51.100.${i}`)).status).toBe(200);
    } finally {
      await t.close();
    }
  }, 120_000);
});
