// A product list's filters and sort as its address holds them (/shop?size=M&size=L&color=Black&min=100000&max=200000
// &category=batik&stock=1&sort=price-asc): readable, so back, forward, reload and shared links keep them, and every
// filter control is a plain link (or GET form) to the address with one thing changed, which a crawler and a
// browser without JavaScript follow too. Pure functions: the screens read and write the address through them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LIST_PARAMS } from '@lemari/shop/rules';
import type { ProductFilter, ProductSort } from '@/generated/graphql';

/** The address's parameter names (shared with the gateway's page cache, which goes by them). */
export const PARAM = LIST_PARAMS;

/** The facet groups whose values are chosen by toggling (several at once). */
export type FacetParam = typeof PARAM.size | typeof PARAM.color | typeof PARAM.category;

/** The sorts, by their name in the address, in the order the select offers them. */
export const SORTS = [
  { key: 'newest', sort: 'NEWEST', label: msg`Newest` },
  { key: 'price-asc', sort: 'PRICE_ASC', label: msg`Price: low to high` },
  { key: 'price-desc', sort: 'PRICE_DESC', label: msg`Price: high to low` },
  { key: 'best-selling', sort: 'BEST_SELLING', label: msg`Best-selling` },
] as const satisfies readonly { key: string; sort: ProductSort; label: MessageDescriptor }[];

export type SortKey = (typeof SORTS)[number]['key'];

/** What a list's address asks for. */
export interface ListingFilters {
  sizes: string[];
  colors: string[];
  /** Category slugs. */
  categories: string[];
  /** Rupiah, or null for no bound. */
  min: number | null;
  max: number | null;
  inStock: boolean;
  /** The sort named in the address, or null: newest first, or best match first when searching. */
  sort: SortKey | null;
}

/**
 * A price as typed (or as a form without JavaScript sent it): empty is no bound; else whole rupiah, 0 or more, with
 * dots or spaces between the thousands allowed ('150.000'); anything else is 'bad'.
 */
export function parsePrice(text: string): number | null | 'bad' {
  const plain = text.replace(/[.\s]/g, '');
  if (plain === '') return null;
  if (!/^\d+$/.test(plain)) return 'bad';
  const price = Number(plain);
  return Number.isSafeInteger(price) ? price : 'bad';
}

/** A price bound from the address; a bad one is no bound. */
function priceFrom(value: string | null): number | null {
  const price = parsePrice(value ?? '');
  return price === 'bad' ? null : price;
}

/** The values of a repeated parameter, trimmed, without empties and repeats (first spelling kept, any case). */
function valuesOf(params: URLSearchParams, name: string): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const raw of params.getAll(name)) {
    const value = raw.trim();
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    values.push(value);
  }
  return values;
}

export function filtersFrom(params: URLSearchParams): ListingFilters {
  const sort = params.get(PARAM.sort);
  return {
    sizes: valuesOf(params, PARAM.size),
    colors: valuesOf(params, PARAM.color),
    categories: valuesOf(params, PARAM.category).map((slug) => slug.toLowerCase()),
    min: priceFrom(params.get(PARAM.min)),
    max: priceFrom(params.get(PARAM.max)),
    inStock: params.get(PARAM.stock) === '1',
    sort: SORTS.find((entry) => entry.key === sort)?.key ?? null,
  };
}

/** Whether any filter (not the search, not the sort) is chosen. */
export function hasFilters(filters: ListingFilters): boolean {
  return (
    filters.sizes.length > 0 ||
    filters.colors.length > 0 ||
    filters.categories.length > 0 ||
    filters.min !== null ||
    filters.max !== null ||
    filters.inStock
  );
}

/** How many filter values are chosen (a price range counts once): the number on the phone's Filters button. */
export function filterCount(filters: ListingFilters): number {
  return (
    filters.sizes.length +
    filters.colors.length +
    filters.categories.length +
    (filters.min !== null || filters.max !== null ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether `value` is chosen in a facet group. */
export function isChosen(filters: ListingFilters, param: FacetParam, value: string): boolean {
  const chosen = { size: filters.sizes, color: filters.colors, category: filters.categories }[param];
  return chosen.some((entry) => same(entry, value));
}

/** A copy without the page (a changed filter starts again from page 1). */
function fromPageOne(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PARAM.page);
  return next;
}

/** The search of an address, as a link's `to` (`?…`; a bare `?` is the path without a search). */
export function searchOf(params: URLSearchParams): string {
  return `?${params.toString()}`;
}

/** The parameters with a facet value chosen, or no longer chosen when it was, from page 1. */
export function toggled(params: URLSearchParams, param: FacetParam, value: string): URLSearchParams {
  // The other parameters keep their places: the address reads as it was, with one value gone or added at its end.
  const entries = [...fromPageOne(params).entries()];
  const kept = entries.filter(([name, entry]) => !(name === param && same(entry.trim(), value)));
  const next = new URLSearchParams(kept);
  if (kept.length === entries.length)
    next.append(param, param === PARAM.category ? value.toLowerCase() : value);
  return next;
}

/** The parameters with "in stock only" switched, from page 1. */
export function toggledStock(params: URLSearchParams): URLSearchParams {
  const next = fromPageOne(params);
  if (next.get(PARAM.stock) === '1') next.delete(PARAM.stock);
  else next.set(PARAM.stock, '1');
  return next;
}

/** The parameters with this price range (null: no bound), from page 1. */
export function withPrice(params: URLSearchParams, min: number | null, max: number | null): URLSearchParams {
  const next = fromPageOne(params);
  if (min === null) next.delete(PARAM.min);
  else next.set(PARAM.min, String(min));
  if (max === null) next.delete(PARAM.max);
  else next.set(PARAM.max, String(max));
  return next;
}

/** The parameters with this sort (null: the default order), from page 1. */
export function withSort(params: URLSearchParams, sort: SortKey | null): URLSearchParams {
  const next = fromPageOne(params);
  if (sort === null) next.delete(PARAM.sort);
  else next.set(PARAM.sort, sort);
  return next;
}

/** The parameters without any filter: the search and the sort stay. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const q = params.get(PARAM.q);
  const sort = params.get(PARAM.sort);
  if (q) next.set(PARAM.q, q);
  if (sort) next.set(PARAM.sort, sort);
  return next;
}

/**
 * The filter the GraphQL list takes, or null for none. Category slugs become ids through `categoryIds` (slugs it
 * does not know are left out: a category that no longer exists filters nothing).
 */
export function filterVariable(
  filters: ListingFilters,
  categoryIds: ReadonlyMap<string, string> = new Map(),
): ProductFilter | null {
  const filter: ProductFilter = {};
  if (filters.sizes.length > 0) filter.sizes = filters.sizes;
  if (filters.colors.length > 0) filter.colors = filters.colors;
  if (filters.min !== null) filter.minPrice = filters.min;
  if (filters.max !== null) filter.maxPrice = filters.max;
  const ids = filters.categories.flatMap((slug) => {
    const id = categoryIds.get(slug);
    return id ? [id] : [];
  });
  if (ids.length > 0) filter.categoryIds = ids;
  if (filters.inStock) filter.inStock = true;
  return Object.keys(filter).length > 0 ? filter : null;
}

/** The sort the GraphQL list takes, or null for its default (newest first; best match when searching). */
export function sortVariable(filters: ListingFilters): ProductSort | null {
  return SORTS.find((entry) => entry.key === filters.sort)?.sort ?? null;
}

/** The parameters as hidden form fields: a GET form that sets one thing keeps the others. */
export function hiddenFields(
  params: URLSearchParams,
  except: readonly string[],
): { name: string; value: string }[] {
  return [...params.entries()]
    .filter(([name]) => name !== PARAM.page && !except.includes(name))
    .map(([name, value]) => ({ name, value }));
}
