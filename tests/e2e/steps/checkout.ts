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
 * On /payment/:token: the sandbox's page in the 'Payment' iframe, paid with its first method; then the shop shows
 * /payment/payment-success. Answers the token.
 */
export async function payInSandbox(page: Page): Promise<string> {
  const payment = new PaymentPage(page);
  await expect(payment.iframe).toBeVisible();
  const token = payment.token();
  const pay = payment.frame.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeVisible();
  await pay.click();
  await expect(page).toHaveURL(/\/payment\/payment-success/, { timeout: 20_000 });
  return token;
}
