// /admin/permission (root only, back-office.md §2): permissions, 10 per page, with their method, endpoint,
// description and how many roles hold them; create, edit, delete after the spec's question.
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';
import { permissionLabel } from './role-form-page';

export const AdminPermissionsQuery = graphql(`
  query AdminPermissions($q: String, $page: PageInput) {
    permissions(q: $q, page: $page) {
      items {
        id
        method
        endpoint
        description
        roles
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeletePermissionMutation = graphql(`
  mutation DeletePermission($id: ID!) {
    deletePermission(id: $id) {
      id
    }
  }
`);

export function PermissionListPage() {
  const { t } = useLingui();
  const list = useAdminList(AdminPermissionsQuery, (data) => data.permissions);
  const remove = useDeleteAction(DeletePermissionMutation, {
    confirm: DELETE_CONFIRM.permission,
    onDeleted: () => list.refetch(),
  });

  return (
    <AdminTablePage
      title={t`Permissions`}
      add={{ to: paths.admin.permissionAdd, label: t`Add permission` }}
      search={list.search(t`Search permissions`)}
      {...list.props}
      numbered
      actions={{
        name: permissionLabel,
        editPath: paths.admin.permission,
        remove,
      }}
      columns={[
        {
          header: t`Method`,
          cell: (permission) => <Badge variant="outline">{permission.method}</Badge>,
        },
        { header: t`Endpoint`, cell: (permission) => permission.endpoint },
        { header: t`Description`, cell: (permission) => permission.description || '-' },
        { header: t`Roles`, cell: (permission) => permission.roles.length, align: 'end' },
      ]}
    />
  );
}
