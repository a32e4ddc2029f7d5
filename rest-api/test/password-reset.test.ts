// Forgotten passwords and a second confirmation e-mail (issue 22): POST /v1/auth/password/forgot e-mails a link
// that POST /v1/auth/password/reset spends once; POST /v1/auth/confirmation/resend e-mails a new confirmation link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_REFUSED } from '../src/domains/auth/routes.js';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';
import { MEMBER_PASSWORD, newMember } from './helpers/members.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

async function mailTo(app: TestApp, email: string): Promise<OutboxMessage[]> {
  const outbox = await app.call('GET', '/dev/outbox', { query: { to: email } });
  expect(outbox.status).toBe(200);
  return outbox.body.data;
}

async function resetLink(email: string): Promise<string> {
  const [message] = await mailTo(t, email);
  expect(message?.subject).toMatch(/new password/);
  return message!.links[0]!;
}

const tokenOf = (link: string) => link.split('/').pop()!;
const forgot = (email: string, app = t, remoteAddress?: string) =>
  app.call('POST', '/v1/auth/password/forgot', {
    body: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const reset = (token: string, password: string) =>
  t.call('POST', '/v1/auth/password/reset', { body: { token, password } });
const resend = (email: string, app = t, remoteAddress?: string) =>
  app.call('POST', '/v1/auth/confirmation/resend', {
    body: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const loginStatus = async (email: string, password: string) =>
  (await t.call('POST', '/v1/auth/login', { body: { email, password } })).status;

async function passwordHashOf(email: string): Promise<string> {
  const row = await t.db.maybeOne<{ hash: string }>(
    'SELECT password_hash AS hash FROM users WHERE lower(email) = $1',
    [email],
  );
  return row!.hash;
}

describe('POST /v1/auth/password/forgot and /v1/auth/password/reset', () => {
  it('e-mails a link that sets a new password once, and ends every session of the account', async () => {
    const member = await newMember(t, 'forgetful');
    const second = await t.login(member.email, MEMBER_PASSWORD);

    const asked = await forgot(member.email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ data: true });
    const [message] = await mailTo(t, member.email);
    expect(message!.to).toBe(member.email);
    const link = message!.links[0]!;
    expect(link).toMatch(/^http:\/\/shop\.test\/reset-password\/[\w-]{40,}$/);
    expect(message!.text).toContain(link);
    expect(message!.text).toMatch(/valid for 1 hour and can be used once/);
    // Stored hashed: the token itself is nowhere in the table.
    const stored = await t.db.query<{ token_hash: string; purpose: string }>(
      'SELECT token_hash, purpose FROM email_tokens WHERE user_id = $1',
      [member.id],
    );
    expect(stored).toEqual([{ token_hash: expect.any(String), purpose: 'reset-password' }]);
    expect(stored[0]!.token_hash).not.toBe(tokenOf(link));

    const done = await reset(tokenOf(link), 'Brand-new-pass-2');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: true });

    expect(await loginStatus(member.email, MEMBER_PASSWORD)).toBe(401);
    expect(await loginStatus(member.email, 'Brand-new-pass-2')).toBe(200);
    // Both sessions from before are over: their refresh tokens and access tokens no longer work.
    for (const before of [member.refreshToken, second.refreshToken]) {
      const refresh = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: before } });
      expect(refresh.status).toBe(401);
    }
    expect((await t.call('GET', '/v1/profile', { token: member.token })).status).toBe(401);

    const again = await reset(tokenOf(link), 'Another-pass-3');
    expect(again.status).toBe(400);
    expect(again.body.errors).toBe(RESET_LINK_REFUSED.defaultMessage);
    expect(await loginStatus(member.email, 'Brand-new-pass-2')).toBe(200);
  });

  it('refuses an expired or unknown token with a message for a person, and changes nothing', async () => {
    const member = await newMember(t, 'late');
    await forgot(member.email);
    const token = tokenOf(await resetLink(member.email));
    await t.db.execute(
      "UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [member.id],
    );
    const hash = await passwordHashOf(member.email);
    for (const tried of [token, 'no-such-token']) {
      const answer = await reset(tried, 'Brand-new-pass-2');
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toBe(RESET_LINK_REFUSED.defaultMessage);
    }
    expect(await passwordHashOf(member.email)).toBe(hash);
    expect(await loginStatus(member.email, MEMBER_PASSWORD)).toBe(200);
  });

  it('refuses a weak password naming why, without spending the link', async () => {
    const member = await newMember(t, 'weak');
    await forgot(member.email);
    const token = tokenOf(await resetLink(member.email));
    const hash = await passwordHashOf(member.email);
    for (const [password, why] of [
      ['short1', /at least \d+ characters/],
      ['no-digits-at-all', /one letter and one digit/],
    ] as const) {
      const answer = await reset(token, password);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatch(/^password: /);
      expect(answer.body.errors).toMatch(why);
    }
    expect(await passwordHashOf(member.email)).toBe(hash);
    expect((await reset(token, 'Strong-enough-9')).status).toBe(200);
  });

  it('answers an unknown e-mail the same 200 and e-mails nothing', async () => {
    const email = 'nobody.here@example.com';
    const answer = await forgot(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: true });
    expect(await mailTo(t, email)).toEqual([]);
  });

  it('refuses bad input with a 400 and e-mails nothing', async () => {
    const before = await t.db.maybeOne<{ count: number }>('SELECT count(*)::int AS count FROM outbox');
    for (const body of [{}, { email: 'not-an-address' }, { email: '' }, { email: 42 }]) {
      const answer = await t.call('POST', '/v1/auth/password/forgot', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toMatch(/email/);
    }
    for (const body of [
      {},
      { token: 'x' },
      { password: 'Brand-new-pass-2' },
      { token: '', password: 'Abcdefg-12' },
    ]) {
      expect((await t.call('POST', '/v1/auth/password/reset', { body })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    const after = await t.db.maybeOne<{ count: number }>('SELECT count(*)::int AS count FROM outbox');
    expect(after!.count).toBe(before!.count);
    expect(await loginStatus(ACCOUNTS.member.email, ACCOUNTS.member.password)).toBe(200);
  });

  it('confirms an unconfirmed account that sets its password through the link', async () => {
    const email = 'unconfirmed.reset@example.com';
    const signup = await t.call('POST', '/public/v1/signup', {
      body: { email, password: 'Signup-pass-1', repeatPassword: 'Signup-pass-1' },
    });
    expect(signup.status).toBe(201);
    expect(await loginStatus(email, 'Signup-pass-1')).toBe(403);
    await forgot(email);
    expect((await reset(tokenOf(await resetLink(email)), 'After-reset-2')).status).toBe(200);
    expect(await loginStatus(email, 'After-reset-2')).toBe(200);
  });

  it('spends every other link of the account when one is used', async () => {
    const member = await newMember(t, 'twice');
    await forgot(member.email);
    const first = tokenOf(await resetLink(member.email));
    await forgot(member.email);
    const latest = tokenOf(await resetLink(member.email));
    expect(latest).not.toBe(first);
    expect((await reset(latest, 'Latest-pass-2')).status).toBe(200);
    expect((await reset(first, 'First-pass-3')).body.errors).toBe(RESET_LINK_REFUSED.defaultMessage);
  });
});

describe('POST /v1/auth/confirmation/resend', () => {
  it('e-mails a new confirmation link to an unconfirmed account, which confirms it', async () => {
    const email = 'resend.me@example.com';
    await t.call('POST', '/public/v1/signup', {
      body: { email, password: 'Resend-pass-1', repeatPassword: 'Resend-pass-1' },
    });
    expect(await mailTo(t, email)).toHaveLength(1);
    const answer = await resend(email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: true });
    const messages = await mailTo(t, email);
    expect(messages).toHaveLength(2);
    const latest = messages[0]!;
    expect(latest.subject).toMatch(/Confirm/);
    expect(latest.text).toMatch(/valid for 48 hours/);
    const link = latest.links[0]!;
    expect(link).toMatch(/^http:\/\/shop\.test\/confirmation\/[\w-]{40,}$/);
    expect(link).not.toBe(messages[1]!.links[0]);
    const confirmed = await t.call('GET', '/public/v1/users/confirmation', {
      query: { token: tokenOf(link) },
    });
    expect(confirmed.body).toEqual({ data: true });
    expect(await loginStatus(email, 'Resend-pass-1')).toBe(200);
  });

  it('answers the same 200 and e-mails nothing for a confirmed account or an unknown address', async () => {
    for (const email of [ACCOUNTS.member.email, 'never.signed.up@example.com']) {
      const before = await mailTo(t, email);
      const answer = await resend(email);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: true });
      expect(await mailTo(t, email)).toEqual(before);
    }
  });

  it('refuses a malformed e-mail with a 400', async () => {
    const answer = await resend('nope');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toBe('email must be a valid e-mail address');
  });
});

describe('rate limits', () => {
  it('limits both e-mailing calls per address, counted whether or not it has an account, with a 429', async () => {
    const limited = await createTestApp({ env: { AUTH_MAIL_LIMIT_PER_EMAIL: '2' } });
    try {
      for (const email of [ACCOUNTS.member.email, 'ghost@example.com']) {
        const statuses = [];
        for (let i = 0; i < 3; i += 1) statuses.push((await forgot(email, limited, `10.3.0.${i}`)).status);
        expect(statuses).toEqual([200, 200, 429]);
      }
      expect(await mailTo(limited, ACCOUNTS.member.email)).toHaveLength(2);
      const refused = await forgot(ACCOUNTS.member.email, limited, '10.3.1.1');
      expect(refused.body.errors).toMatch(/Too many password e-mails asked for this address/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await resend('ghost@example.com', limited, `10.4.0.${i}`)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits the calls per IP with a 429', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '2' } });
    try {
      const ip = '10.5.5.5';
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await forgot(`someone${i}@example.com`, limited, ip)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await forgot('someone.else@example.com', limited, ip);
      expect(refused.body.errors).toMatch(/Too many password e-mails asked from your network/);
      expect((await forgot('someone.else@example.com', limited, '10.5.5.6')).status).toBe(200);

      const resent = [];
      for (let i = 0; i < 3; i += 1) resent.push((await resend(`other${i}@example.com`, limited, ip)).status);
      expect(resent).toEqual([200, 200, 429]);

      const resets = [];
      for (let i = 0; i < 3; i += 1) {
        resets.push(
          (
            await limited.call('POST', '/v1/auth/password/reset', {
              body: { token: `guess-${i}`, password: 'Guessing-pass-1' },
              remoteAddress: ip,
            })
          ).status,
        );
      }
      expect(resets).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
