// Regressions of the back office's frame on a laptop and a phone: Sign Out fell below the fold at 1366 × 850 (root's
// menu is taller than the window) and below the sections in the phone's drawer, and the order search's placeholder
// was cut off inside its box.
import { expect, type Locator } from '@playwright/test';
import { signInAsStaff } from './steps/staff.js';
import { test } from './support/fixtures.js';

const LAPTOP = { width: 1366, height: 850 };
const PHONE = { width: 360, height: 740 };

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

test.describe('at 1366 × 850', () => {
  test.use({ viewport: LAPTOP });

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
