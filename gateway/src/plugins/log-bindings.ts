// Names each request's log lines after its GraphQL operation and the signed-in user's id (from the access token's
// subject; the REST API verifies the token, this only labels logs), and logs every error a client sees only as
// INTERNAL_SERVER_ERROR (formatError hides its text and stack from the client) with its stack, under the
// request's id. Tokens and passwords are never logged.
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../context.js';

type Bindable = { setBindings?: (bindings: Record<string, unknown>) => void };

export function logBindingsPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operationName, operation, contextValue }) {
          const bindings: Record<string, unknown> = {
            operationName: operationName ?? operation?.name?.value ?? null,
          };
          const userId = contextValue.session.claimedUserId;
          if (userId) bindings.userId = userId;
          (contextValue.request.log as Bindable).setBindings?.(bindings);
        },
        async willSendResponse({ response, errors, contextValue }) {
          if (response.body.kind !== 'single' || !errors?.length) return;
          // Apollo formats the errors one for one, in order.
          (response.body.singleResult.errors ?? []).forEach((formatted, index) => {
            if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return;
            const error = errors[index];
            contextValue.request.log.error(
              { err: error?.originalError ?? error, path: formatted.path },
              'a GraphQL operation failed unexpectedly',
            );
          });
        },
      };
    },
  };
}
