// One order in a list — the member's (storefront.md §2 /order-list) and staff's (back-office.md §2 /admin/order):
// the first product's image and name, '+N produk lainnya' when the order has more lines, the order code linking to
// its detail, its stage as its detail shows it (and Refunded once its money went back), date and total (with a
// voucher's discount under it).
import { Card, HStack, Link, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { generatePath, Link as RouterLink } from 'react-router';
import { OrderStageBadge } from '@/components/order-stage-badge';
import { isRefunded, PaymentStatusBadge } from '@/components/payment-status-badge';
import { ProductThumb } from '@/components/product-thumb';
import { discountLabel, minus } from '@/components/voucher-field';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { formatDate, formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';

export const OrderCardFragment = graphql(`
  fragment OrderCard_order on Order {
    id
    orderCode
    status
    stage
    orderDate
    total
    discount
    voucherCode
    firstProductName
    firstProductImage
    otherProductCount
    payment {
      status
    }
  }
`);

interface OrderCardProps {
  order: FragmentType<typeof OrderCardFragment>;
  /** The detail screen's route pattern (the member's /order-detail/:id by default). */
  detailPath?: string;
}

export function OrderCard({ order: ref, detailPath = paths.orderDetail }: OrderCardProps) {
  const order = getFragmentData(OrderCardFragment, ref);
  const others = order.otherProductCount;
  return (
    <Card.Root data-testid="order-card" variant="outline" size="sm">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Link
              asChild
              fontWeight="semibold"
              fontFamily="mono"
              fontSize="sm"
              minH="10"
              wordBreak="break-all"
            >
              <RouterLink to={generatePath(detailPath, { id: order.id })}>{order.orderCode}</RouterLink>
            </Link>
            <HStack gap="1" wrap="wrap">
              <OrderStageBadge stage={order.stage} status={order.status} />
              {/* A cancelled order whose money went back says so: 'Refunded', never a bare 'Cancelled'. */}
              {order.payment && isRefunded(order.payment.status) ? (
                <PaymentStatusBadge status={order.payment.status} />
              ) : null}
            </HStack>
          </HStack>
          <HStack gap="3" align="start">
            <ProductThumb src={order.firstProductImage} alt={order.firstProductName} width="16" />
            <Stack gap="0.5" minW="0" flex="1">
              <Text fontWeight="medium" lineClamp={2} data-testid="order-first-product">
                {order.firstProductName}
              </Text>
              {order.otherProductCount > 0 ? (
                <Text fontSize="sm" color="fg.muted" data-testid="order-other-products">
                  <Trans>+{others} more products</Trans>
                </Text>
              ) : null}
            </Stack>
          </HStack>
          <HStack justify="space-between" gap="2" wrap="wrap" borderTopWidth="1px" pt="2">
            <Text fontSize="sm" color="fg.muted" data-testid="order-date">
              {formatDate(order.orderDate)}
            </Text>
            <Stack gap="0" align="end">
              <HStack gap="2" align="baseline">
                <Text fontSize="sm" color="fg.muted">
                  <Trans>Total</Trans>
                </Text>
                <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="order-total">
                  {formatRupiah(order.total)}
                </Text>
              </HStack>
              {order.discount > 0 ? (
                <Text fontSize="xs" color="fg.muted" data-testid="order-discount">
                  {discountLabel(order.voucherCode)} {minus(formatRupiah(order.discount))}
                </Text>
              ) : null}
            </Stack>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The card's shape while the list loads. */
export function OrderCardSkeleton() {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between">
            <Skeleton height="5" width="40%" />
            <Skeleton height="5" width="20" />
          </HStack>
          <HStack gap="3" align="start">
            <Skeleton width="16" height="16" flexShrink={0} />
            <SkeletonText noOfLines={3} flex="1" />
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
