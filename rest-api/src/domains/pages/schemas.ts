// The shop's policy pages (issue 32, migration 0031): shipping, returns, privacy and terms, each a title and a body
// in English and in Bahasa Indonesia. Shoppers read one language; staff read and write both at once.
import {
  POLICY_BODY_MAX_LENGTH,
  POLICY_SLUGS,
  POLICY_TITLE_MAX_LENGTH,
  type PolicySlug,
} from '@lemari/shop/policy-pages';
import { SLUG_PATTERN } from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import { Data, LanguageCode, PATTERN_MESSAGE, StringEnum } from '../../lib/schemas.js';

const Slug = StringEnum(POLICY_SLUGS, { description: `The page: ${POLICY_SLUGS.join(', ')}` });

/**
 * The slug in the address: a slug's shape (400 naming it otherwise, as every path parameter), so that an unknown
 * page answers 404 with a sentence naming the pages there are.
 */
export const PolicyPageParams = Type.Object({
  slug: Type.String({
    minLength: 1,
    maxLength: 60,
    pattern: SLUG_PATTERN,
    description: `The page: ${POLICY_SLUGS.join(', ')}`,
  }),
});

/** A page in one language as staff write it. */
export const PolicyPageText = Type.Object(
  {
    title: Type.String({
      minLength: 1,
      maxLength: POLICY_TITLE_MAX_LENGTH,
      pattern: '\\S',
      [PATTERN_MESSAGE]: 'must not be blank',
      description: `The page's heading and the browser tab's title, 1 to ${POLICY_TITLE_MAX_LENGTH} characters (trimmed)`,
    }),
    body: Type.String({
      maxLength: POLICY_BODY_MAX_LENGTH,
      description:
        `Plain text, at most ${POLICY_BODY_MAX_LENGTH} characters, never read as HTML: a blank line between ` +
        'paragraphs, lines starting with "- " make a list',
    }),
  },
  { additionalProperties: false },
);
export type PolicyPageText = Static<typeof PolicyPageText>;

/** What a shopper reads: the page in the request's language (Accept-Language, else the shop's default). */
export const PolicyPage = Type.Object({
  slug: Slug,
  language: LanguageCode,
  title: Type.String({ description: "The page's heading" }),
  body: Type.String({
    description: 'Plain text: a blank line between paragraphs, "- " starting a list item',
  }),
  updatedAt: Type.String({ format: 'date-time', description: 'When staff last saved the page' }),
});
export type PolicyPage = Static<typeof PolicyPage> & { slug: PolicySlug };
export const PolicyPageAnswer = Data(PolicyPage);

/** What staff save: the page in both languages (both are required: every shopper reads one of them). */
export const PolicyPageBody = Type.Object(
  {
    en: PolicyPageText,
    id: PolicyPageText,
  },
  { additionalProperties: false },
);
export type PolicyPageBody = Static<typeof PolicyPageBody>;

/** What staff read and get back after saving: the page in both languages. */
export const PolicyPageSource = Type.Object({
  slug: Slug,
  en: PolicyPageText,
  id: PolicyPageText,
  updatedAt: Type.String({ format: 'date-time', description: 'When staff last saved the page' }),
});
export type PolicyPageSource = Static<typeof PolicyPageSource> & { slug: PolicySlug };
export const PolicyPageSourceAnswer = Data(PolicyPageSource);

/** A page's text as saved: the title trimmed, the body's line ends made \n and its ends trimmed. */
export const tidyPolicyText = (text: PolicyPageText): PolicyPageText => ({
  title: text.title.trim(),
  body: text.body.replace(/\r\n?/gu, '\n').trim(),
});
