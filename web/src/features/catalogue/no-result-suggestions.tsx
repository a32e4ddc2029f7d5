// What a search that found nothing offers instead (/shop?q=…, under 'No data available.'): the shop's best-selling
// products as a row of cards, and every category with products as a link, so that the shopper goes on from there.
import { Button, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import { ProductRow } from '@/components/product-row';
import { SUGGESTED_PRODUCTS } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { ListingCategoriesQuery } from './use-listing-filters';

export function NoResultSuggestions() {
  const { t } = useLingui();
  const headingId = useId();
  const categories = useQuery(ListingCategoriesQuery, { fetchPolicy: 'cache-first' });
  const list = categories.data?.products.facets.categories ?? [];
  return (
    <Stack gap="8" width="full" textAlign="start" data-testid="no-result-suggestions">
      <ProductRow
        title={t`Popular right now`}
        sort="BEST_SELLING"
        limit={SUGGESTED_PRODUCTS}
        testId="popular-products"
      />
      {list.length > 0 || categories.loading ? (
        <Stack as="nav" gap="3" aria-labelledby={headingId} data-testid="suggested-categories">
          <Heading as="h2" size="xl" id={headingId}>
            {t`Browse the categories`}
          </Heading>
          <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" aria-busy={categories.loading || undefined}>
            {list.length > 0
              ? list.map(({ category }) => (
                  <li key={category.id}>
                    <Button asChild variant="outline" size="sm" minH="10">
                      <RouterLink to={generatePath(paths.category, { slug: category.slug })}>
                        {category.categoryName}
                      </RouterLink>
                    </Button>
                  </li>
                ))
              : Array.from({ length: 4 }, (_, index) => (
                  <li key={index}>
                    <Skeleton height="10" width="24" borderRadius="l2" />
                  </li>
                ))}
          </Flex>
        </Stack>
      ) : null}
    </Stack>
  );
}
