// SQL for the built-in sandbox provider's own record of its transactions (migration 0025): what Midtrans keeps on
// its side, so that the sandbox's status API answers from the provider's record rather than the shop's orders.
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';

export interface SandboxTransaction {
  orderCode: string;
  transactionId: string;
  transactionStatus: string;
  statusCode: string;
  grossAmount: string;
  paymentType: string;
  fraudStatus: string | null;
  transactionTime: string;
  settlementTime: string | null;
}

/**
 * Statuses a transaction may still leave, as Midtrans's status cycle has it: pending (paid, denied, expired or
 * cancelled next), deny and failure (Snap lets the customer try again), capture (settles or is cancelled). A
 * settlement only goes on to a refund; expire and cancel are final.
 */
const OPEN = `('pending', 'deny', 'failure', 'capture')`;

export function sandboxTransaction(db: Queryable, orderCode: string) {
  return db.maybeOne<SandboxTransaction>(
    `SELECT order_code AS "orderCode", transaction_id AS "transactionId",
       transaction_status AS "transactionStatus", status_code AS "statusCode", gross_amount AS "grossAmount",
       payment_type AS "paymentType", fraud_status AS "fraudStatus",
       ${isoTime('transaction_time')} AS "transactionTime",
       CASE WHEN settlement_time IS NULL THEN NULL ELSE ${isoTime('settlement_time')} END AS "settlementTime"
     FROM payment_sandbox_transactions WHERE order_code = $1`,
    [orderCode],
  );
}

/**
 * Records where a sandbox transaction now stands, as the provider would: a new one, or a move its status cycle
 * allows (never back from a settlement, nor out of expire or cancel). Answers whether it was recorded.
 */
export async function recordSandboxTransaction(
  db: Queryable,
  transaction: Omit<SandboxTransaction, 'transactionTime' | 'settlementTime'>,
): Promise<boolean> {
  const settled = transaction.transactionStatus === 'settlement';
  const rows = await db.query<{ orderCode: string }>(
    `INSERT INTO payment_sandbox_transactions AS t (order_code, transaction_id, transaction_status, status_code,
       gross_amount, payment_type, fraud_status, settlement_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END)
     ON CONFLICT (order_code) DO UPDATE SET transaction_id = $2, transaction_status = $3, status_code = $4,
       gross_amount = $5, payment_type = $6, fraud_status = $7,
       settlement_time = CASE WHEN $8 THEN now() ELSE t.settlement_time END, updated_at = now()
     WHERE t.transaction_status IN ${OPEN}
        OR (t.transaction_status = 'settlement' AND $3 IN ('refund', 'partial_refund'))
     RETURNING order_code AS "orderCode"`,
    [
      transaction.orderCode,
      transaction.transactionId,
      transaction.transactionStatus,
      transaction.statusCode,
      transaction.grossAmount,
      transaction.paymentType,
      transaction.fraudStatus,
      settled,
    ],
  );
  return rows.length > 0;
}

/**
 * The shop ends an unpaid transaction (expire: status code 407; cancel: 200). Answers 'closed', 'nothing' when the
 * sandbox knows no transaction for the order, or 'refused' when it can no longer change (settled or already over).
 */
export async function closeSandboxTransaction(
  db: Queryable,
  orderCode: string,
  call: 'expire' | 'cancel',
): Promise<'closed' | 'nothing' | 'refused'> {
  const rows = await db.query<{ orderCode: string }>(
    `UPDATE payment_sandbox_transactions SET transaction_status = $2, status_code = $3, updated_at = now()
     WHERE order_code = $1 AND transaction_status IN ('pending', 'deny', 'failure')
     RETURNING order_code AS "orderCode"`,
    [orderCode, call, call === 'expire' ? '407' : '200'],
  );
  if (rows.length > 0) return 'closed';
  return (await sandboxTransaction(db, orderCode)) ? 'refused' : 'nothing';
}
