import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PopularSuggestionsQuery, ProductSuggestionsQuery } from '@/features/catalogue/search-suggestions';
import { mockQuery, mockSession, watched } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { phoneViewport } from '@/test/viewport';
import { SiteHeader } from './site-header';
import { SUGGEST_DELAY_MS } from './header-search';

const product = (n: number, mainImage = `http://127.0.0.1:8080/uploads/p${n}-medium.webp`) => ({
  __typename: 'Product' as const,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  productName: `Kemeja Linen ${n}`,
  sellPrice: 149000 + n * 1000,
  mainImage,
});

const suggestions = (q: string) =>
  mockQuery(
    ProductSuggestionsQuery,
    { q },
    {
      productSuggestions: {
        __typename: 'ProductSuggestions',
        products: [product(1), product(2), product(3, '')],
        categories: [
          { __typename: 'CategoryRef', id: 'category-kemeja', slug: 'kemeja', categoryName: 'Kemeja' },
        ],
      },
    },
  );

const none = (q: string) =>
  mockQuery(
    ProductSuggestionsQuery,
    { q },
    { productSuggestions: { __typename: 'ProductSuggestions', products: [], categories: [] } },
  );

function renderHeader(mocks: MockLink.MockedResponse[] = [suggestions('ke')]) {
  const session = watched(mockSession(null));
  return { ...renderWithApp(<SiteHeader />, { mocks: [session.mock, ...mocks] }), session };
}

const box = () => screen.getByRole('combobox', { name: 'Search the shop' });

describe('The header search', () => {
  it('is a form to the shop’s search, which works without the app', () => {
    renderHeader([]);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/shop');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-controls');
  });

  it('suggests products and categories from 2 characters, and opens the one chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const { router, session } = renderHeader();
    await session.answered;

    // The suggestions wait SUGGEST_DELAY_MS after the last key: on the clock, moved by hand, one key asks nothing.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box(), { target: { value: 'k' } });
      act(() => vi.advanceTimersByTime(SUGGEST_DELAY_MS));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }

    await user.type(box(), 'e');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(5));
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);

    const products = within(list).getByRole('group', { name: 'Products' });
    const [first] = within(products).getAllByRole('option');
    expect(first).toHaveTextContent('Kemeja Linen 1');
    expect(first).toHaveTextContent('Rp 150.000');
    expect(first!.querySelector('img')).toHaveAttribute(
      'src',
      'http://127.0.0.1:8080/uploads/p1-medium.webp',
    );
    expect(within(list).getByRole('group', { name: 'Categories' })).toHaveTextContent('Kemeja');
    expect(within(list).getAllByRole('option').at(-1)).toHaveTextContent('Search for “ke”');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const category = within(list).getByRole('option', { name: /Kemeja · category/ });
    expect(box()).toHaveAttribute('aria-activedescendant', category.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', within(products).getAllByRole('option')[1]!.id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${product(2).id}`));
  });

  it('searches the shop on Enter when no suggestion is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader([]);
    await user.type(box(), 'kemeja linen{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('kemeja linen');
  });

  it('closes the suggestions on Escape, and opens a category that is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    await user.type(box(), 'ke');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(5));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('ke');

    await user.keyboard('{ArrowDown}');
    const again = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(again).not.toBe(list);
    // Read again from the answer kept in Apollo's cache.
    await user.click(within(again).getByRole('option', { name: /Kemeja · category/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/category/kemeja'));
  });

  it('says when nothing matches, and still offers the search itself', async () => {
    const user = userEvent.setup();
    renderHeader([none('zz')]);
    await user.type(box(), 'zz');
    expect(await screen.findByText('No products or categories match “zz”.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Search for “zz”']);
  });

  it('offers the best-selling products and the categories when nothing matches', async () => {
    const user = userEvent.setup();
    const popular = mockQuery(
      PopularSuggestionsQuery,
      { limit: 3 },
      {
        products: {
          __typename: 'ProductPage',
          items: [product(7), product(8)],
          facets: {
            __typename: 'ProductFacets',
            categories: [
              {
                __typename: 'CategoryFacetCount',
                category: {
                  __typename: 'CategoryRef',
                  id: 'category-kaos',
                  slug: 'kaos',
                  categoryName: 'Kaos',
                },
              },
            ],
          },
        },
      },
    );
    const { router } = renderHeader([none('zz'), popular]);
    await user.type(box(), 'zz');
    expect(
      await screen.findByText('No products or categories match “zz”. Popular in the shop:'),
    ).toBeInTheDocument();
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'Popular products' })).toBeInTheDocument();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringContaining('Kemeja Linen 7'),
      expect.stringContaining('Kemeja Linen 8'),
      'Kaos · category',
      'Search for “zz”',
    ]);
    await user.click(within(listbox).getByRole('option', { name: /Kemeja Linen 8/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${product(8).id}`));
  });

  it('on a phone, opens over the header from its button, focused, and closes back to it', async () => {
    const user = userEvent.setup();
    phoneViewport();
    renderHeader([]);
    expect(screen.getByTestId('header-search')).not.toBeVisible();

    const button = screen.getByRole('button', { name: 'Search' });
    await user.click(button);
    expect(screen.getByTestId('header-search')).toBeVisible();
    await waitFor(() => expect(box()).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.getByTestId('header-search')).not.toBeVisible();
    expect(button).toHaveFocus();
  });
});
