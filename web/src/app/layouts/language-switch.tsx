// The language switch (issue 23) in the storefront's header and the back office's bar: the other language's code,
// which switches the whole app to it and keeps the choice (lib/i18n.ts). A member's choice is also their e-mails'.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LANGUAGE_NAMES, type Language } from '@lemari/shop/rules';
import { currentLanguage, switchLanguage } from '@/lib/i18n';

/** What the switch offers from each language: the other one. */
const OTHER: Readonly<Record<Language, Language>> = { en: 'id', id: 'en' };

export function LanguageSwitch() {
  const { t } = useLingui();
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
        switchLanguage(next).finally(() => setSwitching(false));
      }}
    >
      {next.toUpperCase()}
    </Button>
  );
}
