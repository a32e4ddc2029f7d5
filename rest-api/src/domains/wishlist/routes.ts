// A member's wishlist: GET /v1/wishlist, POST and DELETE /v1/wishlist/:productId. Always the caller's own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, notFound } from '../../lib/errors.js';
import { productLink } from '../../lib/links.js';
import { routeDoc } from '../../lib/schemas.js';
import { caller } from '../../lib/caller.js';
import { addToWishlist, listWishlist, removeFromWishlist } from './repository.js';
import { ProductIdParams, WishlistAnswer, WishlistItemAnswer } from './schemas.js';
import { defineMessage } from '../../i18n/index.js';

const doc = routeDoc(['wishlist'], 'bearer');

/** The storefront shows its "already in wishlist" warning on exactly this 409. */
export const ALREADY_IN_WISHLIST = defineMessage({
  id: 'wishlist.already',
  defaultMessage: 'already in wishlist',
});

const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/v1/wishlist',
    {
      schema: doc({
        summary: 'My wishlist, newest first (products no longer on sale are left out)',
        response: { 200: WishlistAnswer },
      }),
      links: {
        200: {
          product: productLink(
            '/data/0/productID',
            'The product of a wishlist item (the first here; item n is at /data/n/productID)',
          ),
        },
      },
    },
    async (request) => ({ data: await listWishlist(db, caller(request).userId) }),
  );

  app.post(
    '/v1/wishlist/:productId',
    {
      schema: doc({
        summary: 'Add a product to my wishlist (409 when it is already there)',
        params: ProductIdParams,
        response: { 201: WishlistItemAnswer },
      }),
      links: { 201: { product: productLink('/data/productID', 'The product added') } },
    },
    async (request, reply) => {
      const added = await addToWishlist(db, caller(request).userId, request.params.productId);
      if (added === 'not-found')
        throw notFound(
          defineMessage({ id: 'wishlist.product-not-found', defaultMessage: 'Product not found' }),
        );
      if (added === 'present') throw conflict(ALREADY_IN_WISHLIST);
      return reply.status(201).send({ data: added });
    },
  );

  app.delete(
    '/v1/wishlist/:productId',
    {
      schema: doc({
        summary: 'Remove a product from my wishlist',
        params: ProductIdParams,
        response: { 200: WishlistItemAnswer },
      }),
    },
    async (request) => {
      const removed = await removeFromWishlist(db, caller(request).userId, request.params.productId);
      if (!removed)
        throw notFound(
          defineMessage({
            id: 'wishlist.product-not-in-wishlist',
            defaultMessage: 'This product is not in your wishlist',
          }),
        );
      return { data: removed };
    },
  );
};

export default wishlistRoutes;
