import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ProductFilter, ProductSort } from '@/generated/graphql';
import { ProductRowQuery } from '@/components/product-row';
import { mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { phoneViewport } from '@/test/viewport';
import { BATIK, COLORS, KEMEJA, facets, listed, product, range } from './listing.test-data';
import { ShopPage, ShopProductsQuery } from './shop-page';
import { ListingCategoriesQuery } from './use-listing-filters';

interface Asked {
  q?: string | null;
  page?: number;
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
}

function answer(
  { q = null, page = 1, filter = null, sort = null }: Asked,
  items: ReturnType<typeof product>[],
  count: number,
  listFacets = facets(),
  cardOf: (item: ReturnType<typeof product>) => ReturnType<typeof listed> = (item) => listed(item),
): MockLink.MockedResponse {
  return {
    request: {
      query: ShopProductsQuery,
      variables: { q, page: { page, limit: 10 }, filter, sort },
    },
    result: {
      data: {
        products: {
          __typename: 'ProductPage' as const,
          cards: items.map(cardOf),
          paging: mockPaging(count, page),
          facets: listFacets,
        },
        productColors: COLORS,
      },
    },
  };
}

/** The shop's categories, which the address names by slug and the list asks for by id. */
const categoryIndex: MockLink.MockedResponse = {
  request: { query: ListingCategoriesQuery, variables: {} },
  result: {
    data: {
      products: {
        __typename: 'ProductPage' as const,
        facets: {
          __typename: 'ProductFacets' as const,
          categories: [BATIK, KEMEJA].map((category) => ({
            __typename: 'CategoryFacetCount' as const,
            category,
          })),
        },
      },
    },
  },
};

function renderShop(mocks: MockLink.MockedResponse[], at = '/shop') {
  return renderWithApp(<ShopPage />, { route: '/shop', at, mocks });
}

/** A filter value in the sidebar, by its name and count ('M, 12 products'). */
const filterValue = (name: string) =>
  within(screen.getByTestId('filter-panel')).getByRole('checkbox', { name });

describe('ShopPage', () => {
  it('shows skeletons, then 10 products with rupiah prices, and pages forward and back', async () => {
    const user = userEvent.setup();
    const { router } = renderShop([
      answer({ page: 1 }, range(1, 10), 12),
      answer({ page: 2 }, range(11, 12), 12),
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
      [answer({ page: 2 }, range(11, 12), 12), answer({ q: 'linen', page: 1 }, [product(7)], 1)],
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
    // Searching, the default order is the best match, and newest first is a choice.
    expect(screen.getByTestId('sort-select')).toHaveDisplayValue('Best match');
    expect(
      within(screen.getByTestId('sort-select'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Best match', 'Newest', 'Price: low to high', 'Price: high to low', 'Best-selling']);
  });

  it('says "No data available." when nothing matches', async () => {
    renderShop([answer({ q: 'nothing' }, [], 0)], '/shop?q=nothing');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data available.');
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
    // No filter to clear.
    expect(screen.queryByTestId('empty-clear-filters')).not.toBeInTheDocument();
  });

  it('suggests the best-selling products and the categories under "No data available." when a search finds nothing', async () => {
    const user = userEvent.setup();
    const popular = mockQuery(
      ProductRowQuery,
      { sort: 'BEST_SELLING', limit: 4 },
      { products: { __typename: 'ProductPage', items: range(21, 24) } },
    );
    const { router } = renderShop([answer({ q: 'zzz' }, [], 0), popular, categoryIndex], '/shop?q=zzz');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data available.');
    const suggestions = await screen.findByTestId('no-result-suggestions');
    const row = within(suggestions).getByRole('region', { name: 'Popular right now' });
    expect(await within(row).findAllByTestId('product-card')).toHaveLength(4);
    const categories = within(suggestions).getByRole('navigation', { name: 'Browse the categories' });
    expect(await within(categories).findByRole('link', { name: 'Batik Tulis' })).toHaveAttribute(
      'href',
      '/product/category/batik',
    );
    expect(within(categories).getByRole('link', { name: 'Kemeja' })).toHaveAttribute(
      'href',
      '/product/category/kemeja',
    );
    await user.click(within(row).getAllByRole('link', { name: /Kemeja 22/ })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${product(22).id}`));
  });

  it("shows the gateway's message when the products cannot be read, and tries again on request", async () => {
    const user = userEvent.setup();
    const failure = {
      request: answer({}, [], 0).request,
      result: {
        errors: [
          new GraphQLError('The shop is not answering right now.', {
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          }),
        ],
      },
    };
    renderShop([failure, answer({}, range(1, 3), 3)]);

    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'The shop is not answering right now.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
  });
});

describe('ShopPage filters', () => {
  it('reads the filters and sort from the address, asks for them, and shows each value with its count', async () => {
    renderShop(
      [
        answer(
          {
            page: 2,
            filter: { sizes: ['M'], colors: ['Black'], minPrice: 100000, maxPrice: 200000, inStock: true },
            sort: 'PRICE_ASC',
          },
          range(11, 12),
          12,
        ),
      ],
      '/shop?size=M&color=Black&min=100000&max=200000&stock=1&sort=price-asc&page=2',
    );
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);

    expect(filterValue('M, 12 products')).toHaveAttribute('aria-checked', 'true');
    // Each value is a link to the address with it toggled, from page 1.
    const large = filterValue('L, 8 products');
    expect(large).toHaveAttribute('aria-checked', 'false');
    expect(large).toHaveAttribute(
      'href',
      '/shop?size=M&color=Black&min=100000&max=200000&stock=1&sort=price-asc&size=L',
    );
    expect(filterValue('M, 12 products')).toHaveAttribute(
      'href',
      '/shop?color=Black&min=100000&max=200000&stock=1&sort=price-asc',
    );
    expect(filterValue('Black, 9 products')).toHaveAttribute('aria-checked', 'true');
    // Colours show their swatch.
    const swatch = filterValue('Grey, 4 products').querySelectorAll('span')[1]!;
    expect(swatch).toHaveStyle({ backgroundColor: '#8a8a8a' });
    expect(filterValue('Kemeja, 10 products')).toHaveAttribute(
      'href',
      expect.stringContaining('category=kemeja'),
    );
    expect(filterValue('In stock only, 11 products')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('filter-price-min')).toHaveValue('100000');
    expect(screen.getByTestId('filter-price-max')).toHaveValue('200000');
    expect(screen.getByTestId('filter-price-min')).toHaveAttribute('placeholder', 'Rp\u00a099.000');
    expect(screen.getByTestId('sort-select')).toHaveValue('price-asc');

    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByTestId('filter-chip').map((chip) => chip.textContent)).toEqual([
      'Size M',
      'Black',
      'Rp\u00a0100.000 – Rp\u00a0200.000',
      'In stock',
    ]);
    expect(chips.getByRole('link', { name: 'Remove filter Size M' })).toHaveAttribute(
      'href',
      '/shop?color=Black&min=100000&max=200000&stock=1&sort=price-asc',
    );
  });

  it('toggles a value by its link (or the space bar), from page 1, and the list follows', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(
      [
        answer({ page: 2, filter: { sizes: ['M'] } }, range(11, 12), 12),
        answer(
          { filter: { sizes: ['M', 'L'] } },
          range(1, 10),
          15,
          facets({
            sizes: [
              ['M', 12],
              ['L', 8],
            ],
          }),
        ),
        answer({ filter: { sizes: ['L'] } }, range(1, 8), 8),
      ],
      '/shop?size=M&page=2',
    );
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);

    await user.click(filterValue('L, 8 products'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(10));
    expect(router.state.location.search).toBe('?size=M&size=L');
    expect(screen.getByText('15 products')).toBeInTheDocument();
    expect(filterValue('L, 8 products')).toHaveAttribute('aria-checked', 'true');

    filterValue('M, 12 products').focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    expect(router.state.location.search).toBe('?size=L');
  });

  it("shows the chosen colour's picture on each card, and opens the product in it", async () => {
    const user = userEvent.setup();
    const navy = 'http://127.0.0.1:8080/uploads/1-navy.png';
    const { router } = renderShop(
      [
        // The first has a picture of its Navy; for the second the server answers its main one.
        answer({ filter: { colors: ['Navy'] } }, range(1, 2), 2, facets(), (item) =>
          listed(item, { color: 'Navy', image: item.id === product(1).id ? navy : item.mainImage }),
        ),
      ],
      '/shop?color=Navy',
    );
    const cards = await screen.findAllByTestId('product-card');
    expect(within(cards[0]!).getByAltText('Kemeja 1')).toHaveAttribute('src', navy);
    expect(within(cards[1]!).getByAltText('Kemeja 2')).toHaveAttribute('src', product(2).mainImage);
    const name = within(cards[0]!).getByRole('link', { name: 'Kemeja 1' });
    expect(name).toHaveAttribute('href', `/products/${product(1).id}?color=Navy`);
    await user.click(name);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${product(1).id}`));
    expect(router.state.location.search).toBe('?color=Navy');
  });

  it('removes a filter by its chip, and clears them all keeping the search and sort', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(
      [
        answer(
          { q: 'linen', filter: { sizes: ['M'], colors: ['Black'] }, sort: 'PRICE_DESC' },
          range(1, 4),
          4,
        ),
        answer({ q: 'linen', filter: { sizes: ['M'] }, sort: 'PRICE_DESC' }, range(1, 6), 6),
        answer({ q: 'linen', sort: 'PRICE_DESC' }, range(1, 9), 9),
      ],
      '/shop?q=linen&size=M&color=Black&sort=price-desc',
    );
    expect(await screen.findAllByTestId('product-card')).toHaveLength(4);

    await user.click(screen.getByRole('link', { name: 'Remove filter Black' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(6));
    expect(router.state.location.search).toBe('?q=linen&size=M&sort=price-desc');

    await user.click(screen.getByTestId('clear-filters'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(9));
    expect(router.state.location.search).toBe('?q=linen&sort=price-desc');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByTestId('shop-search')).toHaveValue('linen');
  });

  it('names categories by slug in the address and asks the list for their ids', async () => {
    renderShop(
      [categoryIndex, answer({ filter: { categoryIds: [BATIK.id] } }, range(1, 2), 2)],
      '/shop?category=batik',
    );
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(filterValue('Batik Tulis, 2 products')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('link', { name: 'Remove filter Batik Tulis' })).toHaveAttribute('href', '/shop');
  });

  it('sorts from page 1 as soon as an order is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(
      [answer({ page: 2 }, range(11, 12), 12), answer({ sort: 'PRICE_DESC' }, range(1, 10), 12)],
      '/shop?page=2',
    );
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByTestId('sort-select')).toHaveDisplayValue('Newest');
    // With the app running, the choice applies at once: no button.
    expect(screen.queryByRole('button', { name: 'Sort' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('sort-select'), 'Price: high to low');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(10));
    expect(router.state.location.search).toBe('?sort=price-desc');
  });

  it('filters by a price range, and says what is wrong with one that cannot be', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(
      [
        answer({}, range(1, 10), 12),
        answer({ filter: { minPrice: 100000, maxPrice: 200000 } }, range(1, 3), 3),
      ],
      '/shop',
    );
    expect(await screen.findAllByTestId('product-card')).toHaveLength(10);
    const panel = within(screen.getByTestId('filter-panel'));

    await user.type(panel.getByLabelText('Lowest (Rp)'), '300000');
    await user.type(panel.getByLabelText('Highest (Rp)'), '100000');
    await user.click(panel.getByRole('button', { name: 'Apply price' }));
    expect(panel.getByRole('alert')).toHaveTextContent('The lowest price is above the highest.');
    expect(panel.getByLabelText('Lowest (Rp)')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');

    await user.clear(panel.getByLabelText('Lowest (Rp)'));
    await user.type(panel.getByLabelText('Lowest (Rp)'), '100.000');
    await user.clear(panel.getByLabelText('Highest (Rp)'));
    await user.type(panel.getByLabelText('Highest (Rp)'), '200000{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
    expect(router.state.location.search).toBe('?min=100000&max=200000');
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "No data available." when the filters leave nothing, with a way to clear them', async () => {
    renderShop(
      [answer({ q: 'linen', filter: { sizes: ['XXL'] } }, [], 0, facets({ sizes: [['M', 3]] }))],
      '/shop?q=linen&size=XXL',
    );
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data available.');
    expect(screen.getByTestId('empty-clear-filters')).toHaveAttribute('href', '/shop?q=linen');
    // A chosen value the other filters leave none of is still there to take away.
    expect(filterValue('XXL, 0 products')).toHaveAttribute('aria-checked', 'true');
  });

  it('on a phone, opens the filters in a sheet whose button shows how many products they leave', async () => {
    const user = userEvent.setup();
    phoneViewport();
    const { router } = renderShop([
      answer({}, range(1, 10), 12),
      answer(
        { filter: { sizes: ['M'] } },
        range(1, 5),
        5,
        facets({
          sizes: [
            ['M', 5],
            ['L', 2],
          ],
        }),
      ),
    ]);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(10);
    // The sidebar is for wider screens.
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Show 12 products' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('checkbox', { name: 'M, 12 products' }));
    // The list behind the sheet follows, and so does its count.
    expect(await within(sheet).findByRole('button', { name: 'Show 5 products' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?size=M');
    expect(within(sheet).getByRole('checkbox', { name: 'M, 5 products' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(5);

    await user.click(within(sheet).getByRole('button', { name: 'Show 5 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters, 1 chosen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Remove filter Size M' })).toBeVisible();
  });
});
