// /admin/role (root only, back-office.md §2): roles, 10 per page, with their landing page and how many
// permissions they hold (root: all of them); create, edit, and delete after the spec's question (the three system roles stay).
import { Badge, HStack } from '@chakra-ui/react';
import { generatePath } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { EditLink } from '@/components/admin/edit-link';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';

export const AdminRolesQuery = graphql(`
  query AdminRoles($q: String, $page: PageInput) {
    roles(q: $q, page: $page) {
      items {
        id
        roleName
        description
        landingPage
        isSystem
        allPermissions
        permissions {
          id
        }
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteRoleMutation = graphql(`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id) {
      id
    }
  }
`);

export function RoleListPage() {
  const { t } = useLingui();
  const list = useAdminList(AdminRolesQuery, (data) => data.roles);
  const remove = useDeleteAction(DeleteRoleMutation, {
    confirm: DELETE_CONFIRM.role,
    onDeleted: () => list.refetch(),
  });

  return (
    <AdminTablePage
      title={t`Roles`}
      add={{ to: paths.admin.roleAdd, label: t`Add role` }}
      search={list.search(t`Search roles`)}
      {...list.props}
      numbered
      actions={{
        name: (role) => role.roleName,
        editPath: paths.admin.role,
        remove,
        deletable: (role) => !role.isSystem,
      }}
      columns={[
        {
          header: t`Name`,
          cell: (role) => (
            <HStack gap="2">
              <EditLink to={generatePath(paths.admin.role, { id: role.id })}>{role.roleName}</EditLink>
              {role.isSystem ? (
                <Badge>
                  <Trans>System</Trans>
                </Badge>
              ) : null}
            </HStack>
          ),
        },
        { header: t`Description`, cell: (role) => role.description || '-' },
        { header: t`Landing page`, cell: (role) => role.landingPage },
        {
          header: t`Permissions`,
          // Root passes every check without holding rows: t`All permissions`, never a misleading 0.
          cell: (role) => (role.allPermissions ? t`All permissions` : role.permissions.length),
          align: 'end',
        },
      ]}
    />
  );
}
