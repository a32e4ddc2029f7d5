// An order's parcel tracking as every reader gets it (GET /v1/order/:id/tracking, the guest lookup's answer).
import { Type, type Static } from 'typebox';
import { Data, Nullable } from '../../lib/schemas.js';
import { TrackingEvent } from '../shipping/tracking.js';
import { Order } from './schemas.js';

export const Tracking = Type.Object({
  courier: Type.String({
    description: "The courier's code (jne, jnt, sicepat, pos, tiki): the one staff gave with the resi",
  }),
  resi: Type.String({ description: "The courier's tracking number" }),
  delivered: Type.Boolean({ description: 'Whether the courier says the parcel arrived' }),
  events: Type.Array(TrackingEvent, { description: 'What happened to the parcel, newest first' }),
});
export type Tracking = Static<typeof Tracking>;

/** Null until the parcel leaves with a resi. */
export const TrackingAnswer = Data(Nullable(Tracking));

/**
 * A guest's order lookup: the order as its owner sees it, with its tracking (null until it has a resi) and, when the
 * tracking could not be read right now, why (the order is answered all the same).
 */
export const LookupOrder = Type.Object({
  ...Order.properties,
  tracking: Nullable(Tracking),
  trackingError: Nullable(
    Type.String({
      description: 'Why the tracking is missing although the order has a resi (the provider failed)',
    }),
  ),
});
export type LookupOrder = Static<typeof LookupOrder>;
export const LookupOrderAnswer = Data(LookupOrder);
