// The Midtrans Snap adapter: creates Snap transactions, verifies HTTP notifications, reads the status API and asks
// the Core API for refunds. Any failure to reach Midtrans or to understand its answer is a 503 the caller can retry.
import { MAX_REFUND_REASON_LENGTH } from '@lemari/shop/rules';
import type { FastifyBaseLogger } from 'fastify';
import { serviceUnavailable } from '../../lib/errors.js';
import {
  signatureMatches,
  type CloseAnswer,
  type CreateTransaction,
  type Notification,
  type PaymentProvider,
} from './provider.js';
import { defineMessage } from '../../i18n/index.js';

export const MIDTRANS_UNAVAILABLE = defineMessage({
  id: 'payment.provider-unavailable',
  defaultMessage: 'The payment provider is unavailable. Please try again.',
});
export const MIDTRANS_TIMEOUT_MS = 10_000;
/** Snap refuses item_details names and ids longer than this. */
export const MIDTRANS_ITEM_TEXT_MAX = 50;
/** Snap's limit on customer_details.first_name. */
const MIDTRANS_NAME_MAX = 255;

export interface MidtransOptions {
  serverKey: string;
  /** Snap's base URL, e.g. https://app.sandbox.midtrans.com/snap/v1 */
  snapUrl: string;
  /** The Core API's base URL, e.g. https://api.sandbox.midtrans.com/v2 */
  apiUrl: string;
  /** Where Snap sends the customer after paying (its callbacks.finish). */
  finishUrl?: string;
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

interface Answer {
  status: number;
  body: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Snap's expiry is whole minutes from creation: rounded down, so Snap stops taking money before the order expires. */
export function expiryMinutes(expiresAt: Date, now = new Date()): number {
  return Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000));
}

/**
 * Snap refuses item_details that do not add up to gross_amount (a voucher's discount is a line with a negative
 * price): this is a bug in the caller, not an outage, and the sandbox checks the same so that tests find it.
 */
export function checkItemTotal(input: Pick<CreateTransaction, 'items' | 'grossAmount'>) {
  const itemTotal = input.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  if (itemTotal !== input.grossAmount) {
    throw new Error(`item_details add up to ${itemTotal}, not the gross amount ${input.grossAmount}`);
  }
}

/**
 * Snap's enabled_payments name for each of the shop's methods. The shop keeps 'qris', the payment_type Midtrans's
 * notifications and status answers report for a QRIS payment; Snap's request calls the channel that takes any
 * QRIS app 'other_qris' (Snap API reference, request body: enabled_payments). The others are the same word.
 */
export const snapPaymentName = (method: string) => (method === 'qris' ? 'other_qris' : method);

export function snapTransactionBody(input: CreateTransaction, options: { finishUrl?: string } = {}) {
  checkItemTotal(input);
  return {
    transaction_details: { order_id: input.orderCode, gross_amount: input.grossAmount },
    customer_details: {
      email: input.customer.email,
      first_name: input.customer.name.slice(0, MIDTRANS_NAME_MAX),
      phone: input.customer.phone,
    },
    item_details: input.items.map((item) => ({
      id: item.id.slice(0, MIDTRANS_ITEM_TEXT_MAX),
      price: item.price,
      quantity: item.quantity,
      name: item.name.slice(0, MIDTRANS_ITEM_TEXT_MAX),
    })),
    enabled_payments: [...new Set(input.enabledPayments.map(snapPaymentName))],
    expiry: { unit: 'minute', duration: expiryMinutes(input.expiresAt) },
    ...(options.finishUrl ? { callbacks: { finish: options.finishUrl } } : {}),
  };
}

export function midtrans(options: MidtransOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? MIDTRANS_TIMEOUT_MS;

  /** One call to Midtrans; throws the 503 when it cannot be reached in time or answers something not JSON. */
  async function request(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      options.log?.error({ err: error, method, url }, 'Midtrans could not be reached');
      throw serviceUnavailable(MIDTRANS_UNAVAILABLE);
    }
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      options.log?.error(
        { status: response.status, method, url, body: text.slice(0, 500) },
        'Midtrans answered no JSON',
      );
      throw serviceUnavailable(MIDTRANS_UNAVAILABLE);
    }
  }

  function unavailable(answer: Answer, method: string, url: string): never {
    options.log?.error(
      { status: answer.status, method, url, body: answer.body },
      'Midtrans refused the call',
    );
    throw serviceUnavailable(MIDTRANS_UNAVAILABLE);
  }

  return {
    name: 'midtrans',

    // POST /v2/{order_id}/refund (the one refund endpoint Midtrans now serves for every method), with the shop's
    // refund_key so that a retry after an unknown answer is the same refund. Midtrans writes its own status_code in
    // the body (an HTTP 200 may carry a 412 there): 200 is done; another 4xx is a refusal, nothing refunded (the
    // method takes no refunds, too late, the merchant's balance is short, …); 5xx or nonsense is not known.
    async refund(order, amount, reason) {
      const url = `${options.apiUrl}/${encodeURIComponent(order.orderCode)}/refund`;
      const answer = await request('POST', url, {
        refund_key: order.refundKey,
        amount,
        ...(reason ? { reason: reason.slice(0, MAX_REFUND_REASON_LENGTH) } : {}),
      });
      const body = answer.body;
      const code = isRecord(body) ? Number(body.status_code ?? answer.status) : answer.status;
      if (answer.status >= 500 || !isRecord(body) || !Number.isInteger(code) || code >= 500) {
        unavailable(answer, 'POST', url);
      }
      if (code === 200 && answer.status < 300) {
        const reference = body.refund_chargeback_id ?? body.refund_key ?? order.refundKey;
        return { outcome: 'succeeded', reference: String(reference), answer: body };
      }
      options.log?.warn({ status: answer.status, url, body }, 'Midtrans refused a refund');
      const words = typeof body.status_message === 'string' ? body.status_message : `status ${code}`;
      return { outcome: 'refused', message: `Midtrans refused the refund (${code}: ${words})`, answer: body };
    },

    async createTransaction(input) {
      const url = `${options.snapUrl}/transactions`;
      const answer = await request('POST', url, snapTransactionBody(input, options));
      const body = answer.body;
      if (answer.status < 200 || answer.status > 299) unavailable(answer, 'POST', url);
      if (!isRecord(body) || !nonEmptyString(body.token) || !nonEmptyString(body.redirect_url)) {
        unavailable(answer, 'POST', url);
      }
      return { token: body.token, redirectUrl: body.redirect_url };
    },

    verify: (notification) => signatureMatches(notification, options.serverKey),

    async status(orderCode) {
      const url = `${options.apiUrl}/${encodeURIComponent(orderCode)}/status`;
      const answer = await request('GET', url);
      const body = answer.body;
      // The Core API puts its own status_code in the body, with HTTP 404 or (older answers) 200.
      if (isRecord(body) && body.status_code === '404') return undefined;
      // An expired transaction answers its status_code 407 in the body (the official Node client lets 407 through
      // as a normal answer too), whatever the HTTP status; 5xx and anything without a transaction is not known.
      if (
        answer.status >= 500 ||
        !isRecord(body) ||
        !nonEmptyString(body.order_id) ||
        !nonEmptyString(body.status_code) ||
        !nonEmptyString(body.gross_amount) ||
        !nonEmptyString(body.transaction_status)
      ) {
        unavailable(answer, 'GET', url);
      }
      const record: Notification = {
        ...(body as Record<string, unknown>),
        order_id: body.order_id,
        status_code: body.status_code,
        gross_amount: body.gross_amount,
        transaction_status: body.transaction_status,
        signature_key: typeof body.signature_key === 'string' ? body.signature_key : '',
      };
      return record;
    },

    // POST /v2/{order_id}/expire or /cancel (Core API; both work for Snap transactions). Midtrans's status_code in
    // the body says how it went: 407 (expire) or 200 (cancel) closed it; 404 it knows no transaction (the customer
    // never chose a method on Snap, whose own expiry then ends it); 412 it cannot change the transaction any more
    // (already settled, expired or cancelled). Anything else is not known: the caller retries.
    async close(orderCode, call): Promise<CloseAnswer> {
      const url = `${options.apiUrl}/${encodeURIComponent(orderCode)}/${call}`;
      const answer = await request('POST', url);
      const body = answer.body;
      const code = isRecord(body) ? String(body.status_code ?? answer.status) : String(answer.status);
      const words = isRecord(body) && typeof body.status_message === 'string' ? body.status_message : '';
      const message = `${code}${words ? `: ${words}` : ''}`;
      if (answer.status >= 500 || !isRecord(body)) unavailable(answer, 'POST', url);
      if (code === '407' || code === '200') {
        return { outcome: 'closed', message };
      }
      if (code === '404') return { outcome: 'nothing', message };
      if (code === '412') return { outcome: 'refused', message };
      unavailable(answer, 'POST', url);
    },
  };
}
