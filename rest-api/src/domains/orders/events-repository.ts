// SQL for an order's timeline (order_events: every status change, who made it and when) and staff's internal notes
// on it (order_notes). Events are written in the transaction of the change they record; rows are only added.
import type { OrderActorKind } from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';
import type { OrderStatus } from './schemas.js';

/**
 * Who moves an order: a person (staff or the customer; userId null for a guest) or a process (the payment
 * provider's notification, the expiry sweep, housekeeping). detail says more: the provider's transaction status,
 * the resi number, why the system moved it.
 */
export interface Actor {
  kind: OrderActorKind;
  userId?: string | null | undefined;
  detail?: string | null | undefined;
  /** The event records the parcel's delivery (its tracking said so): one such event per order. */
  delivered?: boolean | undefined;
}

/** Staff (a signed-in back-office user), by user id. */
export const staffActor = (userId: string, detail?: string): Actor => ({ kind: 'staff', userId, detail });
/** The order's customer: a member by user id, or a guest (null). */
export const customerActor = (userId: string | null, detail?: string): Actor => ({
  kind: 'customer',
  userId,
  detail,
});
/** The payment provider, with its transaction status as the detail. */
export const providerActor = (detail?: string): Actor => ({ kind: 'payment_provider', detail });
/** The shop itself (the expiry sweep, housekeeping, a failed checkout, a parcel's tracking), with why. */
export const systemActor = (detail: string, options: { delivered?: boolean } = {}): Actor => ({
  kind: 'system',
  detail,
  ...options,
});

/** Records that these orders went from `from` (null: placed) to `to`, by the actor, now. */
export async function recordOrderEvent(
  tx: Queryable,
  orderIds: string | string[],
  from: OrderStatus | null,
  to: OrderStatus,
  actor: Actor,
) {
  const ids = typeof orderIds === 'string' ? [orderIds] : orderIds;
  if (ids.length === 0) return;
  await tx.execute(
    `INSERT INTO order_events (order_id, from_status, to_status, actor_kind, actor_user_id, detail, delivered)
     SELECT id, $2, $3, $4, $5, $6, $7 FROM unnest($1::uuid[]) AS id`,
    [
      ids,
      from,
      to,
      actor.kind,
      actor.userId ?? null,
      actor.detail?.slice(0, 200) || null,
      actor.delivered ?? false,
    ],
  );
}

export interface OrderEventRow {
  id: string;
  orderId: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actorKind: OrderActorKind;
  actorUserId: string | null;
  detail: string | null;
  delivered: boolean;
  createdAt: string;
}

/** The events of these orders, oldest first within each order. */
export function orderEvents(db: Queryable, orderIds: string[]) {
  return db.query<OrderEventRow>(
    `SELECT id::text AS id, order_id AS "orderId", from_status AS "fromStatus", to_status AS "toStatus",
       actor_kind AS "actorKind", actor_user_id AS "actorUserId", detail, delivered,
       ${isoTime('created_at')} AS "createdAt"
     FROM order_events WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, created_at, id`,
    [orderIds],
  );
}

export interface OrderNoteRow {
  id: string;
  orderId: string;
  authorId: string | null;
  text: string;
  createdAt: string;
}

const NOTE_COLUMNS = `id, order_id AS "orderId", author_id AS "authorId", text, ${isoTime('created_at')} AS "createdAt"`;

/** Staff's notes on these orders, oldest first within each order. */
export function orderNotes(db: Queryable, orderIds: string[]) {
  return db.query<OrderNoteRow>(
    `SELECT ${NOTE_COLUMNS} FROM order_notes WHERE order_id = ANY($1::uuid[])
     ORDER BY order_id, created_at, id`,
    [orderIds],
  );
}

export async function insertOrderNote(db: Queryable, orderId: string, authorId: string, text: string) {
  const row = await db.maybeOne<OrderNoteRow>(
    `INSERT INTO order_notes (order_id, author_id, text) VALUES ($1, $2, $3) RETURNING ${NOTE_COLUMNS}`,
    [orderId, authorId, text],
  );
  return row!;
}
