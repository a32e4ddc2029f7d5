// The one place where REST answers become GraphQL errors: the REST API's `errors` text is the message (people
// read it), and extensions.code says what kind of failure it was.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE';

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** A failed REST call, kept with its status so that callers (refresh, retries) can tell 401s apart. */
export class RestError extends GraphQLError {
  constructor(
    readonly status: number,
    message: string,
    extensions: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code: codeOf(status), status, ...extensions } });
    this.name = 'RestError';
  }
}

export function codeOf(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'BAD_USER_INPUT');
}

export const upstreamUnavailable = (why: string) =>
  new RestError(503, 'The shop is not reachable right now. Please try again in a moment.', { reason: why });

export function sessionExpired() {
  return new GraphQLError('Your session has expired. Please sign in again.', {
    extensions: { code: 'UNAUTHENTICATED', sessionExpired: true },
  });
}

/** The request has used up its REST calls (config.limits.upstreamCalls): its remaining fields are refused. */
export function tooManyUpstreamCalls(limit: number) {
  return new GraphQLError(
    `This request needs more than ${limit} calls to the shop's services. Ask for fewer items or fields at once.`,
    { extensions: { code: 'UPSTREAM_CALL_LIMIT', limit } },
  );
}
