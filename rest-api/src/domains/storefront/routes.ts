// The storefront's settings for the web app: GET /public/v1/storefront (the chat number and how payments are
// taken). They come from the configuration, so they change only with a restart.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDoc } from '../../lib/schemas.js';
import { StorefrontAnswer, type StorefrontSettings } from './schemas.js';

const publicDoc = routeDoc(['storefront'], 'public');

const storefrontRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { payment, storefront } = app.config;
  const settings: StorefrontSettings = {
    chatWhatsappNumber: storefront.chatWhatsappNumber,
    paymentProvider: app.payments.name,
    midtransClientKey: payment.midtransClientKey ?? null,
    midtransSnapJsUrl: payment.midtransSnapJsUrl,
  };

  app.get(
    '/public/v1/storefront',
    {
      schema: publicDoc({
        summary:
          "The storefront's settings: the WhatsApp chat number and the payment provider the web app loads",
        response: { 200: StorefrontAnswer },
      }),
    },
    async () => ({ data: settings }),
  );
};

export default storefrontRoutes;
