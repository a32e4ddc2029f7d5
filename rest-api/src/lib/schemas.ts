// TypeBox building blocks shared by every domain: ids, paging and list answers, the {data} and {errors} envelopes,
// and each route's OpenAPI documentation (routeDoc).
import { DEFAULT_PAGE_SIZE, LANGUAGES, MAX_PAGE_SIZE } from '@lemari/shop/rules';
import { Type, type TSchema, type TSchemaOptions, type TUnsafe } from 'typebox';

/**
 * Marks a uuid field for the validation plugin, which rewrites it in lower case: ids are compared in one
 * canonical form everywhere (an own id written in capitals is still one's own id).
 */
export const CANONICAL_UUID = 'x-canonical-uuid';
export const Uuid = Type.String({ format: 'uuid', description: 'A UUID', [CANONICAL_UUID]: true });
export const IdParams = Type.Object({ id: Uuid });

/** When a record was made and last changed: the properties every back-office record ends with. */
export const Timestamps = {
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

/** An absolute http(s) URL in a pattern: the scheme, a host, then anything without white space. */
const HTTP_URL_PATTERN = 'https?://[^\\s/?#]+\\S*';

/** The pattern of an image the upload route stored: its /uploads/… path. */
export const UPLOAD_PATH_PATTERN = '/uploads/\\S+';

/**
 * A link or image field: an absolute http(s) URL or, when `path` is given, a path matching it (e.g. an upload);
 * `empty` also takes "" for none.
 */
export function WebAddress(options: {
  minLength?: number;
  maxLength: number;
  path?: string;
  empty?: boolean;
  description: string;
}) {
  const { path, empty, description, ...lengths } = options;
  const address = path === undefined ? HTTP_URL_PATTERN : `(${HTTP_URL_PATTERN}|${path})`;
  return Type.String({ ...lengths, pattern: `${empty ? '^$|' : ''}^${address}$`, description });
}

/** The status of what the storefront shows (an affiliate, a widget). */
export const SHOWN_STATUS_DESCRIPTION = 'Shown on the storefront when true';

/** A string schema's wording of its pattern, for the errors plugin: "phone must be …" instead of "invalid format". */
export const PATTERN_MESSAGE = 'x-pattern-message';

/**
 * One of a few strings, as one `{ "type": "string", "enum": [...] }` schema. TypeBox renders a union of literals
 * as an anyOf of one-value schemas and its Enum without a type, which OpenAPI tools (code and GraphQL generators)
 * do not read as an enum. TypeScript still sees the union of the values; a value outside them is refused with
 * "<field> must be one of: ..." (the errors plugin words a wrong type the same way).
 */
export function StringEnum<const Values extends readonly [string, ...string[]]>(
  values: Values,
  options: TSchemaOptions = {},
): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ ...options, type: 'string', enum: [...values] });
}

/** The spec's nil id: the original client sends it as a placeholder in role and permission lists. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const PagingQuery = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, description: 'Rows to skip; wins over page' })),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: `Page size (default ${DEFAULT_PAGE_SIZE})`,
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, description: 'Page number, from 1' })),
});

export const SearchQuery = Type.Object({
  ...PagingQuery.properties,
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Search text' })),
});

/** How a back-office list may be ordered: newest or oldest first, or by name (A to Z). */
export const LIST_SORTS = ['newest', 'oldest', 'name'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** A searchable list that staff can also order (?sort=newest|oldest|name; newest by default). */
export const SortedSearchQuery = Type.Object({
  ...SearchQuery.properties,
  sort: Type.Optional(StringEnum(LIST_SORTS, { description: `${LIST_SORTS.join(', ')}; newest by default` })),
});

export const Paging = Type.Object({
  count: Type.Integer({ description: 'Rows matching the query, over all pages' }),
  page: Type.Integer({ description: 'The page answered, from 1' }),
});

export const ErrorBody = Type.Object({
  errors: Type.String({ description: 'A message a person can read' }),
  details: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), {
      description: 'Facts a client can act on, e.g. the correct amount of a checkout',
    }),
  ),
});

export function Data<T extends TSchema>(schema: T) {
  return Type.Object({ data: schema });
}

export function List<T extends TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item), paging: Paging });
}

/** The shop's languages as a schema: `en` (English) or `id` (Bahasa Indonesia). */
export const LanguageCode = StringEnum(LANGUAGES, {
  description: 'A language the shop speaks: en (English) or id (Bahasa Indonesia)',
});

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Error answers every route may give, for the OpenAPI document (routeDoc adds them to each route's own). */
const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
} as const;

/**
 * A domain's route documenter: a route's schema (summary, params, body, response…) under the domain's OpenAPI
 * tags, with bearer security unless the routes are public, and the error answers every route may give
 * (errorResponses) beside its own.
 */
export function routeDoc(tags: string[], access: 'bearer' | 'public') {
  const security: { security?: { bearer: string[] }[] } =
    access === 'bearer' ? { security: [{ bearer: [] }] } : {};
  return <Schema extends { response: Record<number, TSchema> }>(schema: Schema) => ({
    tags,
    ...security,
    ...schema,
    response: { ...schema.response, ...errorResponses },
  });
}

export interface PageWindow {
  limit: number;
  offset: number;
  page: number;
}

/** How a list's page is asked for (PagingQuery). */
export interface PageRequest {
  skip?: number | undefined;
  limit?: number | undefined;
  page?: number | undefined;
}

/** skip wins over page, as the spec's clients send both: skip = (page - 1) * limit. */
export function pageWindow(query: PageRequest, defaultLimit = DEFAULT_PAGE_SIZE): PageWindow {
  const limit = query.limit ?? defaultLimit;
  const offset = query.skip ?? ((query.page ?? 1) - 1) * limit;
  return { limit, offset, page: Math.floor(offset / limit) + 1 };
}

/**
 * A list route's answer: the rows `read` finds in the page the query asks for, with the paging over all that
 * match. A batch read by ids (?ids=) answers the rows found among them in one page instead.
 */
export async function listPage<Row>(
  query: PageRequest,
  read: (window: PageWindow) => Promise<{ rows: Row[]; count: number }>,
  ids?: string[],
): Promise<{ data: Row[]; paging: { count: number; page: number } }> {
  const window = ids ? { limit: ids.length, offset: 0, page: 1 } : pageWindow(query);
  const { rows, count } = await read(window);
  return { data: rows, paging: { count, page: window.page } };
}

/** Escapes LIKE wildcards so that a search for "50%" finds the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
