// Errors a handler throws to answer {"errors": message} with a status; anything else becomes a logged 500.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** Facts a client can act on, answered as `details` next to `errors` (e.g. the correct amount). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, {}, details);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });

/** What a read found; a 404 with `message` when it found nothing (a record by id, say). */
export async function orNotFound<T>(read: Promise<T | null | undefined>, message: string): Promise<T> {
  const value = await read;
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
