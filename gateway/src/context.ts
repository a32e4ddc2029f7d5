// The context of one GraphQL request: its own REST client (with the caller's credentials) and its own
// DataLoaders, so that batching and caching never leak between callers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { GatewayMetrics } from './plugins/metrics.js';
import { acceptLanguageOf } from './i18n/index.js';
import { RestClient } from './rest/client.js';
import { tooManyUpstreamCalls } from './rest/errors.js';
import { Session, type RefreshFlights, type RefreshUpstream } from './session/session.js';

export interface Context {
  rest: RestClient;
  session: Session;
  loaders: Loaders;
  request: FastifyRequest;
  reply: FastifyReply;
  config: GatewayConfig;
  /** REST calls made for this request, by method and path (tests and logs read it). */
  upstreamCalls: string[];
}

export interface ContextDeps {
  config: GatewayConfig;
  flights: RefreshFlights;
  metrics?: GatewayMetrics;
  fetch?: typeof fetch;
}

export function createContext(deps: ContextDeps, request: FastifyRequest, reply: FastifyReply): Context {
  const { config } = deps;
  const upstreamCalls: string[] = [];
  // Every REST call answers in the caller's language (their lang cookie, else their browser's).
  const acceptLanguage = acceptLanguageOf(request.headers);
  // Refreshing goes straight to the REST API, without a session (the refresh token is the credential).
  const bare = new RestClient({
    baseUrl: config.restApiUrl,
    clientId: config.clientId,
    requestId: request.id,
    forwardedFor: request.ip,
    acceptLanguage,
    timeoutMs: config.restTimeoutMs,
    credentials: { accessToken: async () => undefined, refreshAfterRejection: async () => false },
    onCall: (method, path) => upstreamCalls.push(`${method} ${path}`),
    ...(deps.metrics ? { onAnswer: deps.metrics.upstream } : {}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const upstream: RefreshUpstream = async (refreshToken) => {
    try {
      const answer = await bare.post<{ accessToken: string; refreshToken: string; expires: number }>(
        '/v1/auth/refresh',
        { refreshToken },
      );
      deps.metrics?.refreshed('ok');
      return answer.data;
    } catch (error) {
      deps.metrics?.refreshed('failed');
      throw error;
    }
  };
  const session = new Session({
    request,
    reply,
    flights: deps.flights,
    upstream,
    secureCookies: config.secureCookies,
  });
  const rest = new RestClient({
    baseUrl: config.restApiUrl,
    clientId: config.clientId,
    requestId: request.id,
    forwardedFor: request.ip,
    acceptLanguage,
    timeoutMs: config.restTimeoutMs,
    credentials: session,
    // No request fans out without bound: past the limit, a call fails before it is made.
    onCall: (method, path) => {
      if (upstreamCalls.length >= config.limits.upstreamCalls)
        throw tooManyUpstreamCalls(config.limits.upstreamCalls);
      upstreamCalls.push(`${method} ${path}`);
    },
    ...(deps.metrics ? { onAnswer: deps.metrics.upstream } : {}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  return { rest, session, loaders: createLoaders(rest), request, reply, config, upstreamCalls };
}
