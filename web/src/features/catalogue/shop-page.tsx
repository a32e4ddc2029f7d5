// /shop and /products: the product grid, a search box and pagination, 10 per page (storefront.md §2). The search
// text and the page live in the address (?q=…&page=…), so back, forward, reload and shared links keep them.
import { Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { SearchBox } from '@/components/search-box';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { useListParams } from '@/lib/use-list-params';
import { PRODUCT_GRID_COLUMNS } from './product-card';
import { ProductGrid } from './product-grid';

export const ShopProductsQuery = graphql(`
  query ShopProducts($q: String, $page: PageInput) {
    products(q: $q, page: $page) {
      items {
        id
        ...ProductCard_product
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export function ShopPage() {
  const { q, page, setSearch, pageHref } = useListParams();

  const { data, loading, error, refetch } = useQuery(ShopProductsQuery, {
    variables: { q: q || null, page: { page, limit: PAGE_SIZE.shop } },
  });

  return (
    <Container maxW="7xl" py="8">
      <Stack gap="6">
        <HStack justify="space-between" align="end" wrap="wrap" gap="4">
          <Heading as="h1" size="2xl">
            Shop
          </Heading>
          <SearchBox value={q} onSearch={setSearch} testId="shop-search" />
        </HStack>

        <ProductGrid
          products={data?.products}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          pageSize={PAGE_SIZE.shop}
          query={q}
          pageHref={pageHref}
          columns={PRODUCT_GRID_COLUMNS}
        />
      </Stack>
    </Container>
  );
}
