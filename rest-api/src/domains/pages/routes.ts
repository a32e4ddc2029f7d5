// The shop's policy pages (issue 32): GET /public/v1/pages/:slug (anyone: the page in the reader's language, which
// the storefront's /policy/{slug} and its footer show), GET and PUT /v1/pages/:slug (staff, by permission: both
// languages at once, as the back office's Settings › Policies edits them).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isPolicySlug, POLICY_SLUGS, type PolicySlug } from '@lemari/shop/policy-pages';
import { defineMessage, requestLanguage, t } from '../../i18n/index.js';
import { notFound, orNotFound } from '../../lib/errors.js';
import { routeDoc } from '../../lib/schemas.js';
import { policyPage, policyPageSource, savePolicyPage } from './repository.js';
import {
  PolicyPageAnswer,
  PolicyPageBody,
  PolicyPageParams,
  PolicyPageSourceAnswer,
  tidyPolicyText,
} from './schemas.js';

const tags = ['policy pages'];
const publicDoc = routeDoc(tags, 'public');
const doc = routeDoc(tags, 'bearer');

const UNKNOWN_PAGE = defineMessage({
  id: 'pages.unknown',
  defaultMessage: 'There is no policy page called “{slug}”. The policy pages are {pages}.',
});
const MISSING_PAGE = defineMessage({
  id: 'pages.missing',
  defaultMessage: 'The {slug} page has not been written yet.',
});

/** The slug (a slug's shape, lower case: PolicyPageParams) as a known page, or a 404 that names the pages there are. */
function knownSlug(slug: string): PolicySlug {
  if (!isPolicySlug(slug)) throw notFound(t(UNKNOWN_PAGE, { slug, pages: POLICY_SLUGS.join(', ') }));
  return slug;
}

const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/public/v1/pages/:slug',
    {
      schema: publicDoc({
        summary:
          'A policy page (shipping, returns, privacy or terms) in the reader’s language: Accept-Language, ' +
          'else the shop’s default language',
        description: 'An unknown page answers 404 with a sentence naming the pages there are.',
        params: PolicyPageParams,
        response: { 200: PolicyPageAnswer },
      }),
    },
    async (request, reply) => {
      const slug = knownSlug(request.params.slug);
      const language = await requestLanguage(request);
      // The same address answers each language in its own: caches keep them apart.
      reply.header('vary', 'accept-language').header('content-language', language);
      return { data: await orNotFound(policyPage(db, slug, language), t(MISSING_PAGE, { slug })) };
    },
  );

  app.get(
    '/v1/pages/:slug',
    {
      schema: doc({
        summary: 'A policy page in both languages, as staff edit it',
        params: PolicyPageParams,
        response: { 200: PolicyPageSourceAnswer },
      }),
    },
    async (request) => {
      const slug = knownSlug(request.params.slug);
      return { data: await orNotFound(policyPageSource(db, slug), t(MISSING_PAGE, { slug })) };
    },
  );

  app.put(
    '/v1/pages/:slug',
    {
      schema: doc({
        summary:
          'Save a policy page in both languages (title 1 to 120 characters, body plain text of at most 20,000); ' +
          'shoppers read it from the next request on',
        description:
          'Titles are trimmed and bodies’ ends trimmed; a body is shown as plain text (paragraphs, "- " lists), ' +
          'never as HTML.',
        params: PolicyPageParams,
        body: PolicyPageBody,
        response: { 200: PolicyPageSourceAnswer },
      }),
    },
    async (request) => {
      const slug = knownSlug(request.params.slug);
      const { en, id } = request.body;
      return { data: await savePolicyPage(db, slug, { en: tidyPolicyText(en), id: tidyPolicyText(id) }) };
    },
  );
};

export default pageRoutes;
