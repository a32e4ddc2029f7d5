import { CAPABILITY_IDS, type Capability } from '@lemari/shop/capabilities';
import { Type, type Static } from 'typebox';
import { Data, List, SearchQuery, StringEnum, Uuid } from '../../lib/schemas.js';

export const HttpMethod = StringEnum(['GET', 'POST', 'PUT', 'DELETE'], {
  description: 'GET, POST, PUT or DELETE',
});

/** What staff do, 'orders.view' or 'products.edit' (GET /v1/capability lists them with their words). */
export const CapabilityId = StringEnum(CAPABILITY_IDS as unknown as readonly [Capability, ...Capability[]], {
  description: 'A capability: a group and an action, such as orders.view or products.edit',
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
  capabilities: Type.Array(CapabilityId, {
    description: 'The capabilities whose every permission the role holds (every one for root)',
  }),
});

const RoleFields = {
  description: Type.Optional(Type.String({ maxLength: 500 })),
  landingPage: Type.Optional(
    Type.String({ maxLength: 200, pattern: '^/', description: 'A path such as /admin/order' }),
  ),
  permissions: Type.Optional(
    Type.Array(Uuid, { maxItems: 1000, description: 'Permission ids; the nil id is ignored' }),
  ),
  capabilities: Type.Optional(
    Type.Array(CapabilityId, {
      maxItems: 100,
      description:
        'Capabilities the role holds, replacing the current ones: their permissions, with the ones of `permissions` ' +
        '(else the permissions the role holds outside every capability)',
    }),
  ),
};
const RoleName = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });

export const CreateRoleBody = Type.Object({ roleName: RoleName, ...RoleFields });
export const UpdateRoleBody = Type.Object({ roleName: Type.Optional(RoleName), ...RoleFields });

export const RoleAnswer = Data(Role);
export const RoleList = List(Role);
export const RoleListQuery = SearchQuery;

const CapabilityCall = Type.Object({ method: HttpMethod, endpoint: Type.String() });

export const CapabilityGroup = Type.Object({
  group: Type.String({ description: 'orders, products, …' }),
  label: Type.String({ description: "The group's name for people, in the request's language" }),
  actions: Type.Array(
    Type.Object({
      id: CapabilityId,
      label: Type.String({ description: "The action's name for people: view, move, refund …" }),
      description: Type.String({ description: 'What it lets staff do, for people' }),
      calls: Type.Array(CapabilityCall, { description: 'The permissions it needs' }),
    }),
  ),
});
export type CapabilityGroupRecord = Static<typeof CapabilityGroup>;
export const CapabilityGroupList = Type.Object({ data: Type.Array(CapabilityGroup) });
