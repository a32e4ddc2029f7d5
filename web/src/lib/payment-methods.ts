// How a payment's method and provider read on screen: the names Midtrans and the banks use ('QRIS', 'GoPay'),
// never the codes capitalised ('Qris', 'Gopay'). One map, @lemari/shop's, for every screen that shows a payment
// and for the REST API's sandbox payment page; the few of its labels that are words rather than names are
// translated here (issue 23), their English exactly the map's.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@lemari/shop/rules';
import { messageText, type Message } from '@/lib/message-text';

const METHOD_LABELS: ReadonlyMap<string, string> = new Map(Object.entries(PAYMENT_METHOD_LABELS));

/** The labels that read differently in Bahasa Indonesia; the others are brands and banks' product names. */
const TRANSLATED_LABELS: Partial<Record<PaymentMethod | 'bank_transfer', MessageDescriptor>> = {
  credit_card: msg`Credit or debit card`,
  other_va: msg`Other bank transfer`,
  bank_transfer: msg`Bank transfer`,
};
const TRANSLATED: ReadonlyMap<string, MessageDescriptor> = new Map(Object.entries(TRANSLATED_LABELS));

/** What stands for a method not chosen yet: an order still awaiting payment has none. */
export const NO_PAYMENT_METHOD = msg`Not chosen yet`;

/**
 * A method's label as a message: a descriptor for the labels with words (and NO_PAYMENT_METHOD for none), the name
 * itself for a brand ('QRIS'); an unknown code reads as words ('new_wallet' → 'New wallet'). For module-level lists;
 * show it with messageText (lib/message-text.ts) in a component that uses useLingui().
 */
export function paymentMethodMessage(code: string | null | undefined): Message {
  const key = (code ?? '').trim().toLowerCase();
  if (!key) return NO_PAYMENT_METHOD;
  const translated = TRANSLATED.get(key);
  if (translated) return translated;
  const known = METHOD_LABELS.get(key);
  if (known) return known;
  const words = key.replace(/[_-]+/gu, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'qris' → 'QRIS', 'credit_card' → 'Credit or debit card' / 'Kartu kredit atau debit': in the app's language now. */
export function paymentMethodLabel(code: string | null | undefined): string {
  return messageText(paymentMethodMessage(code));
}

const PROVIDER_LABELS: Record<string, string> = { midtrans: 'Midtrans', sandbox: 'Sandbox' };

/** 'midtrans' → 'Midtrans', 'sandbox' → 'Sandbox' (the built-in payment page): names, the same in each language. */
export function paymentProviderLabel(code: string | null | undefined): string {
  const key = (code ?? '').trim().toLowerCase();
  return PROVIDER_LABELS[key] ?? (key ? key.charAt(0).toUpperCase() + key.slice(1) : '');
}
