// The storefront's product lists: GET /public/v1/product and /public/v1/product/category/:slug filtered, sorted and
// searched, the counts beside each filter value (GET …/facets of either), and the search box's suggestions
// (GET /public/v1/product/suggest).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { orNotFound } from '../../lib/errors.js';
import { parseIds } from '../../lib/ids.js';
import { OPERATION } from '../../lib/links.js';
import { listPage, routeDoc } from '../../lib/schemas.js';
import { categoryBySlug, suggestCategories } from '../categories/repository.js';
import { allOptions } from '../options/repository.js';
import { listingFacets, listListing, suggestProducts, type ListingScope } from './listing-repository.js';
import {
  FacetsAnswer,
  ListedProductList,
  ListingFilterQuery,
  ListingQuery,
  listingFilter,
  SUGGEST_MIN_LENGTH,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  SuggestionsAnswer,
  SuggestQuery,
} from './listing-schemas.js';
import { CategoryPageParams } from './schemas.js';
import { defineMessage } from '../../i18n/index.js';

const publicDoc = routeDoc(['storefront'], 'public');

const FILTERS =
  'sizes, colors (comma lists of the lists’ names), minPrice, maxPrice (sellPrice), categoryIds, inStock';

/** The names of one of the shop's lists, when the query names some of it (else none are read). */
async function namesIf(db: Queryable, sent: string | undefined, kind: 'size' | 'color') {
  if (!sent?.trim()) return [];
  return (await allOptions(db, kind)).map((option) => option.name);
}

/** The query's filters, parsed and checked against the shop's lists. */
async function filterOf(db: Queryable, query: Static<typeof ListingFilterQuery>) {
  const [sizes, colors] = await Promise.all([
    namesIf(db, query.sizes, 'size'),
    namesIf(db, query.colors, 'color'),
  ]);
  return listingFilter(query, { sizes, colors });
}

const listingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const categoryScope = async (slug: string): Promise<ListingScope> => {
    const category = await orNotFound(
      categoryBySlug(db, slug),
      defineMessage({ id: 'products.category-not-found', defaultMessage: 'Category not found' }),
    );
    return { categoryId: category.id };
  };

  const list = async (scope: ListingScope, query: Static<typeof ListingQuery>) => {
    const filter = await filterOf(db, query);
    return listPage(query, (window) => listListing(db, scope, filter, query.sort, window), scope.ids);
  };

  app.get(
    '/public/v1/product',
    {
      schema: publicDoc({
        summary:
          `Products in the shop, filtered (${FILTERS}), searched (q: word prefixes and typos over name, ` +
          'material, colours and categories) and sorted (newest by default; best match first ' +
          'when searching without a sort); ids= reads a batch',
        querystring: ListingQuery,
        response: { 200: ListedProductList },
      }),
    },
    async (request) => list({ ids: parseIds(request.query.ids) }, request.query),
  );

  app.get(
    '/public/v1/product/category/:slug',
    {
      schema: publicDoc({
        summary:
          'Products of a category in the shop (new-arrival for new arrivals), with the filters, search and ' +
          'sorts of /public/v1/product',
        operationId: OPERATION.categoryProducts,
        params: CategoryPageParams,
        querystring: ListingQuery,
        response: { 200: ListedProductList },
      }),
    },
    async (request) => list(await categoryScope(request.params.slug), request.query),
  );

  const facetsSummary = (what: string) =>
    `How many products of ${what} each filter value would leave: a size's count applies every filter but ` +
    'sizes (colours, categories likewise), and the price range every filter but the price';

  app.get(
    '/public/v1/product/facets',
    {
      schema: publicDoc({
        summary: facetsSummary('GET /public/v1/product with the same filters and q'),
        querystring: ListingFilterQuery,
        response: { 200: FacetsAnswer },
      }),
    },
    async (request) => ({ data: await listingFacets(db, {}, await filterOf(db, request.query)) }),
  );

  app.get(
    '/public/v1/product/category/:slug/facets',
    {
      schema: publicDoc({
        summary: facetsSummary("a category's page with the same filters and q"),
        params: CategoryPageParams,
        querystring: ListingFilterQuery,
        response: { 200: FacetsAnswer },
      }),
    },
    async (request) => {
      const scope = await categoryScope(request.params.slug);
      return { data: await listingFacets(db, scope, await filterOf(db, request.query)) };
    },
  );

  app.get(
    '/public/v1/product/suggest',
    {
      schema: publicDoc({
        summary:
          `What the search box suggests for what was typed: up to ${SUGGESTED_PRODUCTS} products, best match ` +
          `first, and up to ${SUGGESTED_CATEGORIES} categories; nothing under ${SUGGEST_MIN_LENGTH} characters`,
        querystring: SuggestQuery,
        response: { 200: SuggestionsAnswer },
      }),
    },
    async (request) => {
      const q = request.query.q.trim();
      if (q.length < SUGGEST_MIN_LENGTH) return { data: { products: [], categories: [] } };
      const [products, categories] = await Promise.all([
        suggestProducts(db, q, SUGGESTED_PRODUCTS),
        suggestCategories(db, q, SUGGESTED_CATEGORIES),
      ]);
      return { data: { products, categories } };
    },
  );
};

export default listingRoutes;
