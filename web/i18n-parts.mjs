// Which catalogue each source's messages go to (lingui.config.ts), by path under web/: a shopper's first page
// downloads only the core part, inside the page (the gateway's pages/language.ts). scripts/check-bundle.mjs checks
// that every module of the first load that says a message is in CORE: a message in a part not yet downloaded would
// show as its id.

/** The first load's modules and the pieces they load later without a route (deferred.ts): the frame of every page,
 * the catalogue and content screens, and the shared pieces they draw with. */
export const CORE = [
  'src/app/*.ts',
  'src/app/*.tsx',
  'src/app/layouts/**',
  'src/components/empty-state.tsx',
  'src/components/error-state.tsx',
  'src/components/hydrate-later.tsx',
  'src/components/later-image.tsx',
  'src/components/member-area-skeleton.tsx',
  'src/components/not-found-state.tsx',
  'src/components/page-loading.tsx',
  'src/components/pagination.tsx',
  'src/components/plain-field.tsx',
  'src/components/price-tag.tsx',
  'src/components/product-tile.tsx',
  'src/components/query-state.tsx',
  'src/components/search-box.tsx',
  'src/components/shop-logo.tsx',
  'src/components/toaster*.tsx',
  // The shop's lists: home, /shop and its filters (the phone's filter sheet is deferred), a category's and the new
  // arrivals' pages share them.
  'src/features/catalogue/active-filters.tsx',
  'src/features/catalogue/filter-*.tsx',
  'src/features/catalogue/listing-filters.ts',
  'src/features/catalogue/no-result-suggestions.tsx',
  'src/components/product-card.tsx',
  'src/components/product-row.tsx',
  'src/features/catalogue/product-grid.tsx',
  'src/features/catalogue/product-listing.tsx',
  'src/features/catalogue/shop-page.tsx',
  'src/features/catalogue/sort-select.tsx',
  'src/features/catalogue/use-listing-filters.ts',
  'src/features/content/affiliate-card*.tsx',
  'src/features/content/banner.tsx',
  'src/features/content/category-tiles.tsx',
  'src/features/content/hero.tsx',
  'src/features/content/highlight-bar.tsx',
  'src/features/content/home-page.tsx',
  'src/lib/*.ts',
  'src/lib/session.tsx',
];

/** The back office and the cashier: loaded with the back office. */
export const ADMIN = [
  'src/features/admin-*/**',
  'src/features/cashier/**',
  'src/components/admin/**',
  'src/app/admin/**',
];

/** Not sources of messages. */
export const NOT_SOURCES = ['**/*.test.ts', '**/*.test.tsx', 'src/generated/**', 'src/test/**'];

/** A pattern above as a regular expression over a path relative to web/ ('**' any folders, '*' within one). */
export function patternToRegExp(pattern) {
  const source = pattern
    .split('**')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/gu, '\\$&').replace(/\*/gu, '[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`, 'u');
}

/** Whether `file` (relative to web/) is in one of `patterns`. */
export function inPart(file, patterns) {
  return patterns.some((pattern) => patternToRegExp(pattern).test(file));
}
