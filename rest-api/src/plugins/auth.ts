// Who is calling and may they: Client-Id on every API call, access tokens on /v1, and permission checks
// (method + route pattern) read from the database on every request, so changes apply at once.
import { createSecretKey } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { badRequest, forbidden, unauthorized } from '../lib/errors.js';
import type { Queryable } from '../db/index.js';
import { defineMessage } from '../i18n/index.js';
import { SCOPES, type AuthContext, type Scope } from '../lib/caller.js';

/**
 * public: anyone; optional: anyone, but a bearer token, when sent, must be valid and names the caller (guest
 * or member checkout); authenticated: any signed-in user; permission: a role of the caller must allow it.
 */
export type Access = 'public' | 'optional' | 'authenticated' | 'permission';

export interface AccessToken {
  token: string;
  /** Epoch milliseconds at which the token stops being accepted. */
  expires: number;
}

export interface TokenService {
  signAccess(claims: { userId: string; sessionId: string; scope: Scope }): Promise<AccessToken>;
}

const ISSUER = 'lemari-rest-api';
const AUDIENCE = 'lemari';

export const API_PREFIXES = ['/v1/', '/public/v1/'];
export const isApiUrl = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The access a route needs: declared in its config, else public under /public/v1 and permission under /v1. */
export function accessOf(url: string, declared: Access | undefined): Access {
  if (declared) return declared;
  return url.startsWith('/v1/') ? 'permission' : 'public';
}

/** Permission endpoints are route patterns; "/v1/user/{id}/" and "/v1/user/:id" mean the same. */
export function normaliseEndpoint(endpoint: string): string {
  const trimmed = endpoint.trim().replace(/\{(\w+)\}/g, ':$1');
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
}

/** What the access hook reads of a live session on every request. */
export interface SessionAccess {
  isRoot: boolean;
  isStaff: boolean;
  /** One of the session's roles holds the permission for the route. */
  permitted: boolean;
}

export interface AuthOptions {
  /**
   * The session's access for method + route pattern, read from the roles now; undefined when the session is gone.
   * The auth domain's repository answers it (app.ts passes it in): the plugin knows no tables.
   */
  sessionAccess(
    db: Queryable,
    session: { sessionId: string; userId: string },
    method: string,
    routePattern: string,
  ): Promise<SessionAccess | undefined>;
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  const { sessionAccess } = options;
  // A KeyObject made once: handing jose raw bytes would import the key again on every verification.
  const secret = createSecretKey(Buffer.from(app.config.jwtSecret, 'utf8'));
  const clientIds = new Set(app.config.clientIds);

  const tokens: TokenService = {
    async signAccess({ userId, sessionId, scope }) {
      const expires = Date.now() + app.config.accessTokenTtlSeconds * 1000;
      const token = await new SignJWT({ sid: sessionId, scope })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires / 1000))
        .sign(secret);
      return { token, expires: Math.floor(expires / 1000) * 1000 };
    },
  };
  app.decorate('tokens', tokens);
  app.decorateRequest('auth', null);

  async function verify(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1])
      throw unauthorized(
        defineMessage({ id: 'auth.sign-in-continue', defaultMessage: 'Please sign in to continue' }),
      );
    try {
      const { payload } = await jwtVerify(match[1], secret, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const scope = SCOPES.find((item) => item === payload.scope);
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !scope) {
        throw unauthorized(
          defineMessage({ id: 'auth.invalid-access-token', defaultMessage: 'Invalid access token' }),
        );
      }
      return { userId: payload.sub, sessionId: payload.sid, scope };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw unauthorized(
          defineMessage({
            id: 'auth.session-has-expired-sign-in',
            defaultMessage: 'Your session has expired. Please sign in again.',
          }),
        );
      }
      throw unauthorized(
        defineMessage({ id: 'auth.invalid-access-token', defaultMessage: 'Invalid access token' }),
      );
    }
  }

  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!isApiUrl(url)) return;
    const routeConfig = request.routeOptions.config;
    // Calls from outside parties (a payment provider's notifications) carry no Client-Id; they are verified
    // by their own signature instead.
    if (routeConfig.clientId !== false) {
      const clientId = request.headers['client-id'];
      if (typeof clientId !== 'string' || !clientIds.has(clientId))
        throw badRequest(defineMessage({ id: 'auth.unknown-client', defaultMessage: 'unknown client' }));
    }

    // A route that is another form of a permission's route (the export's .xlsx) is allowed by that permission.
    const pattern = routeConfig.permission ?? request.routeOptions.url;
    if (!pattern) return; // no such route: the not-found handler answers
    const access = accessOf(pattern, routeConfig.access);
    if (access === 'public') return;
    if (access === 'optional' && !request.headers.authorization) return;

    const claims = await verify(request);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const row = await sessionAccess(app.db, claims, method, pattern);
    if (!row)
      throw unauthorized(
        defineMessage({
          id: 'auth.session-has-ended-sign-in',
          defaultMessage: 'Your session has ended. Please sign in again.',
        }),
      );
    // The token's scope claim only says what the roles were when it was signed; the roles now decide.
    const scope: Scope = row.isRoot ? 'root' : row.isStaff ? 'admin' : 'member';
    request.auth = { ...claims, scope, isRoot: row.isRoot };
    // Every later log line of this request names the user (never the token).
    (request.log as { setBindings?: (bindings: Record<string, unknown>) => void }).setBindings?.({
      userId: claims.userId,
    });
    if (access === 'permission' && !row.isRoot && !row.permitted) throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'config'] });

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The caller, on routes that need one; null on public routes. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** false: the route takes calls without a Client-Id header (provider callbacks). */
    clientId?: boolean;
    /** The permission's endpoint that allows this route, when not its own (GET /v1/order/export for its .xlsx). */
    permission?: string;
  }
}
