// A category's products as a paged grid: what /new-arrival (with a search box) and /product/category/:slug show,
// 4 per page (storefront.md §9). The search text and page live in the address (useListParams); an unknown slug
// shows the not-found state.
import { Box, Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { NotFoundState } from '@/components/not-found-state';
import { SearchBox } from '@/components/search-box';
import { graphql } from '@/generated/gql';
import { errorCode } from '@/lib/errors';
import { useListParams } from '@/lib/use-list-params';
import { ProductGrid } from './product-grid';

export const CategoryProductsQuery = graphql(`
  query CategoryProducts($slug: String!, $q: String, $page: PageInput) {
    categoryProducts(slug: $slug, q: $q, page: $page) {
      items {
        id
        categories {
          id
          slug
          categoryName
        }
        ...ProductCard_product
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

/** Four to a page, so four to a row on wide screens and two on a phone. */
const COLUMNS = { base: 2, md: 4 } as const;

/** 'outer-wear' → 'Outer Wear': a heading for a category before (or without) products that name it. */
function titleOf(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

interface CategoryListingProps {
  slug: string;
  pageSize: number;
  /** The heading; by default the category's name, as its products name it. */
  title?: string;
  /** Whether a search box narrows the list. */
  searchable?: boolean;
}

export function CategoryListing({ slug, pageSize, title, searchable = false }: CategoryListingProps) {
  const { q, page, setSearch, pageHref } = useListParams();
  const query = searchable ? q : '';
  const { data, loading, error, refetch } = useQuery(CategoryProductsQuery, {
    variables: { slug, q: query || null, page: { page, limit: pageSize } },
  });

  const products = data?.categoryProducts;
  const named = products?.items
    .flatMap((product) => product.categories)
    .find((category) => category.slug === slug)?.categoryName;
  const heading = title ?? named ?? titleOf(slug);
  const notFound = !products && errorCode(error) === 'NOT_FOUND';

  useEffect(() => {
    document.title = notFound ? 'Not found · Lemari' : `${heading} · Lemari`;
  }, [heading, notFound]);

  if (notFound) {
    return (
      <Container maxW="7xl" py="8">
        <NotFoundState title="Category not found" text="There is no such category in the shop." />
      </Container>
    );
  }

  return (
    <Container maxW="7xl" py="8">
      <Stack gap="6">
        <HStack justify="space-between" align="end" wrap="wrap" gap="4">
          <Heading as="h1" size="2xl">
            {heading}
          </Heading>
          {searchable ? (
            <Box width={{ base: 'full', sm: 'auto' }}>
              <SearchBox value={q} onSearch={setSearch} />
            </Box>
          ) : null}
        </HStack>

        <ProductGrid
          products={products}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          pageSize={pageSize}
          query={query}
          pageHref={pageHref}
          columns={COLUMNS}
        />
      </Stack>
    </Container>
  );
}
