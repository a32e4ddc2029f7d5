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
/**
 * The storefront's screens that load after the first page (every lazily loaded screen loads this part, the
 * product page and the content pages too: lib/lazy-page.ts), and the shared components only they and the back
 * office draw (the back office loads this part with its own: app/router.tsx).
 */
const STORE = [
  '<rootDir>/src/features/cart',
  '<rootDir>/src/features/checkout',
  '<rootDir>/src/features/member',
  '<rootDir>/src/features/accounts',
  '<rootDir>/src/features/invoice',
  '<rootDir>/src/features/catalogue/product-page.tsx',
  '<rootDir>/src/features/catalogue/option-group.tsx',
  '<rootDir>/src/features/catalogue/product-gallery.tsx',
  '<rootDir>/src/features/catalogue/product-add-bar.tsx',
  '<rootDir>/src/features/catalogue/quantity-counter.tsx',
  '<rootDir>/src/features/content/about-page.tsx',
  '<rootDir>/src/features/catalogue/category-listing.tsx',
  '<rootDir>/src/components/not-found-state.tsx',
  // Pieces of the first screens that load after the page, with these messages (deferred in their screens).
  '<rootDir>/src/features/catalogue/search-suggestions.tsx',
  '<rootDir>/src/features/catalogue/filter-drawer.tsx',
  '<rootDir>/src/app/layouts/mobile-menu-drawer.tsx',
  '<rootDir>/src/features/content/journal-page.tsx',
  '<rootDir>/src/components/account',
  '<rootDir>/src/components/address-fields.tsx',
  '<rootDir>/src/components/checkout-steps.tsx',
  '<rootDir>/src/components/confirm-dialog.tsx',
  '<rootDir>/src/components/form',
  '<rootDir>/src/components/free-shipping-hint.tsx',
  '<rootDir>/src/components/image-upload.tsx',
  '<rootDir>/src/components/invoice-link.tsx',
  '<rootDir>/src/components/order-card.tsx',
  '<rootDir>/src/components/order-detail.tsx',
  '<rootDir>/src/components/order-lookup-form.tsx',
  '<rootDir>/src/components/order-sections.tsx',
  '<rootDir>/src/components/order-status-badge.tsx',
  '<rootDir>/src/components/order-status-filter.tsx',
  '<rootDir>/src/components/shipping-service-field.tsx',
  '<rootDir>/src/components/status-filter.tsx',
  '<rootDir>/src/components/voucher-field.tsx',
  // Shown only on those screens: a cart line's stock, a variant's, a service's days, a payment's method.
  '<rootDir>/src/lib/cart.ts',
  '<rootDir>/src/lib/variants.ts',
  '<rootDir>/src/lib/shipping.ts',
  '<rootDir>/src/lib/payment-methods.ts',
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
      // A folder excludes what is inside it only as a glob (a file's path matches itself).
      exclude: [...ADMIN, ...STORE].flatMap((source) => [source, `${source}/**`]).concat(NOT_SOURCES),
    },
  ],
  // No file and line references: they change with every edit elsewhere in a file, and conflict in every merge.
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'message',
});
