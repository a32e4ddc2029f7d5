// The steps of paying: the sandbox payment page in the iframe of /payment/:token, and the rupiah the screens show.
import { expect, type Page } from '@playwright/test';
import { PaymentPage } from '../pages/checkout-pages.js';

/** "Rp 1.234.567" → 1234567. */
export function rupiah(text: string): number {
  const digits = text.replace(/,\d{1,2}$/, '').replace(/\D/g, '');
  if (!digits) throw new Error(`no amount in "${text}"`);
  return Number(digits);
}

/** How the shop writes whole rupiah: "Rp 150.000". */
export const RUPIAH = /^Rp\s?\d{1,3}(?:\.\d{3})*(?:,\d{2})?$/;

/**
 * On /payment/:token: pays with the sandbox's first method in the 'Payment' iframe, then follows the way on to
 * /payment/payment-success: the page may go there by itself, or the shopper takes the 'See my order' link the
 * provider's page shows (as Midtrans's finish redirect) or the page's own 'See my order'. Answers the token.
 */
export async function payInSandbox(page: Page): Promise<string> {
  const payment = new PaymentPage(page);
  await expect(payment.iframe).toBeVisible();
  const token = payment.token();
  const pay = payment.frame.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeVisible();
  await pay.click();

  const success = /\/payment\/payment-success/;
  const providerLink = payment.frame.getByRole('link', { name: 'See my order', exact: true });
  const pageButton = page.getByRole('main').getByRole('button', { name: 'See my order', exact: true });
  await expect
    .poll(
      async () =>
        success.test(page.url()) || (await providerLink.isVisible()) || (await pageButton.isVisible()),
      { message: 'after paying, a way on to payment success', timeout: 20_000 },
    )
    .toBe(true);
  if (!success.test(page.url())) {
    await ((await providerLink.isVisible()) ? providerLink : pageButton).click();
  }
  await expect(page).toHaveURL(success);
  return token;
}
