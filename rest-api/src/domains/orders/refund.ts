// Cancelling a paid order gives its money back (issue 22): staff move a paid order — or a processing one whose
// parcel has not left — to cancelled, and moveOrder hands the move here, under the order's row lock. In order:
// an attempt is written (requested), the provider is asked to refund the whole total with a key made from the order
// code (a retry after an unknown answer sends the same key, so the money goes back once), and only when it says
// done is the attempt marked succeeded, the order cancelled, the stock returned and the customer mailed — all in
// the one transaction. A refusal keeps the order paid and the failed attempt on record; an unknown answer keeps it
// paid and the attempt requested. Either way the transaction commits, and the caller answers the error after it.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/index.js';
import { conflict, HttpError } from '../../lib/errors.js';
import { insertRefund, refundAttemptsOf, settleRefund } from '../payment/refund-repository.js';
import { hasLeft } from '../shipping/repository.js';
import { returnStock } from './checkout-repository.js';
import { orderRefundedMail } from './mail.js';
import { getOrder } from './read-repository.js';
import { setOrderStatus, type OrderRow } from './status-repository.js';
import { defineMessage, t } from '../../i18n/index.js';

/** Cancels and refunds a locked, refundable order; answers the error to throw once committed, or nothing. */
export type Refunder = (tx: Queryable, order: OrderRow) => Promise<HttpError | undefined>;

/** The refund_key of an order's attempt: the next after those the provider refused, so a retry reuses it. */
export const refundKeyOf = (orderCode: string, refused: number) => `${orderCode}-refund-${refused + 1}`;

export const REFUND_UNKNOWN = defineMessage({
  id: 'orders.refund-unknown',
  defaultMessage:
    'The payment provider did not confirm the refund, so the order stays paid. Try again in a moment: the same ' +
    'refund is asked for again, and the money goes back only once.',
});

export function refunder(app: FastifyInstance, request: { reason: string; by: string | null }): Refunder {
  return async (tx, order) => {
    if (await hasLeft(tx, order.id)) {
      return conflict(
        defineMessage({
          id: 'orders.refund-shipped',
          defaultMessage:
            'This order has been shipped (it has a tracking number), so it cannot be cancelled and refunded here',
        }),
      );
    }
    const { live, refused } = await refundAttemptsOf(tx, order.id);
    let attemptId = live?.id;
    if (live?.status !== 'succeeded') {
      const refundKey = live?.refundKey ?? refundKeyOf(order.orderCode, refused);
      attemptId ??= await insertRefund(tx, {
        orderId: order.id,
        refundKey,
        amount: order.total,
        reason: request.reason,
        provider: app.payments.name,
        requestedBy: request.by,
      });
      let answer;
      try {
        answer = await app.payments.refund(
          { orderCode: order.orderCode, refundKey },
          order.total,
          request.reason,
        );
      } catch (error) {
        app.log.error({ err: error, orderCode: order.orderCode }, 'refund answer unknown; order stays paid');
        return new HttpError(502, REFUND_UNKNOWN);
      }
      if (answer.outcome === 'refused') {
        await settleRefund(tx, attemptId, { status: 'failed', answer: answer.answer });
        return conflict(
          t(
            defineMessage({
              id: 'orders.refund-refused',
              defaultMessage: '{reason}. The order stays paid and nothing was refunded.',
            }),
            { reason: answer.message },
          ),
        );
      }
      await settleRefund(tx, attemptId, {
        status: 'succeeded',
        reference: answer.reference,
        answer: answer.answer,
      });
    }
    await setOrderStatus(tx, order.id, 'cancelled', {
      kind: 'staff',
      userId: request.by,
      detail: request.reason ? `refunded: ${request.reason}` : 'refunded',
    });
    await returnStock(tx, [order.id]);
    const cancelled = await getOrder(tx, order.id);
    if (cancelled) await app.mail.enqueue(tx, orderRefundedMail(cancelled, app.config.publicWebUrl));
    return undefined;
  };
}
