// The built-in sandbox payment provider: hands out tokens for its own hosted page (sandbox-routes.ts), signs its
// notifications with the sandbox server key exactly as Midtrans does, and keeps its own record of each transaction
// (sandbox-repository.ts) that its status API answers from, as Midtrans's does, and that expire and cancel close.
import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentStatus } from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';
import { checkItemTotal } from './midtrans.js';
import { closeSandboxTransaction, sandboxTransaction } from './sandbox-repository.js';
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
  /** The order's language (the checkout's), which its payment page speaks. */
  language: string;
  orderStatus: 'pending' | 'paid' | 'processing' | 'completed' | 'cancelled' | 'expired';
  total: number;
  disabledPaymentMethods: string[];
  expiresAt: string;
  /** Still pending, but its expiry has passed (the sweep has not reached it yet). */
  pastExpiry: boolean;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  amount: number;
  transactionId: string | null;
  createdAt: string;
  paidAt: string | null;
}

const PAYMENT_COLUMNS = `
  o.order_code AS "orderCode", o.status AS "orderStatus", o.total, o.lang AS language,
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

/** Midtrans's status_message for each transaction_status its status API answers. */
const STATUS_MESSAGES: Record<string, string> = {
  settlement: 'Success, transaction is found',
  capture: 'Success, transaction is found',
  pending: 'Success, transaction is pending',
  deny: 'Transaction is denied',
  expire: 'Success, transaction has expired',
  cancel: 'Success, transaction is canceled',
};

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
    // Answers from the sandbox's own record of the transaction, as Midtrans's status API does from its side:
    // nothing until the customer paid or failed on the sandbox page (Midtrans knows no transaction before a method
    // is chosen), then that, until the shop expires or cancels it.
    async status(orderCode) {
      const transaction = await sandboxTransaction(options.db, orderCode);
      if (!transaction) return undefined;
      const record: Notification & { status_message: string; currency: string } = {
        status_code: transaction.statusCode,
        status_message: STATUS_MESSAGES[transaction.transactionStatus] ?? 'Success, transaction is found',
        transaction_id: transaction.transactionId,
        order_id: transaction.orderCode,
        gross_amount: transaction.grossAmount,
        currency: 'IDR',
        transaction_status: transaction.transactionStatus,
        transaction_time: jakartaTime(new Date(transaction.transactionTime)),
        signature_key: signature(
          transaction.orderCode,
          transaction.statusCode,
          transaction.grossAmount,
          options.serverKey,
        ),
      };
      if (transaction.paymentType) record.payment_type = transaction.paymentType;
      if (transaction.fraudStatus) record.fraud_status = transaction.fraudStatus;
      if (transaction.settlementTime) {
        record.settlement_time = jakartaTime(new Date(transaction.settlementTime));
      }
      return record;
    },
    async close(orderCode, call) {
      const outcome = await closeSandboxTransaction(options.db, orderCode, call);
      const message = {
        closed:
          call === 'expire'
            ? '407: Success, transaction has expired'
            : '200: Success, transaction is canceled',
        nothing: "404: Transaction doesn't exist.",
        refused: '412: Merchant cannot modify the status of the transaction',
      }[outcome];
      return { outcome, message };
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
