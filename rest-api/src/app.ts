// Builds the REST API: external plugins, then app plugins, then one route plugin per domain.
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UPLOAD_MAX_BYTES } from '@lemari/shop/rules';
import { closeConnectionsWhenClosing } from '@lemari/shop/server/shutdown';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import authPlugin from './plugins/auth.js';
import metricsPlugin from './plugins/metrics.js';
import configPlugin from './plugins/config.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import storagePlugin from './plugins/storage.js';
import { validatorCompiler } from './plugins/validation.js';
import { sessionAccess } from './domains/auth/repository.js';
import housekeepingPlugin from './domains/housekeeping/plugin.js';
import mailPlugin from './domains/mail/plugin.js';
import paymentPlugin from './domains/payment/plugin.js';
import shippingPlugin from './domains/shipping/plugin.js';
import trackingPlugin from './domains/shipping/tracking-plugin.js';
import authRoutes from './domains/auth/routes.js';
import devRoutes from './domains/dev/routes.js';
import permissionRoutes from './domains/permissions/routes.js';
import profileRoutes from './domains/profile/routes.js';
import roleRoutes from './domains/roles/routes.js';
import uploadRoutes from './domains/upload/routes.js';
import userRoutes from './domains/users/routes.js';
import productRoutes from './domains/products/routes.js';
import listingRoutes from './domains/products/listing-routes.js';
import categoryRoutes from './domains/categories/routes.js';
import optionRoutes from './domains/options/routes.js';
import affiliateRoutes from './domains/affiliates/routes.js';
import widgetRoutes from './domains/widgets/routes.js';
import cartRoutes from './domains/cart/routes.js';
import wishlistRoutes from './domains/wishlist/routes.js';
import addressRoutes from './domains/addresses/routes.js';
import locationRoutes from './domains/locations/routes.js';
import shippingRoutes from './domains/shipping/routes.js';
import orderRoutes from './domains/orders/routes.js';
import orderLookupRoutes from './domains/orders/lookup-routes.js';
import orderTimelineRoutes from './domains/orders/timeline-routes.js';
import orderExportRoutes from './domains/orders/export-routes.js';
import orderTrackingRoutes from './domains/orders/tracking-routes.js';
import sandboxPaymentRoutes from './domains/payment/sandbox-routes.js';
import dashboardRoutes from './domains/dashboard/routes.js';
import storefrontRoutes from './domains/storefront/routes.js';
import settingRoutes from './domains/settings/routes.js';
import voucherRoutes from './domains/vouchers/routes.js';
import pageRoutes from './domains/pages/routes.js';
import { seed } from './seed/seed.js';
import { seedDemo } from './seed/demo-seed.js';

export interface BuildOptions {
  config: Config;
  /** An open database to use instead of the one the config names (tests). */
  db?: Db;
  /** A mail transport to use instead of SMTP_URL's (tests). */
  mailTransport?: Transporter;
  /** Run the idempotent seed after migrating (default true). */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export interface RouteInfo {
  method: string;
  url: string;
  access: string | undefined;
  /** The endpoint whose permission allows the route, when not its own (config.permission). */
  permission?: string | undefined;
  /** The JSON schema of the body, when the route takes one. */
  body: unknown;
}

export async function buildApp(options: BuildOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    exposeHeadRoutes: false,
    // Creating a new PGlite database on disk (initdb in WebAssembly) can take longer than the 10 s default.
    pluginTimeout: 120_000,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  // Every route, as registered, for the permission matrix and the gateway's coverage check.
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        permission: route.config?.permission,
        body: route.schema?.body,
      });
    }
  });
  app.decorate('routeTable', routes);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  closeConnectionsWhenClosing(app);

  // External plugins.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lemari REST API',
        version: '1.0.0',
        description:
          'Every /v1 and /public/v1 call needs the Client-Id header. /v1 calls need Authorization: Bearer <accessToken>.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'client-id', 'content-type', 'idempotency-key', 'x-request-id'],
  });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 20 },
  });

  // App plugins: infrastructure (plugins/) and the domains' services (domains/<domain>/plugin.ts).
  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { db: options.db });
  await app.register(metricsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { sessionAccess });
  await app.register(mailPlugin, options.mailTransport ? { transport: options.mailTransport } : {});
  await app.register(storagePlugin, { root: path.join(config.dataDir, 'uploads') });
  await app.register(shippingPlugin);
  await app.register(trackingPlugin);
  await app.register(paymentPlugin);
  await app.register(housekeepingPlugin);

  // Routes, one plugin per domain.
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(uploadRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(permissionRoutes);
  await app.register(productRoutes);
  await app.register(listingRoutes);
  await app.register(categoryRoutes);
  await app.register(optionRoutes);
  await app.register(affiliateRoutes);
  await app.register(widgetRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(addressRoutes);
  await app.register(locationRoutes);
  await app.register(shippingRoutes);
  await app.register(orderRoutes);
  await app.register(orderExportRoutes);
  await app.register(orderLookupRoutes);
  await app.register(orderTimelineRoutes);
  await app.register(orderTrackingRoutes);
  await app.register(dashboardRoutes);
  await app.register(storefrontRoutes);
  await app.register(settingRoutes);
  await app.register(voucherRoutes);
  await app.register(pageRoutes);
  if (app.payments.name === 'sandbox') await app.register(sandboxPaymentRoutes);
  if (config.nodeEnv !== 'production') await app.register(devRoutes);

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  await app.ready();
  if (options.seed !== false) {
    await seed(app.db, app.log);
    if (config.seedDemo) await seedDemo(app, app.log);
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteInfo[];
  }
}
