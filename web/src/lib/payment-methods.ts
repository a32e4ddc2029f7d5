// How a payment's method and provider read on screen: the names Midtrans and the banks use ('QRIS', 'GoPay'),
// never the codes capitalised ('Qris', 'Gopay'). One map for every screen that shows a payment.

/** Snap's payment method codes (the REST API's PAYMENT_METHODS) and their names. */
const PAYMENT_METHOD_LABELS: Record<string, string> = {
  credit_card: 'Credit or debit card',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  qris: 'QRIS',
  permata_va: 'Permata Virtual Account',
  bca_va: 'BCA Virtual Account',
  bni_va: 'BNI Virtual Account',
  bri_va: 'BRI Virtual Account',
  echannel: 'Mandiri Bill Payment',
  other_va: 'Other bank transfer',
  bank_transfer: 'Bank transfer',
  indomaret: 'Indomaret',
  alfamart: 'Alfamart',
  akulaku: 'Akulaku PayLater',
};

/** What stands for a method not chosen yet: an order still awaiting payment has none. */
export const NO_PAYMENT_METHOD = 'Not chosen yet';

/** 'qris' → 'QRIS'; an unknown code reads as words ('new_wallet' → 'New wallet'); none → NO_PAYMENT_METHOD. */
export function paymentMethodLabel(code: string | null | undefined): string {
  const key = (code ?? '').trim().toLowerCase();
  if (!key) return NO_PAYMENT_METHOD;
  const known = PAYMENT_METHOD_LABELS[key];
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
