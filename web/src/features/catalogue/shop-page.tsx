// /shop and /products: the product grid, a search box and pagination, 10 per page (storefront.md §2). The search
// text and the page live in the address (?q=…&page=…), so back, forward, reload and shared links keep them.
import { Container, Heading, HStack, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Pagination } from '@/components/pagination';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@/lib/constants';
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

/** How long typing pauses before the search runs by itself (Enter runs it at once). */
const SEARCH_DELAY_MS = 400;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function ShopPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = pageFrom(params.get('page'));

  const { data, loading, error, refetch } = useQuery(ShopProductsQuery, {
    variables: { q: q || null, page: { page, limit: PAGE_SIZE.shop } },
  });

  const search = useCallback(
    (text: string) => {
      const next = new URLSearchParams();
      if (text.trim()) next.set('q', text.trim());
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const goTo = (nextPage: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextPage));
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  const products = data?.products;
  return (
    <Container maxW="7xl" py="8">
      <Stack gap="6">
        <HStack justify="space-between" align="end" wrap="wrap" gap="4">
          <Heading as="h1" size="2xl">
            Shop
          </Heading>
          <SearchBox value={q} onSearch={search} />
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
              onPageChange={goTo}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

/** The search input: runs on Enter, or by itself once typing pauses. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(value);

  // The address changed under us (back, forward, a link): show its search text.
  useEffect(() => setDraft((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (draft.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form role="search" onSubmit={submit}>
      <InputGroup startElement={<LuSearch />} width={{ base: 'full', sm: '72' }}>
        <Input
          data-testid="shop-search"
          type="search"
          name="q"
          placeholder="Search products"
          aria-label="Search products"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </InputGroup>
    </form>
  );
}
