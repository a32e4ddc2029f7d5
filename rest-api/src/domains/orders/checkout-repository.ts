// SQL for checkout's writes: the order, its lines, the idempotency lookup of a retried checkout, and the stock (and
// voucher use) an order gives back when it is cancelled or expires (the expiry of overdue unpaid orders is here too). Stock itself
// is the products' stock repository's (lockProducts, takeVariantStock, putBackStock); the payment and shipment rows are their domains'. Every write takes
// the caller's transaction, so an order and what it moves commit or roll back together.
import type { Language, VoucherKind } from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';
import { closePayments, paymentPageOf } from '../payment/repository.js';
import { putBackStock, type CheckoutProduct, type CheckoutVariant } from '../products/stock-repository.js';
import { cancelShipments } from '../shipping/repository.js';
import { recordOrderEvent, type Actor } from './events-repository.js';
import { releaseRedemptions } from '../vouchers/repository.js';
import { ORDER_ROW, type OrderRow } from './status-repository.js';

/** The customer's order placed with this Idempotency-Key, with its payment page once it has one. */
export async function orderByIdempotencyKey(db: Queryable, email: string, key: string) {
  const order = await db.maybeOne<OrderRow & { expiresAt: string }>(
    `SELECT ${ORDER_ROW}, ${isoTime('expires_at')} AS "expiresAt"
     FROM orders WHERE lower(customer_email) = lower($1) AND idempotency_key = $2`,
    [email, key],
  );
  if (!order) return undefined;
  const page = await paymentPageOf(db, order.id);
  return { ...order, token: page?.token ?? null, redirectUrl: page?.redirectUrl ?? null };
}

export interface NewOrder {
  orderCode: string;
  userId: string | null;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  subtotal: number;
  shippingCost: number;
  /** The voucher's discount (0 when none); total = subtotal + shippingCost - discount. */
  discount: number;
  voucherCode: string | null;
  /** The voucher's kind at checkout (null when none): a free-shipping one leaves the goods' tax whole. */
  voucherKind: VoucherKind | null;
  total: number;
  profit: number;
  clientCode: string;
  /** The customer's note, trimmed; null when none. */
  note: string | null;
  disabledPaymentMethods: string[];
  idempotencyKey: string | null;
  requestHash: string;
  expiryMinutes: number;
  /** The language of the order's e-mails: the checkout request's. */
  language: Language;
}

export async function insertOrder(tx: Queryable, order: NewOrder) {
  const row = await tx.maybeOne<{ id: string; expiresAt: string }>(
    `INSERT INTO orders (order_code, user_id, customer_email, customer_name, customer_phone, subtotal,
       shipping_cost, total, profit, client_code, disabled_payment_methods, idempotency_key, request_hash,
       expires_at, note, discount, voucher_code, voucher_kind, lang)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now() + make_interval(mins => $14::int),
       $15, $16, $17, $18, $19)
     RETURNING id, ${isoTime('expires_at')} AS "expiresAt"`,
    [
      order.orderCode,
      order.userId,
      order.customerEmail,
      order.customerName,
      order.customerPhone,
      order.subtotal,
      order.shippingCost,
      order.total,
      order.profit,
      order.clientCode,
      order.disabledPaymentMethods,
      order.idempotencyKey,
      order.requestHash,
      order.expiryMinutes,
      order.note,
      order.discount,
      order.voucherCode,
      order.voucherKind,
      order.language,
    ],
  );
  return row!;
}

export interface NewLine {
  product: CheckoutProduct;
  variant: CheckoutVariant;
  color: string;
  size: string;
  quantity: number;
  weight: number;
}

export async function insertLines(tx: Queryable, orderId: string, lines: NewLine[]) {
  await tx.execute(
    `INSERT INTO order_lines (order_id, position, product_id, product_name, product_image, color, size, quantity,
       normal_price, sell_price, buy_price, discount, weight, variant_id, sku)
     SELECT $1, t.position, t.product_id, t.product_name, t.product_image, t.color, t.size, t.quantity,
       t.normal_price, t.sell_price, t.buy_price, t.discount, t.weight, t.variant_id, t.sku
     FROM jsonb_to_recordset($2::jsonb) AS t(position int, product_id uuid, product_name text, product_image text,
       color text, size text, quantity int, normal_price bigint, sell_price bigint, buy_price bigint,
       discount int, weight int, variant_id uuid, sku text)`,
    [
      orderId,
      JSON.stringify(
        lines.map((line, index) => ({
          position: index + 1,
          product_id: line.product.id,
          product_name: line.product.productName,
          // The picture of the line's colour, as the cart showed it.
          product_image: line.variant.image || line.product.image,
          color: line.color,
          size: line.size,
          quantity: line.quantity,
          normal_price: line.product.normalPrice,
          sell_price: line.product.sellPrice,
          buy_price: line.product.buyPrice,
          discount: line.product.discount,
          weight: line.weight,
          variant_id: line.variant.id,
          sku: line.variant.sku,
        })),
      ),
    ],
  );
}

/**
 * Puts the stock of these orders' lines back (a cancelled or expired order), and gives back the voucher use each
 * took (every path that cancels or expires an order calls this, in the transaction that moves it).
 */
export async function returnStock(tx: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await releaseRedemptions(tx, orderIds);
  const ordered = await tx.query<{ productId: string; variantId: string | null; quantity: number }>(
    `SELECT product_id AS "productId", variant_id AS "variantId", sum(quantity)::int AS quantity FROM order_lines
     WHERE order_id = ANY($1::uuid[]) GROUP BY product_id, variant_id`,
    [orderIds],
  );
  await putBackStock(tx, ordered);
}

/** Pending orders whose time is up, oldest first. */
export function overdueOrders(db: Queryable, limit: number) {
  return db.query<{ id: string; orderCode: string; overdueSeconds: number }>(
    `SELECT id, order_code AS "orderCode", extract(epoch FROM now() - expires_at)::int AS "overdueSeconds"
     FROM orders WHERE status = 'pending' AND expires_at <= now() ORDER BY expires_at LIMIT $1`,
    [limit],
  );
}

/**
 * Expires the given orders that are still pending and overdue, skipping rows another process holds, and answers
 * the ones it expired. Their stock goes back, their payments close, their shipments are cancelled and their
 * timelines record the expiry (by the actor) in the same transaction, so the stock returns exactly once.
 */
export async function expireOrders(tx: Queryable, ids: string[], actor: Actor) {
  const rows = await tx.query<{ id: string }>(
    `UPDATE orders SET status = 'expired', updated_at = now()
     WHERE id IN (SELECT id FROM orders WHERE id = ANY($1::uuid[]) AND status = 'pending' AND expires_at <= now()
                  FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [ids],
  );
  const expired = rows.map((row) => row.id);
  if (expired.length > 0) {
    await recordOrderEvent(tx, expired, 'pending', 'expired', actor);
    await returnStock(tx, expired);
    await closePayments(tx, expired, 'expired');
    await cancelShipments(tx, expired);
  }
  return expired;
}
