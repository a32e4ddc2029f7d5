// A request with several mutation fields runs them one after another and stops at the first that fails, as
// graphql-js does (compiled execution went on past it); and a request asks for at most one credential mutation
// (signIn, signUp, confirmEmail, updatePassword, refreshSession), so one request is one guess at a password.
import { readFileSync } from 'node:fs';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../rest-api/test/helpers/members.js';
import { insertProduct, type ProductFixture } from '../../rest-api/test/helpers/shop.js';
import { oneCredentialMutation } from '../src/plugins/limits.js';
import { buildSchema } from '../src/schema.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../src/session/session.js';
import { expectData, expectGqlError } from './helpers/expect.js';
import { ACCOUNTS, signedInMember, startStack, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

let stack: Stack;
/** REST calls the gateway made, as "METHOD /path?query". */
const upstream = recordingFetch(() => stack?.restUrl);
beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch });
});
afterAll(() => stack.close());

const UNKNOWN_LINE = '00000000-0000-4000-8000-000000000000';
const CART = '{ cart { id productID color size quantity } }';
const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { scope }
}`;
const signIns = (upstreamCalls: string[]) => upstreamCalls.filter((call) => call === 'POST /v1/auth/login');

describe('several mutation fields in one request', () => {
  let shirt: ProductFixture;
  beforeAll(async () => {
    shirt = await insertProduct(stack.rest.db, { stock: 5 });
  });

  it('stops at the first that fails: removeCartItem(unknown) then addToCart leaves the cart as it was', async () => {
    const browser = await signedInMember(stack, 'serial');
    const input = { productID: shirt.id, color: 'Navy', size: 'M', quantity: 1 };
    expectData(
      await browser.gql('mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }', { input }),
    );
    const before = expectData(await browser.gql(CART));

    upstream.reset();
    const answer = await browser.gql(
      `mutation ($id: ID!, $input: AddToCartInput!) {
        removeCartItem(id: $id) { id }
        addToCart(input: $input) { id quantity }
      }`,
      { id: UNKNOWN_LINE, input: { ...input, quantity: 2 } },
    );
    expectGqlError(answer, 'NOT_FOUND');
    expect(answer.errors![0]!.path).toEqual(['removeCartItem']);
    expect(answer.data).toBeNull();
    // addToCart never reached the REST API, and the cart is unchanged.
    expect(upstream.calls.filter((call) => call.startsWith('POST /v1/cart'))).toEqual([]);
    expect(expectData(await browser.gql(CART))).toEqual(before);
  });

  it('runs every field, in order, when none fails', async () => {
    const browser = await signedInMember(stack, 'serial-ok');
    const answer = await browser.gql(
      `mutation ($input: AddToCartInput!) {
        first: addToCart(input: $input) { quantity }
        second: addToCart(input: $input) { quantity }
      }`,
      { input: { productID: shirt.id, color: 'Navy', size: 'M', quantity: 1 } },
    );
    // The second sees the first's line: they ran one after the other.
    expect(expectData(answer)).toEqual({ first: { quantity: 1 }, second: { quantity: 2 } });
  });
});

describe('credential mutations', () => {
  const credentialRefusal = (answer: Awaited<ReturnType<ReturnType<Stack['agent']>['gql']>>) => {
    expect(answer.status).toBe(400);
    expectGqlError(answer, 'GRAPHQL_VALIDATION_FAILED', /only one of signIn, signUp/i);
    expect(answer.errors![0]!.extensions?.limit).toBe('credentials');
  };

  it('refuses 15 aliased signIn guesses with one error and no attempt; the account still signs in', async () => {
    const member = await insertMember(stack.rest, 'guesses');
    const guesses = Array.from(
      { length: 15 },
      (_, index) => `g${index}: signIn(email: "${member.email}", password: "Guess-${index}-pass") { scope }`,
    ).join('\n');
    upstream.reset();
    const answer = await stack.agent().gql(`mutation { ${guesses} }`);
    expect(signIns(upstream.calls)).toEqual([]);
    // Not locked out: the right password works at once.
    const browser = stack.agent();
    expectData(await browser.gql(SIGN_IN, { email: member.email, password: ACCOUNTS.member.password }));
    expect(browser.cookies.has(ACCESS_COOKIE)).toBe(true);

    credentialRefusal(answer);
    expect(answer.errors![0]!.message).toContain('15');
  });

  it('sets no session cookie for wrong, wrong, right, wrong guesses in one request', async () => {
    const member = await insertMember(stack.rest, 'mixed-guesses');
    const guess = (alias: string, password: string) =>
      `${alias}: signIn(email: "${member.email}", password: "${password}") { scope }`;
    const browser = stack.agent();
    upstream.reset();
    const answer = await browser.gql(
      `mutation {
        ${guess('a', 'Wrong-pass-1')}
        ${guess('b', 'Wrong-pass-2')}
        ${guess('c', ACCOUNTS.member.password)}
        ${guess('d', 'Wrong-pass-3')}
      }`,
    );
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(browser.cookies.has(ACCESS_COOKIE) || browser.cookies.has(REFRESH_COOKIE)).toBe(false);
    expect((await browser.gql('{ me { scope } }')).data).toEqual({ me: null });
    expect(signIns(upstream.calls)).toEqual([]);
    credentialRefusal(answer);
  });

  it('counts fields reached through fragments, and different credential mutations together', async () => {
    const inFragment = await stack.agent().gql(
      `mutation { ...Guess second: signIn(email: "a@lemari.test", password: "Guess-2-pass") { scope } }
       fragment Guess on Mutation { signIn(email: "a@lemari.test", password: "Guess-1-pass") { scope } }`,
    );
    credentialRefusal(inFragment);
    const mixed = await stack.agent().gql(
      `mutation {
        signUp(email: "new@lemari.test", password: "Guess-1-pass", repeatPassword: "Guess-1-pass") { email }
        signIn(email: "new@lemari.test", password: "Guess-1-pass") { scope }
      }`,
    );
    credentialRefusal(mixed);
  });

  it('allows one per operation: a document of two operations, each with one signIn, runs the one asked for', async () => {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: `mutation Member { signIn(email: "${ACCOUNTS.member.email}", password: "${ACCOUNTS.member.password}") { scope } }
          mutation Admin { signIn(email: "${ACCOUNTS.admin.email}", password: "${ACCOUNTS.admin.password}") { scope } }`,
        operationName: 'Admin',
      }),
    });
    expect(response.json()).toEqual({ data: { signIn: { scope: 'admin' } } });
  });

  it("passes every one of the web app's documents", () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../web/src/generated/persisted-documents.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const schema = buildSchema();
    const refused = Object.values(manifest).filter(
      (document) => validate(schema, parse(document), [oneCredentialMutation]).length > 0,
    );
    expect(Object.keys(manifest).length).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });
});
