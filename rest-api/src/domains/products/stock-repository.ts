// SQL for the stock orders take and give back (issue 32: a repository reads and writes its own tables): the
// products checkout prices lines with, locked in id order; a variant's stock taken under that lock, and put back
// for a cancelled or expired order; the pieces sold that order the best sellers.
import type { Queryable } from '../../db/index.js';
import { colorImageOf, PUBLIC_ONLY } from './repository.js';

/** A variant checkout can sell: active, with its stock as read. */
export interface CheckoutVariant {
  id: string;
  color: string;
  size: string;
  sku: string;
  stock: number;
  /** The picture of its colour (the product's main picture when the colour has none). */
  image: string;
}

/** What checkout prices an order line with, and checks it against. */
export interface CheckoutProduct {
  id: string;
  productName: string;
  image: string;
  normalPrice: number;
  sellPrice: number;
  buyPrice: number;
  discount: number;
  weight: number;
  /** Its active variants. */
  variants: CheckoutVariant[];
}

const CHECKOUT_PRODUCT = `p.id, p.product_name AS "productName", COALESCE(p.images[1], '') AS image,
  p.normal_price AS "normalPrice", p.sell_price AS "sellPrice", p.buy_price AS "buyPrice", p.discount, p.weight,
  COALESCE((SELECT json_agg(json_build_object('id', v.id, 'color', v.color, 'size', v.size, 'sku', v.sku,
                                              'stock', v.stock, 'image', ${colorImageOf('v.color')}) ORDER BY v.id)
            FROM product_variants v WHERE v.product_id = p.id AND v.active), '[]'::json) AS variants`;

/** The buyable (active, not deleted) products among ids, with their active variants. */
export function productsForCheckout(db: Queryable, ids: string[]) {
  return db.query<CheckoutProduct>(
    `SELECT ${CHECKOUT_PRODUCT} FROM products p WHERE p.id = ANY($1::uuid[]) AND ${PUBLIC_ONLY}`,
    [ids],
  );
}

/**
 * Locks the products among ids in id order until the transaction ends, and answers the buyable ones as they are
 * now. Every writer of variants' stock (checkout, returned stock, staff's product writes, a renamed colour or
 * size) locks the products first, in this order: concurrent checkouts of the same products queue here, and the
 * variant triggers then update rows their own transaction holds, so no two transactions wait on each other.
 */
export async function lockProducts(tx: Queryable, ids: string[]): Promise<CheckoutProduct[]> {
  const locked = await tx.query<{ id: string }>(
    'SELECT id FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE',
    [[...new Set(ids)]],
  );
  return locked.length === 0
    ? []
    : productsForCheckout(
        tx,
        locked.map((row) => row.id),
      );
}

/**
 * Takes quantity from an active variant's stock if that much is left, answering the stock left; undefined when
 * not. The caller holds its product's lock (lockProducts), so the check and the write cannot race.
 */
export async function takeVariantStock(tx: Queryable, variantId: string, quantity: number) {
  const row = await tx.maybeOne<{ stock: number }>(
    `UPDATE product_variants SET stock = stock - $2, updated_at = now()
     WHERE id = $1 AND active AND stock >= $2 RETURNING stock`,
    [variantId, quantity],
  );
  return row?.stock;
}

/** Counts pieces ordered towards their products' best-selling order (the caller holds the products' locks). */
export async function addSold(tx: Queryable, items: { productId: string; quantity: number }[]) {
  if (items.length === 0) return;
  await tx.execute(
    `UPDATE products p SET sold = greatest(p.sold + t.quantity, 0)
     FROM (SELECT product_id, sum(quantity)::int AS quantity
           FROM jsonb_to_recordset($1::jsonb) AS r(product_id uuid, quantity int) GROUP BY product_id) t
     WHERE p.id = t.product_id`,
    [JSON.stringify(items.map((item) => ({ product_id: item.productId, quantity: item.quantity })))],
  );
}

/**
 * Puts quantities back into their variants' stock (a cancelled or expired order's lines), whatever the variant's
 * or product's status, and takes them off the products' pieces sold. Locks the products first (lockProducts).
 */
export async function putBackStock(
  tx: Queryable,
  items: { productId: string; variantId: string | null; quantity: number }[],
) {
  if (items.length === 0) return;
  await lockProducts(
    tx,
    items.map((item) => item.productId),
  );
  await tx.execute(
    `UPDATE product_variants v SET stock = v.stock + t.quantity, updated_at = now()
     FROM (SELECT variant_id, sum(quantity)::int AS quantity
           FROM jsonb_to_recordset($1::jsonb) AS r(variant_id uuid, quantity int)
           WHERE variant_id IS NOT NULL GROUP BY variant_id) t
     WHERE v.id = t.variant_id`,
    [JSON.stringify(items.map((item) => ({ variant_id: item.variantId, quantity: item.quantity })))],
  );
  await addSold(
    tx,
    items.map((item) => ({ productId: item.productId, quantity: -item.quantity })),
  );
}
