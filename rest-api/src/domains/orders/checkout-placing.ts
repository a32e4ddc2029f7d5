// Placing an order (issue 32: checkout split by the steps it takes): in one transaction, the voucher's use taken
// under its row lock, the products locked in id order and their stock taken, then the order, its lines, shipment,
// first event and redemption written; a code drawn twice on one day is drawn again.
import { randomInt } from 'node:crypto';
import { ORDER_CODE_ALPHABET, ORDER_CODE_SUFFIX_LENGTH, shopDayOf } from '@lemari/shop/rules';
import type { FastifyInstance } from 'fastify';
import { isPgError, PG_UNIQUE_VIOLATION, type Queryable } from '../../db/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { addSold, lockProducts, takeVariantStock } from '../products/stock-repository.js';
import { insertShipment } from '../shipping/repository.js';
import { insertRedemption } from '../vouchers/repository.js';
import { weighVoucher, type VoucherUse } from '../vouchers/rules.js';
import { insertLines, insertOrder, type NewLine } from './checkout-repository.js';
import { replay, replayAfterRefusal } from './checkout-idempotency.js';
import { lineName, outOfStock, samePrice } from './checkout-pricing.js';
import { recordOrderEvent, type Actor } from './events-repository.js';
import type { CheckoutResult } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

/** ORD-20261121-7KQ2M: the date in Jakarta, then five random base32 characters. */
export function newOrderCode(now = new Date()): string {
  const day = shopDayOf(now).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < ORDER_CODE_SUFFIX_LENGTH; i += 1) {
    suffix += ORDER_CODE_ALPHABET[randomInt(ORDER_CODE_ALPHABET.length)];
  }
  return `ORD-${day}-${suffix}`;
}

export type PlaceInput = {
  lines: NewLine[];
  order: Omit<Parameters<typeof insertOrder>[1], 'orderCode'>;
  shipment: Parameters<typeof insertShipment>[2];
  ordered: NewLine[];
  placedBy: Actor;
  /** The voucher code given, and what checkout weighed it at before the transaction. */
  voucher?: { code: string; expected: VoucherUse };
};

/** The order placed, or the one a concurrent retry with the same Idempotency-Key placed (replayed). */
export async function placeOrder(
  app: FastifyInstance,
  input: PlaceInput,
): Promise<{ orderId: string; orderCode: string; expiresAt: string } | { replayed: CheckoutResult }> {
  for (let attempt = 1; ; attempt += 1) {
    const orderCode = newOrderCode();
    try {
      return await app.db.transaction(async (tx) => {
        // The voucher first, under its row lock: checkouts with the same voucher take its uses one at a time, and
        // one refused here has locked and taken no stock. (Nothing locks a voucher after products, so the order
        // of locks stays the same everywhere.)
        const voucher = input.voucher && (await takeVoucher(tx, input));
        const locked = await lockProducts(
          tx,
          input.lines.map((line) => line.product.id),
        );
        for (const line of input.lines) {
          const now = locked.find((product) => product.id === line.product.id);
          if (!now)
            throw notFound(
              t(
                defineMessage({
                  id: 'orders.named-product-gone',
                  defaultMessage: '{product} is not available any more',
                }),
                { product: line.product.productName },
              ),
            );
          if (!samePrice(now, line.product)) {
            throw conflict(
              t(
                defineMessage({
                  id: 'orders.price-changed',
                  defaultMessage: 'The price of {product} has just changed. Please review your order.',
                }),
                { product: line.product.productName },
              ),
            );
          }
          const left = await takeVariantStock(tx, line.variant.id, line.quantity);
          if (left === undefined) {
            const current = now.variants.find((variant) => variant.id === line.variant.id);
            if (!current)
              throw notFound(
                t(
                  defineMessage({
                    id: 'orders.variant-not-sold',
                    defaultMessage: '{name} is not sold any more',
                  }),
                  { name: lineName(line.product.productName, line) },
                ),
              );
            throw conflict(outOfStock(now, current, line.quantity));
          }
        }
        await addSold(
          tx,
          input.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
        );
        const { id, expiresAt } = await insertOrder(tx, { ...input.order, orderCode });
        await insertLines(tx, id, input.ordered);
        await insertShipment(tx, id, input.shipment);
        await recordOrderEvent(tx, id, null, 'pending', input.placedBy);
        if (voucher) {
          await insertRedemption(tx, {
            voucherId: voucher.voucher.id,
            orderId: id,
            userId: input.order.userId,
            email: input.order.customerEmail,
            discount: voucher.discount,
          });
        }
        return { orderId: id, orderCode, expiresAt };
      });
    } catch (error) {
      const earlier = await replayAfterRefusal(
        app.db,
        error,
        input.order.customerEmail,
        input.order.idempotencyKey ?? undefined,
        input.order.requestHash,
      );
      if (earlier) return { replayed: earlier };
      if (isPgError(error, PG_UNIQUE_VIOLATION)) {
        // The same Idempotency-Key committed by a concurrent retry: answer what it answered.
        const key = input.order.idempotencyKey;
        if (key) {
          const earlier = await replay(app.db, input.order.customerEmail, key, input.order.requestHash);
          if (earlier) return { replayed: earlier };
        }
        // Otherwise two orders drew the same code on the same day (1 in 33 million): draw again.
        if (attempt < 5) continue;
      }
      throw error;
    }
  }
}

/**
 * The voucher weighed again in the order's transaction, its row locked until the order commits: a use counted
 * here is still free when the redemption is written. A discount other than the one the total was checked with
 * (staff changed the voucher meanwhile) asks the customer to review the order.
 */
async function takeVoucher(tx: Queryable, input: PlaceInput): Promise<VoucherUse> {
  const { code, expected } = input.voucher!;
  const { order } = input;
  const now = await weighVoucher(
    tx,
    code,
    { userId: order.userId, email: order.customerEmail },
    { subtotal: order.subtotal, shippingCost: order.shippingCost },
    { lock: true },
  );
  if (now.discount !== expected.discount || now.voucher.id !== expected.voucher.id) {
    throw conflict(
      t(
        defineMessage({
          id: 'orders.voucher-changed',
          defaultMessage: 'The voucher {code} has just changed. Please review your order.',
        }),
        { code: now.voucher.code },
      ),
    );
  }
  return now;
}
