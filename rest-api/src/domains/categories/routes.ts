// Categories: the storefront's GET /public/v1/category (those with products in the shop, each with its cover), and
// staff's GET/POST /v1/category, GET/PUT/DELETE /v1/category/:id.
import { slugOf } from '@lemari/shop/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound, orNotFound } from '../../lib/errors.js';
import { OPERATION } from '../../lib/links.js';
import { recordRoutes } from '../../lib/record-routes.js';
import { listPage, routeDoc } from '../../lib/schemas.js';
import {
  deleteCategory,
  getCategory,
  insertCategory,
  listCategories,
  listShopCategories,
  updateCategory,
} from './repository.js';
import {
  CategoryAnswer,
  CategoryList,
  CategoryListQuery,
  CreateCategoryBody,
  SHOP_CATEGORIES_MAX,
  ShopCategoryList,
  sizeGuideOf,
  UpdateCategoryBody,
} from './schemas.js';
import { defineMessage } from '../../i18n/index.js';

const doc = routeDoc(['categories'], 'bearer');
const publicDoc = routeDoc(['storefront'], 'public');

/** The slug as sent, or made from the name when none or an empty one was sent. */
function slugFor(sent: string | undefined, name: string): string {
  if (sent) return sent;
  const made = slugOf(name);
  if (!made)
    throw badRequest(
      defineMessage({
        id: 'categories.slug-required-category-name-has',
        defaultMessage: 'slug is required: the category name has no letters or digits to make one from',
      }),
    );
  return made;
}

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/public/v1/category',
    {
      schema: publicDoc({
        summary:
          `The categories with products in the shop, by name (at most ${SHOP_CATEGORIES_MAX}), each with its ` +
          'count of them and its cover: the main image of its newest product in stock',
        response: { 200: ShopCategoryList },
      }),
    },
    async () => ({ data: await listShopCategories(db) }),
  );

  recordRoutes(app, {
    path: '/v1/category',
    doc,
    answer: CategoryAnswer,
    existing: (id) =>
      orNotFound(
        getCategory(db, id),
        defineMessage({ id: 'categories.category-not-found', defaultMessage: 'Category not found' }),
      ),
    list: {
      summary: 'List categories by name (q searches name and slug; limit=100 for option lists)',
      querystring: CategoryListQuery,
      response: CategoryList,
      read: (query) => listPage(query, (window) => listCategories(db, query.q, window)),
    },
    one: { summary: 'One category', operationId: OPERATION.category },
    create: {
      summary:
        'Create a category; the slug is made from the name when none is sent; sizeGuide is its table of ' +
        'measurements (cm), one value per column in every row',
      body: CreateCategoryBody,
      insert: (body) => {
        const categoryName = body.categoryName.trim();
        return insertCategory(db, {
          categoryName,
          slug: slugFor(body.slug, categoryName),
          sizeGuide: body.sizeGuide === undefined ? null : sizeGuideOf(body.sizeGuide),
        });
      },
    },
    update: {
      summary:
        'Update a category; an empty slug is made again from the name; sizeGuide null removes the guide',
      body: UpdateCategoryBody,
      apply: async (id, body) => {
        const current = await orNotFound(
          getCategory(db, id),
          defineMessage({ id: 'categories.category-not-found', defaultMessage: 'Category not found' }),
        );
        const categoryName = body.categoryName?.trim();
        const sent = body.slug;
        const slug = sent === undefined ? undefined : slugFor(sent, categoryName ?? current.categoryName);
        const sizeGuide = body.sizeGuide === undefined ? undefined : sizeGuideOf(body.sizeGuide);
        if (!(await updateCategory(db, id, { categoryName, slug, sizeGuide })))
          throw notFound(
            defineMessage({ id: 'categories.category-not-found', defaultMessage: 'Category not found' }),
          );
      },
    },
    remove: {
      summary: 'Delete a category; its products stay, without it',
      apply: async (category) => {
        if (!(await deleteCategory(db, category.id)))
          throw notFound(
            defineMessage({ id: 'categories.category-not-found', defaultMessage: 'Category not found' }),
          );
      },
    },
  });
};

export default categoryRoutes;
