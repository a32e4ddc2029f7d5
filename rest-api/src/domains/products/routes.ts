// Products: the back office's GET/POST /v1/product and GET/PUT/DELETE /v1/product/:id, and the storefront's
// GET /public/v1/product/:id and /public/v1/product/related/:id (its lists are listing-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { PAGE_SIZE } from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import { badRequest, notFound, orNotFound } from '../../lib/errors.js';
import { parseIds } from '../../lib/ids.js';
import { OPERATION, productCategoryLink } from '../../lib/links.js';
import { recordRoutes } from '../../lib/record-routes.js';
import { IdParams, listPage, routeDoc } from '../../lib/schemas.js';
import { optionNames } from '../options/repository.js';
import {
  getProduct,
  getPublicProduct,
  insertProduct,
  listProducts,
  lockProductPrices,
  relatedProducts,
  relatedProductsOfMany,
  setProductCategories,
  softDeleteProduct,
  updateProduct,
  type NewProduct,
  type ProductFields,
} from './repository.js';
import {
  CreateProductBody,
  discountOf,
  optionList,
  ProductAnswer,
  ProductList,
  ProductListQuery,
  PublicProductAnswer,
  RelatedBatch,
  RelatedBatchQuery,
  RelatedList,
  RelatedQuery,
  UpdateProductBody,
} from './schemas.js';

const doc = routeDoc(['products'], 'bearer');
const publicDoc = routeDoc(['storefront'], 'public');

/** A create body or an update body: every field optional. */
type Body = Static<typeof UpdateProductBody>;

/**
 * The fields a body sets: as sent, but names trimmed and colours and sizes canonical (as the shop's lists spell and
 * order them), so a new field with nothing to normalise needs no line here. Prices are settled apart (pricesOf),
 * categories by setProductCategories. Read in the transaction that writes the product, so that the lists cannot
 * lose a colour or size it names before it is written.
 */
async function fieldsOf(tx: Queryable, body: Body): Promise<Partial<ProductFields>> {
  const {
    normalPrice: _normal,
    sellPrice: _sell,
    discount: _discount,
    categoryIds: _categories,
    ...sent
  } = body;
  return {
    ...sent,
    productName: sent.productName?.trim(),
    material: sent.material?.trim(),
    colors:
      sent.colors === undefined
        ? undefined
        : optionList('colors', sent.colors, await optionNames(tx, 'color')),
    sizes:
      sent.sizes === undefined ? undefined : optionList('sizes', sent.sizes, await optionNames(tx, 'size')),
  };
}

/** normalPrice and sellPrice as they will be, checked; discount as sent, else computed from them. */
function pricesOf(body: Body, normalPrice: number, sellPrice: number) {
  if (sellPrice > normalPrice) {
    throw badRequest(`sellPrice (${sellPrice}) must not be more than normalPrice (${normalPrice})`);
  }
  return { normalPrice, sellPrice, discount: body.discount ?? discountOf(normalPrice, sellPrice) };
}

const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existing = (id: string) => orNotFound(getProduct(db, id), 'Product not found');
  const publicProduct = (id: string) => orNotFound(getPublicProduct(db, id), 'Product not found');

  recordRoutes(app, {
    path: '/v1/product',
    doc,
    answer: ProductAnswer,
    existing,
    list: {
      summary:
        'List products, drafts included, newest first (q searches name, material, colours, categories and ' +
        'description; lowStock=true: those with an active variant at or under the low-stock threshold; ids= ' +
        'reads a batch)',
      querystring: ProductListQuery,
      response: ProductList,
      read: (query) => {
        const { q, status, categoryId, lowStock } = query;
        const ids = parseIds(query.ids);
        return listPage(
          query,
          (window) => listProducts(db, { q, status, categoryId, ids, lowStock }, window),
          ids,
        );
      },
    },
    one: {
      summary: 'One product, with its cost price and status',
      links: { 200: { category: productCategoryLink } },
    },
    create: {
      summary: 'Create a product; colors and sizes as comma-joined text or lists',
      body: CreateProductBody,
      insert: (body) => {
        const prices = pricesOf(body, body.normalPrice, body.sellPrice);
        return db.transaction(async (tx) => {
          // What the body leaves out takes its column's default (migrations): '', no colours, sizes or images, active.
          const product: NewProduct = {
            ...(await fieldsOf(tx, body)),
            productName: body.productName.trim(),
            buyPrice: body.buyPrice,
            weight: body.weight,
            stock: body.stock,
            ...prices,
          };
          const productId = await insertProduct(tx, product);
          await setProductCategories(tx, productId, body.categoryIds ?? []);
          return productId;
        });
      },
    },
    update: {
      summary:
        'Update a product: only the fields sent change; categoryIds, when sent, replace the current ones',
      body: UpdateProductBody,
      apply: async (id, body) => {
        await db.transaction(async (tx) => {
          const current = await lockProductPrices(tx, id);
          if (!current) throw notFound('Product not found');
          const fields = await fieldsOf(tx, body);
          const priced = body.normalPrice !== undefined || body.sellPrice !== undefined;
          const prices = priced
            ? pricesOf(body, body.normalPrice ?? current.normalPrice, body.sellPrice ?? current.sellPrice)
            : { discount: body.discount };
          await updateProduct(tx, id, { ...fields, ...prices });
          if (body.categoryIds) await setProductCategories(tx, id, body.categoryIds);
        });
      },
    },
    remove: {
      summary: 'Delete a product: it leaves the shop, every cart and wishlist; past orders keep their lines',
      apply: async (product) => {
        const deleted = await db.transaction((tx) => softDeleteProduct(tx, product.id));
        if (!deleted) throw notFound('Product not found');
      },
    },
  });

  app.get(
    '/public/v1/product/:id',
    {
      schema: publicDoc({
        summary: 'One product in the shop',
        operationId: OPERATION.publicProduct,
        params: IdParams,
        response: { 200: PublicProductAnswer },
      }),
      links: {
        200: {
          categoryProducts: {
            operationId: OPERATION.categoryProducts,
            parameters: { slug: '$response.body#/data/categories/0/slug' },
            description:
              "The shop's page of one of the product's categories (the first here; category n is at " +
              '/data/categories/n/slug)',
          },
          relatedProducts: {
            operationId: OPERATION.relatedProducts,
            parameters: { id: '$request.path.id' },
            description: 'Products sharing a category with this one',
          },
        },
      },
    },
    async (request) => ({ data: await publicProduct(request.params.id) }),
  );

  app.get(
    '/public/v1/product/related/:id',
    {
      schema: publicDoc({
        summary: 'Products sharing a category with this one, never itself, newest first (limit default 4)',
        operationId: OPERATION.relatedProducts,
        params: IdParams,
        querystring: RelatedQuery,
        response: { 200: RelatedList },
      }),
    },
    async (request) => {
      const product = await publicProduct(request.params.id);
      return { data: await relatedProducts(db, product.id, request.query.limit ?? PAGE_SIZE.related) };
    },
  );

  app.get(
    '/public/v1/product/related',
    {
      schema: publicDoc({
        summary:
          'Related products of many products at once (ids=a,b,c, at most 100): each as /product/related/{id} ' +
          'answers it, and an empty list for an id not in the shop',
        querystring: RelatedBatchQuery,
        response: { 200: RelatedBatch },
      }),
    },
    async (request) => {
      const ids = parseIds(request.query.ids) ?? [];
      return { data: await relatedProductsOfMany(db, ids, request.query.limit ?? PAGE_SIZE.related) };
    },
  );
};

export default productRoutes;
