// The frame of a member-area screen beside the sidebar (storefront.md §2): the page's h1 (and the browser tab's
// title) with anything beside it (an add link, a filter), then the screen; and the member's paged lists (orders,
// transactions, addresses): skeleton → error with retry → 'No data available.' → the items and the pager.
import { Heading, HStack, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Pagination, type PagingRef } from '@/components/pagination';
import { type LoadedState, QueryState } from '@/components/query-state';
import { usePageTitle } from '@/lib/use-page-title';

interface MemberPageProps {
  title: string;
  /** Beside the title: e.g. an add link or a filter. */
  actions?: ReactNode;
  children: ReactNode;
}

export function MemberPage({ title, actions, children }: MemberPageProps) {
  usePageTitle(title);
  const heading = (
    <Heading as="h1" size="2xl">
      {title}
    </Heading>
  );
  return (
    <Stack gap="5">
      {actions ? (
        <HStack justify="space-between" align="end" wrap="wrap" gap="3">
          {heading}
          {actions}
        </HStack>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}

interface MemberListProps<T> {
  /** The page of the list (stateOf the screen's query), its paging spread from Pagination_paging. */
  list: LoadedState<{ items: readonly T[]; paging: PagingRef }>;
  /** While the first page loads: this many `placeholder`s, named `loadingLabel` for screen readers. */
  placeholder: ReactNode;
  placeholders: number;
  loadingLabel: string;
  onPageChange: (page: number) => void;
  /** One item, keyed. */
  children: (item: T) => ReactNode;
}

export function MemberList<T>({
  list,
  placeholder,
  placeholders,
  loadingLabel,
  onPageChange,
  children,
}: MemberListProps<T>) {
  return (
    <QueryState
      {...list}
      isEmpty={(answer) => answer.items.length === 0}
      skeleton={
        <Stack gap="3" aria-busy="true" aria-label={loadingLabel}>
          {Array.from({ length: placeholders }, (_, index) => (
            <Fragment key={index}>{placeholder}</Fragment>
          ))}
        </Stack>
      }
    >
      {(answer) => (
        <Stack gap="4">
          <Stack gap="3">{answer.items.map((item) => children(item))}</Stack>
          <Pagination paging={answer.paging} onPageChange={onPageChange} />
        </Stack>
      )}
    </QueryState>
  );
}
