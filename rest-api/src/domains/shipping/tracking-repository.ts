// SQL for the tracking cache (tracking_answers, migration 0024): the provider's last answer per courier and resi,
// and the claim of the one caller asking the provider now.
import type { Queryable } from '../../db/index.js';
import type { TrackingAnswer } from './tracking.js';

/** The kept answer of a resi, and whether it is younger than `cacheSeconds`; undefined when none was kept. */
export async function trackingAnswer(
  db: Queryable,
  courier: string,
  resi: string,
  cacheSeconds: number,
): Promise<{ answer: TrackingAnswer | null; fresh: boolean } | undefined> {
  return db.maybeOne<{ answer: TrackingAnswer | null; fresh: boolean }>(
    `SELECT answer, COALESCE(fetched_at > now() - make_interval(secs => $3), false) AS fresh
     FROM tracking_answers WHERE courier = $1 AND resi = $2`,
    [courier, resi, cacheSeconds],
  );
}

/**
 * Claims the call to the provider for this resi: true when no fresh answer is kept and nobody else's claim runs,
 * in one statement, so that of several processes asking at once exactly one gets it.
 */
export async function claimTracking(
  db: Queryable,
  courier: string,
  resi: string,
  cacheSeconds: number,
  claimSeconds: number,
): Promise<boolean> {
  const row = await db.maybeOne(
    `INSERT INTO tracking_answers AS t (courier, resi, claimed_until)
     VALUES ($1, $2, now() + make_interval(secs => $4))
     ON CONFLICT (courier, resi) DO UPDATE SET claimed_until = EXCLUDED.claimed_until
       WHERE (t.fetched_at IS NULL OR t.fetched_at <= now() - make_interval(secs => $3))
         AND (t.claimed_until IS NULL OR t.claimed_until <= now())
     RETURNING 1 AS claimed`,
    [courier, resi, cacheSeconds, claimSeconds],
  );
  return row !== undefined;
}

/** Keeps the provider's answer (from now) and ends the claim. */
export async function storeTracking(db: Queryable, courier: string, resi: string, answer: TrackingAnswer) {
  await db.execute(
    `UPDATE tracking_answers SET answer = $3, fetched_at = now(), claimed_until = NULL
     WHERE courier = $1 AND resi = $2`,
    [courier, resi, JSON.stringify(answer)],
  );
}
