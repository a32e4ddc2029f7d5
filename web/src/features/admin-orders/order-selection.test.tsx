import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrderCardFragment } from '@/components/order-card';
import { makeFragmentData } from '@/generated/fragment-masking';
import type { AdminOrdersQuery as AdminOrdersQueryResult, OrderStatus } from '@/generated/graphql';
import { mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { AdminOrderListPage, AdminOrdersQuery } from './order-list-page';
import { i18n } from '@/lib/i18n';
import { moveSummary, SetOrdersStatusMutation } from './order-selection';
import { OrderTableFragment } from './order-table';

/** One order as the list's query answers it: the card's and the table's fragments (their refs merged). */
const order = (id: string, orderCode: string, status: OrderStatus) =>
  ({
    __typename: 'Order' as const,
    id,
    orderCode,
    status,
    customerName: 'Sari',
    ...makeFragmentData(
      {
        __typename: 'Order',
        id,
        orderCode,
        status,
        stage: status,
        orderDate: '2026-11-20T03:00:00.000Z',
        total: 170_000,
        discount: 0,
        voucherCode: null,
        customerName: 'Sari',
        customerID: 'sari@lemari.test',
        orderDetails: [{ __typename: 'OrderDetail', id: `${id}-l`, quantity: 1 }],
        payment: null,
        shipment: null,
      },
      OrderTableFragment,
    ),
    ...makeFragmentData(
      {
        __typename: 'Order',
        id,
        orderCode,
        status,
        stage: status,
        orderDate: '2026-11-20T03:00:00.000Z',
        total: 170_000,
        discount: 0,
        voucherCode: null,
        firstProductName: 'Kemeja Linen',
        firstProductImage: '',
        otherProductCount: 0,
        payment: null,
      },
      OrderCardFragment,
    ),
  }) as unknown as AdminOrdersQueryResult['orders']['items'][number];

const page = (statuses: OrderStatus[]) => ({
  orders: {
    __typename: 'OrderPage' as const,
    items: statuses.map((status, index) => order(`o-${index + 1}`, `ORD-${index + 1}`, status)),
    paging: mockPaging(statuses.length),
  },
});

const VARIABLES = {
  q: null,
  status: null,
  from: null,
  to: null,
  paymentMethod: null,
  page: { page: 1, limit: 10 },
};

const result = (orderId: string, orderCode: string, moved: boolean, reason: string | null = null) => ({
  __typename: 'OrderMoveResult' as const,
  orderId,
  orderCode,
  moved,
  status: (moved ? 'processing' : 'pending') as OrderStatus,
  reason,
});

describe('moving paid orders on together', () => {
  it('offers a checkbox on paid orders only, asks first, moves the chosen ones and sums it up in a toast', async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminOrderListPage />, {
      route: '/admin/order',
      toasts: true,
      mocks: [
        mockQuery(AdminOrdersQuery, VARIABLES, page(['paid', 'pending', 'paid'])),
        mockQuery(
          SetOrdersStatusMutation,
          { ids: ['o-1', 'o-3'], status: 'processing' },
          {
            setOrdersStatus: [
              result('o-1', 'ORD-1', true),
              result('o-3', 'ORD-3', false, 'An order cannot go from pending to processing'),
            ],
          },
        ),
        mockQuery(AdminOrdersQuery, VARIABLES, page(['processing', 'pending', 'pending'])),
      ],
    });

    expect(await screen.findAllByTestId('order-card')).toHaveLength(3);
    expect(screen.getAllByTestId('order-select')).toHaveLength(2);
    expect(screen.queryByTestId('bulk-move-bar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select ORD-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select ORD-3' }));
    const bar = screen.getByTestId('bulk-move-bar');
    expect(bar).toHaveTextContent('2 selected');

    await user.click(within(bar).getByRole('button', { name: 'Move 2 to processing' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Move 2 orders to processing?');
    await user.click(within(dialog).getByRole('button', { name: 'Move 2' }));

    await expectToast('1 order moved to processing, 1 not moved');
    await expectToast('ORD-3: An order cannot go from pending to processing');
    expect(screen.queryByTestId('bulk-move-bar')).not.toBeInTheDocument();
  });

  it('clears the selection, and asks nothing when the question is declined', async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminOrderListPage />, {
      route: '/admin/order',
      mocks: [mockQuery(AdminOrdersQuery, VARIABLES, page(['paid']))],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select ORD-1' }));
    await user.click(screen.getByRole('button', { name: 'Move 1 to processing' }));
    await user.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.getByTestId('bulk-move-bar')).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('bulk-move-bar')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select ORD-1' })).not.toBeChecked();
  });

  it('offers the same checkboxes in the table view', async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminOrderListPage />, {
      route: '/admin/order',
      at: '/admin/order?view=table',
      mocks: [mockQuery(AdminOrdersQuery, VARIABLES, page(['paid', 'completed']))],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select ORD-1' }));
    expect(screen.queryByRole('checkbox', { name: 'Select ORD-2' })).not.toBeInTheDocument();
    expect(screen.getByTestId('bulk-move-bar')).toHaveTextContent('1 selected');
    expect(screen.getByRole('button', { name: 'Move 1 to processing' })).toBeInTheDocument();
  });

  it('words the summary', () => {
    expect(moveSummary([result('a', 'ORD-A', true), result('b', 'ORD-B', true)], i18n)).toMatchObject({
      title: '2 orders moved to processing',
      kind: 'success',
    });
    expect(moveSummary([result('a', 'ORD-A', false, 'why')], i18n)).toMatchObject({
      title: '0 orders moved to processing, 1 not moved',
      description: 'ORD-A: why',
      kind: 'error',
    });
  });
});
