// Every component test: jest-dom's matchers, a fresh DOM, storage and toaster between tests (a toast raised by one
// test must not linger into the next, whose Toaster would show it, or hide its own behind the same text).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { toaster } from '@/components/toaster';
import { startTestLanguage } from './i18n';
// Every recipe, as once a lazily loaded screen has arrived: the screens under test are those screens.
import '@/lib/later-recipes';

// Every render and renderHook inside Lingui's provider, in English (test/i18n.tsx).
vi.mock('@testing-library/react', async (importOriginal) => {
  const testingLibrary = await importOriginal<typeof TestingLibrary>();
  const { withI18n } = await import('./i18n');
  return {
    ...testingLibrary,
    render: ((ui: ReactElement, options?: RenderOptions) =>
      testingLibrary.render(ui, {
        ...options,
        wrapper: withI18n(options?.wrapper),
      })) as typeof testingLibrary.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: RenderHookOptions<unknown>) =>
      testingLibrary.renderHook(hook, {
        ...options,
        wrapper: withI18n(options?.wrapper),
      })) as typeof testingLibrary.renderHook,
  };
});
await startTestLanguage();

// findBy…/waitFor wait up to 5 s (1 s by default): on a 2-core CI machine running the three packages' suites at once, a
// toast's portal or a screen loading its Indonesian catalogues took over 3 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  toaster.remove();
  // Absent in the tests that run as the server does (`@vitest-environment node`).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
