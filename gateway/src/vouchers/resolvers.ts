// The vouchers domain's resolvers: the back office's list, form and deactivation (staff), and the shopper's
// preview of a voucher on their cart (anyone; never cached). Checkout's voucherCode is the checkout domain's.
import type { Resolvers } from '../generated/graphql.js';
import { given, oneRecord, pageOf, pageQuery, restPath } from '../rest/paging.js';
import type { RestVoucher, RestVoucherQuote } from './models.js';

const at = (id: string) => restPath('/v1/voucher', id);

export const voucherResolvers: Resolvers = {
  Query: {
    async vouchers(_parent, { q, active, page }, { rest }) {
      const answer = await rest.get<RestVoucher[]>('/v1/voucher', { q, active, ...pageQuery(page) });
      return pageOf(answer, page);
    },
    voucher: (_parent, { id }, { rest }) => oneRecord<RestVoucher>(rest, at(id)),
    voucherQuote: async (_parent, args, { rest }) =>
      (await rest.post<RestVoucherQuote>('/public/v1/voucher/quote', given(args))).data,
  },
  Mutation: {
    createVoucher: async (_parent, { input }, { rest }) =>
      (await rest.post<RestVoucher>('/v1/voucher', given(input))).data,
    updateVoucher: async (_parent, { id, input }, { rest }) =>
      (await rest.put<RestVoucher>(at(id), given(input))).data,
    deactivateVoucher: async (_parent, { id }, { rest }) =>
      (await rest.post<RestVoucher>(`${at(id)}/deactivate`)).data,
  },
};
