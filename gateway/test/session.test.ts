// Sessions through the gateway: cookies for browsers, tokens for apps, refresh by the gateway itself.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../src/session/session.js';
import { ACCOUNTS, startStack, type Agent, type Stack } from './helpers/stack.js';

/** Counts the refreshes the gateway asks of the REST API. */
function refreshCounter() {
  const counter = {
    refreshes: 0,
    /** Set: refreshes fail as if the REST API were unreachable. */
    unreachable: false,
    fetch: ((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (init?.method === 'POST' && new URL(url).pathname === '/v1/auth/refresh') {
        counter.refreshes += 1;
        if (counter.unreachable) return Promise.reject(new TypeError('fetch failed'));
      }
      return fetch(input, init);
    }) as typeof fetch,
  };
  return counter;
}

const upstream = refreshCounter();
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch });
});
afterAll(() => stack.close());

const ME = '{ me { scope profile { email name roles { roleName } } } }';

describe('browser sessions', () => {
  it('signs in with httpOnly cookies, answers me, and signs out', async () => {
    const browser = stack.agent();
    expect((await browser.gql(ME)).data).toEqual({ me: null });
    const signIn = await browser.gql(
      `mutation { signIn(email: "${ACCOUNTS.member.email}", password: "${ACCOUNTS.member.password}") {
        scope user { email scope } tokens { accessToken } } }`,
    );
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data.signIn).toEqual({
      scope: 'member',
      user: { email: ACCOUNTS.member.email, scope: 'member' },
      tokens: null,
    });
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(browser.cookies.has(ACCESS_COOKIE) && browser.cookies.has(REFRESH_COOKIE)).toBe(true);

    const me = await browser.gql(ME);
    expect(me.data.me).toMatchObject({ scope: 'member', profile: { email: ACCOUNTS.member.email } });

    const out = await browser.gql('mutation { signOut }');
    expect(out.data).toEqual({ signOut: true });
    expect(browser.cookies.size).toBe(0);
    expect((await browser.gql(ME)).data).toEqual({ me: null });
  });

  it('answers a wrong password as UNAUTHENTICATED with the REST message', async () => {
    const answer = await stack
      .agent()
      .gql(`mutation { signIn(email: "${ACCOUNTS.member.email}", password: "wrong-password-1") { scope } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.errors?.[0]?.message).toMatch(/\w/);
    expect(answer.errors?.[0]?.extensions?.stacktrace).toBeUndefined();
  });
});

/** A browser that signed in an hour ago: its access cookie holds a genuine, expired access token. */
async function signedInAnHourAgo(role: keyof typeof ACCOUNTS): Promise<Agent> {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now - 3600_000);
  try {
    return await stack.signedIn(role);
  } finally {
    vi.useRealTimers();
  }
}

/** The expiry written in a JWT, in epoch ms. */
const expiryOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number }).exp * 1000;

/** Another tab of the same browser: a copy of its cookies as they are now. */
function copyOf(browser: Agent): Agent {
  const copy = stack.agent();
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('me', () => {
  it('is null for a visitor', async () => {
    const answer = await stack.agent().gql(ME);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ me: null });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('answers the scope and profile of each account', async () => {
    for (const role of ['root', 'admin', 'member'] as const) {
      const answer = await (await stack.signedIn(role)).gql(ME);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.me.scope).toBe(role);
      expect(answer.data.me.profile.email).toBe(ACCOUNTS[role].email);
      expect(answer.data.me.profile.roles.map((r: { roleName: string }) => r.roleName)).toContain(role);
    }
  });
});

describe('refresh by the gateway', () => {
  it('serves a request whose access token has expired, refreshing once and setting new cookies', async () => {
    const browser = await signedInAnHourAgo('member');
    const expired = browser.cookies.get(ACCESS_COOKIE)!;
    const oldRefresh = browser.cookies.get(REFRESH_COOKIE)!;
    expect(expiryOf(expired)).toBeLessThan(Date.now());

    upstream.refreshes = 0;
    // me and profile run side by side, each needing the session.
    const answer = await browser.gql('{ me { scope profile { email } } profile { email } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.me).toMatchObject({ scope: 'member', profile: { email: ACCOUNTS.member.email } });
    expect(answer.data.profile.email).toBe(ACCOUNTS.member.email);
    expect(upstream.refreshes).toBe(1);
    expect(answer.cookies[ACCESS_COOKIE]).toMatch(/^ey/);
    expect(answer.cookies[ACCESS_COOKIE]).not.toBe(expired);
    expect(answer.cookies[REFRESH_COOKIE]).toMatch(/^[\w-]{20,}$/);
    expect(answer.cookies[REFRESH_COOKIE]).not.toBe(oldRefresh);
    expect(expiryOf(answer.cookies[ACCESS_COOKIE]!)).toBeGreaterThan(Date.now());
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(/lemari_at=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // Each cookie is set once, although three reads of the session waited for the refresh.
    expect([answer.headers['set-cookie']].flat()).toHaveLength(2);

    // The new cookies serve the next request without another refresh.
    const next = await browser.gql(ME);
    expect(next.data.me.scope).toBe('member');
    expect(upstream.refreshes).toBe(1);
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('refreshes when the browser has dropped the expired access cookie', async () => {
    const browser = await stack.signedIn('admin');
    browser.cookies.delete(ACCESS_COOKIE);
    upstream.refreshes = 0;
    const answer = await browser.gql(ME);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.me.scope).toBe('admin');
    expect(upstream.refreshes).toBe(1);
    expect(browser.cookies.get(ACCESS_COOKIE)).toMatch(/^ey/);
  });

  it('refreshes and retries once when the REST API refuses an access token that looked valid', async () => {
    const browser = await stack.signedIn('member');
    const real = browser.cookies.get(ACCESS_COOKIE)!;
    const [header, payload] = real.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`; // not the REST API's signature
    browser.cookies.set(ACCESS_COOKIE, forged);
    upstream.refreshes = 0;
    const answer = await browser.gql(ME);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.me.scope).toBe('member');
    expect(upstream.refreshes).toBe(1);
    expect(answer.cookies[ACCESS_COOKIE]).toMatch(/^ey/);
    expect(answer.cookies[ACCESS_COOKIE]).not.toBe(forged);
  });

  it('asks the REST API once for 20 concurrent requests with the same expired token, and serves all 20', async () => {
    const browser = await signedInAnHourAgo('member');
    upstream.refreshes = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.gql(ME)));
    expect(upstream.refreshes).toBe(1);
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data.me.scope).toBe('member');
    }
    // All 20 answers hand the browser the same new session.
    expect(new Set(answers.map((answer) => answer.cookies[ACCESS_COOKIE])).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.cookies[REFRESH_COOKIE])).size).toBe(1);
  });

  it('gives a tab that still sends the just-rotated refresh token the same new session, not an ended one', async () => {
    const browser = await signedInAnHourAgo('member');
    const otherTab = copyOf(browser);
    upstream.refreshes = 0;
    const first = await browser.gql(ME);
    const late = await otherTab.gql(ME);
    expect(late.errors).toBeUndefined();
    expect(late.data.me.scope).toBe('member');
    expect(upstream.refreshes).toBe(1);
    expect(late.cookies[REFRESH_COOKIE]).toBe(first.cookies[REFRESH_COOKIE]);
    // And the session goes on in both.
    expect((await browser.gql(ME)).data.me.scope).toBe('member');
  });

  it('ends the session when its refresh token was already spent: sessionExpired, cookies cleared', async () => {
    const browser = await signedInAnHourAgo('member');
    const spent = browser.cookies.get(REFRESH_COOKIE)!;
    // Someone else (a stolen copy of the cookie) refreshes first, straight at the REST API.
    const thief = await stack.rest.call('POST', '/v1/auth/refresh', { body: { refreshToken: spent } });
    expect(thief.status).toBe(200);

    const answer = await browser.gql(ME);
    expect(answer.data).toEqual({ me: null });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', sessionExpired: true });
    expect(answer.errors?.[0]?.message).toBe('Your session has expired. Please sign in again.');
    expect(answer.cookies).toEqual({ [ACCESS_COOKIE]: '', [REFRESH_COOKIE]: '' });
    expect(browser.cookies.size).toBe(0);
    // The REST API ended the whole session, the thief's new tokens included.
    const stolen = await stack.rest.call('GET', '/v1/profile', { token: thief.body.data.accessToken });
    expect(stolen.status).toBe(401);
    // Without cookies the browser is a visitor again.
    expect((await browser.gql(ME)).data).toEqual({ me: null });
  });

  it('ends a session that is left with an expired access cookie and no refresh cookie', async () => {
    const browser = await signedInAnHourAgo('member');
    browser.cookies.delete(REFRESH_COOKIE);
    const answer = await browser.gql(ME);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', sessionExpired: true });
    expect(answer.cookies).toEqual({ [ACCESS_COOKIE]: '', [REFRESH_COOKIE]: '' });
  });

  it('answers UPSTREAM_UNAVAILABLE and keeps the cookies when the refresh cannot reach the REST API', async () => {
    const browser = await stack.signedIn('member');
    browser.cookies.delete(ACCESS_COOKIE);
    upstream.unreachable = true;
    try {
      const answer = await browser.gql(ME);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(answer.errors?.[0]?.extensions?.sessionExpired).toBeUndefined();
      expect(answer.cookies).toEqual({});
      expect(browser.cookies.has(REFRESH_COOKIE)).toBe(true);
    } finally {
      upstream.unreachable = false;
    }
    // Once the REST API answers again, the same refresh token still works.
    expect((await browser.gql(ME)).data.me.scope).toBe('member');
  });
});

describe('short-lived access tokens', () => {
  const counted = refreshCounter();
  let short: Stack;
  beforeAll(async () => {
    short = await startStack({ rest: { env: { ACCESS_TOKEN_TTL: '2' } }, fetch: counted.fetch });
  });
  afterAll(() => short.close());

  it('refreshes an expired one once per request, however many REST calls the request makes', async () => {
    const browser = await short.signedIn('member');
    const first = browser.cookies.get(ACCESS_COOKIE)!;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiryOf(first) - Date.now()) + 50));
    counted.refreshes = 0;
    const answer = await browser.gql('{ me { scope } profile { email } again: profile { name } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.me.scope).toBe('member');
    expect(answer.data.profile.email).toBe(ACCOUNTS.member.email);
    expect(counted.refreshes).toBe(1);
    expect(answer.cookies[ACCESS_COOKIE]).toMatch(/^ey/);
    expect(answer.cookies[ACCESS_COOKIE]).not.toBe(first);
  });
});

describe('sign-out', () => {
  it('revokes the session upstream: its access and refresh tokens stop working on the REST API', async () => {
    const browser = await stack.signedIn('member');
    const access = browser.cookies.get(ACCESS_COOKIE)!;
    const refresh = browser.cookies.get(REFRESH_COOKIE)!;
    expect((await stack.rest.call('GET', '/v1/profile', { token: access })).status).toBe(200);

    const out = await browser.gql('mutation { signOut }');
    expect(out.data).toEqual({ signOut: true });
    expect(out.cookies).toEqual({ [ACCESS_COOKIE]: '', [REFRESH_COOKIE]: '' });
    expect((await stack.rest.call('GET', '/v1/profile', { token: access })).status).toBe(401);
    const reuse = await stack.rest.call('POST', '/v1/auth/refresh', { body: { refreshToken: refresh } });
    expect(reuse.status).toBe(401);
  });

  it('signs out a browser whose access token has expired, revoking upstream as well', async () => {
    const browser = await signedInAnHourAgo('member');
    const refresh = browser.cookies.get(REFRESH_COOKIE)!;
    const out = await browser.gql('mutation { signOut }');
    expect(out.errors).toBeUndefined();
    expect(out.data).toEqual({ signOut: true });
    expect(browser.cookies.size).toBe(0);
    // The refreshed session was ended, not left running behind the cleared cookies.
    expect(
      (await stack.rest.call('POST', '/v1/auth/refresh', { body: { refreshToken: refresh } })).status,
    ).toBe(401);
  });

  it('answers true without a session', async () => {
    const answer = await stack.agent().gql('mutation { signOut }');
    expect(answer.data).toEqual({ signOut: true });
  });
});

describe('header mode (apps)', () => {
  const SIGN_IN_TOKENS = `mutation ($email: String!, $password: String!) {
    signIn(email: $email, password: $password, delivery: TOKENS) {
      scope expiresAt tokens { accessToken refreshToken expiresAt }
    }
  }`;
  const REFRESH = `mutation ($token: String!) { refreshSession(refreshToken: $token) { accessToken refreshToken expiresAt } }`;

  it('hands over tokens instead of cookies, forwards Authorization: Bearer, and rotates with refreshSession', async () => {
    const app = stack.agent();
    const signIn = await app.gql(SIGN_IN_TOKENS, { ...ACCOUNTS.admin });
    expect(signIn.errors).toBeUndefined();
    expect(signIn.headers['set-cookie']).toBeUndefined();
    const tokens = signIn.data.signIn.tokens;
    expect(tokens.accessToken).toMatch(/^ey/);
    expect(Date.parse(tokens.expiresAt)).toBe(expiryOf(tokens.accessToken));

    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const me = await app.gql(ME, {}, bearer(tokens.accessToken));
    expect(me.data.me).toMatchObject({ scope: 'admin', profile: { email: ACCOUNTS.admin.email } });
    expect(me.headers['set-cookie']).toBeUndefined();

    const rotated = await app.gql(REFRESH, { token: tokens.refreshToken });
    expect(rotated.errors).toBeUndefined();
    const fresh = rotated.data.refreshSession;
    expect(fresh.refreshToken).not.toBe(tokens.refreshToken);
    expect(fresh.accessToken).toMatch(/^ey/);
    expect((await app.gql(ME, {}, bearer(fresh.accessToken))).data.me.scope).toBe('admin');

    // The old refresh token is spent: presenting it again ends the whole session.
    const reused = await app.gql(REFRESH, { token: tokens.refreshToken });
    expect(reused.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', sessionExpired: true });
    const after = await app.gql(ME, {}, bearer(fresh.accessToken));
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(after.errors?.[0]?.message).toBe('Your session has ended. Please sign in again.');
  });

  it('answers an unknown refresh token as sessionExpired', async () => {
    const answer = await stack.agent().gql(REFRESH, { token: 'not-a-token' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', sessionExpired: true });
  });

  it('does not refresh a bearer token itself, and signs out upstream', async () => {
    const app = stack.agent();
    const { tokens } = (await app.gql(SIGN_IN_TOKENS, { ...ACCOUNTS.member })).data.signIn;
    const bearer = { authorization: `Bearer ${tokens.accessToken}` };
    const out = await app.gql('mutation { signOut }', {}, bearer);
    expect(out.data).toEqual({ signOut: true });
    expect(out.headers['set-cookie']).toBeUndefined();
    const after = await app.gql(ME, {}, bearer);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(after.errors?.[0]?.extensions?.sessionExpired).toBeUndefined();
  });
});
