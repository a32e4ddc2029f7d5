import { describe, expect, it } from 'vitest';
import { NO_PAYMENT_METHOD, paymentMethodLabel, paymentProviderLabel } from './payment-methods';

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
    expect(paymentMethodLabel('')).toBe(NO_PAYMENT_METHOD);
    expect(paymentMethodLabel(null)).toBe(NO_PAYMENT_METHOD);
  });
});

describe('paymentProviderLabel', () => {
  it('names the providers', () => {
    expect(paymentProviderLabel('sandbox')).toBe('Sandbox');
    expect(paymentProviderLabel('midtrans')).toBe('Midtrans');
  });
});
