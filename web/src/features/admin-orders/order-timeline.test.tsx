import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { AdminOrderDetailPage, AdminOrderQuery } from './order-detail-page';
import { i18n } from '@/lib/i18n';
import { AddOrderNoteMutation, AdminOrderTimelineQuery, actorText, eventText } from './order-timeline';

const ORDER = {
  __typename: 'Order' as const,
  id: 'order-1',
  orderCode: 'ORD-20261120-7K3QX',
  status: 'paid' as const,
  stage: 'paid' as const,
  orderDate: '2026-11-20T03:00:00.000Z',
  paidAt: '2026-11-20T04:30:00.000Z',
  customerID: 'sari@example.com',
  customerName: 'Sari',
  customerPhone: '',
  note: 'Tolong bungkus rapi',
  subtotal: 150000,
  shippingCost: 20000,
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
      note: null,
    },
    resiNumber: '',
    shipmentDate: null,
    status: 'pending' as const,
    deliveredAt: null,
  },
};

const event = (
  id: string,
  fromStatus: 'pending' | 'paid' | 'processing' | null,
  toStatus: 'pending' | 'paid' | 'processing',
  actor: { kind: 'staff' | 'customer' | 'payment_provider' | 'system'; name: string | null },
  createdAt: string,
  detail: string | null = null,
) => ({
  __typename: 'OrderEvent' as const,
  id,
  fromStatus,
  toStatus,
  actor: { __typename: 'OrderActor' as const, ...actor },
  detail,
  delivered: false,
  createdAt,
});

const TIMELINE = [
  event('1', null, 'pending', { kind: 'customer', name: 'Sari' }, '2026-11-20T03:00:00.000Z'),
  event(
    '2',
    'pending',
    'paid',
    { kind: 'payment_provider', name: null },
    '2026-11-20T04:30:00.000Z',
    'settlement',
  ),
];

const note = (id: string, text: string, createdAt: string) => ({
  __typename: 'OrderNote' as const,
  id,
  text,
  author: { __typename: 'OrderActor' as const, name: 'Admin Lemari' },
  createdAt,
});

const timelineAnswer = (notes: ReturnType<typeof note>[]) => ({
  order: { __typename: 'Order' as const, id: 'order-1', timeline: TIMELINE, internalNotes: notes },
});

const renderDetail = (mocks: MockLink.MockedResponse[]) =>
  renderWithApp(<AdminOrderDetailPage />, {
    route: '/admin/order/:id',
    at: '/admin/order/order-1',
    mocks: [mockQuery(AdminOrderQuery, { id: 'order-1' }, { order: ORDER }), ...mocks],
    toasts: true,
  });

describe('the staff order timeline and notes', () => {
  it('shows each status change with who and when (Jakarta time, newest last), and the notes', async () => {
    renderDetail([
      mockQuery(
        AdminOrderTimelineQuery,
        { id: 'order-1' },
        timelineAnswer([note('n1', 'Customer asked for gift wrap', '2026-11-20T05:00:00.000Z')]),
      ),
    ]);
    const timeline = await screen.findByTestId('order-timeline');
    const events = within(timeline).getAllByTestId('timeline-event');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('Order placed');
    expect(events[0]).toHaveTextContent('Sari (customer)');
    expect(events[0]).toHaveTextContent('20 November 2026 at 10.00');
    expect(events[1]).toHaveTextContent('Pending → Paid');
    expect(events[1]).toHaveTextContent('Payment provider · settlement');
    expect(events[1]).toHaveTextContent('11.30');
    const notes = screen.getByTestId('order-notes');
    expect(within(notes).getByTestId('order-internal-note')).toHaveTextContent(
      'Customer asked for gift wrap',
    );
    expect(within(notes).getByTestId('order-internal-note')).toHaveTextContent('Admin Lemari');
  });

  it('adds a note: checks it first, sends it trimmed, then shows the new list', async () => {
    const user = userEvent.setup();
    renderDetail([
      mockQuery(AdminOrderTimelineQuery, { id: 'order-1' }, timelineAnswer([])),
      mockQuery(
        AddOrderNoteMutation,
        { orderId: 'order-1', text: 'Packed twice' },
        { addOrderNote: note('n2', 'Packed twice', '2026-11-21T01:00:00.000Z') },
      ),
      mockQuery(
        AdminOrderTimelineQuery,
        { id: 'order-1' },
        timelineAnswer([note('n2', 'Packed twice', '2026-11-21T01:00:00.000Z')]),
      ),
    ]);
    const notes = await screen.findByTestId('order-notes');
    expect(notes).toHaveTextContent('No notes yet.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Write the note first')).toBeInTheDocument();
    await user.type(within(notes).getByRole('textbox', { name: 'Note' }), '  Packed twice ');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await expectToast('Note added');
    expect(await within(notes).findByTestId('order-internal-note')).toHaveTextContent('Packed twice');
  });

  it("shows the server's refusal on the note", async () => {
    const user = userEvent.setup();
    renderDetail([
      mockQuery(AdminOrderTimelineQuery, { id: 'order-1' }, timelineAnswer([])),
      mockError(AddOrderNoteMutation, { orderId: 'order-1', text: 'hello' }, 'text: You may not add notes', {
        code: 'FORBIDDEN',
      }),
    ]);
    const notes = await screen.findByTestId('order-notes');
    await user.type(within(notes).getByRole('textbox', { name: 'Note' }), 'hello');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect((await within(notes).findAllByText('You may not add notes')).length).toBeGreaterThan(0);
  });

  it('shows a failed timeline with a retry while the order stays', async () => {
    renderDetail([
      mockError(AdminOrderTimelineQuery, { id: 'order-1' }, 'The shop is not answering', {
        code: 'UPSTREAM_UNAVAILABLE',
      }),
    ]);
    expect(await screen.findByTestId('error-state')).toHaveTextContent('The shop is not answering');
    expect(screen.getByTestId('order-code')).toHaveTextContent('ORD-20261120-7K3QX');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('eventText and actorText', () => {
  it('say what happened and who did it', () => {
    expect(eventText({ fromStatus: 'processing', toStatus: 'processing' }, i18n)).toBe('Resi number changed');
    // A payment of an order already cancelled or expired, which the shop refunded: no resi in sight.
    expect(
      eventText(
        { fromStatus: 'cancelled', toStatus: 'cancelled', actor: { kind: 'payment_provider' } },
        i18n,
      ),
    ).toBe('Payment after closing');
    expect(eventText({ fromStatus: 'paid', toStatus: 'processing' }, i18n)).toBe('Paid → Processing');
    // The parcel's tracking said it arrived (issue 32): the order waits, or completed with it.
    expect(eventText({ fromStatus: 'processing', toStatus: 'processing', delivered: true }, i18n)).toBe(
      'Parcel delivered',
    );
    expect(eventText({ fromStatus: 'processing', toStatus: 'completed', delivered: true }, i18n)).toBe(
      'Processing → Completed',
    );
    expect(actorText({ kind: 'customer', name: null }, i18n)).toBe('Customer (guest)');
    expect(actorText({ kind: 'staff', name: 'Admin' }, i18n)).toBe('Admin (staff)');
    expect(actorText({ kind: 'system' }, i18n)).toBe('System');
  });
});
