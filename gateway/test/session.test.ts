// Sessions through the gateway: cookies for browsers, tokens for apps, refresh by the gateway itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../src/session/session.js';
import { ACCOUNTS, startStack, type Stack } from './helpers/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
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
