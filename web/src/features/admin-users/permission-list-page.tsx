// /admin/permission (root only, back-office.md §2): permissions, 10 per page, with their method, endpoint,
// description and how many roles hold them; create, edit, delete after the spec's question.
import { Badge } from '@chakra-ui/react';
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
  const list = useAdminList(AdminPermissionsQuery, (data) => data.permissions);
  const remove = useDeleteAction(DeletePermissionMutation, {
    confirm: DELETE_CONFIRM.permission,
    onDeleted: () => list.refetch(),
  });

  return (
    <AdminTablePage
      title="Permissions"
      add={{ to: paths.admin.permissionAdd, label: 'Add permission' }}
      search={list.search('Search permissions')}
      {...list.props}
      numbered
      actions={{
        name: permissionLabel,
        editPath: paths.admin.permission,
        remove,
      }}
      columns={[
        {
          header: 'Method',
          cell: (permission) => <Badge variant="outline">{permission.method}</Badge>,
        },
        { header: 'Endpoint', cell: (permission) => permission.endpoint },
        { header: 'Description', cell: (permission) => permission.description || '-' },
        { header: 'Roles', cell: (permission) => permission.roles.length, align: 'end' },
      ]}
    />
  );
}
