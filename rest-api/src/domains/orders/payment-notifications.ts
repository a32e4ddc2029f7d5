// Midtrans's HTTP notifications as a durable queue (issue 23). POST /v1/payment/notification checks the signature
// (constant time), the order and the amount, writes the notification down and answers within seconds; the work —
// asking the status API what really happened, then moving the order — goes on after the answer when it takes
// longer (a slow status API). The expiry sweep's timer retries what could not be done (the status API down) with a
// growing wait, and ends unpaid orders at Midtrans too (closeOwedPayments). Midtrans keeps its HTTP timeout at 15
// seconds and asks for answers under five; it may send a notification twice or late, so the order only moves on
// what the status API confirms, once (applyProviderStatus).
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Notification } from '../payment/provider.js';
import {
  claimDueCloses,
  claimNotification,
  dueNotifications,
  enqueueNotification,
  handledBefore,
  retryNotificationLater,
  settleClose,
} from '../payment/repository.js';
import { amountOf, applyProviderStatus, RetryLater, type NotificationResult } from './lifecycle.js';
import { orderByCode, orderStatuses } from './status-repository.js';
import { finishNotification } from '../payment/repository.js';
import { defineMessage, t } from '../../i18n/index.js';

/** The notification route answers by then at the latest (Midtrans asks for under 5 s; its timeout is 15 s). */
export const NOTIFICATION_ANSWER_MS = 3000;
/** A worker holds a notification or a provider call this long; if it dies, the next pass takes it again. */
const LEASE_SECONDS = 120;
/** A notification written down but never taken (the process stopped) is taken by the timer after this. */
const UNTAKEN_GRACE_SECONDS = 60;
/** Tries of the status API per notification before giving up on it (about a day with the waits below). */
export const MAX_NOTIFICATION_ATTEMPTS = 12;
/** Tries of an expire or cancel call before giving up on it (logged: Snap's own expiry still ends it). */
export const MAX_CLOSE_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min, … at most an hour between tries. */
export const retryWaitSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);

const delay = (ms: number) =>
  new Promise<undefined>((resolve) => {
    setTimeout(() => resolve(undefined), ms).unref();
  });

/**
 * A notification received: checked, written down and worked on for at most answerWithinMs. Answers what it did,
 * or — when the status API is slow — that it is queued, the work going on after the answer (handed to `track`, so
 * that the app waits for it before closing). Throws 403 for a forged signature, 404 for an unknown order and 400
 * for an amount that is not the order's, writing nothing.
 */
export async function receiveNotification(
  app: FastifyInstance,
  notification: Notification,
  options: { answerWithinMs?: number; track?: (work: Promise<unknown>) => void } = {},
): Promise<NotificationResult> {
  if (!app.payments.verify(notification)) {
    app.log.warn({ orderCode: notification.order_id }, 'payment notification with a bad signature refused');
    throw forbidden(defineMessage({ id: 'orders.invalid-signature', defaultMessage: 'Invalid signature' }));
  }
  const order = await orderByCode(app.db, notification.order_id);
  if (!order)
    throw notFound(defineMessage({ id: 'orders.order-not-found', defaultMessage: 'Order not found' }));
  if (amountOf(notification.gross_amount) !== order.total) {
    app.log.warn(
      { orderCode: order.orderCode, total: order.total, got: notification.gross_amount },
      'payment notification amount does not match the order',
    );
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.gross-amount-mismatch',
          defaultMessage: "gross_amount {amount} does not match the order's total",
        }),
        { amount: notification.gross_amount },
      ),
    );
  }
  const id = await enqueueNotification(app.db, {
    orderId: order.id,
    orderCode: order.orderCode,
    transactionStatus: notification.transaction_status,
    statusCode: notification.status_code,
    grossAmount: notification.gross_amount,
    transactionId: notification.transaction_id,
    payload: notification,
  });
  const work = processNotification(app, id).catch((error: unknown) => {
    app.log.error({ err: error, orderCode: order.orderCode }, 'payment notification could not be handled');
    return undefined;
  });
  options.track?.(work);
  const done = await Promise.race([work, delay(options.answerWithinMs ?? NOTIFICATION_ANSWER_MS)]);
  if (done) return done;
  const now = (await orderStatuses(app.db, [order.id]))[0];
  return { orderCode: order.orderCode, status: now?.status ?? order.status, applied: false, queued: true };
}

/**
 * Works on one received notification: takes it (nobody else does meanwhile), asks the status API, and applies what
 * that says. A repeat of what the status API already confirmed for this order (same transaction and status)
 * changes nothing and asks nothing; what earlier notifications merely claimed counts for nothing (fault 3). When the status API (or a late payment's refund) gives no answer, the notification waits for its
 * next try; undefined then, and when another worker holds it.
 */
export async function processNotification(
  app: FastifyInstance,
  id: string,
): Promise<NotificationResult | undefined> {
  const claimed = await claimNotification(app.db, id, LEASE_SECONDS);
  if (!claimed) return undefined;
  if (await handledBefore(app.db, claimed)) {
    const [now] = await orderStatuses(app.db, [claimed.orderId]);
    await finishNotification(app.db, id, {
      confirmed: null,
      applied: false,
      outcome: 'repeated: the status API already confirmed this transaction and status',
    });
    return { orderCode: claimed.orderCode, status: now!.status, applied: false };
  }
  try {
    const confirmed = await app.payments.status(claimed.orderCode);
    return await applyProviderStatus(app, claimed.orderCode, confirmed, {
      notificationId: id,
      notified: claimed.transactionStatus,
    });
  } catch (error) {
    // The provider gave no answer (a 503 from the adapter, or a late payment's refund unknown): try again later.
    // Anything else is a fault of ours, logged as one, and tried again the same way rather than lost.
    const expected = error instanceof RetryLater || (error as { statusCode?: number }).statusCode === 503;
    if (!expected) {
      app.log.error(
        { err: error, orderCode: claimed.orderCode },
        'payment notification failed; tried again later',
      );
    }
    const giveUp = claimed.attempts >= MAX_NOTIFICATION_ATTEMPTS;
    await retryNotificationLater(app.db, id, {
      waitSeconds: retryWaitSeconds(claimed.attempts),
      error: error instanceof Error ? error.message : String(error),
      giveUp,
    });
    const log = { orderCode: claimed.orderCode, attempts: claimed.attempts };
    if (giveUp) app.log.error(log, 'payment notification given up: the status API never answered');
    else app.log.warn(log, 'payment notification waits: the status API did not answer');
    return undefined;
  }
}

/** The timer's pass over notifications due for another try; answers how many it handled. */
export async function processDueNotifications(app: FastifyInstance, batch = 50): Promise<number> {
  let handled = 0;
  for (const id of await dueNotifications(app.db, UNTAKEN_GRACE_SECONDS, batch)) {
    try {
      if (await processNotification(app, id)) handled += 1;
    } catch (error) {
      app.log.error({ err: error, notification: id }, 'payment notification could not be handled');
    }
  }
  return handled;
}

/**
 * Ends at the provider the unpaid orders the shop ended (expired by the sweep, cancelled by the customer or staff):
 * Midtrans's expire or cancel call, best effort, retried with a growing wait when it gives no answer and logged
 * either way. Answers how many calls the provider answered.
 */
export async function closeOwedPayments(app: FastifyInstance, batch = 50): Promise<number> {
  const owed = await claimDueCloses(app.db, LEASE_SECONDS, batch);
  if (owed.length === 0) return 0;
  const codes = new Map(
    (
      await orderStatuses(
        app.db,
        owed.map((row) => row.orderId),
      )
    ).map((row) => [row.id, row.orderCode]),
  );
  let answered = 0;
  for (const row of owed) {
    const orderCode = codes.get(row.orderId);
    if (!orderCode) continue;
    try {
      const answer = await app.payments.close(orderCode, row.call);
      await settleClose(app.db, row.orderId, { done: true, outcome: `${answer.outcome}: ${answer.message}` });
      app.log.info({ orderCode, call: row.call, ...answer }, 'unpaid order ended at the payment provider');
      answered += 1;
    } catch (error) {
      const giveUp = row.attempts >= MAX_CLOSE_ATTEMPTS;
      await settleClose(app.db, row.orderId, {
        done: false,
        outcome: `${giveUp ? 'gave up' : 'no answer'}: ${error instanceof Error ? error.message : String(error)}`,
        waitSeconds: giveUp ? null : retryWaitSeconds(row.attempts),
      });
      const log = { err: error, orderCode, call: row.call, attempts: row.attempts };
      if (giveUp) app.log.error(log, 'gave up ending an unpaid order at the payment provider');
      else app.log.warn(log, 'could not end an unpaid order at the payment provider; retried later');
    }
  }
  return answered;
}
