// The member's floating chat button never covers what a phone's shopper needs to tap (issue 24): it rises above the
// product page's add-to-cart bar, the footer leaves room for it at the end of a page, and it is not on the cart,
// whose total and Checkout sit where it would float.
import type { Locator } from '@playwright/test';
import { CartPage } from './pages/cart-page.js';
import { ProductPage } from './pages/product-page.js';
import { SiteLayout } from './pages/site-layout.js';
import { createConfirmedAccount, signIn } from './steps/accounts.js';
import { addToCart, inStock } from './steps/cart.js';
import { expect, test } from './support/fixtures.js';
import { productNamed } from './support/rest.js';

const PRODUCT = 'Kemeja Linen Oversize';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** Whether two boxes on screen overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('a box is not on screen');
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

test("a member's chat button stays clear of the add bar, the footer and the cart's total", async ({
  page,
}) => {
  const account = await createConfirmedAccount('chat-clear');
  await signIn(page, account);
  const layout = new SiteLayout(page);
  await expect(layout.chatLink).toBeVisible();

  const product = await productNamed(PRODUCT);
  const productPage = new ProductPage(page);
  await test.step('on a product page it rises above the add bar once the bar shows', async () => {
    await productPage.goto(product.id);
    await expect(productPage.heading).toHaveText(PRODUCT);
    // Just past the page's own Add to cart (not yet at the page's end): the bar slides in at the bottom.
    await productPage.addToCartButton.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom + 40),
    );
    await expect(productPage.barAddToCartButton).toBeVisible();
    await expect(layout.chatLink).toBeVisible();
    await expect
      .poll(() => overlap(layout.chatLink, productPage.barAddToCartButton), {
        message: 'the chat button covers the bar’s Add to cart',
      })
      .toBe(false);
    await expect.poll(() => overlap(layout.chatLink, productPage.addToCartBar)).toBe(false);
  });

  await test.step("at the end of a page the footer's last line is clear of it", async () => {
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const lastLine = layout.footer.locator('a, p').last();
    await expect(lastLine).toBeInViewport();
    await expect.poll(() => overlap(layout.chatLink, lastLine)).toBe(false);
  });

  await test.step('the cart has no chat button over its total and Checkout', async () => {
    await addToCart(page, product, { ...inStock(product, 1), quantity: 1 });
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.total).toBeVisible();
    await expect(cart.checkoutLink).toBeVisible();
    await expect(layout.chatLink).toHaveCount(0);
    // Back on a product, it is there again.
    await productPage.goto(product.id);
    await expect(layout.chatLink).toBeVisible();
  });
});
