// Previous, next and page numbers for a paged list. Plain buttons: Chakra's Pagination runs a state machine (Ark
// and Zag) that /shop's grid would bring into the storefront's first download for what is a row of buttons.
import { ButtonGroup, IconButton, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

interface PaginationProps {
  /** Rows over all pages (the answer's paging.count). */
  count: number;
  pageSize: number;
  /** The current page, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  /** Prefix of the previous and next buttons' test ids: `${testId}-prev`, `${testId}-next`. */
  testId?: string;
  /** Show the page numbers between the arrows (lists) or only the arrows (carousels). */
  showPages?: boolean;
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
  count,
  pageSize,
  page,
  onPageChange,
  testId = 'pagination',
  showPages = true,
}: PaginationProps) {
  if (count <= pageSize) return null;
  const totalPages = Math.ceil(count / pageSize);
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <nav aria-label="Pagination">
      <ButtonGroup
        variant="ghost"
        size="md"
        attached={false}
        flexWrap="wrap"
        justifyContent="center"
        width="full"
      >
        <IconButton
          aria-label="Previous page"
          data-testid={`${testId}-prev`}
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          <LuChevronLeft />
        </IconButton>
        {showPages ? (
          pageItems(current, totalPages).map((value, index) =>
            value === null ? (
              <Text key={`gap-${index}`} as="span" alignSelf="center" px="2" aria-hidden="true">
                …
              </Text>
            ) : (
              <IconButton
                key={value}
                aria-label={`Page ${value}`}
                aria-current={value === current ? 'page' : undefined}
                variant={value === current ? 'outline' : 'ghost'}
                onClick={() => onPageChange(value)}
              >
                {value}
              </IconButton>
            ),
          )
        ) : (
          <Text as="span" alignSelf="center" px="2" fontSize="sm">
            {current} / {totalPages}
          </Text>
        )}
        <IconButton
          aria-label="Next page"
          data-testid={`${testId}-next`}
          disabled={current >= totalPages}
          onClick={() => onPageChange(current + 1)}
        >
          <LuChevronRight />
        </IconButton>
      </ButtonGroup>
    </nav>
  );
}
