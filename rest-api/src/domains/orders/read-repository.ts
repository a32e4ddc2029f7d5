// SQL for reading orders: the staff's and a member's lists (a member's history is their list), one order with its
// lines, and the order a payment token shows. Each answer is one query; the payment and the shipment come in it
// through their own repositories' fragments, and the staff list's count from the dashboard's kept totals.
import {
  includedTaxOfOrder,
  orderStage,
  SHOP_UTC_OFFSET,
  type OrderStage,
  type ShipmentStatus,
  type VoucherKind,
} from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import type { PageWindow } from '../../lib/schemas.js';
import { likePattern } from '../../lib/schemas.js';
import { isoTime, selectPage } from '../../lib/sql.js';
import { countOrdersByStatus } from '../dashboard/repository.js';
import {
  orderOfPaymentToken,
  PAYMENT_EXPORT,
  PAYMENT_OF_ORDER,
  paymentMethodIn,
  paymentStatusIn,
} from '../payment/repository.js';
import {
  PUBLIC_SHIPMENT_OF_ORDER,
  SHIPMENT_EXPORT,
  SHIPMENT_OF_ORDER,
  shipmentStatusIn,
} from '../shipping/repository.js';
import { REFUND_OF_ORDER } from '../payment/refund-repository.js';
import type { Order, OrderStatus, PublicOrder } from './schemas.js';

/** An order as its query reads it: what the shop rules work out from it (withRules) is not in the SQL. */
type Untaxed<T> = Omit<T, 'tax' | 'stage'>;

/**
 * An order with what the shop rules work out from it, so that the SQL keeps no copy of a rule: the tax its price
 * includes (the 11 % in its goods after a percent or fixed voucher, includedTaxOfOrder, the same the cart shows
 * before the order exists) and its stage (orderStage: the headline every reader of the order is shown).
 */
const withRules = <
  T extends {
    status: OrderStatus;
    subtotal: number;
    discount: number;
    voucherKind: VoucherKind | null;
    shipment: { status: ShipmentStatus } | null;
  },
>(
  row: T,
): T & { tax: number; stage: OrderStage } => ({
  ...row,
  tax: includedTaxOfOrder(row),
  stage: orderStage(row.status, row.shipment?.status),
});

/** An order's code, status and dates: what every reader of it sees first (OrderHead of the schemas). */
const HEAD_COLUMNS = `
  o.id, o.order_code AS "orderCode", o.status, ${isoTime('o.created_at')} AS "orderDate",
  ${isoTime('o.expires_at')} AS "expiresAt",
  CASE WHEN o.paid_at IS NULL THEN NULL ELSE ${isoTime('o.paid_at')} END AS "paidAt"`;

/**
 * Its amounts, lines (from ORDER_FROM), payment and refund, after the customer where the reader sees one
 * (OrderContent).
 */
const CONTENT_COLUMNS = `
  o.subtotal, o.shipping_cost AS "shippingCost", o.discount, o.voucher_code AS "voucherCode",
  o.voucher_kind AS "voucherKind", o.total,
  COALESCE(lines.items, '[]'::json) AS "orderDetails",
  COALESCE(lines.items->0->>'productName', '') AS "firstProductName",
  COALESCE(lines.items->0->>'productImage', '') AS "firstProductImage",
  GREATEST(COALESCE(json_array_length(lines.items), 0) - 1, 0) AS "otherProductCount",
  ${PAYMENT_OF_ORDER} AS payment, ${REFUND_OF_ORDER} AS refund`;

const ORDER_COLUMNS = `${HEAD_COLUMNS},
  o.customer_email AS "customerID", o.customer_name AS "customerName", o.customer_phone AS "customerPhone",
  o.user_id AS "userID", o.note, o.lang AS language, ${CONTENT_COLUMNS},
  ${SHIPMENT_OF_ORDER} AS shipment`;

const ORDER_FROM = `orders o
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object(
      'id', l.id, 'productID', l.product_id, 'productName', l.product_name, 'productImage', l.product_image,
      'color', l.color, 'size', l.size, 'variantId', l.variant_id, 'sku', l.sku, 'quantity', l.quantity,
      'normalPrice', l.normal_price,
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
  /** Only orders whose payment was made with one of these methods. */
  paymentMethods?: string[] | undefined;
  /** Only orders placed at or after this instant (ISO; the start of a Jakarta day)… */
  since?: string | undefined;
  /** …and before this one. */
  before?: string | undefined;
}

/** The conditions of a filter on orders `o`, their parameters appended to params (the list's and the export's). */
function orderConditions(filter: OrderFilter, params: unknown[]): string[] {
  const where: string[] = [];
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
    where.push(paymentStatusIn(params.length));
  }
  if (filter.shipmentStatuses?.length) {
    params.push(filter.shipmentStatuses);
    where.push(shipmentStatusIn(params.length));
  }
  const q = filter.q?.trim();
  if (q) {
    params.push(likePattern(q));
    const n = params.length;
    // Each branch can use its own trigram index.
    where.push(`(o.order_code ILIKE $${n} OR o.customer_email ILIKE $${n} OR o.customer_name ILIKE $${n}
      OR o.id IN (SELECT l.order_id FROM order_lines l WHERE l.product_name ILIKE $${n}))`);
  }
  if (filter.paymentMethods?.length) {
    params.push(filter.paymentMethods);
    where.push(paymentMethodIn(params.length));
  }
  // Both ends on orders_created_idx (created_at DESC, id).
  if (filter.since) {
    params.push(filter.since);
    where.push(`o.created_at >= $${params.length}::timestamptz`);
  }
  if (filter.before) {
    params.push(filter.before);
    where.push(`o.created_at < $${params.length}::timestamptz`);
  }
  return where;
}

export function listOrders(db: Queryable, filter: OrderFilter, window: PageWindow) {
  const params: unknown[] = [];
  const where = orderConditions(filter, params);
  const q = filter.q?.trim();
  // Staff lists filtered by status at most are counted from the kept totals; others count their rows (a
  // member's orders, a search), without the lines.
  const byStatusOnly =
    !filter.userId &&
    !filter.ids &&
    !q &&
    !filter.paymentStatuses?.length &&
    !filter.shipmentStatuses?.length &&
    !filter.paymentMethods?.length &&
    !filter.since &&
    !filter.before;
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
      ...(byStatusOnly ? { count: () => countOrdersByStatus(db, filter.statuses) } : {}),
    },
    window,
  ).then(({ rows, count }) => ({ rows: rows.map(withRules), count }));
}

export function getOrder(db: Queryable, id: string) {
  return db
    .maybeOne<Untaxed<Order>>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1`, [id])
    .then((row) => row && withRules(row));
}

const PUBLIC_ORDER_COLUMNS = `${HEAD_COLUMNS}, o.lang AS language, ${CONTENT_COLUMNS}, ${PUBLIC_SHIPMENT_OF_ORDER} AS shipment`;

/** The order a payment token belongs to, in the shape the token may show (see PublicOrder); undefined if none. */
export function publicOrderByPaymentToken(db: Queryable, token: string) {
  return db
    .maybeOne<Untaxed<PublicOrder>>(
      `SELECT ${PUBLIC_ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = ${orderOfPaymentToken(1)}`,
      [token],
    )
    .then((row) => row && withRules(row));
}

/**
 * The order with this code whose customer e-mail is this one (both already normalised: the code upper-cased, the
 * e-mail trimmed and lower-cased), as its owner sees it; undefined when either does not match. One query either way.
 */
export function orderByCodeAndEmail(db: Queryable, orderCode: string, email: string) {
  return db
    .maybeOne<Untaxed<Order>>(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
       WHERE o.order_code = $1 AND lower(btrim(o.customer_email)) = $2`,
      [orderCode, email],
    )
    .then((row) => row && withRules(row));
}

/** One order line of the export, with its order's facts (repeated on each of its lines). */
export interface ExportRow {
  orderId: string;
  /** Where the next batch starts: the order's created_at to the microsecond (ISO, UTC). */
  cursorAt: string;
  orderCode: string;
  /** The order's date in Jakarta, ISO with its +07:00 offset. */
  orderDate: string;
  status: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** The delivery address: the street as typed, the kecamatan, the city (with its type) and the postal code. */
  street: string;
  subdistrictName: string;
  city: string;
  postalCode: string;
  productName: string;
  sku: string;
  color: string;
  size: string;
  quantity: number;
  sellPrice: number;
  lineTotal: number;
  subtotal: number;
  shippingCost: number;
  voucherCode: string | null;
  discount: number;
  total: number;
  paymentMethod: string;
  paymentStatus: string;
  /** Rupiah of the payment given back (0 when none), and when the last went back ('' when none). */
  refundedAmount: number;
  refundedAt: string;
  courier: string;
  resiNumber: string;
  /** What the shopper wrote for the courier at checkout (the address's note); empty when nothing. */
  courierNote: string;
}

/** Where an export batch starts: after the order with this created_at and id (the list's order). */
export interface ExportCursor {
  at: string;
  id: string;
}

/**
 * One batch of the staff export: the next `orders` orders matching the filter, newest first as the list shows them,
 * after `cursor` (keyset, so each batch is one short indexed query, whatever the depth), each with every line in
 * order. Each batch is a query of its own: on PGlite's one connection, other requests run between batches.
 */
export function exportBatch(
  db: Queryable,
  filter: OrderFilter,
  cursor: ExportCursor | undefined,
  orders: number,
): Promise<ExportRow[]> {
  const params: unknown[] = [];
  const where = orderConditions(filter, params);
  if (cursor) {
    params.push(cursor.at, cursor.id);
    const at = `$${params.length - 1}::timestamptz`;
    // Newest first, then id ascending: the first condition is the index's range, the second drops those before.
    where.push(`o.created_at <= ${at} AND (o.created_at < ${at} OR o.id > $${params.length}::uuid)`);
  }
  params.push(orders);
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return db.query<ExportRow>(
    `SELECT o.id AS "orderId",
       to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt",
       o.order_code AS "orderCode",
       to_char((o.created_at AT TIME ZONE 'UTC') + interval '${SHOP_UTC_OFFSET}',
         'YYYY-MM-DD"T"HH24:MI:SS"${SHOP_UTC_OFFSET}"') AS "orderDate",
       o.status, o.customer_name AS "customerName", o.customer_email AS "customerEmail",
       o.customer_phone AS "customerPhone",
       COALESCE(l.product_name, '') AS "productName", COALESCE(l.sku, '') AS sku,
       COALESCE(l.color, '') AS color, COALESCE(l.size, '') AS size, COALESCE(l.quantity, 0) AS quantity,
       COALESCE(l.sell_price, 0) AS "sellPrice", COALESCE(l.sell_price * l.quantity, 0) AS "lineTotal",
       o.subtotal, o.shipping_cost AS "shippingCost", o.voucher_code AS "voucherCode", o.discount, o.total,
       ${PAYMENT_EXPORT.columns}, ${SHIPMENT_EXPORT.columns}
     FROM (SELECT o.id, o.created_at FROM orders o ${clause}
           ORDER BY o.created_at DESC, o.id LIMIT $${params.length}) page
     JOIN orders o ON o.id = page.id
     LEFT JOIN order_lines l ON l.order_id = o.id
     ${PAYMENT_EXPORT.join}
     ${SHIPMENT_EXPORT.join}
     ORDER BY o.created_at DESC, o.id, l.position`,
    params,
  );
}
