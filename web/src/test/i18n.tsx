// Component tests render in English with every part of its messages loaded, inside Lingui's provider as the app
// does (app/providers.tsx): setup.ts wraps testing-library's render and renderHook with it, so each test's own
// wrapper (if any) sits inside.
import { I18nProvider } from '@lingui/react';
import type { JSXElementConstructor, ReactNode } from 'react';
import { i18n, startLanguage } from '@/lib/i18n';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

export function startTestLanguage() {
  return startLanguage('en', ['core', 'store', 'admin']);
}

/** `wrapper` (a test's own) inside Lingui's provider. */
export function withI18n(Inner?: Wrapper): Wrapper {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
