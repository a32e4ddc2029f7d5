// Builds the gateway: Fastify with cookies, Apollo Server at /graphql, /health and /ready, and the built web app
// at / with SPA fallback.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import cookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@lemari/shop/rules';
import { closeConnectionsWhenClosing } from '@lemari/shop/server/shutdown';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { constants as zlib } from 'node:zlib';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { registerUploads } from './accounts/upload.js';
import type { GatewayConfig } from './config.js';
import { createContext, type Context } from './context.js';
import { registerOrderExport } from './orders/export-route.js';
import { inLanguage, pageLanguageOf, sendLanguage, shopDefaultLanguage } from './pages/language.js';
import { createFirstMessages } from './pages/render.js';
import { registerPreviews } from './pages/route.js';
import { compiledExecutionGateway } from './plugins/compiled-execution.js';
import { withoutSuggestions } from './plugins/limits.js';
import { logBindingsPlugin } from './plugins/log-bindings.js';
import { defineMessage, textExtension } from './i18n/index.js';
import { i18nPlugin } from './i18n/plugin.js';
import { createMetrics, registerMetricsRoute } from './plugins/metrics.js';
import { setUpProtections } from './plugins/protections.js';
import { buildSchema } from './schema.js';
import { RefreshFlights } from './session/session.js';

export interface GatewayOptions {
  config: GatewayConfig;
  logger?: FastifyServerOptions['logger'];
  /** A fetch to reach the REST API with instead of the global one (tests). */
  fetch?: typeof fetch;
}

/** The shop's error codes, and those of a request refused whole (Apollo's, the trusted documents'). */
const KNOWN_CODES = new Set<string>([
  ...ERROR_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'OPERATION_NOT_ALLOWED',
]);

const INTERNAL = defineMessage({
  id: 'internal',
  defaultMessage: 'Something went wrong on our side. Please try again.',
});

/** Errors the gateway did not make itself lose their text and stack: clients see a plain message. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && KNOWN_CODES.has(code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof TypeError && formatted.message.startsWith('Variable')) return formatted;
  // Apollo's own refusals of a request (a persisted query whose hash does not match, …) carry a 4xx status
  // (on the error itself: Apollo leaves `http` out of the formatted extensions) and a message for the client.
  const httpOf = (value: unknown) =>
    (value as { extensions?: { http?: unknown } } | undefined)?.extensions?.http;
  const http = (formatted.extensions?.http ?? httpOf(error) ?? httpOf(original)) as
    { status?: unknown } | undefined;
  const status = http?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const { stacktrace: _stack, http: _http, ...extensions } = formatted.extensions ?? {};
    const message =
      formatted.message === 'provided sha does not match query'
        ? "The persisted query's sha256Hash does not match its query text."
        : formatted.message;
    return {
      ...formatted,
      message,
      extensions: { ...extensions, code: code && code !== 'INTERNAL_SERVER_ERROR' ? code : 'BAD_REQUEST' },
    };
  }
  return {
    message: INTERNAL.defaultMessage,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...textExtension(INTERNAL) },
  };
}

export async function buildGateway(options: GatewayOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Behind a proxy, the client's address (for the rate limit) comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  closeConnectionsWhenClosing(app);
  await app.register(cookie);
  // Answers and pages go out compressed to a client that accepts it (a phone on a slow network feels every KB):
  // Brotli at a quality cheap enough to run per answer, else gzip. The web app's files come precompressed.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const production = config.nodeEnv === 'production';
  // Rate limit, operation limits, trusted documents + APQ, response cache: plugins/protections.ts.
  const metrics = createMetrics();
  registerMetricsRoute(app, metrics, { token: config.metricsToken, production });
  const protections = await setUpProtections<Context>(app, config, metrics);
  const apollo = new ApolloServer<Context>({
    ...protections.options,
    // Operations run compiled (plugins/compiled-execution.ts), on a schema instance of their own.
    gateway: compiledExecutionGateway(buildSchema(), buildSchema()),
    introspection: !production,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // server.ts owns SIGTERM (drain, then exit 0; see shutdown.ts). Apollo's own handler (on outside tests) would
    // race it: it closes the server too, cuts every connection after 10 s, then sends itself the signal again.
    stopOnTerminationSignals: false,
    formatError: production
      ? (formatted, error) => formatError(withoutSuggestions(formatted), error)
      : formatError,
    plugins: [
      fastifyApolloDrainPlugin(app),
      production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault(),
      ...protections.plugins,
      metrics.apolloPlugin<Context>(),
      logBindingsPlugin(),
      i18nPlugin<Context>(),
    ],
  });
  await apollo.start();
  // With Redis, a refresh token is refreshed once across every gateway process.
  const flights = new RefreshFlights(60_000, protections.redis);
  // Multipart requests (uploadImage), parsed as they stream; see accounts/upload.ts.
  registerUploads(app);
  await app.register(fastifyApollo(apollo), {
    context: async (request, reply) =>
      createContext(
        { config, flights, metrics, ...(options.fetch ? { fetch: options.fetch } : {}) },
        request,
        reply,
      ),
  });

  // Staff download the order export (CSV) here, streamed from the REST API with their session.
  registerOrderExport(app, {
    config,
    flights,
    metrics,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    try {
      const answer = await (options.fetch ?? fetch)(`${config.restApiUrl}/health`, {
        signal: AbortSignal.timeout(Math.min(config.restTimeoutMs, 3000)),
      });
      if (answer.ok) return { status: 'ready' };
    } catch {
      // answered below
    }
    return reply.status(503).send({ status: 'REST API unreachable' });
  });

  // The web app, when built: files from web/dist, and index.html for every other GET a browser makes.
  if (existsSync(config.webDist)) {
    // /, /shop, /products/{id} and /product/category/{slug} carry their link-preview tags (pages/route.ts).
    const firstMessages = createFirstMessages(config.webSsr);
    const defaultLanguage = shopDefaultLanguage(config);
    registerPreviews(app, config, protections.cache, protections.generation, firstMessages, defaultLanguage);
    const shell = readFileSync(path.join(config.webDist, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (web/scripts/compress-assets.ts): served as they are.
      preCompressed: true,
      // Built assets carry a hash of their content in their names: a browser may keep them for good.
      setHeaders: (reply, file) => {
        if (/[\\/]assets[\\/]/.test(file))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) {
        // Every page is in the visitor's language, with its first messages (pages/language.ts).
        const language = pageLanguageOf(request, await defaultLanguage());
        sendLanguage(request, reply, language);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(inLanguage(shell, language, await firstMessages?.(language).catch(() => undefined)));
      }
      return reply.status(404).send({ errors: 'Not found' });
    });
  }
  return app;
}

export type Gateway = Awaited<ReturnType<typeof buildGateway>>;
