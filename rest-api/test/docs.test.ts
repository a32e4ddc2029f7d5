// The OpenAPI document is generated from the route schemas: every API route is in it, with its schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiUrl } from '../src/plugins/auth.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/docs', () => {
  it('serves the OpenAPI browser', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/swagger/i);
  });

  it('documents every API route with its body and answer schemas', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    expect(document.openapi).toMatch(/^3\./);
    const missing: string[] = [];
    for (const route of t.app.routeTable.filter((item) => isApiUrl(item.url))) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      expect(operation.summary, `${route.method} ${route.url} has a summary`).toBeTruthy();
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
      expect(success, `${route.method} ${route.url} documents its answer`).toBeDefined();
      if (route.body && !operation.consumes) expect(operation.requestBody).toBeDefined();
    }
    expect(missing).toEqual([]);
  });
});

describe('/health', () => {
  it('answers ok without a Client-Id', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/health' });
    expect(answer.json()).toEqual({ status: 'ok' });
  });
});
