// A search that finds nothing leads on (issue 24): on a phone, a visitor searches the header's box for something
// the shop does not sell, is offered the popular products there, searches anyway, finds 'No data available.' with
// the best-selling products and the categories under it, taps a suggested product and lands on its page.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ProductPage } from './pages/product-page.js';
import { ShopPage } from './pages/shop-page.js';
import { SHOP_PRODUCTS } from './support/demo-shop.js';
import { expect, test } from './support/fixtures.js';
import { gotoReady } from './support/ready.js';

const NOTHING = 'zzqxv';

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`),
  ).toEqual([]);
}

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a search that finds nothing suggests popular products and the categories, and a tap opens one', async ({
  page,
}) => {
  await test.step("the header's box offers the popular products when nothing matches", async () => {
    await gotoReady(page, '/');
    await page.getByTestId('header-search-button').click();
    await page.getByTestId('header-search-input').fill(NOTHING);
    await expect(page.getByTestId('suggestions')).toContainText(
      `No products or categories match “${NOTHING}”. Popular in the shop:`,
    );
    const popular = page.getByRole('group', { name: 'Popular products' }).getByRole('option');
    await expect(popular.first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('header-search-input').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/shop\\?q=${NOTHING}$`));
  });

  const shop = new ShopPage(page);
  const suggestions = page.getByTestId('no-result-suggestions');
  const row = suggestions.getByRole('region', { name: 'Popular right now' });
  await test.step("/shop says 'No data available.' and suggests products and categories", async () => {
    await expect(shop.emptyState).toHaveText('No data available.');
    await expect(row.getByTestId('product-card')).toHaveCount(4);
    const categories = suggestions
      .getByRole('navigation', { name: 'Browse the categories' })
      .getByRole('link');
    await expect(categories.first()).toHaveAttribute('href', /^\/product\/category\/[\w-]+$/);
    expect(await categories.count()).toBeGreaterThan(1);
    // Every suggested card is one of the shop's products.
    const names = SHOP_PRODUCTS.map((product) => product.name);
    for (const card of await row.getByTestId('product-card').all()) {
      const text = await card.innerText();
      expect(
        names.some((name) => text.includes(name)),
        text,
      ).toBe(true);
    }
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    const widths = await page.evaluate(() => ({
      scroll: document.scrollingElement!.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll, 'the page does not scroll sideways').toBeLessThanOrEqual(widths.inner);
  });

  await test.step('tapping a suggested product (its picture) opens its page', async () => {
    const card = row.getByTestId('product-card').first();
    // The name is the card's one link for assistive technology; the picture links to the same page.
    const name = (await card.getByRole('link').innerText()).trim();
    await card.locator('a').first().tap();
    await expect(page).toHaveURL(/\/products\/[\w-]+$/);
    await expect(new ProductPage(page).heading).toHaveText(name);
  });
});
