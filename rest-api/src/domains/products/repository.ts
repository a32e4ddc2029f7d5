// SQL for products: staff and public reads (one query per page, categories aggregated), search on the trigram
// index, writes, soft deletion, and the reads other domains need (cart, wishlist, checkout).
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isPgError, PG_FOREIGN_KEY_VIOLATION } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { likePattern, type PageWindow } from '../../lib/schemas.js';
import { assignments, insertedId, isoTime, replaceLinks, selectPage } from '../../lib/sql.js';
import { unknownCategoryIds } from '../categories/repository.js';
import type { Product, ProductStatus, PublicProduct } from './schemas.js';

export type ProductRecord = Static<typeof Product>;
export type PublicProductRecord = Static<typeof PublicProduct>;
type ProductRow = Omit<ProductRecord, 'categoryIds'>;

const CATEGORY_REFS = `COALESCE((
    SELECT json_agg(json_build_object('id', c.id, 'categoryName', c.category_name, 'slug', c.slug)
                    ORDER BY lower(c.category_name), c.id)
    FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id
  ), '[]'::json) AS categories`;

export const PUBLIC_COLUMNS = `
  p.id, p.product_name AS "productName", p.description, p.normal_price AS "normalPrice",
  p.sell_price AS "sellPrice", p.discount, p.weight, p.stock, p.material, p.colors, p.sizes, p.images,
  COALESCE(p.images[1], '') AS "mainImage", ${CATEGORY_REFS}`;

const STAFF_COLUMNS = `${PUBLIC_COLUMNS}, p.buy_price AS "buyPrice", p.status,
  ${isoTime('p.created_at')} AS "createdAt", ${isoTime('p.updated_at')} AS "updatedAt"`;

/** What the storefront may show: active and not deleted (products_active_idx has this predicate). */
export const PUBLIC_ONLY = `p.deleted_at IS NULL AND p.status = 'active'`;
/** Every read but an order's leaves deleted products out (the listing and search indexes have this predicate). */
const NOT_DELETED = 'p.deleted_at IS NULL';
export const NEWEST_FIRST = 'p.created_at DESC, p.id';

const withCategoryIds = (row: ProductRow): ProductRecord => ({
  ...row,
  categoryIds: row.categories.map((category) => category.id),
});

export interface ProductFilter {
  q?: string | undefined;
  status?: ProductStatus | undefined;
  categoryId?: string | undefined;
  ids?: string[] | undefined;
  /** Only products with an active variant at or under the shop's low-stock threshold. */
  lowStock?: boolean | undefined;
}

/** The conditions of a filter, their parameters appended to params. */
function filterConditions(filter: ProductFilter, params: unknown[]): string[] {
  const where: string[] = [];
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    // search_text is lower(name, material, description) with a trigram index: LIKE on it, not ILIKE on three
    // columns, is what keeps search fast over the whole catalogue.
    params.push(likePattern(q));
    where.push(`p.search_text LIKE $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    where.push(`p.status = $${params.length}`);
  }
  if (filter.categoryId) {
    params.push(filter.categoryId);
    where.push(
      `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = $${params.length})`,
    );
  }
  if (filter.ids) {
    params.push(filter.ids);
    where.push(`p.id = ANY($${params.length}::uuid[])`);
  }
  if (filter.lowStock) {
    where.push(`EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.active
      AND v.stock <= (SELECT s.low_stock_threshold FROM shop_settings s))`);
  }
  return where;
}

export function getProduct(db: Queryable, id: string): Promise<ProductRecord | undefined> {
  return db
    .maybeOne<ProductRow>(`SELECT ${STAFF_COLUMNS} FROM products p WHERE p.id = $1 AND ${NOT_DELETED}`, [id])
    .then((row) => row && withCategoryIds(row));
}

/** A page of the products `visible` lets through that match the filter, newest first, read as `columns`. */
function productPage<Row>(
  db: Queryable,
  view: { columns: string; visible: string },
  filter: Omit<ProductFilter, 'status'>,
  window: PageWindow,
) {
  const params: unknown[] = [];
  return selectPage<Row>(
    db,
    {
      columns: view.columns,
      from: 'products p',
      where: [view.visible, ...filterConditions(filter, params)],
      params,
      orderBy: NEWEST_FIRST,
      atMost: filter.ids?.length,
    },
    window,
  );
}

/** Drafts included, deleted products left out, newest first. */
export async function listProducts(db: Queryable, filter: ProductFilter, window: PageWindow) {
  const view = { columns: STAFF_COLUMNS, visible: NOT_DELETED };
  const { rows, count } = await productPage<ProductRow>(db, view, filter, window);
  return { rows: rows.map(withCategoryIds), count };
}

/** The product as the storefront shows it, or undefined when it is a draft, deleted or unknown. */
export function getPublicProduct(db: Queryable, id: string): Promise<PublicProductRecord | undefined> {
  return db.maybeOne<PublicProductRecord>(
    `SELECT ${PUBLIC_COLUMNS} FROM products p WHERE p.id = $1 AND ${PUBLIC_ONLY}`,
    [id],
  );
}

/** The public products among ids (a wishlist, a guest cart), newest first; the others are left out. */
export async function getPublicProducts(db: Queryable, ids: string[]): Promise<PublicProductRecord[]> {
  if (ids.length === 0) return [];
  return db.query<PublicProductRecord>(
    `SELECT ${PUBLIC_COLUMNS} FROM products p WHERE p.id = ANY($1::uuid[]) AND ${PUBLIC_ONLY}
     ORDER BY ${NEWEST_FIRST}`,
    [ids],
  );
}

/** Public products sharing at least one category with the product, never the product itself, newest first. */
export function relatedProducts(db: Queryable, id: string, limit: number): Promise<PublicProductRecord[]> {
  return db.query<PublicProductRecord>(
    `SELECT ${PUBLIC_COLUMNS} FROM products p
     WHERE ${PUBLIC_ONLY} AND p.id <> $1
       AND EXISTS (
         SELECT 1 FROM product_categories mine
         JOIN product_categories theirs ON theirs.category_id = mine.category_id
         WHERE mine.product_id = $1 AND theirs.product_id = p.id)
     ORDER BY ${NEWEST_FIRST} LIMIT $2`,
    [id, limit],
  );
}

/** relatedProducts for many products in one query, in the order of `ids`. */
export async function relatedProductsOfMany(
  db: Queryable,
  ids: string[],
  limit: number,
): Promise<{ id: string; related: PublicProductRecord[] }[]> {
  const rows = await db.query<PublicProductRecord & { sourceId: string }>(
    `SELECT src.id AS "sourceId", r.* FROM unnest($1::uuid[]) AS src(id)
     CROSS JOIN LATERAL (
       SELECT ${PUBLIC_COLUMNS} FROM products p
       WHERE ${PUBLIC_ONLY} AND p.id <> src.id
         AND EXISTS (SELECT 1 FROM products me WHERE me.id = src.id AND me.deleted_at IS NULL AND me.status = 'active')
         AND EXISTS (
           SELECT 1 FROM product_categories mine
           JOIN product_categories theirs ON theirs.category_id = mine.category_id
           WHERE mine.product_id = src.id AND theirs.product_id = p.id)
       ORDER BY ${NEWEST_FIRST} LIMIT $2
     ) r`,
    [ids, limit],
  );
  const byId = new Map(ids.map((id) => [id, [] as PublicProductRecord[]]));
  for (const { sourceId, ...product } of rows) byId.get(sourceId)?.push(product as PublicProductRecord);
  return ids.map((id) => ({ id, related: byId.get(id) ?? [] }));
}

/** What staff write of a product: its record but for the id, what is derived and the timestamps. */
export type ProductFields = Omit<ProductRow, 'id' | 'mainImage' | 'categories' | 'createdAt' | 'updatedAt'>;

const FIELD_COLUMNS: Record<keyof ProductFields, string> = {
  productName: 'product_name',
  description: 'description',
  buyPrice: 'buy_price',
  normalPrice: 'normal_price',
  sellPrice: 'sell_price',
  discount: 'discount',
  weight: 'weight',
  stock: 'stock',
  material: 'material',
  colors: 'colors',
  sizes: 'sizes',
  images: 'images',
  status: 'status',
};
const FIELD_KEYS = Object.keys(FIELD_COLUMNS) as (keyof ProductFields)[];

/** A new product: the fields a create body requires, and any others (left out: their column's default). */
export type NewProduct = Partial<ProductFields> &
  Pick<
    ProductFields,
    'productName' | 'buyPrice' | 'normalPrice' | 'sellPrice' | 'discount' | 'weight' | 'stock'
  >;

/** Inserts the fields given; the migrations' column defaults fill the rest ('', no colours, active, …). */
export async function insertProduct(db: Queryable, product: NewProduct): Promise<string> {
  const keys = FIELD_KEYS.filter((key) => product[key] !== undefined);
  const params = keys.map((key) => product[key]);
  return insertedId(
    db,
    `INSERT INTO products (${keys.map((key) => FIELD_COLUMNS[key]).join(', ')})
     VALUES (${params.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    params,
  );
}

/**
 * The prices of a product that is not deleted, its row locked until the transaction ends, so that a price
 * check against the other side (sellPrice ≤ normalPrice) holds when the update lands.
 */
export function lockProductPrices(db: Queryable, id: string) {
  return db.maybeOne<{ normalPrice: number; sellPrice: number }>(
    `SELECT normal_price AS "normalPrice", sell_price AS "sellPrice" FROM products p
     WHERE p.id = $1 AND ${NOT_DELETED} FOR UPDATE`,
    [id],
  );
}

/** Sets the given fields of a product that is not deleted. */
export async function updateProduct(db: Queryable, id: string, patch: Partial<ProductFields>): Promise<void> {
  const { sets, params } = assignments(patch, FIELD_COLUMNS);
  await db.execute(`UPDATE products p SET ${sets} WHERE p.id = $1 AND ${NOT_DELETED}`, [id, ...params]);
}

/** Replaces a product's categories; a 400 naming the ids that are not categories. */
export async function setProductCategories(db: Queryable, productId: string, categoryIds: string[]) {
  const ids = [...new Set(categoryIds)];
  const unknown = await unknownCategoryIds(db, ids);
  if (unknown.length > 0) throw badRequest(`categoryIds: unknown category ${unknown.join(', ')}`);
  try {
    await replaceLinks(
      db,
      'product_categories',
      { column: 'product_id', id: productId },
      { column: 'category_id', ids },
    );
  } catch (error) {
    // A category deleted between the check and the insert.
    if (isPgError(error, PG_FOREIGN_KEY_VIOLATION))
      throw badRequest('categoryIds: a category no longer exists');
    throw error;
  }
}

/**
 * Marks the product deleted and takes it out of every cart and wishlist; its row stays for the order lines
 * that refer to it. Answers false when there is no such product (or it was deleted already).
 */
export async function softDeleteProduct(db: Queryable, id: string): Promise<boolean> {
  const touched = await db.execute(
    `UPDATE products p SET deleted_at = now(), updated_at = now() WHERE p.id = $1 AND ${NOT_DELETED}`,
    [id],
  );
  if (touched === 0) return false;
  await db.execute('DELETE FROM cart_items WHERE product_id = $1', [id]);
  await db.execute('DELETE FROM wishlist_items WHERE product_id = $1', [id]);
  return true;
}

/** How many products the catalogue holds (active and draft; the dashboard's figure). */
export async function countProducts(db: Queryable): Promise<number> {
  const row = await db.maybeOne<{ count: number }>(
    'SELECT count(*) AS count FROM products WHERE deleted_at IS NULL',
  );
  return row?.count ?? 0;
}

/** Where a product keeps its colours or its sizes. */
export type OptionField = 'colors' | 'sizes';
const LINE_COLUMN: Record<OptionField, string> = { colors: 'color', sizes: 'size' };

/** How many products in the catalogue (active and draft) come in this colour or size. */
export async function productsUsingOption(db: Queryable, field: OptionField, name: string): Promise<number> {
  const row = await db.maybeOne<{ count: number }>(
    `SELECT count(*) AS count FROM products p WHERE ${NOT_DELETED} AND $1 = ANY(p.${field})`,
    [name],
  );
  return row?.count ?? 0;
}

/**
 * A colour or size renamed in the shop's lists: every product that comes in it (deleted ones too) and every cart
 * line that chose it name it anew, in the caller's transaction with the rename.
 */
export async function renameProductOption(db: Queryable, field: OptionField, from: string, to: string) {
  await db.execute(
    `UPDATE products SET ${field} = array_replace(${field}, $1, $2) WHERE $1 = ANY(${field})`,
    [from, to],
  );
  const column = LINE_COLUMN[field];
  await db.execute(`UPDATE cart_items SET ${column} = $2 WHERE ${column} = $1`, [from, to]);
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

/** Puts quantities back into the products' stock (a cancelled or expired order's lines), whatever their status. */
export async function putBackStock(tx: Queryable, items: { productId: string; quantity: number }[]) {
  if (items.length === 0) return;
  await tx.execute(
    `UPDATE products p SET stock = p.stock + t.quantity, updated_at = now()
     FROM (SELECT product_id, sum(quantity) AS quantity
           FROM jsonb_to_recordset($1::jsonb) AS r(product_id uuid, quantity int) GROUP BY product_id) t
     WHERE p.id = t.product_id`,
    [JSON.stringify(items.map((item) => ({ product_id: item.productId, quantity: item.quantity })))],
  );
}
