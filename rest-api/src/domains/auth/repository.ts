// SQL for sessions (refresh-token families) and one-time e-mail tokens.
import type { Queryable } from '../../db/index.js';
import { insertedId } from '../../lib/sql.js';
import { ROLE_IDS } from '../roles/system-roles.js';

export async function createSession(
  db: Queryable,
  session: { userId: string; userAgent: string | undefined; ip: string },
): Promise<string> {
  return insertedId(db, 'INSERT INTO sessions (user_id, user_agent, ip) VALUES ($1, $2, $3) RETURNING id', [
    session.userId,
    session.userAgent?.slice(0, 300) ?? null,
    session.ip,
  ]);
}

export async function insertRefreshToken(
  db: Queryable,
  sessionId: string,
  tokenHash: string,
  ttlSeconds: number,
): Promise<void> {
  await db.execute(
    `INSERT INTO refresh_tokens (token_hash, session_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [tokenHash, sessionId, ttlSeconds],
  );
}

export interface RefreshTokenState {
  sessionId: string;
  userId: string;
  rotated: boolean;
  expired: boolean;
  revoked: boolean;
}

/** Reads a refresh token and locks it, so that of two concurrent rotations the second sees the first's. */
export function lockRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshTokenState | undefined> {
  return db.maybeOne<RefreshTokenState>(
    `SELECT rt.session_id AS "sessionId", s.user_id AS "userId",
            rt.rotated_at IS NOT NULL AS rotated, rt.expires_at <= now() AS expired,
            s.revoked_at IS NOT NULL AS revoked
     FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
     WHERE rt.token_hash = $1
     FOR UPDATE OF rt`,
    [tokenHash],
  );
}

export async function markRotated(db: Queryable, tokenHash: string, sessionId: string): Promise<void> {
  await db.execute('UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1', [tokenHash]);
  await db.execute('UPDATE sessions SET last_refreshed_at = now() WHERE id = $1', [sessionId]);
}

export async function revokeSession(db: Queryable, sessionId: string, reason: string): Promise<void> {
  await db.execute(
    'UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL',
    [sessionId, reason],
  );
}

/** Ends every session of a user but `keep` (the caller's own, when it changed its password). */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  reason: string,
  keep: string | null = null,
): Promise<void> {
  await db.execute(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3::uuid`,
    [userId, reason, keep],
  );
}

export type EmailTokenPurpose = 'confirm-email' | 'reset-password';

export async function insertEmailToken(
  db: Queryable,
  userId: string,
  tokenHash: string,
  ttlSeconds: number,
  purpose: EmailTokenPurpose = 'confirm-email',
): Promise<void> {
  await db.execute(
    `INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [tokenHash, userId, purpose, ttlSeconds],
  );
}

/** Marks a token of that purpose used, once, while it is live; answers its user, or undefined when it is not. */
async function spendEmailToken(
  db: Queryable,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<string | undefined> {
  const row = await db.maybeOne<{ user_id: string }>(
    `UPDATE email_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [tokenHash, purpose],
  );
  return row?.user_id;
}

async function confirmUser(db: Queryable, userId: string): Promise<void> {
  await db.execute('UPDATE users SET confirmed_at = now() WHERE id = $1 AND confirmed_at IS NULL', [userId]);
}

/** Uses a confirmation token once and confirms its account; answers false for a used, expired or unknown one. */
export async function consumeConfirmation(db: Queryable, tokenHash: string): Promise<boolean> {
  const userId = await spendEmailToken(db, tokenHash, 'confirm-email');
  if (!userId) return false;
  await confirmUser(db, userId);
  return true;
}

/**
 * Uses a password-reset token once: its account is confirmed (the link proved the e-mail) and every other
 * reset link of that account stops working. Answers the account's id, or undefined for a used, expired or
 * unknown token.
 */
export async function consumePasswordReset(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const userId = await spendEmailToken(db, tokenHash, 'reset-password');
  if (!userId) return undefined;
  await db.execute(
    `UPDATE email_tokens SET used_at = now()
     WHERE user_id = $1 AND purpose = 'reset-password' AND used_at IS NULL`,
    [userId],
  );
  await confirmUser(db, userId);
  return userId;
}

export function rolesOfUser(db: Queryable, userId: string) {
  return db.query<{ id: string; roleName: string; landingPage: string }>(
    `SELECT r.id, r.role_name AS "roleName", r.landing_page AS "landingPage"
     FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
    [userId],
  );
}

/**
 * For a live session (not revoked, of that user): whether the user is root, and whether one of its roles holds
 * the permission for method + route pattern. Undefined when the session is gone. Read on every request.
 */
export function sessionAccess(
  db: Queryable,
  session: { sessionId: string; userId: string },
  method: string,
  routePattern: string,
) {
  // The scope is read from the user's roles now, not from the token: a demoted staff member loses staff access on
  // their next request (the rule is scopeOf's: root, admin, or a custom role landing in the back office).
  return db.maybeOne<{ isRoot: boolean; isStaff: boolean; permitted: boolean }>(
    `SELECT
       EXISTS (SELECT 1 FROM user_roles WHERE user_id = s.user_id AND role_id = $3) AS "isRoot",
       EXISTS (
         SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
         WHERE ur.user_id = s.user_id
           AND (r.id = $6 OR (NOT r.is_system AND r.landing_page LIKE '/admin%'))
       ) AS "isStaff",
       EXISTS (
         SELECT 1 FROM user_roles ur
         JOIN role_permissions rp ON rp.role_id = ur.role_id
         JOIN permissions p ON p.id = rp.permission_id
         WHERE ur.user_id = s.user_id AND p.method = $4 AND p.endpoint = $5
       ) AS permitted
     FROM sessions s
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL`,
    [session.sessionId, session.userId, ROLE_IDS.root, method, routePattern, ROLE_IDS.admin],
  );
}
