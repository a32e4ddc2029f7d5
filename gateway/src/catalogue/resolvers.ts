// The catalogue domain: the storefront's products (through the products loader wherever one product is read by
// id; its lists are listing-resolvers.ts) and the back office's products and categories, and the shop's colours
// and sizes.
import { PAGE_SIZE } from '@lemari/shop/rules';
import DataLoader from 'dataloader';
import type { Context } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';
import type {
  RestAdminProduct,
  RestCategory,
  RestLowStockSetting,
  RestLowStockVariant,
  RestProduct,
  RestProductColor,
  RestProductSize,
  RestRelated,
  RestShopCategory,
} from './models.js';
import {
  bodyOf,
  given,
  isUuid,
  oneRecord,
  orNull,
  pageOf,
  pageQuery,
  recordMutations,
  restPath,
} from '../rest/paging.js';

/** The REST API's largest batch of ids. */
const RELATED_BATCH = 100;

/**
 * Related products per request, keyed by product id and limit: the products a resolver pass asks about go to
 * the REST API together (GET /public/v1/product/related?ids=…, one call per limit and 100 ids), so a page of 30
 * products with their related products is 2 upstream calls, not 31. Every product answered primes the products
 * loader.
 */
const relatedLoaders = new WeakMap<Context, DataLoader<string, RestProduct[]>>();

async function loadRelated(ctx: Context, keys: readonly string[]): Promise<(RestProduct[] | Error)[]> {
  const byLimit = new Map<string, string[]>();
  for (const key of keys) {
    const [productId = '', limit = ''] = key.split('|');
    byLimit.set(limit, [...(byLimit.get(limit) ?? []), productId]);
  }
  const found = new Map<string, RestProduct[] | Error>();
  await Promise.all(
    [...byLimit].flatMap(([limit, ids]) =>
      Array.from({ length: Math.ceil(ids.length / RELATED_BATCH) }, async (_, index) => {
        const chunk = ids.slice(index * RELATED_BATCH, (index + 1) * RELATED_BATCH);
        try {
          const { data } = await ctx.rest.get<RestRelated[]>('/public/v1/product/related', {
            ids: chunk,
            limit,
          });
          for (const entry of data) {
            primeProducts(ctx, entry.related);
            found.set(`${entry.id}|${limit}`, entry.related);
          }
        } catch (error) {
          for (const id of chunk) found.set(`${id}|${limit}`, error as Error);
        }
      }),
    ),
  );
  // An id the REST API did not answer for (not in the shop) has no related products.
  return keys.map((key) => found.get(key.toLowerCase()) ?? []);
}

function relatedOf(ctx: Context, id: string, limit: number | null | undefined): Promise<RestProduct[]> {
  if (!isUuid(id)) return Promise.resolve([]);
  let loader = relatedLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, RestProduct[]>((keys) => loadRelated(ctx, keys), {
      maxBatchSize: RELATED_BATCH * 4,
    });
    relatedLoaders.set(ctx, loader);
  }
  return loader.load(`${id}|${limit ?? PAGE_SIZE.related}`);
}

/** Products a list answered, for later lookups by id in the same request (cart lines, wishlist items, …). */
export function primeProducts(ctx: Context, products: RestProduct[]) {
  for (const product of products) ctx.loaders.products.prime(product.id, product);
}

/** A staff write changed or removed the product: later reads in this request must not see the old one. */
function forget(ctx: Context, product: RestAdminProduct) {
  ctx.loaders.products.clear(product.id);
  return product;
}

const categories = recordMutations<RestCategory>('/v1/category');
const colors = recordMutations<RestProductColor>('/v1/product-color');
const sizes = recordMutations<RestProductSize>('/v1/product-size');

export const catalogueResolvers: Resolvers = {
  Query: {
    async product(_parent, { id }, { loaders }) {
      // An id that is not a uuid names no product (and would fail the whole batch it joined).
      if (!isUuid(id)) return null;
      return orNull(loaders.products.load(id));
    },
    relatedProducts: (_parent, { id, limit }, ctx) => relatedOf(ctx, id, limit),
    async adminProducts(_parent, { q, status, categoryId, lowStock, page }, { rest }) {
      const answer = await rest.get<RestAdminProduct[]>('/v1/product', {
        q,
        status,
        categoryId,
        lowStock: lowStock || undefined,
        ...pageQuery(page),
      });
      return pageOf(answer, page);
    },
    adminProduct: (_parent, { id }, { rest }) =>
      oneRecord<RestAdminProduct>(rest, restPath('/v1/product', id)),
    shopCategories: async (_parent, _args, { rest }) =>
      (await rest.get<RestShopCategory[]>('/public/v1/category')).data,
    async categories(_parent, { q, page }, { rest }) {
      return pageOf(await rest.get<RestCategory[]>('/v1/category', { q, ...pageQuery(page) }), page);
    },
    category: (_parent, { id }, { rest }) => oneRecord<RestCategory>(rest, restPath('/v1/category', id)),
    productColors: async (_parent, _args, { rest }) =>
      (await rest.get<RestProductColor[]>('/public/v1/product-color')).data,
    async lowStockVariants(_parent, { page }, { rest }) {
      const answer = await rest.get<RestLowStockVariant[]>('/v1/product-variant/low-stock', pageQuery(page));
      return { ...pageOf(answer, page), threshold: Number(answer.extra.threshold) };
    },
    lowStockSetting: async (_parent, _args, { rest }) =>
      (await rest.get<RestLowStockSetting>('/v1/setting/low-stock')).data,
    productSizes: async (_parent, _args, { rest }) =>
      (await rest.get<RestProductSize[]>('/public/v1/product-size')).data,
    adminProductColors: async (_parent, { page }, { rest }) =>
      pageOf(await rest.get<RestProductColor[]>('/v1/product-color', pageQuery(page)), page),
    adminProductSizes: async (_parent, { page }, { rest }) =>
      pageOf(await rest.get<RestProductSize[]>('/v1/product-size', pageQuery(page)), page),
    productColor: (_parent, { id }, { rest }) =>
      oneRecord<RestProductColor>(rest, restPath('/v1/product-color', id)),
    productSize: (_parent, { id }, { rest }) =>
      oneRecord<RestProductSize>(rest, restPath('/v1/product-size', id)),
  },
  Mutation: {
    updateLowStockSetting: async (_parent, { input }, { rest }) =>
      (await rest.put<RestLowStockSetting>('/v1/setting/low-stock', input)).data,
    async createProduct(_parent, { input }, { rest }) {
      return (await rest.post<RestAdminProduct>('/v1/product', given(input))).data;
    },
    async updateProduct(_parent, { id, input }, ctx) {
      const { data } = await ctx.rest.put<RestAdminProduct>(restPath('/v1/product', id), given(input));
      return forget(ctx, data);
    },
    async deleteProduct(_parent, { id }, ctx) {
      const { data } = await ctx.rest.delete<RestAdminProduct>(restPath('/v1/product', id));
      return forget(ctx, data);
    },
    createCategory: categories.create,
    // sizeGuide: null removes the guide, so it goes to the REST API as null (other nulls mean "not given").
    updateCategory: async (_parent, { id, input }, { rest }) =>
      (await rest.put<RestCategory>(restPath('/v1/category', id), bodyOf(input, ['sizeGuide']))).data,
    deleteCategory: categories.remove,
    createProductColor: colors.create,
    updateProductColor: colors.update,
    deleteProductColor: colors.remove,
    createProductSize: sizes.create,
    updateProductSize: sizes.update,
    deleteProductSize: sizes.remove,
  },
  Product: {
    related: (product, { limit }, ctx) => relatedOf(ctx, product.id, limit),
    // Visitors have no wishlist: no REST call. Members' products of one request share one wishlist read.
    inWishlist: (product, _args, { session, loaders }) =>
      session.signedIn ? loaders.inWishlist.load(product.id) : false,
  },
};
