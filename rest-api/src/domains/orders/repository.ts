// SQL for orders, their lines, payment and shipment, stock reservation and the notifications log.
import { includedTax } from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import type { PageWindow } from '../../lib/schemas.js';
import { likePattern } from '../../lib/schemas.js';
import { isoTime, selectPage } from '../../lib/sql.js';
import type { Order, OrderStatus, PublicOrder } from './schemas.js';

/**
 * The delivery address on one line, by the rules the web client's formatAddress follows (web/src/lib/address.ts):
 * street, the city with its type (Kota / Kabupaten, as checkout stores it), the province and the postcode, which
 * is left out when the street as typed already holds one (no 'Bandung 40135, Kota Bandung, Jawa Barat 40111').
 */
const DESTINATION_LINE = `concat_ws(', ', NULLIF(trim(s.address->>'address'), ''), NULLIF(s.address->>'city', ''),
  NULLIF(trim(concat_ws(' ', s.address->>'province',
    CASE WHEN s.address->>'address' ~ '(^|[^0-9])[0-9]{5}([^0-9]|$)' THEN NULL ELSE s.address->>'postalCode' END)), ''))`;

type Untaxed<T> = Omit<T, 'tax'>;

/**
 * An order with the tax its subtotal includes. The rate and its arithmetic are the shop rules' (includedTax), the
 * same the cart shows before the order exists; the SQL reads no rate of its own.
 */
const withTax = <T extends { subtotal: number }>(row: T): T & { tax: number } => ({
  ...row,
  tax: includedTax(row.subtotal),
});

const ORDER_COLUMNS = `
  o.id, o.order_code AS "orderCode", o.status, ${isoTime('o.created_at')} AS "orderDate",
  ${isoTime('o.expires_at')} AS "expiresAt",
  CASE WHEN o.paid_at IS NULL THEN NULL ELSE ${isoTime('o.paid_at')} END AS "paidAt",
  o.customer_email AS "customerID", o.customer_name AS "customerName", o.customer_phone AS "customerPhone",
  o.user_id AS "userID", o.note, o.subtotal, o.shipping_cost AS "shippingCost", o.total,
  COALESCE(lines.items, '[]'::json) AS "orderDetails",
  COALESCE(lines.items->0->>'productName', '') AS "firstProductName",
  COALESCE(lines.items->0->>'productImage', '') AS "firstProductImage",
  GREATEST(COALESCE(json_array_length(lines.items), 0) - 1, 0) AS "otherProductCount",
  (SELECT json_build_object(
     'provider', p.provider, 'paymentMethod', p.payment_method, 'totalAmount', p.total_amount,
     'paymentDate', CASE WHEN p.paid_at IS NULL THEN NULL ELSE ${isoTime('p.paid_at')} END,
     'status', p.status, 'token', p.token, 'redirectUrl', p.redirect_url)
   FROM payments p WHERE p.order_id = o.id) AS payment,
  (SELECT json_build_object(
     'courier', s.courier, 'service', s.service, 'description', s.description, 'etd', s.etd, 'cost', s.cost,
     'weight', s.weight, 'resiNumber', s.resi_number, 'destinationCityID', s.destination_city_id::text,
     'destination', ${DESTINATION_LINE},
     'address', s.address,
     'shipmentDate', CASE WHEN s.shipment_date IS NULL THEN NULL ELSE ${isoTime('s.shipment_date')} END,
     'status', s.status)
   FROM shipments s WHERE s.order_id = o.id) AS shipment`;

const ORDER_FROM = `orders o
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object(
      'id', l.id, 'productID', l.product_id, 'productName', l.product_name, 'productImage', l.product_image,
      'color', l.color, 'size', l.size, 'quantity', l.quantity, 'normalPrice', l.normal_price,
      'sellPrice', l.sell_price, 'discount', l.discount, 'weight', l.weight,
      'subtotal', l.sell_price * l.quantity) ORDER BY l.position) AS items
    FROM order_lines l WHERE l.order_id = o.id
  ) lines ON true`;

export interface OrderFilter {
  /** Only this customer's orders (members); undefined for staff, who see all. */
  userId?: string | undefined;
  q?: string | undefined;
  statuses?: OrderStatus[] | undefined;
  /** Only orders whose payment is in one of these statuses (the payments screen). */
  paymentStatuses?: string[] | undefined;
  /** Only orders whose shipment is in one of these statuses (the shipping screen). */
  shipmentStatuses?: string[] | undefined;
  ids?: string[] | undefined;
}

export function listOrders(db: Queryable, filter: OrderFilter, window: PageWindow) {
  const params: unknown[] = [];
  const where: (string | undefined)[] = [];
  if (filter.userId) {
    params.push(filter.userId);
    where.push(`o.user_id = $${params.length}`);
  }
  if (filter.ids) {
    params.push(filter.ids);
    where.push(`o.id = ANY($${params.length}::uuid[])`);
  }
  if (filter.statuses?.length) {
    params.push(filter.statuses);
    where.push(`o.status = ANY($${params.length}::text[])`);
  }
  if (filter.paymentStatuses?.length) {
    params.push(filter.paymentStatuses);
    where.push(
      `EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = ANY($${params.length}::text[]))`,
    );
  }
  if (filter.shipmentStatuses?.length) {
    params.push(filter.shipmentStatuses);
    where.push(
      `EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.status = ANY($${params.length}::text[]))`,
    );
  }
  const q = filter.q?.trim();
  if (q) {
    params.push(likePattern(q));
    const n = params.length;
    // Each branch can use its own trigram index.
    where.push(`(o.order_code ILIKE $${n} OR o.customer_email ILIKE $${n} OR o.customer_name ILIKE $${n}
      OR o.id IN (SELECT l.order_id FROM order_lines l WHERE l.product_name ILIKE $${n}))`);
  }
  // Staff lists filtered by status at most are counted from the kept totals; others count their rows (a
  // member's orders, a search), without the lines.
  const byStatusOnly =
    !filter.userId &&
    !filter.ids &&
    !q &&
    !filter.paymentStatuses?.length &&
    !filter.shipmentStatuses?.length;
  return selectPage<Untaxed<Order>>(
    db,
    {
      columns: ORDER_COLUMNS,
      from: ORDER_FROM,
      where,
      params,
      orderBy: 'o.created_at DESC, o.id',
      countFrom: 'orders o',
      atMost: filter.ids?.length,
      ...(byStatusOnly ? { count: () => countByStatus(db, filter.statuses) } : {}),
    },
    window,
  ).then(({ rows, count }) => ({ rows: rows.map(withTax), count }));
}

export function getOrder(db: Queryable, id: string) {
  return db
    .maybeOne<Untaxed<Order>>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1`, [id])
    .then((row) => row && withTax(row));
}

const PUBLIC_ORDER_COLUMNS = `
  o.id, o.order_code AS "orderCode", o.status, ${isoTime('o.created_at')} AS "orderDate",
  ${isoTime('o.expires_at')} AS "expiresAt",
  CASE WHEN o.paid_at IS NULL THEN NULL ELSE ${isoTime('o.paid_at')} END AS "paidAt",
  o.subtotal, o.shipping_cost AS "shippingCost", o.total,
  COALESCE(lines.items, '[]'::json) AS "orderDetails",
  COALESCE(lines.items->0->>'productName', '') AS "firstProductName",
  COALESCE(lines.items->0->>'productImage', '') AS "firstProductImage",
  GREATEST(COALESCE(json_array_length(lines.items), 0) - 1, 0) AS "otherProductCount",
  json_build_object(
    'provider', p.provider, 'paymentMethod', p.payment_method, 'totalAmount', p.total_amount,
    'paymentDate', CASE WHEN p.paid_at IS NULL THEN NULL ELSE ${isoTime('p.paid_at')} END,
    'status', p.status, 'token', p.token, 'redirectUrl', p.redirect_url) AS payment,
  (SELECT json_build_object(
     'courier', s.courier, 'service', s.service, 'description', s.description, 'etd', s.etd, 'cost', s.cost,
     'weight', s.weight, 'resiNumber', s.resi_number, 'destinationCityID', s.destination_city_id::text,
     'city', COALESCE(s.address->>'city', ''),
     'shipmentDate', CASE WHEN s.shipment_date IS NULL THEN NULL ELSE ${isoTime('s.shipment_date')} END,
     'status', s.status)
   FROM shipments s WHERE s.order_id = o.id) AS shipment`;

/** The order a payment token belongs to, in the shape the token may show (see PublicOrder); undefined if none. */
export function publicOrderByPaymentToken(db: Queryable, token: string) {
  return db
    .maybeOne<Untaxed<PublicOrder>>(
      `SELECT ${PUBLIC_ORDER_COLUMNS} FROM ${ORDER_FROM} JOIN payments p ON p.order_id = o.id WHERE p.token = $1`,
      [token],
    )
    .then((row) => row && withTax(row));
}

export interface OrderRow {
  id: string;
  orderCode: string;
  status: OrderStatus;
  userId: string | null;
  customerEmail: string;
  total: number;
  requestHash: string | null;
  expired: boolean;
}

const ORDER_ROW = `id, order_code AS "orderCode", status, user_id AS "userId", customer_email AS "customerEmail",
  total, request_hash AS "requestHash", expires_at <= now() AS expired`;

/** The order row, locked until the transaction ends, so that its status changes one at a time. */
export function lockOrder(tx: Queryable, by: { id: string } | { code: string }) {
  return 'id' in by
    ? tx.maybeOne<OrderRow>(`SELECT ${ORDER_ROW} FROM orders WHERE id = $1 FOR UPDATE`, [by.id])
    : tx.maybeOne<OrderRow>(`SELECT ${ORDER_ROW} FROM orders WHERE order_code = $1 FOR UPDATE`, [by.code]);
}

export function orderByIdempotencyKey(db: Queryable, email: string, key: string) {
  return db.maybeOne<OrderRow & { token: string | null; redirectUrl: string | null; expiresAt: string }>(
    `SELECT o.id, o.order_code AS "orderCode", o.status, o.user_id AS "userId",
       o.customer_email AS "customerEmail", o.total, o.request_hash AS "requestHash",
       o.expires_at <= now() AS expired, p.token, p.redirect_url AS "redirectUrl",
       ${isoTime('o.expires_at')} AS "expiresAt"
     FROM orders o LEFT JOIN payments p ON p.order_id = o.id
     WHERE lower(o.customer_email) = lower($1) AND o.idempotency_key = $2`,
    [email, key],
  );
}

export interface CheckoutProduct {
  id: string;
  productName: string;
  image: string;
  normalPrice: number;
  sellPrice: number;
  buyPrice: number;
  discount: number;
  weight: number;
  stock: number;
  colors: string[];
  sizes: string[];
}

const CHECKOUT_PRODUCT = `id, product_name AS "productName", COALESCE(images[1], '') AS image,
  normal_price AS "normalPrice", sell_price AS "sellPrice", buy_price AS "buyPrice", discount, weight, stock,
  colors, sizes`;

/** The buyable (active, not deleted) products among ids. */
export function productsForCheckout(db: Queryable, ids: string[]) {
  return db.query<CheckoutProduct>(
    `SELECT ${CHECKOUT_PRODUCT} FROM products
     WHERE id = ANY($1::uuid[]) AND status = 'active' AND deleted_at IS NULL`,
    [ids],
  );
}

/**
 * Takes quantity from a product's stock if that much is left and it is still buyable, answering the product as
 * it is now; undefined when not. The row lock it takes makes concurrent checkouts of the same product queue
 * here, and the condition is checked again after the wait, so stock never goes below zero.
 */
export function takeStock(tx: Queryable, productId: string, quantity: number) {
  return tx.maybeOne<CheckoutProduct>(
    `UPDATE products SET stock = stock - $2, updated_at = now()
     WHERE id = $1 AND stock >= $2 AND status = 'active' AND deleted_at IS NULL
     RETURNING ${CHECKOUT_PRODUCT}`,
    [productId, quantity],
  );
}

/** Puts the stock of these orders' lines back (a cancelled or expired order). */
export async function returnStock(tx: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await tx.execute(
    `UPDATE products p SET stock = p.stock + l.quantity, updated_at = now()
     FROM (SELECT product_id, sum(quantity) AS quantity FROM order_lines
           WHERE order_id = ANY($1::uuid[]) GROUP BY product_id) l
     WHERE p.id = l.product_id`,
    [orderIds],
  );
}

export interface CityRow {
  id: number;
  city: string;
  type: string;
  provinceId: number;
  province: string;
  postalCode: string;
}

export function cityById(db: Queryable, id: number) {
  return db.maybeOne<CityRow>(
    `SELECT c.id, c.city, c.type, c.province_id AS "provinceId", p.province, c.postal_code AS "postalCode"
     FROM cities c JOIN provinces p ON p.id = c.province_id WHERE c.id = $1`,
    [id],
  );
}

export function memberAddress(db: Queryable, userId: string, addressId: string) {
  return db.maybeOne<{
    name: string;
    phone: string;
    address: string;
    note: string;
    cityId: number;
    postalCode: string;
    subdistrictName: string;
  }>(
    `SELECT name, phone, address, note, city_id AS "cityId", postal_code AS "postalCode",
       subdistrict_name AS "subdistrictName"
     FROM addresses WHERE id = $1 AND user_id = $2`,
    [addressId, userId],
  );
}

export function accountEmail(db: Queryable, userId: string) {
  return db.maybeOne<{ email: string; name: string; telephone: string | null }>(
    'SELECT email, name, telephone FROM users WHERE id = $1',
    [userId],
  );
}

export interface NewOrder {
  orderCode: string;
  userId: string | null;
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  subtotal: number;
  shippingCost: number;
  total: number;
  profit: number;
  clientCode: string;
  /** The customer's note, trimmed; null when none. */
  note: string | null;
  disabledPaymentMethods: string[];
  idempotencyKey: string | null;
  requestHash: string;
  expiryMinutes: number;
}

export async function insertOrder(tx: Queryable, order: NewOrder) {
  const row = await tx.maybeOne<{ id: string; expiresAt: string }>(
    `INSERT INTO orders (order_code, user_id, customer_email, customer_name, customer_phone, subtotal,
       shipping_cost, total, profit, client_code, disabled_payment_methods, idempotency_key, request_hash,
       expires_at, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now() + make_interval(mins => $14::int),
       $15)
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
    ],
  );
  return row!;
}

export interface NewLine {
  product: CheckoutProduct;
  color: string;
  size: string;
  quantity: number;
  weight: number;
}

export async function insertLines(tx: Queryable, orderId: string, lines: NewLine[]) {
  await tx.execute(
    `INSERT INTO order_lines (order_id, position, product_id, product_name, product_image, color, size, quantity,
       normal_price, sell_price, buy_price, discount, weight)
     SELECT $1, t.position, t.product_id, t.product_name, t.product_image, t.color, t.size, t.quantity,
       t.normal_price, t.sell_price, t.buy_price, t.discount, t.weight
     FROM jsonb_to_recordset($2::jsonb) AS t(position int, product_id uuid, product_name text, product_image text,
       color text, size text, quantity int, normal_price bigint, sell_price bigint, buy_price bigint,
       discount int, weight int)`,
    [
      orderId,
      JSON.stringify(
        lines.map((line, index) => ({
          position: index + 1,
          product_id: line.product.id,
          product_name: line.product.productName,
          product_image: line.product.image,
          color: line.color,
          size: line.size,
          quantity: line.quantity,
          normal_price: line.product.normalPrice,
          sell_price: line.product.sellPrice,
          buy_price: line.product.buyPrice,
          discount: line.product.discount,
          weight: line.weight,
        })),
      ),
    ],
  );
}

export interface NewShipment {
  courier: string;
  service: string;
  description: string;
  etd: string;
  cost: number;
  weight: number;
  originCityId: number;
  destinationCityId: number;
  address: Record<string, string>;
}

export async function insertShipment(tx: Queryable, orderId: string, shipment: NewShipment) {
  await tx.execute(
    `INSERT INTO shipments (order_id, courier, service, description, etd, cost, weight, origin_city_id,
       destination_city_id, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      orderId,
      shipment.courier,
      shipment.service,
      shipment.description,
      shipment.etd,
      shipment.cost,
      shipment.weight,
      shipment.originCityId,
      shipment.destinationCityId,
      JSON.stringify(shipment.address),
    ],
  );
}

export async function insertPayment(
  tx: Queryable,
  orderId: string,
  payment: { provider: string; token: string; redirectUrl: string; totalAmount: number },
) {
  await tx.execute(
    `INSERT INTO payments (order_id, provider, token, redirect_url, total_amount) VALUES ($1, $2, $3, $4, $5)`,
    [orderId, payment.provider, payment.token, payment.redirectUrl, payment.totalAmount],
  );
}

/** Removes the ordered lines from a member's cart (other lines stay for later). */
export async function removeOrderedFromCart(
  tx: Queryable,
  userId: string,
  lines: { productId: string; color: string; size: string }[],
) {
  await tx.execute(
    `DELETE FROM cart_items c USING jsonb_to_recordset($2::jsonb) AS t(product_id uuid, color text, size text)
     WHERE c.user_id = $1 AND c.product_id = t.product_id AND c.color = t.color AND c.size = t.size`,
    [
      userId,
      JSON.stringify(
        lines.map((line) => ({ product_id: line.productId, color: line.color, size: line.size })),
      ),
    ],
  );
}

/** Moves an order to status; side effects on payment and shipment rows follow the new status. */
export async function setOrderStatus(
  tx: Queryable,
  orderId: string,
  status: OrderStatus,
  payment?: { method?: string | undefined; transactionId?: string | undefined },
) {
  await tx.execute(
    `UPDATE orders SET status = $2, updated_at = now(),
       paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END
     WHERE id = $1`,
    [orderId, status],
  );
  if (status === 'paid') {
    await tx.execute(
      `UPDATE payments SET status = 'paid', paid_at = now(), updated_at = now(),
         payment_method = COALESCE($2, payment_method), transaction_id = COALESCE($3, transaction_id)
       WHERE order_id = $1`,
      [orderId, payment?.method ?? null, payment?.transactionId ?? null],
    );
  } else if (status === 'cancelled' || status === 'expired') {
    await tx.execute(
      `UPDATE payments SET status = $2, updated_at = now() WHERE order_id = $1 AND status <> 'paid'`,
      [orderId, status],
    );
    await tx.execute(`UPDATE shipments SET status = 'cancelled', updated_at = now() WHERE order_id = $1`, [
      orderId,
    ]);
  } else if (status === 'completed') {
    await tx.execute(
      `UPDATE shipments SET status = 'delivered', updated_at = now(),
         shipment_date = COALESCE(shipment_date, now()) WHERE order_id = $1`,
      [orderId],
    );
  }
}

export async function setResiNumber(tx: Queryable, orderId: string, resiNumber: string) {
  await tx.execute(
    `UPDATE shipments SET resi_number = $2, status = 'shipped', shipment_date = COALESCE(shipment_date, now()),
       updated_at = now() WHERE order_id = $1`,
    [orderId, resiNumber],
  );
}

export async function markPaymentFailed(tx: Queryable, orderId: string, method: string | undefined) {
  await tx.execute(
    `UPDATE payments SET status = 'failed', payment_method = COALESCE($2, payment_method), updated_at = now()
     WHERE order_id = $1 AND status = 'pending'`,
    [orderId, method ?? null],
  );
}

export async function recordNotification(
  tx: Queryable,
  entry: {
    orderId: string | null;
    orderCode: string;
    transactionStatus: string;
    statusCode: string;
    grossAmount: string;
    applied: boolean;
    outcome: string;
    payload: unknown;
  },
) {
  await tx.execute(
    `INSERT INTO payment_notifications (order_id, order_code, transaction_status, status_code, gross_amount,
       signature_valid, applied, outcome, payload)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8)`,
    [
      entry.orderId,
      entry.orderCode,
      entry.transactionStatus,
      entry.statusCode,
      entry.grossAmount,
      entry.applied,
      entry.outcome,
      JSON.stringify(entry.payload),
    ],
  );
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
 * the ones it expired. Their stock goes back in the same transaction, so it returns exactly once.
 */
export async function expireOrders(tx: Queryable, ids: string[]) {
  const rows = await tx.query<{ id: string }>(
    `UPDATE orders SET status = 'expired', updated_at = now()
     WHERE id IN (SELECT id FROM orders WHERE id = ANY($1::uuid[]) AND status = 'pending' AND expires_at <= now()
                  FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [ids],
  );
  const expired = rows.map((row) => row.id);
  if (expired.length > 0) {
    await returnStock(tx, expired);
    await tx.execute(
      `UPDATE payments SET status = 'expired', updated_at = now() WHERE order_id = ANY($1::uuid[])
         AND status <> 'paid'`,
      [expired],
    );
    await tx.execute(
      `UPDATE shipments SET status = 'cancelled', updated_at = now() WHERE order_id = ANY($1::uuid[])`,
      [expired],
    );
  }
  return expired;
}

export interface StatusTotals {
  status: OrderStatus;
  orders: number;
  total: number;
  profit: number;
}

/** Orders, amounts and profit per status, kept up to date by a trigger (migration 0005). */
export function totalsByStatus(db: Queryable) {
  return db.query<StatusTotals>('SELECT status, orders, total, profit FROM order_status_totals');
}

/** How many orders have one of statuses (all when undefined), from the kept totals. */
async function countByStatus(db: Queryable, statuses: OrderStatus[] | undefined) {
  const row = await db.maybeOne<{ count: number }>(
    `SELECT COALESCE(sum(orders), 0) AS count FROM order_status_totals
     WHERE $1::text[] IS NULL OR status = ANY($1::text[])`,
    [statuses ?? null],
  );
  return row?.count ?? 0;
}

export async function productCount(db: Queryable) {
  const row = await db.maybeOne<{ count: number }>(
    'SELECT count(*) AS count FROM products WHERE deleted_at IS NULL',
  );
  return row?.count ?? 0;
}
