// The REST client of one GraphQL request: it carries the caller's credentials, the Client-Id and the request id,
// reuses keep-alive connections (one undici pool per process), gives up after the configured timeout, and
// turns every failure into a RestError. A 401 on a signed-in call triggers one session refresh and one retry.
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, type Dispatcher } from 'undici';
import { RestError, upstreamUnavailable } from './errors.js';

export type Query = Record<
  string,
  string | number | boolean | undefined | null | readonly (string | number)[]
>;

export interface CallOptions {
  query?: Query | undefined;
  body?: unknown;
  /** A multipart or other raw body, sent as is with its own content type. */
  raw?: { body: NonNullable<RequestInit['body']>; contentType?: string };
  headers?: Record<string, string>;
}

/** What a REST client needs to know about the caller's session; see session/session.ts. */
export interface Credentials {
  /** The access token to send, refreshing first when it has expired; undefined for visitors. */
  accessToken(): Promise<string | undefined>;
  /** Called after a 401 on a call that carried a token: refreshes once; false when it could not. */
  refreshAfterRejection(rejected: string): Promise<boolean>;
}

export interface RestClientOptions {
  baseUrl: string;
  clientId: string;
  requestId: string;
  /** The caller's IP address, sent as X-Forwarded-For. */
  forwardedFor?: string;
  /** The language the caller reads (their `lang` cookie or Accept-Language), so that REST answers in it. */
  acceptLanguage?: string | undefined;
  timeoutMs: number;
  credentials: Credentials;
  /** Counts upstream calls, for the batching tests and logs. */
  onCall?: (method: string, path: string) => void;
  /** Told each call's outcome (status 0: no answer) and duration, for the metrics. */
  onAnswer?: (method: string, path: string, status: number, seconds: number) => void;
  fetch?: typeof fetch;
}

export interface RestAnswer<T> {
  data: T;
  paging?: { count: number; page: number };
  /** The answer's other top-level fields, beside data and paging (POST /v1/cart/merge's `skipped`). */
  extra: Record<string, unknown>;
  status: number;
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export class RestClient {
  constructor(private readonly options: RestClientOptions) {}

  get<T>(path: string, query?: Query) {
    return this.call<T>('GET', path, { query });
  }
  post<T>(path: string, body?: unknown, options: Omit<CallOptions, 'body'> = {}) {
    return this.call<T>('POST', path, { ...options, body });
  }
  put<T>(path: string, body?: unknown) {
    return this.call<T>('PUT', path, { body });
  }
  delete<T>(path: string) {
    return this.call<T>('DELETE', path, {});
  }

  async call<T>(method: string, path: string, options: CallOptions = {}): Promise<RestAnswer<T>> {
    // Public calls go without credentials: the REST API ignores them there, and a dead session must not turn a
    // visitor's catalogue query into a refresh or a sessionExpired error.
    if (path.startsWith('/public/')) return this.send<T>(method, path, options, undefined);
    const token = await this.options.credentials.accessToken();
    try {
      return await this.send<T>(method, path, options, token);
    } catch (error) {
      // An access token the REST API refused (expired early, session rotated elsewhere): refresh once, retry once.
      if (error instanceof RestError && error.status === 401 && token) {
        if (await this.options.credentials.refreshAfterRejection(token)) {
          return this.send<T>(method, path, options, await this.options.credentials.accessToken());
        }
      }
      throw error;
    }
  }

  /** One HTTP exchange with the REST API, without any session handling. */
  async send<T>(
    method: string,
    path: string,
    options: CallOptions,
    token: string | undefined,
  ): Promise<RestAnswer<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'client-id': this.options.clientId,
      'x-request-id': this.options.requestId,
      // The caller's address, so that the REST API's per-IP limits (with TRUST_PROXY) see people, not the gateway.
      ...(this.options.forwardedFor ? { 'x-forwarded-for': this.options.forwardedFor } : {}),
      ...(this.options.acceptLanguage ? { 'accept-language': this.options.acceptLanguage } : {}),
      ...options.headers,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: RequestInit['body'];
    if (options.raw) {
      body = options.raw.body;
      if (options.raw.contentType) headers['content-type'] = options.raw.contentType;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    this.options.onCall?.(method, path);
    const target = `${path}${queryString(options.query)}`;
    // Raw bodies (streamed uploads) and an injected fetch (tests) go through fetch; everything else through
    // undici's pooled request(), which costs a fraction of fetch's per-call work.
    const started = performance.now();
    let response: Exchange;
    try {
      response =
        this.options.fetch || options.raw
          ? await viaFetch(
              this.options.fetch ?? fetch,
              `${this.options.baseUrl}${target}`,
              { method, headers, body },
              this.options.timeoutMs,
            )
          : await viaPool(
              upstreamOf(this.options.baseUrl),
              target,
              { method, headers, body },
              this.options.timeoutMs,
            );
    } catch (error) {
      this.options.onAnswer?.(
        method,
        path,
        error instanceof RestError ? error.status : 0,
        (performance.now() - started) / 1000,
      );
      throw error;
    }
    this.options.onAnswer?.(method, path, response.status, (performance.now() - started) / 1000);
    const json = response.json as {
      data?: T;
      paging?: { count: number; page: number };
      errors?: unknown;
      details?: unknown;
    };
    if (!response.ok) {
      const message = typeof json.errors === 'string' ? json.errors : `The shop answered ${response.status}`;
      const extra: Record<string, unknown> = {};
      if (json.details && typeof json.details === 'object') extra.details = json.details;
      const retryAfter = response.header('retry-after');
      if (retryAfter) extra.retryAfterSeconds = Number(retryAfter);
      if (response.status >= 500) throw new RestError(503, message, { ...extra, reason: 'upstream error' });
      throw new RestError(response.status, message, extra);
    }
    const { data, paging, ...extra } = json;
    return {
      data: data as T,
      ...(paging ? { paging } : {}),
      extra,
      status: response.status,
    };
  }
}

interface Exchange {
  ok: boolean;
  status: number;
  /** The parsed JSON answer; a RestError was thrown instead when it was not JSON. */
  json: Record<string, unknown>;
  header(name: string): string | undefined;
}

type Outgoing = { method: string; headers: Record<string, string>; body: RequestInit['body'] | undefined };

/**
 * The process's connections to the REST API: kept alive and reused by every request's client (the REST API
 * keeps idle connections 72 s; ours close after 10 s idle, first).
 */
const pool = new Agent({ keepAliveTimeout: 10_000, connections: 256 });

function notJson(ok: boolean, status: number): never {
  throw ok ? upstreamUnavailable('invalid answer') : new RestError(status, `The shop answered ${status}`);
}

/** Connection-level failures before any answer: a kept-alive socket the server had just closed, or a reset. */
const STALE_SOCKET = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

/** The REST API's origin and path prefix, from its base URL: parsed once, not on every call. */
interface Upstream {
  origin: string;
  prefix: string;
}
const upstreams = new Map<string, Upstream>();
function upstreamOf(baseUrl: string): Upstream {
  let upstream = upstreams.get(baseUrl);
  if (!upstream) {
    const url = new URL(baseUrl);
    upstream = { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
    upstreams.set(baseUrl, upstream);
  }
  return upstream;
}

/** What one exchange through the pool brought back, before its body is read as JSON. */
interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

class TimedOut extends Error {}

/** A failed exchange: undici's error code, and whether any of the answer had come. */
class Failed extends Error {
  constructor(
    readonly code: unknown,
    readonly answered: boolean,
  ) {
    super('REST call failed');
  }
}

/**
 * One exchange through the pool, with undici's dispatch API: the answer's chunks are gathered as they come and
 * handed over at the end, without the response stream, AbortController and signal listeners that its request()
 * API sets up on every call (together about a tenth of the gateway's CPU per uncached query).
 */
function exchange(upstream: Upstream, target: string, outgoing: Outgoing, timeoutMs: number) {
  return new Promise<Raw>((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined;
    let status = 0;
    let headers: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    let timedOut = false;
    let answered = false;
    // Our own timer (undici's headersTimeout runs on a coarse clock that may fire early or late by hundreds of ms).
    const timer = setTimeout(() => {
      timedOut = true;
      controller?.abort(new TimedOut('REST call timed out'));
      reject(new TimedOut('REST call timed out'));
    }, timeoutMs);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof TimedOut ? error : new Failed((error as { code?: unknown }).code, answered));
    };
    try {
      pool.dispatch(
        {
          origin: upstream.origin,
          path: `${upstream.prefix}${target}`,
          method: outgoing.method as Dispatcher.HttpMethod,
          headers: outgoing.headers,
          body: outgoing.body as string | Buffer | undefined,
        },
        {
          onRequestStart(started) {
            controller = started;
            // Still queued for a connection when the time ran out: it goes no further.
            if (timedOut) started.abort(new TimedOut('REST call timed out'));
          },
          onResponseStart(_controller, statusCode, responseHeaders) {
            answered = true;
            status = statusCode;
            headers = responseHeaders;
          },
          onResponseData(_controller, chunk) {
            chunks.push(chunk);
          },
          onResponseEnd() {
            clearTimeout(timer);
            resolve({ status, headers, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks) });
          },
          onResponseError(_controller, error) {
            fail(error);
          },
        },
      );
    } catch (error) {
      // A dispatcher that refuses the call outright (closed, or the options it was given).
      fail(error);
    }
  });
}

async function viaPool(
  upstream: Upstream,
  target: string,
  outgoing: Outgoing,
  timeoutMs: number,
  retried = false,
): Promise<Exchange> {
  let answer: Raw;
  try {
    answer = await exchange(upstream, target, outgoing, timeoutMs);
  } catch (error) {
    if (error instanceof TimedOut) throw upstreamUnavailable('timeout');
    const { code, answered } = error as Failed;
    // A request that may safely run twice, refused before any answer, gets one more try on a fresh connection.
    if (
      !retried &&
      !answered &&
      IDEMPOTENT.has(outgoing.method) &&
      typeof code === 'string' &&
      STALE_SOCKET.has(code)
    ) {
      return viaPool(upstream, target, outgoing, timeoutMs, true);
    }
    throw upstreamUnavailable('unreachable');
  }
  const { status, headers } = answer;
  const ok = status >= 200 && status < 300;
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
  } catch {
    notJson(ok, status);
  }
  return {
    ok,
    status,
    json: json ?? {},
    header: (name) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
  };
}

async function viaFetch(
  fetcher: typeof fetch,
  url: string,
  outgoing: Outgoing,
  timeoutMs: number,
): Promise<Exchange> {
  // A timer cleared when the answer is in: AbortSignal.timeout would keep every call's state alive for the
  // whole timeout.
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new DOMException('REST call timed out', 'TimeoutError')),
    timeoutMs,
  );
  let response: Response;
  try {
    response = await fetcher(url, {
      ...outgoing,
      signal: abort.signal,
      // A streamed upload body needs half-duplex.
      ...(outgoing.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    clearTimeout(timer);
    throw upstreamUnavailable(abort.signal.aborted ? 'timeout' : 'unreachable');
  }
  try {
    const json = (await response.json()) as Record<string, unknown>;
    return {
      ok: response.ok,
      status: response.status,
      json: json ?? {},
      header: (name) => response.headers.get(name) ?? undefined,
    };
  } catch {
    return notJson(response.ok, response.status);
  } finally {
    clearTimeout(timer);
  }
}
