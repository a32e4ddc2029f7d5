// The language switch (issue 23) in the storefront's header and the back office's bar: the other language's code,
// which switches the whole app to it and keeps the choice (lib/i18n.ts). A signed-in member's choice is saved to
// their account too: their e-mails speak it, and signing in on another browser that has not chosen brings it along.
import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LANGUAGE_NAMES, type Language } from '@lemari/shop/rules';
import { graphql } from '@/generated/gql';
import { currentLanguage, switchLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

export const SaveLanguageMutation = graphql(`
  mutation SaveLanguage($language: Language!) {
    updateProfile(input: { language: $language }) {
      id
      language
    }
  }
`);

/** What the switch offers from each language: the other one. */
const OTHER: Readonly<Record<Language, Language>> = { en: 'id', id: 'en' };

export function LanguageSwitch() {
  const { t } = useLingui();
  const session = useSession();
  const [saveLanguage] = useMutation(SaveLanguageMutation);
  const [switching, setSwitching] = useState(false);
  const next = OTHER[currentLanguage()];
  const name = LANGUAGE_NAMES[next];
  return (
    <Button
      variant="ghost"
      size="sm"
      px="2"
      minW="10"
      fontWeight="semibold"
      loading={switching}
      lang={next}
      aria-label={t`Language: ${name}`}
      title={name}
      data-testid="language-switch"
      onClick={() => {
        setSwitching(true);
        // The cookie keeps the choice on this browser whatever the account's answer: a failed save costs only the
        // e-mails' language, which the next switch saves again.
        const saved = session.user
          ? saveLanguage({ variables: { language: next } }).catch(() => undefined)
          : undefined;
        void Promise.all([switchLanguage(next), saved]).finally(() => setSwitching(false));
      }}
    >
      {next.toUpperCase()}
    </Button>
  );
}
