// SQL for a member's wishlist, scoped to the member; products no longer on sale (draft or deleted) are left out.
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';
import type { WishlistItem } from './schemas.js';

export type WishlistItemRecord = Static<typeof WishlistItem>;

const BUYABLE = "p.status = 'active' AND p.deleted_at IS NULL";
const ITEM_COLUMNS = `
  w.id, w.product_id AS "productID", p.product_name AS "productName",
  p.sell_price AS "sellPrice", p.normal_price AS "normalPrice", p.discount,
  COALESCE((
    SELECT json_agg(json_build_object('url', image.url) ORDER BY image.ord)
    FROM unnest(p.images) WITH ORDINALITY AS image (url, ord)
  ), '[]'::json) AS images,
  COALESCE(p.images[1], '') AS "mainImage", ${isoTime('w.created_at')} AS "createdAt"`;

/** Newest first. */
export function listWishlist(db: Queryable, userId: string): Promise<WishlistItemRecord[]> {
  return db.query<WishlistItemRecord>(
    `SELECT ${ITEM_COLUMNS} FROM wishlist_items w JOIN products p ON p.id = w.product_id
     WHERE w.user_id = $1 AND ${BUYABLE} ORDER BY w.created_at DESC, w.id`,
    [userId],
  );
}

/**
 * Adds an on-sale product; answers the item, or a reason when nothing was added: the product is not on sale, or
 * already in the wishlist.
 */
export async function addToWishlist(
  db: Queryable,
  userId: string,
  productId: string,
): Promise<WishlistItemRecord | 'not-found' | 'present'> {
  const item = await db.maybeOne<WishlistItemRecord>(
    `WITH w AS (
       INSERT INTO wishlist_items (user_id, product_id)
       SELECT $1, p.id FROM products p WHERE p.id = $2 AND ${BUYABLE}
       ON CONFLICT ON CONSTRAINT wishlist_items_key DO NOTHING
       RETURNING *
     )
     SELECT ${ITEM_COLUMNS} FROM w JOIN products p ON p.id = w.product_id`,
    [userId, productId],
  );
  if (item) return item;
  const onSale = await db.maybeOne(`SELECT p.id FROM products p WHERE p.id = $1 AND ${BUYABLE}`, [productId]);
  return onSale ? 'present' : 'not-found';
}

/** Removes the product from the wishlist, whatever became of it; answers the item as it was. */
export function removeFromWishlist(
  db: Queryable,
  userId: string,
  productId: string,
): Promise<WishlistItemRecord | undefined> {
  return db.maybeOne<WishlistItemRecord>(
    `WITH w AS (DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2 RETURNING *)
     SELECT ${ITEM_COLUMNS} FROM w JOIN products p ON p.id = w.product_id`,
    [userId, productId],
  );
}
