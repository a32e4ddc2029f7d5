// Every REST call has a GraphQL field: the REST API's route table against the coverage maps every domain keeps
// in gateway/src/<domain>/coverage.ts ('METHOD /route/:pattern' → 'Type.field'), and every field those maps name
// exists in the schema.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiUrl } from '../../rest-api/src/plugins/auth.js';
import { createTestApp, type TestApp } from '../../rest-api/test/helpers/app.js';
import { ORDER_EXPORT_PATH, ORDER_XLSX_EXPORT_PATH } from '../src/orders/export-route.js';
import { buildSchema } from '../src/schema.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
/** Called by the payment provider, never by a client: no GraphQL field, and a coverage entry that says so. */
const PROVIDER_CALLBACKS = new Set(['POST /v1/payment/notification']);
/**
 * Streamed files, not GraphQL: the gateway's own HTTP routes (`HTTP GET /path`) that call the REST route; the
 * route's own test (orders.test.ts for the export) proves the gateway answers there.
 */
const GATEWAY_HTTP_ROUTES = new Set([`HTTP GET ${ORDER_EXPORT_PATH}`, `HTTP GET ${ORDER_XLSX_EXPORT_PATH}`]);

interface Entry {
  route: string;
  field: string;
  file: string;
}

async function coverageEntries(): Promise<Entry[]> {
  const entries: Entry[] = [];
  const folders = readdirSync(SRC, { withFileTypes: true })
    .filter((item) => item.isDirectory())
    .map((item) => item.name)
    .sort();
  for (const folder of folders) {
    const file = path.join(SRC, folder, 'coverage.ts');
    if (!existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as { coverage?: Record<string, string> };
    if (!module.coverage) throw new Error(`${folder}/coverage.ts exports no \`coverage\``);
    for (const [route, field] of Object.entries(module.coverage)) {
      entries.push({ route, field, file: `${folder}/coverage.ts` });
    }
  }
  return entries;
}

let rest: TestApp;
let entries: Entry[];
beforeAll(async () => {
  rest = await createTestApp();
  entries = await coverageEntries();
});
afterAll(() => rest.close());

describe('REST coverage', () => {
  const routes = () =>
    [
      ...new Set(
        rest.app.routeTable.filter((route) => isApiUrl(route.url)).map((r) => `${r.method} ${r.url}`),
      ),
    ].sort();

  it('has a GraphQL field for every REST route', () => {
    expect(routes().length).toBeGreaterThan(50);
    const covered = new Set(entries.map((entry) => entry.route));
    expect(
      routes().filter((route) => !covered.has(route)),
      'REST routes that no gateway/src/*/coverage.ts maps',
    ).toEqual([]);
  });

  it('names only routes the REST API has, each in one coverage file', () => {
    const existing = new Set(routes());
    expect(
      entries.filter((entry) => !existing.has(entry.route)).map((entry) => `${entry.file}: ${entry.route}`),
      'coverage entries for routes the REST API does not have',
    ).toEqual([]);
    const files = new Map<string, string[]>();
    for (const entry of entries) files.set(entry.route, [...(files.get(entry.route) ?? []), entry.file]);
    expect(
      [...files]
        .filter(([, names]) => names.length > 1)
        .map(([route, names]) => `${route}: ${names.join(', ')}`),
      'routes mapped in more than one coverage file',
    ).toEqual([]);
  });

  it('names only fields the schema has', () => {
    const schema = buildSchema();
    const missing = entries
      .filter((entry) => !PROVIDER_CALLBACKS.has(entry.route))
      .filter((entry) => !(entry.field.startsWith('HTTP ') && GATEWAY_HTTP_ROUTES.has(entry.field)))
      // Read by the gateway's response cache itself, not by a field (cache-generation.ts).
      .filter((entry) => entry.field !== 'CACHE withCatalogueVersion')
      .filter((entry) => {
        const [typeName, fieldName, ...rest] = entry.field.split('.');
        if (!typeName || !fieldName || rest.length > 0) return true;
        const type = schema.getType(typeName) as { getFields?: () => Record<string, unknown> } | undefined;
        return !type?.getFields?.()[fieldName];
      })
      .map((entry) => `${entry.file}: ${entry.route} → ${entry.field}`);
    expect(missing, 'coverage entries naming a field the schema does not have').toEqual([]);
  });
});
