// The settings' Notifications tab: the shop's default language, what pages, messages and e-mails speak to a reader
// whose browser asks for neither English nor Indonesian and who has not chosen (issue 23). The server keeps it.
import { useMutation, useQuery } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES } from '@lemari/shop/rules';
import { SelectField } from '@/components/form/select-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import type { Language } from '@/generated/graphql';
import { submissionErrors } from '@/lib/form-errors';
import { SettingCard } from './setting-card';

export const LanguageSettingQuery = graphql(`
  query LanguageSetting {
    languageSetting {
      language
    }
  }
`);

export const UpdateLanguageSettingMutation = graphql(`
  mutation UpdateLanguageSetting($language: Language!) {
    updateLanguageSetting(language: $language) {
      language
    }
  }
`);

interface Values {
  language: Language;
}

const FIELDS = ['language'] as const;

/** Each language in its own words, as a language list shows it (the shop rules' names). */
const LANGUAGE_OPTIONS = [
  { value: 'en', label: LANGUAGE_NAMES.en },
  { value: 'id', label: LANGUAGE_NAMES.id },
] as const;

export function LanguageSettingCard() {
  const { t } = useLingui();
  const setting = useQuery(LanguageSettingQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateLanguageSettingMutation);
  const current = setting.data?.languageSetting;

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        variables: { language: values.language },
        update(cache, { data }) {
          if (data)
            cache.writeQuery({
              query: LanguageSettingQuery,
              data: { languageSetting: data.updateLanguageSetting },
            });
        },
      });
    } catch (error) {
      return submissionErrors(error, FIELDS);
    }
    toaster.success({ title: t`success update data` });
    return undefined;
  }

  return (
    <SettingCard<Values>
      id="language-heading"
      heading={t`Default language`}
      what={t`language setting`}
      description={
        <Trans>
          The language of the shop, its messages and its e-mails for a visitor whose browser asks for neither
          English nor Bahasa Indonesia and who has not picked one in the header. Orders keep the language they
          were placed in.
        </Trans>
      }
      load={setting}
      initialValues={current && { language: current.language }}
      onSubmit={onSubmit}
    >
      <SelectField name="language" label={t`Default language`} options={LANGUAGE_OPTIONS} />
    </SettingCard>
  );
}
