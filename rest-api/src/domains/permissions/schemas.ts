import { Type } from 'typebox';
import { Data, List, SearchQuery, Uuid } from '../../lib/schemas.js';
import { HttpMethod } from '../roles/schemas.js';

export const Permission = Type.Object({
  id: Uuid,
  method: Type.String(),
  endpoint: Type.String({ description: 'A route pattern such as /v1/product/:id' }),
  description: Type.String(),
  roles: Type.Array(Uuid, { description: 'Ids of the roles that hold this permission' }),
});

const Endpoint = Type.String({
  minLength: 2,
  maxLength: 200,
  pattern: '^/[A-Za-z0-9_:{}/.-]+$',
  description: 'A route pattern such as /v1/product/:id ({id} is accepted too)',
});
const PermissionFields = {
  description: Type.Optional(Type.String({ maxLength: 500 })),
  roles: Type.Optional(Type.Array(Uuid, { maxItems: 100, description: 'Role ids; the nil id is ignored' })),
};

export const CreatePermissionBody = Type.Object({
  method: HttpMethod,
  endpoint: Endpoint,
  ...PermissionFields,
});
export const UpdatePermissionBody = Type.Object({
  method: Type.Optional(HttpMethod),
  endpoint: Type.Optional(Endpoint),
  ...PermissionFields,
});

export const PermissionAnswer = Data(Permission);
export const PermissionList = List(Permission);
export const PermissionListQuery = SearchQuery;
