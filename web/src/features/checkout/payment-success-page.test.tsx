import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writePendingPayment } from '@/lib/checkout-draft';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { OrderByPaymentTokenQuery, PaymentSuccessPage } from './payment-success-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuv';

function order(status: 'pending' | 'paid', voucher?: { code: string; discount: number }) {
  return mockQuery(
    OrderByPaymentTokenQuery,
    { token: TOKEN },
    {
      orderByPaymentToken: {
        __typename: 'Order',
        id: 'order-1',
        orderCode: 'ORD-20261124-7K3QX',
        status,
        total: 310000 - (voucher?.discount ?? 0),
        discount: voucher?.discount ?? 0,
        voucherCode: voucher?.code ?? null,
      },
    },
  );
}

function renderSuccess(mocks: MockLink.MockedResponse[], at: string) {
  return renderWithApp(<PaymentSuccessPage />, { route: '/payment/payment-success', at, mocks });
}

afterEach(() => sessionStorage.clear());

describe('PaymentSuccessPage', () => {
  it('asks again every ~2 s until the order is paid', async () => {
    renderSuccess(
      [mockSession(null), order('pending'), order('pending'), order('paid')],
      `/payment/payment-success?token=${TOKEN}`,
    );

    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(await screen.findByTestId('order-code')).toHaveTextContent('ORD-20261124-7K3QX');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'pending');
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'paid'), {
      timeout: 8000,
    });
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    // Guests have no order list: they look their order up by its code and e-mail.
    expect(screen.queryByRole('link', { name: 'See my orders' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check my order status' })).toHaveAttribute(
      'href',
      '/order-status',
    );
  }, 15_000);

  it("finds the token kept at checkout after Midtrans's finish redirect, and offers members their orders", async () => {
    writePendingPayment({
      token: TOKEN,
      redirectUrl: '',
      orderID: 'order-1',
      orderCode: 'ORD-20261124-7K3QX',
    });
    renderSuccess(
      [mockSession('member'), order('paid')],
      '/payment/payment-success?order_id=ORD-20261124-7K3QX&status_code=200&transaction_status=settlement',
    );
    expect(await screen.findByTestId('order-status')).toHaveAttribute('data-status', 'paid');
    expect(await screen.findByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/order-list');
  });

  it("shows a voucher's discount under the total", async () => {
    renderSuccess(
      [mockSession(null), order('paid', { code: 'LEMARI10', discount: 31000 })],
      `/payment/payment-success?token=${TOKEN}`,
    );
    expect(await screen.findByTestId('order-total')).toHaveTextContent('Total Rp 279.000');
    expect(screen.getByTestId('order-discount').textContent).toBe('Discount (LEMARI10) \u2212Rp\u00a031.000');
  });
});
