import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderFiguresFragment } from '@/components/order-figures';
import { makeFragmentData } from '@/generated/fragment-masking';
import { writePendingPayment } from '@/lib/checkout-draft';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { PaymentFiguresQuery, PaymentOrderQuery, PaymentPage, PaymentProviderQuery } from './payment-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuv';
const SANDBOX_URL = `http://127.0.0.1:8080/payment-sandbox/${TOKEN}`;

const sandbox = mockQuery(
  PaymentProviderQuery,
  {},
  {
    storefront: {
      __typename: 'Storefront',
      paymentProvider: 'sandbox',
      midtransClientKey: null,
      midtransSnapJsUrl: 'https://app.sandbox.midtrans.com/snap/snap.js',
    },
  },
);

function order(status: 'pending' | 'paid', times = 1) {
  return mockQuery(
    PaymentOrderQuery,
    { token: TOKEN },
    {
      orderByPaymentToken: {
        __typename: 'Order',
        id: 'order-1',
        orderCode: 'ORD-20261124-7K3QX',
        status,
        payment: { __typename: 'OrderPayment', redirectUrl: SANDBOX_URL },
      },
    },
    times,
  );
}

/** The order's figures beside the payment: Rp 300.000 of goods, LEMARI10 takes Rp 30.000, JNE REG Rp 10.000. */
const figures = mockQuery(
  PaymentFiguresQuery,
  { token: TOKEN },
  {
    orderByPaymentToken: {
      __typename: 'Order',
      id: 'order-1',
      ...makeFragmentData(
        {
          __typename: 'Order',
          subtotal: 300000,
          shippingCost: 10000,
          discount: 30000,
          voucherCode: 'LEMARI10',
          tax: 26757,
          total: 280000,
        },
        OrderFiguresFragment,
      ),
    },
  },
);

function renderPayment(mocks: MockLink.MockedResponse[], token = TOKEN) {
  return renderWithApp(<PaymentPage />, {
    route: '/payment/:token',
    at: `/payment/${token}`,
    mocks: [figures, ...mocks],
  });
}

afterEach(() => {
  sessionStorage.clear();
  delete window.snap;
});

describe('PaymentPage', () => {
  it('embeds the sandbox page checkout answered, and moves on to payment success once it is paid', async () => {
    writePendingPayment({ token: TOKEN, redirectUrl: SANDBOX_URL, orderID: 'order-1', orderCode: 'ORD-1' });
    const { router } = renderPayment([mockSession(null), sandbox, order('paid')]);

    const frame = await screen.findByTitle('Payment');
    expect(frame).toHaveAttribute('src', SANDBOX_URL);
    // Beside it, the order's figures as the cart and every step showed them: the voucher's code, shipping listed.
    expect(await screen.findByTestId('payment-total')).toHaveTextContent(/^Rp\s280\.000$/u);
    expect(screen.getByText('Discount (LEMARI10)')).toBeInTheDocument();
    expect(screen.getByTestId('payment-discount').textContent).toBe(
      'Discount (LEMARI10)\u2212Rp\u00a030.000',
    );
    expect(screen.getByTestId('payment-shipping').textContent).toBe('Rp\u00a010.000');
    expect(screen.getByTestId('payment-tax').textContent).toBe('Rp\u00a026.757');
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/products');

    // The page loads, then answers the shopper's Pay: the second load is when to look at the order.
    fireEvent.load(frame);
    fireEvent.load(frame);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/payment-success'));
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
  });

  it('opened directly (another tab, the e-mail link), finds the payment page by its token', async () => {
    renderPayment([mockSession(null), sandbox, order('pending')]);
    expect(await screen.findByTitle('Payment')).toHaveAttribute('src', SANDBOX_URL);
    expect(screen.getByText('ORD-20261124-7K3QX')).toBeInTheDocument();
  });

  it('says so when no payment has this token', async () => {
    renderPayment(
      [
        mockSession(null),
        sandbox,
        mockQuery(PaymentOrderQuery, { token: 'nope-nope-nope-nope' }, { orderByPaymentToken: null }),
      ],
      'nope-nope-nope-nope',
    );
    expect(await screen.findByTestId('payment-missing')).toHaveTextContent(
      'There is no payment for this link.',
    );
    expect(screen.queryByTitle('Payment')).not.toBeInTheDocument();
  });

  it('embeds Midtrans Snap when the shop takes payments with Midtrans, and moves on when Snap says paid', async () => {
    writePendingPayment({ token: TOKEN, redirectUrl: '', orderID: 'order-1', orderCode: 'ORD-1' });
    const embed = vi.fn(
      (_token: string, options: { embedId: string; onSuccess?: (result: unknown) => void }) => {
        expect(document.getElementById(options.embedId)).not.toBeNull();
        options.onSuccess?.({ transaction_status: 'settlement' });
      },
    );
    window.snap = { embed };
    const { router } = renderPayment([
      mockSession(null),
      mockQuery(
        PaymentProviderQuery,
        {},
        {
          storefront: {
            __typename: 'Storefront',
            paymentProvider: 'midtrans',
            midtransClientKey: 'SB-Mid-client-test',
            midtransSnapJsUrl: 'https://app.sandbox.midtrans.com/snap/snap.js',
          },
        },
      ),
    ]);
    await waitFor(() => expect(embed).toHaveBeenCalledWith(TOKEN, expect.anything()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/payment-success'));
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
  });
});
