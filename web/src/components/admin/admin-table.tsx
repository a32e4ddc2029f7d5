// A back-office table: a header row from `columns`, one row per item, and on a narrow screen it scrolls inside
// its own box (the page never scrolls sideways). Row numbers follow back-office.md §9: (page-1)×limit+index+1.
import { Skeleton, Stack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Right-align numbers and actions. */
  align?: 'start' | 'end';
}

interface AdminTableProps<T> {
  /** The table's accessible name, e.g. 'Categories'. */
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
}

export function AdminTable<T>({ label, rows, columns, rowKey }: AdminTableProps<T>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label} interactive>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.align} whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={rowKey(row)} data-testid="admin-row">
              {columns.map((column) => (
                <Table.Cell key={column.header} textAlign={column.align}>
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
export function AdminTableSkeleton({ rows = 5, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <Stack gap="2" aria-busy="true" aria-label={label}>
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

/** 'Showing 11 to 20 of 34 entries' for a page of a list (back-office.md §2, computed, not fixed). */
export function entriesText(paging: { page: number; limit: number; count: number }, shown: number): string {
  if (paging.count === 0 || shown === 0) return `Showing 0 to 0 of ${paging.count} entries`;
  const from = (paging.page - 1) * paging.limit + 1;
  return `Showing ${from} to ${from + shown - 1} of ${paging.count} entries`;
}
