// A forgotten password and a second confirmation e-mail through the gateway (issue 22): requestPasswordReset,
// resetPassword and resendConfirmation over the real REST API, the links read from its outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, expectData, expectGqlError } from './helpers/expect.js';
import { ACCOUNTS, signedInMember, startStack, type Stack } from './helpers/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
const RESEND = 'mutation ($email: String!) { resendConfirmation(email: $email) }';
const SIGN_IN =
  'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { scope } }';
const ME = '{ me { profile { email } } }';

async function outbox(email: string): Promise<{ subject: string; links: string[] }[]> {
  const answer = await stack.rest.call('GET', '/dev/outbox', { query: { to: email } });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function latestToken(email: string, path: string): Promise<string> {
  const [message] = await outbox(email);
  const link = message!.links[0]!;
  expect(link).toContain(`/${path}/`);
  return link.split('/').pop()!;
}

describe('requestPasswordReset and resetPassword', () => {
  it('e-mails a link whose token sets a new password once and ends the sessions from before', async () => {
    const member = await signedInMember(stack, 'lupa');
    expect(expectData(await member.gql(ME)).me.profile.email).toBe(member.email);

    expect(expectData(await stack.agent().gql(REQUEST, { email: member.email }))).toEqual({
      requestPasswordReset: true,
    });
    const token = await latestToken(member.email, 'reset-password');

    expect(expectData(await stack.agent().gql(RESET, { token, password: 'Sandi-baru-22' }))).toEqual({
      resetPassword: true,
    });

    // The browser signed in before the reset has lost its session.
    const before = await member.gql(ME);
    expect(before.data?.me ?? null).toBeNull();

    const old = await stack.agent().gql(SIGN_IN, { email: member.email, password: ACCOUNTS.member.password });
    expect(errorOf(old).code).toBe('UNAUTHENTICATED');
    const signIn = await stack.agent().gql(SIGN_IN, { email: member.email, password: 'Sandi-baru-22' });
    expect(expectData(signIn).signIn.scope).toBe('member');

    const again = await stack.agent().gql(RESET, { token, password: 'Sandi-lain-33' });
    expectGqlError(again, 'BAD_USER_INPUT', /expired or was already used/);
  });

  it('answers an unknown token and a weak password with BAD_USER_INPUT and the reason', async () => {
    expectGqlError(
      await stack.agent().gql(RESET, { token: 'no-such-token', password: 'Sandi-baru-22' }),
      'BAD_USER_INPUT',
      'This link to set a new password has expired or was already used. Ask for a new one.',
    );
    expectGqlError(
      await stack.agent().gql(RESET, { token: 'no-such-token', password: 'short' }),
      'BAD_USER_INPUT',
      /^password: Password must be at least 8 characters long/,
    );
  });

  it('answers true for an unknown e-mail and e-mails nothing; a malformed one is BAD_USER_INPUT', async () => {
    const email = 'tidak.ada@example.com';
    expect(expectData(await stack.agent().gql(REQUEST, { email }))).toEqual({ requestPasswordReset: true });
    expect(await outbox(email)).toEqual([]);
    expectGqlError(
      await stack.agent().gql(REQUEST, { email: 'bukan-email' }),
      'BAD_USER_INPUT',
      'email must be a valid e-mail address',
    );
  });

  it("answers RATE_LIMITED with the REST API's message past the limit per e-mail", async () => {
    const email = 'sering.lupa@example.com';
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await stack.agent().gql(REQUEST, { email }));
    expect(answers.slice(0, 5).map((answer) => answer.data)).toEqual(
      Array.from({ length: 5 }, () => ({ requestPasswordReset: true })),
    );
    expectGqlError(answers[5]!, 'RATE_LIMITED', /Too many password e-mails asked for this address/);
  });

  it('takes one of these mutations a request', async () => {
    const answer = await stack
      .agent()
      .gql(
        'mutation { a: requestPasswordReset(email: "a@example.com") b: requestPasswordReset(email: "b@example.com") }',
      );
    expectGqlError(answer, 'GRAPHQL_VALIDATION_FAILED', /requestPasswordReset ×2/);
  });
});

describe('resendConfirmation', () => {
  it('e-mails a new confirmation link to an unconfirmed account, and nothing to a confirmed one', async () => {
    const email = 'belum.konfirmasi@example.com';
    const signUp = await stack
      .agent()
      .gql(
        `mutation { signUp(email: "${email}", password: "Konfirmasi-1", repeatPassword: "Konfirmasi-1") { id } }`,
      );
    expectData(signUp);
    expect(await outbox(email)).toHaveLength(1);
    expect(expectData(await stack.agent().gql(RESEND, { email }))).toEqual({ resendConfirmation: true });
    expect(await outbox(email)).toHaveLength(2);
    const token = await latestToken(email, 'confirmation');
    const confirm = await stack
      .agent()
      .gql('mutation ($token: String!) { confirmEmail(token: $token) }', { token });
    expect(expectData(confirm)).toEqual({ confirmEmail: true });

    expect(expectData(await stack.agent().gql(RESEND, { email }))).toEqual({ resendConfirmation: true });
    expect(await outbox(email)).toHaveLength(2);
  });
});
