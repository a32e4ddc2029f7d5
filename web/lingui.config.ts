// Lingui's catalogues of the web app's messages (issue 23): English, the spec's texts as written in the code, and
// Bahasa Indonesia. `pnpm --filter @lemari/web i18n:extract` writes every message the code says into the .po files
// (scripts/check-messages.mjs fails the build when they are stale or a translation is missing). They come in three
// parts (i18n-parts.mjs), so a shopper's first page downloads only what it shows, and only in the chosen language:
// - core: the frame of every page and the screens the first load carries (home, the shop, product lists), which
//   the gateway puts inside the page;
// - store: the storefront's other screens and the pieces only they draw, loaded with the first of them
//   (lib/lazy-page.ts);
// - admin: the back office and the cashier, loaded with the back office (app/router.tsx).
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { ADMIN, CORE, NOT_SOURCES } from './i18n-parts.mjs';

const under = (patterns: string[]) => patterns.map((pattern) => `<rootDir>/${pattern}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'id'],
  // In English a message missing from the catalogue reads as the code wrote it (development builds).
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/admin', include: under(ADMIN), exclude: under(NOT_SOURCES) },
    {
      path: '<rootDir>/src/locales/{locale}/core',
      include: under(CORE),
      exclude: under([...ADMIN, ...NOT_SOURCES]),
    },
    {
      path: '<rootDir>/src/locales/{locale}/store',
      include: ['<rootDir>/src'],
      exclude: under([...ADMIN, ...CORE, ...NOT_SOURCES]),
    },
  ],
  // No file and line references: they change with every edit elsewhere in a file, and conflict in every merge.
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'message',
});
