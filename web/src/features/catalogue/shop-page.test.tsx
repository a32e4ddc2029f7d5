import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mockPaging } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ShopPage, ShopProductsQuery } from './shop-page';

function product(n: number, discounted = n % 2 === 0) {
  return {
    __typename: 'Product' as const,
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productName: `Kemeja ${n}`,
    sellPrice: discounted ? 100000 + n * 1000 : 150000 + n * 1000,
    normalPrice: 150000 + n * 1000,
    discount: discounted ? 20 : 0,
    mainImage: `http://127.0.0.1:8080/uploads/${n}.png`,
    stock: 5,
  };
}

function answer(
  variables: { q: string | null; page: number },
  items: ReturnType<typeof product>[],
  count: number,
) {
  return {
    request: {
      query: ShopProductsQuery,
      variables: { q: variables.q, page: { page: variables.page, limit: 10 } },
    },
    result: {
      data: {
        products: {
          __typename: 'ProductPage' as const,
          items,
          paging: mockPaging(count, variables.page),
        },
      },
    },
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => product(from + i));

function renderShop(mocks: MockLink.MockedResponse[], at = '/shop') {
  return renderWithApp(<ShopPage />, { route: '/shop', at, mocks });
}

describe('ShopPage', () => {
  it('shows skeletons, then 10 products with rupiah prices, and pages forward and back', async () => {
    const user = userEvent.setup();
    const { router } = renderShop([
      answer({ q: null, page: 1 }, range(1, 10), 12),
      answer({ q: null, page: 2 }, range(11, 12), 12),
    ]);

    expect(screen.getByLabelText('Loading products')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(10);
    expect(screen.getByText('12 products')).toBeInTheDocument();

    const second = screen.getAllByTestId('product-card')[1]!;
    expect(within(second).getByTestId('product-price')).toHaveTextContent('Rp 102.000');
    expect(within(second).getByTestId('product-normal-price')).toHaveTextContent('Rp 152.000');
    const first = screen.getAllByTestId('product-card')[0]!;
    expect(within(first).queryByTestId('product-normal-price')).not.toBeInTheDocument();

    expect(screen.getByTestId('pagination-prev')).toBeDisabled();
    // The pages are links (a crawler follows them; they work before the app takes a rendered page over).
    expect(screen.getByTestId('pagination-next')).toHaveAttribute('href', '/shop?page=2');
    await user.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(screen.getByText('Kemeja 11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByTestId('pagination-next')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('pagination-prev')).toHaveAttribute('href', '/shop');
  });

  it('searches on Enter, from page 1, and keeps the search in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(
      [answer({ q: null, page: 2 }, range(11, 12), 12), answer({ q: 'linen', page: 1 }, [product(7)], 1)],
      '/shop?page=2',
    );
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);

    await user.type(screen.getByTestId('shop-search'), 'linen{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByText('Kemeja 7')).toBeInTheDocument();
    expect(screen.getByText('1 product for “linen”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=linen');
    expect(screen.queryByTestId('pagination-next')).not.toBeInTheDocument();
  });

  it('reads the search and page from the address it starts on', async () => {
    renderShop([answer({ q: 'kemeja', page: 3 }, [product(21)], 21)], '/shop?q=kemeja&page=3');
    expect(await screen.findByText('Kemeja 21')).toBeInTheDocument();
    expect(screen.getByTestId('shop-search')).toHaveValue('kemeja');
    // Its page links keep the search.
    expect(screen.getByTestId('pagination-prev')).toHaveAttribute('href', '/shop?q=kemeja&page=2');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/shop?q=kemeja');
  });

  it('says "No data available." when nothing matches', async () => {
    renderShop([answer({ q: 'nothing', page: 1 }, [], 0)], '/shop?q=nothing');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data available.');
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
  });

  it("shows the gateway's message when the products cannot be read, and tries again on request", async () => {
    const user = userEvent.setup();
    const failure = {
      request: answer({ q: null, page: 1 }, [], 0).request,
      result: {
        errors: [
          new GraphQLError('The shop is not answering right now.', {
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          }),
        ],
      },
    };
    renderShop([failure, answer({ q: null, page: 1 }, range(1, 3), 3)]);

    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'The shop is not answering right now.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
  });
});
