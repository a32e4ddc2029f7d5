// Pruning of rows that only grow: spent refresh tokens, ended sessions, used confirmation links, old rate-limit
// windows, delivered e-mails and old payment notifications. Each statement deletes a bounded batch so that a
// large backlog never holds long locks.
import type { Queryable } from '../../db/index.js';

export interface PruneAges {
  /** Ended sessions and spent tokens are kept this long for audit. */
  auditDays: number;
  /** Rate-limit windows older than this are over. */
  rateLimitWindowSeconds: number;
}

const BATCH = 5000;

export async function prune(db: Queryable, ages: PruneAges): Promise<Record<string, number>> {
  const audit = `now() - make_interval(days => ${Math.floor(ages.auditDays)})`;
  const statements: Record<string, string> = {
    refreshTokens: `DELETE FROM refresh_tokens WHERE token_hash IN (
        SELECT token_hash FROM refresh_tokens WHERE expires_at < ${audit} LIMIT ${BATCH})`,
    sessions: `DELETE FROM sessions WHERE id IN (
        SELECT id FROM sessions s WHERE s.revoked_at < ${audit}
           OR (NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = s.id) AND s.created_at < ${audit})
        LIMIT ${BATCH})`,
    emailTokens: `DELETE FROM email_tokens WHERE token_hash IN (
        SELECT token_hash FROM email_tokens WHERE expires_at < ${audit} LIMIT ${BATCH})`,
    rateLimits: `DELETE FROM rate_limits WHERE key IN (
        SELECT key FROM rate_limits
        WHERE window_start < now() - make_interval(secs => ${Math.floor(ages.rateLimitWindowSeconds)})
        LIMIT ${BATCH})`,
    outbox: `DELETE FROM outbox WHERE id IN (
        SELECT id FROM outbox WHERE sent_at < ${audit} LIMIT ${BATCH})`,
  };
  const removed: Record<string, number> = {};
  for (const [name, sql] of Object.entries(statements)) removed[name] = await db.execute(sql);
  return removed;
}
