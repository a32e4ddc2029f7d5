// The addresses domain's resolvers: the signed-in member's delivery addresses. Another member's address answers
// NOT_FOUND, as the REST API does.
import { given, pageOf, pageQuery, restPath } from '../rest/paging.js';
import type { Resolvers } from '../generated/graphql.js';
import type { RestAddress } from './models.js';

const at = (id: string) => restPath('/v1/address', id);

export const addressResolvers: Resolvers = {
  Query: {
    async addresses(_parent, { q, page }, { rest }) {
      const answer = await rest.get<RestAddress[]>('/v1/address', { q, ...pageQuery(page) });
      return pageOf(answer, page);
    },
    address: async (_parent, { id }, { rest }) => (await rest.get<RestAddress>(at(id))).data,
    defaultAddress: async (_parent, _args, { rest }) =>
      (await rest.get<RestAddress | null>('/v1/address/default')).data,
  },
  Mutation: {
    createAddress: async (_parent, { input }, { rest }) =>
      (await rest.post<RestAddress>('/v1/address', given(input))).data,
    updateAddress: async (_parent, { id, input }, { rest }) =>
      (await rest.put<RestAddress>(at(id), given(input))).data,
    deleteAddress: async (_parent, { id }, { rest }) => (await rest.delete<RestAddress>(at(id))).data,
    setDefaultAddress: async (_parent, { id }, { rest }) =>
      (await rest.put<RestAddress>(restPath('/v1/address/default', id))).data,
  },
};
