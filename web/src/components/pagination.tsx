// Previous, next and page numbers for a paged list. Plain buttons, or links when the page lives in the address:
// Chakra's Pagination runs a state machine (Ark and Zag) that /shop's grid would bring into the storefront's first
// download for what is a row of buttons.
import { ButtonGroup, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';

/** What every list query asks of its answer's paging: `paging { ...Pagination_paging }`. */
export const PaginationPagingFragment = graphql(`
  fragment Pagination_paging on Paging {
    count
    page
    limit
  }
`);

export type PagingRef = FragmentType<typeof PaginationPagingFragment>;

/** A list answer's paging, read through its fragment: rows over all pages, the page (from 1) and its size. */
export function pagingOf(ref: PagingRef): { count: number; page: number; limit: number } {
  return getFragmentData(PaginationPagingFragment, ref);
}

interface PaginationProps {
  /** The answer's paging (Pagination_paging): rows over all pages, the current page and the page size. */
  paging: PagingRef;
  onPageChange?: (page: number) => void;
  /**
   * The address of a page, for lists whose page lives in the address (the storefront's grids): the controls are
   * then links, which a crawler follows and which work before the app has taken a server-rendered page over.
   */
  pageHref?: (page: number) => string;
  /** Prefix of the previous and next buttons' test ids: `${testId}-prev`, `${testId}-next`. */
  testId?: string;
  /** Show the page numbers between the arrows (lists) or only the arrows (carousels). */
  showPages?: boolean;
}

interface ControlProps {
  button: {
    'aria-label': string;
    'data-testid'?: string;
    'aria-current'?: 'page' | undefined;
    variant?: 'outline' | 'ghost';
  };
  children: ReactNode;
}

/** Pages on each side of the current one before a gap (…), as Chakra's Pagination shows them. */
const SIBLINGS = 1;

/**
 * The page numbers to show, with null for a gap: the first and last pages, the current one and its neighbours,
 * and a gap wherever pages are left out (a gap of one page shows that page instead).
 */
export function pageItems(page: number, totalPages: number): (number | null)[] {
  const shown = new Set([1, totalPages]);
  for (let value = page - SIBLINGS; value <= page + SIBLINGS; value += 1) {
    if (value >= 1 && value <= totalPages) shown.add(value);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((value, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) items.push(value - 1);
    else if (previous !== undefined && value - previous > 2) items.push(null);
    items.push(value);
  });
  return items;
}

/** Previous and next (and page numbers) for a paged list; nothing when everything fits on one page. */
export function Pagination({
  paging,
  onPageChange,
  pageHref,
  testId = 'pagination',
  showPages = true,
}: PaginationProps) {
  const { t } = useLingui();
  const { count, limit: pageSize, page } = pagingOf(paging);
  if (count <= pageSize) return null;
  const totalPages = Math.ceil(count / pageSize);
  const current = Math.min(Math.max(1, page), totalPages);
  /** A control that goes to `target`: a link to its address, or a button that says so. */
  const control = (target: number, props: ControlProps) => {
    const disabled = target < 1 || target > totalPages;
    if (pageHref && !disabled) {
      return (
        <IconButton asChild {...props.button}>
          <RouterLink to={pageHref(target)}>{props.children}</RouterLink>
        </IconButton>
      );
    }
    return (
      <IconButton {...props.button} disabled={disabled} onClick={() => onPageChange?.(target)}>
        {props.children}
      </IconButton>
    );
  };
  return (
    <nav aria-label={t`Pagination`}>
      <ButtonGroup
        variant="ghost"
        size="md"
        attached={false}
        flexWrap="wrap"
        justifyContent="center"
        width="full"
      >
        {control(current - 1, {
          button: { 'aria-label': t`Previous page`, 'data-testid': `${testId}-prev` },
          children: <LuChevronLeft />,
        })}
        {showPages ? (
          pageItems(current, totalPages).map((value, index) =>
            value === null ? (
              <Text key={`gap-${index}`} as="span" alignSelf="center" px="2" aria-hidden="true">
                …
              </Text>
            ) : (
              <Fragment key={value}>
                {control(value, {
                  button: {
                    'aria-label': t`Page ${value}`,
                    'aria-current': value === current ? 'page' : undefined,
                    variant: value === current ? 'outline' : 'ghost',
                  },
                  children: value,
                })}
              </Fragment>
            ),
          )
        ) : (
          <Text as="span" alignSelf="center" px="2" fontSize="sm">
            {current} / {totalPages}
          </Text>
        )}
        {control(current + 1, {
          button: { 'aria-label': t`Next page`, 'data-testid': `${testId}-next` },
          children: <LuChevronRight />,
        })}
      </ButtonGroup>
    </nav>
  );
}
