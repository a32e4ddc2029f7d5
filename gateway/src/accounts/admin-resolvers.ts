// The back office's accounts: users (staff), roles and permissions (root by default). The REST API decides who
// may call what; its 403 answers FORBIDDEN with its own message.
import type { Resolvers } from '../generated/graphql.js';
import { type RestPermission, type RestRole, type RestUser } from './models.js';
import { bodyOf, listQuery, orNull, pageOf, restPath, sortQuery } from '../rest/paging.js';

export const adminResolvers: Resolvers = {
  Query: {
    async users(_parent, { q, sort, page }, { rest, loaders }) {
      const answer = await rest.get<RestUser[]>('/v1/user', { ...listQuery(q, page), sort: sortQuery(sort) });
      // Users read here are not fetched again by nested lookups of the same request.
      for (const user of answer.data) loaders.users.prime(user.id, user);
      return pageOf(answer, page);
    },
    async user(_parent, { id }, { rest, loaders }) {
      const user = await orNull(rest.get<RestUser>(restPath('/v1/user', id)).then((answer) => answer.data));
      if (user) loaders.users.prime(user.id, user);
      return user;
    },
    async roles(_parent, { q, page }, { rest }) {
      return pageOf(await rest.get<RestRole[]>('/v1/role', listQuery(q, page)), page);
    },
    async role(_parent, { id }, { rest }) {
      return orNull(rest.get<RestRole>(restPath('/v1/role', id)).then((answer) => answer.data));
    },
    async permissions(_parent, { q, page }, { rest }) {
      return pageOf(await rest.get<RestPermission[]>('/v1/permission', listQuery(q, page)), page);
    },
    async permission(_parent, { id }, { rest }) {
      return orNull(rest.get<RestPermission>(restPath('/v1/permission', id)).then((answer) => answer.data));
    },
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
    async createRole(_parent, { input }, { rest }) {
      return (await rest.post<RestRole>('/v1/role', bodyOf(input))).data;
    },
    async updateRole(_parent, { id, input }, { rest }) {
      const body = bodyOf(input);
      return (await rest.put<RestRole>(restPath('/v1/role', id), body)).data;
    },
    async deleteRole(_parent, { id }, { rest }) {
      return (await rest.delete<RestRole>(restPath('/v1/role', id))).data;
    },
    async createPermission(_parent, { input }, { rest }) {
      const body = bodyOf(input);
      return (await rest.post<RestPermission>('/v1/permission', body)).data;
    },
    async updatePermission(_parent, { id, input }, { rest }) {
      const body = bodyOf(input);
      return (await rest.put<RestPermission>(restPath('/v1/permission', id), body)).data;
    },
    async deletePermission(_parent, { id }, { rest }) {
      return (await rest.delete<RestPermission>(restPath('/v1/permission', id))).data;
    },
  },
};
