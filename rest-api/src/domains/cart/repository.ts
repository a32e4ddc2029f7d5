// SQL for a member's cart. Every statement is scoped to the member, and reads the product row for names, images,
// prices, weights and stock; lines of products that are no longer on sale (draft or deleted) are left out.
import type { Static } from 'typebox';
import type { Params, Queryable } from '../../db/index.js';
import { DEFAULT_ITEM_WEIGHT_GRAMS } from '@lemari/shop/rules';
import type { CartLine } from './schemas.js';

export type CartLineRecord = Static<typeof CartLine>;

const BUYABLE = "p.status = 'active' AND p.deleted_at IS NULL";
const LINE_COLUMNS = `
  ci.id, ci.product_id AS "productID", p.product_name AS "productName",
  COALESCE(p.images[1], '') AS "productImage", p.normal_price AS "normalPrice", p.sell_price AS "sellPrice",
  p.discount, ci.quantity,
  CASE WHEN p.weight > 0 THEN p.weight ELSE ${DEFAULT_ITEM_WEIGHT_GRAMS} END AS weight,
  ci.color, ci.size, p.stock, p.sell_price * ci.quantity AS subtotal`;
const LINE_ORDER = 'ci.seq';

/** The member's lines, oldest first. */
export function listCart(db: Queryable, userId: string): Promise<CartLineRecord[]> {
  return db.query<CartLineRecord>(
    `SELECT ${LINE_COLUMNS} FROM cart_items ci JOIN products p ON p.id = ci.product_id
     WHERE ci.user_id = $1 AND ${BUYABLE} ORDER BY ${LINE_ORDER}`,
    [userId],
  );
}

export function getLine(db: Queryable, userId: string, id: string): Promise<CartLineRecord | undefined> {
  return db.maybeOne<CartLineRecord>(
    `SELECT ${LINE_COLUMNS} FROM cart_items ci JOIN products p ON p.id = ci.product_id
     WHERE ci.id = $1 AND ci.user_id = $2 AND ${BUYABLE}`,
    [id, userId],
  );
}

/** The line a statement on cart_items wrote (it returns the row), read with its product; undefined when none. */
function writtenLine(db: Queryable, write: string, params: Params): Promise<CartLineRecord | undefined> {
  return db.maybeOne<CartLineRecord>(
    `WITH ci AS (${write}) SELECT ${LINE_COLUMNS} FROM ci JOIN products p ON p.id = ci.product_id`,
    params,
  );
}

export interface BuyableProduct {
  id: string;
  colors: string[];
  sizes: string[];
  stock: number;
}

/** The products among ids that are on sale; ids must be UUIDs. */
export function findBuyableProducts(db: Queryable, ids: string[]): Promise<BuyableProduct[]> {
  return db.query<BuyableProduct>(
    `SELECT p.id, p.colors, p.sizes, p.stock FROM products p WHERE p.id = ANY($1::uuid[]) AND ${BUYABLE}`,
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
     SELECT $1, p.id, $3, $4, $5 FROM products p WHERE p.id = $2 AND ${BUYABLE} AND $5 <= p.stock
     ON CONFLICT ON CONSTRAINT cart_items_line_key DO UPDATE
       SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
       WHERE cart_items.quantity + EXCLUDED.quantity <= (SELECT stock FROM products WHERE id = EXCLUDED.product_id)
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
     SELECT $1, p.id, $3, $4, LEAST($5, p.stock)
     FROM products p WHERE p.id = $2 AND ${BUYABLE} AND p.stock > 0
     ON CONFLICT ON CONSTRAINT cart_items_line_key DO UPDATE
       SET quantity = LEAST(
             cart_items.quantity + EXCLUDED.quantity,
             (SELECT stock FROM products WHERE id = EXCLUDED.product_id)
           ),
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
     FROM products p
     WHERE cart_items.id = $1 AND cart_items.user_id = $2 AND p.id = cart_items.product_id
       AND ${BUYABLE} AND $3 <= p.stock
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
