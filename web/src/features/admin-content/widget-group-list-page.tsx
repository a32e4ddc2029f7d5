// /admin/widget-group (back-office.md §2): the widget groups with Name, Slug and Description. The storefront's
// three groups (highlight, banner, hero-image) say why they cannot be deleted instead of offering it.
import { Badge } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { generatePath } from 'react-router';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { EditLink } from '@/components/admin/edit-link';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';

export const AdminWidgetGroupsQuery = graphql(`
  query AdminWidgetGroups($q: String, $page: PageInput) {
    widgetGroups(q: $q, page: $page) {
      items {
        id
        name
        slug
        description
        widgetCount
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteWidgetGroupMutation = graphql(`
  mutation DeleteWidgetGroup($id: ID!) {
    deleteWidgetGroup(id: $id) {
      id
    }
  }
`);

/** The groups the storefront reads its highlight, banner and hero from (the server refuses to delete them). */
export const STOREFRONT_GROUPS: readonly string[] = ['highlight', 'banner', 'hero-image'];

export function WidgetGroupListPage() {
  const { t } = useLingui();
  const list = useAdminList(AdminWidgetGroupsQuery, (data) => data.widgetGroups);
  const remove = useDeleteAction(DeleteWidgetGroupMutation, {
    confirm: DELETE_CONFIRM.widgetGroup,
    onDeleted: () => list.refetch(),
  });

  return (
    <AdminTablePage
      title={t`Widget groups`}
      add={{ to: paths.admin.widgetGroupAdd, label: t`Add widget group` }}
      search={list.search(t`Search widget groups`)}
      {...list.props}
      actions={{
        name: (group) => group.name,
        editPath: paths.admin.widgetGroup,
        remove,
        deletable: (group) => !STOREFRONT_GROUPS.includes(group.slug),
        note: (group) =>
          STOREFRONT_GROUPS.includes(group.slug) ? (
            <Badge title={t`The storefront reads this group; it cannot be deleted.`}>
              <Trans>Used by the storefront</Trans>
            </Badge>
          ) : null,
      }}
      columns={[
        {
          header: t`Name`,
          cell: (group) => (
            <EditLink to={generatePath(paths.admin.widgetGroup, { id: group.id })}>{group.name}</EditLink>
          ),
        },
        { header: t`Slug`, cell: (group) => group.slug },
        { header: t`Description`, cell: (group) => group.description || '-' },
        { header: t`Widgets`, cell: (group) => group.widgetCount, align: 'end' },
      ]}
    />
  );
}
