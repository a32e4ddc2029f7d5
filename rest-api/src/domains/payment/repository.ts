// SQL for an order's payment (one row per order) and the log of the provider's notifications. The order reads
// take the payment into their one query through the fragments at the top, written here beside the table.
import { PAID_PAYMENT_STATUSES, refundedPaymentStatus, SHOP_UTC_OFFSET } from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';

/** The payment of the order aliased `o`, as the order answers show it (null when it has none yet). */
export const PAYMENT_OF_ORDER = `(SELECT json_build_object(
     'provider', p.provider, 'paymentMethod', p.payment_method, 'totalAmount', p.total_amount,
     'paymentDate', CASE WHEN p.paid_at IS NULL THEN NULL ELSE ${isoTime('p.paid_at')} END,
     'status', p.status, 'token', p.token, 'redirectUrl', p.redirect_url,
     'refundedAmount', p.refunded_amount,
     'refundedAt', CASE WHEN p.refunded_at IS NULL THEN NULL ELSE ${isoTime('p.refunded_at')} END)
   FROM payments p WHERE p.order_id = o.id)`;

/** The condition "the payment of order `o` is in one of the statuses in parameter $n" (a text[]). */
export const paymentStatusIn = (n: number) =>
  `EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = ANY($${n}::text[]))`;

/** The condition "the payment of order `o` was made with one of the methods in parameter $n" (a text[]). */
export const paymentMethodIn = (n: number) =>
  `EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.payment_method = ANY($${n}::text[]))`;

/**
 * The payment of order `o` joined as `pay`, and its method, status, rupiah refunded and when (in Jakarta, ISO with
 * its offset as the order's date; empty when none) as the order export's columns.
 */
export const PAYMENT_EXPORT = {
  join: 'LEFT JOIN payments pay ON pay.order_id = o.id',
  columns: `COALESCE(pay.payment_method, '') AS "paymentMethod", COALESCE(pay.status, '') AS "paymentStatus",
    COALESCE(pay.refunded_amount, 0)::bigint AS "refundedAmount",
    COALESCE(to_char((pay.refunded_at AT TIME ZONE 'UTC') + interval '${SHOP_UTC_OFFSET}',
      'YYYY-MM-DD"T"HH24:MI:SS"${SHOP_UTC_OFFSET}"'), '') AS "refundedAt"`,
};

/** The id of the order whose payment has the token in parameter $n (none: NULL). */
export const orderOfPaymentToken = (n: number) => `(SELECT p.order_id FROM payments p WHERE p.token = $${n})`;

/** The payment page of an order, once the provider gave one. */
export function paymentPageOf(db: Queryable, orderId: string) {
  return db.maybeOne<{ token: string; redirectUrl: string }>(
    'SELECT token, redirect_url AS "redirectUrl" FROM payments WHERE order_id = $1',
    [orderId],
  );
}

export async function insertPayment(
  tx: Queryable,
  orderId: string,
  payment: { provider: string; token: string; redirectUrl: string; totalAmount: number },
) {
  await tx.execute(
    `INSERT INTO payments (order_id, provider, token, redirect_url, total_amount) VALUES ($1, $2, $3, $4, $5)`,
    [orderId, payment.provider, payment.token, payment.redirectUrl, payment.totalAmount],
  );
}

/** The order's payment came in: paid now, with the method and the provider's transaction id when known. */
export async function markPaymentPaid(
  tx: Queryable,
  orderId: string,
  payment?: { method?: string | undefined; transactionId?: string | undefined },
) {
  await tx.execute(
    `UPDATE payments SET status = 'paid', paid_at = now(), updated_at = now(),
       payment_method = COALESCE($2, payment_method), transaction_id = COALESCE($3, transaction_id)
     WHERE order_id = $1`,
    [orderId, payment?.method ?? null, payment?.transactionId ?? null],
  );
}

/** Payment statuses of money that came in, as a SQL list: a cancelled order's payment keeps its own. */
const PAID_STATUSES_SQL = PAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The payments of cancelled or expired orders follow them, unless money came in (paid, or refunded in part or in
 * full: a refund writes the payment's own status, recordPaymentRefund).
 */
export async function closePayments(tx: Queryable, orderIds: string[], status: 'cancelled' | 'expired') {
  await tx.execute(
    `UPDATE payments SET status = $2, updated_at = now()
     WHERE order_id = ANY($1::uuid[]) AND status NOT IN (${PAID_STATUSES_SQL})`,
    [orderIds, status],
  );
}

/**
 * Rupiah of the order's payment went back (a succeeded refund): its refunded amount grows, its refunded-at is now,
 * and its status is what refundedPaymentStatus says of the amount paid against the amount refunded. The caller
 * holds the order's row lock, so refunds of one order are added one at a time. Answers the new status.
 */
export async function recordPaymentRefund(tx: Queryable, orderId: string, amount: number) {
  const payment = await tx.maybeOne<{ totalAmount: number; refundedAmount: number }>(
    `SELECT total_amount AS "totalAmount", refunded_amount AS "refundedAmount" FROM payments
     WHERE order_id = $1 FOR UPDATE`,
    [orderId],
  );
  if (!payment) return undefined;
  const refunded = payment.refundedAmount + amount;
  const status = refundedPaymentStatus(payment.totalAmount, refunded);
  await tx.execute(
    `UPDATE payments SET refunded_amount = $2, refunded_at = now(), status = $3, updated_at = now()
     WHERE order_id = $1`,
    [orderId, refunded, status],
  );
  return status;
}

export async function markPaymentFailed(tx: Queryable, orderId: string, method: string | undefined) {
  await tx.execute(
    `UPDATE payments SET status = 'failed', payment_method = COALESCE($2, payment_method), updated_at = now()
     WHERE order_id = $1 AND status = 'pending'`,
    [orderId, method ?? null],
  );
}

/** A notification as received (signature, order and amount checked), before the status API confirmed it. */
export interface QueuedNotification {
  id: string;
  orderId: string;
  orderCode: string;
  transactionId: string | null;
  transactionStatus: string;
  /** A card capture's fraud screening: challenge, then accept, arrive as two notices of one status. */
  fraudStatus: string;
  attempts: number;
}

const QUEUED_COLUMNS = `id, order_id AS "orderId", order_code AS "orderCode", transaction_id AS "transactionId",
  transaction_status AS "transactionStatus", COALESCE(payload->>'fraud_status', '') AS "fraudStatus", attempts`;

/** Writes a received notification down ('received'), before anything else is done with it; answers its id. */
export async function enqueueNotification(
  db: Queryable,
  entry: {
    orderId: string;
    orderCode: string;
    transactionStatus: string;
    statusCode: string;
    grossAmount: string;
    transactionId: string | undefined;
    payload: unknown;
  },
): Promise<string> {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO payment_notifications (order_id, order_code, transaction_status, status_code, gross_amount,
       signature_valid, transaction_id, state, payload)
     VALUES ($1, $2, $3, $4, $5, true, $6, 'received', $7) RETURNING id`,
    [
      entry.orderId,
      entry.orderCode,
      entry.transactionStatus,
      entry.statusCode,
      entry.grossAmount,
      entry.transactionId ?? null,
      JSON.stringify(entry.payload),
    ],
  );
  return row!.id;
}

/**
 * Takes a received notification to work on, for `leaseSeconds`: answers it (with this attempt counted) when it is
 * still received and nobody holds it, else undefined. A worker that dies leaves the lease to run out, and the
 * next pass takes it again.
 */
export function claimNotification(db: Queryable, id: string, leaseSeconds: number) {
  return db.maybeOne<QueuedNotification>(
    `UPDATE payment_notifications SET attempts = attempts + 1,
       next_attempt_at = now() + make_interval(secs => $2::int)
     WHERE id = $1 AND state = 'received' AND (next_attempt_at IS NULL OR next_attempt_at <= now())
     RETURNING ${QUEUED_COLUMNS}`,
    [id, leaseSeconds],
  );
}

/**
 * Received notifications due for another try, oldest first: those waiting after a failed status call, and those
 * never taken (the process stopped between writing one down and working on it) after `graceSeconds`.
 */
export async function dueNotifications(db: Queryable, graceSeconds: number, limit: number) {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM payment_notifications
     WHERE state = 'received'
       AND COALESCE(next_attempt_at, received_at + make_interval(secs => $1::int)) <= now()
     ORDER BY received_at LIMIT $2`,
    [graceSeconds, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Whether the status API already answered, for an earlier notification of this order, what this one claims (the
 * same transaction, status and fraud status): Midtrans may send one twice, and the repeat needs no status call.
 * Matched against what the status API answered then, never against what earlier notifications claimed: their
 * transaction_status, transaction_id and fraud_status are not signed, so a copied body claiming another status
 * must not stand in for the real notification that follows it (fault 3).
 */
export async function handledBefore(db: Queryable, notification: QueuedNotification) {
  if (!notification.transactionId) return false;
  const row = await db.maybeOne<{ found: boolean }>(
    `SELECT true AS found FROM payment_notifications
     WHERE order_code = $1 AND confirmed_transaction_id = $2 AND confirmed_status = $3 AND state = 'done'
       AND id <> $4 AND COALESCE(confirmed_fraud_status, '') = $5
     LIMIT 1`,
    [
      notification.orderCode,
      notification.transactionId,
      notification.transactionStatus,
      notification.id,
      notification.fraudStatus,
    ],
  );
  return row !== undefined;
}

/** The status API could not be asked: try again after `waitSeconds`, or give up ('failed') when told to. */
export async function retryNotificationLater(
  db: Queryable,
  id: string,
  outcome: { waitSeconds: number; error: string; giveUp: boolean },
) {
  await db.execute(
    `UPDATE payment_notifications SET last_error = $2,
       next_attempt_at = now() + make_interval(secs => $3::int),
       state = CASE WHEN $4 THEN 'failed' ELSE state END,
       outcome = CASE WHEN $4 THEN 'gave up: the status API could not be asked' ELSE outcome END,
       processed_at = CASE WHEN $4 THEN now() ELSE processed_at END
     WHERE id = $1 AND state = 'received'`,
    [id, outcome.error.slice(0, 500), Math.round(outcome.waitSeconds), outcome.giveUp],
  );
}

/**
 * The notification is handled: what the status API said (its transaction, status and fraud status: what a later
 * repeat is recognised by), whether it changed the order, and how. A repeat recognised without asking records
 * nothing as confirmed.
 */
export async function finishNotification(
  tx: Queryable,
  id: string,
  result: {
    confirmed: {
      transactionId?: string | undefined;
      status: string;
      fraudStatus?: string | undefined;
    } | null;
    applied: boolean;
    outcome: string;
  },
) {
  await tx.execute(
    `UPDATE payment_notifications SET state = 'done', processed_at = now(), next_attempt_at = NULL,
       confirmed_status = $2, confirmed_transaction_id = $3, confirmed_fraud_status = $4, applied = $5,
       outcome = $6
     WHERE id = $1`,
    [
      id,
      result.confirmed?.status ?? null,
      result.confirmed?.transactionId ?? null,
      result.confirmed?.fraudStatus ?? null,
      result.applied,
      result.outcome,
    ],
  );
}

/**
 * These orders (ended by the shop while unpaid) owe the provider an expire or cancel call, due now; a payment
 * already paid, or one whose provider call is owed already, is left as it is.
 */
export async function owePaymentClose(tx: Queryable, orderIds: string[], call: 'expire' | 'cancel') {
  if (orderIds.length === 0) return;
  await tx.execute(
    `UPDATE payments SET close_at_provider = $2, provider_close_due_at = now(), updated_at = now()
     WHERE order_id = ANY($1::uuid[]) AND status NOT IN (${PAID_STATUSES_SQL}) AND close_at_provider IS NULL`,
    [orderIds, call],
  );
}

/** A provider call owed for an unpaid order the shop ended. */
export interface OwedClose {
  orderId: string;
  call: 'expire' | 'cancel';
  attempts: number;
}

/**
 * Takes up to `limit` due provider calls for `leaseSeconds` (SKIP LOCKED: several processes share the work),
 * counting the attempt.
 */
export function claimDueCloses(db: Queryable, leaseSeconds: number, limit: number) {
  return db.query<OwedClose>(
    `UPDATE payments p SET provider_close_attempts = p.provider_close_attempts + 1,
       provider_close_due_at = now() + make_interval(secs => $1::int)
     FROM (SELECT order_id FROM payments
           WHERE provider_close_due_at <= now() ORDER BY provider_close_due_at LIMIT $2 FOR UPDATE SKIP LOCKED) due
     WHERE p.order_id = due.order_id
     RETURNING p.order_id AS "orderId", p.close_at_provider AS call, p.provider_close_attempts AS attempts`,
    [leaseSeconds, limit],
  );
}

/** The provider answered the call (done, or nothing to close), or it is retried after `waitSeconds` / given up. */
export async function settleClose(
  db: Queryable,
  orderId: string,
  result: { done: true; outcome: string } | { done: false; outcome: string; waitSeconds: number | null },
) {
  await db.execute(
    `UPDATE payments SET provider_close_outcome = $2, updated_at = now(),
       provider_closed_at = CASE WHEN $3 THEN now() ELSE provider_closed_at END,
       provider_close_due_at = CASE WHEN $3 OR $4::int IS NULL THEN NULL
                                    ELSE now() + make_interval(secs => $4::int) END
     WHERE order_id = $1`,
    [orderId, result.outcome.slice(0, 500), result.done, result.done ? null : result.waitSeconds],
  );
}
