// The orders domain's resolvers: orders (a member's own, everyone's for staff), moving them on, and the
// dashboard's figures. Every order line's product comes through the per-request products loader, so a page of
// orders with all their products costs two REST calls however many lines it has.
import { type RestProduct } from '../catalogue/models.js';
import { orNull, pageOf, pageQuery } from '../rest/paging.js';
import type { DashboardCounters, Resolvers, TransactionStatistic } from '../generated/graphql.js';
import type { RestOrder } from './models.js';

const at = (id: string) => `/v1/order/${encodeURIComponent(id)}`;

export const orderResolvers: Resolvers = {
  Query: {
    async orders(_parent, { q, status, page }, { rest }) {
      const answer = await rest.get<RestOrder[]>('/v1/order', { q, status, ...pageQuery(page) });
      return pageOf(answer, page);
    },
    // Another member's order answers NOT_FOUND upstream, exactly like a missing one: both are null here.
    order: async (_parent, { id }, { rest }) =>
      orNull(rest.get<RestOrder>(at(id)).then((answer) => answer.data)),
    dashboardCounters: async (_parent, _args, { rest }) =>
      (await rest.get<DashboardCounters>('/v1/dashboard/statistics/counter')).data,
    transactionStatistics: async (_parent, _args, { rest }) =>
      (await rest.get<TransactionStatistic[]>('/v1/dashboard/statistics/transaction')).data,
  },
  Mutation: {
    setOrderStatus: async (_parent, { id, status, resiNumber }, { rest }) =>
      (
        await rest.put<RestOrder>(`${at(id)}/status`, {
          status,
          ...(resiNumber != null ? { resiNumber } : {}),
        })
      ).data,
  },
  OrderDetail: {
    // Batched with every other line of the request; null when the product is no longer on sale.
    product: (line, _args, { loaders }) =>
      loaders.products.load(line.productID) as Promise<RestProduct | null>,
  },
};
