import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockPaging } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { pageItems, Pagination } from './pagination';

function Paged({ count, showPages }: { count: number; showPages?: boolean }) {
  const [page, setPage] = useState(1);
  return (
    <>
      <p data-testid="shown">page {page}</p>
      <Pagination paging={mockPaging(count, page)} onPageChange={setPage} showPages={showPages ?? true} />
    </>
  );
}

describe('pageItems', () => {
  it('shows the ends, the current page and its neighbours, with a gap where pages are left out', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(10, 10)).toEqual([1, null, 9, 10]);
    // A gap of a single page shows that page instead.
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageItems(1, 1)).toEqual([1]);
  });
});

describe('Pagination', () => {
  it('is not there when everything fits on one page', () => {
    renderWithApp(<Paged count={10} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('moves by the arrows and the page numbers, marks the current page, and stops at both ends', async () => {
    const user = userEvent.setup();
    renderWithApp(<Paged count={25} />);
    expect(screen.getByTestId('pagination-prev')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByTestId('pagination-next'));
    expect(screen.getByTestId('shown')).toHaveTextContent('page 2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByTestId('shown')).toHaveTextContent('page 3');
    expect(screen.getByTestId('pagination-next')).toBeDisabled();

    await user.click(screen.getByTestId('pagination-prev'));
    expect(screen.getByTestId('shown')).toHaveTextContent('page 2');
  });

  it('shows "page / pages" between the arrows of a carousel', async () => {
    const user = userEvent.setup();
    renderWithApp(<Paged count={25} showPages={false} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1 / 3');
    await user.click(screen.getByTestId('pagination-next'));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('2 / 3');
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });
});
