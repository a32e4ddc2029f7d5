// The one place where REST answers become GraphQL errors: the REST API's `errors` text is the message (people
// read it), and extensions.code says what kind of failure it was.
import { errorCodeOfStatus } from '@lemari/shop/rules';
import { GraphQLError } from 'graphql';

/** A failed REST call, kept with its status so that callers (refresh, retries) can tell 401s apart. */
export class RestError extends GraphQLError {
  constructor(
    readonly status: number,
    message: string,
    extensions: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code: errorCodeOfStatus(status), status, ...extensions } });
    this.name = 'RestError';
  }
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
