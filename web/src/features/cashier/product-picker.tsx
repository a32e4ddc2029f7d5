// The cashier's product list: a search over the catalogue (kept in the address), each product with its choices.
import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { QueryState } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { SectionCard } from '@/components/section-card';
import { graphql } from '@/generated/gql';
import { useListParams } from '@/lib/use-list-params';
import type { CashierLine } from './cashier-line';
import { ProductChoice } from './product-choice';

export const CashierProductsQuery = graphql(`
  query CashierProducts($q: String, $page: PageInput) {
    products(q: $q, page: $page) {
      items {
        id
        ...ProductChoice_product
      }
    }
  }
`);

/** The list shows this many products: staff search rather than page. */
const SEARCH_PAGE = { page: 1, limit: 8 };

export function ProductPicker({ onAdd }: { onAdd: (line: CashierLine) => void }) {
  const { t } = useLingui();
  const { q, setSearch } = useListParams();
  const { data, loading, error, refetch } = useQuery(CashierProductsQuery, {
    variables: { q: q || null, page: SEARCH_PAGE },
  });
  return (
    <SectionCard title={t`Products`} gap="4">
      <SearchBox value={q} onSearch={setSearch} label={t`Search products`} testId="cashier-search" />
      <QueryState
        data={data?.products.items}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(products) => products.length === 0}
        skeleton={
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" aria-busy="true" aria-label={t`Loading products`}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height="32" />
            ))}
          </SimpleGrid>
        }
      >
        {(products) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {products.map((product) => (
              <ProductChoice key={product.id} product={product} onAdd={onAdd} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </SectionCard>
  );
}
