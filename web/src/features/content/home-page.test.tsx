import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockPaging } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { AffiliateCardsQuery } from './affiliate-cards';
import { HomePage, HomePageQuery } from './home-page';

const banner = {
  __typename: 'Banner' as const,
  name: 'Koleksi Batik',
  content: 'Motif baru tiap minggu.',
  image: 'http://127.0.0.1:8080/uploads/banner.png',
};

function home(hero: { type: 'IMAGE' | 'VIDEO'; image: string } | null): MockLink.MockedResponse {
  return {
    request: { query: HomePageQuery },
    result: {
      data: {
        heroImage: hero && { __typename: 'Hero', name: 'Lemari', content: 'Fashion lokal.', ...hero },
        banner,
      },
    },
  };
}

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
  it('shows the hero image, the banner and 4 affiliate cards, paging to the next 4', async () => {
    const user = userEvent.setup();
    renderWithApp(<HomePage />, {
      mocks: [
        home({ type: 'IMAGE', image: 'http://127.0.0.1:8080/uploads/hero.png' }),
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
        affiliates(1, [1], 1),
      ],
    });
    const video = (await screen.findByTestId('hero')).querySelector('video');
    expect(video).toHaveAttribute('src', 'http://127.0.0.1:8080/uploads/hero.mp4');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
  });

  it('leaves out a hero that is not set, and says when there are no affiliates', async () => {
    renderWithApp(<HomePage />, { mocks: [home(null), affiliates(1, [], 0)] });
    expect(await screen.findByTestId('banner')).toBeInTheDocument();
    expect(screen.queryByTestId('hero')).not.toBeInTheDocument();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data available.');
  });
});
