import { Container, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Pagination } from '@/components/pagination';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { AffiliateCard, AffiliateCardSkeleton } from './affiliate-card';

export const AffiliateCardsQuery = graphql(`
  query AffiliateCards($page: PageInput) {
    affiliates(page: $page) {
      items {
        id
        ...AffiliateCard_affiliate
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

const COLUMNS = { base: 2, md: 4 } as const;

/** The home page's affiliate cards, 4 per page, paged in place. */
export function AffiliateCards() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AffiliateCardsQuery, {
    variables: { page: { page, limit: PAGE_SIZE.affiliates } },
  });
  const affiliates = data?.affiliates;

  return (
    <Container maxW="7xl" py="10" as="section" aria-labelledby="affiliates-title">
      <Stack gap="6">
        <Heading as="h2" size="xl" id="affiliates-title">
          {t`Worn by our friends`}
        </Heading>
        {loading && !affiliates ? (
          <SimpleGrid columns={COLUMNS} gap="4" aria-busy="true">
            {Array.from({ length: PAGE_SIZE.affiliates }, (_, index) => (
              <AffiliateCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : error && !affiliates ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !affiliates || affiliates.items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <SimpleGrid columns={COLUMNS} gap="4">
              {affiliates.items.map((affiliate) => (
                <AffiliateCard key={affiliate.id} affiliate={affiliate} />
              ))}
            </SimpleGrid>
            <Pagination
              paging={affiliates.paging}
              onPageChange={setPage}
              testId="affiliates"
              showPages={false}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
