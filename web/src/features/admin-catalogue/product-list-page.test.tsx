import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { CategoryOptionsQuery } from './category-options';
import { AdminProductsQuery, ProductListPage } from './product-list-page';

const categories = mockQuery(
  CategoryOptionsQuery,
  { page: { page: 1, limit: 100 } },
  {
    categories: {
      __typename: 'CategoryPage',
      items: [
        { __typename: 'Category', id: 'cat-1', categoryName: 'Kemeja' },
        { __typename: 'Category', id: 'cat-2', categoryName: 'Batik' },
      ],
    },
  },
  5,
);

const variant = (sku: string, active = true, stock = 4) => ({
  __typename: 'AdminProductVariant' as const,
  id: sku,
  sku,
  active,
  color: sku.split('-')[2] ?? '',
  size: sku.split('-')[3] ?? '',
  stock,
  lowStock: active && stock <= 3,
});

const kemeja = {
  __typename: 'AdminProduct' as const,
  id: 'p-1',
  productName: 'Kemeja Linen',
  mainImage: '/uploads/a-640.webp',
  sellPrice: 250000,
  stock: 14,
  lowStock: true,
  status: 'active' as 'active' | 'draft',
  categories: [
    { __typename: 'CategoryRef' as const, id: 'cat-1', categoryName: 'Kemeja' },
    { __typename: 'CategoryRef' as const, id: 'cat-3', categoryName: 'New Arrival' },
  ],
  variants: [
    variant('KEMEJA-LINEN-NAVY-M', true, 2),
    variant('KEMEJA-LINEN-NAVY-L', false, 0),
    variant('KEMEJA-LINEN-BLACK-M'),
    variant('KEMEJA-LINEN-BLACK-L'),
    variant('KEMEJA-LINEN-GREY-M'),
    variant('KEMEJA-LINEN-GREY-L'),
  ],
};

const draft = {
  ...kemeja,
  id: 'p-2',
  productName: 'Tas Anyam',
  mainImage: '',
  stock: 30,
  lowStock: false,
  status: 'draft' as const,
  categories: [] as typeof kemeja.categories,
  variants: [variant('TAS-ANYAM')],
};

type Filters = {
  q?: string | null;
  status?: 'active' | 'draft' | null;
  categoryId?: string | null;
  lowStock?: boolean | null;
};

const products = (filters: Filters, items: (typeof kemeja)[], count = items.length) =>
  mockQuery(
    AdminProductsQuery,
    {
      q: null,
      status: null,
      categoryId: null,
      lowStock: null,
      page: { page: 1, limit: 10 },
      ...filters,
    },
    { adminProducts: { __typename: 'AdminProductPage', items, paging: mockPaging(count) } },
  );

describe('ProductListPage', () => {
  it('shows a table: picture, name and price, the SKUs on sale, the stock marked low, status and categories', async () => {
    renderWithApp(<ProductListPage />, {
      route: '/admin/product',
      mocks: [categories, products({}, [kemeja, draft], 12)],
    });
    const rows = await screen.findAllByTestId('admin-row');
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      Object.fromEntries(
        within(row)
          .getAllByRole('cell')
          .map((cell) => [cell.dataset.label, cell]),
      );
    const first = cells(rows[0]!);
    // The picture is decoration beside the name (alt '').
    expect(first.Image!.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/uploads/a-'));
    expect(within(first.Name!).getByRole('link', { name: 'Kemeja Linen' })).toHaveAttribute(
      'href',
      '/admin/product/p-1',
    );
    expect(first.Name).toHaveTextContent(/Rp\s250\.000/u);
    // The variant off sale is not listed; after three, how many more.
    expect(within(first.SKUs!).getByTestId('product-skus')).toHaveTextContent(
      'KEMEJA-LINEN-NAVY-MKEMEJA-LINEN-BLACK-MKEMEJA-LINEN-BLACK-Land 2 more',
    );
    // Low stock marks only the variant at or under the threshold (not the one off sale, nor the product).
    expect(first.Stock).toHaveTextContent('14Low stockNAVY / M: 2');
    expect(within(first.Stock!).getAllByTestId('low-stock-variant')).toHaveLength(1);
    expect(first.Status).toHaveTextContent('On sale');
    expect(first.Categories).toHaveTextContent('Kemeja, New Arrival');

    const second = cells(rows[1]!);
    expect(within(second.Image!).getByText('No image')).toBeInTheDocument();
    expect(second.Stock).toHaveTextContent('30');
    expect(within(second.Stock!).queryByTestId('low-stock-mark')).not.toBeInTheDocument();
    expect(second.Status).toHaveTextContent('Draft');
    expect(second.Categories).toHaveTextContent('None');
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Tas Anyam' })).toBeInTheDocument();
    expect(screen.getByTestId('entries-text')).toHaveTextContent('Showing 1 to 2 of 12 entries');
  });

  it('filters by category, status and low stock, kept in the address with the search, each from page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<ProductListPage />, {
      route: '/admin/product',
      at: '/admin/product?q=kemeja&page=2',
      mocks: [
        categories,
        mockQuery(
          AdminProductsQuery,
          { q: 'kemeja', status: null, categoryId: null, lowStock: null, page: { page: 2, limit: 10 } },
          { adminProducts: { __typename: 'AdminProductPage', items: [draft], paging: mockPaging(11, 2) } },
        ),
        products({ q: 'kemeja', categoryId: 'cat-1' }, [kemeja, draft]),
        products({ q: 'kemeja', categoryId: 'cat-1', status: 'active' }, [kemeja]),
        products({ q: 'kemeja', categoryId: 'cat-1', status: 'active', lowStock: true }, [kemeja]),
        products({ q: 'kemeja', categoryId: 'cat-1', status: 'active', lowStock: true }, [kemeja]),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Tas Anyam' })).toBeInTheDocument();
    // The categories load into the filter.
    await waitFor(() =>
      expect(within(screen.getByTestId('product-category-filter')).getAllByRole('option')).toHaveLength(3),
    );

    await user.selectOptions(screen.getByLabelText('Category'), 'Kemeja');
    expect(router.state.location.search).toBe('?q=kemeja&category=cat-1');
    await waitFor(() => expect(screen.getAllByTestId('admin-row')).toHaveLength(2));

    await user.selectOptions(screen.getByLabelText('Status'), 'On sale');
    expect(router.state.location.search).toBe('?q=kemeja&category=cat-1&status=active');
    await waitFor(() => expect(screen.getAllByTestId('admin-row')).toHaveLength(1));

    await user.selectOptions(screen.getByLabelText('Stock'), 'Low stock only');
    expect(router.state.location.search).toBe('?q=kemeja&category=cat-1&status=active&stock=low');
    expect(await screen.findByTestId('low-stock-mark')).toBeInTheDocument();

    // Reloaded, the address gives the same filters.
    await router.navigate('/admin/product?q=kemeja&category=cat-1&status=active&stock=low');
    expect(screen.getByLabelText('Stock')).toHaveValue('low');
    expect(screen.getByLabelText('Category')).toHaveValue('cat-1');
  });

  it('says No data available. when nothing matches', async () => {
    renderWithApp(<ProductListPage />, {
      route: '/admin/product',
      at: '/admin/product?stock=low',
      mocks: [categories, products({ lowStock: true }, [])],
    });
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
  });
});
