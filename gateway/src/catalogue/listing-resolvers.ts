// The storefront's product lists: products and categoryProducts filtered, sorted and searched, their cards
// (ProductPage.cards: the colour and picture the REST API picks by the filter), the counts beside each filter value
// (ProductPage.facets, one REST call when selected and none otherwise), and the search box's productSuggestions. Public answers: the response cache keeps them like every catalogue read.
import type { Context } from '../context.js';
import type { PageInput, ProductFilter, ProductSort, Resolvers } from '../generated/graphql.js';
import type { Query } from '../rest/client.js';
import { pageOf, pageQuery, restPath } from '../rest/paging.js';
import type { ProductPageModel, RestFacets, RestListedProduct, RestSuggestions } from './models.js';
import { primeProducts } from './resolvers.js';

/** A list that is empty or not given keeps all: left out of the REST query. */
const commaList = (values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

/** The search and filters as the REST API's query parameters (the same for the list and for its facets). */
function filterQuery(q: string | null | undefined, filter: ProductFilter | null | undefined): Query {
  return {
    q,
    sizes: commaList(filter?.sizes),
    colors: commaList(filter?.colors),
    minPrice: filter?.minPrice,
    maxPrice: filter?.maxPrice,
    categoryIds: commaList(filter?.categoryIds),
    inStock: filter?.inStock || undefined,
  };
}

/** One page of a storefront list at `path`, with where its facets are read should they be selected. */
async function listing(
  ctx: Context,
  path: string,
  args: {
    q?: string | null;
    page?: PageInput | null;
    filter?: ProductFilter | null;
    sort?: ProductSort | null;
  },
): Promise<ProductPageModel> {
  const filters = filterQuery(args.q, args.filter);
  const answer = await ctx.rest.get<RestListedProduct[]>(path, {
    ...filters,
    sort: args.sort?.toLowerCase(),
    ...pageQuery(args.page),
  });
  primeProducts(ctx, answer.data);
  return { ...pageOf(answer, args.page), facetsOf: { path: `${path}/facets`, query: filters } };
}

export const listingResolvers: Resolvers = {
  Query: {
    products: (_parent, args, ctx) => listing(ctx, '/public/v1/product', args),
    categoryProducts: (_parent, { slug, ...args }, ctx) =>
      listing(ctx, restPath('/public/v1/product/category', slug), args),
    async productSuggestions(_parent, { q }, ctx) {
      const { data } = await ctx.rest.get<RestSuggestions>('/public/v1/product/suggest', { q });
      primeProducts(ctx, data.products);
      return data;
    },
  },
  ProductPage: {
    cards: ({ items }) => items,
    facets: async ({ facetsOf }, _args, { rest }) =>
      (await rest.get<RestFacets>(facetsOf.path, facetsOf.query)).data,
  },
  // The REST API picks the card's colour and picture by the list's filter (GET /public/v1/product's card).
  ListedProduct: {
    product: (listed) => listed,
    color: (listed) => listed.card.color,
    image: (listed) => listed.card.image,
  },
};
