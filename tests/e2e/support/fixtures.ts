// The specs' `test`: page objects ready to use, and a failure when a page throws an uncaught error.
import { test as base, expect } from '@playwright/test';
import { HomePage } from '../pages/home-page.js';
import { ShopPage } from '../pages/shop-page.js';

interface Pages {
  homePage: HomePage;
  shopPage: ShopPage;
}

export const test = base.extend<Pages & { pageErrors: void }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  homePage: async ({ page }, use) => use(new HomePage(page)),
  shopPage: async ({ page }, use) => use(new ShopPage(page)),
});

export { expect };
