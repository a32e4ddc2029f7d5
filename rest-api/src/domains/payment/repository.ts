// SQL for an order's payment (one row per order) and the log of the provider's notifications. The order reads
// take the payment into their one query through the fragments at the top, written here beside the table.
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';

/** The payment of the order aliased `o`, as the order answers show it (null when it has none yet). */
export const PAYMENT_OF_ORDER = `(SELECT json_build_object(
     'provider', p.provider, 'paymentMethod', p.payment_method, 'totalAmount', p.total_amount,
     'paymentDate', CASE WHEN p.paid_at IS NULL THEN NULL ELSE ${isoTime('p.paid_at')} END,
     'status', p.status, 'token', p.token, 'redirectUrl', p.redirect_url)
   FROM payments p WHERE p.order_id = o.id)`;

/** The condition "the payment of order `o` is in one of the statuses in parameter $n" (a text[]). */
export const paymentStatusIn = (n: number) =>
  `EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = ANY($${n}::text[]))`;

/** The condition "the payment of order `o` was made with one of the methods in parameter $n" (a text[]). */
export const paymentMethodIn = (n: number) =>
  `EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.payment_method = ANY($${n}::text[]))`;

/** The payment of order `o` joined as `pay`, and its method and status as the order export's columns. */
export const PAYMENT_EXPORT = {
  join: 'LEFT JOIN payments pay ON pay.order_id = o.id',
  columns: `COALESCE(pay.payment_method, '') AS "paymentMethod", COALESCE(pay.status, '') AS "paymentStatus"`,
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

/** The payments of cancelled or expired orders follow them, unless one was paid (a refund case, kept as it is). */
export async function closePayments(tx: Queryable, orderIds: string[], status: 'cancelled' | 'expired') {
  await tx.execute(
    `UPDATE payments SET status = $2, updated_at = now() WHERE order_id = ANY($1::uuid[]) AND status <> 'paid'`,
    [orderIds, status],
  );
}

export async function markPaymentFailed(tx: Queryable, orderId: string, method: string | undefined) {
  await tx.execute(
    `UPDATE payments SET status = 'failed', payment_method = COALESCE($2, payment_method), updated_at = now()
     WHERE order_id = $1 AND status = 'pending'`,
    [orderId, method ?? null],
  );
}

export async function recordNotification(
  tx: Queryable,
  entry: {
    orderId: string | null;
    orderCode: string;
    transactionStatus: string;
    statusCode: string;
    grossAmount: string;
    applied: boolean;
    outcome: string;
    payload: unknown;
  },
) {
  await tx.execute(
    `INSERT INTO payment_notifications (order_id, order_code, transaction_status, status_code, gross_amount,
       signature_valid, applied, outcome, payload)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8)`,
    [
      entry.orderId,
      entry.orderCode,
      entry.transactionStatus,
      entry.statusCode,
      entry.grossAmount,
      entry.applied,
      entry.outcome,
      JSON.stringify(entry.payload),
    ],
  );
}
