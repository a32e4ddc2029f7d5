import { ButtonGroup, IconButton, Pagination as ChakraPagination } from '@chakra-ui/react';
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
  return (
    <ChakraPagination.Root
      count={count}
      pageSize={pageSize}
      page={page}
      onPageChange={(details) => onPageChange(details.page)}
      display="flex"
      justifyContent="center"
    >
      <ButtonGroup variant="ghost" size="md" attached={false} flexWrap="wrap" justifyContent="center">
        <ChakraPagination.PrevTrigger asChild>
          <IconButton aria-label="Previous page" data-testid={`${testId}-prev`}>
            <LuChevronLeft />
          </IconButton>
        </ChakraPagination.PrevTrigger>
        {showPages ? (
          <ChakraPagination.Items
            render={(item) => (
              <IconButton aria-label={`Page ${item.value}`} variant={{ base: 'ghost', _selected: 'outline' }}>
                {item.value}
              </IconButton>
            )}
          />
        ) : (
          <ChakraPagination.PageText format="short" alignSelf="center" px="2" fontSize="sm" />
        )}
        <ChakraPagination.NextTrigger asChild>
          <IconButton aria-label="Next page" data-testid={`${testId}-next`}>
            <LuChevronRight />
          </IconButton>
        </ChakraPagination.NextTrigger>
      </ButtonGroup>
    </ChakraPagination.Root>
  );
}
