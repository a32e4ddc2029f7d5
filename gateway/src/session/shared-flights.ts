// Refresh single-flight across gateway processes (REDIS_URL set): one process takes a short Redis lock on a
// refresh token and refreshes it; the others wait for its result, which stays in Redis for the grace window so
// that a browser's parallel requests landing on other processes get the same new tokens instead of presenting
// a spent refresh token (which the REST API treats as theft). The shared result is encrypted with a key derived
// from the old refresh token, so only someone holding that token can read the new ones; keys are hashes of it.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RefreshUpstream, Tokens } from './session.js';

/** The few Redis commands the flights need (node-redis's client has them). */
export interface FlightStore {
  set(key: string, value: string, options: { NX?: boolean; PX: number }): Promise<unknown>;
  get(key: string): Promise<string | null>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

const LOCK_MS = 10_000;
const POLL_MS = 25;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

const digest = (text: string) => createHash('sha256').update(text).digest();

function seal(tokens: Tokens, refreshToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', digest(`seal:${refreshToken}`), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(sealed: string, refreshToken: string): Tokens {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', digest(`seal:${refreshToken}`), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(
    Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
  ) as Tokens;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `upstream` once across every process sharing `store` for this refresh token; the others share its result. */
export async function sharedRefresh(
  store: FlightStore,
  refreshToken: string,
  upstream: RefreshUpstream,
  rememberMs: number,
): Promise<Tokens> {
  const id = digest(`flight:${refreshToken}`).toString('hex');
  const resultKey = `lemari:refresh:${id}:result`;
  const lockKey = `lemari:refresh:${id}:lock`;
  const owner = randomUUID();
  const deadline = Date.now() + LOCK_MS + 2_000;
  for (;;) {
    const done = await store.get(resultKey);
    if (done) return open(done, refreshToken);
    if (await store.set(lockKey, owner, { NX: true, PX: LOCK_MS })) {
      try {
        // Landed between our read and our lock: use it.
        const landed = await store.get(resultKey);
        if (landed) return open(landed, refreshToken);
        const tokens = await upstream(refreshToken);
        await store.set(resultKey, seal(tokens, refreshToken), { PX: rememberMs });
        return tokens;
      } finally {
        await store.eval(RELEASE, { keys: [lockKey], arguments: [owner] }).catch(() => undefined);
      }
    }
    // Another process is refreshing: wait for its result (or for its lock to go, if it failed).
    if (Date.now() > deadline) return upstream(refreshToken);
    await sleep(POLL_MS);
  }
}
