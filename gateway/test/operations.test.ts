// Operations: Prometheus metrics on both services (open in development, behind METRICS_TOKEN in production), and
// structured logs that name the GraphQL operation and the user, and never carry a token or a password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../rest-api/test/helpers/shop.js';
import { ACCOUNTS, signedInMember, startStack, type Stack } from './helpers/stack.js';

const restLines: string[] = [];
const gatewayLines: string[] = [];
let stack: Stack;
let productId: string;

beforeAll(async () => {
  stack = await startStack({
    rest: { logStream: { write: (line) => restLines.push(line) } },
    gatewayLogStream: { write: (line) => gatewayLines.push(line) },
  });
  productId = (await insertProduct(stack.rest.db)).id;
});
afterAll(() => stack.close());

const NEW_PASSWORD = 'Another-pass-7';

describe('logs of a full journey', () => {
  it('name the operation and the user, and hold no token and no password', async () => {
    const shopper = await signedInMember(stack, 'logs');
    const me = await shopper.gql('query WhoAmI { me { profile { id } } }');
    const userId = me.data.me.profile.id as string;
    const added = await shopper.gql(
      'mutation AddLine($input: AddToCartInput!) { addToCart(input: $input) { id } }',
      { input: { productID: productId, quantity: 1, color: 'Navy', size: 'M' } },
    );
    expect(added.errors, JSON.stringify(added.errors)).toBeUndefined();
    const secrets = [...shopper.cookies.values()];
    const changed = await shopper.gql(
      'mutation ChangePassword($input: PasswordInput!) { updatePassword(input: $input) }',
      {
        input: {
          currentPassword: ACCOUNTS.member.password,
          newPassword: NEW_PASSWORD,
          confirmNewPassword: NEW_PASSWORD,
        },
      },
    );
    expect(changed.errors, JSON.stringify(changed.errors)).toBeUndefined();
    secrets.push(...shopper.cookies.values());
    await shopper.gql('mutation Leave { signOut }');
    // A sign-in as an app, whose tokens come back in the answer.
    const app = await stack
      .agent()
      .gql(
        'mutation AppSignIn($email: String!, $password: String!) { signIn(email: $email, password: $password, delivery: TOKENS) { tokens { accessToken refreshToken } } }',
        { email: shopper.email, password: NEW_PASSWORD },
      );
    secrets.push(app.data.signIn.tokens.accessToken, app.data.signIn.tokens.refreshToken);

    const everything = [...restLines, ...gatewayLines].join('\n');
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const secret of [...secrets, ACCOUNTS.member.password, NEW_PASSWORD]) {
      expect(secret.length).toBeGreaterThan(6);
      expect(everything.includes(secret), `a log line holds ${secret.slice(0, 12)}…`).toBe(false);
    }
    const gatewayEntries = gatewayLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const logged = gatewayEntries.find(
      (entry) => entry.operationName === 'AddLine' && entry.msg === 'request completed',
    );
    expect(logged).toMatchObject({ userId, operationName: 'AddLine' });
    const restEntries = restLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(restEntries.some((entry) => entry.userId === userId && entry.msg === 'request completed')).toBe(
      true,
    );
    // One request id from the gateway's log to the REST API's.
    const requestId = logged!.reqId;
    expect(restEntries.some((entry) => entry.reqId === requestId)).toBe(true);
  });
});

describe('GET /metrics', () => {
  it('counts operations, REST calls, cache reads and refreshes on the gateway, requests and the outbox on the REST API', async () => {
    await stack.agent().gql('query ShopPage { products { items { id } } }');
    await stack.agent().gql('query ShopPage { products { items { id } } }');
    const gateway = await stack.gateway.inject({ method: 'GET', url: '/metrics' });
    expect(gateway.statusCode).toBe(200);
    expect(gateway.headers['content-type']).toMatch(/^text\/plain/);
    expect(gateway.body).toMatch(
      /graphql_operations_total\{operation="ShopPage",type="query",outcome="ok",service="gateway"\} 2/,
    );
    expect(gateway.body).toMatch(
      /rest_calls_total\{method="GET",route="\/public\/v1\/product",status="200",service="gateway"\} \d+/,
    );
    expect(gateway.body).toMatch(/rest_call_duration_seconds_bucket\{/);
    expect(gateway.body).toMatch(/cache_reads_total\{kind="response",result="hit",service="gateway"\} \d+/);
    expect(gateway.body).toMatch(/session_refreshes_total/);
    expect(gateway.body).toMatch(/process_resident_memory_bytes/);

    const rest = await stack.rest.call('GET', '/metrics');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatch(
      /http_requests_total\{method="GET",route="\/public\/v1\/product",status="200",service="rest-api"\} \d+/,
    );
    expect(rest.body).toMatch(/mail_outbox_backlog\{service="rest-api"\} \d+/);
    expect(rest.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });

  it('is not served in production without the token, and is with it', async () => {
    const production = await startStack({
      rest: {
        env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', METRICS_TOKEN: 'rest-metrics-secret' },
      },
      gatewayEnv: {
        NODE_ENV: 'production',
        METRICS_TOKEN: 'gateway-metrics-secret',
        TRUSTED_DOCUMENTS: '/nonexistent',
      },
    });
    try {
      for (const headers of [{}, { authorization: 'Bearer wrong-token-of-same-size' }] as Record<
        string,
        string
      >[]) {
        expect(
          (await production.gateway.inject({ method: 'GET', url: '/metrics', headers })).statusCode,
        ).toBe(404);
        expect((await production.rest.call('GET', '/metrics', { headers })).status).toBe(404);
      }
      const gateway = await production.gateway.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer gateway-metrics-secret' },
      });
      expect(gateway.statusCode).toBe(200);
      const rest = await production.rest.call('GET', '/metrics', {
        headers: { authorization: 'Bearer rest-metrics-secret' },
      });
      expect(rest.status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
