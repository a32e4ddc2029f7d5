// Names each request's log lines after its GraphQL operation and the signed-in user's id (from the access token's
// subject; the REST API verifies the token, this only labels logs). Tokens and passwords are never logged.
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
      };
    },
  };
}
