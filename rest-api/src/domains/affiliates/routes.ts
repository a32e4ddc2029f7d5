// Affiliates: GET/POST /v1/afilliate, GET/PUT/DELETE /v1/afilliate/:id (staff) and the storefront's
// GET /public/v1/afilliate. The path keeps the spec's spelling "afilliate"; the table is affiliates.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound, orNotFound } from '../../lib/errors.js';
import { recordRoutes } from '../../lib/record-routes.js';
import { listPage, routeDoc } from '../../lib/schemas.js';
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
import { defineMessage } from '../../i18n/index.js';

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

  recordRoutes(app, {
    path: '/v1/afilliate',
    doc,
    answer: AffiliateAnswer,
    existing: (id) =>
      orNotFound(
        getAffiliate(db, id),
        defineMessage({ id: 'affiliates.affiliate-not-found', defaultMessage: 'Affiliate not found' }),
      ),
    list: {
      summary: 'List affiliates, newest first or as sort says (q searches name, username and social media)',
      querystring: AdminAffiliateListQuery,
      response: AffiliateList,
      read: (query) => listPage(query, (window) => listAffiliates(db, query.q, window, query.sort)),
    },
    one: { summary: 'One affiliate' },
    create: {
      summary: 'Create an affiliate (active unless status is false)',
      body: CreateAffiliateBody,
      preValidation: requireImage(true),
      insert: (body) =>
        insertAffiliate(db, {
          name: body.name.trim(),
          socialMedia: body.socialMedia,
          username: body.username.trim(),
          link: body.link,
          image: body.image,
          status: body.status ?? true,
        }),
    },
    update: {
      summary: 'Update an affiliate; fields left out keep their value',
      body: UpdateAffiliateBody,
      preValidation: requireImage(false),
      apply: async (id, body) => {
        const found = await updateAffiliate(db, id, {
          name: body.name?.trim(),
          socialMedia: body.socialMedia,
          username: body.username?.trim(),
          link: body.link,
          image: body.image,
          status: body.status,
        });
        if (!found)
          throw notFound(
            defineMessage({ id: 'affiliates.affiliate-not-found', defaultMessage: 'Affiliate not found' }),
          );
      },
    },
    remove: {
      summary: 'Delete an affiliate; answers it as it was',
      apply: async (affiliate) => {
        await deleteAffiliate(db, affiliate.id);
      },
    },
  });

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
