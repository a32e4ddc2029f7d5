// Affiliates: GET/POST /v1/afilliate, GET/PUT/DELETE /v1/afilliate/:id (staff) and the storefront's
// GET /public/v1/afilliate. The path keeps the spec's spelling "afilliate"; the table is affiliates.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound, orNotFound } from '../../lib/errors.js';
import { IdParams, listPage, routeDoc } from '../../lib/schemas.js';
import {
  deleteAffiliate,
  getAffiliate,
  insertAffiliate,
  listActiveAffiliates,
  listAffiliates,
  updateAffiliate,
} from './repository.js';
import {
  AffiliateAnswer,
  AffiliateList,
  AdminAffiliateListQuery,
  AffiliateListQuery,
  CreateAffiliateBody,
  IMAGE_REQUIRED_MESSAGE,
  PublicAffiliateList,
  UpdateAffiliateBody,
} from './schemas.js';

const tags = ['affiliates'];
const doc = routeDoc(tags, 'bearer');
const publicDoc = routeDoc(tags, 'public');

/**
 * Runs before the schema so that a missing or emptied image answers the spec's own message, which the back
 * office shows as is, rather than the generic "image is required". On an update, only an image sent empty is.
 */
const requireImage = (onCreate: boolean) => async (request: FastifyRequest) => {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const image = (body as { image?: unknown }).image;
  const missing =
    image === undefined ? onCreate : image === null || (typeof image === 'string' && image.trim() === '');
  if (missing) throw badRequest(IMAGE_REQUIRED_MESSAGE);
};

const affiliateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existing = (id: string) => orNotFound(getAffiliate(db, id), 'Affiliate not found');

  app.get(
    '/v1/afilliate',
    {
      schema: doc({
        summary: 'List affiliates, newest first or as sort says (q searches name, username and social media)',
        querystring: AdminAffiliateListQuery,
        response: { 200: AffiliateList },
      }),
    },
    async (request) =>
      listPage(request.query, (window) => listAffiliates(db, request.query.q, window, request.query.sort)),
  );

  app.get(
    '/v1/afilliate/:id',
    { schema: doc({ summary: 'One affiliate', params: IdParams, response: { 200: AffiliateAnswer } }) },
    async (request) => ({ data: await existing(request.params.id) }),
  );

  app.post(
    '/v1/afilliate',
    {
      schema: doc({
        summary: 'Create an affiliate (active unless status is false)',
        body: CreateAffiliateBody,
        response: { 201: AffiliateAnswer },
      }),
      preValidation: requireImage(true),
    },
    async (request, reply) => {
      const body = request.body;
      const id = await insertAffiliate(db, {
        name: body.name.trim(),
        socialMedia: body.socialMedia,
        username: body.username.trim(),
        link: body.link,
        image: body.image,
        status: body.status ?? true,
      });
      return reply.status(201).send({ data: await existing(id) });
    },
  );

  app.put(
    '/v1/afilliate/:id',
    {
      schema: doc({
        summary: 'Update an affiliate; fields left out keep their value',
        params: IdParams,
        body: UpdateAffiliateBody,
        response: { 200: AffiliateAnswer },
      }),
      preValidation: requireImage(false),
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const found = await updateAffiliate(db, id, {
        name: body.name?.trim(),
        socialMedia: body.socialMedia,
        username: body.username?.trim(),
        link: body.link,
        image: body.image,
        status: body.status,
      });
      if (!found) throw notFound('Affiliate not found');
      return { data: await existing(id) };
    },
  );

  app.delete(
    '/v1/afilliate/:id',
    {
      schema: doc({
        summary: 'Delete an affiliate; answers it as it was',
        params: IdParams,
        response: { 200: AffiliateAnswer },
      }),
    },
    async (request) => {
      const affiliate = await existing(request.params.id);
      await deleteAffiliate(db, affiliate.id);
      return { data: affiliate };
    },
  );

  app.get(
    '/public/v1/afilliate',
    {
      schema: publicDoc({
        summary: "The storefront's affiliate cards: active affiliates, newest first (q as the back office's)",
        querystring: AffiliateListQuery,
        response: { 200: PublicAffiliateList },
      }),
    },
    async (request) => listPage(request.query, (window) => listActiveAffiliates(db, request.query.q, window)),
  );
};

export default affiliateRoutes;
