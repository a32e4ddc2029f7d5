// The home page sells (issue 24): on a phone a visitor sees the category tiles and the new arrivals' row (swiped
// sideways, the next card peeking), taps a category's tile, lands on its products and opens one; on a desktop the
// hero's Shop now leads to /shop. Screenshots of / at 360 × 740 and 1366 × 850 go to the test's output folder.
import { ProductGridPage } from './pages/product-grid-page.js';
import { ProductPage } from './pages/product-page.js';
import { category, SHOP_PRODUCTS } from './support/demo-shop.js';
import { expect, test } from './support/fixtures.js';

/** The demo shop's categories, all with products (new-arrival has its own row, not a tile). */
const TILE_CATEGORIES = ['Batik', 'Celana', 'Dress', 'Kaos', 'Kemeja', 'Outerwear'];
/** The row's products: the 8 newest in the shop. */
const NEW_ARRIVALS_SHOWN = 8;
const TAPPED = 'batik';
/** The row on a desktop: one grid row. */
const DESKTOP_ROW = 4;

test.describe('on a phone (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a visitor sees the tiles and the new arrivals, taps a category and opens one of its products', async ({
    homePage,
    page,
  }, testInfo) => {
    await homePage.goto();
    await expect(homePage.heroButton).toBeVisible();
    // The demo shop's categories (other journeys may add theirs), by name; new-arrival is no tile.
    for (const name of TILE_CATEGORIES) await expect(homePage.categoryTile(name)).toBeVisible();
    await expect(homePage.categoryTile('New Arrival')).toHaveCount(0);
    // Each tile's picture is a product's of the catalogue (an upload), loaded.
    const firstPicture = homePage.categoryTile('Batik').locator('img');
    await expect(firstPicture).toHaveAttribute('src', /\/uploads\/.+\.webp$/);
    await firstPicture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await expect(homePage.newArrivalCards).toHaveCount(Math.min(NEW_ARRIVALS_SHOWN, SHOP_PRODUCTS.length));
    await expect(homePage.newArrivalsSeeAll).toHaveAttribute('href', '/new-arrival');
    // Swiped sideways: the row scrolls in its own box, a card ~45% of it, the third peeking at its edge.
    const row = await homePage.newArrivalList.evaluate((list) => {
      const box = list.getBoundingClientRect();
      const cards = Array.from(list.children, (card) => card.getBoundingClientRect());
      return {
        scrolls: list.scrollWidth > list.clientWidth,
        snap: getComputedStyle(list).scrollSnapType,
        share: cards[0]!.width / box.width,
        thirdLeft: cards[2]!.left,
        right: box.right,
      };
    });
    expect(row.scrolls, 'the row scrolls sideways').toBe(true);
    expect(row.snap).toContain('x');
    expect(row.share).toBeGreaterThan(0.4);
    expect(row.share).toBeLessThan(0.5);
    expect(row.thirdLeft, 'the third card peeks in').toBeLessThan(row.right);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('home-360x740.png') });
    await page.screenshot({ path: testInfo.outputPath('home-360x740-full.png'), fullPage: true });

    await homePage.categoryTile('Batik').tap();
    await expect(page).toHaveURL(`/product/category/${TAPPED}`);
    const grid = new ProductGridPage(page);
    const batik = category(TAPPED);
    await expect(grid.heading).toHaveText(batik.name);
    await expect(grid.productCards.first()).toBeVisible();
    const names = batik.products.map((product) => product.name);
    const [first] = await grid.cardNames();
    expect(names).toContain(first);

    await grid.productCards.first().getByRole('link', { name: first, exact: true }).tap();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    const detail = new ProductPage(page);
    await expect(detail.heading).toHaveText(first!);
    await expect(detail.price).toBeVisible();
  });
});

test.describe('on a desktop (1366 × 850)', () => {
  test.use({ viewport: { width: 1366, height: 850 } });

  test("the hero's Shop now leads to /shop; the new arrivals stand in a grid", async ({
    homePage,
    page,
  }, testInfo) => {
    await homePage.goto();
    for (const name of TILE_CATEGORIES) await expect(homePage.categoryTile(name)).toBeVisible();
    // One grid row of 4, no sideways scroll: the others are for swiping on a phone.
    await expect(homePage.newArrivalCards.filter({ visible: true })).toHaveCount(DESKTOP_ROW);
    const tops = await homePage.newArrivalCards
      .filter({ visible: true })
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'the cards stand in one row').toBe(1);
    expect(
      await homePage.newArrivalList.evaluate((list) => list.scrollWidth <= list.clientWidth),
      'no sideways scroll on a desktop',
    ).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('home-1366x850.png') });
    await page.screenshot({ path: testInfo.outputPath('home-1366x850-full.png'), fullPage: true });

    await homePage.heroButton.click();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});

test('with JavaScript off, / still shows the tiles, the new arrivals and the Shop now button', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('hero').getByRole('link', { name: 'Shop now', exact: true })).toHaveAttribute(
    'href',
    '/shop',
  );
  const tiles = page.getByTestId('category-tile');
  for (const name of TILE_CATEGORIES) await expect(tiles.getByText(name, { exact: true })).toBeVisible();
  await expect(tiles.first()).toHaveAttribute('href', /^\/product\/category\/[a-z0-9-]+$/);
  await expect(page.getByTestId('new-arrivals').getByTestId('product-card')).toHaveCount(
    Math.min(NEW_ARRIVALS_SHOWN, SHOP_PRODUCTS.length),
  );
  await context.close();
});
