// The built-in sandbox payment provider: hands out tokens for its own hosted page (sandbox-routes.ts), signs its
// notifications with the sandbox server key exactly as Midtrans does, and answers status from the shop's tables.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';
import { checkItemTotal } from './midtrans.js';
import {
  grossAmountText,
  signature,
  signatureMatches,
  type Notification,
  type PaymentProvider,
} from './provider.js';

export const SANDBOX_PROVIDER = 'sandbox';

/** Bytes of randomness in a payment token: 192 bits, written as 32 url-safe characters. */
const TOKEN_BYTES = 24;

// WIB (Asia/Jakarta) is UTC+7 all year; Indonesia keeps no daylight saving time.
const WIB_OFFSET_MS = 7 * 3600 * 1000;

/** Midtrans's timestamp format: 'YYYY-MM-DD HH:mm:ss' in Asia/Jakarta. */
export function jakartaTime(date: Date): string {
  return new Date(date.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** What the hosted page and the status answer need of one sandbox payment and its order. */
export interface SandboxPayment {
  orderCode: string;
  orderStatus: 'pending' | 'paid' | 'processing' | 'completed' | 'cancelled' | 'expired';
  total: number;
  disabledPaymentMethods: string[];
  expiresAt: string;
  /** Still pending, but its expiry has passed (the sweep has not reached it yet). */
  pastExpiry: boolean;
  paymentStatus: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
  paymentMethod: string;
  amount: number;
  transactionId: string | null;
  createdAt: string;
  paidAt: string | null;
}

const PAYMENT_COLUMNS = `
  o.order_code AS "orderCode", o.status AS "orderStatus", o.total,
  o.disabled_payment_methods AS "disabledPaymentMethods", ${isoTime('o.expires_at')} AS "expiresAt",
  (o.status = 'pending' AND o.expires_at <= now()) AS "pastExpiry",
  p.status AS "paymentStatus", p.payment_method AS "paymentMethod", p.total_amount AS amount,
  p.transaction_id AS "transactionId", ${isoTime('p.created_at')} AS "createdAt",
  CASE WHEN p.paid_at IS NULL THEN NULL ELSE ${isoTime('p.paid_at')} END AS "paidAt"`;

export function sandboxPaymentByToken(db: Queryable, token: string): Promise<SandboxPayment | undefined> {
  return db.maybeOne<SandboxPayment>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments p JOIN orders o ON o.id = p.order_id
     WHERE p.token = $1 AND p.provider = $2`,
    [token, SANDBOX_PROVIDER],
  );
}

export function sandboxPaymentByOrderCode(
  db: Queryable,
  orderCode: string,
): Promise<SandboxPayment | undefined> {
  return db.maybeOne<SandboxPayment>(
    `SELECT ${PAYMENT_COLUMNS} FROM orders o JOIN payments p ON p.order_id = o.id
     WHERE o.order_code = $1 AND p.provider = $2`,
    [orderCode, SANDBOX_PROVIDER],
  );
}

/** Where an order stands for someone about to pay it. */
export type PayableState = 'payable' | 'paid' | 'cancelled' | 'expired';

export function payableState(payment: SandboxPayment): PayableState {
  switch (payment.orderStatus) {
    case 'paid':
    case 'processing':
    case 'completed':
      return 'paid';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return payment.pastExpiry ? 'expired' : 'payable';
  }
}

/** Midtrans's transaction_status and status_code for each state of the shop's payment. */
function transactionStatus(payment: SandboxPayment): { status: string; code: string; message: string } {
  const state = payableState(payment);
  if (state === 'paid' || payment.paymentStatus === 'paid') {
    return { status: 'settlement', code: '200', message: 'Success, transaction is found' };
  }
  if (state === 'expired' || payment.paymentStatus === 'expired') {
    return { status: 'expire', code: '407', message: 'Success, transaction has expired' };
  }
  if (state === 'cancelled' || payment.paymentStatus === 'cancelled') {
    return { status: 'cancel', code: '200', message: 'Success, transaction is canceled' };
  }
  if (payment.paymentStatus === 'failed') {
    return { status: 'deny', code: '202', message: 'Transaction is denied' };
  }
  return { status: 'pending', code: '201', message: 'Success, transaction is pending' };
}

export type SandboxAction = 'pay' | 'fail';

/** The notification Midtrans would send when the customer pays (settlement) or the payment is refused (deny). */
export function sandboxNotification(input: {
  orderCode: string;
  total: number;
  action: SandboxAction;
  method: string;
  serverKey: string;
  now?: Date;
}): Notification & { status_message: string; currency: string } {
  const now = input.now ?? new Date();
  const paid = input.action === 'pay';
  const statusCode = paid ? '200' : '202';
  const grossAmount = grossAmountText(input.total);
  return {
    status_code: statusCode,
    status_message: 'midtrans payment notification',
    transaction_id: randomUUID(),
    order_id: input.orderCode,
    gross_amount: grossAmount,
    currency: 'IDR',
    payment_type: input.method,
    transaction_time: jakartaTime(now),
    transaction_status: paid ? 'settlement' : 'deny',
    fraud_status: paid ? 'accept' : 'deny',
    ...(paid ? { settlement_time: jakartaTime(now) } : {}),
    signature_key: signature(input.orderCode, statusCode, grossAmount, input.serverKey),
  };
}

export interface SandboxOptions {
  serverKey: string;
  /** Base URL of this API, under which the hosted page is served. */
  publicApiUrl: string;
  db: Queryable;
}

export function sandbox(options: SandboxOptions): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    async createTransaction(input) {
      checkItemTotal(input);
      // The token is the only key to the hosted page, so it must not be guessable.
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      return { token, redirectUrl: `${options.publicApiUrl}/payment-sandbox/${token}` };
    },
    verify: (notification) => signatureMatches(notification, options.serverKey),
    async status(orderCode) {
      const payment = await sandboxPaymentByOrderCode(options.db, orderCode);
      if (!payment) return undefined;
      const { status, code, message } = transactionStatus(payment);
      const grossAmount = grossAmountText(payment.amount);
      const record: Notification & { status_message: string; currency: string } = {
        status_code: code,
        status_message: message,
        order_id: payment.orderCode,
        gross_amount: grossAmount,
        currency: 'IDR',
        transaction_status: status,
        transaction_time: jakartaTime(new Date(payment.createdAt)),
        signature_key: signature(payment.orderCode, code, grossAmount, options.serverKey),
      };
      if (payment.transactionId) record.transaction_id = payment.transactionId;
      if (payment.paymentMethod) record.payment_type = payment.paymentMethod;
      if (status === 'settlement') {
        record.fraud_status = 'accept';
        if (payment.paidAt) record.settlement_time = jakartaTime(new Date(payment.paidAt));
      }
      if (status === 'deny') record.fraud_status = 'deny';
      return record;
    },
    // No money moved, so none goes back: the sandbox approves every refund at once, answering as Midtrans's
    // refund API does (the shop keeps the answer with the refund). It reads nothing, as the caller holds the
    // order's row lock (and, on PGlite, the only connection).
    async refund(order, amount, reason) {
      const reference = `sandbox-${order.refundKey}`;
      return {
        outcome: 'succeeded',
        reference,
        answer: {
          status_code: '200',
          status_message: 'Success, refund request is approved',
          order_id: order.orderCode,
          transaction_status: 'refund',
          refund_chargeback_id: reference,
          refund_amount: grossAmountText(amount),
          refund_key: order.refundKey,
          reason,
          refund_time: jakartaTime(new Date()),
        },
      };
    },
  };
}
