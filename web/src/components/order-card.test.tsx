// The order card (member and staff lists): a cancelled order whose money went back reads Refunded beside Cancelled,
// in the app's language; a paid one shows no payment badge.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import type { PaymentStatus } from '@/generated/graphql';
import { i18n, startLanguage } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { OrderCard, OrderCardFragment } from './order-card';

const card = (status: 'cancelled' | 'paid', payment: PaymentStatus) =>
  makeFragmentData(
    {
      __typename: 'Order',
      id: 'o-1',
      orderCode: 'ORD-20261124-7KQ2M',
      status,
      stage: status,
      orderDate: '2026-11-24T03:00:00.000Z',
      total: 259_000,
      discount: 0,
      voucherCode: null,
      firstProductName: 'Kemeja Tenun Ikat',
      firstProductImage: '',
      otherProductCount: 0,
      payment: { __typename: 'OrderPayment', status: payment },
    },
    OrderCardFragment,
  );

afterEach(() => {
  i18n.activate('en');
});

describe('OrderCard', () => {
  it('refunded order reads Cancelled and Refunded, never Paid', async () => {
    renderWithApp(<OrderCard order={card('cancelled', 'refunded')} />);
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Refunded');
    expect(screen.getByTestId('order-card')).toHaveTextContent('Cancelled');
    expect(screen.getByTestId('order-card')).not.toHaveTextContent('Paid');
  });

  it('refunded order reads Dana dikembalikan sebagian in Indonesian when part went back', async () => {
    await startLanguage('id', ['core', 'store']);
    renderWithApp(<OrderCard order={card('paid', 'partially_refunded')} />);
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Dana dikembalikan sebagian');
  });

  it('shows no payment badge while the payment is simply paid', async () => {
    renderWithApp(<OrderCard order={card('paid', 'paid')} />);
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-status')).not.toBeInTheDocument();
  });
});
