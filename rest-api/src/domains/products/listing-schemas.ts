// TypeBox schemas of the storefront's product lists: their filters and sorts, the counts beside each filter value
// (facets), and the search box's suggestions.
import { MAX_PRICE } from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import { badRequest } from '../../lib/errors.js';
import { parseIds } from '../../lib/ids.js';
import { Data, List, SearchQuery, StringEnum } from '../../lib/schemas.js';
import { CategoryRef, optionList, PublicProduct } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

/** The orders a storefront list can be read in (GraphQL's ProductSort, in lower case). */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The shortest search the suggestions answer for (trimmed); shorter ones answer nothing. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 5;

const CommaList = (description: string) => Type.Optional(Type.String({ maxLength: 2000, description }));
const Price = (description: string) =>
  Type.Optional(
    Type.Integer({ minimum: 0, maximum: MAX_PRICE, description: `${description}, whole rupiah` }),
  );

/** Which products a storefront list keeps: every parameter left out (or empty) keeps all. */
export const ListingFilterQuery = Type.Object({
  sizes: CommaList(
    "Comma list of the shop's sizes (any case): products with an active variant in stock in one of them (with " +
      'colors, one variant in stock in one of each); a product sold out in the chosen sizes is left out',
  ),
  colors: CommaList(
    "Comma list of the shop's colours (any case): products with an active variant in one of them",
  ),
  minPrice: Price('Products selling (sellPrice) for at least this much'),
  maxPrice: Price('Products selling (sellPrice) for at most this much'),
  categoryIds: CommaList('Comma list of category ids (at most 100): products in one of them'),
  inStock: Type.Optional(
    Type.Boolean({
      description:
        'true: products with an active variant in stock (with colors, the matching variant); false or left ' +
        'out: every product (a chosen size asks for stock either way)',
    }),
  ),
  q: SearchQuery.properties.q,
});

/** A storefront list: paging, search, filters, sort, and a batch read by ids. */
export const ListingQuery = Type.Object({
  ...SearchQuery.properties,
  ...ListingFilterQuery.properties,
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Search text: every word must start a word of the name, material, colours or categories, or (4 ' +
        'letters or more, no digits) be close to one despite a typo',
    }),
  ),
  sort: Type.Optional(
    StringEnum(PRODUCT_SORTS, {
      description:
        'newest (the default), price_asc, price_desc (by sellPrice) or best_selling (pieces ordered); ' +
        'with q and no sort, best match first',
    }),
  ),
  ids: Type.Optional(
    Type.String({ maxLength: 4000, description: 'Comma-separated ids (at most 100): batch read' }),
  ),
});
export type ListingQueryValues = Static<typeof ListingQuery>;

/** A product of a storefront list, with what its card shows for the list's filter. */
export const ListedProduct = Type.Object({
  ...PublicProduct.properties,
  card: Type.Object(
    {
      color: Type.String({
        description:
          "With colors chosen, the first of them (in the colour list's order, one with a picture of its own " +
          'first) the product passes the filter in: the colour its page opens with; else empty',
      }),
      image: Type.String({
        description: "That colour's first picture (imageColors), else the main picture, else empty",
      }),
    },
    { description: "What the product's card shows in this list" },
  ),
});
export type ListedProductRecord = Static<typeof ListedProduct>;
export const ListedProductList = List(ListedProduct);

const FacetCount = Type.Object({
  value: Type.String({ description: 'A size or colour name' }),
  count: Type.Integer({ description: 'Products the list would hold with this value chosen' }),
});

export const Facets = Type.Object({
  sizes: Type.Array(FacetCount, {
    description:
      "The sizes list's sizes some product would match (and those chosen), in its order; each count applies " +
      'every filter but sizes',
  }),
  colors: Type.Array(FacetCount, {
    description:
      "The colours list's colours some product would match (and those chosen), in its order; each count " +
      'applies every filter but colors',
  }),
  categories: Type.Array(
    Type.Object({
      category: CategoryRef,
      count: Type.Integer({ description: 'Products the list would hold with this category chosen' }),
    }),
    {
      description:
        'Categories some product would match (and those chosen), by name; each count applies every filter ' +
        'but categoryIds',
    },
  ),
  price: Type.Object(
    {
      min: Type.Integer({ description: 'The lowest sellPrice; 0 when no product is left' }),
      max: Type.Integer({ description: 'The highest sellPrice; 0 when no product is left' }),
    },
    { description: 'The price range of the products every filter but minPrice and maxPrice leaves' },
  ),
  inStock: Type.Integer({
    description: 'Products the list would hold with inStock=true (and every other filter as it is)',
  }),
});
export type FacetsRecord = Static<typeof Facets>;
export const FacetsAnswer = Data(Facets);

export const SuggestQuery = Type.Object({
  q: Type.String({
    maxLength: 200,
    description: `What was typed; under ${SUGGEST_MIN_LENGTH} characters (trimmed) answers nothing`,
  }),
});
export const Suggestions = Type.Object({
  products: Type.Array(PublicProduct, {
    description: `Up to ${SUGGESTED_PRODUCTS} products in the shop, best match first`,
  }),
  categories: Type.Array(CategoryRef, {
    description: `Up to ${SUGGESTED_CATEGORIES} categories a typed word finds in the name, best match first`,
  }),
});
export type SuggestionsRecord = Static<typeof Suggestions>;
export const SuggestionsAnswer = Data(Suggestions);

/** The filters of a storefront list, parsed: undefined (or empty) means "keep all". */
export interface ListingFilter {
  q?: string | undefined;
  sizes?: string[] | undefined;
  colors?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  categoryIds?: string[] | undefined;
  inStock?: boolean | undefined;
}

/**
 * The filters of a query: sizes and colours in the lists' spelling (a 400 naming one that is not in them),
 * category ids checked as uuids, and the price range checked.
 */
export function listingFilter(
  query: Static<typeof ListingFilterQuery>,
  lists: { sizes: readonly string[]; colors: readonly string[] },
): ListingFilter {
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw badRequest(
      t(
        defineMessage({
          id: 'products.min-above-max',
          defaultMessage: 'minPrice ({minPrice}) must not be more than maxPrice ({maxPrice})',
        }),
        { minPrice, maxPrice },
      ),
    );
  }
  const some = <T>(values: T[] | undefined) => (values && values.length > 0 ? values : undefined);
  return {
    q: query.q?.trim() || undefined,
    sizes: some(query.sizes === undefined ? undefined : optionList('sizes', query.sizes, lists.sizes)),
    colors: some(query.colors === undefined ? undefined : optionList('colors', query.colors, lists.colors)),
    minPrice,
    maxPrice,
    categoryIds: query.categoryIds?.trim() ? parseIds(query.categoryIds, 'categoryIds') : undefined,
    inStock: query.inStock || undefined,
  };
}
