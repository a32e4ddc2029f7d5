// The specs' `test`: page objects ready to use, and a failure when any page of the test throws an uncaught error.
import { test as base, expect } from '@playwright/test';
import { HomePage } from '../pages/home-page.js';
import { ShopPage } from '../pages/shop-page.js';

interface Pages {
  homePage: HomePage;
  shopPage: ShopPage;
}

export const test = base.extend<Pages & { pageErrors: void }>({
  pageErrors: [
    async ({ page, context }, use) => {
      const errors: string[] = [];
      const watch = (watched: typeof page) =>
        watched.on('pageerror', (error) => errors.push(`${watched.url()}: ${error.message}`));
      watch(page);
      // Pages a journey opens itself (a second tab) are watched too.
      context.on('page', watch);
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  homePage: async ({ page }, use) => use(new HomePage(page)),
  shopPage: async ({ page }, use) => use(new ShopPage(page)),
});

export { expect };
