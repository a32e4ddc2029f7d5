// Words the gateway's own errors in the reader's language as the response leaves: an error made with a catalogue
// message keeps it in a private extension (TEXT_EXTENSION) until here, where it becomes the message (and the
// extension is dropped). Errors from the REST API are already in the reader's language.
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { Text } from '@lemari/shop/server/i18n';
import { languageOfHeaders, TEXT_EXTENSION, translate } from './index.js';

export function i18nPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, request }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors;
          if (!errors?.some((error) => error.extensions?.[TEXT_EXTENSION] !== undefined)) return;
          const headers = request.http?.headers;
          const language = languageOfHeaders((name) => headers?.get(name));
          response.body.singleResult.errors = errors.map((error): GraphQLFormattedError => {
            const { [TEXT_EXTENSION]: text, ...extensions } = error.extensions ?? {};
            if (text === undefined) return error;
            return { ...error, message: translate(text as Text, language), extensions };
          });
        },
      };
    },
  };
}
