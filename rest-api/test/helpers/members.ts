// Fresh members for the tests, signed in: made by the admin through the API with a password of their own, or
// inserted in SQL with the seeded member's password hash, so that only the sign-in pays for the memory-hard hash.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ROLE_IDS } from '../../src/domains/roles/system-roles.js';
import { ACCOUNTS, type TestApp } from './app.js';

/** The password of the members newMember makes. */
export const MEMBER_PASSWORD = 'Shopper-pass-1';

export interface Member {
  id: string;
  email: string;
  token: string;
  refreshToken: string;
}

const freshEmail = (tag: string) => `${tag}.${randomBytes(4).toString('hex')}@example.com`;

async function signIn(t: TestApp, id: string, email: string, password: string): Promise<Member> {
  const session = await t.login(email, password);
  return { id, email, token: session.accessToken, refreshToken: session.refreshToken };
}

/** A fresh confirmed member, made by the admin through POST /v1/user with MEMBER_PASSWORD, and signed in. */
export async function newMember(t: TestApp, tag = 'shopper', name = `${tag} member`): Promise<Member> {
  const email = freshEmail(tag);
  const created = await t.call('POST', '/v1/user', {
    token: await t.tokenOf('admin'),
    body: { email, password: MEMBER_PASSWORD, name },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return signIn(t, created.body.data.id, email, MEMBER_PASSWORD);
}

/**
 * A fresh confirmed member named Shopper, with nothing of its own yet, and signed in. Inserted in SQL with the
 * seeded member's password hash (so its password is ACCOUNTS.member.password): only the sign-in pays for the
 * memory-hard hash.
 */
export async function insertMember(t: TestApp, tag: string): Promise<Member> {
  const email = freshEmail(tag);
  const row = await t.db.maybeOne<{ id: string }>(
    `INSERT INTO users (email, password_hash, name, confirmed_at)
     SELECT $1, password_hash, 'Shopper', now() FROM users WHERE email = $2 RETURNING id`,
    [email, ACCOUNTS.member.email],
  );
  await t.db.execute('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [row!.id, ROLE_IDS.member]);
  return signIn(t, row!.id, email, ACCOUNTS.member.password);
}
