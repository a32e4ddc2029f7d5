import { PAYMENT_METHOD_LABELS } from '@lemari/shop/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, startLanguage } from '@/lib/i18n';
import { messageText } from '@/lib/message-text';
import {
  NO_PAYMENT_METHOD,
  paymentMethodLabel,
  paymentMethodMessage,
  paymentProviderLabel,
} from './payment-methods';

afterEach(() => i18n.activate('en'));

describe('paymentMethodLabel', () => {
  it('writes the methods as their makers do', () => {
    expect(paymentMethodLabel('qris')).toBe('QRIS');
    expect(paymentMethodLabel('gopay')).toBe('GoPay');
    expect(paymentMethodLabel('shopeepay')).toBe('ShopeePay');
    expect(paymentMethodLabel('bca_va')).toBe('BCA Virtual Account');
    expect(paymentMethodLabel('echannel')).toBe('Mandiri Bill Payment');
  });

  it('reads an unknown code as words, and says when no method was chosen', () => {
    expect(paymentMethodLabel('new_wallet')).toBe('New wallet');
    expect(paymentMethodLabel('')).toBe('Not chosen yet');
    expect(paymentMethodLabel(null)).toBe(messageText(NO_PAYMENT_METHOD));
  });

  it('says in English exactly what the shop rules say, for every method', () => {
    for (const [code, label] of Object.entries(PAYMENT_METHOD_LABELS)) {
      expect(paymentMethodLabel(code)).toBe(label);
    }
  });

  it('translates the labels that are words, and keeps the brands', async () => {
    await startLanguage('id');
    expect(paymentMethodLabel('credit_card')).toBe('Kartu kredit atau debit');
    expect(paymentMethodLabel('bank_transfer')).toBe('Transfer bank');
    expect(paymentMethodLabel(undefined)).toBe('Belum dipilih');
    expect(paymentMethodLabel('qris')).toBe('QRIS');
    expect(paymentMethodMessage('gopay')).toBe('GoPay');
  });
});

describe('paymentProviderLabel', () => {
  it('names the providers', () => {
    expect(paymentProviderLabel('sandbox')).toBe('Sandbox');
    expect(paymentProviderLabel('midtrans')).toBe('Midtrans');
  });
});
