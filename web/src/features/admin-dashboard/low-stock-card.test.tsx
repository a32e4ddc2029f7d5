import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockError, mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { AdminAccessQuery } from '@/components/admin/use-admin-access';
import { LowStockCard, LowStockVariantsQuery } from './low-stock-card';

const variant = (n: number, stock: number, color = 'Navy', size = 'M') => ({
  __typename: 'LowStockVariant' as const,
  id: `v-${n}`,
  sku: `KEMEJA-${n}-${color.toUpperCase()}-${size}`,
  color,
  size,
  stock,
  productId: `p-${n}`,
  productName: `Kemeja ${n}`,
  mainImage: '',
});

const lowStock = (
  items: ReturnType<typeof variant>[],
  { page = 1, count = items.length, threshold = 3, times = 1 } = {},
) =>
  mockQuery(
    LowStockVariantsQuery,
    { page: { page, limit: 5 } },
    {
      lowStockVariants: {
        __typename: 'LowStockVariantPage',
        items,
        paging: mockPaging(count, page, 5),
        threshold,
      },
    },
    times,
  );

describe('the low-stock card', () => {
  it('lists the variants at or under the threshold, fewest first, each linking to its product, a page at a time', async () => {
    const user = userEvent.setup();
    const first = [
      variant(1, 0),
      variant(2, 1, 'Black', ''),
      variant(3, 2, '', 'XL'),
      variant(4, 3),
      variant(5, 3),
    ];
    renderWithApp(<LowStockCard pollInterval={0} />, {
      mocks: [
        lowStock(first, { count: 7 }),
        lowStock([variant(6, 3), variant(7, 3, '', '')], { page: 2, count: 7 }),
      ],
    });
    expect(screen.getByLabelText('Loading the low stock')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('admin-row');
    expect(rows).toHaveLength(5);
    expect(screen.getByTestId('low-stock-threshold')).toHaveTextContent(
      'Variants on sale with 3 pieces or fewer left, fewest first.',
    );
    expect(
      within(screen.getByTestId('low-stock-threshold')).getByRole('link', { name: 'shop setting' }),
    ).toHaveAttribute('href', '/admin/setting?tab=stock');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(rows[0]!).getByRole('link', { name: 'Kemeja 1' })).toHaveAttribute(
      'href',
      '/admin/product/p-1',
    );
    expect(cells(rows[0]!).slice(1)).toEqual(['Navy / M', 'KEMEJA-1-NAVY-M', 'Sold out']);
    expect(cells(rows[1]!).slice(1)).toEqual(['Black', 'KEMEJA-2-BLACK-', '1']);
    expect(cells(rows[2]!).slice(1, 2)).toEqual(['XL']);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Kemeja 7' })).toBeInTheDocument();
    expect(cells(screen.getAllByTestId('admin-row')[1]!).slice(1, 2)).toEqual(['—']);
  });

  it('says so when no variant is that low, with the threshold', async () => {
    renderWithApp(<LowStockCard pollInterval={0} />, { mocks: [lowStock([], { threshold: 1 })] });
    expect(await screen.findByText('No variant has 1 piece or fewer left.')).toBeInTheDocument();
  });

  it('is not shown to a role whose permissions do not list the low-stock call', async () => {
    renderWithApp(
      <>
        <LowStockCard pollInterval={0} />
        <p>Dashboard</p>
      </>,
      {
        mocks: [
          mockQuery(
            AdminAccessQuery,
            {},
            {
              me: {
                __typename: 'Me',
                access: {
                  __typename: 'MyAccess',
                  isRoot: false,
                  landingPage: '/admin/dashboard',
                  capabilities: [],
                  permissions: [{ __typename: 'MyPermission', method: 'GET', endpoint: '/v1/order' }],
                },
              },
            },
          ),
          lowStock([variant(1, 2)]),
        ],
      },
    );
    // Shown while the gateway is asked who may do what, then gone.
    expect(screen.getByTestId('low-stock-card')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('low-stock-card')).not.toBeInTheDocument());
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    const user = userEvent.setup();
    renderWithApp(<LowStockCard pollInterval={0} />, {
      mocks: [
        mockError(LowStockVariantsQuery, { page: { page: 1, limit: 5 } }, 'The shop is not answering', {
          code: 'UPSTREAM_UNAVAILABLE',
        }),
        lowStock([variant(1, 2)]),
      ],
    });
    expect(await screen.findByText('The shop is not answering')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Kemeja 1' })).toBeInTheDocument();
  });
});
