// Staff sign in on /sign-in and land on the back office's dashboard, in the shop as `pnpm start` builds it and as
// `NODE_ENV=development pnpm start` does. The sign-in is the first navigation into the back office, which brings
// its route table then (discoverBackOffice); React's development build runs StrictMode's effects twice, so
// sign-in's redirect navigates twice, and the dashboard must render all the same ('Page not found' did, until a
// reload). Neither build may log an error to the console on the way.
import type { Page } from '@playwright/test';
import { signInAsStaff } from './steps/staff.js';
import { gotoReady } from './support/ready.js';
import { expect, test } from './support/fixtures.js';
import { startStack, type RunningStack } from './support/stack.js';

/** The shop in development mode, started for the worker that runs its journey (and only then). */
const inDevelopment = test.extend<object, { developmentShop: RunningStack }>({
  developmentShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const shop = await startStack({ mode: 'development' });
      try {
        await use(shop);
      } finally {
        await shop.stop();
      }
    },
    // Building the web app in development mode and a fresh database take about a minute on a busy machine.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ developmentShop }, use) => use(developmentShop.url),
});

/** Every console error the page logs from now on (React's development warnings are errors). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

async function adminSignsIn(page: Page) {
  const errors = consoleErrors(page);
  await signInAsStaff(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('counter-products')).toHaveText(/\d/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  // On into another back-office screen in the app, and back: the branch stays in the router.
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Categories' })
    .click();
  await expect(page).toHaveURL(/\/admin\/category$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(errors, 'console errors').toEqual([]);
}

test('admin signs in and sees the dashboard (production build)', async ({ page }) => {
  await adminSignsIn(page);
});

inDevelopment('admin signs in and sees the dashboard (development build)', async ({ page }) => {
  await adminSignsIn(page);
});

// The server renderer is one process for every page, and each browser load starts afresh: a style whose class
// name depended on what the server rendered before (Chakra 3.37, chakra-ui#10952) made React's development build
// log 'Prop className did not match' on these pages once another page had been rendered first.
inDevelopment(
  'a visitor opens the server-rendered pages with no console error (development build)',
  async ({ page }) => {
    const errors = consoleErrors(page);
    // Other pages first, so the server has rendered them before the ones read after them.
    for (const address of ['/', '/shop', '/about', '/']) await gotoReady(page, address);
    const products = page.locator('a[href^="/products/"]');
    await gotoReady(page, '/shop');
    const first = await products.first().getAttribute('href');
    const fourth = await products.nth(3).getAttribute('href');
    for (const address of [first!, '/shop', fourth!, '/']) await gotoReady(page, address);
    expect(errors, 'console errors').toEqual([]);
  },
);
