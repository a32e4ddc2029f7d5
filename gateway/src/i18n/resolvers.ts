// The shop's default language (GET /public/v1/setting/language, PUT /v1/setting/language): the server-rendered
// pages start in it, and staff change it under Settings.
import type { Language } from '@lemari/shop/rules';
import type { Resolvers } from '../generated/graphql.js';

export const languageResolvers: Resolvers = {
  Query: {
    languageSetting: async (_parent, _args, { rest }) =>
      (await rest.get<{ language: Language }>('/public/v1/setting/language')).data,
  },
  Mutation: {
    updateLanguageSetting: async (_parent, { language }, { rest }) =>
      (await rest.put<{ language: Language }>('/v1/setting/language', { language })).data,
  },
};
