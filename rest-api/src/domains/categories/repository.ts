// SQL for categories: read with their product counts, list, create, update, delete, and lookups by slug or id.
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../db/index.js';
import { conflict } from '../../lib/errors.js';
import type { PageWindow } from '../../lib/schemas.js';
import { insertedId, isoTime, searchedPage } from '../../lib/sql.js';
import { NEWEST_FIRST, PUBLIC_ONLY } from '../products/repository.js';
import { SHOP_CATEGORIES_MAX, type Category, type ShopCategory, type SizeGuideRecord } from './schemas.js';
import { defineMessage } from '../../i18n/index.js';

export type CategoryRecord = Static<typeof Category>;
export type ShopCategoryRecord = Static<typeof ShopCategory>;

const CATEGORY_COLUMNS = `
  c.id, c.category_name AS "categoryName", c.slug,
  (SELECT count(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id
   WHERE pc.category_id = c.id AND p.deleted_at IS NULL) AS "productCount", c.size_guide AS "sizeGuide",
  ${isoTime('c.created_at')} AS "createdAt", ${isoTime('c.updated_at')} AS "updatedAt"`;

export function getCategory(db: Queryable, id: string): Promise<CategoryRecord | undefined> {
  return db.maybeOne<CategoryRecord>(`SELECT ${CATEGORY_COLUMNS} FROM categories c WHERE c.id = $1`, [id]);
}

/** The category with this slug (slugs are unique without regard to case), for the storefront's category pages. */
export function categoryBySlug(db: Queryable, slug: string) {
  return db.maybeOne<{ id: string; categoryName: string; slug: string }>(
    `SELECT id, category_name AS "categoryName", slug FROM categories WHERE lower(slug) = lower($1)`,
    [slug],
  );
}

/** Alphabetical, so that the product form's option list (limit=100) reads well. */
export function listCategories(db: Queryable, q: string | undefined, window: PageWindow) {
  return searchedPage<CategoryRecord>(
    db,
    {
      columns: CATEGORY_COLUMNS,
      from: 'categories c',
      search: ['c.category_name', 'c.slug'],
      q,
      orderBy: 'lower(c.category_name), c.id',
    },
    window,
  );
}

/**
 * The categories with products in the shop, by name, each with its count of them and its cover: the main image of
 * its newest product in stock, else of its newest product (sold out) with an image, else empty.
 */
export function listShopCategories(db: Queryable): Promise<ShopCategoryRecord[]> {
  return db.query<ShopCategoryRecord>(
    `SELECT c.id, c.category_name AS "categoryName", c.slug, count(*)::int AS "productCount",
       COALESCE((
         SELECT p.images[1] FROM product_categories cover JOIN products p ON p.id = cover.product_id
         WHERE cover.category_id = c.id AND ${PUBLIC_ONLY} AND cardinality(p.images) > 0
         ORDER BY p.stock > 0 DESC, ${NEWEST_FIRST}
         LIMIT 1
       ), '') AS "coverImage"
     FROM categories c
     JOIN product_categories pc ON pc.category_id = c.id
     JOIN products p ON p.id = pc.product_id AND ${PUBLIC_ONLY}
     GROUP BY c.id
     ORDER BY lower(c.category_name), c.id
     LIMIT ${SHOP_CATEGORIES_MAX}`,
  );
}

/** The ids among `ids` that are not categories. */
export async function unknownCategoryIds(db: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db.query<{ id: string }>('SELECT id FROM categories WHERE id = ANY($1::uuid[])', [ids]);
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

function slugConflict(error: unknown): never {
  if (isPgError(error, PG_UNIQUE_VIOLATION))
    throw conflict(
      defineMessage({
        id: 'categories.category-with-slug-already-exists',
        defaultMessage: 'A category with this slug already exists',
      }),
    );
  throw error;
}

export async function insertCategory(
  db: Queryable,
  category: { categoryName: string; slug: string; sizeGuide: SizeGuideRecord | null },
): Promise<string> {
  try {
    return await insertedId(
      db,
      'INSERT INTO categories (category_name, slug, size_guide) VALUES ($1, $2, $3) RETURNING id',
      [
        category.categoryName,
        category.slug,
        category.sizeGuide === null ? null : JSON.stringify(category.sizeGuide),
      ],
    );
  } catch (error) {
    slugConflict(error);
  }
}

/** Sets the given fields (a size guide of null removes it); answers false when no such category. */
export async function updateCategory(
  db: Queryable,
  id: string,
  category: {
    categoryName?: string | undefined;
    slug?: string | undefined;
    sizeGuide?: SizeGuideRecord | null | undefined;
  },
): Promise<boolean> {
  const guide = category.sizeGuide;
  try {
    const touched = await db.execute(
      `UPDATE categories SET category_name = COALESCE($2, category_name), slug = COALESCE($3, slug),
         size_guide = CASE WHEN $4 THEN $5::jsonb ELSE size_guide END, updated_at = now() WHERE id = $1`,
      [
        id,
        category.categoryName ?? null,
        category.slug ?? null,
        guide !== undefined,
        guide ? JSON.stringify(guide) : null,
      ],
    );
    return touched > 0;
  } catch (error) {
    slugConflict(error);
  }
}

/** Deletes the category; its links to products go with it (ON DELETE CASCADE), the products stay. */
export async function deleteCategory(db: Queryable, id: string): Promise<boolean> {
  return (await db.execute('DELETE FROM categories WHERE id = $1', [id])) > 0;
}

/**
 * Up to `limit` categories whose name a typed word finds (a word of 2 characters or more starting a word of the
 * name, or close to one despite a typo: search_word_score of migration 0012), best match first, for the search
 * box's suggestions.
 */
export function suggestCategories(db: Queryable, q: string, limit: number) {
  return db.query<{ id: string; categoryName: string; slug: string }>(
    `SELECT c.id, c.category_name AS "categoryName", c.slug
     FROM categories c
     CROSS JOIN LATERAL (
       SELECT max(search_word_score(w, lower(c.category_name))) AS score
       FROM unnest(search_words($1)) AS w WHERE char_length(w) >= 2
     ) m
     WHERE m.score > 0
     ORDER BY m.score DESC, lower(c.category_name), c.id
     LIMIT $2`,
    [q, limit],
  );
}
