// /admin/category (back-office.md §2): categories by name with search, 10 per page, edit and delete after the
// spec's question. Search and page live in the address.
import { useLingui } from '@lingui/react/macro';
import { generatePath } from 'react-router';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { EditLink } from '@/components/admin/edit-link';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';

export const AdminCategoriesQuery = graphql(`
  query AdminCategories($q: String, $page: PageInput) {
    categories(q: $q, page: $page) {
      items {
        id
        categoryName
        slug
        productCount
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      id
    }
  }
`);

export function CategoryListPage() {
  const { t } = useLingui();
  const list = useAdminList(AdminCategoriesQuery, (data) => data.categories);
  const remove = useDeleteAction(DeleteCategoryMutation, {
    confirm: DELETE_CONFIRM.category,
    onDeleted: () => list.refetch(),
  });

  return (
    <AdminTablePage
      title={t`Categories`}
      add={{ to: paths.admin.categoryAdd, label: t`Add category` }}
      search={list.search(t`Search categories`)}
      {...list.props}
      numbered
      actions={{ name: (category) => category.categoryName, editPath: paths.admin.category, remove }}
      columns={[
        {
          header: t`Name`,
          cell: (category) => (
            <EditLink to={generatePath(paths.admin.category, { id: category.id })}>
              {category.categoryName}
            </EditLink>
          ),
        },
        { header: t`Slug`, cell: (category) => category.slug },
        { header: t`Products`, cell: (category) => category.productCount, align: 'end' },
      ]}
    />
  );
}
