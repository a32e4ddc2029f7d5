// Two gateway processes on one Redis (each app below has its own memory, as a process would): an expired
// session's refresh runs once across both, and the rate limit counts across both. Runs where a Redis server is
// given (CI's .ci/run sets TEST_REDIS_URL), like the Redis cache suite.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../src/session/session.js';
import { signedInMember, startStack, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** A different address per call site and run: Redis keeps counts between runs and suites. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.runIf(REDIS_URL)('two gateway processes on one Redis', () => {
  let stack: Stack;
  let second: Gateway;
  const rest = recordingFetch(() => stack?.restUrl);
  beforeAll(async () => {
    stack = await startStack({
      fetch: rest.fetch,
      gatewayEnv: { REDIS_URL: REDIS_URL!, GATEWAY_RATE_LIMIT: '6' },
      // Its sign-ins count against that limit of 6 under an address of their own, not 127.0.0.1, which the other
      // suites on the same Redis use at the same time.
      remoteAddress: freshAddress(),
    });
    second = await buildGateway({ config: stack.config, logger: false, fetch: rest.fetch });
  });
  afterAll(async () => {
    await second?.close();
    await stack?.close();
  });

  it('refreshes an expired session once across both, and all 20 requests spread over them succeed', async () => {
    const member = await signedInMember(stack, 'flights');
    const refreshToken = member.cookies.get(REFRESH_COOKIE)!;
    expect(member.cookies.get(ACCESS_COOKIE)).toBeTruthy();
    rest.reset();
    // The access cookie has expired (the browser dropped it); only the refresh cookie comes along.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? stack.gateway : second).inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: freshAddress(),
          headers: {
            'content-type': 'application/json',
            cookie: `${REFRESH_COOKIE}=${encodeURIComponent(refreshToken)}`,
          },
          payload: JSON.stringify({ query: '{ me { profile { email } } }' }),
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { me: { profile: { email: member.email } } } });
    }
    expect(rest.calls.filter((call) => call === 'POST /v1/auth/refresh')).toHaveLength(1);
    // Every answer hands the browser the same new refresh token.
    const newRefresh = new Set(
      answers.map((answer) => {
        const cookies = ([] as string[]).concat(answer.headers['set-cookie'] as string[] | string);
        return cookies.find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`))?.split(';')[0];
      }),
    );
    expect(newRefresh.size).toBe(1);
    expect([...newRefresh][0]).not.toBe(`${REFRESH_COOKIE}=${encodeURIComponent(refreshToken)}`);
  });

  it('counts the rate limit across both: the seventh request in a minute is refused by either', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const answer = await (index % 2 === 0 ? stack.gateway : second).inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ apiVersion }' }),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('keeps counting in each process alone without Redis', async () => {
    const alone = loadGatewayConfig({
      ...process.env,
      REST_API_URL: stack.restUrl,
      GATEWAY_RATE_LIMIT: '6',
      REDIS_URL: '',
      WEB_DIST: '/nonexistent',
      NODE_ENV: 'test',
    });
    const [a, b] = await Promise.all([
      buildGateway({ config: alone, logger: false }),
      buildGateway({ config: alone, logger: false }),
    ]);
    try {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let index = 0; index < 7; index += 1) {
        const answer = await (index % 2 === 0 ? a : b).inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: address,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query: '{ apiVersion }' }),
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
