// A visitor's first page arrives rendered (the gateway runs the web app's renderer, web/src/entry-server.tsx): the
// content is in the HTML before any JavaScript runs, and the app then takes over the very same page (hydration)
// instead of drawing it again.
import type { Page } from '@playwright/test';
import { CartPage } from './pages/cart-page.js';
import { ProductPage } from './pages/product-page.js';
import { productShownIn } from './support/demo-shop.js';
import { expect, test } from './support/fixtures.js';
import { productNamed } from './support/rest.js';

/** Storefront spec: the shop shows 10 products per page. */
const PAGE_SIZE = 10;

test('with JavaScript off, /shop still shows its products, prices and images', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(cards.getByTestId('product-price')).toHaveText(Array<RegExp>(PAGE_SIZE).fill(/^Rp\s?\d/));
  // The first card with a picture: a product another journey adds alongside (the catalogue's, the cashier's) may
  // have none yet, and it comes first as the newest.
  const image = cards.locator('img').first();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('srcset', /-small\.webp 240w/);
  expect(
    await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
  ).toBe(true);
  // The last card's picture waits for the app when there is one (LaterImage); without JavaScript its <noscript>
  // shows it.
  const later = cards.last().locator('img[src]');
  await later.scrollIntoViewIfNeeded();
  await expect
    .poll(() => later.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);

  // The pages are links: the next one opens, rendered too, without any JavaScript.
  const firstPage = await cards.allTextContents();
  await page.getByTestId('pagination-next').click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(cards.first()).toBeVisible();
  expect(await cards.allTextContents()).not.toEqual(firstPage);
  await context.close();
});

test('the app takes over the rendered page without drawing it again, and then works as usual', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // The first product card, as the HTML parser makes it, is marked before the app's code runs: hydration keeps
  // that element, a fresh render would replace it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const card = document.querySelector('[data-testid="product-card"]');
      if (!card) return;
      (card as unknown as { fromServer: boolean }).fromServer = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/shop');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await page.waitForLoadState('networkidle');
  expect(
    await cards.first().evaluate((card) => (card as unknown as { fromServer?: boolean }).fromServer),
  ).toBe(true);
  expect(problems, 'console errors (a hydration mismatch is reported as one)').toEqual([]);

  // The page is the app's now: a product opens without loading a new document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // A seeded product's card: one another journey adds alongside may be gone again by the time it is opened.
  const texts = await cards.allTextContents();
  const seeded = texts.findIndex((text) => productShownIn(text) !== undefined);
  expect(seeded, `a seeded product among ${JSON.stringify(texts)}`).toBeGreaterThanOrEqual(0);
  const product = productShownIn(texts[seeded]!)!;
  await cards.nth(seeded).getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test("a product page names its own screen's scripts, so they come with the first download", async ({
  request,
}) => {
  const shop = await request.get('/shop', { headers: { accept: 'text/html' } });
  const id = /\/products\/([0-9a-f-]{36})/.exec(await shop.text())?.[1];
  expect(id, 'a product link in the rendered /shop').toBeDefined();
  const html = await (await request.get(`/products/${id}`, { headers: { accept: 'text/html' } })).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  // The product screen is loaded lazily by the app; without this the browser would ask for it only once the
  // first download had run, and the page would stay unusable (taps lost) that much longer.
  expect(preloads.filter((href) => /^\/assets\/product-page-[\w-]+\.js$/.test(href))).toHaveLength(1);
  // And what every lazy screen waits for: the recipes of the components the first screens do not draw.
  expect(preloads.filter((href) => /^\/assets\/later-recipes-[\w-]+\.js$/.test(href))).toHaveLength(1);
  expect(new Set(preloads).size).toBe(preloads.length);
  for (const href of preloads) expect((await request.get(href)).status(), href).toBe(200);
});

/**
 * Holds the app's code back, as on a slow phone: the rendered page shows, and nothing runs until the returned
 * function lets it through.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a visitor with a stored cart: the app takes the product page's lower parts over as rendered, and reads the cart", async ({
  page,
}) => {
  const product = await productNamed('Kemeja Linen Oversize');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // A visitor who put something in the cart earlier (storefront.md §4: a visitor's cart is kept in the browser).
  await page.addInitScript(
    ({ id, name }) => {
      if (localStorage.getItem('cart') !== null) return;
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: `${id}-line`,
            productID: id,
            productName: name,
            productImage: '',
            normalPrice: 189000,
            sellPrice: 149000,
            discount: 21,
            quantity: 2,
            weight: 250,
            color: '',
            size: '',
          },
        ]),
      );
    },
    { id: product.id, name: product.productName },
  );
  // The footer and the related products, as the HTML parser makes them, are marked before the app's code runs:
  // React taking them over keeps those elements; rendering them afresh (what a page rendering again before they
  // were taken over used to cause) would replace them.
  await page.addInitScript(() => {
    const marked = new Set<string>();
    new MutationObserver((_, observer) => {
      for (const selector of ['footer', 'section[aria-labelledby="related-products"]']) {
        const element = document.querySelector(selector);
        if (element && !marked.has(selector)) {
          (element as unknown as { fromServer: boolean }).fromServer = true;
          marked.add(selector);
        }
      }
      if (marked.size === 2) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/products/${product.id}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.waitForLoadState('networkidle');
  const fromServer = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => (element as unknown as { fromServer?: boolean }).fromServer === true);
  expect(await fromServer('footer')).toBe(true);
  expect(await fromServer('section[aria-labelledby="related-products"]')).toBe(true);
  expect(problems, 'console errors (React rendering a part afresh is reported as one)').toEqual([]);
  // The stored cart is read: the header counts its 2 pieces.
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('a colour and size tapped before the app has taken the product page over are kept', async ({ page }) => {
  const product = await productNamed('Kemeja Linen Oversize');
  const release = await holdAppCode(page);
  const detail = new ProductPage(page);
  await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
  await expect(detail.heading).toHaveText(product.productName);
  const colour = detail.colour(product.colors[1]!);
  const size = detail.size(product.sizes[0]!);
  await colour.check();
  await size.check();
  expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();

  release();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await expect(colour).toBeChecked();
  await expect(size).toBeChecked();
  await expect(detail.colours.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByText(`Color: ${product.colors[1]}`, { exact: true })).toBeVisible();
  // And they count: the product goes into the cart without being chosen again.
  await detail.addToCart();
  await detail.layout.expectToast('success added to cart');
});

test('"Add to cart" and a thumbnail tapped before the app has taken the product page over are carried out, once', async ({
  page,
}) => {
  const product = await productNamed('Kemeja Linen Oversize');
  expect(product.images.length, 'a product with several pictures').toBeGreaterThan(1);
  const release = await holdAppCode(page);
  const detail = new ProductPage(page);
  await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
  await expect(detail.heading).toHaveText(product.productName);
  const main = detail.mainImage(product.productName);
  const first = await main.getAttribute('src');
  await detail.colour(product.colors[0]!).check();
  await detail.size(product.sizes[1]!).check();
  await detail.thumbnail(2).click();
  await detail.addToCartButton.click();
  expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();

  release();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await detail.layout.expectToast('success added to cart');
  await expect(main).not.toHaveAttribute('src', first ?? '');
  await detail.layout.expectCartCount(1);
  // Carried out once (React did not answer the tap as well), with the colour and size tapped before it.
  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.lines).toHaveCount(1);
  const line = cart.line(product.productName);
  await expect(line.quantity).toHaveValue('1');
  await expect(line.variant(product.colors[0]!, product.sizes[1]!)).toBeVisible();
});
