// The per-IP rate limit on /graphql: GATEWAY_RATE_LIMIT requests a minute, counted in this process. Past it the
// gateway answers 429 with a GraphQL-shaped body, so clients read it like any other error (extensions.code
// RATE_LIMITED, retryAfterSeconds), and the Retry-After header.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export const GRAPHQL_PATH = '/graphql';

export function isGraphqlUrl(url: string): boolean {
  return url === GRAPHQL_PATH || url.startsWith(`${GRAPHQL_PATH}?`) || url.startsWith(`${GRAPHQL_PATH}/`);
}

export async function registerRateLimit(app: FastifyInstance, perMinute: number) {
  await app.register(rateLimit, { global: false });
  const limiter = app.createRateLimit({ max: perMinute, timeWindow: 60_000 });
  app.addHook('onRequest', async (request, reply) => {
    if (!isGraphqlUrl(request.url)) return undefined;
    const limit = await limiter(request);
    if (limit.isAllowed) return undefined;
    reply.header('x-ratelimit-limit', limit.max);
    reply.header('x-ratelimit-remaining', limit.remaining);
    reply.header('x-ratelimit-reset', limit.ttlInSeconds);
    if (!limit.isExceeded) return undefined;
    return reply
      .code(429)
      .header('retry-after', limit.ttlInSeconds)
      .send({
        errors: [
          {
            message: `Too many requests from your address. Please try again in ${limit.ttlInSeconds} seconds.`,
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: limit.ttlInSeconds },
          },
        ],
      });
  });
}
