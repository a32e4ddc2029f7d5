// /admin/user (back-office.md §2): 'Users', search as you type, # (§9 numbering), username, name, e-mail and the
// first role; a sort that works (Newest, Oldest, Name); the footer computed from the real paging (the original's
// was fixed); Edit, and Delete after 'Are you sure you want to delete this user?'.
import { useLingui } from '@lingui/react/macro';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { SortSelect, useListSort } from '@/components/admin/sort-select';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';

export const AdminUsersQuery = graphql(`
  query AdminUsers($q: String, $sort: ListSort, $page: PageInput) {
    users(q: $q, sort: $sort, page: $page) {
      items {
        id
        username
        name
        email
        roles {
          idRole
          roleName
        }
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      id
    }
  }
`);

export function UserListPage() {
  const { t } = useLingui();
  const sort = useListSort();
  const list = useAdminList(AdminUsersQuery, (data) => data.users, { sort });
  const remove = useDeleteAction(DeleteUserMutation, {
    confirm: DELETE_CONFIRM.user,
    onDeleted: () => list.refetch(),
  });

  return (
    <AdminTablePage
      title={t`Users`}
      add={{ to: paths.admin.userAdd, label: t`Add user` }}
      search={list.search(t`Search users`)}
      toolbar={<SortSelect />}
      {...list.props}
      numbered
      actions={{ name: (user) => user.name || user.email, editPath: paths.admin.user, remove }}
      columns={[
        { header: t`Username`, cell: (user) => user.username ?? '-' },
        { header: t`Name`, cell: (user) => user.name || '-' },
        { header: t`Email`, cell: (user) => user.email },
        { header: t`Role`, cell: (user) => user.roles[0]?.roleName ?? '-' },
      ]}
    />
  );
}
