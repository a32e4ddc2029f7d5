import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import type { PaymentStatus } from '@/generated/graphql';
import { i18n, startLanguage } from '@/lib/i18n';
import { mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { OrderColumnsFragment } from './order-columns';
import { AdminPaymentsQuery, PaymentListPage } from './payment-list-page';
import { AdminShipmentsQuery, ShippingListPage } from './shipping-list-page';

/** A row's order code and customer, as its OrderColumns_order fragment answers them. */
const orderColumns = (id: string, orderCode: string, customerName: string, customerID: string) =>
  makeFragmentData({ __typename: 'Order', id, orderCode, customerName, customerID }, OrderColumnsFragment);

describe('PaymentListPage', () => {
  it("lists payments with method, amount and status, filtered by the payment's status in the address", async () => {
    renderWithApp(<PaymentListPage />, {
      route: '/admin/payment',
      at: '/admin/payment?status=paid',
      mocks: [
        mockQuery(
          AdminPaymentsQuery,
          { q: null, paymentStatus: ['paid'], page: { page: 1, limit: 10 } },
          {
            orders: {
              __typename: 'OrderPage',
              items: [
                {
                  __typename: 'Order',
                  id: 'o-1',
                  ...orderColumns('o-1', 'ORD-1', 'Sari', 'sari@lemari.test'),
                  payment: {
                    __typename: 'OrderPayment',
                    provider: 'sandbox',
                    paymentMethod: 'qris',
                    totalAmount: 259_000,
                    paymentDate: '2026-11-24T03:00:00.000Z',
                    status: 'paid',
                  },
                },
                {
                  __typename: 'Order',
                  id: 'o-2',
                  ...orderColumns('o-2', 'ORD-2', 'Budi', 'budi@lemari.test'),
                  payment: {
                    __typename: 'OrderPayment',
                    provider: 'midtrans',
                    paymentMethod: '',
                    totalAmount: 120_000,
                    paymentDate: null,
                    status: 'pending',
                  },
                },
              ],
              paging: mockPaging(2),
            },
          },
        ),
      ],
    });
    const [row, pending] = await screen.findAllByTestId('admin-row');
    expect(within(row!).getByRole('link', { name: 'ORD-1' })).toHaveAttribute('href', '/admin/order/o-1');
    // The methods' own names ('QRIS', not 'Qris'), and words for a method not chosen yet (not '- (sandbox)').
    expect(within(row!).getByText('QRIS')).toBeInTheDocument();
    expect(within(row!).getByText('via Sandbox')).toBeInTheDocument();
    expect(within(pending!).getByText('Not chosen yet')).toBeInTheDocument();
    expect(within(pending!).getByText('via Midtrans')).toBeInTheDocument();
    expect(pending).not.toHaveTextContent('- (');
    expect(row).toHaveTextContent('Rp 259.000');
    expect(within(row!).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(screen.getByLabelText('Payment status')).toHaveValue('paid');
  });

  /** The list as the payments query answers it for one payment status (null: all). */
  const refundedAnswer = (paymentStatus: PaymentStatus[] | null, status: PaymentStatus) =>
    mockQuery(
      AdminPaymentsQuery,
      { q: null, paymentStatus, page: { page: 1, limit: 10 } },
      {
        orders: {
          __typename: 'OrderPage',
          items: [
            {
              __typename: 'Order',
              id: 'o-3',
              ...orderColumns('o-3', 'ORD-3', 'Sari', 'sari@lemari.test'),
              payment: {
                __typename: 'OrderPayment',
                provider: 'sandbox',
                paymentMethod: 'gopay',
                totalAmount: 259_000,
                paymentDate: '2026-11-24T03:00:00.000Z',
                status,
              },
            },
          ],
          paging: mockPaging(1),
        },
      },
    );

  it('refunded order reads Refunded, not Paid, and the Refunded filter asks for refunded payments', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<PaymentListPage />, {
      route: '/admin/payment',
      mocks: [refundedAnswer(null, 'partially_refunded'), refundedAnswer(['refunded'], 'refunded')],
    });
    const [partly] = await screen.findAllByTestId('admin-row');
    expect(within(partly!).getByTestId('payment-status')).toHaveTextContent('Partially refunded');
    const filter = screen.getByLabelText('Payment status');
    expect(within(filter).getByRole('option', { name: 'Refunded' })).toBeInTheDocument();
    expect(within(filter).getByRole('option', { name: 'Partially refunded' })).toBeInTheDocument();
    await user.selectOptions(filter, 'Refunded');
    await waitFor(() => expect(router.state.location.search).toBe('?status=refunded'));
    await waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent(/^Refunded$/u));
    expect(screen.getByTestId('admin-row')).not.toHaveTextContent('Paid');
  });

  it('refunded order reads Dana dikembalikan in Indonesian, with its own filter', async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    try {
      renderWithApp(<PaymentListPage />, {
        route: '/admin/payment',
        at: '/admin/payment?status=refunded',
        mocks: [refundedAnswer(['refunded'], 'refunded')],
      });
      expect(await screen.findByTestId('payment-status')).toHaveTextContent('Dana dikembalikan');
      const filter = screen.getByRole('combobox', { name: 'Status pembayaran' });
      expect(filter).toHaveValue('refunded');
      expect(within(filter).getByRole('option', { name: 'Dana dikembalikan sebagian' })).toBeInTheDocument();
    } finally {
      i18n.activate('en');
    }
  });
});

describe('ShippingListPage', () => {
  /** The parcels of one stage: its shipment status asked (with the orders' statuses while awaiting a resi). */
  const answer = (stage: 'pending' | 'shipped' | 'delivered') =>
    mockQuery(
      AdminShipmentsQuery,
      {
        q: null,
        status: stage === 'pending' ? ['paid', 'processing'] : null,
        shipmentStatus: [stage],
        page: { page: 1, limit: 10 },
      },
      {
        orders: {
          __typename: 'OrderPage',
          items: [
            {
              __typename: 'Order',
              id: `o-${stage}`,
              ...orderColumns(`o-${stage}`, `ORD-${stage}`, 'Sari', 'sari@lemari.test'),
              paidAt: '2026-11-24T03:00:00.000Z',
              shipment: {
                __typename: 'OrderShipment',
                courier: 'jne',
                service: 'REG',
                address: { __typename: 'ShipmentAddress', city: 'Kota Bandung' },
                resiNumber: stage === 'pending' ? '' : `JNE-${stage}`,
                shipmentDate: stage === 'pending' ? null : '2026-11-24T05:00:00.000Z',
                status: stage,
                deliveredAt: stage === 'delivered' ? '2026-11-26T08:00:00.000Z' : null,
              },
            },
          ],
          paging: mockPaging(1),
        },
      },
    );

  it('shows parcels awaiting a resi number first, those on the way and those delivered on their tabs', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<ShippingListPage />, {
      route: '/admin/shipping',
      mocks: [answer('pending'), answer('shipped'), answer('delivered')],
    });
    expect(await screen.findByRole('link', { name: 'ORD-pending' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'On the way' }));
    expect(await screen.findByRole('link', { name: 'ORD-shipped' })).toBeInTheDocument();
    expect(screen.getByText('JNE-shipped')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stage=on-the-way');
    // A parcel is where its shipment says (issue 32): one its tracking found delivered is under Delivered, with when.
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    expect(await screen.findByRole('link', { name: 'ORD-delivered' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Delivered' })).toBeInTheDocument();
    expect(screen.getByText(/26 November 2026/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stage=delivered');
  });
});
