// /admin/permission (root only, back-office.md §2): permissions, 10 per page, with their method, endpoint,
// description and how many roles hold them; create, edit, delete after the spec's question.
import { Badge } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { generatePath } from 'react-router';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { AdminTable, rowNumber } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/use-list-params';

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
        count
        page
        limit
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
  const { q, page, setSearch, setPage } = useListParams();
  const { data, loading, error, refetch } = useQuery(AdminPermissionsQuery, {
    variables: { q: q || null, page: { page, limit: PAGE_SIZE.admin } },
  });
  const remove = useDeleteAction(DeletePermissionMutation, {
    confirm: DELETE_CONFIRM.permission,
    onDeleted: () => refetch(),
  });

  return (
    <>
      <AdminListPage
        title="Permissions"
        add={{ to: paths.admin.permissionAdd, label: 'Add permission' }}
        search={{ label: 'Search permissions', value: q, onSearch: setSearch }}
        data={data?.permissions}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        onPageChange={setPage}
      >
        {(items, paging) => (
          <AdminTable
            label="Permissions"
            rows={items}
            rowKey={(permission) => permission.id}
            columns={[
              { header: '#', cell: (_, index) => rowNumber(paging, index) },
              {
                header: 'Method',
                cell: (permission) => <Badge variant="outline">{permission.method}</Badge>,
              },
              { header: 'Endpoint', cell: (permission) => permission.endpoint },
              { header: 'Description', cell: (permission) => permission.description || '-' },
              { header: 'Roles', cell: (permission) => permission.roles.length, align: 'end' },
              {
                header: 'Action',
                align: 'end',
                cell: (permission) => (
                  <RowActions
                    name={`[${permission.method}] ${permission.endpoint}`}
                    editTo={generatePath(paths.admin.permission, { id: permission.id })}
                    onDelete={() => void remove.run(permission.id)}
                    deleting={remove.deletingId === permission.id}
                  />
                ),
              },
            ]}
          />
        )}
      </AdminListPage>
      {remove.dialog}
    </>
  );
}
