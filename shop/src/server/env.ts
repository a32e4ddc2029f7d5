// Reading the environment, shared by the REST API's and the gateway's configuration: every variable is checked
// at start-up, and a wrong one stops the start with a sentence naming it.

export type Env = Record<string, string | undefined>;

/** A whole number of at least `min`; unset or empty gives the fallback. */
export function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

/** true/1/on/yes or false/0/off/no, in any case; unset or empty gives the fallback. */
export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'on', 'yes'].includes(raw)) return true;
  if (['false', '0', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/** A comma list, items trimmed and empty ones dropped; unset or blank gives the fallback. */
export function list(raw: string | undefined, fallback: string[]): string[] {
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A base URL without its trailing slashes; unset or empty gives the fallback. */
export const baseUrl = (raw: string | undefined, fallback: string) => (raw || fallback).replace(/\/+$/, '');

/**
 * Fastify's trustProxy from TRUST_PROXY: unset or false, true, or the proxies' addresses as given. `true` believes
 * any client's X-Forwarded-For, so a client that sends its own picks the address every per-IP limit counts (35
 * password-reset requests from one client were never limited): in production (NODE_ENV=production) it stops the
 * start with a sentence naming what to set instead. Development and tests may still use it.
 */
export function trustProxy(raw: string | undefined, nodeEnv?: string): boolean | string {
  const value = raw?.trim();
  if (!value || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() !== 'true') return value;
  if (nodeEnv === 'production') {
    throw new Error(
      'TRUST_PROXY=true trusts the X-Forwarded-For header of any client, so anyone could choose the address ' +
        "the per-IP limits count; production refuses it. Set TRUST_PROXY to your proxies' addresses " +
        '(a comma list such as 10.0.0.5,10.0.0.6 or 10.0.0.0/8), or to uniquelocal when they are on a private ' +
        'network (10/8, 172.16/12, 192.168/16).',
    );
  }
  return true;
}
