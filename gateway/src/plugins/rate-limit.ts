// The per-IP rate limit on /graphql: GATEWAY_RATE_LIMIT requests a minute, counted in this process, or across
// every gateway process in Redis when REDIS_URL is set (a Redis error lets the request through). Past it the
// gateway answers 429 with a GraphQL-shaped body, so clients read it like any other error (extensions.code
// RATE_LIMITED, retryAfterSeconds), and the Retry-After header.
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { defineMessage, languageOfRequest, t, translate } from '../i18n/index.js';

const TOO_MANY = defineMessage({
  id: 'rate-limit.too-many',
  defaultMessage:
    'Too many requests from your address. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
});

export const GRAPHQL_PATH = '/graphql';

export function isGraphqlUrl(url: string): boolean {
  return url === GRAPHQL_PATH || url.startsWith(`${GRAPHQL_PATH}?`) || url.startsWith(`${GRAPHQL_PATH}/`);
}

/** The Redis commands the shared counter needs (node-redis's client has it). */
export interface CounterStore {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

// One round trip: count, start the window on the first hit, answer the count and the window's time left.
const INCREMENT = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** A @fastify/rate-limit store counting in Redis, shared by every gateway process. */
function redisStore(redis: CounterStore, prefix = 'lemari:ratelimit:'): FastifyRateLimitStoreCtor {
  return class RedisCounter implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      redis
        .eval(INCREMENT, { keys: [`${prefix}${key}`], arguments: [String(timeWindow)] })
        .then((answer) => {
          const [current, ttl] = answer as [number, number];
          callback(null, { current: Number(current), ttl: Number(ttl) });
        })
        .catch((error: Error) => callback(error));
    }
    child() {
      return this;
    }
  };
}

export async function registerRateLimit(app: FastifyInstance, perMinute: number, redis?: CounterStore) {
  await app.register(rateLimit, {
    global: false,
    // Redis away: requests pass uncounted rather than fail.
    skipOnError: true,
    ...(redis ? { store: redisStore(redis) } : {}),
  });
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
            message: translate(
              t(TOO_MANY, { seconds: limit.ttlInSeconds }),
              languageOfRequest(request.headers),
            ),
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: limit.ttlInSeconds },
          },
        ],
      });
  });
}
