import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ProductCardFragment } from './product-card';
import { ProductRow, ProductRowQuery } from './product-row';

function product(n: number) {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    __typename: 'Product' as const,
    id,
    ...makeFragmentData(
      {
        __typename: 'Product',
        id,
        productName: `Kemeja ${n}`,
        sellPrice: 100000 + n,
        normalPrice: 100000 + n,
        discount: 0,
        mainImage: `http://127.0.0.1:8080/uploads/p${n}.png`,
        stock: 5,
      },
      ProductCardFragment,
    ),
  };
}

const answer = (numbers: number[]) => ({
  products: { __typename: 'ProductPage' as const, items: numbers.map(product) },
});

describe('ProductRow', () => {
  it('shows skeletons, then the newest products as cards under its title, with a See all link', async () => {
    renderWithApp(
      <ProductRow title="New arrivals" limit={4} testId="new-arrivals" seeAll={{ to: '/new-arrival' }} />,
      { mocks: [mockQuery(ProductRowQuery, { sort: 'NEWEST', limit: 4 }, answer([1, 2, 3, 4]))] },
    );
    expect(screen.getByRole('list', { name: 'Loading products' })).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findAllByTestId('product-card')).toHaveLength(4);
    const row = screen.getByTestId('new-arrivals');
    expect(screen.getByRole('region', { name: 'New arrivals' })).toBe(row);
    expect(screen.getByRole('heading', { level: 2, name: 'New arrivals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kemeja 1' })).toHaveAttribute(
      'href',
      '/products/00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByTestId('new-arrivals-see-all')).toHaveAttribute('href', '/new-arrival');
    expect(screen.getByTestId('new-arrivals-see-all')).toHaveTextContent('See all');
    expect(screen.queryByRole('list', { name: 'Loading products' })).not.toBeInTheDocument();
  });

  it('asks for the sort and the number it is given', async () => {
    renderWithApp(<ProductRow title="Best sellers" sort="BEST_SELLING" limit={2} testId="best" />, {
      mocks: [mockQuery(ProductRowQuery, { sort: 'BEST_SELLING', limit: 2 }, answer([7, 8]))],
    });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(screen.getByText('Kemeja 7')).toBeInTheDocument();
    expect(screen.queryByTestId('best-see-all')).not.toBeInTheDocument();
  });

  it('renders nothing when the shop has no products', async () => {
    const { container } = renderWithApp(<ProductRow title="New arrivals" testId="new-arrivals" />, {
      mocks: [mockQuery(ProductRowQuery, { sort: 'NEWEST', limit: 8 }, answer([]))],
    });
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
    expect(screen.queryByTestId('new-arrivals')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('New arrivals');
  });

  it('renders nothing when its products cannot be read', async () => {
    renderWithApp(<ProductRow title="New arrivals" testId="new-arrivals" />, {
      mocks: [mockError(ProductRowQuery, { sort: 'NEWEST', limit: 8 }, 'Service unavailable')],
    });
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
    expect(screen.queryByTestId('new-arrivals')).not.toBeInTheDocument();
    expect(screen.queryByText('Service unavailable')).not.toBeInTheDocument();
  });
});
