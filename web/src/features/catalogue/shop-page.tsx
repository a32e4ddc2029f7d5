// /shop and /products: the product grid, a search box, filters (size, colour, price, category, in stock only), a
// sort and pagination, 10 per page (storefront.md §2). The search, filters, sort and page live in the address
// (?q=…&size=M&sort=price-asc&page=2, listing-filters.ts), so back, forward, reload and shared links keep them.
import { useQuery } from '@apollo/client/react';
import { Container } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { SearchBox } from '@/components/search-box';
import { graphql } from '@/generated/gql';
import { PRODUCT_GRID_COLUMNS } from '@/components/product-card';
import { ProductListing } from './product-listing';
import { useListingFilters } from './use-listing-filters';

export const ShopProductsQuery = graphql(`
  query ShopProducts($q: String, $page: PageInput, $filter: ProductFilter, $sort: ProductSort) {
    products(q: $q, page: $page, filter: $filter, sort: $sort) {
      cards {
        product {
          id
        }
        ...ProductCard_listed
      }
      paging {
        ...Pagination_paging
      }
      facets {
        ...FilterPanel_facets
        ...ActiveFilters_facets
      }
    }
    productColors {
      ...FilterPanel_color
    }
  }
`);

export function ShopPage() {
  const { t } = useLingui();
  const listing = useListingFilters();
  const { q, page } = listing;

  const { data, previousData, loading, error, refetch } = useQuery(ShopProductsQuery, {
    variables: {
      q: q || null,
      page: { page, limit: PAGE_SIZE.shop },
      filter: listing.filter,
      sort: listing.sort,
    },
    skip: !listing.ready,
  });
  const shown = data ?? previousData;

  return (
    <Container maxW="7xl" py="8">
      <ProductListing
        title={t`Shop`}
        searchBox={<SearchBox value={q} onSearch={listing.setSearch} testId="shop-search" />}
        products={data?.products}
        shown={shown?.products}
        colors={shown?.productColors}
        loading={loading || !listing.ready}
        error={listing.error ?? error}
        onRetry={listing.ready ? () => void refetch() : listing.retry}
        search={listing.search}
        pageSize={PAGE_SIZE.shop}
        query={q}
        pageHref={listing.pageHref}
        columns={PRODUCT_GRID_COLUMNS}
      />
    </Container>
  );
}
