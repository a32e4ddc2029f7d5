// /admin/product (back-office.md §2): every product that is not deleted, drafts included, as cards — main image,
// name, sell price with the normal price struck through when lower, a draft badge — with search, 10 per page, a
// link to add one, and delete after the spec's question.
import { Badge, Box, Card, HStack, LinkOverlay, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { generatePath, Link as RouterLink } from 'react-router';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { RowActions } from '@/components/admin/row-actions';
import { useAdminList } from '@/components/admin/use-admin-list';
import { DELETE_CONFIRM, useDeleteAction } from '@/components/admin/use-delete-action';
import { PriceTag } from '@/components/price-tag';
import { ProductThumb } from '@/components/product-thumb';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { paths } from '@/lib/paths';

export const AdminProductsQuery = graphql(`
  query AdminProducts($q: String, $page: PageInput) {
    adminProducts(q: $q, page: $page) {
      items {
        id
        productName
        mainImage
        sellPrice
        normalPrice
        stock
        status
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      id
    }
  }
`);

const GRID_COLUMNS = { base: 2, md: 3, xl: 5 };

export function ProductListPage() {
  const list = useAdminList(AdminProductsQuery, (data) => data.adminProducts);
  const remove = useDeleteAction(DeleteProductMutation, {
    confirm: DELETE_CONFIRM.product,
    onDeleted: () => list.refetch(),
  });

  return (
    <>
      <AdminListPage
        title="Products"
        add={{ to: paths.admin.productAdd, label: 'Add product' }}
        search={list.search('Search products')}
        {...list.props}
        showEntries={false}
        skeleton={
          <SimpleGrid columns={GRID_COLUMNS} gap="4" aria-busy="true" aria-label="Loading products">
            {Array.from({ length: PAGE_SIZE.admin }, (_, index) => (
              <Skeleton key={index} aspectRatio={3 / 5} />
            ))}
          </SimpleGrid>
        }
      >
        {(items) => (
          <SimpleGrid columns={GRID_COLUMNS} gap="4">
            {items.map((product) => {
              const to = generatePath(paths.admin.product, { id: product.id });
              return (
                <Card.Root
                  key={product.id}
                  size="sm"
                  overflow="hidden"
                  position="relative"
                  data-testid="admin-product-card"
                >
                  <ProductThumb src={product.mainImage} alt="" width="full" ratio={3 / 4} borderRadius="0" />
                  <Card.Body gap="1" p="3">
                    <LinkOverlay asChild fontWeight="medium" lineClamp={2}>
                      <RouterLink to={to}>{product.productName}</RouterLink>
                    </LinkOverlay>
                    <PriceTag sellPrice={product.sellPrice} normalPrice={product.normalPrice} />
                    <HStack justify="space-between" gap="1">
                      <Text fontSize="xs" color="fg.muted">
                        Stock {product.stock}
                      </Text>
                      {product.status === 'draft' ? <Badge colorPalette="gray">Draft</Badge> : null}
                    </HStack>
                  </Card.Body>
                  <Box position="relative" zIndex="1" px="2" pb="2">
                    <RowActions name={product.productName} {...remove.deleteProps(product.id)} />
                  </Box>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        )}
      </AdminListPage>
      {remove.dialog}
    </>
  );
}
