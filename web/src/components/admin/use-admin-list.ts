// A back-office list's query bound to the address (STYLE.md's list state): ?q= and ?page= (10 a page) become the
// operation's q and page, and the answer comes back as <AdminListPage>'s props, so a list screen says only which
// query, which extra filters, and how to draw its rows.
//   const list = useAdminList(AdminCategoriesQuery, (data) => data.categories);
//   <AdminListPage title="Categories" search={list.search('Search categories')} {...list.props}>…
import type { TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { useQuery } from '@apollo/client/react';
import type { PageInput } from '@/generated/graphql';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { useListParams } from '@/lib/use-list-params';
import type { ListAnswer } from './admin-list-page';

interface ListVariables {
  q?: string | null;
  page?: PageInput | null;
}

/** Whether the list's operation declares a $q (searches). */
function takesSearch(query: DocumentNode): boolean {
  return query.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' &&
      (definition.variableDefinitions ?? []).some((variable) => variable.variable.name.value === 'q'),
  );
}

export function useAdminList<TData, TVariables extends ListVariables, TItem>(
  query: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => ListAnswer<TItem>,
  filters: Omit<TVariables, keyof ListVariables> = {} as Omit<TVariables, keyof ListVariables>,
) {
  const { q, page, setSearch, setPage } = useListParams();
  const variables = {
    ...filters,
    ...(takesSearch(query) ? { q: q || null } : {}),
    page: { page, limit: PAGE_SIZE.admin },
  } as TVariables;
  const { data, loading, error, refetch } = useQuery<TData, TVariables>(query, { variables } as never);
  return {
    refetch,
    /** The search box bound to ?q=, with its label and, where the label is cut off inside the box, a placeholder. */
    search: (label: string, placeholder?: string) => ({ label, placeholder, value: q, onSearch: setSearch }),
    /** What <AdminListPage> needs of the answer. */
    props: {
      data: data ? pick(data as TData) : undefined,
      loading,
      error,
      onRetry: () => void refetch(),
      onPageChange: setPage,
    },
  };
}
