import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { orderStage } from '@lemari/shop/rules';
import type { OrderStatus } from '@/generated/graphql';
import { OrderTrackingQuery, ParcelTrackingFragment } from '@/components/parcel-tracking';
import { makeFragmentData } from '@/generated/fragment-masking';
import { i18n, startLanguage } from '@/lib/i18n';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import {
  CancelOrderMutation,
  ConfirmOrderReceivedMutation,
  MemberOrderQuery,
  OrderDetailPage,
} from './order-detail-page';

/** The member's order in `status`; with a resi its parcel left, and `delivered` it arrived (its tracking said so). */
function order(status: OrderStatus, { paid = false, resi = '', delivered = false } = {}) {
  const shipment = delivered ? ('delivered' as const) : resi ? ('shipped' as const) : ('pending' as const);
  return {
    __typename: 'Order' as const,
    id: 'order-1',
    orderCode: 'ORD-20261120-7K3QX',
    status,
    stage: orderStage(status, shipment),
    orderDate: '2026-11-20T03:00:00.000Z',
    subtotal: 380000,
    shippingCost: 20000,
    discount: 0,
    voucherCode: null,
    total: 400000,
    orderDetails: [
      {
        __typename: 'OrderDetail' as const,
        id: 'line-1',
        productID: 'product-1',
        productName: 'Kemeja Linen',
        productImage: 'http://127.0.0.1/uploads/1.png',
        color: 'Black',
        size: 'M',
        sku: 'KEMEJA-LINEN-BLACK-M',
        quantity: 2,
        sellPrice: 150000,
        subtotal: 300000,
      },
      {
        __typename: 'OrderDetail' as const,
        id: 'line-2',
        productID: 'product-2',
        productName: 'Kaos Polos',
        productImage: '',
        color: '',
        size: '',
        sku: '',
        quantity: 1,
        sellPrice: 80000,
        subtotal: 80000,
      },
    ],
    payment: {
      __typename: 'OrderPayment' as const,
      paymentMethod: paid ? 'gopay' : '',
      totalAmount: 400000,
      paymentDate: paid ? '2026-11-20T04:30:00.000Z' : null,
      status: paid ? ('paid' as const) : ('pending' as const),
      token: 'tok-123',
    },
    refund: null as null | { __typename: 'Refund'; amount: number; status: 'succeeded'; at: string },
    shipment: {
      __typename: 'OrderShipment' as const,
      courier: 'jne',
      service: 'REG',
      description: 'Layanan Reguler',
      address: {
        __typename: 'ShipmentAddress' as const,
        // The postcode typed in the street: the city's is not shown a second time.
        address: 'Jl. Malioboro 1, Sosromenduran 55271',
        subdistrictName: 'Gedongtengen',
        city: 'Kota Yogyakarta',
        province: 'DI Yogyakarta',
        postalCode: '55111',
      },
      resiNumber: resi,
      shipmentDate: resi ? '2026-11-21T02:15:00.000Z' : null,
      status: shipment as 'pending' | 'shipped' | 'delivered',
      deliveredAt: delivered ? '2026-11-23T07:40:00.000Z' : null,
    },
  };
}

/** The order's tracking as OrderTrackingQuery answers it: picked up, and delivered when `delivered`. */
function trackingAnswer(delivered: boolean) {
  const events = [
    {
      __typename: 'TrackingEvent' as const,
      at: '2026-11-21T02:15:00.000Z',
      description: 'Shipment picked up by JNE',
      location: 'Yogyakarta',
    },
  ];
  if (delivered) {
    events.unshift({
      __typename: 'TrackingEvent',
      at: '2026-11-23T07:40:00.000Z',
      description: 'Delivered, received by Budi',
      location: 'Yogyakarta',
    });
  }
  return {
    order: {
      __typename: 'Order' as const,
      id: 'order-1',
      tracking: {
        __typename: 'Tracking' as const,
        ...makeFragmentData(
          { __typename: 'Tracking', courier: 'jne', resi: 'JNE-123', delivered, events },
          ParcelTrackingFragment,
        ),
      },
    },
  };
}

const renderDetail = (mocks: MockLink.MockedResponse[]) =>
  renderWithApp(<OrderDetailPage />, {
    route: '/order-detail/:id',
    at: '/order-detail/order-1',
    mocks,
    toasts: true,
  });

async function answerDialog(user: ReturnType<typeof userEvent.setup>, button: string) {
  const dialog = await screen.findByTestId('confirm-dialog');
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('OrderDetailPage', () => {
  it('shows code, status, total, lines, payment and shipment, and continues the payment of a pending order', async () => {
    renderDetail([mockQuery(MemberOrderQuery, { id: 'order-1' }, { order: order('pending') })]);

    expect(await screen.findByTestId('order-code')).toHaveTextContent('ORD-20261120-7K3QX');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'pending');
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rp 400.000');
    expect(screen.getByTestId('order-date')).toHaveTextContent('20 November 2026');

    const lines = screen.getAllByTestId('order-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Kemeja Linen' })).toHaveAttribute(
      'href',
      '/products/product-1',
    );
    expect(within(lines[0]!).getByText('Black / M')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('2 x Rp 150.000')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('1 x Rp 80.000')).toBeInTheDocument();

    const payment = screen.getByTestId('order-payment');
    expect(payment).toHaveTextContent('Rp 400.000');
    expect(within(payment).getByTestId('order-payment-status')).toHaveTextContent('Pending');
    expect(within(payment).getByTestId('order-payment-method')).toHaveTextContent('Not chosen yet');

    const shipment = screen.getByTestId('order-shipment');
    expect(shipment).toHaveTextContent('JNE');
    expect(shipment).toHaveTextContent('REG');
    expect(within(shipment).getByTestId('order-destination')).toHaveTextContent(
      /^Jl\. Malioboro 1, Sosromenduran 55271, Gedongtengen, Kota Yogyakarta, DI Yogyakarta$/,
    );
    expect(within(shipment).getByTestId('order-resi')).toHaveTextContent('-');
    expect(within(shipment).getByTestId('order-shipment-date')).toHaveTextContent('-');
    expect(within(shipment).getByTestId('order-shipment-status')).toHaveTextContent('Not shipped yet');

    expect(screen.getByRole('link', { name: 'Continue payment' })).toHaveAttribute(
      'href',
      '/payment/tok-123',
    );
    expect(screen.getByRole('link', { name: 'Invoice' })).toHaveAttribute('href', '/invoice/order-1');
  });

  it('shows the payment method, its date, and the tracking number and shipment date of a shipped order, without Continue payment', async () => {
    renderDetail([
      mockQuery(
        MemberOrderQuery,
        { id: 'order-1' },
        { order: order('processing', { paid: true, resi: 'JNE-123' }) },
      ),
      mockQuery(OrderTrackingQuery, { id: 'order-1' }, trackingAnswer(false)),
    ]);
    // The parcel's tracking (issue 23), asked on its own.
    const tracking = await screen.findByTestId('parcel-tracking');
    expect(await within(tracking).findByTestId('tracking-event')).toHaveTextContent(
      'Shipment picked up by JNE',
    );
    const payment = await screen.findByTestId('order-payment');
    expect(within(payment).getByTestId('order-payment-method')).toHaveTextContent(/^GoPay$/u);
    expect(payment).toHaveTextContent('20 November 2026');
    expect(within(payment).getByTestId('order-payment-status')).toHaveTextContent('Paid');
    expect(screen.getByTestId('order-resi')).toHaveTextContent('JNE-123');
    // A processing order's parcel has left: its headline says Shipped, the shipment since when.
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'processing');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-stage', 'shipped');
    expect(screen.getByTestId('order-status')).toHaveTextContent(/^Shipped$/);
    expect(within(tracking).getByTestId('tracking-state')).toHaveTextContent('On the way');
    expect(screen.getByTestId('order-shipment-date')).toHaveTextContent(/^21 November 2026.*09[.:]15$/u);
    expect(screen.getByTestId('order-shipment-status')).toHaveTextContent(
      'Shipped — on its way since 21 November 2026',
    );
    expect(screen.queryByRole('link', { name: 'Continue payment' })).not.toBeInTheDocument();
  });

  it('says not found for an order that is not there (or not mine)', async () => {
    renderDetail([mockQuery(MemberOrderQuery, { id: 'order-1' }, { order: null })]);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('says not found for an id the server refuses', async () => {
    renderDetail([mockError(MemberOrderQuery, { id: 'order-1' }, 'id must be a UUID')]);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
  });

  it('cancels a pending order after a confirm, and shows it cancelled at once', async () => {
    const user = userEvent.setup();
    const cancelled = order('cancelled');
    cancelled.payment.status = 'cancelled' as never;
    renderDetail([
      mockQuery(MemberOrderQuery, { id: 'order-1' }, { order: order('pending') }),
      mockQuery(CancelOrderMutation, { id: 'order-1' }, { cancelOrder: cancelled }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    // Saying no changes nothing.
    await answerDialog(user, 'Cancel');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'pending');

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await answerDialog(user, 'Cancel order');
    await expectToast('Order cancelled');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue payment' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the order cannot be cancelled any more, and loads it again", async () => {
    const user = userEvent.setup();
    const refused = 'Only an unpaid order can be cancelled; this order is paid';
    renderDetail([
      mockQuery(MemberOrderQuery, { id: 'order-1' }, { order: order('pending') }),
      mockError(CancelOrderMutation, { id: 'order-1' }, refused, { code: 'CONFLICT' }),
      mockQuery(MemberOrderQuery, { id: 'order-1' }, { order: order('paid', { paid: true }) }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await answerDialog(user, 'Cancel order');
    await expectToast(refused);
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'paid'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it("offers 'Order received' for a shipped order only, and completes it after a confirm", async () => {
    const user = userEvent.setup();
    const shipped = order('processing', { paid: true, resi: 'JNE-123' });
    const completed = order('completed', { paid: true, resi: 'JNE-123' });
    completed.shipment.status = 'delivered' as never;
    renderDetail([
      mockQuery(MemberOrderQuery, { id: 'order-1' }, { order: shipped }),
      mockQuery(ConfirmOrderReceivedMutation, { id: 'order-1' }, { confirmOrderReceived: completed }),
    ]);
    expect(await screen.findByTestId('order-code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order received' }));
    await answerDialog(user, 'Order received');
    await expectToast('Order completed');
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'completed');
    expect(screen.queryByRole('button', { name: 'Order received' })).not.toBeInTheDocument();
  });

  it('says Delivered in the headline, the shipment and the tracking once the tracking found it delivered, and asks for "Order received"', async () => {
    renderDetail([
      // Read before its tracking: on its way.
      mockQuery(
        MemberOrderQuery,
        { id: 'order-1' },
        { order: order('processing', { paid: true, resi: 'JNE-123' }) },
      ),
      // The tracking found it delivered, which the server recorded: the order is read again.
      mockQuery(OrderTrackingQuery, { id: 'order-1' }, trackingAnswer(true)),
      mockQuery(
        MemberOrderQuery,
        { id: 'order-1' },
        { order: order('processing', { paid: true, resi: 'JNE-123', delivered: true }) },
      ),
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('order-status')).toHaveAttribute('data-stage', 'delivered'),
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent(/^Delivered$/);
    expect(screen.getByTestId('order-shipment-status')).toHaveTextContent(/^Delivered on 23 November 2026$/);
    expect(within(screen.getByTestId('parcel-tracking')).getByTestId('tracking-state')).toHaveTextContent(
      /^Delivered$/,
    );
    // One story: nothing on the screen says it is still on its way or being processed.
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/on the way|on its way|processing/i);
    expect(screen.getByTestId('order-received-hint')).toHaveTextContent(
      "Your parcel has arrived. Tap 'Order received' to complete the order.",
    );
    expect(screen.getByRole('button', { name: 'Order received' })).toBeInTheDocument();
  });

  it('offers no move for a paid order not yet shipped', async () => {
    renderDetail([mockQuery(MemberOrderQuery, { id: 'order-1' }, { order: order('paid', { paid: true }) })]);
    expect(await screen.findByTestId('order-code')).toBeInTheDocument();
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
  });

  it('shows the refund of a paid order staff cancelled, and offers no move', async () => {
    const refunded = {
      ...order('cancelled', { paid: true }),
      refund: {
        __typename: 'Refund' as const,
        amount: 400000,
        status: 'succeeded' as const,
        at: '2026-11-22T05:00:00.000Z',
      },
    };
    renderDetail([mockQuery(MemberOrderQuery, { id: 'order-1' }, { order: refunded })]);
    expect(await screen.findByTestId('order-refund')).toHaveTextContent(
      'Refunded Rp 400.000 on 22 November 2026',
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});

describe('OrderDetailPage in Bahasa Indonesia', () => {
  afterEach(() => i18n.activate('en'));

  it('offers the moves in Indonesian: continue paying or cancel a pending order', async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    const user = userEvent.setup();
    renderDetail([mockQuery(MemberOrderQuery, { id: 'order-1' }, { order: order('pending') })]);
    expect(await screen.findByRole('link', { name: 'Lanjutkan pembayaran' })).toHaveAttribute(
      'href',
      '/payment/tok-123',
    );
    expect(document.title).toBe('Pesanan · Lemari');
    await user.click(screen.getByRole('button', { name: 'Batalkan pesanan' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent(
      'Batalkan pesanan ini? Pesanan tidak akan dikirim, dan link pembayarannya tidak berlaku lagi.',
    );
  });

  it("names the shipped order's confirmation 'Pesanan diterima'", async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    renderDetail([
      mockQuery(
        MemberOrderQuery,
        { id: 'order-1' },
        { order: order('processing', { paid: true, resi: 'JNE-1' }) },
      ),
    ]);
    expect(await screen.findByRole('button', { name: 'Pesanan diterima' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan pesanan' })).not.toBeInTheDocument();
  });
});
