import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/generated/graphql';
import { mockError, mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { MemberOrdersQuery, OrderListPage } from './order-list-page';

function order(n: number, status: OrderStatus = 'pending', others = 0) {
  return {
    __typename: 'Order' as const,
    id: `order-${n}`,
    orderCode: `ORD-20261120-${String(n).padStart(5, '0')}`,
    status,
    stage: status,
    orderDate: '2026-11-20T03:00:00.000Z',
    total: 150000 + n * 1000,
    firstProductName: `Kemeja ${n}`,
    firstProductImage: `http://127.0.0.1/uploads/${n}.png`,
    otherProductCount: others,
    discount: 0,
    voucherCode: null as string | null,
  };
}

function answer(status: OrderStatus | null, page: number, items: ReturnType<typeof order>[], count: number) {
  return mockQuery(
    MemberOrdersQuery,
    { status: status ? [status] : null, page: { page, limit: 4 } },
    {
      orders: {
        __typename: 'OrderPage',
        items,
        paging: mockPaging(count, page, 4),
      },
    },
  );
}

const renderList = (mocks: MockLink.MockedResponse[], at = '/order-list') =>
  renderWithApp(<OrderListPage />, { route: '/order-list', at, mocks });

describe('OrderListPage', () => {
  it('shows each order with its first product, other products, code link, status, date and total', async () => {
    renderList([
      answer(null, 1, [order(1, 'paid', 2), { ...order(2), discount: 15000, voucherCode: 'LEMARI10' }], 2),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading orders')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'ORD-20261120-00001' })).toHaveAttribute(
      'href',
      '/order-detail/order-1',
    );
    expect(first.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
    expect(first.getByText('Kemeja 1')).toBeInTheDocument();
    expect(first.getByText('+2 more products')).toBeInTheDocument();
    expect(first.getByText('20 November 2026')).toBeInTheDocument();
    expect(first.getByText('Rp 151.000')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Kemeja 1' })).toHaveAttribute(
      'src',
      'http://127.0.0.1/uploads/1.png',
    );
    expect(within(cards[1]!).queryByText(/more products/u)).not.toBeInTheDocument();
    // A voucher's discount under the total; none on an order without one.
    expect(first.queryByTestId('order-discount')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('order-discount').textContent).toBe(
      'Discount (LEMARI10) \u2212Rp\u00a015.000',
    );
  });

  it('filters by status and pages, both kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderList([
      answer(null, 1, [order(1), order(2), order(3), order(4)], 9),
      answer('paid', 1, [order(5, 'paid'), order(6, 'paid'), order(7, 'paid'), order(8, 'paid')], 6),
      answer('paid', 2, [order(9, 'paid'), order(10, 'paid')], 6),
    ]);
    expect(await screen.findAllByTestId('order-card')).toHaveLength(4);

    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'Paid', 'Processing', 'Completed', 'Cancelled', 'Expired']);

    await user.selectOptions(select, 'paid');
    expect(await screen.findByText('Kemeja 5')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=paid');

    await user.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(2));
    expect(screen.getByText('Kemeja 9')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=paid&page=2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
  });

  it('reads the status and page from the address, and a new status starts from page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderList(
      [answer('completed', 2, [order(11, 'completed')], 5), answer(null, 1, [order(1)], 1)],
      '/order-list?status=completed&page=2',
    );
    expect(await screen.findByText('Kemeja 11')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    expect(await screen.findByText('Kemeja 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("says 'No data available.' without orders", async () => {
    renderList([answer('expired', 1, [], 0)], '/order-list?status=expired');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data available.');
  });

  it('shows the error and tries again', async () => {
    const user = userEvent.setup();
    renderList([
      mockError(
        MemberOrdersQuery,
        { status: null, page: { page: 1, limit: 4 } },
        'The shop is not answering right now.',
        { code: 'UPSTREAM_UNAVAILABLE' },
      ),
      answer(null, 1, [order(1)], 1),
    ]);
    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'The shop is not answering right now.',
    );
    await user.click(within(screen.getByTestId('error-state')).getByRole('button'));
    expect(await screen.findByText('Kemeja 1')).toBeInTheDocument();
  });
});
