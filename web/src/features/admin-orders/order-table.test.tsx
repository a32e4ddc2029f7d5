import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { OrderCardFragment } from '@/components/order-card';
import { mockPaging, mockQuery } from '@/test/fixtures';
import type { AdminOrdersQuery as AdminOrdersQueryResult } from '@/generated/graphql';
import { renderWithApp } from '@/test/render';
import { i18n, startLanguage } from '@/lib/i18n';
import { RANGE_ERROR } from './order-filters';
import { AdminOrderListPage, AdminOrdersQuery } from './order-list-page';
import { OrderTable, OrderTableFragment } from './order-table';

const ORDER = {
  __typename: 'Order' as const,
  id: 'o-1',
  orderCode: 'ORD-20261105-7KQ2M',
  orderDate: '2026-11-05T03:00:00.000Z',
  status: 'processing' as const,
  // Its parcel left (it has a resi): the stage every screen shows is Shipped.
  stage: 'shipped' as const,
  total: 567_000,
  discount: 0,
  voucherCode: null,
  customerName: 'Sari Wulandari',
  customerID: 'sari@lemari.test',
};

/** One order as the list's query answers it: the card's and the table's fragments (their refs merged). */
const row = {
  ...ORDER,
  ...makeFragmentData(
    {
      ...ORDER,
      firstProductName: 'Kemeja Tenun Ikat',
      firstProductImage: '',
      otherProductCount: 1,
      payment: null,
    },
    OrderCardFragment,
  ),
  ...makeFragmentData(
    {
      ...ORDER,
      orderDetails: [
        { __typename: 'OrderDetail', id: 'l-1', quantity: 1 },
        { __typename: 'OrderDetail', id: 'l-2', quantity: 2 },
      ],
      payment: { __typename: 'OrderPayment', paymentMethod: 'qris', status: 'paid' },
      shipment: { __typename: 'OrderShipment', courier: 'jne', service: 'REG', resiNumber: 'JNE0012345' },
    },
    OrderTableFragment,
  ),
} as unknown as AdminOrdersQueryResult['orders']['items'][number];

const answer = {
  orders: { __typename: 'OrderPage' as const, items: [row], paging: mockPaging(1) },
};

const variables = (filters: Record<string, unknown> = {}, page = 1) => ({
  q: null,
  status: null,
  from: null,
  to: null,
  paymentMethod: null,
  page: { page, limit: 10 },
  ...filters,
});

describe('/admin/order table view and filters', () => {
  it('shows the orders the address filters as a table, and exports the same filters', async () => {
    renderWithApp(<AdminOrderListPage />, {
      route: '/admin/order',
      at: '/admin/order?view=table&status=processing&from=2026-11-01&to=2026-11-28&payment=qris&q=sari',
      mocks: [
        mockQuery(
          AdminOrdersQuery,
          variables({
            q: 'sari',
            status: ['processing'],
            from: '2026-11-01',
            to: '2026-11-28',
            paymentMethod: ['qris'],
          }),
          answer,
        ),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Order',
      'Date',
      'Customer',
      'Items',
      'Total',
      'Payment',
      'Status',
      'Courier / resi',
    ]);
    const [cells] = within(table)
      .getAllByTestId('admin-row')
      .map((tr) => within(tr).getAllByRole('cell'));
    expect(cells!.map((cell) => cell.textContent)).toEqual([
      'ORD-20261105-7KQ2M',
      expect.stringMatching(/5 November 2026/),
      'Sari Wulandari',
      '3 items (2 products)',
      'Rp\u00a0567.000',
      'QRISPaid',
      'Shipped',
      'JNE REGJNE0012345',
    ]);
    expect(screen.queryByTestId('order-card')).toBeNull();
    expect(screen.getByTestId('order-from')).toHaveValue('2026-11-01');
    expect(screen.getByTestId('order-to')).toHaveValue('2026-11-28');
    expect(screen.getByTestId('order-payment-filter')).toHaveValue('qris');
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const link = screen.getByRole('link', { name: 'Export CSV' });
    const href = new URL(link.getAttribute('href')!, 'http://shop.test');
    expect(href.pathname).toBe('/export/orders.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      q: 'sari',
      status: 'processing',
      paymentMethod: 'qris',
      from: '2026-11-01',
      to: '2026-11-28',
    });
    // The spreadsheet beside it, with the same filters.
    const xlsx = new URL(
      screen.getByRole('link', { name: 'Export Excel' }).getAttribute('href')!,
      'http://shop.test',
    );
    expect(xlsx.pathname).toBe('/export/orders.xlsx');
    expect(xlsx.search).toBe(href.search);
  });

  it('keeps the days, the method and the view in the address: a filter goes back to page 1, the view keeps it', async () => {
    const { router } = renderWithApp(<AdminOrderListPage />, {
      route: '/admin/order',
      at: '/admin/order?page=2',
      mocks: [
        mockQuery(AdminOrdersQuery, variables({}, 2), answer),
        mockQuery(AdminOrdersQuery, variables({}, 2), answer),
        mockQuery(AdminOrdersQuery, variables({ from: '2026-11-01' }), answer),
        mockQuery(AdminOrdersQuery, variables({ from: '2026-11-01', paymentMethod: ['gopay'] }), answer),
      ],
    });
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
    const search = () => new URLSearchParams(router.state.location.search);

    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(search().get('view')).toBe('table');
    expect(search().get('page')).toBe('2');
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('order-from'), { target: { value: '2026-11-01' } });
    expect(search().get('from')).toBe('2026-11-01');
    expect(search().get('page')).toBeNull();
    expect(search().get('view')).toBe('table');

    await userEvent.selectOptions(screen.getByTestId('order-payment-filter'), 'gopay');
    expect(search().get('payment')).toBe('gopay');
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/export/orders.csv?paymentMethod=gopay&from=2026-11-01',
    );
  });

  it('says so when the first day comes after the last, and offers no export of it', async () => {
    renderWithApp(<AdminOrderListPage />, {
      route: '/admin/order',
      at: '/admin/order?from=2026-11-28&to=2026-11-01',
      mocks: [],
    });
    expect(await screen.findByText(i18n._(RANGE_ERROR))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Export Excel' })).toBeNull();
  });

  it("puts the screen's own first column before the order (the bulk move's checkbox)", async () => {
    renderWithApp(
      <OrderTable
        orders={[row]}
        select={(order) => (
          <input type="checkbox" aria-label={`Select ${order.orderCode} (${order.status})`} />
        )}
      />,
      { route: '/admin/order' },
    );
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Select');
    expect(
      within(table).getByRole('checkbox', { name: 'Select ORD-20261105-7KQ2M (processing)' }),
    ).toBeInTheDocument();
  });
});

describe('/admin/order in Bahasa Indonesia', () => {
  beforeEach(() => startLanguage('id', ['core', 'admin']));
  afterEach(() => i18n.activate('en'));

  it('says the list, its filters, columns, items and entries in Indonesian', async () => {
    renderWithApp(<AdminOrderListPage />, {
      route: '/admin/order',
      at: '/admin/order?view=table',
      mocks: [mockQuery(AdminOrdersQuery, variables(), answer)],
    });
    expect(await screen.findByRole('heading', { name: 'Transaksi' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari pesanan (kode, produk, pelanggan)' })).toHaveAttribute(
      'placeholder',
      'Kode, produk, atau pelanggan',
    );
    expect(screen.getByLabelText('Dari')).toBeInTheDocument();
    expect(screen.getByLabelText('Sampai')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Metode pembayaran' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tabel' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('export-orders')).toHaveTextContent('Ekspor CSV');

    const table = await screen.findByRole('table', { name: 'Transaksi' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pesanan', 'Tanggal', 'Pelanggan', 'Barang', 'Total', 'Pembayaran', 'Status', 'Kurir / resi']);
    const [cells] = within(table)
      .getAllByTestId('admin-row')
      .map((tr) => within(tr).getAllByRole('cell'));
    expect(cells![1]).toHaveTextContent(/5 November 2026/);
    expect(cells![3]).toHaveTextContent('3 barang (2 produk)');
    expect(cells![5]).toHaveTextContent('QRISDibayar');
    expect(cells![6]).toHaveTextContent('Dikirim');
    // On a phone each cell is labelled with its column's name, in the same language.
    expect(cells![3]).toHaveAttribute('data-label', 'Barang');
    expect(screen.getByTestId('entries-text')).toHaveTextContent('Menampilkan 1 sampai 1 dari 1 data');
  });
});
