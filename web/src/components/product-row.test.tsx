import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockError, mockProductRow } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ProductRow, ProductRowQuery } from './product-row';

describe('ProductRow', () => {
  it('shows skeletons, then the newest products as cards under its title, with a See all link', async () => {
    renderWithApp(
      <ProductRow title="New arrivals" limit={4} testId="new-arrivals" seeAll={{ to: '/new-arrival' }} />,
      { mocks: [mockProductRow('NEWEST', 4, [1, 2, 3, 4])] },
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
      mocks: [mockProductRow('BEST_SELLING', 2, [7, 8])],
    });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(screen.getByText('Kemeja 7')).toBeInTheDocument();
    expect(screen.queryByTestId('best-see-all')).not.toBeInTheDocument();
  });

  it('renders nothing when the shop has no products', async () => {
    const { container } = renderWithApp(<ProductRow title="New arrivals" testId="new-arrivals" />, {
      mocks: [mockProductRow('NEWEST', 8, [])],
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
