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

/** Fastify's trustProxy from TRUST_PROXY: unset or false, true, or the proxies' addresses as given. */
export function trustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}
