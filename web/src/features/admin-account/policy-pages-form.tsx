// The settings' Policies tab (issue 32): the four pages the storefront's footer links to — shipping, returns, privacy
// and terms — each a title and a text in English and in Bahasa Indonesia, which staff write here. Same pattern as
// the other settings: the form checks the shared rules (@lemari/shop/policy-pages), the server checks them again,
// and a refusal shows on its field. The page chosen lives in the address (?tab=policies&policy=returns).
import { Heading, Link, Stack, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import {
  isPolicySlug,
  POLICY_BODY_MAX_LENGTH,
  POLICY_SLUGS,
  POLICY_TITLE_MAX_LENGTH,
  type PolicySlug,
} from '@lemari/shop/policy-pages';
import { LANGUAGE_NAMES, LANGUAGES } from '@lemari/shop/rules';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { all, required } from '@/components/form/validators';
import { graphql } from '@/generated/gql';
import { POLICY_NAMES, policyPath } from '@/lib/policy-pages';
import { useListParams } from '@/lib/use-list-params';
import { SettingCard } from './setting-card';
import { useSettingForm } from './use-setting-form';

/**
 * What the form reads of a page, which its query and its mutation both spread: its slug (the cache's key for it)
 * and its title and text in each language.
 */
export const PolicyPageFormFragment = graphql(`
  fragment PolicyPageForm_page on PolicyPageSource {
    slug
    en {
      title
      body
    }
    id {
      title
      body
    }
  }
`);

export const PolicyPageSourceQuery = graphql(`
  query PolicyPageSource($slug: String!) {
    policyPageSource(slug: $slug) {
      ...PolicyPageForm_page
    }
  }
`);

export const UpdatePolicyPageMutation = graphql(`
  mutation UpdatePolicyPage($slug: String!, $input: PolicyPageInput!) {
    updatePolicyPage(slug: $slug, input: $input) {
      ...PolicyPageForm_page
    }
  }
`);

interface Text {
  title: string;
  body: string;
}
type Values = Record<(typeof LANGUAGES)[number], Text>;

/** The four pages, one at a time: each its own form, so saving one leaves what was typed in another alone. */
export function PolicyPagesCard() {
  const { i18n } = useLingui();
  const { filter, setFilter } = useListParams();
  const asked = filter('policy');
  const slug: PolicySlug = asked && isPolicySlug(asked) ? asked : POLICY_SLUGS[0];
  return (
    <Tabs.Root
      value={slug}
      onValueChange={(details) => setFilter('policy', details.value === POLICY_SLUGS[0] ? '' : details.value)}
      variant="subtle"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Tabs.List flexWrap="wrap" mb="4">
        {POLICY_SLUGS.map((candidate) => (
          <Tabs.Trigger key={candidate} value={candidate} minH="10" flexShrink={0}>
            {i18n._(POLICY_NAMES[candidate])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {POLICY_SLUGS.map((candidate) => (
        <Tabs.Content key={candidate} value={candidate} pt="0">
          <PolicyPageCard slug={candidate} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function PolicyPageCard({ slug }: { slug: PolicySlug }) {
  const { t, i18n } = useLingui();
  const form = useSettingForm({
    fragment: PolicyPageFormFragment,
    query: PolicyPageSourceQuery,
    variables: { slug },
    read: (data) => data.policyPageSource,
    mutation: UpdatePolicyPageMutation,
    written: (data) => ({ policyPageSource: data.updatePolicyPage }),
    values: (page): Values => ({ en: { ...page.en }, id: { ...page.id } }),
    input: (values) => {
      const text = (language: keyof Values) => ({
        title: values[language]?.title ?? '',
        body: values[language]?.body ?? '',
      });
      return { slug, input: { en: text('en'), id: text('id') } };
    },
  });
  const name = i18n._(POLICY_NAMES[slug]);
  const longest = (max: number) => (value: unknown) =>
    typeof value === 'string' && value.trim().length > max ? t`At most ${max} characters` : undefined;

  return (
    <SettingCard<Values>
      id={`policy-${slug}-heading`}
      heading={name}
      what={t`page ${name}`}
      description={
        <>
          {t`Shoppers read it in their language from the footer's link. Plain text: leave an empty line between paragraphs, and start a line with "- " for a list.`}{' '}
          <Link asChild color="fg" variant="underline">
            <RouterLink to={policyPath(slug)} target="_blank" rel="noopener">
              {t`Open the page`} <LuExternalLink aria-hidden />
            </RouterLink>
          </Link>
        </>
      }
      form={form}
    >
      {LANGUAGES.map((language) => (
        <Stack
          key={language}
          gap="3"
          role="group"
          aria-labelledby={`policy-${slug}-${language}`}
          borderTopWidth="1px"
          pt="4"
        >
          <Heading as="h3" size="md" lang={language} id={`policy-${slug}-${language}`}>
            {/* Each language by its own name. */}
            {LANGUAGE_NAMES[language]}
          </Heading>
          <TextField
            name={`${language}.title`}
            label={t`Title (${LANGUAGE_NAMES[language]})`}
            required
            validate={all(required(t`Title is required`), longest(POLICY_TITLE_MAX_LENGTH))}
            helperText={t`Up to ${POLICY_TITLE_MAX_LENGTH} characters; the page's heading and its tab's title.`}
          />
          <TextareaField
            name={`${language}.body`}
            label={t`Text (${LANGUAGE_NAMES[language]})`}
            rows={12}
            validate={longest(POLICY_BODY_MAX_LENGTH)}
            helperText={t`Up to ${POLICY_BODY_MAX_LENGTH} characters.`}
          />
        </Stack>
      ))}
    </SettingCard>
  );
}
