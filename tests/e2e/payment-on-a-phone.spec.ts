// Paying on a phone (360 × 740): the payment frame fits the screen, the sandbox's page inside it needs no scroll of
// its own (Pay is on screen in it), the deadline and the order code are not broken mid-word, and 'Back to products'
// comes after the payment. Screenshots of the page at 360 × 740 and 1366 × 850 go to the test's output folder.
import type { Locator, Page } from '@playwright/test';
import { PaymentPage } from './pages/checkout-pages.js';
import { newAccount } from './steps/accounts.js';
import { expect, test } from './support/fixtures.js';
import { checkoutByApi } from './support/rest.js';
import { journeyProduct, lineOf } from './steps/products.js';

async function openPayment(page: Page): Promise<PaymentPage> {
  // A product of the journey's own: the demo shop's variants hold only a few pieces, which other journeys buy.
  const product = await journeyProduct('Bayar Ponsel');
  const placed = await checkoutByApi({
    customerID: newAccount('phone-pay').email,
    orderDetail: [lineOf(product)],
  });
  await page.goto(`/payment/${placed.token}`);
  const payment = new PaymentPage(page);
  await expect(payment.iframe).toBeVisible();
  await expect(payment.frame.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  return payment;
}

/** How many lines an element's text takes: a value broken across lines takes more than one. */
const lineCount = (element: Locator) =>
  element.evaluate((dd) => {
    const range = document.createRange();
    range.selectNodeContents(dd);
    const rects = range.getClientRects();
    const tops = new Set<number>();
    for (let i = 0; i < rects.length; i += 1) tops.add(Math.round(rects[i]!.top));
    return tops.size;
  });

/** The deadline and the order code (in the facts and the title) each read on one line. */
async function expectUnbroken(payment: PaymentPage) {
  const fact = (term: string) =>
    payment.frame.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  expect(await lineCount(fact('Pay before')), "'Pay before' on one line").toBe(1);
  expect(await lineCount(fact('Order')), 'the order code on one line').toBe(1);
  const code = payment.frame.getByRole('heading', { level: 1 }).getByText(/^ORD-/);
  expect(await lineCount(code), "the title's order code on one line").toBe(1);
}

test.describe('on a phone (360 × 740, touch)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the payment frame fits the screen and Pay needs no scroll inside it', async ({ page }, testInfo) => {
    const payment = await openPayment(page);
    const frame = await payment.iframe.boundingBox();
    expect(frame, 'the frame is laid out').not.toBeNull();
    expect(frame!.width, 'the frame fits the width').toBeLessThanOrEqual(360);
    expect(frame!.height, 'the frame fits the height').toBeLessThanOrEqual(740);

    // Nothing to scroll inside the frame: its page is no taller than the frame, and Pay lies within it.
    const inner = await payment.frame
      .locator('html')
      .evaluate((html) => ({ scrollHeight: html.scrollHeight, clientHeight: html.clientHeight }));
    expect(inner.scrollHeight, 'the page in the frame needs no scroll').toBeLessThanOrEqual(
      inner.clientHeight,
    );
    const pay = await payment.frame.getByRole('button', { name: 'Pay', exact: true }).evaluate((button) => {
      const box = button.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, height: window.innerHeight };
    });
    expect(pay.top).toBeGreaterThanOrEqual(0);
    expect(pay.bottom, 'Pay is inside the frame').toBeLessThanOrEqual(pay.height);

    await expectUnbroken(payment);

    // 'Back to products' comes after the payment, not above it.
    const back = await payment.backToProducts.boundingBox();
    expect(back!.y, "'Back to products' is below the frame").toBeGreaterThan(frame!.y + frame!.height);

    await page.screenshot({ path: testInfo.outputPath('payment-360x740.png') });
    await payment.iframe.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('payment-360x740-frame.png') });
  });
});

test.describe('on a desktop (1366 × 850)', () => {
  test.use({ viewport: { width: 1366, height: 850 } });

  test('the payment frame shows the whole payment page', async ({ page }, testInfo) => {
    const payment = await openPayment(page);
    const inner = await payment.frame
      .locator('html')
      .evaluate((html) => ({ scrollHeight: html.scrollHeight, clientHeight: html.clientHeight }));
    expect(inner.scrollHeight).toBeLessThanOrEqual(inner.clientHeight);
    await expectUnbroken(payment);
    await page.screenshot({ path: testInfo.outputPath('payment-1366x850.png'), fullPage: true });
  });
});
