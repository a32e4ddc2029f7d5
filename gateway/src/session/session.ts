// Sessions as the gateway keeps them. Browser mode: the access and refresh tokens live in httpOnly cookies that
// page scripts never see; the gateway refreshes an expired access token itself, once per refresh token however
// many requests arrive together (single flight), and sets the new cookies on the answer. Header mode (other
// clients): the Authorization header is forwarded as it is, and the client refreshes with refreshSession.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Credentials } from '../rest/client.js';
import { RestError, sessionExpired } from '../rest/errors.js';
import { sharedRefresh, type FlightStore } from './shared-flights.js';

export const ACCESS_COOKIE = 'lemari_at';
export const REFRESH_COOKIE = 'lemari_rt';
/** The refresh cookie lives as long as the REST API's refresh tokens do by default (30 days). */
const REFRESH_COOKIE_SECONDS = 30 * 24 * 3600;
/**
 * An access token this close to its expiry is refreshed before use, so it does not expire in flight; for short-lived
 * tokens at most a quarter of their lifetime, or a token would count as expiring from the moment it was issued.
 */
const EXPIRY_MARGIN_MS = 5_000;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which the access token expires. */
  expires: number;
}

/** Calls POST /v1/auth/refresh; throws RestError (401 when the refresh token is spent or unknown). */
export type RefreshUpstream = (refreshToken: string) => Promise<Tokens>;

/**
 * One refresh upstream per refresh token: concurrent callers share the flight, and callers that arrive shortly
 * after it landed (a browser's parallel requests still carrying the old cookie) get its result instead of
 * presenting a spent token, which the REST API would treat as theft and end the whole session.
 */
export class RefreshFlights {
  private readonly flights = new Map<string, { promise: Promise<Tokens>; until: number }>();

  /** With a store (Redis), the flight is shared by every gateway process; see shared-flights.ts. */
  constructor(
    private readonly rememberMs = 60_000,
    private readonly store?: FlightStore,
  ) {}

  refresh(refreshToken: string, upstream: RefreshUpstream): Promise<Tokens> {
    const now = Date.now();
    for (const [key, flight] of this.flights) if (flight.until < now) this.flights.delete(key);
    const existing = this.flights.get(refreshToken);
    if (existing) return existing.promise;
    const promise = this.store
      ? sharedRefresh(this.store, refreshToken, upstream, this.rememberMs)
      : upstream(refreshToken);
    this.flights.set(refreshToken, { promise, until: now + this.rememberMs });
    // A failed refresh is not remembered: the next attempt asks again (and is refused again, if spent).
    promise.catch(() => this.flights.delete(refreshToken));
    return promise;
  }
}

/** The claims of a JWT, without verifying it: the REST API verifies; this only plans. */
export function jwtClaims(token: string): { exp?: unknown; iat?: unknown; scope?: unknown; sub?: unknown } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? claims : {};
  } catch {
    return {};
  }
}

/** Whether an access token has expired, or will within the margin: then it is refreshed before use. */
export function expiresSoon(token: string, now = Date.now()): boolean {
  const { exp, iat } = jwtClaims(token);
  if (typeof exp !== 'number') return true;
  const lifetime = typeof iat === 'number' ? (exp - iat) * 1000 : Infinity;
  return exp * 1000 - Math.min(EXPIRY_MARGIN_MS, lifetime / 4) <= now;
}

export interface SessionOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  flights: RefreshFlights;
  upstream: RefreshUpstream;
  secureCookies: boolean;
}

export class Session implements Credentials {
  /** header: a bearer token sent by the client; cookie: the browser's cookies; none: a visitor. */
  readonly mode: 'header' | 'cookie' | 'none';
  private access: string | undefined;
  private refreshToken: string | undefined;
  /** The access token was issued during this request: used as it is (a 401 still refreshes it). */
  private fresh = false;

  constructor(private readonly options: SessionOptions) {
    const header = options.request.headers.authorization;
    const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    const cookies = options.request.cookies;
    if (bearer) {
      this.mode = 'header';
      this.access = bearer;
    } else if (cookies[ACCESS_COOKIE] || cookies[REFRESH_COOKIE]) {
      this.mode = 'cookie';
      this.access = cookies[ACCESS_COOKIE] || undefined;
      this.refreshToken = cookies[REFRESH_COOKIE] || undefined;
    } else {
      this.mode = 'none';
    }
  }

  get signedIn() {
    return this.mode !== 'none';
  }

  /** The user id the current access token names (unverified, for logs), without refreshing anything. */
  get claimedUserId(): string | undefined {
    const sub = this.access ? jwtClaims(this.access).sub : undefined;
    return typeof sub === 'string' ? sub : undefined;
  }

  async accessToken(): Promise<string | undefined> {
    if (this.mode !== 'cookie') return this.access;
    if (this.access && (this.fresh || !expiresSoon(this.access))) return this.access;
    if (!this.refreshToken) {
      // Signed out on this browser already (sign-out of another tab), or the access cookie outlived its pair.
      if (!this.access) return undefined;
      this.signOutLocally();
      throw sessionExpired();
    }
    await this.refresh();
    return this.access;
  }

  async refreshAfterRejection(rejected: string): Promise<boolean> {
    if (this.mode !== 'cookie' || !this.refreshToken) return false;
    // Another call of this request already refreshed: just retry with the new token.
    if (this.access && this.access !== rejected) return true;
    await this.refresh();
    return true;
  }

  /** Stores tokens from sign-in or refresh in cookies (browser mode). */
  keep(tokens: Tokens) {
    this.access = tokens.accessToken;
    this.refreshToken = tokens.refreshToken;
    this.fresh = true;
    const common = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.options.secureCookies,
      path: '/',
    };
    this.options.reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
      ...common,
      maxAge: Math.max(1, Math.floor((tokens.expires - Date.now()) / 1000)),
    });
    this.options.reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...common,
      maxAge: REFRESH_COOKIE_SECONDS,
    });
  }

  /** Forgets the session on this browser (sign-out, or a refresh that failed). */
  signOutLocally() {
    this.access = undefined;
    this.refreshToken = undefined;
    this.fresh = false;
    const common = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.options.secureCookies,
    };
    this.options.reply.clearCookie(ACCESS_COOKIE, common);
    this.options.reply.clearCookie(REFRESH_COOKIE, common);
  }

  private async refresh() {
    try {
      this.keep(await this.options.flights.refresh(this.refreshToken!, this.options.upstream));
    } catch (error) {
      if (error instanceof RestError && (error.status === 401 || error.status === 400)) {
        this.signOutLocally();
        throw sessionExpired();
      }
      throw error;
    }
  }
}
