import { Type } from 'typebox';
import { Data, List, SearchQuery, StringEnum, Uuid } from '../../lib/schemas.js';

export const HttpMethod = StringEnum(['GET', 'POST', 'PUT', 'DELETE'], {
  description: 'GET, POST, PUT or DELETE',
});

export const PermissionRef = Type.Object({ id: Uuid, method: Type.String(), endpoint: Type.String() });

export const Role = Type.Object({
  id: Uuid,
  roleName: Type.String(),
  description: Type.String(),
  landingPage: Type.String(),
  isSystem: Type.Boolean({ description: 'root, admin and member cannot be renamed or deleted' }),
  allPermissions: Type.Boolean({
    description: 'true for root, which passes every check whatever permissions it lists (usually none)',
  }),
  permissions: Type.Array(PermissionRef),
});

const RoleFields = {
  description: Type.Optional(Type.String({ maxLength: 500 })),
  landingPage: Type.Optional(
    Type.String({ maxLength: 200, pattern: '^/', description: 'A path such as /admin/order' }),
  ),
  permissions: Type.Optional(
    Type.Array(Uuid, { maxItems: 1000, description: 'Permission ids; the nil id is ignored' }),
  ),
};
const RoleName = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });

export const CreateRoleBody = Type.Object({ roleName: RoleName, ...RoleFields });
export const UpdateRoleBody = Type.Object({ roleName: Type.Optional(RoleName), ...RoleFields });

export const RoleAnswer = Data(Role);
export const RoleList = List(Role);
export const RoleListQuery = SearchQuery;
