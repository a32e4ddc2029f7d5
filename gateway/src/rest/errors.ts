// The one place where REST answers become GraphQL errors: the REST API's `errors` text is the message (people
// read it), and extensions.code says what kind of failure it was.
import { errorCodeOfStatus } from '@lemari/shop/rules';
import { GraphQLError } from 'graphql';
import { defineMessage, inEnglish, t, textError, textExtension, type Text } from '../i18n/index.js';

/** A failed REST call, kept with its status so that callers (refresh, retries) can tell 401s apart. */
export class RestError extends GraphQLError {
  constructor(
    readonly status: number,
    message: Text,
    extensions: Record<string, unknown> = {},
  ) {
    super(inEnglish(message), {
      extensions: { code: errorCodeOfStatus(status), status, ...extensions, ...textExtension(message) },
    });
    this.name = 'RestError';
  }
}

const UNREACHABLE = defineMessage({
  id: 'upstream.unreachable',
  defaultMessage: 'The shop is not reachable right now. Please try again in a moment.',
});
const SESSION_EXPIRED = defineMessage({
  id: 'session.expired',
  defaultMessage: 'Your session has expired. Please sign in again.',
});
const TOO_MANY_CALLS = defineMessage({
  id: 'upstream.too-many-calls',
  defaultMessage:
    "This request needs more than {limit} calls to the shop's services. Ask for fewer items or fields at once.",
});

export const upstreamUnavailable = (why: string) => new RestError(503, UNREACHABLE, { reason: why });

export function sessionExpired() {
  return textError(SESSION_EXPIRED, { code: 'UNAUTHENTICATED', sessionExpired: true });
}

/** The request has used up its REST calls (config.limits.upstreamCalls): its remaining fields are refused. */
export function tooManyUpstreamCalls(limit: number) {
  return textError(t(TOO_MANY_CALLS, { limit }), { code: 'UPSTREAM_CALL_LIMIT', limit });
}
