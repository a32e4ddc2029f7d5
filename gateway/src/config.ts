// The gateway's configuration, from the environment only; every name and default is listed in the root README.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseUrl, flag, integer, trustProxy, type Env } from '@lemari/shop/server/env';

export interface GatewayConfig {
  nodeEnv: string;
  host: string;
  port: number;
  /** Where the REST API answers. */
  restApiUrl: string;
  /** The Client-Id the gateway sends on every REST call. */
  clientId: string;
  /** Milliseconds a REST call may take before it counts as UPSTREAM_UNAVAILABLE. */
  restTimeoutMs: number;
  /**
   * How long a process trusts the REST API's catalogue version it last read (CATALOGUE_VERSION_READ_MS, 1000):
   * stock sold or given back anywhere shows through the kept answers within about this long.
   */
  catalogueVersionReadMs: number;
  /**
   * Set: the response cache lives in Redis, shared by every gateway process. (The refresh single-flight stays per
   * process; a browser's parallel requests reach one process in practice, as behind a sticky load balancer.)
   */
  redisUrl: string | undefined;
  /** Bearer token for GET /metrics; required in production (without it the endpoint is not served). */
  metricsToken: string | undefined;
  /** The built web app served at / (SPA fallback); absent folder = no web app served. */
  webDist: string;
  /**
   * The web app's server renderer (web/dist-ssr/entry-server.js): the public pages of visitors without a session
   * are rendered with their content. Absent file (or WEB_SSR=off) = those pages are the shell, rendered in the browser.
   */
  webSsr: string | undefined;
  /** The shop's public address (PUBLIC_WEB_URL), for canonical URLs and link previews. */
  publicWebUrl: string;
  /** Cookies get Secure when true; by default when the public URL is https. */
  secureCookies: boolean;
  logLevel: string;
  /** Requests per IP per minute on /graphql. */
  rateLimitPerMinute: number;
  /** Fastify's trustProxy (TRUST_PROXY: the proxies' addresses, or true outside production): which IP the rate limit sees. */
  trustProxy: boolean | string;
  /** Abuse limits per operation: nesting, estimated cost, aliases, directives, lexical tokens. */
  limits: {
    depth: number;
    cost: number;
    aliases: number;
    directives: number;
    tokens: number;
    /** REST calls one GraphQL request may make (a refresh not counted). */
    upstreamCalls: number;
    /** Nesting of the request's variables (objects and lists). */
    variablesDepth: number;
    /** Values in the request's variables, all levels together. */
    variablesValues: number;
  };
  /** Public answers cached by their cache hints (memory, or Redis with REDIS_URL); false: never cached. */
  responseCache: boolean;
  /** The web's trusted documents (hash → document), written by the web's codegen. */
  trustedDocuments: string;
  /** Milliseconds a SIGTERM waits for requests in flight before the process exits anyway (with code 1). */
  shutdownTimeoutMs: number;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_TRUSTED_DOCUMENTS = fileURLToPath(
  new URL('../../web/src/generated/persisted-documents.json', import.meta.url),
);

export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const publicUrl = env.PUBLIC_WEB_URL ?? '';
  return {
    nodeEnv: env.NODE_ENV || 'development',
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'GATEWAY_PORT', 4000),
    restApiUrl: baseUrl(env.REST_API_URL, 'http://127.0.0.1:8080'),
    clientId: env.CLIENT_ID || 'client_web',
    restTimeoutMs: integer(env, 'REST_TIMEOUT_MS', 10_000, 1),
    catalogueVersionReadMs: integer(env, 'CATALOGUE_VERSION_READ_MS', 1000, 0),
    redisUrl: env.REDIS_URL || undefined,
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    webDist: path.resolve(env.WEB_DIST || DEFAULT_WEB_DIST),
    webSsr:
      env.WEB_SSR === 'off'
        ? undefined
        : path.resolve(
            env.WEB_SSR || path.join(env.WEB_DIST || DEFAULT_WEB_DIST, '..', 'dist-ssr', 'entry-server.js'),
          ),
    publicWebUrl: baseUrl(publicUrl, `http://127.0.0.1:${env.GATEWAY_PORT || 4000}`),
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : publicUrl.startsWith('https://'),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    rateLimitPerMinute: integer(env, 'GATEWAY_RATE_LIMIT', 600, 1),
    trustProxy: trustProxy(env.TRUST_PROXY, env.NODE_ENV),
    limits: {
      depth: integer(env, 'GATEWAY_MAX_DEPTH', 10, 1),
      cost: integer(env, 'GATEWAY_MAX_COST', 5000, 1),
      aliases: integer(env, 'GATEWAY_MAX_ALIASES', 15, 0),
      directives: integer(env, 'GATEWAY_MAX_DIRECTIVES', 20, 0),
      tokens: integer(env, 'GATEWAY_MAX_TOKENS', 3000, 1),
      upstreamCalls: integer(env, 'GATEWAY_MAX_UPSTREAM_CALLS', 50, 1),
      variablesDepth: integer(env, 'GATEWAY_MAX_VARIABLES_DEPTH', 16, 1),
      variablesValues: integer(env, 'GATEWAY_MAX_VARIABLES_VALUES', 5000, 1),
    },
    responseCache: flag(env, 'RESPONSE_CACHE', true),
    trustedDocuments: path.resolve(env.TRUSTED_DOCUMENTS || DEFAULT_TRUSTED_DOCUMENTS),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 1),
  };
}
