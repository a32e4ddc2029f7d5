import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toaster';
import { mockError, mockProductRow, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { MemberWishlistQuery, RemoveFromWishlistMutation, WishlistPage } from './wishlist-page';

function item(n: number, discounted = false) {
  return {
    __typename: 'WishlistItem' as const,
    id: `wish-${n}`,
    productID: `product-${n}`,
    productName: `Kemeja ${n}`,
    sellPrice: discounted ? 120000 : 150000,
    normalPrice: 150000,
    images: [
      { __typename: 'WishlistImage' as const, url: `http://127.0.0.1/uploads/${n}-a.png` },
      { __typename: 'WishlistImage' as const, url: `http://127.0.0.1/uploads/${n}-b.png` },
    ],
  };
}

const renderWishlist = (mocks: MockLink.MockedResponse[]) =>
  renderWithApp(
    <>
      <WishlistPage />
      <Toaster />
    </>,
    { route: '/wishlist', mocks },
  );

describe('WishlistPage', () => {
  it('shows the cards; Remove takes one away at once and says so', async () => {
    const user = userEvent.setup();
    renderWishlist([
      mockQuery(MemberWishlistQuery, {}, { wishlist: [item(1, true), item(2)] }),
      mockQuery(
        RemoveFromWishlistMutation,
        { productId: 'product-1' },
        { removeFromWishlist: { __typename: 'WishlistItem', id: 'wish-1', productID: 'product-1' } },
      ),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('wishlist-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Kemeja 1' })).toHaveAttribute('href', '/products/product-1');
    expect(first.getByAltText('Kemeja 1')).toHaveAttribute('src', 'http://127.0.0.1/uploads/1-a.png');
    expect(first.getByTestId('product-price')).toHaveTextContent('Rp 120.000');
    expect(first.getByTestId('product-normal-price')).toHaveTextContent('Rp 150.000');
    expect(within(cards[1]!).queryByTestId('product-normal-price')).not.toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('wishlist-card')).toHaveLength(1));
    expect(screen.queryByText('Kemeja 1')).not.toBeInTheDocument();
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
  });

  it("shows the server's message when removing fails, and keeps the card", async () => {
    const user = userEvent.setup();
    renderWishlist([
      mockQuery(MemberWishlistQuery, {}, { wishlist: [item(1)] }),
      mockError(RemoveFromWishlistMutation, { productId: 'product-1' }, 'Not in your wishlist', {
        code: 'NOT_FOUND',
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Not in your wishlist')).toBeInTheDocument();
    expect(screen.getAllByTestId('wishlist-card')).toHaveLength(1);
  });

  it("says 'No data available.' for an empty wishlist, and shows the new arrivals under it", async () => {
    renderWishlist([
      mockQuery(MemberWishlistQuery, {}, { wishlist: [] }),
      mockProductRow('NEWEST', 4, [1, 2, 3, 4]),
    ]);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data available.');
    const row = await screen.findByRole('region', { name: 'New arrivals' });
    expect(await within(row).findAllByTestId('product-card')).toHaveLength(4);
    expect(within(row).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/new-arrival');
  });
});
