// How a payment's method and provider read on screen: the names Midtrans and the banks use ('QRIS', 'GoPay'),
// never the codes capitalised ('Qris', 'Gopay'). One map, @lemari/shop's, for every screen that shows a payment
// and for the REST API's sandbox payment page.
import { PAYMENT_METHOD_LABELS } from '@lemari/shop/rules';

const METHOD_LABELS: ReadonlyMap<string, string> = new Map(Object.entries(PAYMENT_METHOD_LABELS));

/** What stands for a method not chosen yet: an order still awaiting payment has none. */
export const NO_PAYMENT_METHOD = 'Not chosen yet';

/** 'qris' → 'QRIS'; an unknown code reads as words ('new_wallet' → 'New wallet'); none → NO_PAYMENT_METHOD. */
export function paymentMethodLabel(code: string | null | undefined): string {
  const key = (code ?? '').trim().toLowerCase();
  if (!key) return NO_PAYMENT_METHOD;
  const known = METHOD_LABELS.get(key);
  if (known) return known;
  const words = key.replace(/[_-]+/gu, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const PROVIDER_LABELS: Record<string, string> = { midtrans: 'Midtrans', sandbox: 'Sandbox' };

/** 'midtrans' → 'Midtrans', 'sandbox' → 'Sandbox' (the built-in payment page). */
export function paymentProviderLabel(code: string | null | undefined): string {
  const key = (code ?? '').trim().toLowerCase();
  return PROVIDER_LABELS[key] ?? (key ? key.charAt(0).toUpperCase() + key.slice(1) : '');
}
