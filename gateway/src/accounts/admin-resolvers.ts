// The back office's accounts: users (staff), roles and permissions (root by default). The REST API decides who
// may call what; its 403 answers FORBIDDEN with its own message.
import type { Resolvers } from '../generated/graphql.js';
import { type RestCapabilityGroup, type RestPermission, type RestRole, type RestUser } from './models.js';
import {
  bodyOf,
  listQuery,
  oneRecord,
  pageOf,
  recordMutations,
  restPath,
  sortQuery,
} from '../rest/paging.js';

const roles = recordMutations<RestRole>('/v1/role');
const permissions = recordMutations<RestPermission>('/v1/permission');

export const adminResolvers: Resolvers = {
  Query: {
    async users(_parent, { q, sort, page }, { rest, loaders }) {
      const answer = await rest.get<RestUser[]>('/v1/user', { ...listQuery(q, page), sort: sortQuery(sort) });
      // Users read here are not fetched again by nested lookups of the same request.
      for (const user of answer.data) loaders.users.prime(user.id, user);
      return pageOf(answer, page);
    },
    async user(_parent, { id }, { rest, loaders }) {
      const user = await oneRecord<RestUser>(rest, restPath('/v1/user', id));
      if (user) loaders.users.prime(user.id, user);
      return user;
    },
    async roles(_parent, { q, page }, { rest }) {
      return pageOf(await rest.get<RestRole[]>('/v1/role', listQuery(q, page)), page);
    },
    role: (_parent, { id }, { rest }) => oneRecord<RestRole>(rest, restPath('/v1/role', id)),
    async capabilityGroups(_parent, _args, { rest }) {
      return (await rest.get<RestCapabilityGroup[]>('/v1/capability')).data;
    },
    async permissions(_parent, { q, page }, { rest }) {
      return pageOf(await rest.get<RestPermission[]>('/v1/permission', listQuery(q, page)), page);
    },
    permission: (_parent, { id }, { rest }) =>
      oneRecord<RestPermission>(rest, restPath('/v1/permission', id)),
  },
  Mutation: {
    async createUser(_parent, { input }, { rest }) {
      return (await rest.post<RestUser>('/v1/user', bodyOf(input))).data;
    },
    async updateUser(_parent, { id, input }, { rest, loaders }) {
      const body = bodyOf(input, ['username', 'telephone', 'image']);
      const user = (await rest.put<RestUser>(restPath('/v1/user', id), body)).data;
      loaders.users.clear(id).prime(id, user);
      return user;
    },
    async deleteUser(_parent, { id }, { rest, loaders }) {
      const user = (await rest.delete<RestUser>(restPath('/v1/user', id))).data;
      loaders.users.clear(id);
      return user;
    },
    createRole: roles.create,
    updateRole: roles.update,
    deleteRole: roles.remove,
    createPermission: permissions.create,
    updatePermission: permissions.update,
    deletePermission: permissions.remove,
  },
};
