// SQL for refunds (migration 0019): one row per attempt to give an order's money back, with the provider's answer.
// The order reads take an order's refund into their one query through REFUND_OF_ORDER; the dashboard sums them.
import type { RefundStatus } from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';
import { recordPaymentRefund } from './repository.js';

/**
 * The refund of the order aliased `o`, as the order answers show it: the succeeded one, else the latest attempt
 * (null when none was ever asked).
 */
export const REFUND_OF_ORDER = `(SELECT json_build_object(
     'amount', r.amount, 'status', r.status, 'at', ${isoTime('r.updated_at')})
   FROM refunds r WHERE r.order_id = o.id
   ORDER BY (r.status = 'succeeded') DESC, r.created_at DESC LIMIT 1)`;

export interface RefundAttempt {
  id: string;
  refundKey: string;
  status: RefundStatus;
}

/**
 * The order's attempt still live or done (requested or succeeded; at most one), and how many the provider refused
 * before. The caller holds the order's row lock.
 */
export async function refundAttemptsOf(tx: Queryable, orderId: string) {
  const rows = await tx.query<RefundAttempt>(
    `SELECT id, refund_key AS "refundKey", status FROM refunds WHERE order_id = $1 ORDER BY created_at`,
    [orderId],
  );
  return {
    live: rows.find((row) => row.status !== 'failed'),
    refused: rows.filter((row) => row.status === 'failed').length,
  };
}

export async function insertRefund(
  tx: Queryable,
  refund: {
    orderId: string;
    refundKey: string;
    amount: number;
    reason: string;
    provider: string;
    requestedBy: string | null;
  },
): Promise<string> {
  const row = await tx.maybeOne<{ id: string }>(
    `INSERT INTO refunds (order_id, refund_key, amount, reason, provider, requested_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [refund.orderId, refund.refundKey, refund.amount, refund.reason, refund.provider, refund.requestedBy],
  );
  return row!.id;
}

/**
 * The provider answered: succeeded (with its reference) or failed; its answer is kept as it came. A refund that
 * succeeds now is added to its order's payment in the same statement's transaction (recordPaymentRefund), so the
 * payment reads refunded or partially_refunded wherever it is shown, not paid.
 */
export async function settleRefund(
  tx: Queryable,
  id: string,
  outcome: { status: 'succeeded' | 'failed'; reference?: string | undefined; answer: unknown },
) {
  const settled = await tx.maybeOne<{ orderId: string; amount: number; wasSucceeded: boolean }>(
    `UPDATE refunds r SET status = $2, provider_reference = COALESCE($3, r.provider_reference), answer = $4,
       updated_at = now()
     FROM (SELECT id, status FROM refunds WHERE id = $1 FOR UPDATE) AS before
     WHERE r.id = before.id
     RETURNING r.order_id AS "orderId", r.amount, before.status = 'succeeded' AS "wasSucceeded"`,
    [id, outcome.status, outcome.reference ?? null, JSON.stringify(outcome.answer ?? null)],
  );
  if (settled && outcome.status === 'succeeded' && !settled.wasSucceeded) {
    await recordPaymentRefund(tx, settled.orderId, settled.amount);
  }
}

/**
 * Rupiah refunded from orders that still count as revenue, which the dashboard takes off their totals: those whose
 * payment went back in part (a partial refund leaves its order paid, processing or completed). A fully refunded
 * order is cancelled (the cancel move refunds what is left), so it counts nowhere and is not taken off twice.
 */
export async function refundedFromEarning(db: Queryable) {
  const row = await db.maybeOne<{ amount: number }>(
    `SELECT COALESCE(sum(refunded_amount), 0)::bigint AS amount FROM payments
     WHERE status = 'partially_refunded'`,
  );
  return row?.amount ?? 0;
}

/** Rupiah given back by succeeded refunds, and how many: the dashboard's "Refunds" figure. */
export async function refundTotals(db: Queryable) {
  const row = await db.maybeOne<{ amount: number; count: number }>(
    `SELECT COALESCE(sum(amount), 0)::bigint AS amount, count(*)::int AS count FROM refunds
     WHERE status = 'succeeded'`,
  );
  return row ?? { amount: 0, count: 0 };
}
