// An order's detail screen, the member's (/order-detail/:id) and staff's (/admin/order/{id}) alike: the order loaded
// (skeleton → error with retry → 'Order not found' for a missing id, another member's order or no id at all), its
// heading (back to the list, the code with its stage, the date, then what the reader may do) and its sections.
import { Heading, HStack, Link, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { OrderSections } from '@/components/order-sections';
import { OrderStageBadge } from '@/components/order-stage-badge';
import { QueryState } from '@/components/query-state';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { errorCode } from '@/lib/errors';
import { formatDate } from '@/lib/format';

export const OrderDetailFragment = graphql(`
  fragment OrderDetail_order on Order {
    orderCode
    status
    stage
    orderDate
    ...OrderSections_order
  }
`);

interface OrderDetailProps<T> {
  /** The order query's answer. */
  query: {
    data: { order?: T | null } | undefined;
    loading: boolean;
    error?: { message: string } | undefined;
    refetch: () => Promise<unknown>;
  };
  /** The list the screen came from, and the not-found state's way back to it. */
  listPath: string;
  backLabel: string;
  /** What the reader may do with the order, under its date. */
  actions: (order: T) => ReactNode;
  /** What stands before the order's sections (staff see the customer). */
  children?: (order: T) => ReactNode;
}

export function OrderDetail<T extends FragmentType<typeof OrderDetailFragment>>({
  query,
  listPath,
  backLabel,
  actions,
  children,
}: OrderDetailProps<T>) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = query;
  // Another member's order is null, like a missing one; an id that is no id at all is refused as bad input.
  const unknown = errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'BAD_USER_INPUT';
  return (
    <QueryState
      data={data?.order ?? (data || unknown ? null : undefined)}
      loading={loading}
      error={unknown ? undefined : error}
      onRetry={() => void refetch()}
      empty={<NotFoundState title={t`Order not found`} backTo={listPath} backLabel={backLabel} />}
      skeleton={
        <Stack gap="4" aria-busy="true" aria-label={t`Loading the order`}>
          <Skeleton height="8" width="60%" />
          <SkeletonText noOfLines={3} />
          <Skeleton height="40" />
        </Stack>
      }
    >
      {(order) => {
        const detail = getFragmentData(OrderDetailFragment, order);
        return (
          <Stack gap="5">
            <Stack gap="2">
              <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
                <RouterLink to={listPath}>
                  <Trans>← Transactions</Trans>
                </RouterLink>
              </Link>
              <HStack gap="3" wrap="wrap">
                <Heading as="h1" size="xl" data-testid="order-code" fontFamily="mono" wordBreak="break-all">
                  {detail.orderCode}
                </Heading>
                <OrderStageBadge stage={detail.stage} status={detail.status} />
              </HStack>
              <Text color="fg.muted" data-testid="order-date">
                {formatDate(detail.orderDate, { time: true })}
              </Text>
              {actions(order)}
            </Stack>
            {children?.(order)}
            <OrderSections order={detail} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
