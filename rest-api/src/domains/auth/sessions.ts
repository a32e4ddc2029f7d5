// Issuing and rotating sessions: a short-lived JWT plus an opaque refresh token stored only as its hash.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import type { Scope } from '../../lib/caller.js';
import { scopeOf } from '../roles/system-roles.js';
import {
  createSession,
  insertRefreshToken,
  lockRefreshToken,
  markRotated,
  revokeSession,
  rolesOfUser,
} from './repository.js';
import { defineMessage, type Descriptor } from '../../i18n/index.js';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expires: number;
  scope: Scope;
}

export async function startSession(
  app: FastifyInstance,
  userId: string,
  request: FastifyRequest,
): Promise<IssuedTokens> {
  const { db, config } = app;
  const scope = scopeOf(await rolesOfUser(db, userId));
  const refreshToken = newOpaqueToken();
  const sessionId = await db.transaction(async (tx) => {
    const id = await createSession(tx, { userId, userAgent: request.headers['user-agent'], ip: request.ip });
    await insertRefreshToken(tx, id, hashToken(refreshToken), config.refreshTokenTtlSeconds);
    return id;
  });
  const access = await app.tokens.signAccess({ userId, sessionId, scope });
  return { accessToken: access.token, refreshToken, expires: access.expires, scope };
}

type Rotation =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' };

const REFUSALS: Record<Exclude<Rotation, { ok: true }>['reason'], Descriptor> = {
  unknown: defineMessage({
    id: 'auth.refresh-unknown',
    defaultMessage: 'Invalid refresh token. Please sign in again.',
  }),
  revoked: defineMessage({
    id: 'auth.session-has-ended-sign-in',
    defaultMessage: 'Your session has ended. Please sign in again.',
  }),
  reused: defineMessage({
    id: 'auth.refresh-reused',
    defaultMessage:
      'This refresh token was already used, so the session was ended for your safety. Please sign in again.',
  }),
  expired: defineMessage({
    id: 'auth.session-has-expired-sign-in',
    defaultMessage: 'Your session has expired. Please sign in again.',
  }),
};

/**
 * Rotates a refresh token: the old one is spent and a new one issued in the same family. Presenting a spent
 * token again means it leaked (or two clients raced): the whole family is revoked.
 */
export async function rotateSession(
  app: FastifyInstance,
  presented: string,
): Promise<Omit<IssuedTokens, 'scope'>> {
  const { db, config } = app;
  const oldHash = hashToken(presented);
  // The revocation of a reused family must commit, so the refusal is thrown only after the transaction.
  const rotation = await db.transaction<Rotation>(async (tx) => {
    const state = await lockRefreshToken(tx, oldHash);
    if (!state) return { ok: false, reason: 'unknown' };
    if (state.revoked) return { ok: false, reason: 'revoked' };
    if (state.rotated) {
      await revokeSession(tx, state.sessionId, 'refresh token reuse');
      return { ok: false, reason: 'reused' };
    }
    if (state.expired) return { ok: false, reason: 'expired' };
    const refreshToken = newOpaqueToken();
    await markRotated(tx, oldHash, state.sessionId);
    await insertRefreshToken(tx, state.sessionId, hashToken(refreshToken), config.refreshTokenTtlSeconds);
    return { ok: true, userId: state.userId, sessionId: state.sessionId, refreshToken };
  });
  if (!rotation.ok) {
    if (rotation.reason === 'reused')
      app.log.warn({ tokenHash: oldHash.slice(0, 12) }, 'refresh token reuse');
    throw unauthorized(REFUSALS[rotation.reason]);
  }
  const scope = scopeOf(await rolesOfUser(db, rotation.userId));
  const access = await app.tokens.signAccess({
    userId: rotation.userId,
    sessionId: rotation.sessionId,
    scope,
  });
  return { accessToken: access.token, refreshToken: rotation.refreshToken, expires: access.expires };
}
