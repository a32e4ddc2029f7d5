// SQL for products: staff and public reads (one query per page, categories aggregated), search on the trigram
// index, writes, soft deletion, and the reads other domains need (cart, wishlist). Stock that orders take and give
// back is stock-repository.ts's.
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isPgError, PG_FOREIGN_KEY_VIOLATION } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { likePattern, type PageWindow } from '../../lib/schemas.js';
import { assignments, insertedId, isoTime, replaceLinks, selectPage } from '../../lib/sql.js';
import { unknownCategoryIds } from '../categories/repository.js';
import type { Product, ProductStatus, PublicProduct } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

export type ProductRecord = Static<typeof Product>;
export type PublicProductRecord = Static<typeof PublicProduct>;
type ProductRow = Omit<ProductRecord, 'categoryIds'>;

const CATEGORY_REFS = `COALESCE((
    SELECT json_agg(json_build_object('id', c.id, 'categoryName', c.category_name, 'slug', c.slug)
                    ORDER BY lower(c.category_name), c.id)
    FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id
  ), '[]'::json) AS categories`;

/** A variant's place in the lists: the colour's, then the size's ('' first: a product without them). */
const VARIANT_ORDER = `(SELECT c.position FROM product_colors c WHERE c.name = v.color) NULLS FIRST, v.color,
  (SELECT z.position FROM product_sizes z WHERE z.name = v.size) NULLS FIRST, v.size`;

/** The variants of product p as a JSON list, in the lists' order: staff's (every one) or the storefront's. */
/** What staff see of a variant besides the storefront's fields: whether it is sold, and whether to restock it. */
const STAFF_VARIANT_FIELDS = `, 'active', v.active,
  'lowStock', v.active AND v.stock <= (SELECT low_stock_threshold FROM shop_settings WHERE id = 1)`;

const variantsOf = (view: 'public' | 'staff') => `COALESCE((
    SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'color', v.color, 'size', v.size,
                                      'stock', v.stock${view === 'staff' ? STAFF_VARIANT_FIELDS : ''})
                    ORDER BY ${VARIANT_ORDER})
    FROM product_variants v WHERE v.product_id = p.id${view === 'public' ? ' AND v.active' : ''}
  ), '[]'::json) AS variants`;

/** The shop's low-stock threshold (one row of shop_settings). */
export const LOW_STOCK_THRESHOLD = '(SELECT low_stock_threshold FROM shop_settings WHERE id = 1)';

/** The columns staff and the storefront both read; stock, colours and sizes are the active variants' summary. */
const COMMON_COLUMNS = `
  p.id, p.product_name AS "productName", p.description, p.normal_price AS "normalPrice",
  p.sell_price AS "sellPrice", p.discount, p.weight, p.stock, p.material, p.colors, p.sizes, p.images,
  ARRAY(SELECT COALESCE(p.image_colors[i], '') FROM generate_subscripts(p.images, 1) AS i ORDER BY i)
    AS "imageColors",
  COALESCE(p.images[1], '') AS "mainImage", ${CATEGORY_REFS}`;

/** The size guide of the product's first category (by name, as CATEGORY_REFS lists them) that has one. */
const SIZE_GUIDE = `(
    SELECT c.size_guide FROM product_categories pc JOIN categories c ON c.id = pc.category_id
    WHERE pc.product_id = p.id AND c.size_guide IS NOT NULL ORDER BY lower(c.category_name), c.id LIMIT 1
  ) AS "sizeGuide"`;

export const PUBLIC_COLUMNS = `${COMMON_COLUMNS}, ${variantsOf('public')}, ${SIZE_GUIDE}`;

const STAFF_COLUMNS = `${COMMON_COLUMNS}, ${variantsOf('staff')},
  EXISTS (SELECT 1 FROM product_variants v
          WHERE v.product_id = p.id AND v.active AND v.stock <= ${LOW_STOCK_THRESHOLD}) AS "lowStock",
  p.buy_price AS "buyPrice", p.status,
  ${isoTime('p.created_at')} AS "createdAt", ${isoTime('p.updated_at')} AS "updatedAt"`;

/** What the storefront may show: active and not deleted (products_active_idx has this predicate). */
export const PUBLIC_ONLY = `p.deleted_at IS NULL AND p.status = 'active'`;
/** Every read but an order's leaves deleted products out (the listing and search indexes have this predicate). */
export const NOT_DELETED = 'p.deleted_at IS NULL';
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
/**
 * How many of product `source`'s categories product `p` is in (the summary category_ids both keep). Related
 * products are those sharing one at least, the ones sharing most of the product's own categories first.
 */
const sharedCategories = (source: string) =>
  `cardinality(ARRAY(SELECT unnest(p.category_ids) INTERSECT
     SELECT unnest(me.category_ids) FROM products me WHERE me.id = ${source}))`;

export function relatedProducts(db: Queryable, id: string, limit: number): Promise<PublicProductRecord[]> {
  return db.query<PublicProductRecord>(
    `SELECT ${PUBLIC_COLUMNS} FROM products p
     WHERE ${PUBLIC_ONLY} AND p.id <> $1 AND p.category_ids && (SELECT me.category_ids FROM products me WHERE me.id = $1)
     ORDER BY ${sharedCategories('$1')} DESC, ${NEWEST_FIRST} LIMIT $2`,
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
         AND p.category_ids && (SELECT me.category_ids FROM products me WHERE me.id = src.id)
       ORDER BY ${sharedCategories('src.id')} DESC, ${NEWEST_FIRST} LIMIT $2
     ) r`,
    [ids, limit],
  );
  const byId = new Map(ids.map((id) => [id, [] as PublicProductRecord[]]));
  for (const { sourceId, ...product } of rows) byId.get(sourceId)?.push(product as PublicProductRecord);
  return ids.map((id) => ({ id, related: byId.get(id) ?? [] }));
}

/** What staff write of a product's own row (its variants, categories and derived fields are written apart). */
export type ProductFields = Pick<
  ProductRecord,
  | 'productName'
  | 'description'
  | 'buyPrice'
  | 'normalPrice'
  | 'sellPrice'
  | 'discount'
  | 'weight'
  | 'material'
  | 'images'
  | 'imageColors'
  | 'status'
>;

const FIELD_COLUMNS: Record<keyof ProductFields, string> = {
  productName: 'product_name',
  description: 'description',
  buyPrice: 'buy_price',
  normalPrice: 'normal_price',
  sellPrice: 'sell_price',
  discount: 'discount',
  weight: 'weight',
  material: 'material',
  images: 'images',
  imageColors: 'image_colors',
  status: 'status',
};
const FIELD_KEYS = Object.keys(FIELD_COLUMNS) as (keyof ProductFields)[];

/** A new product: the fields a create body requires, and any others (left out: their column's default). */
export type NewProduct = Partial<ProductFields> &
  Pick<ProductFields, 'productName' | 'buyPrice' | 'normalPrice' | 'sellPrice' | 'discount' | 'weight'>;

/**
 * Inserts the fields given; the migrations' column defaults fill the rest ('', no images, active, …). Its stock,
 * colours and sizes start empty and follow its variants (setVariants).
 */
export async function insertProduct(db: Queryable, product: NewProduct): Promise<string> {
  const keys = FIELD_KEYS.filter((key) => product[key] !== undefined);
  const params = keys.map((key) => product[key]);
  return insertedId(
    db,
    `INSERT INTO products (stock, ${keys.map((key) => FIELD_COLUMNS[key]).join(', ')})
     VALUES (0, ${params.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    params,
  );
}

/**
 * What an update is checked against of a product that is not deleted — its name, prices and images — its row
 * locked until the transaction ends, so that a price check against the other side (sellPrice ≤ normalPrice) holds
 * when the update lands, and its variants are written under the lock every stock writer takes first.
 */
export function lockProduct(db: Queryable, id: string) {
  return db.maybeOne<{
    productName: string;
    normalPrice: number;
    sellPrice: number;
    images: string[];
    imageColors: string[];
  }>(
    `SELECT product_name AS "productName", normal_price AS "normalPrice", sell_price AS "sellPrice", images,
       image_colors AS "imageColors"
     FROM products p WHERE p.id = $1 AND ${NOT_DELETED} FOR UPDATE`,
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
  if (unknown.length > 0)
    throw badRequest(
      t(
        defineMessage({
          id: 'products.unknown-categories',
          defaultMessage: 'categoryIds: unknown category {ids}',
        }),
        { ids: unknown.join(', ') },
      ),
    );
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
      throw badRequest(
        defineMessage({
          id: 'products.categoryids-category-no-longer-exists',
          defaultMessage: 'categoryIds: a category no longer exists',
        }),
      );
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

/** How many products in the catalogue (active and draft) are sold in this colour or size (an active variant). */
export async function productsUsingOption(db: Queryable, field: OptionField, name: string): Promise<number> {
  const row = await db.maybeOne<{ count: number }>(
    `SELECT count(*) AS count FROM products p WHERE ${NOT_DELETED}
       AND EXISTS (SELECT 1 FROM product_variants v
                   WHERE v.product_id = p.id AND v.active AND v.${LINE_COLUMN[field]} = $1)`,
    [name],
  );
  return row?.count ?? 0;
}

/**
 * Locks, in id order, the products with a variant in this colour or size, before the option itself is locked and
 * changed: every writer of products and variants takes product rows first (product writes, checkouts, returned
 * stock), so this order cannot deadlock with them.
 */
export async function lockProductsWithOption(db: Queryable, field: OptionField, name: string) {
  await db.query(
    `SELECT p.id FROM products p
     WHERE p.id IN (SELECT v.product_id FROM product_variants v WHERE v.${LINE_COLUMN[field]} = $1)
     ORDER BY p.id FOR UPDATE`,
    [name],
  );
}

/**
 * A colour or size renamed in the shop's lists: every variant in it (of deleted products too, for their orders'
 * sake) and every cart line that chose it name it anew, in the caller's transaction with the rename; the products'
 * colours and sizes follow their variants (migration 0011's triggers).
 */
export async function renameProductOption(db: Queryable, field: OptionField, from: string, to: string) {
  const column = LINE_COLUMN[field];
  await db.execute(`UPDATE product_variants SET ${column} = $2, updated_at = now() WHERE ${column} = $1`, [
    from,
    to,
  ]);
  await db.execute(`UPDATE cart_items SET ${column} = $2 WHERE ${column} = $1`, [from, to]);
}

/** A colour or size moved in its list: the products in it list their colours or sizes in the new order. */
export async function reorderProductOption(db: Queryable, field: OptionField, name: string) {
  await db.query(
    `SELECT product_variants_summarise(ARRAY(
       SELECT DISTINCT v.product_id FROM product_variants v WHERE v.${LINE_COLUMN[field]} = $1))`,
    [name],
  );
}

/**
 * Product p's own picture of the colour the SQL expression `color` names: its first picture of that colour
 * (image_colors, any case); null when the colour has none.
 */
export const ownColorImageOf = (
  color: string,
) => `(SELECT p.images[i] FROM generate_subscripts(p.images, 1) AS i
   WHERE ${color} <> '' AND lower(p.image_colors[i]) = lower(${color}) ORDER BY i LIMIT 1)`;

/**
 * The picture of product `p` in the colour the SQL expression `color` names: its own (ownColorImageOf), else its
 * main picture, else ''. What a cart line and an order line of that colour show.
 */
export const colorImageOf = (color: string) => `COALESCE(${ownColorImageOf(color)}, p.images[1], '')`;

/**
 * The catalogue's version: a number that moves on as any change to a product or a category commits, its stock
 * included (migration 0030's deferred triggers). A text, so that the number's size never matters to a reader.
 */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const row = await db.maybeOne<{ version: string }>(
    'SELECT version::text AS version FROM catalogue_version WHERE id = 1',
  );
  return row?.version ?? '0';
}
