// GET /export/orders.csv and /export/orders.xlsx: the staff's order exports for the browser, which talks only to
// the gateway. The caller's session (its cookies, or a bearer token) signs the call to the REST API's GET
// /v1/order/export (or export.xlsx), with the reader's language (the spreadsheet's headers), and the file comes
// back through as it streams (Readable.fromWeb, piped with backpressure), never held whole. A refusal keeps its
// status and message ({"errors": "…"}, in the caller's language); a 401 with a token refreshes the session once
// and tries again.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { createContext, type ContextDeps } from '../context.js';
import { acceptLanguageOf, defineMessage, languageOfRequest, t, translate } from '../i18n/index.js';
import { queryString } from '../rest/client.js';

export const ORDER_EXPORT_PATH = '/export/orders.csv';
/** The REST route it streams, as the coverage maps name it. */
export const ORDER_EXPORT_REST_ROUTE = 'GET /v1/order/export';
export const ORDER_XLSX_EXPORT_PATH = '/export/orders.xlsx';
export const ORDER_XLSX_EXPORT_REST_ROUTE = 'GET /v1/order/export.xlsx';

/** Each file the gateway serves: its path, the REST route it streams and the type asked for. */
const EXPORTS = [
  { path: ORDER_EXPORT_PATH, rest: ORDER_EXPORT_REST_ROUTE, accept: 'text/csv' },
  {
    path: ORDER_XLSX_EXPORT_PATH,
    rest: ORDER_XLSX_EXPORT_REST_ROUTE,
    accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
] as const;

/** The export's filters, passed on as they are (the REST API checks them and words any refusal). */
const FILTERS = ['q', 'status', 'paymentStatus', 'shipmentStatus', 'paymentMethod', 'from', 'to'] as const;

/** The answer's headers the browser needs: the file's type, name and language. */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-language'] as const;

export function registerOrderExport(app: FastifyInstance, deps: ContextDeps) {
  for (const file of EXPORTS) registerExport(app, deps, file);
}

const EXPORT_UNREACHABLE = defineMessage({
  id: 'export.unreachable',
  defaultMessage: 'The shop cannot be reached right now. Please try the export again.',
});
const EXPORT_FAILED = defineMessage({
  id: 'export.failed',
  defaultMessage: 'The export could not be made (the shop answered {status}). Please try again.',
});

function registerExport(app: FastifyInstance, deps: ContextDeps, file: (typeof EXPORTS)[number]) {
  const { config } = deps;
  const fetcher = deps.fetch ?? fetch;
  const restPath = file.rest.slice('GET '.length);

  app.get(file.path, async (request, reply) => {
    const given = request.query as Record<string, unknown>;
    const query = Object.fromEntries(
      FILTERS.flatMap((name) => (typeof given[name] === 'string' ? [[name, given[name]]] : [])),
    );
    const { session } = createContext(deps, request, reply);
    // The REST API words a refusal (a bad day, say) and the spreadsheet's headers in the language the caller reads.
    const language = acceptLanguageOf(request.headers);

    /** The REST call, with a timeout until its headers come (the file itself may take longer). */
    const call = async (token: string | undefined) => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), config.restTimeoutMs);
      try {
        return await fetcher(`${config.restApiUrl}${restPath}${queryString(query)}`, {
          headers: {
            accept: `${file.accept}, application/json`,
            ...(language ? { 'accept-language': language } : {}),
            'client-id': config.clientId,
            'x-request-id': request.id,
            'x-forwarded-for': request.ip,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          signal: abort.signal,
        });
      } finally {
        clearTimeout(timer);
      }
    };

    let response: Response;
    try {
      const token = await session.accessToken();
      response = await call(token);
      if (response.status === 401 && token && (await session.refreshAfterRejection(token))) {
        await response.body?.cancel();
        response = await call(await session.accessToken());
      }
    } catch {
      return reply
        .code(503)
        .send({ errors: translate(EXPORT_UNREACHABLE, languageOfRequest(request.headers)) });
    }

    if (!response.ok || !response.body) {
      const answer = (await response.json().catch(() => ({}))) as { errors?: unknown };
      const message =
        typeof answer.errors === 'string'
          ? answer.errors
          : translate(t(EXPORT_FAILED, { status: response.status }), languageOfRequest(request.headers));
      return reply.code(response.status >= 500 ? 503 : response.status).send({ errors: message });
    }
    for (const name of PASSED_HEADERS) {
      const value = response.headers.get(name);
      if (value) void reply.header(name, value);
    }
    void reply.header('cache-control', 'no-store');
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  });
}
