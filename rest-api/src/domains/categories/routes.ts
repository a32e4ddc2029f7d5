// Categories (staff): GET/POST /v1/category, GET/PUT/DELETE /v1/category/:id.
import { slugOf } from '@lemari/shop/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound, orNotFound } from '../../lib/errors.js';
import { OPERATION } from '../../lib/links.js';
import { IdParams, listPage, routeDoc } from '../../lib/schemas.js';
import { deleteCategory, getCategory, insertCategory, listCategories, updateCategory } from './repository.js';
import {
  CategoryAnswer,
  CategoryList,
  CategoryListQuery,
  CreateCategoryBody,
  UpdateCategoryBody,
} from './schemas.js';

const doc = routeDoc(['categories'], 'bearer');

/** The slug as sent, or made from the name when none or an empty one was sent. */
function slugFor(sent: string | undefined, name: string): string {
  if (sent) return sent;
  const made = slugOf(name);
  if (!made)
    throw badRequest('slug is required: the category name has no letters or digits to make one from');
  return made;
}

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existing = (id: string) => orNotFound(getCategory(db, id), 'Category not found');

  app.get(
    '/v1/category',
    {
      schema: doc({
        summary: 'List categories by name (q searches name and slug; limit=100 for option lists)',
        querystring: CategoryListQuery,
        response: { 200: CategoryList },
      }),
    },
    async (request) => listPage(request.query, (window) => listCategories(db, request.query.q, window)),
  );

  app.get(
    '/v1/category/:id',
    {
      schema: doc({
        summary: 'One category',
        operationId: OPERATION.category,
        params: IdParams,
        response: { 200: CategoryAnswer },
      }),
    },
    async (request) => ({ data: await existing(request.params.id) }),
  );

  app.post(
    '/v1/category',
    {
      schema: doc({
        summary: 'Create a category; the slug is made from the name when none is sent',
        body: CreateCategoryBody,
        response: { 201: CategoryAnswer },
      }),
    },
    async (request, reply) => {
      const categoryName = request.body.categoryName.trim();
      const id = await insertCategory(db, { categoryName, slug: slugFor(request.body.slug, categoryName) });
      return reply.status(201).send({ data: await existing(id) });
    },
  );

  app.put(
    '/v1/category/:id',
    {
      schema: doc({
        summary: 'Update a category; an empty slug is made again from the name',
        params: IdParams,
        body: UpdateCategoryBody,
        response: { 200: CategoryAnswer },
      }),
    },
    async (request) => {
      const { id } = request.params;
      const current = await existing(id);
      const categoryName = request.body.categoryName?.trim();
      const sent = request.body.slug;
      const slug = sent === undefined ? undefined : slugFor(sent, categoryName ?? current.categoryName);
      if (!(await updateCategory(db, id, { categoryName, slug }))) throw notFound('Category not found');
      return { data: await existing(id) };
    },
  );

  app.delete(
    '/v1/category/:id',
    {
      schema: doc({
        summary: 'Delete a category; its products stay, without it',
        params: IdParams,
        response: { 200: CategoryAnswer },
      }),
    },
    async (request) => {
      const category = await existing(request.params.id);
      if (!(await deleteCategory(db, category.id))) throw notFound('Category not found');
      return { data: category };
    },
  );
};

export default categoryRoutes;
