// A back-office list drawn as a table: AdminListPage (title, search, filters, states, footer and pager) with one
// AdminTable of its rows, named like the page, each row keyed by its id and, when `numbered`, first its row
// number on the list (#) and, given `actions`, last each row's Edit and Delete (RowActions) under 'Action'.
import type { ComponentProps } from 'react';
import { AdminListPage } from './admin-list-page';
import { AdminTable, type Column, rowNumber } from './admin-table';
import { RowActions, type RowActionsProps } from './row-actions';

type AdminTablePageProps<T> = Omit<ComponentProps<typeof AdminListPage<T>>, 'children'> & {
  columns: readonly Column<T>[];
  /** A first column '#': the row's number over all pages. */
  numbered?: boolean;
  /** A last column 'Action': the row's RowActions (its name, edit link, delete). */
  actions?: (row: T) => RowActionsProps;
};

export function AdminTablePage<T extends { id: string }>({
  columns,
  numbered = false,
  actions,
  ...page
}: AdminTablePageProps<T>) {
  const shown: readonly Column<T>[] = actions
    ? [...columns, { header: 'Action', align: 'end', cell: (row) => <RowActions {...actions(row)} /> }]
    : columns;
  return (
    <AdminListPage<T> {...page}>
      {(items, paging) => (
        <AdminTable
          label={page.title}
          rows={items}
          rowKey={(row) => row.id}
          columns={
            numbered ? [{ header: '#', cell: (_, index) => rowNumber(paging, index) }, ...shown] : shown
          }
        />
      )}
    </AdminListPage>
  );
}
