// One shell for every back-office list (STYLE.md, after Vendure's ListPage): title and add link, a search box
// bound to ?q= and any filters, then skeleton → error with retry → 'No data available.' → the rows, the
// 'Showing X to Y of Z entries' footer and the pager bound to ?page=. The screen supplies its query's answer and
// how to draw the rows (a table or cards).
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Pagination, type PagingRef, pagingOf } from '@/components/pagination';
import { QueryState } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { AddLink, AdminPage } from './admin-page';
import { AdminTableSkeleton, entriesText } from './admin-table';

/** A page of the list as the screen's query answers it, its paging spread from Pagination_paging. */
export interface ListAnswer<T> {
  items: readonly T[];
  paging: PagingRef;
}

type Paging = ReturnType<typeof pagingOf>;

interface AdminListPageProps<T> {
  title: string;
  add?: { to: string; label: string };
  /** The search box's label (and placeholder); no search box without it. The caller binds it to ?q=. */
  search?: { label: string; placeholder?: string; value: string; onSearch: (text: string) => void };
  /** Filters and sort beside the search box. */
  toolbar?: ReactNode;
  data: ListAnswer<T> | undefined | null;
  loading: boolean;
  error?: { message: string };
  onRetry: () => void;
  onPageChange: (page: number) => void;
  /** The first page's shape while it loads; a table's by default. */
  skeleton?: ReactNode;
  /** The footer 'Showing X to Y of Z entries' (tables); off for card grids. */
  showEntries?: boolean;
  children: (items: readonly T[], paging: Paging) => ReactNode;
}

export function AdminListPage<T>({
  title,
  add,
  search,
  toolbar,
  data,
  loading,
  error,
  onRetry,
  onPageChange,
  skeleton,
  showEntries = true,
  children,
}: AdminListPageProps<T>) {
  const { t, i18n } = useLingui();
  const listed = title.toLowerCase();
  return (
    <AdminPage title={title} actions={add ? <AddLink to={add.to}>{add.label}</AddLink> : undefined}>
      {search || toolbar ? (
        <HStack gap="3" wrap="wrap" align="end">
          {search ? (
            <Box width={{ base: 'full', sm: 'auto' }}>
              <SearchBox
                value={search.value}
                onSearch={search.onSearch}
                label={search.label}
                placeholder={search.placeholder}
                testId="admin-search"
              />
            </Box>
          ) : null}
          {toolbar}
        </HStack>
      ) : null}
      <QueryState
        data={data}
        loading={loading}
        error={error}
        onRetry={onRetry}
        isEmpty={(answer) => answer.items.length === 0}
        skeleton={skeleton ?? <AdminTableSkeleton label={t`Loading ${listed}`} />}
      >
        {(answer) => (
          <Stack gap="4" aria-busy={loading}>
            {children(answer.items, pagingOf(answer.paging))}
            <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align="center" gap="3">
              {showEntries ? (
                <Text fontSize="sm" color="fg.muted" data-testid="entries-text">
                  {i18n._(entriesText(pagingOf(answer.paging), answer.items.length))}
                </Text>
              ) : (
                <span />
              )}
              <Pagination paging={answer.paging} onPageChange={onPageChange} />
            </Stack>
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
