// What went wrong with a GraphQL call, for people and for code: the gateway's message (the REST API's own text,
// written for people), its extensions.code and extensions.details.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import type { ErrorCode } from '@lemari/shop/rules';

const FALLBACK = 'Something went wrong. Please try again.';

function firstGraphQLError(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/** The message to show a person. */
export function errorMessage(error: unknown): string {
  const first = firstGraphQLError(error);
  if (first?.message) return first.message;
  if (ServerError.is(error)) return 'The shop is not reachable right now. Please try again in a moment.';
  if (error instanceof TypeError) return 'No connection to the shop. Check your network and try again.';
  return error instanceof Error && error.message ? error.message : FALLBACK;
}

/** extensions.code of the first GraphQL error, if any. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

/** extensions.details of the first GraphQL error (e.g. a checkout's correct amount), if any. */
export function errorDetails(error: unknown): Record<string, unknown> | undefined {
  const details = firstGraphQLError(error)?.extensions?.details;
  return details && typeof details === 'object' ? (details as Record<string, unknown>) : undefined;
}

/** Whether the gateway says the session is over (or the call needed one): the person must sign in again. */
export function isSessionExpired(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.sessionExpired === true);
  }
  return ServerError.is(error) && error.statusCode === 401;
}
