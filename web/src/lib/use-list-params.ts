// A list's search text, page and filters kept in the address (?q=…&page=…&status=…), so back, forward, reload
// and shared links keep them. A new search or filter starts again from page 1.
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';

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
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  /**
   * The parameters in the address now. React Router's own "current" ones are those of the setter's render: a
   * search that runs by itself after typing pauses, just after a sort was picked and before the list rendered
   * again, would put back the address without the sort. The router's state has every navigation made so far.
   */
  const latest = useCallback(
    () => new URLSearchParams(dataRouter ? dataRouter.router.state.location.search : params),
    [dataRouter, params],
  );

  /** Sets a search or filter value (empty removes it) and goes back to page 1. */
  const setFilter = useCallback(
    (name: string, value: string) => {
      const next = latest();
      if (value.trim()) next.set(name, value.trim());
      else next.delete(name);
      next.delete('page');
      setParams(next, { replace: true });
    },
    [latest, setParams],
  );

  const setSearch = useCallback((text: string) => setFilter('q', text), [setFilter]);

  const setPage = useCallback(
    (nextPage: number) => {
      setParams(atPage(latest(), nextPage));
      window.scrollTo({ top: 0 });
    },
    [latest, setParams],
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
