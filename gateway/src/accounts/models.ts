// The accounts domain's REST answers as the resolvers receive them (codegen maps Role, PermissionRef and
// Permission here), taken from the REST API's own record types, and the paging its lists share.
import type { UserRecord } from '@lemari/rest-api/src/domains/users/repository.js';
import type { RoleRecord } from '@lemari/rest-api/src/domains/roles/repository.js';
import type { PermissionRecord } from '@lemari/rest-api/src/domains/permissions/repository.js';
import type { PageInput, Paging } from '../generated/graphql.js';
import type { RestAnswer } from '../rest/client.js';

/** GET /v1/user and /v1/user/:id: the GraphQL User has the same fields. */
export type RestUser = UserRecord;
/** GET /v1/profile: a user, with phone as well as telephone. */
export type RestProfile = Omit<UserRecord, 'confirmed'> & { phone: string | null };
/** GET /v1/role: a role with its permissions (method is a plain string there, an enum here). */
export type RestRole = RoleRecord;
export type RestPermissionRef = RoleRecord['permissions'][number];
/** GET /v1/permission: roles are role ids. */
export type RestPermission = PermissionRecord;
/** POST /public/v1/signup. */
export interface RestSignUp {
  id: string;
  email: string;
  confirmed: boolean;
}
/** POST /v1/upload/image (rest-api/src/domains/upload/schemas.ts): the large variant in url, every variant in data. */
export interface RestUpload {
  url: string[];
  data: {
    id: string;
    urls: { small: string; medium: string; large: string };
    /** The original's size and type. */
    width: number;
    height: number;
    contentType: string;
  }[];
}

/** The REST API's page size when a list is asked without a limit. */
export const REST_DEFAULT_LIMIT = 10;

/** A list's search text and PageInput as the REST API's q, skip, limit and page query parameters. */
export function listQuery(q: string | null | undefined, page: PageInput | null | undefined) {
  return { q, skip: page?.skip, limit: page?.limit, page: page?.page };
}

/** A REST list answer as a GraphQL page: items, and paging with the limit used. */
export function pageOf<T>(answer: RestAnswer<T[]>, page: PageInput | null | undefined) {
  const paging: Paging = {
    count: answer.paging?.count ?? answer.data.length,
    page: answer.paging?.page ?? 1,
    limit: page?.limit ?? REST_DEFAULT_LIMIT,
  };
  return { items: answer.data, paging };
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

/** Answers null instead of failing when the REST API says there is no such record. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    if (code === 'NOT_FOUND') return null;
    throw error;
  }
}
