// The gateway's configuration, from the environment only; every name and default is listed in the root README.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface GatewayConfig {
  nodeEnv: string;
  host: string;
  port: number;
  /** Where the REST API answers. */
  restApiUrl: string;
  /** The Client-Id the gateway sends on every REST call. */
  clientId: string;
  /** Milliseconds a REST call may take before it counts as UPSTREAM_UNAVAILABLE. */
  restTimeoutMs: number;
  /** Set: the response cache and the refresh single-flight live in Redis, shared by every gateway process. */
  redisUrl: string | undefined;
  /** The built web app served at / (SPA fallback); absent folder = no web app served. */
  webDist: string;
  /** Cookies get Secure when true; by default when the public URL is https. */
  secureCookies: boolean;
  logLevel: string;
  /** Requests per IP per minute on /graphql. */
  rateLimitPerMinute: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const publicUrl = env.PUBLIC_WEB_URL ?? '';
  return {
    nodeEnv: env.NODE_ENV || 'development',
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'GATEWAY_PORT', 4000),
    restApiUrl: (env.REST_API_URL || 'http://127.0.0.1:8080').replace(/\/+$/, ''),
    clientId: env.CLIENT_ID || 'client_web',
    restTimeoutMs: integer(env, 'REST_TIMEOUT_MS', 10_000, 1),
    redisUrl: env.REDIS_URL || undefined,
    webDist: path.resolve(env.WEB_DIST || DEFAULT_WEB_DIST),
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : publicUrl.startsWith('https://'),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    rateLimitPerMinute: integer(env, 'GATEWAY_RATE_LIMIT', 600, 1),
  };
}
