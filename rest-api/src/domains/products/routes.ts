// Products: the back office's GET/POST /v1/product and GET/PUT/DELETE /v1/product/:id, and the storefront's
// GET /public/v1/product/:id and /public/v1/product/related/:id (its lists are listing-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { badRequest, notFound, orNotFound } from '../../lib/errors.js';
import { parseIds } from '../../lib/ids.js';
import { OPERATION, productCategoryLink } from '../../lib/links.js';
import { recordRoutes } from '../../lib/record-routes.js';
import { IdParams, listPage, PagingQuery, routeDoc } from '../../lib/schemas.js';
import { lowStockSetting } from '../settings/repository.js';
import {
  catalogueVersion,
  getProduct,
  getPublicProduct,
  insertProduct,
  listProducts,
  lockProduct,
  relatedProducts,
  relatedProductsOfMany,
  setProductCategories,
  softDeleteProduct,
  updateProduct,
  type NewProduct,
  type ProductFields,
} from './repository.js';
import {
  CatalogueVersionAnswer,
  CreateProductBody,
  discountOf,
  LowStockList,
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
import { imageColorsOf, shopOptions, variantGrid } from './variant-grid.js';
import { lowStockVariants, setVariants, variantsOfProduct } from './variant-repository.js';
import { defineMessage, t } from '../../i18n/index.js';

const doc = routeDoc(['products'], 'bearer');
const publicDoc = routeDoc(['storefront'], 'public');

/** A create body or an update body: every field optional. */
type Body = Static<typeof UpdateProductBody>;

/**
 * The fields of the product's own row a body sets: as sent, but names trimmed, so a new field with nothing to
 * normalise needs no line here. Prices are settled apart (pricesOf), categories by setProductCategories, variants
 * (and with them stock, colours and sizes) by variantGrid, image colours by imageColorsOf.
 */
function fieldsOf(body: Body): Partial<ProductFields> {
  const {
    normalPrice: _normal,
    sellPrice: _sell,
    discount: _discount,
    categoryIds: _categories,
    stock: _stock,
    colors: _colors,
    sizes: _sizes,
    variants: _variants,
    imageColors: _imageColors,
    ...sent
  } = body;
  return { ...sent, productName: sent.productName?.trim(), material: sent.material?.trim() };
}

/** normalPrice and sellPrice as they will be, checked; discount as sent, else computed from them. */
function pricesOf(body: Body, normalPrice: number, sellPrice: number) {
  if (sellPrice > normalPrice) {
    throw badRequest(
      t(
        defineMessage({
          id: 'products.sell-above-normal',
          defaultMessage: 'sellPrice ({sellPrice}) must not be more than normalPrice ({normalPrice})',
        }),
        { sellPrice, normalPrice },
      ),
    );
  }
  return { normalPrice, sellPrice, discount: body.discount ?? discountOf(normalPrice, sellPrice) };
}

const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existing = (id: string) =>
    orNotFound(
      getProduct(db, id),
      defineMessage({ id: 'products.product-not-found', defaultMessage: 'Product not found' }),
    );
  const publicProduct = (id: string) =>
    orNotFound(
      getPublicProduct(db, id),
      defineMessage({ id: 'products.product-not-found', defaultMessage: 'Product not found' }),
    );

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
          const lists = await shopOptions(tx);
          const cells = variantGrid(body, lists, undefined);
          // What the body leaves out takes its column's default (migrations): '', no images, active.
          const product: NewProduct = {
            ...fieldsOf(body),
            productName: body.productName.trim(),
            buyPrice: body.buyPrice,
            weight: body.weight,
            imageColors: imageColorsOf(body, lists, body.images ?? [], undefined),
            ...prices,
          };
          const productId = await insertProduct(tx, product);
          await setVariants(tx, { id: productId, productName: product.productName }, cells);
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
          // The product's row first: every writer of its variants locks it before them (lockProducts).
          const current = await lockProduct(tx, id);
          if (!current)
            throw notFound(
              defineMessage({ id: 'products.product-not-found', defaultMessage: 'Product not found' }),
            );
          const fields = fieldsOf(body);
          const priced = body.normalPrice !== undefined || body.sellPrice !== undefined;
          const prices = priced
            ? pricesOf(body, body.normalPrice ?? current.normalPrice, body.sellPrice ?? current.sellPrice)
            : { discount: body.discount };
          const lists = await shopOptions(tx);
          const variants = await variantsOfProduct(tx, id);
          const cells = variantGrid(body, lists, variants);
          const imageColors =
            body.images !== undefined || body.imageColors !== undefined
              ? imageColorsOf(body, lists, body.images ?? current.images, current)
              : undefined;
          await updateProduct(tx, id, { ...fields, ...prices, imageColors });
          const productName = fields.productName ?? current.productName;
          if (cells) await setVariants(tx, { id, productName }, cells);
          if (body.categoryIds) await setProductCategories(tx, id, body.categoryIds);
        });
      },
    },
    remove: {
      summary: 'Delete a product: it leaves the shop, every cart and wishlist; past orders keep their lines',
      apply: async (product) => {
        const deleted = await db.transaction((tx) => softDeleteProduct(tx, product.id));
        if (!deleted)
          throw notFound(
            defineMessage({ id: 'products.product-not-found', defaultMessage: 'Product not found' }),
          );
      },
    },
  });

  app.get(
    '/v1/product-variant/low-stock',
    {
      schema: doc({
        summary:
          "Active variants at or under the shop's low-stock threshold (GET /v1/setting/low-stock), fewest " +
          'pieces first, with their product (the dashboard card)',
        querystring: PagingQuery,
        response: { 200: LowStockList },
      }),
    },
    async (request) => {
      const [page, setting] = await Promise.all([
        listPage(request.query, (window) => lowStockVariants(db, window)),
        lowStockSetting(db),
      ]);
      return { ...page, threshold: setting.threshold };
    },
  );

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

  // What kept answers are filed under (the gateway's response cache): one indexed row, never kept itself.
  app.get(
    '/public/v1/catalogue/version',
    {
      schema: publicDoc({
        summary:
          "The catalogue's version: it moves on as a product (its stock too: a checkout, an expired or cancelled " +
          'order) or a category changes, so a cache of public answers can tell they may be stale',
        response: { 200: CatalogueVersionAnswer },
      }),
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: { version: await catalogueVersion(db) } };
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
