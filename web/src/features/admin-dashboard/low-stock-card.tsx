// The dashboard's "Low stock" card (issue 21): the variants on sale with the shop's low-stock threshold or fewer
// pieces left, fewest first, five a page — product (linking to its form), colour and size, SKU and pieces left —
// with the threshold said above them and where to change it. Asked again with the rest of the dashboard. A custom
// role whose permissions do not list the low-stock call does not see the card (the server would refuse it).
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import { AdminTable, AdminTableSkeleton } from '@/components/admin/admin-table';
import { EditLink } from '@/components/admin/edit-link';
import { useAdminMay } from '@/components/admin/use-admin-access';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { ProductThumb } from '@/components/product-thumb';
import { QueryState, stateOf } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';

export const LowStockVariantsQuery = graphql(`
  query LowStockVariants($page: PageInput) {
    lowStockVariants(page: $page) {
      items {
        id
        sku
        color
        size
        stock
        productId
        productName
        mainImage
      }
      paging {
        ...Pagination_paging
      }
      threshold
    }
  }
`);

/** Rows a page of the card. */
export const LOW_STOCK_ROWS = 5;

/** Where the threshold is set: the settings' Stock tab. */
export const LOW_STOCK_SETTING = `${paths.admin.settings}?tab=stock`;

/** The REST call the card's query makes: a role without it gets no card. */
export const LOW_STOCK_ENDPOINT = '/v1/product-variant/low-stock';

export function LowStockCard({ pollInterval }: { pollInterval: number }) {
  return useAdminMay('GET', LOW_STOCK_ENDPOINT) === false ? null : (
    <LowStockList pollInterval={pollInterval} />
  );
}

function LowStockList({ pollInterval }: { pollInterval: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useQuery(LowStockVariantsQuery, {
    variables: { page: { page, limit: LOW_STOCK_ROWS } },
    pollInterval,
  });
  const threshold = query.data?.lowStockVariants.threshold;
  const limit = threshold ?? 0;

  return (
    <SectionCard title={t`Low stock`} testId="low-stock-card" gap="4">
      {threshold === undefined ? null : (
        <Text fontSize="sm" color="fg.muted" data-testid="low-stock-threshold">
          <Trans>
            Variants on sale with <Plural value={limit} one="# piece" other="# pieces" /> or fewer left,
            fewest first. The threshold is a{' '}
            <Link asChild variant="underline">
              <RouterLink to={LOW_STOCK_SETTING}>shop setting</RouterLink>
            </Link>
            .
          </Trans>
        </Text>
      )}
      <QueryState
        {...stateOf(query, (data) => data.lowStockVariants)}
        isEmpty={(answer) => answer.items.length === 0}
        empty={
          <EmptyState
            text={t`No variant has ${plural(limit, { one: '# piece', other: '# pieces' })} or fewer left.`}
          />
        }
        skeleton={<AdminTableSkeleton rows={LOW_STOCK_ROWS} label={t`Loading the low stock`} />}
      >
        {(answer) => (
          <Stack gap="3">
            <AdminTable
              label={t`Low stock`}
              rows={answer.items}
              rowKey={(variant) => variant.id}
              columns={[
                {
                  header: t`Product`,
                  cell: (variant) => (
                    <HStack gap="3">
                      <ProductThumb src={variant.mainImage} alt="" width="10" ratio={3 / 4} />
                      <EditLink to={generatePath(paths.admin.product, { id: variant.productId })}>
                        {variant.productName}
                      </EditLink>
                    </HStack>
                  ),
                },
                {
                  header: t`Variant`,
                  cell: (variant) => [variant.color, variant.size].filter(Boolean).join(' / ') || '—',
                },
                {
                  header: t`SKU`,
                  cell: (variant) => (
                    <Text as="span" fontFamily="mono" fontSize="xs">
                      {variant.sku}
                    </Text>
                  ),
                },
                {
                  header: t`Left`,
                  align: 'end',
                  cell: (variant) =>
                    variant.stock === 0 ? (
                      <Badge colorPalette="red">
                        <Trans>Sold out</Trans>
                      </Badge>
                    ) : (
                      <Badge colorPalette="orange">{variant.stock}</Badge>
                    ),
                },
              ]}
            />
            <Pagination paging={answer.paging} onPageChange={setPage} testId="low-stock-pagination" />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
