import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, CORE, inPart } from '../../i18n-parts.mjs';
import {
  adminSourcesIn,
  BUDGET_BYTES,
  firstLoadFiles,
  MAX_FILES,
  outsideCore,
  overBudget,
  tooManyFiles,
} from '../../scripts/check-bundle.mjs';

describe('check-bundle', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_chakra.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_chakra.js': { file: 'assets/chakra.js', imports: ['_react.js'] },
    'src/features/admin-dashboard/dashboard-page.tsx': {
      file: 'assets/dashboard.js',
      isDynamicEntry: true,
      imports: ['_recharts.js'],
    },
    '_recharts.js': { file: 'assets/recharts.js' },
  };

  it('follows the static imports from the entry, never the lazily loaded screens', () => {
    expect(firstLoadFiles(manifest).sort()).toEqual([
      'assets/chakra.js',
      'assets/index.js',
      'assets/react.js',
    ]);
  });

  it('names the back-office sources a chunk holds', () => {
    expect(
      adminSourcesIn([
        '../../src/features/catalogue/shop-page.tsx',
        '../../src/features/admin-catalogue/product-list-page.tsx',
        '../../src/components/admin/admin-table.tsx',
        '../../node_modules/.pnpm/recharts@3.11.0/node_modules/recharts/es6/index.js',
        '../../src/app/admin/admin-routes.tsx',
      ]),
    ).toEqual([
      '../../src/features/admin-catalogue/product-list-page.tsx',
      '../../src/components/admin/admin-table.tsx',
      '../../node_modules/.pnpm/recharts@3.11.0/node_modules/recharts/es6/index.js',
    ]);
  });

  it('holds the first load to 200 KB gzipped, saying by how much it is over', () => {
    expect(BUDGET_BYTES).toBe(204_800);
    expect(overBudget(204_800)).toBeUndefined();
    expect(overBudget(219_443)).toBe(
      'the first load is 214.3 KB gzipped, over its budget of 200 KB by 14.3 KB',
    );
  });

  it("holds the first load to six files, one round trip on each of a phone's six connections", () => {
    expect(MAX_FILES).toBe(6);
    expect(tooManyFiles(6)).toBeUndefined();
    // The first load before vite.config.ts's 'app' group: the app's modules in eleven chunks of their own.
    expect(tooManyFiles(16)).toBe(
      "the first load comes in 16 files, more than 6: vite.config.ts's 'app' group keeps it together",
    );
  });
});

describe("the first load's messages", () => {
  // As a first-load chunk's source map names its sources, from web/dist/assets (vitest runs in web/).
  const dist = path.join(process.cwd(), 'dist');

  it('names a module of the first load whose messages are not in the core catalogue', () => {
    expect(
      outsideCore(
        [
          '../../src/features/admin-catalogue/product-form-page.tsx',
          '../../src/app/layouts/site-header.tsx',
          '../../../shop/src/rules.ts',
        ],
        dist,
      ),
    ).toEqual(['src/features/admin-catalogue/product-form-page.tsx']);
  });

  it('knows which catalogue a source is in', () => {
    expect(inPart('src/app/layouts/site-header.tsx', CORE)).toBe(true);
    expect(inPart('src/components/toaster-view.tsx', CORE)).toBe(true);
    expect(inPart('src/features/cart/cart-page.tsx', CORE)).toBe(false);
    expect(inPart('src/features/admin-orders/order-list-page.tsx', ADMIN)).toBe(true);
  });
});
