// SQL for moving an order's status: the order row, locked while it changes, and the status itself. The payment and
// the shipment follow the new status in the same transaction, through their own repositories.
import type { Queryable } from '../../db/index.js';
import { closePayments, markPaymentPaid } from '../payment/repository.js';
import { cancelShipments, markShipmentDelivered } from '../shipping/repository.js';
import { recordOrderEvent, type Actor } from './events-repository.js';
import type { OrderStatus } from './schemas.js';

export interface OrderRow {
  id: string;
  orderCode: string;
  status: OrderStatus;
  userId: string | null;
  customerEmail: string;
  total: number;
  requestHash: string | null;
  expired: boolean;
}

export const ORDER_ROW = `id, order_code AS "orderCode", status, user_id AS "userId",
  customer_email AS "customerEmail", total, request_hash AS "requestHash", expires_at <= now() AS expired`;

/** The order row, locked until the transaction ends, so that its status changes one at a time. */
export function lockOrder(tx: Queryable, by: { id: string } | { code: string }) {
  return 'id' in by
    ? tx.maybeOne<OrderRow>(`SELECT ${ORDER_ROW} FROM orders WHERE id = $1 FOR UPDATE`, [by.id])
    : tx.maybeOne<OrderRow>(`SELECT ${ORDER_ROW} FROM orders WHERE order_code = $1 FOR UPDATE`, [by.code]);
}

/** The order row by its code, unlocked: what a notification is checked against before it is queued. */
export function orderByCode(db: Queryable, code: string) {
  return db.maybeOne<OrderRow>(`SELECT ${ORDER_ROW} FROM orders WHERE order_code = $1`, [code]);
}

/**
 * Processing orders whose shipment meets `shipment` (a shipping repository's condition on order `o`, its parameter
 * $1 = `param`), at most `limit`, the oldest first: housekeeping's candidates, locked by lockProcessingOrders.
 */
export async function processingOrdersWhose(
  tx: Queryable,
  shipment: string,
  param: unknown,
  limit: number,
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT o.id FROM orders o WHERE o.status = 'processing' AND ${shipment} ORDER BY o.created_at, o.id LIMIT $2`,
    [param, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Of these orders, those still processing, locked until the transaction ends; those another process holds are
 * skipped (housekeeping on several replicas completes each once).
 */
export async function lockProcessingOrders(tx: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM orders WHERE id = ANY($1::uuid[]) AND status = 'processing' ORDER BY id FOR UPDATE SKIP LOCKED`,
    [ids],
  );
  return rows.map((row) => row.id);
}

/**
 * Moves an order to status; its payment and shipment follow (paid: the payment is paid; cancelled or expired: the
 * payment closes unless paid and the shipment is cancelled; completed: the shipment is delivered), and its
 * timeline records the move and who made it (the actor, required so that no path forgets it). The stock of a
 * cancelled or expired order is the caller's to return (returnStock), in the same transaction.
 */
export async function setOrderStatus(
  tx: Queryable,
  orderId: string,
  status: OrderStatus,
  actor: Actor,
  payment?: { method?: string | undefined; transactionId?: string | undefined },
) {
  // The row is locked by the caller: the status read here is the one the move starts from.
  const before = await tx.maybeOne<{ status: OrderStatus }>(
    `UPDATE orders o SET status = $2, updated_at = now(),
       paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE o.paid_at END
     FROM (SELECT id, status FROM orders WHERE id = $1) AS before
     WHERE o.id = before.id
     RETURNING before.status`,
    [orderId, status],
  );
  if (before) await recordOrderEvent(tx, orderId, before.status, status, actor);
  if (status === 'paid') {
    await markPaymentPaid(tx, orderId, payment);
  } else if (status === 'cancelled' || status === 'expired') {
    await closePayments(tx, [orderId], status);
    await cancelShipments(tx, [orderId]);
  } else if (status === 'completed') {
    await markShipmentDelivered(tx, orderId);
  }
}

/** The code and status of those of these orders that exist (a bulk move's answer, a timeline's orders). */
export function orderStatuses(db: Queryable, ids: string[]) {
  return db.query<{ id: string; orderCode: string; status: OrderStatus }>(
    `SELECT id, order_code AS "orderCode", status FROM orders WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}
