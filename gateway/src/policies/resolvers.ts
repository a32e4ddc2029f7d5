// The policy pages (GET /public/v1/pages/:slug, GET and PUT /v1/pages/:slug): the footer's links lead to them,
// staff edit them under Settings › Policies.
import type { Resolvers } from '../generated/graphql.js';
import type { RestPolicyPage, RestPolicyPageSource } from './models.js';

/** The slug as a path segment: whatever was asked, the REST API answers an unknown page with its 404 sentence. */
const pagePath = (prefix: string, slug: string) => `${prefix}/${encodeURIComponent(slug)}`;

export const policyPageResolvers: Resolvers = {
  Query: {
    // The language asked for, else the request's (which the REST client sends as Accept-Language).
    policyPage: async (_parent, { slug, language }, { rest }) =>
      (
        await rest.call<RestPolicyPage>('GET', pagePath('/public/v1/pages', slug), {
          ...(language ? { headers: { 'accept-language': language } } : {}),
        })
      ).data,
    policyPageSource: async (_parent, { slug }, { rest }) =>
      (await rest.get<RestPolicyPageSource>(pagePath('/v1/pages', slug))).data,
  },
  Mutation: {
    updatePolicyPage: async (_parent, { slug, input }, { rest }) =>
      (await rest.put<RestPolicyPageSource>(pagePath('/v1/pages', slug), input)).data,
  },
};
