// Parcel tracking (issue 23): Order.tracking through the per-request orderTracking loader (each order's tracking is
// asked once per request), the guest lookup's tracking taken from its answer, and the complete-on-delivery setting.
import type { Resolvers } from '../generated/graphql.js';
import { RestError } from '../rest/errors.js';
import type { RestLookupOrder } from './models.js';

type Setting = { enabled: boolean };

/** An order from orderLookup carries its tracking: the lookup is what authorises a guest to see it. */
const fromLookup = (order: object): order is RestLookupOrder =>
  'tracking' in order && 'trackingError' in order;

export const trackingResolvers: Resolvers = {
  Order: {
    async tracking(order, _args, { loaders }) {
      if (fromLookup(order)) {
        if (order.trackingError) throw new RestError(503, order.trackingError);
        return order.tracking;
      }
      // No resi, no tracking: no call to make.
      if (!order.shipment?.resiNumber) return null;
      return loaders.orderTracking.load(order.id);
    },
  },
  Query: {
    completeOnDeliverySetting: async (_parent, _args, { rest }) =>
      (await rest.get<Setting>('/v1/setting/complete-on-delivery')).data,
  },
  Mutation: {
    updateCompleteOnDeliverySetting: async (_parent, { enabled }, { rest }) =>
      (await rest.put<Setting>('/v1/setting/complete-on-delivery', { enabled })).data,
  },
};
