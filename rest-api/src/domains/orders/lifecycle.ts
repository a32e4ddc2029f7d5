// How an order moves: provider notifications (pending → paid, cancelled or expired), staff (paid → processing →
// completed, pending → cancelled; paid or unshipped processing → cancelled with a refund, refund.ts), its customer
// (pending → cancelled, shipped processing → completed), the expiry sweep (pending → expired), housekeeping
// (processing → completed some days after shipping) and its parcel's tracking (a delivered parcel: the shipment
// delivered, and processing → completed when the shop completes orders on delivery). Every change locks the order
// row first, so concurrent notifications, staff and sweeps apply each transition exactly once; stock goes back in
// the same transaction as a cancellation or expiry.
import type { FastifyInstance } from 'fastify';
import { courierName, type ShippingCourier } from '@lemari/shop/rules';
import type { Db, Queryable } from '../../db/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Notification } from '../payment/provider.js';
import { insertRefund, refundAttemptsOf, settleRefund } from '../payment/refund-repository.js';
import { orderPaidMail, orderRefundedMail } from './mail.js';
import { finishNotification, markPaymentFailed, owePaymentClose } from '../payment/repository.js';
import {
  deliverShipment,
  hasLeft,
  setResiNumber,
  shipmentLeftDaysAgo,
  shipmentStatusIn,
} from '../shipping/repository.js';
import { expireOrders, overdueOrders, returnStock } from './checkout-repository.js';
import {
  customerActor,
  providerActor,
  recordOrderEvent,
  systemActor,
  type Actor,
} from './events-repository.js';
import { getOrder } from './read-repository.js';
import {
  lockOrder,
  lockProcessingOrders,
  processingOrdersWhose,
  setOrderStatus,
  type OrderRow,
} from './status-repository.js';
import { refundKeyOf, type Refunder } from './refund.js';
import type { OrderStatus } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

/** What a Midtrans transaction_status means for a pending order; undefined leaves it as it is. */
export function targetOf(notification: Pick<Notification, 'transaction_status' | 'fraud_status'>) {
  switch (notification.transaction_status) {
    case 'settlement':
      return 'paid';
    case 'capture':
      // A card capture counts only once fraud screening accepted it; 'challenge' (or none said) waits.
      return notification.fraud_status === 'accept' ? 'paid' : undefined;
    case 'cancel':
      return 'cancelled';
    case 'expire':
      return 'expired';
    case 'deny':
    case 'failure':
      // One payment attempt failed; the customer may try another method until the order expires. (Snap lets
      // them retry after a deny, and the official Node client says deny can later become a settlement; so a deny
      // does not end the order. Its expiry does.)
      return 'failed';
    default:
      // pending, refund, partial_refund, chargeback, …: nothing for the order to do. A refund the shop asked for
      // already cancelled the order; one made elsewhere (Midtrans's dashboard) leaves it for staff to see.
      return undefined;
  }
}

/** Whole rupiah from Midtrans's "150000.00"; NaN when it is not an amount. */
export function amountOf(text: string) {
  return /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text) : Number.NaN;
}

export interface NotificationResult {
  orderCode: string;
  status: OrderStatus;
  applied: boolean;
  /** Answered before the status API confirmed it: the work goes on after the answer. */
  queued?: boolean;
}

/** A failure worth another try later (the provider did not answer): the notification goes back to the queue. */
export class RetryLater extends Error {}

/**
 * Applies the provider's own record of an order's payment (its status API's answer, undefined when it knows no
 * transaction) to the order, under the order's row lock: the status API's word counts, whatever the notification
 * that led here said. Only a pending order moves (paid, cancelled, expired, or a failed attempt), so a late or
 * repeated notice never takes an order back. A payment confirmed for an order already expired or cancelled is
 * given back (lateRefund). When a queued notification led here, it is marked handled in the same transaction.
 */
export async function applyProviderStatus(
  app: FastifyInstance,
  orderCode: string,
  confirmed: Notification | undefined,
  source: { notificationId?: string; notified?: string } = {},
): Promise<NotificationResult> {
  return app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, { code: orderCode });
    if (!order)
      throw notFound(defineMessage({ id: 'orders.order-not-found', defaultMessage: 'Order not found' }));
    let applied = false;
    let status = order.status;
    let outcome: string;
    const target = confirmed ? targetOf(confirmed) : undefined;
    if (!confirmed) {
      outcome = 'the status API knows no transaction for this order: nothing done';
    } else if (confirmed.order_id !== order.orderCode || amountOf(confirmed.gross_amount) !== order.total) {
      outcome = `the status API answered ${confirmed.order_id} for ${confirmed.gross_amount}: nothing done`;
      app.log.warn({ orderCode, answered: confirmed }, 'status API answer does not match the order');
    } else if (order.status !== 'pending') {
      outcome = `order already ${order.status}`;
      if (target === 'paid' && (order.status === 'cancelled' || order.status === 'expired')) {
        outcome = await lateRefund(app, tx, order, confirmed);
      }
    } else if (target === 'paid' || target === 'cancelled' || target === 'expired') {
      await setOrderStatus(tx, order.id, target, providerActor(confirmed.transaction_status), {
        method: confirmed.payment_type,
        transactionId: confirmed.transaction_id,
      });
      if (target !== 'paid') await returnStock(tx, [order.id]);
      if (target === 'paid') {
        // Only the pending → paid move gets here, so a repeated notification mails nothing.
        const paid = await getOrder(tx, order.id);
        if (paid) await app.mail.enqueue(tx, orderPaidMail(paid, app.config.publicWebUrl));
      }
      applied = true;
      status = target;
      outcome = target;
    } else if (target === 'failed') {
      await markPaymentFailed(tx, order.id, confirmed.payment_type);
      applied = true;
      outcome = 'payment attempt failed; order still awaits payment';
    } else {
      outcome = `no change for ${confirmed.transaction_status}`;
    }
    if (confirmed && source.notified && source.notified !== confirmed.transaction_status) {
      outcome += ` (notified ${source.notified}; the status API said ${confirmed.transaction_status})`;
    }
    if (source.notificationId) {
      await finishNotification(tx, source.notificationId, {
        confirmed: confirmed
          ? {
              status: confirmed.transaction_status,
              transactionId: confirmed.transaction_id,
              fraudStatus: confirmed.fraud_status,
            }
          : null,
        applied,
        outcome,
      });
    }
    return { orderCode: order.orderCode, status, applied };
  });
}

/**
 * The provider confirms a payment for an order the shop already expired or cancelled (the customer paid as the
 * time ran out, before the shop's expire call reached Midtrans, or after cancelling). Its stock went back and may
 * be sold, and its voucher use was given back, so the order is not revived: the money goes back through the
 * provider's refund (one per order: the refund key makes a retry the same refund), the customer is mailed, and
 * the order's timeline says why. A refusal leaves a failed refund on the order for staff (logged as an error); an
 * unknown answer is retried later with the same key (RetryLater rolls this transaction back).
 */
async function lateRefund(
  app: FastifyInstance,
  tx: Queryable,
  order: OrderRow,
  confirmed: Notification,
): Promise<string> {
  const late = `paid (${confirmed.transaction_status}) after the order was ${order.status}`;
  const { live, refused } = await refundAttemptsOf(tx, order.id);
  if (live?.status === 'succeeded') return `${late}: already refunded`;
  const refundKey = live?.refundKey ?? refundKeyOf(order.orderCode, refused);
  const reason = `Paid after the order was ${order.status}`;
  const attemptId =
    live?.id ??
    (await insertRefund(tx, {
      orderId: order.id,
      refundKey,
      amount: order.total,
      reason,
      provider: app.payments.name,
      requestedBy: null,
    }));
  let answer;
  try {
    answer = await app.payments.refund({ orderCode: order.orderCode, refundKey }, order.total, reason);
  } catch (error) {
    app.log.error(
      { err: error, orderCode: order.orderCode },
      `${late}: refund answer unknown, retried later`,
    );
    throw new RetryLater(`${late}: the refund's answer is not known`);
  }
  if (answer.outcome === 'refused') {
    await settleRefund(tx, attemptId, { status: 'failed', answer: answer.answer });
    const outcome = `${late}: refund needed, the provider refused it (${answer.message})`;
    await recordOrderEvent(tx, order.id, order.status, order.status, providerActor(outcome));
    app.log.error({ orderCode: order.orderCode }, outcome);
    return outcome;
  }
  await settleRefund(tx, attemptId, {
    status: 'succeeded',
    reference: answer.reference,
    answer: answer.answer,
  });
  const outcome = `${late}: refunded`;
  await recordOrderEvent(tx, order.id, order.status, order.status, providerActor(outcome));
  const refundedOrder = await getOrder(tx, order.id);
  if (refundedOrder) await app.mail.enqueue(tx, orderRefundedMail(refundedOrder, app.config.publicWebUrl));
  app.log.warn({ orderCode: order.orderCode }, outcome);
  return outcome;
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

/** The parcel's resi as staff give it, with its courier (undefined: the one it had, at first the shopper's). */
export interface Resi {
  number: string;
  courier?: ShippingCourier | undefined;
}

/** Runs in the transaction that gave an order its resi (first or corrected): the shipped e-mail. */
export type OnShipped = (tx: Queryable, orderId: string, courier: string | undefined) => Promise<void>;

/** "resi JNE-123 (J&T Express)": the timeline's detail of a resi, with the courier that carries it. */
const resiDetail = (resi: string, courier: string | undefined) =>
  `resi ${resi}${courier ? ` (${courierName(courier)})` : ''}`;

/** A staff move; the actor (staffActor) is who made it, for the order's timeline. */
export async function moveOrder(
  db: Db,
  orderId: string,
  to: OrderStatus,
  resi: Resi | undefined,
  actor: Actor,
  refund?: Refunder,
  onShipped?: OnShipped,
) {
  const refusal = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order)
      throw notFound(defineMessage({ id: 'orders.order-not-found', defaultMessage: 'Order not found' }));
    const from = order.status;
    if (resi && to !== 'processing') {
      throw badRequest(
        defineMessage({
          id: 'orders.resinumber-given-when-order-goes',
          defaultMessage: 'resiNumber is given when an order goes to processing (or to correct it there)',
        }),
      );
    }
    // Giving a tracking number to an order already being processed is not a move.
    if (from === to && to === 'processing' && resi) {
      const courier = await setResiNumber(tx, order.id, resi.number, resi.courier);
      await recordOrderEvent(tx, order.id, from, to, { ...actor, detail: resiDetail(resi.number, courier) });
      await onShipped?.(tx, order.id, courier);
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
    const courier = resi ? await setResiNumber(tx, order.id, resi.number, resi.courier) : undefined;
    await setOrderStatus(
      tx,
      order.id,
      to,
      resi ? { ...actor, detail: resiDetail(resi.number, courier) } : actor,
    );
    if (to === 'cancelled') {
      await returnStock(tx, [order.id]);
      // An unpaid order ended here is ended at the provider too (closeOwedPayments), so nobody pays it later.
      await owePaymentClose(tx, [order.id], 'cancel');
    }
    if (resi) await onShipped?.(tx, order.id, courier);
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
      await owePaymentClose(tx, [order.id], 'cancel');
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
    const shipped = await processingOrdersWhose(tx, shipmentLeftDaysAgo(1), Math.floor(days), batch);
    const due = await lockProcessingOrders(tx, shipped);
    const actor = systemActor(`housekeeping: shipped more than ${days} days ago`);
    for (const id of due) await setOrderStatus(tx, id, 'completed', actor);
    return due.length;
  });
}

/** A parcel that arrived, as its tracking told it. */
export interface Delivery {
  orderId: string;
  courier: string;
  resi: string;
  /** When it arrived, as the courier said (ISO 8601). */
  at: string;
}

/**
 * A parcel its tracking says arrived (issue 32): in one transaction under the order's row lock, the shipment on its
 * way becomes delivered at the courier's time, and the order either completes (`complete`: the shop completes orders
 * on delivery) or stays processing, waiting for its customer's "Pesanan diterima" or the auto-complete days — with
 * one timeline event saying the parcel arrived, by the system. A shipment already delivered (an earlier look) is
 * left as it is; with `complete` its order still completes, as the setting now asks. SKIP LOCKED: an order another
 * process is moving right now is left to it, and one no longer processing stays as it is. Answers whether the order
 * completed.
 */
export async function recordDelivery(db: Db, delivery: Delivery, complete: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [due] = await lockProcessingOrders(tx, [delivery.orderId]);
    if (!due) return false;
    const arrived = await deliverShipment(tx, due, delivery.at);
    const detail = `tracking: ${resiDetail(delivery.resi, delivery.courier)} delivered`;
    if (complete) {
      await setOrderStatus(
        tx,
        due,
        'completed',
        arrived
          ? systemActor(detail, { delivered: true })
          : systemActor('complete on delivery: the parcel had arrived'),
      );
      return true;
    }
    if (arrived)
      await recordOrderEvent(tx, due, 'processing', 'processing', systemActor(detail, { delivered: true }));
    return false;
  });
}

/**
 * Completes processing orders whose parcel already arrived (the complete-on-delivery setting turned on after their
 * delivery), under row locks with SKIP LOCKED. Answers how many completed.
 */
export async function completeDeliveredParcels(db: Db, batch = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const delivered = await processingOrdersWhose(tx, shipmentStatusIn(1), ['delivered'], batch);
    const due = await lockProcessingOrders(tx, delivered);
    const actor = systemActor('complete on delivery: the parcel had arrived');
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
          await applyProviderStatus(app, order.orderCode, status);
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
    const done = await app.db.transaction(async (tx) => {
      const expiredNow = await expireOrders(tx, expire, systemActor('expiry sweep: not paid in time'));
      // Midtrans is told too (closeOwedPayments, right after the sweep and retried until it answers).
      await owePaymentClose(tx, expiredNow, 'expire');
      return expiredNow;
    });
    expired += done.length;
    if (done.length > 0) app.log.info({ orders: done.length }, 'expired unpaid orders');
    if (overdue.length < batch) return expired;
    // Orders left pending this round (provider unreachable, within grace) would be selected again: stop.
    if (done.length === 0) return expired;
  }
}
