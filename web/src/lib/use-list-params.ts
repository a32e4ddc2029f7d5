// A list's search text, page and filters kept in the address (?q=…&page=…&status=…), so back, forward, reload
// and shared links keep them. A new search or filter starts again from page 1.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The list's parameters at another page (page 1 is the address without one). */
function atPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = pageFrom(params.get('page'));

  /** Sets a search or filter value (empty removes it) and goes back to page 1. */
  const setFilter = useCallback(
    (name: string, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set(name, value.trim());
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setSearch = useCallback((text: string) => setFilter('q', text), [setFilter]);

  const setPage = useCallback(
    (nextPage: number) => {
      setParams((current) => atPage(current, nextPage));
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  /** The address of another page of the list (its filters kept), for pagination links. */
  const pageHref = useCallback((target: number) => `?${atPage(params, target).toString()}`, [params]);

  return {
    q,
    page,
    params,
    setSearch,
    setPage,
    pageHref,
    setFilter,
    filter: (name: string) => params.get(name) ?? '',
  };
}
