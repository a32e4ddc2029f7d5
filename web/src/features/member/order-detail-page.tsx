// /order-detail/:id: one of the member's orders (storefront.md §2): code, status, date, total, the lines, the
// payment and the shipment. A pending order can still be paid: 'Continue payment' reopens its payment page.
import {
  Box,
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  Link,
  Separator,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QueryState } from '@/components/query-state';
import { ProductThumb } from '@/components/product-thumb';
import { graphql } from '@/generated/gql';
import { errorCode } from '@/lib/errors';
import { formatDate, formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';

export const MemberOrderQuery = graphql(`
  query MemberOrder($id: ID!) {
    order(id: $id) {
      id
      orderCode
      status
      orderDate
      subtotal
      shippingCost
      total
      orderDetails {
        id
        productID
        productName
        productImage
        color
        size
        quantity
        sellPrice
        subtotal
      }
      payment {
        paymentMethod
        totalAmount
        paymentDate
        status
        token
      }
      shipment {
        courier
        service
        description
        destination
        resiNumber
        shipmentDate
        status
      }
    }
  }
`);

/** 'bank_transfer' → 'Bank transfer'; an unpaid order has no method yet. */
function humanize(value: string): string {
  const text = value.replace(/[_-]+/gu, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '-';
}

function Block({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm" data-testid={testId}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Facts({ rows }: { rows: [label: string, value: ReactNode, testId?: string][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value, testId]) => (
        <DataList.Item key={label} alignItems="start">
          <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
          <DataList.ItemValue data-testid={testId} wordBreak="break-word">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

export function OrderDetailPage() {
  const { id = '' } = useParams();
  usePageTitle('Order');
  const { data, loading, error, refetch } = useQuery(MemberOrderQuery, { variables: { id } });
  // Another member's order is null, like a missing one; an id that is no id at all is refused as bad input.
  const unknown = errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'BAD_USER_INPUT';

  return (
    <QueryState
      data={data?.order ?? (data || unknown ? null : undefined)}
      loading={loading}
      error={unknown ? undefined : error}
      onRetry={() => void refetch()}
      empty={<NotFoundState title="Order not found" backTo={paths.orderList} backLabel="Back to my orders" />}
      skeleton={
        <Stack gap="4" aria-busy="true" aria-label="Loading the order">
          <Skeleton height="8" width="60%" />
          <SkeletonText noOfLines={3} />
          <Skeleton height="40" />
        </Stack>
      }
    >
      {(order) => {
        const payment = order.payment;
        const shipment = order.shipment;
        const payable = order.status === 'pending' && Boolean(payment?.token);
        return (
          <Stack gap="5">
            <Stack gap="2">
              <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
                <RouterLink to={paths.orderList}>← Transactions</RouterLink>
              </Link>
              <HStack gap="3" wrap="wrap">
                <Heading as="h1" size="xl" data-testid="order-code" fontFamily="mono" wordBreak="break-all">
                  {order.orderCode}
                </Heading>
                <OrderStatusBadge status={order.status} />
              </HStack>
              <Text color="fg.muted" data-testid="order-date">
                {formatDate(order.orderDate, { time: true })}
              </Text>
              {payable && payment ? (
                <Button asChild colorPalette="blue" alignSelf="start" minH="10">
                  <RouterLink to={generatePath(paths.payment, { token: payment.token })}>
                    Continue payment
                  </RouterLink>
                </Button>
              ) : null}
            </Stack>

            <Block title="Products" testId="order-lines">
              <Stack gap="3" separator={<Separator />}>
                {order.orderDetails.map((line) => (
                  <HStack key={line.id} data-testid="order-line" gap="3" align="start">
                    <ProductThumb src={line.productImage} alt={line.productName} width="16" />
                    <Stack gap="0.5" flex="1" minW="0">
                      <Link asChild fontWeight="medium">
                        <RouterLink to={generatePath(paths.product, { id: line.productID })}>
                          {line.productName}
                        </RouterLink>
                      </Link>
                      {line.color || line.size ? (
                        <Text fontSize="sm" color="fg.muted">
                          {[line.color, line.size].filter(Boolean).join(' / ')}
                        </Text>
                      ) : null}
                      <Text fontSize="sm" data-testid="order-line-quantity">
                        {line.quantity} x {formatRupiah(line.sellPrice)}
                      </Text>
                    </Stack>
                    <Text fontWeight="medium" whiteSpace="nowrap">
                      {formatRupiah(line.subtotal)}
                    </Text>
                  </HStack>
                ))}
              </Stack>
              <Separator my="3" />
              <Facts
                rows={[
                  ['Subtotal', formatRupiah(order.subtotal)],
                  ['Shipping', formatRupiah(order.shippingCost)],
                  [
                    'Total',
                    <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
                      {formatRupiah(order.total)}
                    </Text>,
                    'order-total',
                  ],
                ]}
              />
            </Block>

            <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
              <Block title="Payment" testId="order-payment">
                {payment ? (
                  <Facts
                    rows={[
                      ['Method', humanize(payment.paymentMethod)],
                      ['Amount', formatRupiah(payment.totalAmount)],
                      ['Date', payment.paymentDate ? formatDate(payment.paymentDate, { time: true }) : '-'],
                      ['Status', humanize(payment.status), 'order-payment-status'],
                    ]}
                  />
                ) : (
                  <Text color="fg.muted">No payment yet.</Text>
                )}
              </Block>
              <Block title="Shipment" testId="order-shipment">
                {shipment ? (
                  <Facts
                    rows={[
                      ['Courier', shipment.courier.toUpperCase()],
                      [
                        'Service',
                        shipment.description
                          ? `${shipment.service} (${shipment.description})`
                          : shipment.service,
                      ],
                      ['Destination', shipment.destination || '-'],
                      ['Resi number', shipment.resiNumber || '-', 'order-resi'],
                      ['Status', humanize(shipment.status), 'order-shipment-status'],
                    ]}
                  />
                ) : (
                  <Text color="fg.muted">No shipment yet.</Text>
                )}
              </Block>
            </Box>
          </Stack>
        );
      }}
    </QueryState>
  );
}
