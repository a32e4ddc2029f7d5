// Shop fixtures shared by the cart, wishlist, category, checkout, order, payment and dashboard tests: products
// inserted by SQL, checkout bodies priced by the server itself, and notifications signed like Midtrans's.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  grossAmountText,
  signature,
  signatureMatches,
  type Notification,
} from '../../src/domains/payment/provider.js';
import { recordSandboxTransaction } from '../../src/domains/payment/sandbox-repository.js';
import type { Db } from '../../src/db/index.js';
import type { Answer, CallOptions, TestApp } from './app.js';

/** Kota Jakarta Pusat: a city of migration 0003 the JNE estimator serves from the default origin. */
export const JAKARTA_PUSAT = 152;
export const ORDER_CODE = /^ORD-\d{8}-[0-9A-HJKMNP-TV-Z]{5}$/;

export interface ProductFixture {
  id: string;
  productName: string;
  buyPrice: number;
  normalPrice: number;
  sellPrice: number;
  discount: number;
  weight: number;
  stock: number;
  colors: string[];
  sizes: string[];
  images: string[];
  status: 'active' | 'draft';
}

/**
 * What insertProduct may be told: any of a product's fields, and whether it is deleted. Its `stock` is each
 * variant's (colour × size).
 */
export type ProductFields = Partial<Omit<ProductFixture, 'id'>> & { deleted?: boolean };

let serial = 0;

/** Inserts a product straight into the catalogue (an active Navy/Black, M/L shirt unless told otherwise). */
export async function insertProduct(db: Db, fields: ProductFields = {}): Promise<ProductFixture> {
  serial += 1;
  const { deleted = false, ...rest } = fields;
  const product: Omit<ProductFixture, 'id'> = {
    productName: `Kemeja Linen ${serial}`,
    buyPrice: 60_000,
    normalPrice: 150_000,
    sellPrice: 120_000,
    discount: 20,
    weight: 300,
    stock: 10,
    colors: ['Navy', 'Black'],
    sizes: ['M', 'L'],
    images: [`/uploads/kemeja-${serial}.webp`],
    status: 'active',
    ...rest,
  };
  // sell_price may not exceed normal_price: a dearer sell price without a normal one is simply not discounted.
  if (rest.normalPrice === undefined) product.normalPrice = Math.max(product.normalPrice, product.sellPrice);
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO products (product_name, buy_price, normal_price, sell_price, discount, weight, stock, colors,
       sizes, images, status, deleted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $12 THEN now() END) RETURNING id`,
    [
      product.productName,
      product.buyPrice,
      product.normalPrice,
      product.sellPrice,
      product.discount,
      product.weight,
      product.stock,
      product.colors,
      product.sizes,
      product.images,
      product.status,
      deleted,
    ],
  );
  // Its variants as migration 0011 makes them for such rows (one per colour × size), each with the fixture's stock:
  // a test buying a Navy M (line's default) has that many, whatever else the product comes in.
  await db.query('SELECT product_variants_from_options(ARRAY[$1::uuid])', [row!.id]);
  await db.execute('UPDATE product_variants SET stock = $2 WHERE product_id = $1', [row!.id, product.stock]);
  return { id: row!.id, ...product };
}

/** Sets the stock of one variant (by colour and size) of a product. */
export async function setVariantStock(db: Db, productId: string, color: string, size: string, stock: number) {
  const touched = await db.execute(
    'UPDATE product_variants SET stock = $4 WHERE product_id = $1 AND color = $2 AND size = $3',
    [productId, color, size, stock],
  );
  expect(touched, `variant ${color}/${size} of ${productId}`).toBe(1);
}

/** The id of one variant (by colour and size) of a product. */
export const variantIdOf = async (db: Db, productId: string, color: string, size: string) =>
  (await db.maybeOne<{ id: string }>(
    'SELECT id FROM product_variants WHERE product_id = $1 AND color = $2 AND size = $3',
    [productId, color, size],
  ))!.id;

/**
 * The stock of one of a product's variants: by default the Navy M a `line` buys, or the only variant of a product
 * that comes in one.
 */
export const stockOf = async (db: Db, productId: string, color = 'Navy', size = 'M') =>
  (await db.maybeOne<{ stock: number }>(
    `SELECT stock FROM product_variants WHERE product_id = $1
     ORDER BY (color = $2 AND size = $3) DESC, id LIMIT 1`,
    [productId, color, size],
  ))!.stock;

export const countRows = async (db: Db, table: string, where = 'true', params: unknown[] = []) =>
  (await db.maybeOne<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))!.n;

export interface Line {
  productID: string;
  color: string;
  size: string;
  quantity: number;
  [extra: string]: unknown;
}

export const line = (product: ProductFixture, quantity = 1, color = 'Navy', size = 'M'): Line => ({
  productID: product.id,
  color,
  size,
  quantity,
});

/** A guest's checkout body for these lines, shipped JNE REG to Jakarta Pusat; amount is still to be priced. */
export function checkoutBody(lines: Line[], overrides: Record<string, unknown> = {}) {
  return {
    customerID: 'guest@example.com',
    shipment: {
      courier: 'jne',
      service: 'REG',
      name: 'Budi Santoso',
      phone: '081234567890',
      address: 'Jl. Kebon Sirih 12',
      districtID: String(JAKARTA_PUSAT),
    },
    orderDetail: lines,
    amount: 0,
    disabledPaymentMethod: ['bni_va', 'bca_va'],
    ...overrides,
  };
}

type Body = ReturnType<typeof checkoutBody>;

/** The body with the amount the server computes, read from the 409 a zero amount answers. */
export async function priced<T extends { amount: unknown }>(t: TestApp, body: T, token?: string): Promise<T> {
  const answer = await t.call('POST', '/v1/order/checkout', { body: { ...body, amount: 0 }, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.details.amount).toEqual(expect.any(Number));
  return { ...body, amount: answer.body.details.amount };
}

export const postCheckout = (t: TestApp, body: unknown, options: CallOptions = {}) =>
  t.call('POST', '/v1/order/checkout', { ...options, body });

export interface Placed {
  token: string;
  redirectUrl: string;
  orderID: string;
  orderCode: string;
  amount: number;
  expiresAt: string;
}

/** Prices and places an order; answers its checkout data. */
export async function placeOrder(
  t: TestApp,
  lines: Line[],
  options: { token?: string; overrides?: Record<string, unknown> } = {},
): Promise<Placed> {
  const body = await priced(t, checkoutBody(lines, options.overrides) as Body, options.token);
  const answer = await postCheckout(t, body, { token: options.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** The REG rate GET /v1/shipment/cost answers for a parcel of this weight to Jakarta Pusat. */
export async function regCost(t: TestApp, weight: number, destination = JAKARTA_PUSAT): Promise<number> {
  const answer = await t.call('GET', '/v1/shipment/cost', { query: { destination, weight, courier: 'jne' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const reg = answer.body.data[0].costs.find((cost: { service: string }) => cost.service === 'REG');
  return reg.cost[0].value;
}

/** A Midtrans-style notification for an order, signed with the sandbox server key. */
export function notification(
  t: TestApp,
  order: { orderCode: string; amount: number },
  transactionStatus: string,
  extra: Record<string, string> = {},
) {
  const statusCode = extra.status_code ?? (transactionStatus === 'settlement' ? '200' : '201');
  const grossAmount = extra.gross_amount ?? grossAmountText(order.amount);
  return {
    order_id: order.orderCode,
    status_code: statusCode,
    gross_amount: grossAmount,
    transaction_status: transactionStatus,
    transaction_id: `tx-${randomBytes(6).toString('hex')}`,
    payment_type: 'gopay',
    ...extra,
    signature_key: signature(order.orderCode, statusCode, grossAmount, t.config.payment.sandboxServerKey),
  };
}

/**
 * Sends a notification as the sandbox provider would: a correctly signed one is first recorded on the provider's
 * side (what its status API then answers, as Midtrans records a payment before notifying; its status cycle keeps
 * a settlement from going back), then POSTed to the shop without a Client-Id.
 */
export async function notify(t: TestApp, body: unknown): Promise<Answer> {
  const sent = body as Record<string, unknown> | null;
  if (
    sent &&
    typeof sent === 'object' &&
    !Array.isArray(sent) &&
    typeof sent.order_id === 'string' &&
    typeof sent.transaction_status === 'string' &&
    signatureMatches(sent as unknown as Notification, t.config.payment.sandboxServerKey)
  ) {
    await recordSandboxTransaction(t.db, {
      orderCode: sent.order_id,
      transactionId: String(sent.transaction_id ?? `tx-${randomBytes(6).toString('hex')}`),
      transactionStatus: sent.transaction_status,
      statusCode: String(sent.status_code),
      grossAmount: String(sent.gross_amount),
      paymentType: String(sent.payment_type ?? ''),
      fraudStatus: typeof sent.fraud_status === 'string' ? sent.fraud_status : null,
    });
  }
  return t.call('POST', '/v1/payment/notification', { body, noClient: true });
}

/** Status of an order and of its payment and shipment, read from the tables. */
export async function orderState(db: Db, orderId: string) {
  return (await db.maybeOne<{ status: string; payment: string | null; shipment: string | null }>(
    `SELECT o.status, p.status AS payment, s.status AS shipment
     FROM orders o LEFT JOIN payments p ON p.order_id = o.id LEFT JOIN shipments s ON s.order_id = o.id
     WHERE o.id = $1`,
    [orderId],
  ))!;
}
