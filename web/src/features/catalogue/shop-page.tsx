// /shop and /products: the product grid, a search box and pagination, 10 per page (storefront.md §2). The search
// text and the page live in the address (?q=…&page=…), so back, forward, reload and shared links keep them.
import { Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Pagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@/lib/constants';
import { useListParams } from '@/lib/use-list-params';
import { PRODUCT_GRID_COLUMNS, ProductCard, ProductCardSkeleton } from './product-card';

export const ShopProductsQuery = graphql(`
  query ShopProducts($q: String, $page: PageInput) {
    products(q: $q, page: $page) {
      items {
        id
        ...ProductCard_product
      }
      paging {
        count
        page
        limit
      }
    }
  }
`);

export function ShopPage() {
  const { q, page, setSearch, setPage } = useListParams();

  const { data, loading, error, refetch } = useQuery(ShopProductsQuery, {
    variables: { q: q || null, page: { page, limit: PAGE_SIZE.shop } },
  });

  const products = data?.products;
  return (
    <Container maxW="7xl" py="8">
      <Stack gap="6">
        <HStack justify="space-between" align="end" wrap="wrap" gap="4">
          <Heading as="h1" size="2xl">
            Shop
          </Heading>
          <SearchBox value={q} onSearch={setSearch} testId="shop-search" />
        </HStack>

        {loading && !products ? (
          <SimpleGrid columns={PRODUCT_GRID_COLUMNS} gap="4" aria-busy="true" aria-label="Loading products">
            {Array.from({ length: PAGE_SIZE.shop }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : error && !products ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !products || products.items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <Text color="fg.muted" fontSize="sm">
              {products.paging.count} {products.paging.count === 1 ? 'product' : 'products'}
              {q ? ` for “${q}”` : ''}
            </Text>
            <SimpleGrid columns={PRODUCT_GRID_COLUMNS} gap="4">
              {products.items.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </SimpleGrid>
            <Pagination
              count={products.paging.count}
              pageSize={products.paging.limit}
              page={products.paging.page}
              onPageChange={setPage}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
