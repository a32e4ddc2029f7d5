// The body of an order's detail screen, for the member (storefront.md §2 /order-detail) and staff (back-office.md
// §2 /admin/order/{id}) alike: the lines (order-lines.tsx: image, name, colour and size, quantity × sell price), the totals, and the
// payment (with the refund, once staff cancelled the paid order) and shipment blocks. A voucher's discount shows
// between the shipping and the total.
import { Box, DataList, Separator, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { paymentStatusText, shipmentStatusText } from '@/components/order-words';
import { OrderLines } from '@/components/order-lines';
import { SectionCard } from '@/components/section-card';
import { discountLabel, minus } from '@/components/voucher-field';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { formatAddress } from '@/lib/address';
import { formatDate, formatRupiah } from '@/lib/format';
import { courierName } from '@/lib/couriers';
import { i18n } from '@/lib/i18n';
import { paymentMethodLabel } from '@/lib/payment-methods';

export const OrderSectionsFragment = graphql(`
  fragment OrderSections_order on Order {
    subtotal
    shippingCost
    discount
    voucherCode
    total
    ...OrderLines_order
    payment {
      paymentMethod
      totalAmount
      paymentDate
      status
    }
    refund {
      amount
      status
      at
    }
    shipment {
      courier
      service
      description
      address {
        address
        subdistrictName
        city
        province
        postalCode
      }
      resiNumber
      shipmentDate
      status
      deliveredAt
    }
  }
`);

/**
 * The refund in words, for the customer and staff alike: 'Refunded Rp …' once the provider confirmed it, 'in
 * progress' while it has not answered; a refused attempt (the order stays paid) is staff's business, shown by their
 * status actions, so it reads nothing here.
 */
export function refundText(refund: { amount: number; status: string; at: string } | null | undefined) {
  if (!refund) return undefined;
  const amount = formatRupiah(refund.amount);
  const date = formatDate(refund.at);
  if (refund.status === 'succeeded') return i18n._(msg`Refunded ${amount} on ${date}`);
  if (refund.status === 'requested') return i18n._(msg`Refund of ${amount} in progress`);
  return undefined;
}

/** One of the detail's blocks (and staff's customer card): a small SectionCard. */
export function Block(props: { title: string; testId: string; children: ReactNode }) {
  return <SectionCard size="sm" {...props} />;
}

export function Facts({ rows }: { rows: [label: string, value: ReactNode, testId?: string][] }) {
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

export function OrderSections(props: { order: FragmentType<typeof OrderSectionsFragment> }) {
  const { t } = useLingui();
  const order = getFragmentData(OrderSectionsFragment, props.order);
  const { payment, shipment } = order;
  const refund = refundText(order.refund);
  return (
    <>
      <Block title={t`Products`} testId="order-lines">
        <OrderLines order={order} layout="detail" />
        <Separator my="3" />
        <Facts
          rows={[
            [t`Subtotal`, formatRupiah(order.subtotal), 'order-subtotal'],
            [t`Shipping`, formatRupiah(order.shippingCost), 'order-shipping'],
            ...(order.discount > 0
              ? [
                  [
                    discountLabel(order.voucherCode),
                    minus(formatRupiah(order.discount)),
                    'order-discount',
                  ] satisfies [string, string, string],
                ]
              : []),
            [
              t`Total`,
              <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
                {formatRupiah(order.total)}
              </Text>,
              'order-total',
            ],
          ]}
        />
      </Block>

      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <Block title={t`Payment`} testId="order-payment">
          {payment ? (
            <Facts
              rows={[
                [t`Method`, paymentMethodLabel(payment.paymentMethod), 'order-payment-method'],
                [t`Amount`, formatRupiah(payment.totalAmount)],
                [t`Date`, payment.paymentDate ? formatDate(payment.paymentDate, { time: true }) : '-'],
                [t`Status`, paymentStatusText(payment.status), 'order-payment-status'],
                ...(refund ? [[t`Refund`, refund, 'order-refund'] as [string, string, string]] : []),
              ]}
            />
          ) : (
            <Text color="fg.muted">
              <Trans>No payment yet.</Trans>
            </Text>
          )}
        </Block>
        <Block title={t`Shipment`} testId="order-shipment">
          {shipment ? (
            <Facts
              rows={[
                [t`Courier`, courierName(shipment.courier)],
                [
                  t`Service`,
                  shipment.description ? `${shipment.service} (${shipment.description})` : shipment.service,
                ],
                [
                  t`Destination`,
                  formatAddress({ ...shipment.address, subdistrict: shipment.address?.subdistrictName }) ||
                    '-',
                  'order-destination',
                ],
                [t`Resi number`, shipment.resiNumber || '-', 'order-resi'],
                [
                  t`Shipped on`,
                  shipment.shipmentDate ? formatDate(shipment.shipmentDate, { time: true }) : '-',
                  'order-shipment-date',
                ],
                [t`Status`, shipmentStatusText(shipment), 'order-shipment-status'],
              ]}
            />
          ) : (
            <Text color="fg.muted">
              <Trans>No shipment yet.</Trans>
            </Text>
          )}
        </Block>
      </Box>
    </>
  );
}
