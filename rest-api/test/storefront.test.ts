// GET /public/v1/storefront: the chat number and the payment provider the web app needs, from the configuration,
// which refuses a malformed number or Snap.js URL at start-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /public/v1/storefront', () => {
  it('answers the defaults to anyone: the sandbox provider, no client key', async () => {
    const answer = await t.call('GET', '/public/v1/storefront');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      data: {
        chatWhatsappNumber: '6281234567890',
        paymentProvider: 'sandbox',
        midtransClientKey: null,
        midtransSnapJsUrl: 'https://app.sandbox.midtrans.com/snap/snap.js',
      },
    });
  });

  it('needs the Client-Id as every public call', async () => {
    expectError(await t.call('GET', '/public/v1/storefront', { noClient: true }), 400, 'unknown client');
  });

  it('answers what the environment sets, and midtrans when its server key is set', async () => {
    const configured = await createTestApp({
      env: {
        CHAT_WHATSAPP_NUMBER: '6285712345678',
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-test',
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-test',
        MIDTRANS_SNAP_JS_URL: 'https://app.midtrans.com/snap/snap.js',
      },
    });
    try {
      const answer = await configured.call('GET', '/public/v1/storefront');
      expect(answer.body.data).toEqual({
        chatWhatsappNumber: '6285712345678',
        paymentProvider: 'midtrans',
        midtransClientKey: 'SB-Mid-client-test',
        midtransSnapJsUrl: 'https://app.midtrans.com/snap/snap.js',
      });
    } finally {
      await configured.close();
    }
  });
});

describe('the storefront settings at start-up', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: 'x'.repeat(32), ...env });

  it('takes a WhatsApp number of digits only, country code first', () => {
    expect(load({ CHAT_WHATSAPP_NUMBER: ' 6281122334455 ' }).storefront.chatWhatsappNumber).toBe(
      '6281122334455',
    );
    for (const bad of [
      '+6281234567890',
      '0812 3456 7890',
      '0812345678',
      '62-812-3456',
      '1234567',
      'wa.me/62812',
    ]) {
      expect(() => load({ CHAT_WHATSAPP_NUMBER: bad }), bad).toThrow(
        /CHAT_WHATSAPP_NUMBER must be 8 to 15 digits/,
      );
    }
  });

  it('takes an http(s) Snap.js URL only', () => {
    expect(() => load({ MIDTRANS_SNAP_JS_URL: 'snap.js' })).toThrow(/MIDTRANS_SNAP_JS_URL must be an http/);
    expect(() => load({ MIDTRANS_SNAP_JS_URL: 'javascript:alert(1)' })).toThrow(/MIDTRANS_SNAP_JS_URL/);
  });
});
