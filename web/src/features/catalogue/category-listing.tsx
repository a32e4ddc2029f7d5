// A category's products as a paged grid with filters and a sort: what /new-arrival (with a search box) and
// /product/category/:slug show, 4 per page (storefront.md §9). The search text, filters, sort and page live in the
// address (listing-filters.ts); an unknown slug shows the not-found state.
import { useQuery } from '@apollo/client/react';
import { Container } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { NotFoundState } from '@/components/not-found-state';
import { SearchBox } from '@/components/search-box';
import { graphql } from '@/generated/gql';
import { errorCode } from '@/lib/errors';
import { titleOf } from './active-filters';
import { ProductListing } from './product-listing';
import { useListingFilters } from './use-listing-filters';

export const CategoryProductsQuery = graphql(`
  query CategoryProducts(
    $slug: String!
    $q: String
    $page: PageInput
    $filter: ProductFilter
    $sort: ProductSort
  ) {
    categoryProducts(slug: $slug, q: $q, page: $page, filter: $filter, sort: $sort) {
      cards {
        product {
          id
          categories {
            id
            slug
            categoryName
          }
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

/** Four to a page: four to a row on tablets and wide screens, two beside the filters' sidebar and on a phone. */
const COLUMNS = { base: 2, md: 4, lg: 2, xl: 4 } as const;

interface CategoryListingProps {
  slug: string;
  pageSize: number;
  /** The heading; by default the category's name, as its products name it. */
  title?: string;
  /** Whether a search box narrows the list. */
  searchable?: boolean;
}

export function CategoryListing({ slug, pageSize, title, searchable = false }: CategoryListingProps) {
  const { t } = useLingui();
  const listing = useListingFilters();
  const { q, page } = listing;
  const query = searchable ? q : '';
  const { data, previousData, loading, error, refetch } = useQuery(CategoryProductsQuery, {
    variables: {
      slug,
      q: query || null,
      page: { page, limit: pageSize },
      filter: listing.filter,
      sort: listing.sort,
    },
    skip: !listing.ready,
  });
  const shown = data ?? previousData;

  const products = data?.categoryProducts;
  const named = shown?.categoryProducts.cards
    .flatMap((card) => card.product.categories)
    .find((category) => category.slug === slug)?.categoryName;
  const heading = title ?? named ?? titleOf(slug);
  const notFound = !products && errorCode(error) === 'NOT_FOUND';

  useEffect(() => {
    document.title = `${notFound ? t`Not found` : heading} · Lemari`;
  }, [heading, notFound, t]);

  if (notFound) {
    return (
      <Container maxW="7xl" py="8">
        <NotFoundState title={t`Category not found`} text={t`There is no such category in the shop.`} />
      </Container>
    );
  }

  return (
    <Container maxW="7xl" py="8">
      <ProductListing
        title={heading}
        searchBox={searchable ? <SearchBox value={q} onSearch={listing.setSearch} /> : undefined}
        products={products}
        shown={shown?.categoryProducts}
        colors={shown?.productColors}
        loading={loading || !listing.ready}
        error={listing.error ?? error}
        onRetry={listing.ready ? () => void refetch() : listing.retry}
        search={listing.search}
        pageSize={pageSize}
        query={query}
        pageHref={listing.pageHref}
        columns={COLUMNS}
        ownCategory={slug}
      />
    </Container>
  );
}
