// The seller on the shop's invoices (GET /public/v1/setting/seller, PUT /v1/setting/seller): the invoice page reads
// it beside the order; staff change it under Settings → Invoice.
import type { Resolvers } from '../generated/graphql.js';
import type { RestSeller } from './models.js';

export const invoiceResolvers: Resolvers = {
  Query: {
    seller: async (_parent, _args, { rest }) =>
      (await rest.get<RestSeller>('/public/v1/setting/seller')).data,
  },
  Mutation: {
    updateSeller: async (_parent, { input }, { rest }) =>
      (await rest.put<RestSeller>('/v1/setting/seller', input)).data,
  },
};
