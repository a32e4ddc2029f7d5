// A guest's order lookup by code and e-mail (POST /public/v1/order/lookup): the REST API's 404, alike for an
// unknown code and another customer's e-mail, is null here; its 400 and 429 answer as every REST error does.
import { orNull } from '../rest/paging.js';
import type { Resolvers } from '../generated/graphql.js';
import type { RestOrder } from './models.js';

export const orderLookupResolvers: Resolvers = {
  Query: {
    async orderLookup(_parent, { orderCode, email }, { rest }) {
      const answer = await orNull(rest.post<RestOrder>('/public/v1/order/lookup', { orderCode, email }));
      return answer?.data ?? null;
    },
  },
};
