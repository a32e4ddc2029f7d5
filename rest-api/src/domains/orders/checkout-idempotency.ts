// Checkout's Idempotency-Key (issue 32: checkout split by the steps it takes): a retried checkout answers the
// order its first try placed, a different checkout under the same key is refused, and one still being placed asks
// for a moment.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import { badRequest, conflict, HttpError } from '../../lib/errors.js';
import { orderByIdempotencyKey } from './checkout-repository.js';
import type { CheckoutBody, CheckoutResult } from './schemas.js';
import { defineMessage } from '../../i18n/index.js';

const IDEMPOTENCY_KEY = /^[\w.:-]{1,200}$/;

/** 400 for a key that is not 1 to 200 letters, digits, dots, colons, dashes or underscores. */
export function checkIdempotencyKey(key: string | undefined) {
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest(
      defineMessage({
        id: 'orders.idempotency-key-must-1-200',
        defaultMessage:
          'Idempotency-Key must be 1 to 200 letters, digits, dots, colons, dashes or underscores',
      }),
    );
  }
}

/** What makes two checkouts the same one: the caller and everything they sent. */
export function requestHash(body: CheckoutBody, userId: string | null) {
  return createHash('sha256').update(JSON.stringify({ userId, body })).digest('hex');
}

/** The order an earlier try with this key placed (undefined when none); 409 for another checkout or one not done. */
export async function replay(
  db: Queryable,
  email: string,
  key: string,
  hash: string,
): Promise<CheckoutResult | undefined> {
  const earlier = await orderByIdempotencyKey(db, email, key);
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash) {
    throw conflict(
      defineMessage({
        id: 'orders.idempotency-key-was-already-used',
        defaultMessage: 'This Idempotency-Key was already used for a different checkout',
      }),
    );
  }
  if (!earlier.token || !earlier.redirectUrl) {
    if (earlier.status === 'cancelled') {
      throw conflict(
        defineMessage({
          id: 'orders.checkout-with-idempotency-key-failed',
          defaultMessage:
            'The checkout with this Idempotency-Key failed; please check out again with a new key',
        }),
      );
    }
    throw conflict(
      defineMessage({
        id: 'orders.checkout-with-idempotency-key-still',
        defaultMessage:
          'A checkout with this Idempotency-Key is still being processed; try again in a moment',
      }),
    );
  }
  return {
    token: earlier.token,
    redirectUrl: earlier.redirectUrl,
    orderID: earlier.id,
    orderCode: earlier.orderCode,
    amount: earlier.total,
    expiresAt: earlier.expiresAt,
  };
}

/**
 * The order a retry with this Idempotency-Key placed, when a voucher was refused because that order took its last
 * use (the retry came while the first try was committing); undefined otherwise, and the refusal stands.
 */
export async function replayAfterRefusal(
  db: Queryable,
  error: unknown,
  email: string,
  key: string | undefined,
  hash: string,
): Promise<CheckoutResult | undefined> {
  if (!key || !(error instanceof HttpError) || error.details?.voucher === undefined) return undefined;
  return replay(db, email, key, hash);
}
