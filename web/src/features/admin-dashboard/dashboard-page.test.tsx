import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockError, mockPaging, mockQuery } from '@/test/fixtures';
import { i18n, startLanguage } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { DASHBOARD_REFRESH_MS, DashboardPage, DashboardQuery, LatestOrdersQuery } from './dashboard-page';
import { LowStockVariantsQuery } from './low-stock-card';

/** The low-stock card's answer: nothing low. */
const noLowStock = (times = 1) =>
  mockQuery(
    LowStockVariantsQuery,
    { page: { page: 1, limit: 5 } },
    {
      lowStockVariants: {
        __typename: 'LowStockVariantPage',
        items: [],
        paging: mockPaging(0, 1, 5),
        threshold: 3,
      },
    },
    times,
  );

function figures(transactions: number, pending: number, products = 44) {
  return mockQuery(
    DashboardQuery,
    {},
    {
      dashboardCounters: {
        __typename: 'DashboardCounters',
        totalTransactions: transactions,
        totalRevenue: 12_500_000,
        totalProfit: 4_000_000,
        totalRefunds: 350_000,
        totalProducts: products,
      },
      transactionStatistics: [
        { __typename: 'TransactionStatistic', status: 'pending', total: pending },
        { __typename: 'TransactionStatistic', status: 'paid', total: 5 },
        { __typename: 'TransactionStatistic', status: 'expired', total: 1 },
      ],
    },
  );
}

const latest = (times = 1) =>
  mockQuery(
    LatestOrdersQuery,
    { page: { page: 1, limit: 5 } },
    {
      orders: {
        __typename: 'OrderPage',
        items: [
          {
            __typename: 'Order',
            id: 'o-1',
            orderCode: 'ORD-20261124-AAAAA',
            customerName: 'Sari',
            status: 'paid',
            stage: 'paid',
            orderDate: '2026-11-24T03:00:00.000Z',
            total: 250_000,
          },
        ],
      },
    },
    times,
  );

afterEach(() => vi.useRealTimers());

describe('DashboardPage', () => {
  it('shows the counters for people, both charts with their figures, and the latest orders', async () => {
    renderWithApp(<DashboardPage />, { mocks: [figures(9, 3), latest(), noLowStock()] });
    expect(await screen.findByTestId('counter-transactions')).toHaveTextContent('9');
    expect(screen.getByTestId('counter-revenue')).toHaveTextContent('Rp 12.500.000');
    expect(screen.getByTestId('counter-profit')).toHaveTextContent('Rp 4.000.000');
    expect(screen.getByTestId('counter-refunds')).toHaveTextContent('Rp 350.000');
    expect(screen.getByTestId('counter-products')).toHaveTextContent('44');
    expect(
      screen.getByRole('img', { name: /Transactions per status: Pending 3, Paid 5, Expired 1/u }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Share of orders by status/u })).toBeInTheDocument();
    // The pie's key is a list of text under it (labels around the pie ran off a phone's screen).
    const legend = within(screen.getByTestId('status-legend')).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['Pending 3', 'Paid 5', 'Expired 1']);
    expect(await screen.findByRole('link', { name: 'ORD-20261124-AAAAA' })).toHaveAttribute(
      'href',
      '/admin/order/o-1',
    );
    // The low-stock card, between the charts and the latest orders.
    expect(await screen.findByText('No variant has 3 pieces or fewer left.')).toBeInTheDocument();
  });

  it('asks again every 30 seconds and keeps the figures on screen while it does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<DashboardPage />, {
      mocks: [figures(9, 3), { ...figures(10, 4), delay: 5000 }, latest(3), noLowStock(3)],
    });
    expect(await screen.findByTestId('counter-transactions')).toHaveTextContent('9');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS);
    });
    // The next answer is on its way: the old figures stay, no skeleton.
    expect(screen.getByTestId('counter-transactions')).toHaveTextContent('9');
    expect(screen.queryByLabelText('Loading the dashboard')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByTestId('counter-transactions')).toHaveTextContent('10');
    expect(screen.getByTestId('status-pie-chart')).toHaveAccessibleName(/Pending 4/u);
  });

  it('shows a failed load with a way to try again', async () => {
    renderWithApp(<DashboardPage />, {
      mocks: [
        mockError(DashboardQuery, {}, 'The shop is not answering', { code: 'UPSTREAM_UNAVAILABLE' }),
        latest(),
        noLowStock(),
      ],
    });
    expect(await screen.findByText('The shop is not answering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('DashboardPage in Bahasa Indonesia', () => {
  afterEach(() => i18n.activate('en'));

  it('names the counters, charts, statuses and columns in Indonesian, with numbers written the Indonesian way', async () => {
    await startLanguage('id', ['core', 'admin']);
    renderWithApp(<DashboardPage />, { mocks: [figures(1250, 3, 1500), latest(), noLowStock()] });
    expect(await screen.findByRole('heading', { name: 'Dasbor' })).toBeInTheDocument();
    const counters = await screen.findByTestId('dashboard-counters');
    expect(within(counters).getByText('Transaksi')).toBeInTheDocument();
    expect(within(counters).getByText('Pendapatan')).toBeInTheDocument();
    expect(within(counters).getByText('Laba')).toBeInTheDocument();
    expect(within(counters).getByText('Pengembalian dana')).toBeInTheDocument();
    expect(within(counters).getByText('Produk')).toBeInTheDocument();
    // Intl in the chosen language (id-ID): a thousands dot.
    expect(screen.getByTestId('counter-transactions')).toHaveTextContent('1.250');
    expect(screen.getByTestId('counter-products')).toHaveTextContent('1.500');
    expect(screen.getByTestId('counter-revenue')).toHaveTextContent('Rp 12.500.000');
    expect(
      screen.getByRole('img', { name: 'Transaksi per status: Menunggu 3, Dibayar 5, Kedaluwarsa 1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Porsi pesanan per status/u })).toBeInTheDocument();
    const legend = within(screen.getByTestId('status-legend')).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['Menunggu 3', 'Dibayar 5', 'Kedaluwarsa 1']);
    const latestOrders = await screen.findByRole('table', { name: 'Pesanan terbaru' });
    expect(
      within(latestOrders)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kode', 'Pelanggan', 'Status', 'Tanggal', 'Total']);
    expect(await screen.findByText('Tidak ada varian dengan sisa 3 pcs atau kurang.')).toBeInTheDocument();
  });
});
