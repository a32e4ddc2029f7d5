// A back-office list drawn as a table: AdminListPage (title, search, filters, states, footer and pager) with one
// AdminTable of its rows, named like the page, each row keyed by its id and, when `numbered`, first its row
// number on the list (#) and, given `actions`, last each row's Edit and Delete (RowActions) under 'Action', with
// the delete's question.
//   const remove = useDeleteAction(DeleteRoleMutation, { confirm: DELETE_CONFIRM.role, onDeleted: () => list.refetch() });
//   <AdminTablePage … actions={{ name: (role) => role.roleName, editPath: paths.admin.role, remove }} />
import { HStack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import type { ComponentProps, ReactNode } from 'react';
import { generatePath } from 'react-router';
import { AdminListPage } from './admin-list-page';
import { AdminTable, type Column, rowNumber } from './admin-table';
import { RowActions } from './row-actions';
import type { DeleteAction } from './use-delete-action';

interface RowActionsColumn<T> {
  /** What the row is called, in the buttons' names ('Edit Dresses'). */
  name: (row: T) => string;
  /** The edit screen's route; the row's id fills its :id. */
  editPath: string;
  /** useDeleteAction's answer: each row's Delete and the question it asks. */
  remove: DeleteAction;
  /** Rows that cannot be deleted (a system role) have Edit only. */
  deletable?: (row: T) => boolean;
  /** Said beside a row's buttons (why it cannot be deleted). */
  note?: (row: T) => ReactNode;
}

type AdminTablePageProps<T> = Omit<ComponentProps<typeof AdminListPage<T>>, 'children'> & {
  columns: readonly Column<T>[];
  /** A first column '#': the row's number over all pages. */
  numbered?: boolean;
  /** A last column 'Action': the row's Edit and Delete. */
  actions?: RowActionsColumn<T>;
};

export function AdminTablePage<T extends { id: string }>({
  columns,
  numbered = false,
  actions,
  ...page
}: AdminTablePageProps<T>) {
  const shown: readonly Column<T>[] = actions
    ? [
        ...columns,
        { header: msg`Action`, align: 'end', cell: (row) => <ActionsCell row={row} {...actions} /> },
      ]
    : columns;
  return (
    <>
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
      {actions?.remove.dialog}
    </>
  );
}

function ActionsCell<T extends { id: string }>({
  row,
  name,
  editPath,
  remove,
  deletable = () => true,
  note,
}: RowActionsColumn<T> & { row: T }) {
  const buttons = (
    <RowActions
      name={name(row)}
      editTo={generatePath(editPath, { id: row.id })}
      {...(deletable(row) ? remove.deleteProps(row.id) : {})}
    />
  );
  const said = note?.(row);
  return said ? (
    <HStack justify="end" gap="2">
      {buttons}
      {said}
    </HStack>
  ) : (
    buttons
  );
}
