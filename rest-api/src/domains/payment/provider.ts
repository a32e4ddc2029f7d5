// The payment provider interface: the built-in sandbox (default) and Midtrans Snap both implement it, and both
// notify POST /v1/payment/notification with Midtrans's body and signature.
import { createHash, timingSafeEqual } from 'node:crypto';

export { PAYMENT_METHODS, type PaymentMethod } from '@lemari/shop/rules';

export interface CreateTransaction {
  orderCode: string;
  /** Whole rupiah, the order's total. */
  grossAmount: number;
  customer: { email: string; name: string; phone: string };
  /** Lines and shipping as item_details; their prices × quantities add up to grossAmount. */
  items: { id: string; name: string; price: number; quantity: number }[];
  /** PAYMENT_METHODS minus the ones the checkout disabled. */
  enabledPayments: string[];
  /** When the payment page stops taking payment. */
  expiresAt: Date;
}

export interface Transaction {
  token: string;
  redirectUrl: string;
}

/** The fields of a Midtrans HTTP notification (and status answer) that the shop reads. */
export interface Notification {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
  transaction_status: string;
  transaction_id?: string;
  payment_type?: string;
  fraud_status?: string;
  transaction_time?: string;
  settlement_time?: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'midtrans';
  /** Creates the hosted payment; throws HttpError 503 when the provider cannot be reached. */
  createTransaction(input: CreateTransaction): Promise<Transaction>;
  /** True when the notification's signature_key is the provider's. */
  verify(
    notification: Pick<Notification, 'order_id' | 'status_code' | 'gross_amount' | 'signature_key'>,
  ): boolean;
  /** The provider's current record of an order's payment (Midtrans's status API), or undefined when none. */
  status(orderCode: string): Promise<Notification | undefined>;
  /**
   * Gives a paid order's money back. Answers what the provider said — done, or refused (nothing was refunded);
   * throws HttpError 503 when the answer is not known (unreachable, timed out, its own failure): the refund may or
   * may not have been made, and a retry must send the same refundKey so that it is made once.
   */
  refund(order: RefundOrder, amount: number, reason: string): Promise<RefundAnswer>;
  /**
   * Ends an unpaid order's transaction at the provider (Midtrans's POST /v2/{order_id}/expire or /cancel), so that
   * nobody pays an order the shop has already ended. Answers what the provider said: closed; nothing (it knows no
   * transaction: the customer never picked a method); or refused (it cannot change it any more, e.g. already
   * settled or expired). Throws HttpError 503 when the answer is not known: the caller tries again later.
   */
  close(orderCode: string, call: ProviderClose): Promise<CloseAnswer>;
}

/** The provider call that ends an unpaid transaction: expire (the time to pay is up) or cancel (someone cancelled). */
export type ProviderClose = 'expire' | 'cancel';

export interface CloseAnswer {
  outcome: 'closed' | 'nothing' | 'refused';
  /** The provider's words, for the log and the payment's record. */
  message: string;
}

/** The order a refund is for, and the merchant's key that makes a repeated request the same refund. */
export interface RefundOrder {
  orderCode: string;
  /** Letters, digits, dashes and underscores (Midtrans's rule for refund_key). */
  refundKey: string;
}

/** What the provider answered a refund: its reference when done, its words when refused; its body either way. */
export type RefundAnswer =
  | { outcome: 'succeeded'; reference: string; answer: unknown }
  | { outcome: 'refused'; message: string; answer: unknown };

/** Midtrans's signature: sha512 of order_id + status_code + gross_amount + server key, in hex. */
export function signature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

export function signatureMatches(
  notification: Pick<Notification, 'order_id' | 'status_code' | 'gross_amount' | 'signature_key'>,
  serverKey: string,
): boolean {
  const expected = Buffer.from(
    signature(notification.order_id, notification.status_code, notification.gross_amount, serverKey),
  );
  const given = Buffer.from(String(notification.signature_key ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Midtrans writes amounts with two decimals: 150000 → "150000.00". */
export const grossAmountText = (rupiah: number) => `${rupiah}.00`;
