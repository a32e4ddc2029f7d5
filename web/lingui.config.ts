// Lingui's catalogues of the web app's messages (issue 23): English, the spec's texts as written in the code, and
// Bahasa Indonesia. `pnpm --filter @lemari/web i18n:extract` writes every message the code says into the .po files
// (scripts/check-messages.mjs fails the build when they are stale or a translation is missing). They come in three
// parts, so a shopper's first page downloads only what it shows, and only in the chosen language:
// - core: the frame of every page and the screens the first load carries (home, the shop, product lists);
// - store: the storefront's other screens (cart, checkout, member area, accounts, invoice), loaded with the first
//   of them (lib/lazy-page.ts);
// - admin: the back office and the cashier, loaded with the back office (app/router.tsx).
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The back office's sources. */
const ADMIN = [
  '<rootDir>/src/features/admin-*',
  '<rootDir>/src/features/cashier',
  '<rootDir>/src/components/admin',
  '<rootDir>/src/app/admin',
];
/** The storefront's screens that load after the first page. */
const STORE = [
  '<rootDir>/src/features/cart',
  '<rootDir>/src/features/checkout',
  '<rootDir>/src/features/member',
  '<rootDir>/src/features/accounts',
  '<rootDir>/src/features/invoice',
];
const NOT_SOURCES = ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/generated', '<rootDir>/src/test'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'id'],
  // In English a message missing from the catalogue reads as the code wrote it.
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/admin', include: ADMIN, exclude: NOT_SOURCES },
    { path: '<rootDir>/src/locales/{locale}/store', include: STORE, exclude: NOT_SOURCES },
    {
      path: '<rootDir>/src/locales/{locale}/core',
      include: ['<rootDir>/src'],
      // Lingui's exclude is a glob of files: a folder's files are '<folder>/**' (the bare folder excludes nothing).
      exclude: [...[...ADMIN, ...STORE].map((folder) => `${folder}/**`), ...NOT_SOURCES],
    },
  ],
  // No file and line references: they change with every edit elsewhere in a file, and conflict in every merge.
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'message',
});
