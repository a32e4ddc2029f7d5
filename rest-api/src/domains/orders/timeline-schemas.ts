// The schemas of an order's timeline (its status changes, who made them and when), staff's internal notes on it,
// and the bulk move of orders (issue 22).
import {
  MAX_BULK_ORDER_MOVE,
  MAX_ORDER_INTERNAL_NOTE_LENGTH,
  ORDER_ACTOR_KINDS,
  ORDER_STATUSES,
} from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import { Data, Nullable, StringEnum, Uuid } from '../../lib/schemas.js';

const Time = Type.String({ format: 'date-time' });

export const OrderEvent = Type.Object({
  id: Type.String({ description: "The event's id (a growing number, as text)" }),
  fromStatus: Nullable(
    StringEnum(ORDER_STATUSES, { description: 'The status before; null: the order was placed' }),
  ),
  toStatus: StringEnum(ORDER_STATUSES, {
    description:
      'The status after (the same as before for a resi change, or a delivery the order still waits on "Pesanan ' +
      'diterima" after)',
  }),
  actor: Type.Object({
    kind: StringEnum(ORDER_ACTOR_KINDS, {
      description: 'staff, customer, payment_provider, or system (the expiry sweep, housekeeping)',
    }),
    userID: Nullable(
      Type.String({
        format: 'uuid',
        description: 'The person, for staff and members; null for a guest and processes',
      }),
    ),
    name: Nullable(
      Type.String({ description: "The person's name (e-mail when none); null when not a user" }),
    ),
  }),
  detail: Nullable(
    Type.String({
      description:
        "More about it: 'resi JNE-123 (JNE)', the provider's transaction status, why the system moved it",
    }),
  ),
  delivered: Type.Boolean({
    description:
      "The parcel's tracking said it arrived (once per order): from processing to processing, or to completed " +
      'when the shop completes orders on delivery',
  }),
  createdAt: Time,
});
export type OrderEvent = Static<typeof OrderEvent>;

export const OrderNote = Type.Object({
  id: Uuid,
  text: Type.String(),
  author: Type.Object({
    userID: Nullable(Type.String({ format: 'uuid', description: 'Null when the author was deleted' })),
    name: Nullable(Type.String()),
  }),
  createdAt: Time,
});
export type OrderNote = Static<typeof OrderNote>;

/** One order's timeline and notes, both oldest first. */
export const OrderTimeline = Type.Object({
  id: Uuid,
  events: Type.Array(OrderEvent),
  notes: Type.Array(OrderNote),
});
export type OrderTimeline = Static<typeof OrderTimeline>;
export const OrderTimelineList = Data(Type.Array(OrderTimeline));

export const OrderTimelineQuery = Type.Object({
  ids: Type.String({
    maxLength: 4000,
    description: 'Comma list of order ids (at most 100); unknown ones are left out of the answer',
  }),
});

export const NoteBody = Type.Object({
  text: Type.String({
    maxLength: MAX_ORDER_INTERNAL_NOTE_LENGTH + 100,
    description: `The note, 1 to ${MAX_ORDER_INTERNAL_NOTE_LENGTH} characters after trimming; staff only, never shown to the customer`,
  }),
});
export const NoteAnswer = Data(OrderNote);

export const BulkStatusBody = Type.Object({
  ids: Type.Array(Uuid, { minItems: 1, maxItems: MAX_BULK_ORDER_MOVE, description: 'The orders to move' }),
  status: StringEnum(['processing'] as const, {
    description: 'processing: paid orders go on together (each still needs its resi to ship)',
  }),
});

export const OrderMoveResult = Type.Object({
  id: Uuid,
  orderCode: Nullable(Type.String({ description: 'Null for an unknown order' })),
  moved: Type.Boolean(),
  status: Nullable(
    StringEnum(ORDER_STATUSES, { description: 'The status after; null for an unknown order' }),
  ),
  reason: Nullable(Type.String({ description: 'Why it was refused; null when moved' })),
});
export type OrderMoveResult = Static<typeof OrderMoveResult>;
export const BulkStatusAnswer = Data(Type.Array(OrderMoveResult));
