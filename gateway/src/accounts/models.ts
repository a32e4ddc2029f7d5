// The accounts domain's REST answers as the resolvers receive them (codegen maps Role, PermissionRef and
// Permission here), taken from the REST API's own record types, and the paging its lists share.
import type {
  CapabilityGroupRecord,
  LoginResult,
  MyAccessRecord,
  PermissionRecord,
  ProfileRecord,
  RoleRecord,
  SignupResult,
  UploadResult,
  UserRecord,
} from '@lemari/rest-api/contract';

/** GET /v1/user and /v1/user/:id: the GraphQL User has the same fields. */
export type RestUser = UserRecord;
/** GET /v1/profile: a user, with phone as well as telephone, and the scope the roles give now. */
export type RestProfile = ProfileRecord;
/** GET /v1/role: a role with its permissions (method is a plain string there, an enum here). */
export type RestRole = RoleRecord;
export type RestPermissionRef = RoleRecord['permissions'][number];
/** GET /v1/capability: the groups roles are built from, with words in the request's language. */
export type RestCapabilityGroup = CapabilityGroupRecord;
/** GET /v1/permission: roles are role ids. */
export type RestPermission = PermissionRecord;
/** POST /v1/auth/login: the tokens, the scope and the user signed in. */
export type RestLogin = LoginResult;
/** POST /public/v1/signup. */
export type RestSignUp = SignupResult;
/** POST /v1/upload/image: the large variant in url, every variant in data. */
export type RestUpload = UploadResult;

/** `me` as its resolver answers it: the scope and the REST profile; `access` is fetched only when asked. */
export interface SessionMe {
  scope: RestProfile['scope'];
  profile: RestProfile;
}

/** GET /v1/profile/permissions: what the signed-in user may do. */
export type RestMyAccess = MyAccessRecord;
