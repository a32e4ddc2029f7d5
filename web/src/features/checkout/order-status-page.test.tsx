import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { orderStage } from '@lemari/shop/rules';
import type { OrderStatus } from '@/generated/graphql';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { NO_ORDER_FOUND, OrderLookupQuery, OrderStatusPage } from './order-status-page';

const CODE = 'ORD-20261128-7K3QX';
const EMAIL = 'tamu@example.test';

/** The guest's order in `status`; processing, its parcel left (and arrived when `delivered`: its tracking said so). */
function order(status: OrderStatus, { delivered = false } = {}) {
  const paid = status !== 'pending' && status !== 'expired';
  const shipment =
    status === 'processing'
      ? delivered
        ? ('delivered' as const)
        : ('shipped' as const)
      : ('pending' as const);
  const events = [
    {
      __typename: 'TrackingEvent' as const,
      at: '2026-11-28T06:00:00.000Z',
      description: 'Shipment picked up by J&T Express',
      location: 'Yogyakarta',
    },
  ];
  if (delivered) {
    events.unshift({
      __typename: 'TrackingEvent',
      at: '2026-11-30T08:20:00.000Z',
      description: 'Delivered, received by Tamu',
      location: 'Jakarta Pusat',
    });
  }
  return {
    __typename: 'Order' as const,
    id: 'order-1',
    orderCode: CODE,
    status,
    stage: orderStage(status, shipment),
    orderDate: '2026-11-28T03:00:00.000Z',
    subtotal: 300000,
    shippingCost: 20000,
    discount: 0,
    voucherCode: null,
    total: 320000,
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
        quantity: 2,
        sellPrice: 150000,
        subtotal: 300000,
      },
    ],
    payment: {
      __typename: 'OrderPayment' as const,
      paymentMethod: paid ? 'gopay' : '',
      totalAmount: 320000,
      paymentDate: paid ? '2026-11-28T04:30:00.000Z' : null,
      status: paid ? ('paid' as const) : status === 'expired' ? ('expired' as const) : ('pending' as const),
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
        address: 'Jl. Kebon Sirih 12',
        subdistrictName: 'Menteng',
        city: 'Kota Jakarta Pusat',
        province: 'DKI Jakarta',
        postalCode: '10110',
      },
      resiNumber: status === 'processing' ? 'JNE-123' : '',
      shipmentDate: null,
      status: shipment as 'pending' | 'shipped' | 'delivered',
      deliveredAt: delivered ? '2026-11-30T08:20:00.000Z' : null,
    },
    tracking:
      status === 'processing'
        ? { __typename: 'Tracking' as const, courier: 'jnt', resi: 'JNE-123', delivered, events }
        : null,
  };
}

function open(mocks: MockLink.MockedResponse[]) {
  return renderWithApp(<OrderStatusPage />, { route: '/order-status', mocks: [mockSession(null), ...mocks] });
}

async function find(code = CODE, address = EMAIL) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Order code/), code);
  await user.type(screen.getByLabelText(/^Email/), address);
  await user.click(screen.getByRole('button', { name: 'Find my order' }));
}

describe('OrderStatusPage', () => {
  it('finds the order by code (any case) and e-mail, and offers Pay now while it waits for the payment', async () => {
    open([mockQuery(OrderLookupQuery, { orderCode: CODE, email: EMAIL }, { orderLookup: order('pending') })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Order status' })).toBeInTheDocument();
    await find(` ${CODE.toLowerCase()} `, ` ${EMAIL} `);
    const found = await screen.findByTestId('found-order');
    expect(within(found).getByTestId('order-code')).toHaveTextContent(CODE);
    expect(within(found).getByTestId('order-status')).toHaveAttribute('data-status', 'pending');
    expect(within(found).getByTestId('order-total')).toHaveTextContent('Rp 320.000');
    expect(within(found).getByText('Black / M')).toBeInTheDocument();
    expect(within(found).getByTestId('order-payment-status')).toHaveTextContent('Pending');
    expect(within(found).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment/tok-123');
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
  });

  it('shows a paid order with its tracking number, without Pay now', async () => {
    open([
      mockQuery(OrderLookupQuery, { orderCode: CODE, email: EMAIL }, { orderLookup: order('processing') }),
    ]);
    await find();
    const found = await screen.findByTestId('found-order');
    expect(within(found).getByTestId('order-payment-status')).toHaveTextContent('Paid');
    expect(within(found).getByTestId('order-resi')).toHaveTextContent('JNE-123');
    expect(within(found).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    // The parcel's tracking (issue 23), from the lookup's own answer.
    const tracking = within(found).getByTestId('parcel-tracking');
    expect(within(tracking).getByTestId('tracking-resi')).toHaveTextContent('J&T Express JNE-123');
    expect(within(tracking).getByTestId('tracking-event')).toHaveTextContent(
      'Shipment picked up by J&T Express',
    );
  });

  it('tells a parcel its tracking found delivered as the member and staff see it: Delivered, never on its way', async () => {
    open([
      mockQuery(
        OrderLookupQuery,
        { orderCode: CODE, email: EMAIL },
        { orderLookup: order('processing', { delivered: true }) },
      ),
    ]);
    await find();
    const found = await screen.findByTestId('found-order');
    expect(within(found).getByTestId('order-status')).toHaveTextContent(/^Delivered$/);
    expect(within(found).getByTestId('order-status')).toHaveAttribute('data-stage', 'delivered');
    expect(within(found).getByTestId('order-shipment-status')).toHaveTextContent(
      /^Delivered on 30 November 2026$/,
    );
    expect(within(found).getByTestId('tracking-state')).toHaveTextContent(/^Delivered$/);
    expect(found).not.toHaveTextContent(/processing|on its way|on the way/i);
  });

  it("shows the order when only its tracking failed, with the courier's failure in the tracking's place", async () => {
    const failed: MockLink.MockedResponse = {
      request: { query: OrderLookupQuery, variables: { orderCode: CODE, email: EMAIL } },
      result: {
        data: { orderLookup: { ...order('processing'), tracking: null } },
        errors: [
          new GraphQLError('Tracking is unavailable right now.', {
            path: ['orderLookup', 'tracking'],
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          }),
        ],
      },
    };
    open([failed]);
    await find();
    const found = await screen.findByTestId('found-order');
    expect(within(found).getByTestId('order-payment-status')).toHaveTextContent('Paid');
    expect(within(within(found).getByTestId('parcel-tracking')).getByTestId('error-state')).toHaveTextContent(
      'Tracking is unavailable right now.',
    );
  });

  it("links to the invoice, carrying the code and e-mail in the router's state rather than the address", async () => {
    const { router } = open([
      mockQuery(OrderLookupQuery, { orderCode: CODE, email: EMAIL }, { orderLookup: order('paid') }),
    ]);
    await find(CODE.toLowerCase(), ` ${EMAIL}`);
    const found = await screen.findByTestId('found-order');
    const invoice = within(found).getByRole('link', { name: 'Invoice' });
    expect(invoice).toHaveAttribute('href', '/invoice/order-1');
    await userEvent.setup().click(invoice);
    expect(router.state.location.pathname).toBe('/invoice/order-1');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ lookup: { orderCode: CODE, email: EMAIL } });
  });

  it('says it found no order when the code and the e-mail do not match, near the form', async () => {
    open([mockQuery(OrderLookupQuery, { orderCode: CODE, email: EMAIL }, { orderLookup: null })]);
    await find();
    expect(await screen.findByTestId('form-error')).toHaveTextContent(i18n._(NO_ORDER_FOUND));
    expect(screen.queryByTestId('found-order')).not.toBeInTheDocument();
  });

  it('shows the limit’s message, and checks the fields before asking', async () => {
    open([
      mockError(
        OrderLookupQuery,
        { orderCode: CODE, email: EMAIL },
        'Too many look-ups for this order code. Please try again in 15 minutes.',
        { code: 'RATE_LIMITED' },
      ),
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByText('Order code is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await find();
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Too many look-ups for this order code. Please try again in 15 minutes.',
    );
    expect(screen.queryByTestId('found-order')).not.toBeInTheDocument();
  });

  it("shows a voucher's discount between the shipping and the total, and no discount line without one", async () => {
    // Its fragment's fields are masked in the operation's type: not a literal in the mock.
    const withVoucher = { ...order('pending'), discount: 30000, voucherCode: 'LEMARI10', total: 290000 };
    open([mockQuery(OrderLookupQuery, { orderCode: CODE, email: EMAIL }, { orderLookup: withVoucher })]);
    await find();
    const found = await screen.findByTestId('found-order');
    expect(within(found).getByTestId('order-discount').textContent).toBe('\u2212Rp\u00a030.000');
    expect(within(found).getByText('Discount (LEMARI10)')).toBeInTheDocument();
    expect(within(found).getByTestId('order-total')).toHaveTextContent('Rp 290.000');
  });

  it('says nothing of a discount on an order without a voucher', async () => {
    open([mockQuery(OrderLookupQuery, { orderCode: CODE, email: EMAIL }, { orderLookup: order('pending') })]);
    await find();
    const found = await screen.findByTestId('found-order');
    expect(within(found).queryByTestId('order-discount')).not.toBeInTheDocument();
  });
});
