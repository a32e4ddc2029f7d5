import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /v1/auth/login', () => {
  it('signs in a seeded account and answers tokens, expiry, scope and user', async () => {
    const before = Date.now();
    const { status, body } = await t.call('POST', '/v1/auth/login', { body: ACCOUNTS.admin });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.accessToken.split('.')).toHaveLength(3);
    expect(data.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(data.scope).toBe('admin');
    expect(data.expires).toBeGreaterThanOrEqual(before + 899_000);
    expect(data.expires).toBeLessThanOrEqual(Date.now() + 900_000);
    expect(data.user).toEqual({
      id: expect.any(String),
      name: 'Admin Lemari',
      email: 'admin@lemari.test',
      scope: 'admin',
      defaultAddress: null,
    });
  });

  it("answers the member's default address as user.defaultAddress, in the shape of GET /v1/address/default", async () => {
    const email = 'with.address@example.com';
    const password = 'Address-pass-1';
    const created = await t.call('POST', '/v1/user', {
      token: (await t.login(ACCOUNTS.admin.email, ACCOUNTS.admin.password)).accessToken,
      body: { email, password, name: 'Dewi' },
    });
    expect(created.status).toBe(201);
    const first = await t.login(email, password);
    expect(first.user.defaultAddress).toBeNull();
    const address = await t.call('POST', '/v1/address', {
      token: first.accessToken,
      body: {
        title: 'Rumah',
        name: 'Dewi',
        phone: '081234567890',
        address: 'Jl. Kaliurang 7',
        districtID: '501',
      },
    });
    expect(address.status).toBe(201);
    const current = await t.call('GET', '/v1/address/default', { token: first.accessToken });
    const again = await t.login(email, password);
    expect(again.user.defaultAddress).toEqual(current.body.data);
    expect(again.user.defaultAddress).toMatchObject({
      id: address.body.data.id,
      isDefault: true,
      districtName: 'Kota Yogyakarta',
    });
  });

  it.each([
    ['root', 'root'],
    ['member', 'member'],
  ] as const)('gives %s the scope %s', async (role, scope) => {
    const data = await t.login(ACCOUNTS[role].email, ACCOUNTS[role].password);
    expect(data.scope).toBe(scope);
  });

  it('accepts the e-mail in any case', async () => {
    const data = await t.login('MEMBER@Lemari.TEST', ACCOUNTS.member.password);
    expect(data.user.email).toBe('member@lemari.test');
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    for (const body of [
      { email: ACCOUNTS.member.email, password: 'Wrong-pass-1' },
      { email: 'nobody@lemari.test', password: 'Whatever-1' },
    ]) {
      const answer = await t.call('POST', '/v1/auth/login', { body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ errors: 'Sign-in failed. Check your e-mail or password.' });
      // In Indonesian, the spec's own text (storefront.md).
      const inIndonesian = await t.call('POST', '/v1/auth/login', {
        body,
        headers: { 'accept-language': 'id' },
      });
      expect(inIndonesian.body).toEqual({ errors: 'Login gagal. Periksa email atau password.' });
    }
  });

  it('names the missing field', async () => {
    const answer = await t.call('POST', '/v1/auth/login', { body: { email: ACCOUNTS.member.email } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toBe('password is required');
  });
});

describe('access tokens', () => {
  it('opens /v1 calls and is refused when missing, malformed or signed with another key', async () => {
    const { accessToken } = await t.login(ACCOUNTS.member.email, ACCOUNTS.member.password);
    expect((await t.call('GET', '/v1/profile', { token: accessToken })).status).toBe(200);
    expect((await t.call('GET', '/v1/profile')).status).toBe(401);
    expect((await t.call('GET', '/v1/profile', { token: 'not-a-jwt' })).body).toEqual({
      errors: 'Invalid access token',
    });
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
    expect((await t.call('GET', '/v1/profile', { token: forged })).status).toBe(401);
  });

  it('expires after ACCESS_TOKEN_TTL', async () => {
    const short = await createTestApp({ env: { ACCESS_TOKEN_TTL: '1' } });
    try {
      const { accessToken, expires } = await short.login(ACCOUNTS.member.email, ACCOUNTS.member.password);
      expect(expires - Date.now()).toBeLessThanOrEqual(1000);
      // Expiry is the clock's: the clock is moved past it rather than waited for.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(expires + 1100);
        const answer = await short.call('GET', '/v1/profile', { token: accessToken });
        expect(answer.status).toBe(401);
        expect(answer.body.errors).toMatch(/expired/);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await short.close();
    }
  });
});

describe('Client-Id', () => {
  it('is required on /v1 and /public/v1 calls', async () => {
    for (const url of ['/v1/auth/login', '/public/v1/signup']) {
      const missing = await t.call('POST', url, { noClient: true, body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ errors: 'unknown client' });
      const unknown = await t.call('POST', url, { headers: { 'client-id': 'client_evil' }, body: {} });
      expect(unknown.body).toEqual({ errors: 'unknown client' });
    }
  });
});

describe('POST /v1/auth/refresh', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const first = await t.login(ACCOUNTS.member.email, ACCOUNTS.member.password);
    const rotated = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(rotated.status).toBe(200);
    expect(Object.keys(rotated.body.data).sort()).toEqual(['accessToken', 'expires', 'refreshToken']);
    expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await t.call('GET', '/v1/profile', { token: rotated.body.data.accessToken })).status).toBe(200);

    const again = await t.call('POST', '/v1/auth/refresh', {
      body: { refreshToken: rotated.body.data.refreshToken },
    });
    expect(again.status).toBe(200);
  });

  it('revokes the whole family when a spent token is presented again', async () => {
    const first = await t.login(ACCOUNTS.member.email, ACCOUNTS.member.password);
    const second = (await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: first.refreshToken } }))
      .body.data;

    const reuse = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.errors).toMatch(/already used/);

    // Everything of that session stops working: the newest refresh token and the access token.
    const next = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: second.refreshToken } });
    expect(next.status).toBe(401);
    expect(next.body.errors).toMatch(/ended/);
    expect((await t.call('GET', '/v1/profile', { token: second.accessToken })).status).toBe(401);

    // Another session of the same user is untouched.
    const other = await t.login(ACCOUNTS.member.email, ACCOUNTS.member.password);
    expect((await t.call('GET', '/v1/profile', { token: other.accessToken })).status).toBe(200);
  });

  it('lets exactly one of two concurrent refreshes of one token succeed', async () => {
    const { refreshToken } = await t.login(ACCOUNTS.member.email, ACCOUNTS.member.password);
    const answers = await Promise.all([
      t.call('POST', '/v1/auth/refresh', { body: { refreshToken } }),
      t.call('POST', '/v1/auth/refresh', { body: { refreshToken } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown token and stores only hashes', async () => {
    const unknown = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: 'x'.repeat(43) } });
    expect(unknown.status).toBe(401);
    const { refreshToken } = await t.login(ACCOUNTS.member.email, ACCOUNTS.member.password);
    const stored = await t.db.query('SELECT token_hash FROM refresh_tokens WHERE token_hash = $1', [
      refreshToken,
    ]);
    expect(stored).toHaveLength(0);
  });
});

describe('DELETE /v1/auth/logout', () => {
  it('ends the session: its access and refresh tokens stop working', async () => {
    const session = await t.login(ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    const out = await t.call('DELETE', '/v1/auth/logout', { token: session.accessToken });
    expect(out).toMatchObject({ status: 200, body: { data: true } });
    expect((await t.call('GET', '/v1/profile', { token: session.accessToken })).status).toBe(401);
    const refresh = await t.call('POST', '/v1/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });

  it('needs a session', async () => {
    expect((await t.call('DELETE', '/v1/auth/logout')).status).toBe(401);
  });
});

describe('sign-up and confirmation', () => {
  async function confirmationLink(email: string): Promise<string> {
    const outbox = await t.call('GET', '/dev/outbox', { query: { to: email } });
    expect(outbox.status).toBe(200);
    const message = outbox.body.data[0];
    expect(message.subject).toMatch(/Confirm/);
    expect(message.text).toContain(message.links[0]);
    return message.links[0];
  }

  it('creates an unconfirmed member who can sign in after following the link once', async () => {
    const email = 'new.shopper@example.com';
    const signup = await t.call('POST', '/public/v1/signup', {
      body: { email, password: 'Shopper-pass-1', repeatPassword: 'Shopper-pass-1' },
    });
    expect(signup.status).toBe(201);
    expect(signup.body.data).toMatchObject({ email, confirmed: false });

    const early = await t.call('POST', '/v1/auth/login', { body: { email, password: 'Shopper-pass-1' } });
    expect(early.status).toBe(403);
    expect(early.body.errors).toMatch(/^Your account is not confirmed yet\./);
    const inIndonesian = await t.call('POST', '/v1/auth/login', {
      body: { email, password: 'Shopper-pass-1' },
      headers: { 'accept-language': 'id' },
    });
    expect(inIndonesian.body.errors).toMatch(/^Akun belum dikonfirmasi\. .* e-mailmu/);

    const link = await confirmationLink(email);
    expect(link).toMatch(/^http:\/\/shop\.test\/confirmation\/[\w-]{40,}$/);
    const token = link.split('/').pop()!;
    const first = await t.call('GET', '/public/v1/users/confirmation', { query: { token } });
    expect(first.body).toEqual({ data: true });
    const second = await t.call('GET', '/public/v1/users/confirmation', { query: { token } });
    expect(second.body).toEqual({ data: false });

    const session = await t.login(email, 'Shopper-pass-1');
    expect(session.scope).toBe('member');
  });

  it('answers false for an unknown or expired token', async () => {
    expect((await t.call('GET', '/public/v1/users/confirmation', { query: { token: 'nope' } })).body).toEqual(
      {
        data: false,
      },
    );
    const email = 'late@example.com';
    await t.call('POST', '/public/v1/signup', {
      body: { email, password: 'Late-pass-1', repeatPassword: 'Late-pass-1' },
    });
    const token = (await confirmationLink(email)).split('/').pop()!;
    await t.db.execute(
      "UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [email],
    );
    expect((await t.call('GET', '/public/v1/users/confirmation', { query: { token } })).body).toEqual({
      data: false,
    });
  });

  it('answers the spec text when e-mail or password is missing or empty', async () => {
    for (const body of [{ password: 'Abcdefg-1' }, { email: 'a@b.co' }, { email: '', password: '' }, {}]) {
      const answer = await t.call('POST', '/public/v1/signup', { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: 'Username and password is required' });
    }
  });

  it('refuses mismatched passwords, weak passwords and a bad e-mail, creating nothing', async () => {
    const cases = [
      [{ email: 'x1@example.com', password: 'Good-pass-1', repeatPassword: 'Good-pass-2' }, /repeatPassword/],
      [{ email: 'x2@example.com', password: 'short1', repeatPassword: 'short1' }, /at least 8/],
      [
        { email: 'x3@example.com', password: 'nodigitshere', repeatPassword: 'nodigitshere' },
        /letter and one digit/,
      ],
      [{ email: 'not-an-email', password: 'Good-pass-1', repeatPassword: 'Good-pass-1' }, /valid e-mail/],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await t.call('POST', '/public/v1/signup', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatch(message);
    }
    const created = await t.db.query("SELECT 1 FROM users WHERE email LIKE 'x_@example.com'");
    expect(created).toHaveLength(0);
  });

  it('answers 409 for a taken e-mail, in any case', async () => {
    const answer = await t.call('POST', '/public/v1/signup', {
      body: { email: 'Member@Lemari.test', password: 'Member-pass-2', repeatPassword: 'Member-pass-2' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toMatch(/already registered/);
  });
});

describe('rate limits', () => {
  it('limits failed sign-ins per account and sign-ins per IP with a 429 and Retry-After', async () => {
    const limited = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_ACCOUNT: '3', AUTH_RATE_LIMIT_PER_IP: '6' },
    });
    try {
      const wrong = { email: ACCOUNTS.member.email, password: 'Wrong-pass-1' };
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await limited.call('POST', '/v1/auth/login', { body: wrong, remoteAddress: `10.0.0.${i}` }))
            .status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Even the right password is refused while the account is limited.
      const right = await limited.call('POST', '/v1/auth/login', {
        body: ACCOUNTS.member,
        remoteAddress: '10.0.1.1',
      });
      expect(right.status).toBe(429);
      expect(right.body.errors).toMatch(/Too many failed sign-in attempts/);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);

      // Per IP: the seventh attempt from one address is refused whatever the account.
      const ip = '10.9.9.9';
      const perIp = [];
      for (let i = 0; i < 7; i += 1) {
        const body = { email: `someone${i}@example.com`, password: 'Whatever-1' };
        perIp.push((await limited.call('POST', '/v1/auth/login', { body, remoteAddress: ip })).status);
      }
      expect(perIp).toEqual([401, 401, 401, 401, 401, 401, 429]);
      // Admin is untouched from another address.
      expect(
        (await limited.call('POST', '/v1/auth/login', { body: ACCOUNTS.admin, remoteAddress: '10.1.1.1' }))
          .status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-ups per IP', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const body = {
          email: `burst${i}@example.com`,
          password: 'Burst-pass-1',
          repeatPassword: 'Burst-pass-1',
        };
        statuses.push(
          (await limited.call('POST', '/public/v1/signup', { body, remoteAddress: '10.2.2.2' })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
