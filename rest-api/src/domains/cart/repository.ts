// SQL for a member's cart. Every statement is scoped to the member, and reads the product row for names, images,
// prices and weights, and the line's variant (the product's colour × size) for its stock; lines of products that
// are no longer on sale (draft or deleted), or of variants no longer sold, are left out.
import type { Static } from 'typebox';
import type { Params, Queryable } from '../../db/index.js';
import { DEFAULT_ITEM_WEIGHT_GRAMS } from '@lemari/shop/rules';
import { colorImageOf } from '../products/repository.js';
import type { CartLine } from './schemas.js';

export type CartLineRecord = Static<typeof CartLine>;

const BUYABLE = "p.status = 'active' AND p.deleted_at IS NULL";
/** A line's product and its variant (which cart_items names by product, colour and size). */
const LINE_FROM = `JOIN products p ON p.id = ci.product_id
  JOIN product_variants v ON v.product_id = ci.product_id AND v.color = ci.color AND v.size = ci.size`;
const LINE_COLUMNS = `
  ci.id, ci.product_id AS "productID", p.product_name AS "productName",
  ${colorImageOf('ci.color')} AS "productImage", p.normal_price AS "normalPrice", p.sell_price AS "sellPrice",
  p.discount, ci.quantity,
  CASE WHEN p.weight > 0 THEN p.weight ELSE ${DEFAULT_ITEM_WEIGHT_GRAMS} END AS weight,
  ci.color, ci.size, v.stock, v.id AS "variantId", v.sku, p.sell_price * ci.quantity AS subtotal`;
/** The stock of the variant a cart_items row (or an INSERT's EXCLUDED row) names. */
const VARIANT_STOCK = (row: string) =>
  `(SELECT stock FROM product_variants
    WHERE product_id = ${row}.product_id AND color = ${row}.color AND size = ${row}.size AND active)`;
const LINE_ORDER = 'ci.seq';

/** The member's lines, oldest first. */
export function listCart(db: Queryable, userId: string): Promise<CartLineRecord[]> {
  return db.query<CartLineRecord>(
    `SELECT ${LINE_COLUMNS} FROM cart_items ci ${LINE_FROM}
     WHERE ci.user_id = $1 AND ${BUYABLE} AND v.active ORDER BY ${LINE_ORDER}`,
    [userId],
  );
}

export function getLine(db: Queryable, userId: string, id: string): Promise<CartLineRecord | undefined> {
  return db.maybeOne<CartLineRecord>(
    `SELECT ${LINE_COLUMNS} FROM cart_items ci ${LINE_FROM}
     WHERE ci.id = $1 AND ci.user_id = $2 AND ${BUYABLE} AND v.active`,
    [id, userId],
  );
}

/** The line a statement on cart_items wrote (it returns the row), read with its product; undefined when none. */
function writtenLine(db: Queryable, write: string, params: Params): Promise<CartLineRecord | undefined> {
  return db.maybeOne<CartLineRecord>(
    `WITH ci AS (${write}) SELECT ${LINE_COLUMNS} FROM ci ${LINE_FROM}`,
    params,
  );
}

export interface BuyableProduct {
  id: string;
  /** Its active variants. */
  variants: { color: string; size: string; stock: number }[];
}

/** The products among ids that are on sale, with their active variants; ids must be UUIDs. */
export function findBuyableProducts(db: Queryable, ids: string[]): Promise<BuyableProduct[]> {
  return db.query<BuyableProduct>(
    `SELECT p.id, COALESCE((SELECT json_agg(json_build_object('color', v.color, 'size', v.size, 'stock', v.stock))
                            FROM product_variants v WHERE v.product_id = p.id AND v.active), '[]'::json) AS variants
     FROM products p WHERE p.id = ANY($1::uuid[]) AND ${BUYABLE}`,
    [ids],
  );
}

export interface LineChoice {
  productId: string;
  color: string;
  size: string;
  quantity: number;
}

/**
 * Adds quantity to the member's line for (product, colour, size), creating it when missing, only when the
 * resulting quantity is within stock: one statement, so the check cannot race the write. Answers the line, or
 * undefined when stock (or the product going off sale) refused it and nothing changed.
 */
export function addToLine(
  db: Queryable,
  userId: string,
  choice: LineChoice,
): Promise<CartLineRecord | undefined> {
  return writtenLine(
    db,
    `INSERT INTO cart_items (user_id, product_id, color, size, quantity)
     SELECT $1, p.id, v.color, v.size, $5 FROM products p
     JOIN product_variants v ON v.product_id = p.id AND v.color = $3 AND v.size = $4 AND v.active
     WHERE p.id = $2 AND ${BUYABLE} AND $5 <= v.stock
     ON CONFLICT ON CONSTRAINT cart_items_line_key DO UPDATE
       SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
       WHERE cart_items.quantity + EXCLUDED.quantity <= ${VARIANT_STOCK('EXCLUDED')}
     RETURNING *`,
    [userId, choice.productId, choice.color, choice.size, choice.quantity],
  );
}

/** How many of the product the member's line for (colour, size) holds; 0 when none. */
export async function lineQuantity(
  db: Queryable,
  userId: string,
  choice: Omit<LineChoice, 'quantity'>,
): Promise<number> {
  const row = await db.maybeOne<{ quantity: number }>(
    `SELECT quantity FROM cart_items
     WHERE user_id = $1 AND product_id = $2 AND color = $3 AND size = $4`,
    [userId, choice.productId, choice.color, choice.size],
  );
  return row?.quantity ?? 0;
}

/**
 * Merges a guest's line: adds its quantity to the member's matching line, the sum capped at stock. New lines
 * take the next `seq`, so a merged cart keeps the guest's order. Answers
 * false when the product is off sale or out of stock, changing nothing.
 */
export async function mergeLine(db: Queryable, userId: string, choice: LineChoice): Promise<boolean> {
  const touched = await db.execute(
    `INSERT INTO cart_items (user_id, product_id, color, size, quantity)
     SELECT $1, p.id, v.color, v.size, LEAST($5, v.stock) FROM products p
     JOIN product_variants v ON v.product_id = p.id AND v.color = $3 AND v.size = $4 AND v.active
     WHERE p.id = $2 AND ${BUYABLE} AND v.stock > 0
     ON CONFLICT ON CONSTRAINT cart_items_line_key DO UPDATE
       SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, ${VARIANT_STOCK('EXCLUDED')}),
           updated_at = now()`,
    [userId, choice.productId, choice.color, choice.size, choice.quantity],
  );
  return touched > 0;
}

/** Sets a line's quantity when within stock. Answers the line, or undefined when nothing changed. */
export function setLineQuantity(
  db: Queryable,
  userId: string,
  id: string,
  quantity: number,
): Promise<CartLineRecord | undefined> {
  return writtenLine(
    db,
    `UPDATE cart_items SET quantity = $3, updated_at = now()
     FROM products p, product_variants v
     WHERE cart_items.id = $1 AND cart_items.user_id = $2 AND p.id = cart_items.product_id
       AND v.product_id = cart_items.product_id AND v.color = cart_items.color AND v.size = cart_items.size
       AND v.active AND ${BUYABLE} AND $3 <= v.stock
     RETURNING cart_items.*`,
    [id, userId, quantity],
  );
}

/** Removes a line, whatever became of its product; answers it as it was, or undefined when not the member's. */
export function deleteLine(db: Queryable, userId: string, id: string): Promise<CartLineRecord | undefined> {
  return writtenLine(db, 'DELETE FROM cart_items WHERE id = $1 AND user_id = $2 RETURNING *', [id, userId]);
}

/** Removes these (product, colour, size) lines from a member's cart, e.g. once ordered; other lines stay. */
export async function removeLines(
  db: Queryable,
  userId: string,
  lines: { productId: string; color: string; size: string }[],
): Promise<void> {
  await db.execute(
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
