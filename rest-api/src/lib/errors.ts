// Errors a handler throws to answer {"errors": message} with a status; anything else becomes a logged 500.
// The message is a catalogue message (defineMessage, or t() with values): the error plugin words it in the
// request's language; `message` holds its English, for logs.
import { defineMessage, inEnglish, type Text } from '../i18n/index.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** What a person reads, in any language (see src/i18n). */
    readonly text: Text,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** Facts a client can act on, answered as `details` next to `errors` (e.g. the correct amount). */
    readonly details?: Record<string, unknown>,
  ) {
    super(inEnglish(text));
    this.name = 'HttpError';
  }
}

const AUTHENTICATION_REQUIRED = defineMessage({
  id: 'auth.required',
  defaultMessage: 'Authentication required',
});
const NO_PERMISSION = defineMessage({
  id: 'auth.no-permission',
  defaultMessage: 'You do not have permission to do this',
});
const NOT_FOUND = defineMessage({ id: 'not-found', defaultMessage: 'Not found' });

export const badRequest = (message: Text) => new HttpError(400, message);
export const unauthorized = (message: Text = AUTHENTICATION_REQUIRED) => new HttpError(401, message);
export const forbidden = (message: Text = NO_PERMISSION) => new HttpError(403, message);
export const notFound = (message: Text = NOT_FOUND) => new HttpError(404, message);
export const conflict = (message: Text, details?: Record<string, unknown>) =>
  new HttpError(409, message, {}, details);
export const serviceUnavailable = (message: Text) => new HttpError(503, message);
export const tooManyRequests = (message: Text, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });

/** What a read found; a 404 with `message` when it found nothing (a record by id, say). */
export async function orNotFound<T>(read: Promise<T | null | undefined>, message: Text): Promise<T> {
  const value = await read;
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
