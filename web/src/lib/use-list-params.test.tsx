import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { useListParams } from './use-list-params';

/** Keeps every render's setters, as a component's pending timer or handler keeps those of the render it came from. */
function Probe({ renders }: { renders: ReturnType<typeof useListParams>[] }) {
  renders.push(useListParams());
  return null;
}

describe('useListParams', () => {
  it('a setter from an earlier render keeps what was set since (a search after a sort)', async () => {
    const renders: ReturnType<typeof useListParams>[] = [];
    const { router } = renderWithApp(<Probe renders={renders} />, { route: '/list', at: '/list?page=3' });
    const first = renders.at(-1);
    if (!first) throw new Error('no render');

    // The sort is picked; the search box's timer, set before that render, then runs with its own setter.
    await act(async () => first.setFilter('sort', 'name'));
    await act(async () => first.setSearch('  kreator '));

    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sort: 'name',
      q: 'kreator',
    });
    // Another page from the same early render keeps both as well.
    await act(async () => first.setPage(2));
    expect(router.state.location.search).toBe('?sort=name&q=kreator&page=2');
  });

  it('a new search or filter starts from page 1; an empty one is removed', async () => {
    const renders: ReturnType<typeof useListParams>[] = [];
    const { router } = renderWithApp(<Probe renders={renders} />, {
      route: '/list',
      at: '/list?q=old&page=4',
    });
    await act(async () => renders.at(-1)?.setFilter('status', 'paid'));
    expect(router.state.location.search).toBe('?q=old&status=paid');
    await act(async () => renders.at(-1)?.setSearch('   '));
    expect(router.state.location.search).toBe('?status=paid');
    expect(renders.at(-1)?.q).toBe('');
    expect(renders.at(-1)?.filter('status')).toBe('paid');
  });
});
