// One language per screen (issue 32): on a test build whose every catalogue message reads ⟦…⟧ (the web app's and
// the servers', see web/src/lib/i18n.ts and shop/src/server/i18n.ts), the storefront's screens are visited in
// English and in Bahasa Indonesia, and any visible text that is neither marked nor shop data fails the sweep: a
// text that skipped the catalogues is in one language whatever the page's. The storefront as a visitor; the
// member area, checkout's steps and the invoice as the seeded member with a line in the cart; every back-office
// screen as root. (What counts as shop data and codes: support/one-language.ts.)
import type { Page } from '@playwright/test';
import * as demo from '../../rest-api/src/seed/demo-data.js';
import { SEEDED_ACCOUNTS } from '../../rest-api/src/seed/seed.js';
import { expect, test } from './support/fixtures.js';
import { firstLink, open, sweep, sweepOpen } from './support/one-language.js';
import { startStack, type RunningStack } from './support/stack.js';

/** The marked shop, started once for the worker that runs the sweep. */
const marked = test.extend<object, { markedShop: RunningStack }>({
  markedShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const shop = await startStack({ marks: true, startTimeoutMs: 540_000 });
      try {
        await use(shop);
      } finally {
        await shop.stop();
      }
    },
    // Building the web app and a fresh database take two to five minutes on a busy machine.
    { scope: 'worker', timeout: 600_000 },
  ],
  baseURL: async ({ markedShop }, use) => use(markedShop.url),
});

/** A GraphQL call from the page's browser (its cookies: the session signIn sets). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { 'apollo-require-preflight': 'true' },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Signs a seeded account in: the session's cookies are the browser's from then on. */
async function signIn(page: Page, email: string) {
  const account = SEEDED_ACCOUNTS.find((seeded) => seeded.email === email)!;
  await gql(
    page,
    'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { __typename } }',
    {
      email,
      password: account.password,
    },
  );
}

/** Puts one piece of the first product with a variant in stock into the signed-in member's cart. */
async function fillCart(page: Page) {
  const { products } = await gql<{
    products: { items: { id: string; variants: { color: string; size: string; stock: number }[] }[] };
  }>(page, '{ products(page: { page: 1, limit: 10 }) { items { id variants { color size stock } } } }');
  for (const product of products.items) {
    const variant = product.variants.find((candidate) => candidate.stock > 1);
    if (!variant) continue;
    await gql(page, 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }', {
      input: { productID: product.id, color: variant.color || null, size: variant.size || null, quantity: 1 },
    });
    return;
  }
  throw new Error('no product of the demo shop has a variant in stock');
}

/** The back office's screens: its lists, their forms (add and the first record's), settings' tabs, the cashier. */
async function backOfficeScreens(page: Page): Promise<string[]> {
  const lists = [
    'product',
    'product-color',
    'product-size',
    'category',
    'afilliate',
    'widget',
    'widget-group',
    'user',
    'role',
    'permission',
  ];
  const addForms: Record<string, string> = {
    user: '/admin/user-add',
    role: '/admin/role-add',
    permission: '/admin/permission-add',
  };
  const screens = [
    '/admin/dashboard',
    '/admin/order',
    '/admin/order?view=table',
    '/admin/payment',
    '/admin/shipping',
    '/admin/voucher',
    '/admin/voucher/create',
    '/admin/profile',
    '/admin/setting',
    ...['stock', 'shipping', 'invoice', 'orders', 'payment', 'policies'].map(
      (tab) => `/admin/setting?tab=${tab}`,
    ),
    '/test3',
  ];
  await open(page, '/admin/order');
  screens.push(await firstLink(page, /^\/admin\/order\/[\w-]+$/u));
  await open(page, '/admin/voucher');
  screens.push(await firstLink(page, /^\/admin\/voucher\/[\w-]+\/edit$/u));
  for (const list of lists) {
    await open(page, `/admin/${list}`);
    const record = await firstLink(page, new RegExp(`^/admin/${list}/(?!add$)[\\w-]+$`, 'u'));
    screens.push(`/admin/${list}`, addForms[list] ?? `/admin/${list}/add`, record);
  }
  return screens;
}

for (const language of ['en', 'id'] as const) {
  marked.describe(`every screen in ${language === 'en' ? 'English' : 'Bahasa Indonesia'}`, () => {
    marked.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    });

    marked('the storefront shows only catalogue text and shop data', async ({ page }) => {
      marked.slow();
      await open(page, '/shop');
      const product = await firstLink(page, /^\/products\/[^/?]+$/u);
      const category = `/product/category/${demo.DEMO_CATEGORIES[0]!.slug}`;
      const leaks = await sweep(page, [
        '/',
        '/shop',
        '/new-arrival',
        product,
        category,
        '/about-us',
        '/journal',
        '/cart',
        '/sign-in',
        '/sign-up',
        '/forgot-password',
        '/order-status',
        '/no-such-page',
      ]);
      expect(leaks).toEqual([]);
    });

    marked(
      'the member area, checkout and the invoice show only catalogue text and shop data',
      async ({ page }) => {
        marked.slow();
        await signIn(page, 'member@lemari.test');
        await fillCart(page);
        await open(page, '/order-list');
        const order = await firstLink(page, /^\/order-detail\/[\w-]+$/u);
        await open(page, order);
        const invoice = await firstLink(page, /^\/invoice\/[\w-]+$/u);
        await open(page, '/address');
        const address = await firstLink(page, /^\/address\/edit\/[\w-]+$/u);
        const leaks = await sweep(page, [
          '/order-list',
          '/order-list?status=paid',
          order,
          invoice,
          '/test',
          '/wishlist',
          '/address',
          '/address/add',
          address,
          '/profile',
          '/cart',
          '/checkout',
        ]);
        // Checkout's shipping step with the couriers' rates, reached from the information step's default address.
        await page.locator('main form button[type="submit"]').last().click();
        await expect(page).toHaveURL(/\/shipment$/u);
        await expect(page.getByRole('radio').first()).toBeVisible();
        leaks.push(...(await sweepOpen(page)));
        expect(leaks).toEqual([]);
      },
    );

    marked('the back office shows only catalogue text and shop data', async ({ page }) => {
      marked.setTimeout(600_000);
      await signIn(page, 'root@lemari.test');
      const leaks = await sweep(page, await backOfficeScreens(page));
      expect(leaks).toEqual([]);
    });
  });
}
