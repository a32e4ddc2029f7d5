import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTrackingQuery, ParcelTrackingFragment } from '@/components/parcel-tracking';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { AdminOrderDetailPage, AdminOrderQuery } from './order-detail-page';

const ORDER = {
  __typename: 'Order' as const,
  id: 'order-1',
  orderCode: 'ORD-20261120-7K3QX',
  status: 'paid' as 'paid' | 'processing' | 'cancelled',
  stage: 'paid' as 'paid' | 'delivered' | 'cancelled',
  orderDate: '2026-11-20T03:00:00.000Z',
  paidAt: '2026-11-20T04:30:00.000Z',
  customerID: 'sari@example.com',
  customerName: 'Sari',
  customerPhone: '',
  note: 'Tolong bungkus rapi',
  subtotal: 150000,
  shippingCost: 20000,
  discount: 0,
  voucherCode: null,
  total: 170000,
  orderDetails: [
    {
      __typename: 'OrderDetail' as const,
      id: 'line-1',
      productID: 'product-1',
      productName: 'Kemeja Linen',
      productImage: '',
      color: 'Black',
      size: 'M',
      sku: 'KEMEJA-LINEN-BLACK-M',
      quantity: 1,
      sellPrice: 150000,
      subtotal: 150000,
    },
  ],
  payment: {
    __typename: 'OrderPayment' as const,
    paymentMethod: 'gopay',
    totalAmount: 170000,
    paymentDate: '2026-11-20T04:30:00.000Z',
    status: 'paid' as const,
  },
  refund: null as null | { __typename: 'Refund'; amount: number; status: 'succeeded'; at: string },
  shipment: {
    __typename: 'OrderShipment' as const,
    courier: 'jne',
    service: 'REG',
    description: 'Layanan Reguler',
    address: {
      __typename: 'ShipmentAddress' as const,
      address: 'Jl. Braga No. 5',
      subdistrictName: 'Sumur Bandung',
      city: 'Kota Bandung',
      province: 'Jawa Barat',
      postalCode: '40111',
      note: 'Titip di pos satpam',
    },
    resiNumber: '',
    shipmentDate: null as string | null,
    status: 'pending' as 'pending' | 'delivered',
    deliveredAt: null as string | null,
  },
};

/** The tracking of a parcel delivered on 23 November 2026. */
const deliveredTracking = () => ({
  order: {
    __typename: 'Order' as const,
    id: 'order-1',
    tracking: {
      __typename: 'Tracking' as const,
      ...makeFragmentData(
        {
          __typename: 'Tracking',
          courier: 'jne',
          resi: 'JNE-123',
          delivered: true,
          events: [
            {
              __typename: 'TrackingEvent',
              at: '2026-11-23T07:40:00.000Z',
              description: 'Delivered, received by Sari',
              location: 'Bandung',
            },
          ],
        },
        ParcelTrackingFragment,
      ),
    },
  },
});

const renderDetail = (mocks: MockLink.MockedResponse[]) =>
  renderWithApp(<AdminOrderDetailPage />, { route: '/admin/order/:id', at: '/admin/order/order-1', mocks });

describe('AdminOrderDetailPage', () => {
  it('shows the code, status and date, the moves the status allows, the customer and the order', async () => {
    renderDetail([mockQuery(AdminOrderQuery, { id: 'order-1' }, { order: ORDER })]);

    expect(await screen.findByTestId('order-code')).toHaveTextContent('ORD-20261120-7K3QX');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
    expect(screen.getByTestId('order-date')).toHaveTextContent('20 November 2026');
    expect(screen.getByRole('link', { name: '← Transactions' })).toHaveAttribute('href', '/admin/order');
    expect(screen.getByRole('button', { name: 'Mark as processing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-refund')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoice' })).toHaveAttribute('href', '/invoice/order-1');

    const customer = screen.getByTestId('order-customer');
    expect(within(customer).getByRole('heading', { name: 'Customer' })).toBeInTheDocument();
    expect(customer).toHaveTextContent('Sari');
    expect(customer).toHaveTextContent('sari@example.com');
    expect(within(customer).getByTestId('order-note')).toHaveTextContent('Tolong bungkus rapi');
    // The courier note the shopper typed with the address (issue 32: no staff screen showed it).
    expect(within(customer).getByTestId('order-courier-note')).toHaveTextContent('Titip di pos satpam');

    expect(screen.getAllByTestId('order-line')).toHaveLength(1);
    // Each figure by itself, as the journeys compare them with the checkout's (issue 32).
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('Rp 150.000');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Rp 20.000');
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rp 170.000');
  });

  it('shows the delivery address with its kecamatan and postal code, which the courier needs', async () => {
    renderDetail([mockQuery(AdminOrderQuery, { id: 'order-1' }, { order: ORDER })]);
    expect(await screen.findByTestId('order-destination')).toHaveTextContent(
      'Jl. Braga No. 5, Sumur Bandung, Kota Bandung, Jawa Barat 40111',
    );
  });

  it('shows the refund of a cancelled paid order, with no move left', async () => {
    const refunded = {
      ...ORDER,
      status: 'cancelled' as const,
      stage: 'cancelled' as const,
      refund: {
        __typename: 'Refund' as const,
        amount: 170000,
        status: 'succeeded' as const,
        at: '2026-11-21T02:00:00.000Z',
      },
    };
    renderDetail([mockQuery(AdminOrderQuery, { id: 'order-1' }, { order: refunded })]);
    expect(await screen.findByTestId('order-refund')).toHaveTextContent(
      'Refunded Rp 170.000 on 21 November 2026',
    );
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
  });

  it('tells a parcel its tracking found delivered as the member and the guest see it: Delivered, never Processing', async () => {
    const delivered = {
      ...ORDER,
      status: 'processing' as const,
      stage: 'delivered' as const,
      shipment: {
        ...ORDER.shipment,
        resiNumber: 'JNE-123',
        shipmentDate: '2026-11-21T02:15:00.000Z',
        status: 'delivered' as const,
        deliveredAt: '2026-11-23T07:40:00.000Z',
      },
    };
    renderDetail([
      mockQuery(AdminOrderQuery, { id: 'order-1' }, { order: delivered }),
      mockQuery(OrderTrackingQuery, { id: 'order-1' }, deliveredTracking()),
    ]);
    const tracking = await screen.findByTestId('parcel-tracking');
    expect(await within(tracking).findByTestId('tracking-state')).toHaveTextContent(/^Delivered$/);
    expect(screen.getByTestId('order-status')).toHaveTextContent(/^Delivered$/);
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'processing');
    expect(screen.getByTestId('order-shipment-status')).toHaveTextContent(/^Delivered on 23 November 2026$/);
    // Staff may still complete it (or the customer's 'Pesanan diterima' will).
    expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
    const headline = screen.getByTestId('order-status').parentElement!.parentElement!;
    expect(headline).not.toHaveTextContent(/processing|on its way|on the way/i);
    expect(screen.getByTestId('order-shipment')).not.toHaveTextContent(/processing|on its way|on the way/i);
  });

  it('says not found, with the way back to the orders, for an order that is not there', async () => {
    renderDetail([mockError(AdminOrderQuery, { id: 'order-1' }, 'Order not found', { code: 'NOT_FOUND' })]);
    const notFound = await screen.findByTestId('not-found');
    expect(within(notFound).getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/admin/order',
    );
  });

  it('shows a failure with a retry', async () => {
    renderDetail([
      mockError(AdminOrderQuery, { id: 'order-1' }, 'Service unavailable', { code: 'UNAVAILABLE' }),
    ]);
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Service unavailable');
  });
});
