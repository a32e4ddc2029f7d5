// SQL of the storefront's product lists: filtered by size, colour, price, category and stock, sorted, searched
// (product_search of migrations 0012, 0013 and 0015: word prefixes and typos over name, material, colours and
// categories), the counts beside each filter value (facets), and the search box's product suggestions.
import type { Queryable } from '../../db/index.js';
import type { PageWindow } from '../../lib/schemas.js';
import { selectPage } from '../../lib/sql.js';
import type { FacetsRecord, ListedProductRecord, ListingFilter, ProductSort } from './listing-schemas.js';
import {
  NEWEST_FIRST,
  ownColorImageOf,
  PUBLIC_COLUMNS,
  PUBLIC_ONLY,
  type PublicProductRecord,
} from './repository.js';

/** What a list is, before any filter: the shop, a category's page, or a batch of ids. */
export interface ListingScope {
  categoryId?: string | undefined;
  ids?: string[] | undefined;
}

/** Appends a parameter and answers its placeholder. */
function param(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

/**
 * Each sort ends on the id, read in the direction of the sort's index (0002's products_active_idx, 0012's
 * products_price_idx and products_best_selling_idx), so that pages never overlap. `s` is the search's rank.
 */
const SORTS: Record<ProductSort | 'relevance', string> = {
  newest: NEWEST_FIRST,
  price_asc: 'p.sell_price, p.id',
  price_desc: 'p.sell_price DESC, p.id DESC',
  best_selling: 'p.sold DESC, p.id',
  relevance: `s.rank DESC, ${NEWEST_FIRST}`,
};

/** The products of the scope that the search (when there is one) finds, joined to their rank as s. */
function listingFrom(filter: ListingFilter, params: unknown[]): string {
  return filter.q
    ? `products p JOIN product_search(${param(params, filter.q)}) s ON s.id = p.id`
    : 'products p';
}

/** In the shop and in the scope. */
function scopeConditions(scope: ListingScope, params: unknown[]): string[] {
  const where = [PUBLIC_ONLY];
  if (scope.categoryId) {
    where.push(
      `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ${param(params, scope.categoryId)})`,
    );
  }
  if (scope.ids) where.push(`p.id = ANY(${param(params, scope.ids)}::uuid[])`);
  return where;
}

function priceCondition(filter: ListingFilter, params: unknown[]): string | undefined {
  const bounds = [
    filter.minPrice === undefined ? undefined : `p.sell_price >= ${param(params, filter.minPrice)}`,
    filter.maxPrice === undefined ? undefined : `p.sell_price <= ${param(params, filter.maxPrice)}`,
  ].filter((bound) => bound !== undefined);
  return bounds.length > 0 ? `(${bounds.join(' AND ')})` : undefined;
}

/**
 * In one of the chosen categories. The facets, which ask it of every product in the scope, read the product's
 * summary (products.category_ids, migration 0014); a list asks product_categories, so that a small category can
 * lead its plan.
 */
function categoriesCondition(
  filter: ListingFilter,
  params: unknown[],
  from: 'summary' | 'links' = 'links',
): string | undefined {
  if (!filter.categoryIds) return undefined;
  if (from === 'summary') return `p.category_ids && ${param(params, filter.categoryIds)}::uuid[]`;
  return `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id
    AND pc.category_id = ANY(${param(params, filter.categoryIds)}::uuid[]))`;
}

/** Each size with each colour as migration 0014's products.size_colors holds them: 'size,colour'. */
function sizeColors(sizes: string[], colors: string[]): string[] {
  return sizes.flatMap((size) => colors.map((color) => `${size},${color}`));
}

/**
 * Whether the variants a filter asks for must have stock: "in stock only", and any chosen size (issue 32: a list
 * filtered by size holds only the products a shopper can buy in that size, of the chosen colour when one is).
 */
const wantsStock = (filter: ListingFilter) => Boolean(filter.inStock || filter.sizes);

/**
 * The condition on p of the sizes, colours and in-stock filters: one active variant of one of the sizes and of
 * one of the colours, in stock when a size or "in stock only" is chosen (wantsStock). The product's row holds the
 * summaries of its active variants (migrations 0011 and 0014, kept by their triggers): the sizes and colours sold,
 * those in stock, and each variant's size and colour, so that every combination is an overlap with one of them,
 * or its stock.
 */
function variantCondition(filter: ListingFilter, params: unknown[]): string | undefined {
  const { sizes, colors, inStock } = filter;
  const stocked = wantsStock(filter) ? 'in_stock_' : '';
  if (sizes && colors) {
    return `p.${stocked}size_colors && ${param(params, sizeColors(sizes, colors))}::text[]`;
  }
  if (sizes) return `p.${stocked}sizes && ${param(params, sizes)}::text[]`;
  if (colors) return `p.${stocked}colors && ${param(params, colors)}::text[]`;
  // The stock is the active variants' sum.
  return inStock ? 'p.stock > 0' : undefined;
}

/** Every filter's condition on p. */
function filterConditions(filter: ListingFilter, params: unknown[]): string[] {
  return [
    variantCondition(filter, params),
    priceCondition(filter, params),
    categoriesCondition(filter, params),
  ].filter((condition): condition is string => condition !== undefined);
}

/** The card without a chosen colour: the main picture. */
const MAIN_CARD = `json_build_object('color', '', 'image', COALESCE(p.images[1], ''))`;

/**
 * What product p's card shows (issue 32: a list filtered by colour shows that colour's picture): with colours
 * chosen, the first of them (in the colour list's order) for which the product passes the filter — it sells it,
 * in stock in a chosen size when sizes are chosen (or in stock at all with "in stock only"), as variantCondition
 * reads the same summaries — preferring one with a picture of its own; that colour and its picture (the main
 * picture when none of them has one). Without colours, the main picture. Read from the row alone, for the page's
 * rows only.
 */
function cardColumn(filter: ListingFilter, params: unknown[]): string {
  if (!filter.colors) return `${MAIN_CARD} AS card`;
  const passes = filter.sizes
    ? `EXISTS (SELECT 1 FROM unnest(${param(params, filter.sizes)}::text[]) AS z(size)
               WHERE z.size || ',' || c.color = ANY(p.in_stock_size_colors))`
    : filter.inStock
      ? 'c.color = ANY(p.in_stock_colors)'
      : 'true';
  return `COALESCE((
      SELECT json_build_object('color', c.color, 'image', COALESCE(own.image, p.images[1], ''))
      FROM unnest(p.colors) WITH ORDINALITY AS c(color, position)
      LEFT JOIN LATERAL (SELECT ${ownColorImageOf('c.color')} AS image) own ON true
      WHERE c.color = ANY(${param(params, filter.colors)}::text[]) AND ${passes}
      ORDER BY own.image IS NULL, c.position LIMIT 1
    ), ${MAIN_CARD}) AS card`;
}

/**
 * A page of the scope's products in the shop that the filter keeps, in the order asked (newest by default, best
 * match first when searching without a sort), each with what its card shows (cardColumn).
 */
export function listListing(
  db: Queryable,
  scope: ListingScope,
  filter: ListingFilter,
  sort: ProductSort | undefined,
  window: PageWindow,
) {
  const params: unknown[] = [];
  const from = listingFrom(filter, params);
  const where = [...scopeConditions(scope, params), ...filterConditions(filter, params)];
  const countParams = [...params];
  return selectPage<ListedProductRecord>(
    db,
    {
      columns: `${PUBLIC_COLUMNS}, ${cardColumn(filter, params)}`,
      from,
      where,
      params,
      countParams,
      orderBy: SORTS[sort ?? (filter.q ? 'relevance' : 'newest')],
      atMost: scope.ids?.length,
    },
    window,
  );
}

/**
 * Where a product keeps the values of `option` it counts under in the facets: its sizes (colours), those in stock
 * when the list with that value chosen wants stock (wantsStock: always for a size); with colours (sizes) chosen,
 * its variants' sizes and colours ('size,colour'), of which those of the chosen colours (sizes) count.
 */
function optionValues(option: 'size' | 'color', filter: ListingFilter): string {
  const other = option === 'size' ? filter.colors : filter.sizes;
  const stocked = option === 'size' || wantsStock(filter);
  return `p.${stocked ? 'in_stock_' : ''}${other ? 'size_colors' : `${option}s`}`;
}

/**
 * How many products of `base` come in each size (or colour), as `value`, from its kinds (size_kinds or
 * color_kinds below: the products that pass the price and the categories, grouped by their values). Each kind's
 * values are counted once: hashing a product's array is cheaper than counting each of its values.
 */
function optionCounts(option: 'size' | 'color', filter: ListingFilter, params: unknown[]): string {
  const other = option === 'size' ? filter.colors : filter.sizes;
  if (!other) {
    return `SELECT o.value, sum(k.n)::bigint AS count FROM ${option}_kinds k, unnest(k.vals) AS o(value)
      GROUP BY o.value`;
  }
  const [mine, theirs] = option === 'size' ? [1, 2] : [2, 1];
  // A product has one variant per colour × size: with one value of the other option, each of its pairs is
  // another value of this one, and needs no DISTINCT.
  return `SELECT o.value, sum(k.n)::bigint AS count FROM ${option}_kinds k,
      LATERAL (SELECT ${other.length === 1 ? '' : 'DISTINCT'} split_part(x, ',', ${mine})
               FROM unnest(k.vals) AS x WHERE split_part(x, ',', ${theirs}) = ANY(${param(params, other)}::text[]))
        AS o(value)
    GROUP BY o.value`;
}

/**
 * The counts beside each filter value (the disjunctive facets): a size's count is how many products the list
 * would hold with that size chosen and every other filter as it is (the sizes filter left out), and likewise for
 * colours and categories; the price range is that of the products every filter but the price leaves, and inStock
 * how many the list would hold with "in stock only" chosen. Values that
 * no product would match are left out, unless chosen. One statement: the scope's products (base), with whether
 * each passes the price, the categories and the variant filters and what each facet counts of it, all read from
 * the product's row (the price index carries them), and each facet from those.
 */
export async function listingFacets(
  db: Queryable,
  scope: ListingScope,
  filter: ListingFilter,
): Promise<FacetsRecord> {
  const params: unknown[] = [];
  const from = listingFrom(filter, params);
  const scoped = scopeConditions(scope, params);
  const priced = priceCondition(filter, params) ?? 'true';
  const categorised = categoriesCondition(filter, params, 'summary') ?? 'true';
  const matched = variantCondition(filter, params) ?? 'true';
  const stocked = variantCondition({ ...filter, inStock: true }, params)!;
  const sizeCounts = optionCounts('size', filter, params);
  const colorCounts = optionCounts('color', filter, params);
  const chosenSizes = param(params, filter.sizes ?? []);
  const chosenColors = param(params, filter.colors ?? []);
  const chosenCategories = param(params, filter.categoryIds ?? []);
  const row = await db.maybeOne<FacetsRecord>(
    // Without a search each facet reads base with its own conditions, which the planner takes into the price
    // index (the price bound, the summaries; the range from the index's ends). A search runs once, into a
    // materialised base.
    `WITH base AS ${filter.q ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (
       SELECT p.id, p.sell_price AS price, ${priced} AS priced, ${categorised} AS categorised,
         ${matched} AS matched, ${stocked} AS stocked, ${optionValues('size', filter)} AS size_values,
         ${optionValues('color', filter)} AS color_values, p.category_ids
       FROM ${from} WHERE ${scoped.join(' AND ')}
     ),
     -- The products that pass the price and the categories, by their sizes (and whether in stock: the in-stock
     -- count) and by their colours, a few hundred kinds among thousands of products.
     size_kinds AS (
       SELECT b.size_values AS vals, b.stocked, count(*) AS n FROM base b WHERE b.priced AND b.categorised
       GROUP BY b.size_values, b.stocked
     ),
     color_kinds AS (
       SELECT b.color_values AS vals, count(*) AS n FROM base b WHERE b.priced AND b.categorised
       GROUP BY b.color_values
     ),
     size_counts AS (${sizeCounts}),
     color_counts AS (${colorCounts}),
     category_counts AS (
       SELECT o.value AS category_id, sum(k.n)::bigint AS count
       FROM (SELECT b.category_ids AS vals, count(*) AS n FROM base b WHERE b.priced AND b.matched
             GROUP BY b.category_ids) k,
         unnest(k.vals) AS o(value)
       GROUP BY o.value
     )
     SELECT
       (SELECT COALESCE(json_agg(json_build_object('value', z.name, 'count', COALESCE(n.count, 0))
                                 ORDER BY z.position, lower(z.name), z.id), '[]'::json)
        FROM product_sizes z LEFT JOIN size_counts n ON n.value = z.name
        WHERE n.count > 0 OR z.name = ANY(${chosenSizes}::text[])) AS sizes,
       (SELECT COALESCE(json_agg(json_build_object('value', z.name, 'count', COALESCE(n.count, 0))
                                 ORDER BY z.position, lower(z.name), z.id), '[]'::json)
        FROM product_colors z LEFT JOIN color_counts n ON n.value = z.name
        WHERE n.count > 0 OR z.name = ANY(${chosenColors}::text[])) AS colors,
       (SELECT COALESCE(json_agg(json_build_object(
                 'category', json_build_object('id', c.id, 'categoryName', c.category_name, 'slug', c.slug),
                 'count', COALESCE(n.count, 0)) ORDER BY lower(c.category_name), c.id), '[]'::json)
        FROM categories c LEFT JOIN category_counts n ON n.category_id = c.id
        WHERE n.count > 0 OR c.id = ANY(${chosenCategories}::uuid[])) AS categories,
       (SELECT json_build_object('min', COALESCE(min(b.price), 0), 'max', COALESCE(max(b.price), 0))
        FROM base b WHERE b.categorised AND b.matched) AS price,
       (SELECT COALESCE(sum(k.n), 0)::bigint FROM size_kinds k WHERE k.stocked) AS "inStock"`,
    params,
  );
  return row!;
}

/**
 * Up to `limit` products in the shop that q finds, best match first. The best are taken from what product_search
 * answers (its creation time breaks ties, as in the relevance order) before any product is read: a common word
 * finds a thousand products, of which five are shown.
 */
export function suggestProducts(db: Queryable, q: string, limit: number): Promise<PublicProductRecord[]> {
  return db.query<PublicProductRecord>(
    `SELECT ${PUBLIC_COLUMNS}
     FROM (SELECT s.id, s.rank FROM product_search($1) s ORDER BY s.rank DESC, s.created_at DESC, s.id LIMIT $2) s
     JOIN products p ON p.id = s.id
     WHERE ${PUBLIC_ONLY} ORDER BY ${SORTS.relevance}`,
    [q, limit],
  );
}
