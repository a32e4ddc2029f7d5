// Housekeeping prunes only dead rows: expired refresh tokens and the sessions left without any, used or expired
// confirmation links, rate-limit windows that are over, and mail delivered long ago.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await t.db.maybeOne<{ count: number }>(`SELECT count(*) AS count FROM ${table}`))!.count;

describe('housekeeping', () => {
  it('prunes dead rows and keeps live ones', async () => {
    const live = await t.login(ACCOUNTS.member.email, ACCOUNTS.member.password);
    const dead = await t.login(ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    // The admin's session ended long ago: its refresh token expired 40 days ago.
    await t.db.execute(
      `UPDATE refresh_tokens SET expires_at = now() - interval '40 days'
       WHERE session_id IN (SELECT id FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1))`,
      [ACCOUNTS.admin.email],
    );
    await t.db.execute(
      `UPDATE sessions SET created_at = now() - interval '70 days'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [ACCOUNTS.admin.email],
    );
    await t.db.execute(
      `INSERT INTO rate_limits (key, window_start, hits) VALUES ('old', now() - interval '2 days', 3),
         ('current', now(), 1)`,
    );
    await t.db.execute(
      `INSERT INTO outbox (to_address, subject, text_body, sent_at) VALUES
         ('a@example.com', 'old', 'x', now() - interval '40 days'),
         ('b@example.com', 'recent', 'x', now() - interval '1 day'),
         ('c@example.com', 'unsent', 'x', NULL)`,
    );
    const sessionsBefore = await count('sessions');

    const removed = await t.app.housekeeping();
    expect(removed.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.rateLimits).toBe(1);
    expect(removed.outbox).toBe(1);
    expect(await count('sessions')).toBe(sessionsBefore - removed.sessions!);
    const keys = await t.db.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key');
    expect(keys.map((row) => row.key)).toContain('current');
    expect(keys.map((row) => row.key)).not.toContain('old');
    const subjects = await t.db.query<{ subject: string }>('SELECT subject FROM outbox ORDER BY subject');
    expect(subjects.map((row) => row.subject)).toEqual(expect.arrayContaining(['recent', 'unsent']));

    // The live session still works and can refresh; the dead one cannot.
    expect((await t.call('GET', '/v1/profile', { token: live.accessToken })).status).toBe(200);
    const refreshed = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: live.refreshToken } });
    expect(refreshed.status).toBe(200);
    const gone = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: dead.refreshToken } });
    expect(gone.status).toBe(401);

    // A second run finds nothing more.
    const again = await t.app.housekeeping();
    expect(Object.values(again).every((value) => value === 0)).toBe(true);
  });
});

describe('two housekeeping runs at once (two API processes)', () => {
  it('remove each dead row once between them and keep the live ones', async () => {
    await t.db.execute(
      `INSERT INTO rate_limits (key, window_start, hits)
       SELECT 'old-' || n, now() - interval '2 days', 1 FROM generate_series(1, 40) AS n`,
    );
    await t.db.execute(`INSERT INTO rate_limits (key, window_start, hits) VALUES ('live', now(), 1)`);
    await t.db.execute(
      `INSERT INTO outbox (to_address, subject, text_body, sent_at)
       SELECT 'dead' || n || '@example.com', 'delivered long ago', 'x', now() - interval '40 days'
       FROM generate_series(1, 40) AS n`,
    );
    await t.db.execute(
      `INSERT INTO outbox (to_address, subject, text_body, sent_at) VALUES ('live@example.com', 'live', 'x', NULL)`,
    );

    const [first, second] = await Promise.all([t.app.housekeeping(), t.app.housekeeping()]);
    expect(first.rateLimits! + second.rateLimits!).toBe(40);
    expect(first.outbox! + second.outbox!).toBe(40);
    expect(await count(`rate_limits WHERE key LIKE 'old-%'`)).toBe(0);
    expect(await count(`outbox WHERE subject = 'delivered long ago'`)).toBe(0);
    expect(await count(`rate_limits WHERE key = 'live'`)).toBe(1);
    expect(await count(`outbox WHERE subject = 'live'`)).toBe(1);
  });
});
