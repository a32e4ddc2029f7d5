// Fixed-window counters kept in the database, so that limits hold across every API process.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/index.js';
import { defineMessage, t, type Text } from '../i18n/index.js';
import { tooManyRequests } from '../lib/errors.js';

export interface Limiter {
  /** Counts one hit on key; throws 429 with message when the window already holds `limit` hits. */
  hit(key: string, limit: number, message: Text): Promise<void>;
  /** Throws 429 when key already holds `limit` hits, without counting one. */
  check(key: string, limit: number, message: Text): Promise<void>;
  reset(key: string): Promise<void>;
}

const RETRY = defineMessage({
  id: 'rate-limit.retry',
  defaultMessage: '{reason} Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
});

function retryMessage(reason: Text, retryAfterSeconds: number) {
  return t(RETRY, { reason, minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

export function createLimiter(db: Queryable, windowSeconds: number): Limiter {
  const current = async (key: string, increment: number) =>
    db.maybeOne<{ hits: number; retry_after: number }>(
      `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, now(), $3)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2)
                     THEN $3 ELSE rate_limits.hits + $3 END,
         window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2)
                     THEN now() ELSE rate_limits.window_start END
       RETURNING hits,
         ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
      [key, windowSeconds, increment],
    );
  const enforce = async (key: string, limit: number, message: Text, increment: number) => {
    const row = await current(key, increment);
    if (row && row.hits > limit - 1 + increment) {
      throw tooManyRequests(retryMessage(message, row.retry_after), row.retry_after);
    }
  };
  return {
    hit: (key, limit, message) => enforce(key, limit, message, 1),
    check: (key, limit, message) => enforce(key, limit, message, 0),
    async reset(key) {
      await db.execute('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}

async function rateLimitPlugin(app: FastifyInstance) {
  app.decorate('limiter', createLimiter(app.db, app.config.rateLimit.windowSeconds));
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db'] });

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
  }
}
