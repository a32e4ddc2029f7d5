// A back-office table: a header row from `columns`, one row per item. Below the md breakpoint (phones) each row is
// drawn as a card, every cell under its column's name, so that a row's actions are on screen instead of past a
// sideways scroll; the markup stays one table (explicit roles keep its semantics when CSS changes its display).
// Row numbers follow back-office.md §9: (page-1)×limit+index+1.
import { Skeleton, Stack, Table, type SystemStyleObject } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface Column<T> {
  /** The column's name: translated already, or a descriptor (a module's columns) translated here. */
  header: string | MessageDescriptor;
  cell: (row: T, index: number) => ReactNode;
  /** Right-align numbers and actions. */
  align?: 'start' | 'end';
  /**
   * Kept in view while the table scrolls sideways (md and up: the row's identity, e.g. the order's code). Sticky
   * columns come first; each one before another sticky column needs a `width`, which places the next one.
   */
  sticky?: boolean;
  /** A fixed width (a CSS length), for a sticky column that another one follows. */
  width?: string;
}

interface AdminTableProps<T> {
  /** The table's accessible name, e.g. 'Categories'. */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
}

/** Phones: the header row visually hidden (screen readers keep it), each row a card of label/value pairs. */
const CARDS_ON_PHONES: SystemStyleObject = {
  mdDown: {
    display: 'block',
    bg: 'transparent',
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' },
    '& tbody tr': {
      display: 'block',
      borderWidth: '1px',
      borderRadius: 'md',
      bg: 'bg',
      px: '3',
      py: '2',
    },
    '& tbody td': {
      display: 'flex',
      gap: '3',
      alignItems: 'center',
      textAlign: 'start',
      borderBottomWidth: '0',
      px: '0',
      py: '1.5',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& tbody td::before': {
      content: 'attr(data-label)',
      color: 'fg.muted',
      fontSize: 'xs',
      fontWeight: 'medium',
      flex: '0 0 6rem',
    },
    // A long unbroken value (an e-mail, an order code) wraps instead of widening the card.
    '& tbody td > *': { minWidth: '0', whiteSpace: 'normal', overflowWrap: 'anywhere' },
  },
};

/** Where each sticky column sticks: after the widths of the sticky columns before it (md and up only). */
function stickyStyles<T>(columns: readonly Column<T>[]): (SystemStyleObject | undefined)[] {
  const before: string[] = [];
  return columns.map((column) => {
    if (!column.sticky) return undefined;
    const left = before.length === 0 ? '0' : `calc(${before.join(' + ')})`;
    if (column.width) before.push(column.width);
    return {
      md: {
        position: 'sticky',
        left,
        zIndex: 1,
        bg: 'bg',
        // The edge the other columns slide under.
        boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
      },
    };
  });
}

export function AdminTable<T>({ label, rows, columns, rowKey }: AdminTableProps<T>) {
  const { i18n } = useLingui();
  const headers = columns.map((column) =>
    typeof column.header === 'string' ? column.header : i18n._(column.header),
  );
  const sticky = stickyStyles(columns);
  return (
    <Table.ScrollArea borderWidth={{ base: '0', md: '1px' }} borderRadius="md">
      <Table.Root size="sm" aria-label={label} interactive role="table" css={CARDS_ON_PHONES}>
        <Table.Header role="rowgroup">
          <Table.Row role="row">
            {columns.map((column, at) => (
              <Table.ColumnHeader
                key={headers[at]}
                role="columnheader"
                textAlign={column.align}
                whiteSpace="nowrap"
                width={column.width}
                css={sticky[at]}
                data-sticky={column.sticky ? '' : undefined}
              >
                {headers[at]}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup">
          {rows.map((row, index) => (
            <Table.Row key={rowKey(row)} role="row" data-testid="admin-row">
              {columns.map((column, at) => (
                <Table.Cell
                  key={headers[at]}
                  role="cell"
                  data-label={headers[at]}
                  textAlign={column.align}
                  width={column.width}
                  css={sticky[at]}
                  data-sticky={column.sticky ? '' : undefined}
                >
                  {column.cell(row, index)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The table's shape while its first page loads. */
export function AdminTableSkeleton({ rows = 5, label }: { rows?: number; label?: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="2" aria-busy="true" aria-label={label ?? t`Loading`}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="10" />
      ))}
    </Stack>
  );
}

/** The number shown in a list's # column: (page-1)×limit+index+1. */
export function rowNumber(paging: { page: number; limit: number }, index: number): number {
  return (paging.page - 1) * paging.limit + index + 1;
}

/**
 * 'Showing 11 to 20 of 34 entries' for a page of a list (back-office.md §2, computed, not fixed), as a message the
 * list translates.
 */
export function entriesText(
  paging: { page: number; limit: number; count: number },
  shown: number,
): MessageDescriptor {
  const count = paging.count;
  if (count === 0 || shown === 0) return msg`Showing 0 to 0 of ${count} entries`;
  const from = (paging.page - 1) * paging.limit + 1;
  const to = from + shown - 1;
  return msg`Showing ${from} to ${to} of ${count} entries`;
}
