// What went wrong with a GraphQL call, for people and for code: the gateway's message (the REST API's own text,
// written for people, in the language the web asked for), its extensions.code and extensions.details.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '@lemari/shop/rules';
import { i18n } from '@/lib/i18n';

const FALLBACK = msg`Something went wrong. Please try again.`;
const UNREACHABLE = msg`The shop is not reachable right now. Please try again in a moment.`;
const OFFLINE = msg`No connection to the shop. Check your network and try again.`;

function firstGraphQLError(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/**
 * The message to show a person, in the app's language as it is now (issue 23): the server's own message (which
 * follows the Accept-Language the web sends), or one of ours translated at the call. Shown later, it stays in the
 * language it was made in.
 */
export function errorMessage(error: unknown): string {
  const first = firstGraphQLError(error);
  if (first?.message) return first.message;
  if (ServerError.is(error)) return i18n._(UNREACHABLE);
  if (error instanceof TypeError) return i18n._(OFFLINE);
  return error instanceof Error && error.message ? error.message : i18n._(FALLBACK);
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
