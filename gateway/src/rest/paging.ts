// What every domain's resolvers share when they turn GraphQL arguments into REST calls and REST answers into
// GraphQL: paging, inputs with "not given" fields, and "no such record" as null.
import { DEFAULT_PAGE_SIZE } from '@lemari/shop/rules';
import type { ListSort, PageInput, Paging } from '../generated/graphql.js';
import type { RestAnswer, RestClient } from './client.js';
import { RestError } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether id can name a record at all; the REST API refuses other ids with a 400 (and a whole batch with them). */
export const isUuid = (id: string) => UUID.test(id);

/** A REST path ending in a record's id (or slug, or token), escaped: restPath('/v1/order', id). */
export const restPath = (base: string, key: string) => `${base}/${encodeURIComponent(key)}`;

/** A PageInput as the REST API's skip, limit and page query parameters. */
export function pageQuery(page: PageInput | null | undefined) {
  return { skip: page?.skip, limit: page?.limit, page: page?.page };
}

/** A list's search text and PageInput as the REST API's q, skip, limit and page query parameters. */
export function listQuery(q: string | null | undefined, page: PageInput | null | undefined) {
  return { q, ...pageQuery(page) };
}

/** A ListSort as the REST API's sort query parameter (newest, oldest, name); left out when not given. */
export function sortQuery(sort: ListSort | null | undefined) {
  return sort ? sort.toLowerCase() : undefined;
}

/** A REST list answer as a GraphQL page: items, and paging with the limit used. */
export function pageOf<T>(answer: RestAnswer<T[]>, page: PageInput | null | undefined) {
  const paging: Paging = {
    count: answer.paging?.count ?? answer.data.length,
    page: answer.paging?.page ?? 1,
    limit: page?.limit ?? DEFAULT_PAGE_SIZE,
  };
  return { items: answer.data, paging };
}

/** An input with its null fields left out: GraphQL's null means "not given" for every field of these inputs. */
export function given<T extends object>(input: T) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value != null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

/**
 * An input as a REST body: fields left out stay out, and so does null (GraphQL's "not given"), except for the
 * fields listed in `clearable`, where the REST API takes null as "clear it".
 */
export function bodyOf<T extends object>(input: T, clearable: readonly (keyof T)[] = []) {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => value !== undefined && (value !== null || clearable.includes(key as keyof T)),
    ),
  );
}

/** One record read by its REST path, or null when there is no such record. */
export const oneRecord = <T>(rest: RestClient, path: string) =>
  orNull(rest.get<T>(path).then((answer) => answer.data));

/**
 * The back office's create, update and delete mutations of the records at `base` (POST base, PUT and DELETE
 * base/:id): each sends its input without the fields not given and answers the record the REST API answers.
 */
export function recordMutations<T>(base: string) {
  type Rest = { rest: RestClient };
  return {
    create: async (_parent: unknown, { input }: { input: object }, { rest }: Rest) =>
      (await rest.post<T>(base, given(input))).data,
    update: async (_parent: unknown, { id, input }: { id: string; input: object }, { rest }: Rest) =>
      (await rest.put<T>(restPath(base, id), given(input))).data,
    remove: async (_parent: unknown, { id }: { id: string }, { rest }: Rest) =>
      (await rest.delete<T>(restPath(base, id))).data,
  };
}

export const isNotFound = (error: unknown) => error instanceof RestError && error.status === 404;

/** Answers null instead of failing when the REST API says there is no such record. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
