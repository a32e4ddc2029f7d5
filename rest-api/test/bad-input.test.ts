// Bad input for every JSON body, generated from app.routeTable so that a new route cannot be forgotten: missing and
// wrong-typed fields, 100 KB strings, bodies that are not JSON objects, bodies over the limit. Every answer must be
// {"errors": "<message>"} with the right status and never a stack trace or a 500; the server keeps serving after.
// Then SQL metacharacters, stored and searched literally, and query-string and path validation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiUrl } from '../src/plugins/auth.js';
import { validatorCompiler } from '../src/plugins/validation.js';
import { ACCOUNTS, createTestApp, type Answer, type TestApp } from './helpers/app.js';
import { multipart } from './helpers/images.js';

let t: TestApp;
let rootToken: string;
beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.tokenOf('root');
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------------------------
// Reading the routes' JSON schemas.

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface BodyRoute {
  method: string;
  /** The route's url with every path parameter filled by a random UUID. */
  url: string;
  label: string;
  schema: JsonSchema;
}

const BODY_LIMIT = 1024 * 1024;

/**
 * Every API route that takes a JSON body (the multipart upload declares none, so it is not among them; the
 * payment sandbox's HTML form is no API and answers HTML pages, tested in payment-providers.test.ts).
 */
function bodyRoutes(): BodyRoute[] {
  return t.app.routeTable
    .filter((route) => route.body !== undefined && isApiUrl(route.url))
    .map((route) => ({
      method: route.method,
      url: route.url.replace(/:\w+/g, () => randomUUID()),
      label: `${route.method} ${route.url}`,
      schema: route.body as JsonSchema,
    }));
}

const propertiesOf = (schema: JsonSchema) => Object.entries(schema.properties ?? {});

function jsonTypesOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

/** The JSON types a schema accepts, or undefined when it does not restrict the type. */
function acceptedTypes(schema: JsonSchema): Set<string> | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const each = branches.map(acceptedTypes);
    return each.some((types) => types === undefined)
      ? undefined
      : new Set(each.flatMap((types) => [...types!]));
  }
  if (schema.type !== undefined) return new Set([schema.type].flat());
  if ('const' in schema) return new Set(jsonTypesOf(schema.const));
  return undefined;
}

const accepts = (types: Set<string> | undefined, value: unknown) =>
  types === undefined || jsonTypesOf(value).some((type) => types.has(type));

/** Validates as the server does (JSON bodies are not coerced). */
const isValid = (schema: JsonSchema, value: unknown) =>
  validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' })(structuredClone(value)) === true;

const SAMPLE_STRINGS = [
  'sample@lemari.test',
  '/v1/sample',
  randomUUID(),
  'https://lemari.test/uploads/sample.webp',
  '081234567890',
  '#1f2a44',
  // An NPWP (the seller on the invoices).
  '01.234.567.8-541.000',
];

/** A value the schema accepts, found among enum/const values and a few samples. */
function sampleValue(schema: JsonSchema, field: string): unknown {
  const consts = [
    ...(schema.enum ?? []),
    ...(schema.anyOf ?? schema.oneOf ?? [schema]).filter((branch) => 'const' in branch).map((b) => b.const),
  ];
  // Nested objects and non-empty lists are built from their own schemas (a checkout's shipment and lines).
  const built: unknown[] = [];
  if (schema.properties) built.push(objectSample(schema, field));
  if (schema.items) built.push([sampleValue(schema.items, `${field}[0]`)]);
  const found = [...consts, ...SAMPLE_STRINGS, 1, true, [], {}, ...built].find((candidate) =>
    isValid(schema, candidate),
  );
  if (found === undefined) throw new Error(`No sample value for ${field}: add one to SAMPLE_STRINGS`);
  return found;
}

/** An object with only the required fields, each valid. */
function objectSample(schema: JsonSchema, prefix: string): Record<string, unknown> {
  const properties = schema.properties ?? {};
  return Object.fromEntries(
    (schema.required ?? []).map((field) => [
      field,
      sampleValue(properties[field] ?? {}, prefix ? `${prefix}.${field}` : field),
    ]),
  );
}

/** A body with only the required fields, each valid, so that one more bad field is the only fault. */
const validBase = (route: BodyRoute) => objectSample(route.schema, '');

const WRONG_SCALARS: unknown[] = ['12', 12345, true];
const WRONG_STRUCTURES: unknown[] = [{ nested: 'x' }, ['x']];

/** A scalar and a structure of a type the field does not accept: 12345 and {} for a string, "12" for a number. */
function wrongValuesFor(schema: JsonSchema): unknown[] {
  const types = acceptedTypes(schema);
  return [WRONG_SCALARS, WRONG_STRUCTURES]
    .map((pool) => pool.find((value) => !accepts(types, value)))
    .filter((value) => value !== undefined);
}

// ---------------------------------------------------------------------------------------------------------------
// Sending cases and judging the answers.

interface Expected {
  status: number;
  /** The message must name one of these fields. */
  names?: readonly string[];
}

interface Case extends Expected {
  label: string;
  send: () => Promise<Answer>;
}

const sendJson = (route: BodyRoute, body: unknown) =>
  t.call(route.method, route.url, { token: rootToken, body });

const sendRaw = (route: BodyRoute, payload: string | Buffer, contentType: string) =>
  t.call(route.method, route.url, {
    token: rootToken,
    body: payload,
    headers: { 'content-type': contentType },
  });

const STACK_MARKERS = [/at \//, /\n\s+at /, /\.[jt]s:\d/, /^\w*Error:/];
const namesField = (message: string, field: string) => new RegExp(`\\b${field}\\b`).test(message);

/** What is wrong with an answer, as readable lines (none when it is the expected {"errors"} answer). */
function problemsWith(answer: Answer, expected: Expected): string[] {
  const problems: string[] = [];
  const shown = JSON.stringify(answer.body)?.slice(0, 200);
  if (answer.status !== expected.status)
    problems.push(`status ${answer.status}, expected ${expected.status}: ${shown}`);
  const body: unknown = answer.body;
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!isObject || Object.keys(body).join() !== 'errors') {
    problems.push(`body is not {"errors": …}: ${shown}`);
    return problems;
  }
  const message = (body as { errors: unknown }).errors;
  if (typeof message !== 'string' || message.trim() === '')
    return [...problems, `errors is not a message: ${shown}`];
  if (STACK_MARKERS.some((marker) => marker.test(message)))
    problems.push(`stack trace in the message: ${shown}`);
  if (expected.names && !expected.names.some((field) => namesField(message, field))) {
    problems.push(`message names none of ${expected.names.join(', ')}: ${shown}`);
  }
  return problems;
}

async function problemsOf(cases: Case[]): Promise<string[]> {
  expect(cases.length, 'the sweep has cases').toBeGreaterThan(0);
  const problems: string[] = [];
  for (const item of cases) {
    const answer = await item.send();
    problems.push(...problemsWith(answer, item).map((problem) => `${item.label}: ${problem}`));
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// The cases, per kind of bad input, for every route with a JSON body.

const emptyObjectCases = (routes: BodyRoute[]): Case[] =>
  routes
    .filter((route) => (route.schema.required ?? []).length > 0)
    .map((route) => ({
      label: `${route.label} {}`,
      send: () => sendJson(route, {}),
      status: 400,
      names: route.schema.required ?? [],
    }));

const wrongTypeCases = (routes: BodyRoute[]): Case[] =>
  routes.flatMap((route) =>
    propertiesOf(route.schema).flatMap(([field, schema]) =>
      wrongValuesFor(schema).map((value) => ({
        label: `${route.label} ${field}=${JSON.stringify(value)}`,
        send: () => sendJson(route, { ...validBase(route), [field]: value }),
        status: 400,
        names: [field],
      })),
    ),
  );

/** Each field that takes text, set to `value` (described as `shown`) in an otherwise valid body. */
const stringCases =
  (shown: string, value: string) =>
  (routes: BodyRoute[]): Case[] =>
    routes.flatMap((route) =>
      propertiesOf(route.schema)
        .filter(([, schema]) => accepts(acceptedTypes(schema), 'text'))
        .map(([field]) => ({
          label: `${route.label} ${field}=${shown}`,
          send: () => sendJson(route, { ...validBase(route), [field]: value }),
          status: 400,
          names: [field],
        })),
    );

const NOT_JSON_OBJECTS: {
  name: string;
  payload: () => { body: string | Buffer; type: string };
  status: number;
}[] = [
  { name: 'malformed JSON', payload: () => ({ body: '{"a":', type: 'application/json' }), status: 400 },
  { name: 'a JSON array', payload: () => ({ body: '[{"a":1}]', type: 'application/json' }), status: 400 },
  { name: 'a JSON string', payload: () => ({ body: '"text"', type: 'application/json' }), status: 400 },
  { name: 'an empty JSON body', payload: () => ({ body: '', type: 'application/json' }), status: 400 },
  { name: 'text/plain', payload: () => ({ body: '{"a":1}', type: 'text/plain' }), status: 415 },
  { name: 'application/xml', payload: () => ({ body: '<a/>', type: 'application/xml' }), status: 415 },
  {
    name: 'multipart/form-data',
    payload: () => {
      const form = multipart('file', 'a.txt', 'text/plain', Buffer.from('hello'));
      return { body: form.payload, type: form.headers['content-type'] };
    },
    status: 415,
  },
];

const notJsonCases = (routes: BodyRoute[]): Case[] =>
  routes.flatMap((route) =>
    NOT_JSON_OBJECTS.map(({ name, payload, status }) => ({
      label: `${route.label} ${name}`,
      send: () => {
        const { body, type } = payload();
        return sendRaw(route, body, type);
      },
      status,
    })),
  );

const oversizeCases = (routes: BodyRoute[]): Case[] =>
  routes.map((route) => ({
    label: `${route.label} over 1 MB`,
    send: () => sendRaw(route, JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT) }), 'application/json'),
    status: 413,
  }));

describe('every route with a JSON body, signed in as root', () => {
  it('covers the routes that take JSON, and a valid base body is valid', () => {
    const routes = bodyRoutes();
    expect(routes.map((route) => route.label)).toEqual(
      expect.arrayContaining(['POST /v1/auth/login', 'POST /v1/user', 'PUT /v1/role/:id', 'PUT /v1/profile']),
    );
    for (const route of routes) expect(isValid(route.schema, validBase(route)), route.label).toBe(true);
  });

  it.each([
    ['an empty object: 400 naming a required field', emptyObjectCases],
    ['each field with a wrong type: 400 naming it (bodies are not coerced)', wrongTypeCases],
    ['each string field 100 KB long: 400 naming it', stringCases('<100 KB>', 'x'.repeat(100 * 1024))],
    [
      'each string field holding U+0000 (PostgreSQL cannot store it): 400 naming it',
      stringCases('<NUL>', 'a\u0000b'),
    ],
    ['a body that is not a JSON object: 400, or 415 for another content type', notJsonCases],
    ['a body over 1 MB: 413', oversizeCases],
  ] as const)('refuses %s', async (_, cases) => {
    expect(await problemsOf(cases(bodyRoutes()))).toEqual([]);
  });

  it('keeps serving after the sweep: health and a normal sign-in', async () => {
    expect(await t.call('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const session = await t.login(ACCOUNTS.member.email, ACCOUNTS.member.password);
    expect((await t.call('GET', '/v1/profile', { token: session.accessToken })).status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// SQL metacharacters are data: stored, read back and searched literally.

describe('SQL metacharacters', () => {
  const create = async (url: string, body: Record<string, unknown>) => {
    const answer = await t.call('POST', url, { token: rootToken, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as { id: string } & Record<string, unknown>;
  };
  const read = async (url: string) => (await t.call('GET', url, { token: rootToken })).body.data;
  const search = (url: string, q: string) =>
    t.call('GET', url, { token: rootToken, query: { q, limit: 100 } });

  it('stores a user name that tries to drop the users table, unchanged', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const user = await create('/v1/user', {
      email: 'bobby.tables@example.com',
      password: 'Bobby-pass-1',
      name,
    });
    expect(user.name).toBe(name);
    expect((await read(`/v1/user/${user.id}`)).name).toBe(name);
    const list = await search('/v1/user', 'bobby.tables');
    expect(list.body.data.map((row: { name: string }) => row.name)).toEqual([name]);
  });

  it('stores quotes, LIKE wildcards and a backslash in a role, unchanged', async () => {
    const fields = { roleName: "Sales' OR '1'='1", description: "' OR '1'='1 -- 100%_off \\ done" };
    const role = await create('/v1/role', fields);
    expect(role).toMatchObject(fields);
    expect(await read(`/v1/role/${role.id}`)).toMatchObject(fields);
  });

  it.each(['/v1/user', '/v1/role', '/v1/permission'])(
    "answers an empty list to q='; -- on %s",
    async (url) => {
      const answer = await search(url, "'; --");
      expect(answer).toMatchObject({ status: 200, body: { data: [], paging: { count: 0 } } });
    },
  );

  // Text each list searches in, per row: a wildcard must match only rows that contain it literally.
  const searchedText: Record<string, (row: Record<string, string | null>) => string> = {
    '/v1/user': (row) => [row.username, row.name, row.email].join(' '),
    '/v1/role': (row) => [row.roleName, row.description].join(' '),
  };
  const WILDCARDS = { '%': 'Diskon 50% Lemari', _: 'Kode promo_lemari', '\\': 'Folder C:\\lemari' };

  describe('LIKE wildcards in q', () => {
    beforeAll(async () => {
      for (const [index, name] of Object.values(WILDCARDS).entries()) {
        await create('/v1/user', { email: `wildcard${index}@example.com`, password: 'Wild-pass-1', name });
        await create('/v1/role', { roleName: name });
      }
    });

    const cases = Object.entries(WILDCARDS).flatMap(([q, name]) =>
      Object.keys(searchedText).map((url) => [q, url, name] as const),
    );
    it.each(cases)('q=%s matches only rows containing it literally on %s', async (q, url, name) => {
      const all = await t.call('GET', url, { token: rootToken, query: { limit: 100 } });
      const answer = await search(url, q);
      expect(answer.status).toBe(200);
      const texts: string[] = answer.body.data.map(searchedText[url]!);
      expect(texts.filter((text) => text.includes(name))).toHaveLength(1);
      expect(texts.filter((text) => !text.includes(q))).toEqual([]);
      expect(answer.body.paging.count).toBe(texts.length);
      expect(answer.body.paging.count).toBeLessThan(all.body.paging.count);
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Query strings and paths are validated too; unknown routes and unknown body fields.

describe('query strings, paths and unknown input', () => {
  it.each([
    ['limit=abc', 'limit'],
    ['limit=1000', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['skip=-1', 'skip'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=a%00b', 'q'],
  ])('GET /v1/user?%s is a 400 naming %s', async (query, field) => {
    const answer = await t.call('GET', `/v1/user?${query}`, { token: rootToken });
    expect(problemsWith(answer, { status: 400, names: [field] })).toEqual([]);
  });

  it('refuses a malformed path parameter on every route that has one, naming it', async () => {
    const cases = t.app.routeTable
      .filter((route) => /:\w+/.test(route.url) && isApiUrl(route.url))
      .map((route): Case => {
        // Slugs and payment tokens are not UUIDs, so theirs get a value that is no slug or token either.
        const malformed: Record<string, string> = { slug: 'not_a%20slug', token: 'not%20a%20token' };
        const url = route.url.replace(/:(\w+)/g, (_, name: string) => malformed[name] ?? 'not-a-uuid');
        return {
          label: `${route.method} ${route.url}`,
          send: () => t.call(route.method, url, { token: rootToken, ...(route.body ? { body: {} } : {}) }),
          status: 400,
          names: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
        };
      });
    expect(await problemsOf(cases)).toEqual([]);
  });

  it.each([
    ['GET', '/v1/no-such-thing'],
    ['POST', '/public/v1/no-such-thing'],
    ['DELETE', '/no-such-thing'],
  ])('answers 404 with {errors} for an unknown route: %s %s', async (method, url) => {
    const answer = await t.call(method, url, { token: rootToken });
    expect(problemsWith(answer, { status: 404 })).toEqual([]);
  });

  it('ignores an unknown field in a body', async () => {
    const created = await t.call('POST', '/v1/role', {
      token: rootToken,
      body: { roleName: 'Extra field role', colour: 'red', isSystem: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ roleName: 'Extra field role', isSystem: false });
    expect(created.body.data).not.toHaveProperty('colour');

    const profile = await t.call('PUT', '/v1/profile', {
      token: rootToken,
      body: { location: 'Jakarta', isRoot: false },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ location: 'Jakarta' });
    expect(profile.body.data).not.toHaveProperty('isRoot');
  });
});
