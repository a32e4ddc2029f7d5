// The settings' Notifications tab: the shop's default language, what pages, messages and e-mails speak to a reader
// whose browser asks for neither English nor Indonesian and who has not chosen (issue 23). The server keeps it.
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES } from '@lemari/shop/rules';
import { SelectField } from '@/components/form/select-field';
import { graphql } from '@/generated/gql';
import type { Language } from '@/generated/graphql';
import { SettingCard } from './setting-card';
import { useSettingForm } from './use-setting-form';

/** What the form reads of the setting; its query and its mutation spread it. */
export const LanguageFormFragment = graphql(`
  fragment LanguageForm_setting on LanguageSetting {
    language
  }
`);

export const LanguageSettingQuery = graphql(`
  query LanguageSetting {
    languageSetting {
      ...LanguageForm_setting
    }
  }
`);

export const UpdateLanguageSettingMutation = graphql(`
  mutation UpdateLanguageSetting($language: Language!) {
    updateLanguageSetting(language: $language) {
      ...LanguageForm_setting
    }
  }
`);

interface Values {
  language: Language;
}

/** Each language in its own words, as a language list shows it (the shop rules' names). */
const LANGUAGE_OPTIONS = [
  { value: 'en', label: LANGUAGE_NAMES.en },
  { value: 'id', label: LANGUAGE_NAMES.id },
] as const;

export function LanguageSettingCard() {
  const { t } = useLingui();
  const form = useSettingForm({
    fragment: LanguageFormFragment,
    query: LanguageSettingQuery,
    read: (data) => data.languageSetting,
    mutation: UpdateLanguageSettingMutation,
    written: (data) => ({ languageSetting: data.updateLanguageSetting }),
    values: (setting): Values => ({ language: setting.language }),
    input: (values) => ({ language: values.language }),
  });

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
      form={form}
    >
      <SelectField name="language" label={t`Default language`} options={LANGUAGE_OPTIONS} />
    </SettingCard>
  );
}
