// How an order moves: provider notifications (pending → paid, cancelled or expired), staff (paid → processing →
// completed, pending → cancelled; paid or unshipped processing → cancelled with a refund, refund.ts), its customer
// (pending → cancelled, shipped processing → completed), the expiry sweep (pending → expired) and housekeeping
// (processing → completed some days after shipping). Every change locks the order row first, so concurrent
// notifications, staff and sweeps apply each transition exactly once; stock goes back in the same transaction as a
// cancellation or expiry.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { grossAmountText, type Notification } from '../payment/provider.js';
import { orderPaidMail } from './mail.js';
import { markPaymentFailed, recordNotification } from '../payment/repository.js';
import { hasLeft, onTheWaySince, setResiNumber } from '../shipping/repository.js';
import { expireOrders, overdueOrders, returnStock } from './checkout-repository.js';
import {
  customerActor,
  providerActor,
  recordOrderEvent,
  systemActor,
  type Actor,
} from './events-repository.js';
import { getOrder } from './read-repository.js';
import { lockOrder, lockProcessingOrders, setOrderStatus } from './status-repository.js';
import type { Refunder } from './refund.js';
import type { OrderStatus } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

/** What a Midtrans transaction_status means for a pending order; undefined leaves it as it is. */
export function targetOf(notification: Pick<Notification, 'transaction_status' | 'fraud_status'>) {
  switch (notification.transaction_status) {
    case 'settlement':
      return 'paid';
    case 'capture':
      // A card capture counts only once fraud screening accepted it; 'challenge' waits for a later notice.
      return notification.fraud_status === undefined || notification.fraud_status === 'accept'
        ? 'paid'
        : undefined;
    case 'cancel':
      return 'cancelled';
    case 'expire':
      return 'expired';
    case 'deny':
    case 'failure':
      // One payment attempt failed; the customer may try another method until the order expires.
      return 'failed';
    default:
      // pending, refund, partial_refund, chargeback, …: nothing for the order to do. A refund the shop asked for
      // already cancelled the order; one made elsewhere (Midtrans's dashboard) leaves it for staff to see.
      return undefined;
  }
}

/** Whole rupiah from Midtrans's "150000.00"; NaN when it is not an amount. */
function amountOf(text: string) {
  return /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text) : Number.NaN;
}

export interface NotificationResult {
  orderCode: string;
  status: OrderStatus;
  applied: boolean;
}

export async function applyNotification(
  app: FastifyInstance,
  notification: Notification,
): Promise<NotificationResult> {
  if (!app.payments.verify(notification)) {
    app.log.warn({ orderCode: notification.order_id }, 'payment notification with a bad signature refused');
    throw forbidden(defineMessage({ id: 'orders.invalid-signature', defaultMessage: 'Invalid signature' }));
  }
  return app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, { code: notification.order_id });
    if (!order)
      throw notFound(defineMessage({ id: 'orders.order-not-found', defaultMessage: 'Order not found' }));
    const amount = amountOf(notification.gross_amount);
    if (amount !== order.total) {
      app.log.warn(
        {
          orderCode: order.orderCode,
          expected: grossAmountText(order.total),
          got: notification.gross_amount,
        },
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
    const target = targetOf(notification);
    let applied = false;
    let outcome: string;
    if (order.status !== 'pending') {
      outcome = `order already ${order.status}`;
      if (target === 'paid' && (order.status === 'cancelled' || order.status === 'expired')) {
        outcome = `paid after the order was ${order.status}: refund needed`;
        app.log.error({ orderCode: order.orderCode }, outcome);
      }
    } else if (target === 'paid' || target === 'cancelled' || target === 'expired') {
      await setOrderStatus(tx, order.id, target, providerActor(notification.transaction_status), {
        method: notification.payment_type,
        transactionId: notification.transaction_id,
      });
      if (target !== 'paid') await returnStock(tx, [order.id]);
      if (target === 'paid') {
        // Only the pending → paid move gets here, so a repeated notification mails nothing.
        const paid = await getOrder(tx, order.id);
        if (paid) await app.mail.enqueue(tx, orderPaidMail(paid, app.config.publicWebUrl));
      }
      applied = true;
      outcome = target;
    } else if (target === 'failed') {
      await markPaymentFailed(tx, order.id, notification.payment_type);
      applied = true;
      outcome = 'payment attempt failed; order still awaits payment';
    } else {
      outcome = `no change for ${notification.transaction_status}`;
    }
    await recordNotification(tx, {
      orderId: order.id,
      orderCode: order.orderCode,
      transactionStatus: notification.transaction_status,
      statusCode: notification.status_code,
      grossAmount: notification.gross_amount,
      applied,
      outcome,
      payload: notification,
    });
    const status = applied && target !== 'failed' ? (target as OrderStatus) : order.status;
    return { orderCode: order.orderCode, status, applied };
  });
}

/**
 * The moves staff may make; payment and expiry are the provider's and the sweep's. Cancelling a paid or processing
 * order is a refund (refund.ts), refused once its parcel has left.
 */
const STAFF_MOVES: Partial<Record<OrderStatus, OrderStatus[]>> = {
  pending: ['cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['completed', 'cancelled'],
};

/** A staff move; the actor (staffActor) is who made it, for the order's timeline. */
export async function moveOrder(
  db: Db,
  orderId: string,
  to: OrderStatus,
  resiNumber: string | undefined,
  actor: Actor,
  refund?: Refunder,
) {
  const refusal = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order)
      throw notFound(defineMessage({ id: 'orders.order-not-found', defaultMessage: 'Order not found' }));
    const from = order.status;
    if (resiNumber && to !== 'processing') {
      throw badRequest(
        defineMessage({
          id: 'orders.resinumber-given-when-order-goes',
          defaultMessage: 'resiNumber is given when an order goes to processing (or to correct it there)',
        }),
      );
    }
    // Giving a tracking number to an order already being processed is not a move.
    if (from === to && to === 'processing' && resiNumber) {
      await setResiNumber(tx, order.id, resiNumber);
      await recordOrderEvent(tx, order.id, from, to, { ...actor, detail: `resi ${resiNumber}` });
      return;
    }
    if (!STAFF_MOVES[from]?.includes(to)) {
      const why =
        to === 'paid'
          ? defineMessage({
              id: 'orders.move-why-paid',
              defaultMessage: 'only a payment marks an order paid',
            })
          : to === 'expired'
            ? defineMessage({
                id: 'orders.move-why-expired',
                defaultMessage: 'orders expire by themselves when unpaid',
              })
            : t(
                defineMessage({
                  id: 'orders.move-why-allowed',
                  defaultMessage: 'allowed from {from}: {allowed}',
                }),
                { from, allowed: STAFF_MOVES[from]?.join(', ') || 'nothing' },
              );
      throw conflict(
        t(
          defineMessage({
            id: 'orders.move-refused',
            defaultMessage: 'An order cannot go from {from} to {to} ({why})',
          }),
          { from, to, why },
        ),
      );
    }
    // A paid order's money goes back first; a refusal commits its attempt and is answered after.
    if (to === 'cancelled' && from !== 'pending') {
      return refund
        ? refund(tx, order)
        : conflict(
            defineMessage({
              id: 'orders.cancelling-paid-order-needs-refund',
              defaultMessage: 'Cancelling a paid order needs a refund',
            }),
          );
    }
    await setOrderStatus(tx, order.id, to, resiNumber ? { ...actor, detail: `resi ${resiNumber}` } : actor);
    if (to === 'cancelled') await returnStock(tx, [order.id]);
    if (resiNumber) await setResiNumber(tx, order.id, resiNumber);
    return undefined;
  });
  if (refusal) throw refusal;
}

/** What a customer may do to their own order: cancel it while unpaid, or say a shipped one arrived. */
export type CustomerMove = 'cancel' | 'received';

/**
 * A member's move on their own order, under the same row lock as staff's: cancel (pending → cancelled, the stock
 * goes back and the payment link stops working, in one transaction) or received (processing with a tracking
 * number → completed). Another member's order is not found; any other status answers 409 with the reason.
 */
export async function customerMoveOrder(db: Db, orderId: string, userId: string, move: CustomerMove) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order || order.userId !== userId)
      throw notFound(defineMessage({ id: 'orders.order-not-found', defaultMessage: 'Order not found' }));
    if (move === 'cancel') {
      if (order.status !== 'pending') {
        throw conflict(
          t(
            defineMessage({
              id: 'orders.cancel-not-pending',
              defaultMessage: 'Only an unpaid order can be cancelled; this order is {status}',
            }),
            { status: order.status },
          ),
        );
      }
      await setOrderStatus(tx, order.id, 'cancelled', customerActor(userId));
      await returnStock(tx, [order.id]);
      return;
    }
    if (order.status !== 'processing') {
      throw conflict(
        t(
          defineMessage({
            id: 'orders.received-not-shipped',
            defaultMessage: 'Only a shipped order can be marked as received; this order is {status}',
          }),
          { status: order.status },
        ),
      );
    }
    if (!(await hasLeft(tx, order.id))) {
      throw conflict(
        defineMessage({
          id: 'orders.order-has-not-been-shipped',
          defaultMessage: 'This order has not been shipped yet (it has no tracking number)',
        }),
      );
    }
    await setOrderStatus(tx, order.id, 'completed', customerActor(userId, 'received'));
  });
}

/**
 * Completes shipped orders whose parcel left more than `days` days ago (housekeeping). Safe from several
 * processes at once: the orders are taken under row locks (SKIP LOCKED) and only while still processing.
 */
export async function completeShippedOrders(db: Db, days: number, batch = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockProcessingOrders(tx, await onTheWaySince(tx, days, batch));
    const actor = systemActor(`housekeeping: shipped more than ${days} days ago`);
    for (const id of due) await setOrderStatus(tx, id, 'completed', actor);
    return due.length;
  });
}

/** Orders overdue by more than this are expired even when the provider cannot be asked about them. */
const PROVIDER_GRACE_SECONDS = 3600;

/**
 * Expires overdue unpaid orders and returns their stock. Safe to run from several processes at once: each order
 * is taken under a row lock (SKIP LOCKED) and only while still pending. Before expiring, the provider is asked
 * whether the order was paid after all (a lost notification); a paid one is applied instead.
 */
export async function sweepExpiredOrders(app: FastifyInstance, batch = 200): Promise<number> {
  let expired = 0;
  for (;;) {
    const overdue = await overdueOrders(app.db, batch);
    if (overdue.length === 0) return expired;
    const expire: string[] = [];
    for (const order of overdue) {
      try {
        const status = await app.payments.status(order.orderCode);
        if (status && targetOf(status) === 'paid') {
          await applyNotification(app, status);
          continue;
        }
        expire.push(order.id);
      } catch (error) {
        app.log.warn(
          { err: error, orderCode: order.orderCode },
          'could not ask the provider before expiring',
        );
        if (order.overdueSeconds > PROVIDER_GRACE_SECONDS) expire.push(order.id);
      }
    }
    const done = await app.db.transaction((tx) =>
      expireOrders(tx, expire, systemActor('expiry sweep: not paid in time')),
    );
    expired += done.length;
    if (done.length > 0) app.log.info({ orders: done.length }, 'expired unpaid orders');
    if (overdue.length < batch) return expired;
    // Orders left pending this round (provider unreachable, within grace) would be selected again: stop.
    if (done.length === 0) return expired;
  }
}
