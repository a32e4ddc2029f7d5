import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductFilter, ProductSort } from '@/generated/graphql';
import { mockError, mockPaging } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { CategoryPage } from './category-page';
import { CategoryProductsQuery } from './category-listing';
import { NewArrivalPage } from './new-arrival-page';
import { COLORS, KEMEJA, NEW_ARRIVAL, facets, listed } from './listing.test-data';

function product(n: number, category = { slug: 'new-arrival', categoryName: 'New Arrival' }) {
  return {
    __typename: 'Product' as const,
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productName: `Kemeja ${n}`,
    sellPrice: 150000,
    normalPrice: 150000,
    discount: 0,
    mainImage: `http://127.0.0.1:8080/uploads/${n}.png`,
    stock: 5,
    categories: [{ __typename: 'CategoryRef' as const, id: `c-${category.slug}`, ...category }],
  };
}

function answer(
  variables: {
    slug: string;
    q: string | null;
    page: number;
    filter?: ProductFilter | null;
    sort?: ProductSort | null;
  },
  items: ReturnType<typeof product>[],
  count: number,
  listFacets = facets(),
): MockLink.MockedResponse {
  const { slug, q, page, filter = null, sort = null } = variables;
  return {
    request: {
      query: CategoryProductsQuery,
      variables: { slug, q, page: { page, limit: 4 }, filter, sort },
    },
    result: {
      data: {
        categoryProducts: {
          __typename: 'ProductPage' as const,
          cards: items.map((item) => listed(item)),
          paging: mockPaging(count, page, 4),
          facets: listFacets,
        },
        productColors: COLORS,
      },
    },
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => product(from + i));

describe('NewArrivalPage', () => {
  it('shows 4 new arrivals a page and keeps the page in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<NewArrivalPage />, {
      route: '/new-arrival',
      mocks: [
        answer({ slug: 'new-arrival', q: null, page: 1 }, range(1, 4), 6),
        answer({ slug: 'new-arrival', q: null, page: 2 }, range(5, 6), 6),
      ],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'New Arrival' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('product-card')).toHaveLength(4);
    await user.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(screen.getByText('Kemeja 6')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('starts on the page and search the address holds, and searches from page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<NewArrivalPage />, {
      route: '/new-arrival',
      at: '/new-arrival?page=2',
      mocks: [
        answer({ slug: 'new-arrival', q: null, page: 2 }, range(5, 6), 6),
        answer({ slug: 'new-arrival', q: 'linen', page: 1 }, [product(3)], 1),
      ],
    });
    expect(await screen.findByText('Kemeja 5')).toBeInTheDocument();

    await user.type(screen.getByTestId('search'), 'linen{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByText('1 product for “linen”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=linen');
  });

  it('says "No data available." when nothing matches', async () => {
    renderWithApp(<NewArrivalPage />, {
      route: '/new-arrival',
      at: '/new-arrival?q=nothing',
      mocks: [answer({ slug: 'new-arrival', q: 'nothing', page: 1 }, [], 0)],
    });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data available.');
  });
});

describe('CategoryPage', () => {
  it("heads the category's products with its name", async () => {
    const batik = { slug: 'batik', categoryName: 'Batik Tulis' };
    renderWithApp(<CategoryPage />, {
      route: '/product/category/:slug',
      at: '/product/category/batik',
      mocks: [answer({ slug: 'batik', q: null, page: 1 }, [product(1, batik), product(2, batik)], 2)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Batik Tulis' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.queryByTestId('search')).not.toBeInTheDocument();
  });

  it('says so for an unknown category', async () => {
    renderWithApp(<CategoryPage />, {
      route: '/product/category/:slug',
      at: '/product/category/nope',
      mocks: [
        mockError(
          CategoryProductsQuery,
          { slug: 'nope', q: null, page: { page: 1, limit: 4 }, filter: null, sort: null },
          'Category not found',
          { code: 'NOT_FOUND' },
        ),
      ],
    });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Category not found');
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
  });
});

describe('A filtered category list', () => {
  it('filters and sorts its products, and does not offer its own category as a filter', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<NewArrivalPage />, {
      route: '/new-arrival',
      at: '/new-arrival?size=M&sort=best-selling',
      mocks: [
        answer(
          { slug: 'new-arrival', q: null, page: 1, filter: { sizes: ['M'] }, sort: 'BEST_SELLING' },
          range(1, 4),
          6,
          facets({
            categories: [
              [NEW_ARRIVAL, 6],
              [KEMEJA, 3],
            ],
          }),
        ),
        answer(
          {
            slug: 'new-arrival',
            q: null,
            page: 1,
            filter: { sizes: ['M'], colors: ['Grey'] },
            sort: 'BEST_SELLING',
          },
          range(1, 2),
          2,
        ),
      ],
    });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(4);
    const panel = within(screen.getByTestId('filter-panel'));
    expect(panel.getByRole('checkbox', { name: 'M, 12 products' })).toHaveAttribute('aria-checked', 'true');
    expect(panel.getByRole('checkbox', { name: 'Kemeja, 3 products' })).toBeInTheDocument();
    expect(panel.queryByRole('checkbox', { name: /New Arrival/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('sort-select')).toHaveValue('best-selling');

    await user.click(panel.getByRole('checkbox', { name: 'Grey, 4 products' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/new-arrival');
    expect(router.state.location.search).toBe('?size=M&sort=best-selling&color=Grey');
  });
});
