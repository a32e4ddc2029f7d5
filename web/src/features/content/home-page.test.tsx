import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductCardFragment } from '@/components/product-card';
import { ProductRowQuery } from '@/components/product-row';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { AffiliateCardsQuery } from './affiliate-cards';
import { HomePage, HomePageQuery } from './home-page';

const batikBanner = {
  __typename: 'Banner' as const,
  name: 'Koleksi Batik',
  content: 'Motif baru tiap minggu.',
  image: 'http://127.0.0.1:8080/uploads/banner.png',
  link: '/product/category/batik',
};

function category(
  slug: string,
  categoryName: string,
  coverImage = `http://127.0.0.1:8080/uploads/${slug}.png`,
) {
  return {
    __typename: 'ShopCategory' as const,
    id: `id-${slug}`,
    slug,
    categoryName,
    coverImage,
    productCount: 3,
  };
}

const CATEGORIES = [
  category('batik', 'Batik'),
  category('kemeja', 'Kemeja', ''),
  category('new-arrival', 'New Arrival'),
];

function home(
  hero: { type: 'IMAGE' | 'VIDEO'; image: string } | null,
  {
    banner = batikBanner,
    categories = CATEGORIES,
  }: { banner?: typeof batikBanner | null; categories?: typeof CATEGORIES } = {},
): MockLink.MockedResponse {
  return {
    request: { query: HomePageQuery },
    result: {
      data: {
        heroImage: hero && { __typename: 'Hero', name: 'Lemari', content: 'Fashion lokal.', ...hero },
        shopCategories: categories,
        banner,
      },
    },
  };
}

function product(n: number) {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    __typename: 'Product' as const,
    id,
    ...makeFragmentData(
      {
        __typename: 'Product',
        id,
        productName: `Kemeja Baru ${n}`,
        sellPrice: 150000,
        normalPrice: 150000,
        discount: 0,
        mainImage: `http://127.0.0.1:8080/uploads/p${n}.png`,
        stock: 3,
      },
      ProductCardFragment,
    ),
  };
}

const newArrivals = (numbers: number[]) =>
  mockQuery(
    ProductRowQuery,
    { sort: 'NEWEST', limit: 8 },
    { products: { __typename: 'ProductPage', items: numbers.map(product) } },
  );

function affiliate(n: number) {
  return {
    __typename: 'Affiliate' as const,
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Friend ${n}`,
    socialMedia: 'Instagram' as const,
    username: `friend${n}`,
    link: `https://instagram.com/friend${n}`,
    image: `http://127.0.0.1:8080/uploads/a${n}.png`,
  };
}

function affiliates(page: number, numbers: number[], count: number): MockLink.MockedResponse {
  return {
    request: { query: AffiliateCardsQuery, variables: { page: { page, limit: 4 } } },
    result: {
      data: {
        affiliates: {
          __typename: 'AffiliatePage',
          items: numbers.map(affiliate),
          paging: mockPaging(count, page, 4),
        },
      },
    },
  };
}

describe('HomePage', () => {
  it('sells in order: hero with its Shop now button, category tiles, new arrivals, the banner, then the affiliates', async () => {
    renderWithApp(<HomePage />, {
      mocks: [
        home({ type: 'IMAGE', image: 'http://127.0.0.1:8080/uploads/hero.png' }),
        newArrivals([1, 2, 3, 4, 5, 6, 7, 8]),
        affiliates(1, [1, 2, 3, 4], 6),
      ],
    });

    const hero = await screen.findByTestId('hero');
    expect(hero).toHaveTextContent('Lemari');
    expect(within(hero).getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/shop');

    // The tiles: the catalogue's categories but new-arrival (the row below is its), each picture from the REST cover.
    const tiles = screen.getAllByTestId('category-tile');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Batik', 'No imageKemeja']);
    expect(screen.getByRole('link', { name: 'Batik' })).toHaveAttribute('href', '/product/category/batik');
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1:8080/uploads/batik.png');
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeInTheDocument();

    const row = await screen.findByTestId('new-arrivals');
    await waitFor(() => expect(within(row).getAllByTestId('product-card')).toHaveLength(8));
    expect(within(row).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/new-arrival');

    const banner = screen.getByTestId('banner');
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/product/category/batik');
    expect(banner).toHaveTextContent('See the collection');

    // Their order on the page, top to bottom.
    const order = ['hero', 'category-tiles', 'new-arrivals', 'banner'].map((id) => screen.getByTestId(id));
    for (const [index, element] of order.slice(1).entries()) {
      expect(order[index]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(await screen.findAllByTestId('affiliate-card')).toHaveLength(4);
    expect(
      banner.compareDocumentPosition(screen.getAllByTestId('affiliate-card')[0]!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('leaves out the tiles, the row and the banner link when the shop has no categories, products or link', async () => {
    renderWithApp(<HomePage />, {
      mocks: [
        home(null, {
          categories: [category('new-arrival', 'New Arrival')],
          banner: { ...batikBanner, link: '' },
        }),
        newArrivals([]),
        affiliates(1, [1], 1),
      ],
    });
    const banner = await screen.findByTestId('banner');
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(banner).not.toHaveTextContent('See the collection');
    expect(screen.queryByTestId('category-tiles')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Loading products' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('new-arrivals')).not.toBeInTheDocument();
  });

  it('opens an external banner link in a new tab', async () => {
    renderWithApp(<HomePage />, {
      mocks: [
        home(null, { banner: { ...batikBanner, link: 'https://lemari.test/lebaran' } }),
        newArrivals([1]),
        affiliates(1, [1], 1),
      ],
    });
    const link = within(await screen.findByTestId('banner')).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://lemari.test/lebaran');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the hero image, the banner and 4 affiliate cards, paging to the next 4', async () => {
    const user = userEvent.setup();
    renderWithApp(<HomePage />, {
      mocks: [
        home({ type: 'IMAGE', image: 'http://127.0.0.1:8080/uploads/hero.png' }),
        newArrivals([1]),
        affiliates(1, [1, 2, 3, 4], 6),
        affiliates(2, [5, 6], 6),
      ],
    });

    const hero = await screen.findByTestId('hero');
    expect(hero.querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1:8080/uploads/hero.png');
    expect(hero.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveTextContent('Fashion lokal.');
    expect(screen.getByTestId('banner')).toHaveTextContent('Koleksi Batik');

    expect(await screen.findAllByTestId('affiliate-card')).toHaveLength(4);
    expect(screen.getByRole('link', { name: '@friend1' })).toHaveAttribute(
      'href',
      'https://instagram.com/friend1',
    );
    await user.click(screen.getByTestId('affiliates-next'));
    await waitFor(() => expect(screen.getAllByTestId('affiliate-card')).toHaveLength(2));
    expect(screen.getByText('@friend5')).toBeInTheDocument();
  });

  it('plays a VIDEO hero, muted and looping', async () => {
    renderWithApp(<HomePage />, {
      mocks: [
        home({ type: 'VIDEO', image: 'http://127.0.0.1:8080/uploads/hero.mp4' }),
        newArrivals([1]),
        affiliates(1, [1], 1),
      ],
    });
    const video = (await screen.findByTestId('hero')).querySelector('video');
    expect(video).toHaveAttribute('src', 'http://127.0.0.1:8080/uploads/hero.mp4');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
  });

  it('leaves out a hero that is not set, and says when there are no affiliates', async () => {
    renderWithApp(<HomePage />, { mocks: [home(null), newArrivals([1]), affiliates(1, [], 0)] });
    expect(await screen.findByTestId('banner')).toBeInTheDocument();
    expect(screen.queryByTestId('hero')).not.toBeInTheDocument();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data available.');
  });
});
