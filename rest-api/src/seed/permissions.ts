// The permissions a fresh installation starts with, and which system roles hold them. Root needs none: it
// passes every check. Later versions add rows here for their new routes; the seed adds only rows that are
// missing, so permissions an operator took away from a role stay taken away.
import type { Scope } from '../domains/roles/system-roles.js';

export interface DefaultPermission {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  description: string;
  roles: Exclude<Scope, 'root'>[];
}

const STAFF: DefaultPermission['roles'] = ['admin'];
const EVERYONE: DefaultPermission['roles'] = ['admin', 'member'];
const ROOT_ONLY: DefaultPermission['roles'] = [];

const crud = (endpoint: string, noun: string, roles: DefaultPermission['roles']): DefaultPermission[] => [
  { method: 'GET', endpoint, description: `List ${noun}s`, roles },
  { method: 'POST', endpoint, description: `Create a ${noun}`, roles },
  { method: 'GET', endpoint: `${endpoint}/:id`, description: `Read a ${noun}`, roles },
  { method: 'PUT', endpoint: `${endpoint}/:id`, description: `Update a ${noun}`, roles },
  { method: 'DELETE', endpoint: `${endpoint}/:id`, description: `Delete a ${noun}`, roles },
];

export const DEFAULT_PERMISSIONS: DefaultPermission[] = [
  { method: 'GET', endpoint: '/v1/profile', description: 'Read my profile', roles: EVERYONE },
  { method: 'PUT', endpoint: '/v1/profile', description: 'Update my profile', roles: EVERYONE },
  {
    method: 'PUT',
    endpoint: '/v1/profile/update-password',
    description: 'Change my password',
    roles: EVERYONE,
  },
  { method: 'POST', endpoint: '/v1/upload/image', description: 'Upload an image', roles: EVERYONE },
  ...crud('/v1/user', 'user', STAFF),
  ...crud('/v1/role', 'role', ROOT_ONLY),
  ...crud('/v1/permission', 'permission', ROOT_ONLY),
];
