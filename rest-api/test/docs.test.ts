// The OpenAPI document is generated from the route schemas: every API route is in it, with its schemas. Tools
// must be able to read it: it passes a standard OpenAPI validator, a choice of strings is one enum, and answers
// that name another resource link to the operation that reads it.
import { compileErrors, validate } from '@readme/openapi-parser';
import type { OpenAPIV3 } from 'openapi-types';
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

async function openApiDocument(): Promise<OpenAPIV3.Document> {
  const answer = await t.app.inject({ method: 'GET', url: '/docs/json' });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object in the document, with its JSON pointer. */
function* nodesOf(value: unknown, pointer = ''): Generator<[string, Node]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* nodesOf(item, `${pointer}/${index}`);
    return;
  }
  if (!isNode(value)) return;
  yield [pointer, value];
  for (const [key, item] of Object.entries(value))
    yield* nodesOf(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

/** A schema that allows one string only: {const: "a"} or {enum: ["a"]}. */
const isOneString = (schema: unknown) =>
  isNode(schema) &&
  (typeof schema.const === 'string' ||
    (Array.isArray(schema.enum) && schema.enum.length === 1 && typeof schema.enum[0] === 'string'));

interface Operation {
  method: string;
  path: string;
  operation: OpenAPIV3.OperationObject;
}

function operationsOf(document: OpenAPIV3.Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const)
      .filter((method) => item?.[method])
      .map((method) => ({ method, path, operation: item![method]! })),
  );
}

/** The schema a JSON pointer of a response body reaches (an index reaches the items of a list). */
function schemaAt(document: OpenAPIV3.Document, schema: unknown, pointer: string): Node | undefined {
  let current: unknown = schema;
  for (const segment of pointer.split('/').slice(1)) {
    while (isNode(current) && typeof current.$ref === 'string') {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = document.components?.schemas?.[name];
    }
    if (!isNode(current)) return undefined;
    current = /^\d+$/.test(segment)
      ? current.items
      : (current.properties as Record<string, unknown> | undefined)?.[segment];
  }
  return isNode(current) ? current : undefined;
}

describe('/docs/json for OpenAPI tools', () => {
  it('passes a standard OpenAPI validator', async () => {
    const document = await openApiDocument();
    // The validator dereferences the document in place: it gets its own copy.
    const result = await validate(structuredClone(document));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.specification).toBe('OpenAPI');
  });

  it('shows a choice of strings as one {type: string, enum}, never a list of one-value schemas', async () => {
    const document = await openApiDocument();
    const lists: string[] = [];
    for (const [pointer, node] of nodesOf(document)) {
      for (const keyword of ['anyOf', 'oneOf'] as const) {
        const members = node[keyword];
        if (Array.isArray(members) && members.length > 0 && members.every(isOneString)) {
          lists.push(`${pointer}/${keyword}`);
        }
      }
    }
    expect(lists).toEqual([]);

    const body = (path: string, method: 'post' | 'put', status?: string) => {
      const operation = document.paths[path]![method]!;
      const content = status
        ? (operation.responses[status] as OpenAPIV3.ResponseObject).content
        : (operation.requestBody as OpenAPIV3.RequestBodyObject).content;
      return content!['application/json']!.schema;
    };
    // The fields the issue names: a session's scope, a permission's method, and an order's status.
    expect(schemaAt(document, body('/v1/auth/login', 'post', '200'), '/data/user/scope')).toMatchObject({
      type: 'string',
      enum: ['root', 'admin', 'member'],
    });
    expect(schemaAt(document, body('/v1/permission', 'post'), '/method')).toMatchObject({
      type: 'string',
      enum: ['GET', 'POST', 'PUT', 'DELETE'],
    });
    expect(schemaAt(document, body('/v1/order/{id}/status', 'put'), '/status')).toMatchObject({
      type: 'string',
      enum: ['pending', 'paid', 'processing', 'completed', 'cancelled', 'expired'],
    });
    // An enum without a type is no enum to most generators either.
    const untyped = [...nodesOf(document)].filter(([, node]) => Array.isArray(node.enum) && !node.type);
    expect(untyped.map(([pointer]) => pointer)).toEqual([]);
  });

  it("links an order line to its product's operation, and every link to an operation that exists", async () => {
    const document = await openApiDocument();
    const operations = operationsOf(document);
    const byId = new Map(operations.map((item) => [item.operation.operationId, item]));
    const links: string[] = [];
    const problems: string[] = [];
    for (const { method, path, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const { links: responseLinks = {}, content } = response as OpenAPIV3.ResponseObject;
        for (const [name, value] of Object.entries(responseLinks)) {
          const link = value as OpenAPIV3.LinkObject;
          const label = `${method.toUpperCase()} ${path} ${status} ${name}`;
          const target = link.operationId ? byId.get(link.operationId) : undefined;
          if (!target) {
            problems.push(`${label}: no operation ${String(link.operationId ?? link.operationRef)}`);
            continue;
          }
          links.push(`${label} -> ${target.method.toUpperCase()} ${target.path}`);
          const targetParameters = (target.operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
          for (const [parameter, expression] of Object.entries(link.parameters ?? {})) {
            if (!targetParameters.some((item) => item.name === parameter && item.in === 'path')) {
              problems.push(`${label}: ${target.path} has no path parameter ${parameter}`);
            }
            const pointer = /^\$response\.body#(\/.*)$/.exec(String(expression))?.[1];
            const bodySchema = content?.['application/json']?.schema;
            if (pointer !== undefined && !schemaAt(document, bodySchema, pointer)) {
              problems.push(`${label}: the answer has nothing at ${pointer}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The order answers (one order, the list, a payment token's order) link their lines' products.
    expect(links).toEqual(
      expect.arrayContaining([
        'GET /v1/order/{id} 200 lineProduct -> GET /public/v1/product/{id}',
        'GET /v1/order 200 lineProduct -> GET /public/v1/product/{id}',
        'GET /public/v1/order/payment/{token} 200 lineProduct -> GET /public/v1/product/{id}',
        'GET /public/v1/product/{id} 200 categoryProducts -> GET /public/v1/product/category/{slug}',
        'POST /v1/order/checkout 201 order -> GET /v1/order/{id}',
      ]),
    );
  });
});

describe('/health', () => {
  it('answers ok without a Client-Id', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/health' });
    expect(answer.json()).toEqual({ status: 'ok' });
  });
});
