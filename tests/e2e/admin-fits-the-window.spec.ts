// Regressions of the back office's frame on a laptop and a phone: Sign Out fell below the fold at 1366 × 850 (root's
// menu is taller than the window) and below the sections in the phone's drawer, the order search's placeholder
// was cut off inside its box, and the orders table ran past the window's right edge (issue 32): now what does not
// fit scrolls inside the table, the order column fixed.
import { expect, type Locator, type Page } from '@playwright/test';
import { signInAsStaff } from './steps/staff.js';
import { test } from './support/fixtures.js';

const LAPTOP = { width: 1366, height: 850 };
const PHONE = { width: 360, height: 740 };
/** A smaller laptop (the md breakpoint and up keeps the table a table), where the orders table must scroll. */
const NARROW_LAPTOP = { width: 1024, height: 768 };

/** How much wider the placeholder's text is than the room the input leaves it (≤ 0: it fits). */
function placeholderOverflow(input: Locator): Promise<number> {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = context.measureText(element.placeholder).width;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return text - room;
  });
}

/**
 * The orders table at this window: the window never scrolls sideways, the table's scroll area ends inside it, and
 * scrolling the table to its far end brings its last column into view while the order column (header and first
 * row's code) stays where it was. Answers how far the table scrolls.
 */
async function ordersTableFits(page: Page, viewport: { width: number; height: number }) {
  await page.goto('/admin/order?view=table');
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByTestId('admin-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the window scrolls sideways').toBe(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
  const area = table.locator('xpath=..');
  const box = (await area.boundingBox())!;
  expect(box.x + box.width, "the table's right edge").toBeLessThanOrEqual(viewport.width);

  const orderHeader = table.getByRole('columnheader', { name: 'Order', exact: true });
  const firstCode = table.getByTestId('admin-row').first().getByRole('link').first();
  const last = table.getByRole('columnheader').last();
  const before = { header: (await orderHeader.boundingBox())!.x, code: (await firstCode.boundingBox())!.x };
  const scrolls = await area.evaluate((element) => element.scrollWidth - element.clientWidth);
  await area.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => area.evaluate((element) => element.scrollLeft)).toBe(scrolls);
  // All of it but the table frame's sub-pixel edge (measured 0.998 at 1366 and at 1024 px).
  await expect(last).toBeInViewport({ ratio: 0.99 });
  expect((await orderHeader.boundingBox())!.x, 'the order column stays put').toBeCloseTo(before.header, 0);
  expect((await firstCode.boundingBox())!.x, "the first order's code stays put").toBeCloseTo(before.code, 0);
  await expect(firstCode).toBeInViewport({ ratio: 1 });
  return scrolls;
}

test.describe('at 1366 × 850', () => {
  test.use({ viewport: LAPTOP });

  test('the orders table shows or scrolls to every column inside itself, the order column fixed', async ({
    page,
  }, testInfo) => {
    await signInAsStaff(page, 'admin');
    await ordersTableFits(page, LAPTOP);
    await page.screenshot({ path: testInfo.outputPath('orders-table-1366x850.png') });
  });

  test("root's menu keeps Back to the shop and Sign Out on screen without scrolling", async ({ page }) => {
    await signInAsStaff(page, 'root');
    const menu = page.getByRole('complementary', { name: 'Back office' });
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeInViewport({ ratio: 1 });
    await expect(menu.getByRole('link', { name: 'Back to the shop' })).toBeInViewport({ ratio: 1 });
    // Every section is still there, by scrolling the menu itself.
    const last = menu.getByRole('navigation', { name: 'Back office menu' }).getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('at 1024 × 768', () => {
  test.use({ viewport: NARROW_LAPTOP });

  test('the orders table scrolls inside itself, the order column fixed', async ({ page }, testInfo) => {
    await signInAsStaff(page, 'admin');
    expect(await ordersTableFits(page, NARROW_LAPTOP), 'the table scrolls at this width').toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('orders-table-1024x768-scrolled.png') });
  });
});

test.describe('at 360 × 740', () => {
  test.use({ viewport: PHONE });

  test("root's menu drawer keeps Sign Out at its foot, its sections scrolling above it", async ({ page }) => {
    await signInAsStaff(page, 'root');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeInViewport({ ratio: 1 });
    await expect(drawer.getByRole('link', { name: 'Back to the shop' })).toBeInViewport({ ratio: 1 });
    const last = drawer.getByRole('navigation', { name: 'Back office menu' }).getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeInViewport({ ratio: 1 });
  });
});

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('the order, payment and shipping searches show their whole placeholder', async ({ page }) => {
      await signInAsStaff(page, 'admin');
      for (const [path, name] of [
        ['/admin/order', 'Search orders (code, product, customer)'],
        ['/admin/payment', 'Search payments (order code, customer)'],
        ['/admin/shipping', 'Search shipments (order code, customer)'],
      ] as const) {
        await page.goto(path);
        const search = page.getByRole('searchbox', { name });
        await expect(search).toBeVisible();
        expect(
          await placeholderOverflow(search),
          `${path}: placeholder "${await search.getAttribute('placeholder')}"`,
        ).toBeLessThanOrEqual(0);
      }
    });
  });
}
