// Configuration comes from the environment only; every name and default is listed in the README.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, flag, integer, list, trustProxy, type Env } from '@lemari/shop/server/env';

export interface Config {
  nodeEnv: string;
  /** Bearer token for GET /metrics; required in production (without it the endpoint is not served). */
  metricsToken: string | undefined;
  host: string;
  port: number;
  /** Unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  confirmationTtlSeconds: number;
  /** Lifetime of a "set a new password" link (POST /v1/auth/password/forgot). */
  passwordResetTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicWebUrl: string;
  /** Base URL under which this API is reachable, used for upload URLs. */
  publicApiUrl: string;
  clientIds: string[];
  corsOrigins: string[];
  rateLimit: {
    /** Sign-in, sign-up, link-e-mail and set-a-new-password attempts per IP address per window. */
    perIp: number;
    /** Sign-in attempts (failed) and sign-ups per account per window. */
    perAccount: number;
    /** Requests that e-mail a link (new password, confirmation again) per e-mail address per window. */
    mailPerAccount: number;
    windowSeconds: number;
  };
  logLevel: string;
  /** Fastify's trustProxy: false, true (refused in production), or proxy addresses; decides which IP the rate limits see. */
  trustProxy: boolean | string;
  /** Seconds between prunings of spent tokens, old rate-limit windows and sent mail; 0 turns it off. */
  housekeepingIntervalSeconds: number;
  /** Milliseconds a SIGTERM waits for requests in flight before the process exits anyway (with code 1). */
  shutdownTimeoutMs: number;
  /** Add the demo catalogue, content and orders at start (SEED_DEMO, default true). */
  seedDemo: boolean;
  orders: {
    /** Minutes an unpaid order keeps its stock before it expires. */
    paymentExpiryMinutes: number;
    /** Seconds between expiry sweeps; 0 turns the sweep off (tests run it by hand). */
    sweepIntervalSeconds: number;
    /** Days after shipping (the shipment date) when housekeeping completes an order the customer did not confirm. */
    autoCompleteDays: number;
    /** Guest order look-ups (code + e-mail) per IP address, and per order code, per AUTH_RATE_LIMIT_WINDOW. */
    lookupPerIp: number;
    lookupPerCode: number;
    /** Voucher quotes (POST /public/v1/voucher/quote) per IP address per AUTH_RATE_LIMIT_WINDOW: codes are not guessed. */
    voucherQuotePerIp: number;
    /**
     * Voucher codes refused to one customer (a member's account, a guest's e-mail), at the quote and at checkout
     * alike, per AUTH_RATE_LIMIT_WINDOW; refused codes at checkout count against voucherQuotePerIp too.
     */
    voucherQuotePerCustomer: number;
  };
  shipping: {
    /** The city every parcel leaves from (RajaOngkir numbering; 501 = Kota Yogyakarta). */
    originCityId: number;
    /** Set: rates come from RajaOngkir; unset: the built-in JNE estimator. */
    rajaongkirApiKey: string | undefined;
    rajaongkirUrl: string;
  };
  payment: {
    /** Which provider takes payments (see paymentProvider). */
    provider: 'midtrans' | 'sandbox';
    /** Set: payments go through Midtrans Snap; unset: the built-in sandbox provider. */
    midtransServerKey: string | undefined;
    midtransSnapUrl: string;
    midtransApiUrl: string;
    /** The server key the sandbox provider signs its notifications with (kept in DATA_DIR when unset). */
    sandboxServerKey: string;
    /** Midtrans's client key, which the web app's Snap.js needs (public by design); unset: none. */
    midtransClientKey: string | undefined;
    /** Where the web app loads Snap.js from. */
    midtransSnapJsUrl: string;
  };
  storefront: {
    /** The shop's WhatsApp number for the chat link (wa.me/{number}): digits only, country code first. */
    chatWhatsappNumber: string;
  };
  tracking: {
    /**
     * Hours between the built-in tracker's steps (TRACKING_STEP_HOURS, 10 by default: a parcel reads delivered
     * within three days of its shipment). A fraction of an hour lets an end-to-end journey reach "delivered" in
     * seconds.
     */
    stepHours: number;
    /** RajaOngkir's (Komerce) API base for waybill tracking, used when RAJAONGKIR_API_KEY is set. */
    komerceUrl: string;
  };
}

/** The variable when set; otherwise a secret generated once and kept in DATA_DIR so it survives restarts. */
function keptSecret(env: Env, name: string, dataDir: string, fileName: string): string {
  const configured = env[name];
  if (configured) {
    if (configured.length < 32) throw new Error(`${name} must be at least 32 characters long`);
    return configured;
  }
  const file = path.join(dataDir, fileName);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // No secret kept yet: generate one below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** An http(s) URL, as given (or the fallback); anything else stops the start-up. */
function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    throw new Error(`${name} must be an http or https URL, got "${raw}"`);
  }
  return raw;
}

/** A phone number as wa.me takes it: 8 to 15 digits, the country code first (62… for Indonesia), no +. */
function whatsappNumber(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  if (!/^[1-9]\d{7,14}$/.test(raw)) {
    throw new Error(
      `${name} must be 8 to 15 digits with the country code first and no + or spaces (e.g. 6281234567890), got "${raw}"`,
    );
  }
  return raw;
}

/** A number above 0, decimals allowed (TRACKING_STEP_HOURS=0.001); anything else stops the start-up. */
function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || !(value > 0)) {
    throw new Error(`${name} must be a number above 0 (decimals allowed), got "${raw}"`);
  }
  return value;
}

/**
 * Midtrans when MIDTRANS_SERVER_KEY is set; otherwise the built-in sandbox, whose payment page marks orders paid
 * for nothing. In production that must be the operator's explicit choice (PAYMENT_PROVIDER=sandbox), never a
 * forgotten key.
 */
function paymentProvider(env: Env): 'midtrans' | 'sandbox' {
  const chosen = env.PAYMENT_PROVIDER?.trim().toLowerCase() || undefined;
  const hasKey = Boolean(env.MIDTRANS_SERVER_KEY);
  if (chosen !== undefined && chosen !== 'midtrans' && chosen !== 'sandbox') {
    throw new Error(`PAYMENT_PROVIDER must be midtrans or sandbox, got "${env.PAYMENT_PROVIDER}"`);
  }
  if (chosen === 'midtrans' && !hasKey)
    throw new Error('PAYMENT_PROVIDER=midtrans needs MIDTRANS_SERVER_KEY');
  if (chosen === 'sandbox') return 'sandbox';
  if (hasKey) return 'midtrans';
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'No payment provider: set MIDTRANS_SERVER_KEY, or PAYMENT_PROVIDER=sandbox to run the built-in sandbox ' +
        '(it marks orders paid without any money; for demos only)',
    );
  }
  return 'sandbox';
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  const port = integer(env, 'REST_API_PORT', 8080, 0);
  return {
    nodeEnv: env.NODE_ENV || 'development',
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    host: env.HOST || '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: keptSecret(env, 'JWT_SECRET', dataDir, 'jwt-secret'),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL', 900, 1),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600, 60),
    confirmationTtlSeconds: integer(env, 'CONFIRMATION_TOKEN_TTL', 48 * 3600, 60),
    passwordResetTtlSeconds: integer(env, 'PASSWORD_RESET_TOKEN_TTL', 3600, 60),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Lemari <no-reply@lemari.test>',
    publicWebUrl: baseUrl(env.PUBLIC_WEB_URL, 'http://127.0.0.1:4000'),
    publicApiUrl: baseUrl(env.PUBLIC_API_URL, `http://127.0.0.1:${port}`),
    clientIds: list(env.CLIENT_IDS, ['client_web']),
    corsOrigins: list(env.CORS_ORIGINS, []),
    rateLimit: {
      perIp: integer(env, 'AUTH_RATE_LIMIT_PER_IP', 30, 1),
      perAccount: integer(env, 'AUTH_RATE_LIMIT_PER_ACCOUNT', 10, 1),
      mailPerAccount: integer(env, 'AUTH_MAIL_LIMIT_PER_EMAIL', 5, 1),
      windowSeconds: integer(env, 'AUTH_RATE_LIMIT_WINDOW', 900, 1),
    },
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxy(env.TRUST_PROXY, env.NODE_ENV),
    housekeepingIntervalSeconds: integer(env, 'HOUSEKEEPING_INTERVAL', 3600, 0),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 1),
    seedDemo: flag(env, 'SEED_DEMO', true),
    orders: {
      paymentExpiryMinutes: integer(env, 'PAYMENT_EXPIRY_MINUTES', 1440, 1),
      sweepIntervalSeconds: integer(env, 'ORDER_SWEEP_INTERVAL', 60, 0),
      autoCompleteDays: integer(env, 'ORDER_AUTO_COMPLETE_DAYS', 7, 1),
      lookupPerIp: integer(env, 'ORDER_LOOKUP_LIMIT_PER_IP', 30, 1),
      lookupPerCode: integer(env, 'ORDER_LOOKUP_LIMIT_PER_CODE', 10, 1),
      voucherQuotePerIp: integer(env, 'VOUCHER_QUOTE_LIMIT_PER_IP', 60, 1),
      voucherQuotePerCustomer: integer(env, 'VOUCHER_QUOTE_LIMIT_PER_CUSTOMER', 20, 1),
    },
    shipping: {
      originCityId: integer(env, 'SHIPPING_ORIGIN_CITY', 501, 1),
      rajaongkirApiKey: env.RAJAONGKIR_API_KEY || undefined,
      rajaongkirUrl: baseUrl(env.RAJAONGKIR_URL, 'https://rajaongkir.komerce.id/api/v1'),
    },
    payment: {
      provider: paymentProvider(env),
      midtransServerKey: env.MIDTRANS_SERVER_KEY || undefined,
      midtransSnapUrl: baseUrl(env.MIDTRANS_SNAP_URL, 'https://app.sandbox.midtrans.com/snap/v1'),
      midtransApiUrl: baseUrl(env.MIDTRANS_API_URL, 'https://api.sandbox.midtrans.com/v2'),
      sandboxServerKey: keptSecret(env, 'PAYMENT_SANDBOX_KEY', dataDir, 'payment-sandbox-key'),
      midtransClientKey: env.MIDTRANS_CLIENT_KEY?.trim() || undefined,
      midtransSnapJsUrl: httpUrl(
        env,
        'MIDTRANS_SNAP_JS_URL',
        'https://app.sandbox.midtrans.com/snap/snap.js',
      ),
    },
    storefront: {
      chatWhatsappNumber: whatsappNumber(env, 'CHAT_WHATSAPP_NUMBER', '6281234567890'),
    },
    tracking: {
      stepHours: positiveNumber(env, 'TRACKING_STEP_HOURS', 10),
      komerceUrl: baseUrl(env.RAJAONGKIR_TRACKING_URL, 'https://rajaongkir.komerce.id/api/v1'),
    },
  };
}
