// The accounts domain's REST answers as the resolvers receive them (codegen maps Role, PermissionRef and
// Permission here), taken from the REST API's own record types, and the paging its lists share.
import type { UserRecord } from '@lemari/rest-api/src/domains/users/repository.js';
import type { RoleRecord } from '@lemari/rest-api/src/domains/roles/repository.js';
import type { PermissionRecord } from '@lemari/rest-api/src/domains/permissions/repository.js';

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

/** `me` as its resolver answers it: the scope and the REST profile; `access` is fetched only when asked. */
export interface SessionMe {
  scope: 'root' | 'admin' | 'member';
  profile: unknown;
}

/** GET /v1/profile/permissions: what the signed-in user may do. */
export interface RestMyAccess {
  isRoot: boolean;
  landingPage: string;
  permissions: { method: string; endpoint: string }[];
}
