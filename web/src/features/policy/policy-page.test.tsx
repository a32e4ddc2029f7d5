import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { PolicyPage, PolicyPageQuery } from './policy-page';

const RETURNS = {
  __typename: 'PolicyPage' as const,
  slug: 'returns',
  language: 'en' as const,
  title: 'Return Policy',
  body:
    'Not the right fit? Return it within 7 days.\nWe answer within a day.\n\n' +
    'We accept a return when the item is:\n- unworn;\n- tagged.\n\n<b>Sizes < 38</b> ship fast.',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const at = (slug: string) => ({ route: '/policy/:slug', at: `/policy/${slug}` });

describe('PolicyPage', () => {
  it('shows the page staff wrote: its title as heading and tab title, its paragraphs and lists, markup as text', async () => {
    renderWithApp(<PolicyPage />, {
      ...at('returns'),
      mocks: [mockQuery(PolicyPageQuery, { slug: 'returns', language: 'en' }, { policyPage: RETURNS })],
    });
    expect(screen.getByLabelText('Loading the page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Return Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Return Policy · Lemari');
    expect(screen.getByText('Last updated 21 November 2026')).toBeInTheDocument();
    const article = screen.getByRole('article');
    // A line break inside a paragraph stays one; a blank line starts the next paragraph.
    const first = within(article).getByText(/Not the right fit\?/);
    expect(first.innerHTML).toBe('Not the right fit? Return it within 7 days.<br>We answer within a day.');
    expect(within(article).getByRole('list')).toHaveTextContent('unworn;tagged.');
    expect(within(article).getAllByRole('listitem')).toHaveLength(2);
    // What staff typed as tags shows as typed: nothing from the database is read as HTML.
    expect(within(article).getByText('<b>Sizes < 38</b> ship fast.')).toBeInTheDocument();
    expect(article.querySelector('b')).toBeNull();
  });

  it('says a page the shop has not is not found, without asking', () => {
    renderWithApp(<PolicyPage />, { ...at('refunds') });
    expect(screen.getByTestId('not-found')).toHaveTextContent('There is no such policy page.');
  });

  it('says the page is not found when the server knows none, and offers a retry when it failed', async () => {
    renderWithApp(<PolicyPage />, {
      ...at('terms'),
      mocks: [
        mockError(
          PolicyPageQuery,
          { slug: 'terms', language: 'en' },
          'The terms page has not been written yet.',
          { code: 'NOT_FOUND' },
        ),
      ],
    });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    renderWithApp(<PolicyPage />, {
      ...at('privacy'),
      mocks: [
        mockError(PolicyPageQuery, { slug: 'privacy', language: 'en' }, 'The shop is away', {
          code: 'UPSTREAM_UNAVAILABLE',
        }),
      ],
    });
    expect(await screen.findByTestId('error-state')).toHaveTextContent('The shop is away');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
