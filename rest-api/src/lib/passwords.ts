// Password hashing with scrypt (memory-hard, in Node's standard library) and the strength rule.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { defineMessage, type Localized, t } from '../i18n/index.js';

const KEY_LENGTH = 64;
const COST = { N: 2 ** 15, r: 8, p: 1 } as const; // about 32 MiB of memory per hash
const MAX_MEMORY = 128 * COST.N * COST.r * 2;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Answers "scrypt$N$r$p$salt$hash" so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// A hash to verify against when no account matches, so that a missing account costs the same time.
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-1');
  return dummyHash.then((hash) => verifyPassword(password, hash)).then(() => false);
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const WEAKNESS = {
  short: defineMessage({
    id: 'password.too-short',
    defaultMessage: '{field}: Password must be at least {min} characters long',
  }),
  long: defineMessage({
    id: 'password.too-long',
    defaultMessage: '{field}: Password must be at most {max} characters long',
  }),
  plain: defineMessage({
    id: 'password.letter-and-digit',
    defaultMessage: '{field}: Password must contain at least one letter and one digit',
  }),
};

/** Answers why a new password (the body's `field`) is too weak, or undefined when it is acceptable. */
export function passwordWeakness(password: string, field: string): Localized | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return t(WEAKNESS.short, { field, min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) return t(WEAKNESS.long, { field, max: PASSWORD_MAX_LENGTH });
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return t(WEAKNESS.plain, { field });
  return undefined;
}
