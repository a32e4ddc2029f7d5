// The storefront's settings through the gateway: what the REST API is configured with (the gateway guesses
// nothing), public and cached for everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectData } from './helpers/expect.js';
import { startStack, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

const STOREFRONT =
  '{ storefront { chatWhatsappNumber paymentProvider midtransClientKey midtransSnapJsUrl } }';

describe('storefront', () => {
  let stack: Stack;
  const upstream = recordingFetch(() => stack?.restUrl);
  beforeAll(async () => {
    stack = await startStack({
      fetch: upstream.fetch,
      rest: {
        env: {
          CHAT_WHATSAPP_NUMBER: '6285700011122',
          MIDTRANS_SERVER_KEY: 'SB-Mid-server-gateway',
          MIDTRANS_CLIENT_KEY: 'SB-Mid-client-gateway',
        },
      },
    });
  });
  afterAll(() => stack.close());

  it("answers the REST API's settings to visitors, cached for everyone", async () => {
    const storefrontCalls = () => upstream.calls.filter((call) => call.includes('/public/v1/storefront'));
    const first = await stack.agent().gql(STOREFRONT);
    expect(expectData(first)).toEqual({
      storefront: {
        chatWhatsappNumber: '6285700011122',
        paymentProvider: 'midtrans',
        midtransClientKey: 'SB-Mid-client-gateway',
        midtransSnapJsUrl: 'https://app.sandbox.midtrans.com/snap/snap.js',
      },
    });
    expect(first.headers['cache-control']).toBe('max-age=300, public');

    const second = await stack.agent().gql(STOREFRONT);
    expect(second.data).toEqual(first.data);
    expect(second.headers.age).toBeDefined();
    expect(storefrontCalls()).toHaveLength(1);
  });
});
