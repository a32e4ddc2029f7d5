// The real stack for one test file: the REST API in-process on a fresh database, listening on a free port, and
// the gateway in front of it. `gql` posts an operation like a browser (cookies kept per agent) or an app (bearer).
import { buildGateway, type Gateway } from '../../src/app.js';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config.js';
import { expect } from 'vitest';
import { insertMember } from '../../../rest-api/test/helpers/members.js';
import {
  ACCOUNTS,
  createTestApp,
  type TestApp,
  type TestAppOptions,
} from '../../../rest-api/test/helpers/app.js';

export { ACCOUNTS };

export interface GqlAnswer<T = any> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: Record<string, any>; path?: (string | number)[] }[];
  headers: Record<string, string | string[] | number | undefined>;
  /** Cookies this answer set (an empty value: cleared). */
  cookies: Record<string, string>;
}

export interface Agent {
  /** Cookies this agent holds, as a browser would. */
  cookies: Map<string, string>;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GqlAnswer<T>>;
}

export interface Stack {
  rest: TestApp;
  restUrl: string;
  gateway: Gateway;
  config: GatewayConfig;
  /** A browser-like client with its own cookie jar. */
  agent(): Agent;
  /** A fresh browser agent signed in with the seeded account of this role. */
  signedIn(role: keyof typeof ACCOUNTS): Promise<Agent>;
  close(): Promise<void>;
}

export interface StackOptions {
  rest?: TestAppOptions;
  gatewayEnv?: Record<string, string>;
  fetch?: typeof fetch;
  /** The gateway's log lines (JSON, level info and up) go here instead of nowhere. */
  gatewayLogStream?: { write(line: string): void };
  /**
   * The address every agent of the stack calls from (127.0.0.1 by default). A suite with a low rate limit on a
   * shared Redis gives its own, so that other suites' requests from 127.0.0.1 in the same minute do not count.
   */
  remoteAddress?: string;
}

function parseSetCookie(header: string | string[] | number | undefined, jar: Map<string, string>) {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  const changed: Record<string, string> = {};
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = decodeURIComponent(pair.slice(index + 1).trim());
    const expired = attributes.some((attribute) =>
      /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute),
    );
    changed[name] = expired ? '' : value;
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return changed;
}

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { scope }
}`;

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const rest = await createTestApp(options.rest);
  const restUrl = await rest.app.listen({ host: '127.0.0.1', port: 0 });
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    REST_API_URL: restUrl,
    WEB_DIST: '/nonexistent',
    // The catalogue version is read on every request (production: at most once a second), so that a test's own
    // change of a product is either seen at once or not at all: a kept answer stays kept until the next change.
    CATALOGUE_VERSION_READ_MS: '0',
    ...options.gatewayEnv,
  });
  const gateway = await buildGateway({
    config,
    logger: options.gatewayLogStream ? { level: 'info', stream: options.gatewayLogStream } : false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const agent = (): Agent => {
    const cookies = new Map<string, string>();
    return {
      cookies,
      async gql(query, variables, headers = {}) {
        const cookieHeader = [...cookies]
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join('; ');
        const response = await gateway.inject({
          method: 'POST',
          url: '/graphql',
          ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
          headers: {
            'content-type': 'application/json',
            ...(cookieHeader ? { cookie: cookieHeader } : {}),
            ...headers,
          },
          payload: JSON.stringify({ query, variables }),
        });
        const changed = parseSetCookie(response.headers['set-cookie'], cookies);
        const body = response.json() as { data: any; errors?: GqlAnswer['errors'] };
        return {
          status: response.statusCode,
          data: body.data,
          ...(body.errors ? { errors: body.errors } : {}),
          headers: response.headers,
          cookies: changed,
        };
      },
    };
  };

  return {
    rest,
    restUrl,
    gateway,
    config,
    agent,
    async signedIn(role) {
      const browser = agent();
      const answer = await browser.gql(SIGN_IN, { ...ACCOUNTS[role] });
      if (answer.errors) throw new Error(`sign-in as ${role} failed: ${JSON.stringify(answer.errors)}`);
      return browser;
    },
    async close() {
      await gateway.close();
      await rest.close();
    },
  };
}

/** A fresh browser agent signed in with this e-mail and password. */
export async function signInAs(
  stack: Stack,
  email: string,
  password: string = ACCOUNTS.member.password,
): Promise<Agent> {
  const browser = stack.agent();
  const answer = await browser.gql(SIGN_IN, { email, password });
  expect(answer.errors).toBeUndefined();
  return browser;
}

/** A fresh member (empty cart, no addresses), signed in through the gateway in a browser of their own. */
export async function signedInMember(stack: Stack, tag: string): Promise<Agent & { email: string }> {
  const member = await insertMember(stack.rest, tag);
  return Object.assign(await signInAs(stack, member.email), { email: member.email });
}
