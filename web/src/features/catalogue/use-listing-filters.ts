// A product list's filters and sort from its address, as the GraphQL list takes them. The address names categories
// by slug (readable links); the list takes ids, which the shop's category facet gives: when the address names a
// category, that answer (one per visit, kept in Apollo's cache) is read first.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '@/generated/gql';
import { useListParams } from '@/lib/use-list-params';
import { filterVariable, filtersFrom, sortVariable } from './listing-filters';

export const ListingCategoriesQuery = graphql(`
  query ListingCategories {
    products(page: { page: 1, limit: 1 }) {
      facets {
        categories {
          category {
            id
            slug
            categoryName
          }
        }
      }
    }
  }
`);

export function useListingFilters() {
  const list = useListParams();
  const search = list.params.toString();
  const filters = useMemo(() => filtersFrom(new URLSearchParams(search)), [search]);
  const needsIds = filters.categories.length > 0;
  const index = useQuery(ListingCategoriesQuery, { skip: !needsIds, fetchPolicy: 'cache-first' });
  const categoryIds = useMemo(
    () =>
      new Map(
        (index.data?.products.facets.categories ?? []).map(({ category }) => [category.slug, category.id]),
      ),
    [index.data],
  );
  const ready = !needsIds || index.data !== undefined;
  return {
    ...list,
    /** The address's search without its `?`: what the filter controls build their links from. */
    search,
    filters,
    /** The list's variables, once the category ids are known (`ready`). */
    filter: filterVariable(filters, categoryIds),
    sort: sortVariable(filters),
    ready,
    /** The category ids could not be read: the list cannot be asked yet. */
    error: ready ? undefined : index.error,
    retry: () => void index.refetch(),
  };
}
