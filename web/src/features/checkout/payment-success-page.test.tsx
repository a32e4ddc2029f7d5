import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderFiguresFragment } from '@/components/order-figures';
import { OrderLinesFragment } from '@/components/order-lines';
import { makeFragmentData } from '@/generated/fragment-masking';
import { writePendingPayment } from '@/lib/checkout-draft';
import { bothFragments, mockQuery, mockSession } from '@/test/fixtures';
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
        stage: status,
        total: 310000 - (voucher?.discount ?? 0),
        ...bothFragments(
          makeFragmentData(
            {
              __typename: 'Order',
              subtotal: 300000,
              shippingCost: 10000,
              discount: voucher?.discount ?? 0,
              voucherCode: voucher?.code ?? null,
              tax: voucher ? 26658 : 29730,
              total: 310000 - (voucher?.discount ?? 0),
            },
            OrderFiguresFragment,
          ),
          makeFragmentData(
            {
              __typename: 'Order',
              orderDetails: [
                {
                  __typename: 'OrderDetail',
                  id: 'line-1',
                  productID: 'product-1',
                  productName: 'Kemeja Linen',
                  productImage: '/img/kemeja.jpg',
                  color: 'Navy',
                  size: 'M',
                  sku: 'KEMEJA-LINEN-NAVY-M',
                  quantity: 2,
                  sellPrice: 150000,
                  subtotal: 300000,
                },
              ],
            },
            OrderLinesFragment,
          ),
        ),
        shipment: {
          __typename: 'OrderShipment',
          courier: 'jne',
          service: 'REG',
          description: 'Layanan Reguler',
          etd: '2-3',
          destination: 'Kota Bandung',
        },
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

  it('lists what was bought, where it goes, by which service and when, and where the confirmation went', async () => {
    writePendingPayment({
      token: TOKEN,
      redirectUrl: '',
      orderID: 'order-1',
      orderCode: 'ORD-20261124-7K3QX',
      deliverTo: 'Sari Dewi, 081234567890, Jl. Braga No. 10, Kota Bandung, Jawa Barat 40111',
      email: 'sari@example.com',
    });
    renderSuccess([mockSession(null), order('paid')], `/payment/payment-success?token=${TOKEN}`);

    const line = await screen.findByTestId('success-line');
    // The picture is decorative (alt ''): the name stands beside it.
    expect(line.querySelector('img')?.getAttribute('src')).toContain('kemeja');
    expect(line).toHaveTextContent('Kemeja Linen');
    expect(line).toHaveTextContent('Navy / M');
    expect(line).toHaveTextContent('2 x Rp 150.000');
    expect(line).toHaveTextContent('Rp 300.000');
    expect(screen.getByTestId('success-address')).toHaveTextContent(
      'Sari Dewi, 081234567890, Jl. Braga No. 10, Kota Bandung, Jawa Barat 40111',
    );
    expect(screen.getByTestId('success-courier')).toHaveTextContent(
      'JNE REG (Layanan Reguler) · arrives in about 2–3 days',
    );
    expect(screen.getByTestId('success-email')).toHaveTextContent(
      "We sent the order's confirmation to: sari@example.com",
    );
  });

  it('opened without what checkout kept, names only the city and no e-mail address', async () => {
    renderSuccess([mockSession(null), order('paid')], `/payment/payment-success?token=${TOKEN}`);
    expect(await screen.findByTestId('success-address')).toHaveTextContent(/^Kota Bandung$/u);
    expect(screen.getByTestId('success-email')).toHaveTextContent(
      "The order's confirmation is on its way by e-mail.",
    );
  });

  it("lists the order's figures, shipping and the voucher's discount with its code among them, without decimals", async () => {
    renderSuccess(
      [mockSession(null), order('paid', { code: 'LEMARI10', discount: 31000 })],
      `/payment/payment-success?token=${TOKEN}`,
    );
    expect(await screen.findByTestId('order-total')).toHaveTextContent('Total Rp 279.000');
    expect(screen.getByTestId('success-subtotal').textContent).toBe('Rp\u00a0300.000');
    expect(screen.getByTestId('success-discount').textContent).toBe(
      'Discount (LEMARI10)\u2212Rp\u00a031.000',
    );
    expect(screen.getByText('Discount (LEMARI10)')).toBeInTheDocument();
    expect(screen.getByTestId('success-shipping').textContent).toBe('Rp\u00a010.000');
    expect(screen.getByTestId('success-total').textContent).toBe('Rp\u00a0279.000');
    expect(screen.getByTestId('success-tax').textContent).toBe('Rp\u00a026.658');
    expect(screen.getByTestId('success-figures').textContent).not.toMatch(/,\d\d/u);
  });
});
