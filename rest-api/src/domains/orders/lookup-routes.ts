// A guest's order lookup: POST /public/v1/order/lookup with the order code and the customer's e-mail answers the
// order as its owner sees it (the e-mail proves ownership). An unknown code and a code with another e-mail answer
// the same 404 after the same work, and the calls are rate limited per IP address and per code. The answer carries
// the order's parcel tracking: the lookup is what authorises a guest to follow the parcel.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isEmailAddress, normalOrderCode } from '@lemari/shop/rules';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../lib/errors.js';
import { orderLineProductLink } from '../../lib/links.js';
import { routeDoc } from '../../lib/schemas.js';
import { orderByCodeAndEmail } from './read-repository.js';
import { lookupTracking } from './tracking.js';
import { LookupOrderAnswer } from './tracking-schemas.js';
import { defineMessage, requestLanguage } from '../../i18n/index.js';

export const LOOKUP_NOT_FOUND = defineMessage({
  id: 'orders.lookup-not-found',
  defaultMessage: 'No order with this code and e-mail',
});

const LookupBody = Type.Object(
  {
    orderCode: Type.String({ minLength: 1, maxLength: 40, description: 'e.g. ORD-20261128-ABCDE, any case' }),
    email: Type.String({ minLength: 1, maxLength: 254, description: 'The e-mail the order was placed with' }),
  },
  { additionalProperties: false },
);

const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, limiter } = app;
  const { lookupPerIp, lookupPerCode } = app.config.orders;

  app.post(
    '/public/v1/order/lookup',
    {
      config: { access: 'public' },
      schema: routeDoc(
        ['orders'],
        'public',
      )({
        summary:
          "A guest's order by its code and the customer's e-mail (any case, spaces around ignored): the order as " +
          'its owner sees it with its parcel tracking (tracking: null until it has a resi; trackingError says why ' +
          'when the provider could not answer), or 404 when the two do not match; rate limited per IP address ' +
          'and per code',
        body: LookupBody,
        response: { 200: LookupOrderAnswer },
      }),
      links: { 200: { lineProduct: orderLineProductLink() } },
    },
    async (request, reply) => {
      const orderCode = normalOrderCode(request.body.orderCode);
      const email = request.body.email.trim().toLowerCase();
      if (!orderCode)
        throw badRequest(
          defineMessage({
            id: 'orders.ordercode-must-look-like-ord',
            defaultMessage: 'orderCode must look like ORD-20261128-ABCDE',
          }),
        );
      if (!isEmailAddress(email))
        throw badRequest(
          defineMessage({
            id: 'orders.email-must-valid-e-mail',
            defaultMessage: 'email must be a valid e-mail address',
          }),
        );
      await limiter.hit(
        `lookup:ip:${request.ip}`,
        lookupPerIp,
        defineMessage({
          id: 'orders.too-many-order-look-ups',
          defaultMessage: 'Too many order look-ups from your network.',
        }),
      );
      await limiter.hit(
        `lookup:code:${orderCode}`,
        lookupPerCode,
        defineMessage({
          id: 'orders.too-many-look-ups-for',
          defaultMessage: 'Too many look-ups for this order code.',
        }),
      );
      const order = await orderByCodeAndEmail(db, orderCode, email);
      // The answer belongs to one customer and changes with the payment: never kept by a shared cache.
      void reply.header('cache-control', 'no-store');
      if (!order) throw notFound(LOOKUP_NOT_FOUND);
      const tracking = await lookupTracking(app, order.id, await requestLanguage(request));
      // A parcel the tracking just found delivered moved the shipment (and maybe the order): the order is read
      // again, so that the answer tells one story.
      const moved =
        tracking.tracking?.delivered && order.status === 'processing'
          ? await orderByCodeAndEmail(db, orderCode, email)
          : undefined;
      return { data: { ...(moved ?? order), ...tracking } };
    },
  );
};

export default lookupRoutes;
