// /admin/widget (back-office.md §2): widgets with Group, Name, Type and Status, a search, 10 per page, and delete
// after the spec's question.
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { generatePath } from 'react-router';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { EditLink } from '@/components/admin/edit-link';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';
import { WIDGET_TYPE_LABELS } from './widget-types';

export const AdminWidgetsQuery = graphql(`
  query AdminWidgets($q: String, $page: PageInput) {
    widgets(q: $q, page: $page) {
      items {
        id
        groupName
        name
        type
        status
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteWidgetMutation = graphql(`
  mutation DeleteWidget($id: ID!) {
    deleteWidget(id: $id) {
      id
    }
  }
`);

export function WidgetListPage() {
  const { t } = useLingui();
  const list = useAdminList(AdminWidgetsQuery, (data) => data.widgets);
  const remove = useDeleteAction(DeleteWidgetMutation, {
    confirm: DELETE_CONFIRM.widget,
    onDeleted: () => list.refetch(),
  });

  return (
    <AdminTablePage
      title={t`Widgets`}
      add={{ to: paths.admin.widgetAdd, label: t`Add widget` }}
      search={list.search(t`Search widgets`)}
      {...list.props}
      actions={{ name: (widget) => widget.name, editPath: paths.admin.widget, remove }}
      columns={[
        { header: t`Group`, cell: (widget) => widget.groupName },
        {
          header: t`Name`,
          cell: (widget) => (
            <EditLink to={generatePath(paths.admin.widget, { id: widget.id })}>{widget.name}</EditLink>
          ),
        },
        { header: t`Type`, cell: (widget) => t(WIDGET_TYPE_LABELS[widget.type]) },
        {
          header: t`Status`,
          cell: (widget) => (
            <Badge colorPalette={widget.status ? 'green' : 'gray'}>
              {widget.status ? t`Active` : t`Inactive`}
            </Badge>
          ),
        },
      ]}
    />
  );
}
