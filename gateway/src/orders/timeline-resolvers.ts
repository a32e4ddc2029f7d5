// Orders for staff (issue 22): an order's timeline and internal notes (batched through the orderTimelines loader,
// so a page of orders costs one REST call), adding a note, the bulk move of paid orders to processing, and the
// days after which shipped orders complete. Members get FORBIDDEN from the REST API for all of them.
import type { Resolvers } from '../generated/graphql.js';
import { restPath } from '../rest/paging.js';
import type { RestOrderMoveResult, RestOrderTimeline } from './models.js';

type RestNote = RestOrderTimeline['notes'][number];

const noteOf = (note: RestNote) => ({
  id: note.id,
  text: note.text,
  author: { kind: 'staff' as const, userID: note.author.userID, name: note.author.name },
  createdAt: note.createdAt,
});

export const orderTimelineResolvers: Resolvers = {
  Order: {
    async timeline(order, _args, { loaders }) {
      return (await loaders.orderTimelines.load(order.id))?.events ?? [];
    },
    async internalNotes(order, _args, { loaders }) {
      return ((await loaders.orderTimelines.load(order.id))?.notes ?? []).map(noteOf);
    },
  },
  Query: {
    orderAutoCompleteSetting: async (_parent, _args, { rest }) =>
      (await rest.get<{ days: number }>('/v1/setting/order-auto-complete')).data,
  },
  Mutation: {
    addOrderNote: async (_parent, { orderId, text }, { rest }) =>
      noteOf((await rest.post<RestNote>(`${restPath('/v1/order', orderId)}/notes`, { text })).data),
    async setOrdersStatus(_parent, { ids, status }, { rest }) {
      const answer = await rest.post<RestOrderMoveResult[]>('/v1/order/bulk-status', { ids, status });
      return answer.data.map(({ id, ...result }) => ({ orderId: id, ...result }));
    },
    updateOrderAutoCompleteSetting: async (_parent, { days }, { rest }) =>
      (await rest.put<{ days: number }>('/v1/setting/order-auto-complete', { days })).data,
  },
};
