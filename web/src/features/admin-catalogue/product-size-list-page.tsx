// /admin/product-size (issue 21): the shop's sizes in their order, 10 a page, each with its edit screen and delete
// (a size some product comes in cannot go: the server's CONFLICT says how many use it). What a product's sizes are
// chosen from.
import { useLingui } from '@lingui/react/macro';
import { generatePath } from 'react-router';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { EditLink } from '@/components/admin/edit-link';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';

export const AdminProductSizesQuery = graphql(`
  query AdminProductSizes($page: PageInput) {
    adminProductSizes(page: $page) {
      items {
        id
        name
        position
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteProductSizeMutation = graphql(`
  mutation DeleteProductSize($id: ID!) {
    deleteProductSize(id: $id) {
      id
    }
  }
`);

export function ProductSizeListPage() {
  const { t } = useLingui();
  const list = useAdminList(AdminProductSizesQuery, (data) => data.adminProductSizes);
  const remove = useDeleteAction(DeleteProductSizeMutation, {
    confirm: DELETE_CONFIRM.productSize,
    onDeleted: () => list.refetch(),
  });
  return (
    <AdminTablePage
      title={t`Sizes`}
      add={{ to: paths.admin.productSizeAdd, label: t`Add size` }}
      {...list.props}
      actions={{ name: (size) => size.name, editPath: paths.admin.productSize, remove }}
      columns={[
        {
          header: t`Name`,
          cell: (size) => (
            <EditLink to={generatePath(paths.admin.productSize, { id: size.id })}>{size.name}</EditLink>
          ),
        },
        { header: t`Position`, cell: (size) => size.position, align: 'end' },
      ]}
    />
  );
}
