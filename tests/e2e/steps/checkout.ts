// The steps of paying: the sandbox payment page in the iframe of /payment/:token, and the rupiah the screens show.
import { expect, type Page } from '@playwright/test';
import { PaymentPage } from '../pages/checkout-pages.js';

/** "Rp 1.234.567" → 1234567. */
export function rupiah(text: string): number {
  const digits = text.replace(/,\d{1,2}$/, '').replace(/\D/g, '');
  if (!digits) throw new Error(`no amount in "${text}"`);
  return Number(digits);
}

/**
 * The price a shipping option's accessible name gives, e.g. "JNE REG Layanan Reguler · 1–2 days Rp 16.000": 0 when
 * it reads Free (Gratis) first (free shipping, issue 32, whose name goes on with "the shop pays Rp 16.000").
 */
export function optionPrice(name: string): number {
  const first = /\b(?:Free|Gratis)\b|Rp\s?[\d.]+/.exec(name)?.[0] ?? '';
  return first === 'Free' || first === 'Gratis' ? 0 : rupiah(first);
}

/** How the shop writes whole rupiah: "Rp 150.000". */
export const RUPIAH = /^Rp\s?\d{1,3}(?:\.\d{3})*(?:,\d{2})?$/;

/**
 * On /payment/:token: pays with the sandbox's first method in the payment iframe, then follows the way on to
 * /payment/payment-success: the page may go there by itself, or the shopper takes the 'See my order' link the
 * provider's page shows (as Midtrans's finish redirect) or the page's own 'See my order'. Answers the token. In
 * either language: the sandbox's page speaks the shopper's too ('Bayar', 'Lihat pesanan saya').
 */
export async function payInSandbox(page: Page): Promise<string> {
  const payment = new PaymentPage(page);
  await expect(payment.iframe).toBeVisible();
  const token = payment.token();
  const pay = payment.frame.getByRole('button', { name: /^(?:Pay|Bayar)$/u });
  await expect(pay).toBeVisible();
  await pay.click();

  const success = /\/payment\/payment-success/;
  const seeMyOrder = /^(?:See my order|Lihat pesanan saya)$/u;
  const providerLink = payment.frame.getByRole('link', { name: seeMyOrder });
  const pageButton = page.getByRole('main').getByRole('button', { name: seeMyOrder });
  // The page may move on by itself at any moment, so a way on seen a moment ago may be gone when clicked.
  await expect
    .poll(
      async () => {
        for (const wayOn of [providerLink, pageButton]) {
          if (success.test(page.url())) return true;
          if (await wayOn.isVisible()) await wayOn.click({ timeout: 2_000 }).catch(() => undefined);
        }
        return success.test(page.url());
      },
      { message: 'after paying, the shopper reaches payment success', timeout: 30_000 },
    )
    .toBe(true);
  return token;
}
