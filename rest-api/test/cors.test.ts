// Browsers on the origins in CORS_ORIGINS may call the API directly; their preflights carry no Client-Id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: 'http://shop.test' } });
});
afterAll(() => t.close());

const preflight = (origin: string, method: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/v1/profile',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,client-id,content-type',
    },
  });

describe('CORS', () => {
  it('answers a preflight from an allowed origin for every method the API uses', async () => {
    const answer = await preflight('http://shop.test', 'PUT');
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('http://shop.test');
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect(String(answer.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    expect(String(answer.headers['access-control-allow-headers'])).toMatch(/client-id/);
  });

  it('grants nothing to another origin', async () => {
    const answer = await preflight('http://evil.test', 'DELETE');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('marks real answers for the allowed origin', async () => {
    const answer = await t.call('GET', '/v1/profile', {
      token: await t.tokenOf('member'),
      headers: { origin: 'http://shop.test' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('http://shop.test');
  });
});
