// /admin/product-color (issue 21): the shop's colours in their order, each with its swatch, 10 a page, with its
// edit screen and delete (a colour some product comes in cannot go: the server's CONFLICT says how many use it).
// What a product's colours are chosen from.
import { Box, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { generatePath } from 'react-router';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { EditLink } from '@/components/admin/edit-link';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';

export const AdminProductColorsQuery = graphql(`
  query AdminProductColors($page: PageInput) {
    adminProductColors(page: $page) {
      items {
        id
        name
        swatch
        position
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteProductColorMutation = graphql(`
  mutation DeleteProductColor($id: ID!) {
    deleteProductColor(id: $id) {
      id
    }
  }
`);

/** A colour's swatch: a round chip of it, outlined so that white shows on white. */
export function SwatchChip({ swatch, size = '6' }: { swatch: string; size?: string }) {
  return (
    <Box
      width={size}
      height={size}
      flexShrink={0}
      borderRadius="full"
      borderWidth="1px"
      borderColor="border.emphasized"
      style={{ backgroundColor: swatch }}
      aria-hidden
      data-testid="swatch-chip"
    />
  );
}

export function ProductColorListPage() {
  const { t } = useLingui();
  const list = useAdminList(AdminProductColorsQuery, (data) => data.adminProductColors);
  const remove = useDeleteAction(DeleteProductColorMutation, {
    confirm: DELETE_CONFIRM.productColor,
    onDeleted: () => list.refetch(),
  });
  return (
    <AdminTablePage
      title={t`Colours`}
      add={{ to: paths.admin.productColorAdd, label: t`Add colour` }}
      {...list.props}
      actions={{ name: (color) => color.name, editPath: paths.admin.productColor, remove }}
      columns={[
        {
          header: t`Name`,
          cell: (color) => (
            <EditLink to={generatePath(paths.admin.productColor, { id: color.id })}>{color.name}</EditLink>
          ),
        },
        {
          header: t`Swatch`,
          cell: (color) => (
            <HStack gap="2">
              <SwatchChip swatch={color.swatch} />
              <Text as="span" fontFamily="mono" fontSize="sm">
                {color.swatch}
              </Text>
            </HStack>
          ),
        },
        { header: t`Position`, cell: (color) => color.position, align: 'end' },
      ]}
    />
  );
}
