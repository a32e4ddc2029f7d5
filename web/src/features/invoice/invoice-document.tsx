// An order's invoice as a shop in Indonesia issues one (Faktur/Invoice), in the shopper's language (English: PAID /
// UNPAID, Bahasa Indonesia: LUNAS / BELUM DIBAYAR): the seller (the shop's settings: name,
// address, phone, e-mail, NPWP), the invoice's number (invoiceNumber of @lemari/shop/rules), date and status, the
// buyer and where the order goes, the lines, the totals — subtotal, the voucher's discount, shipping, total — and
// the PPN the prices include. Dates are Jakarta's, rupiah formatRupiah's. On a phone the lines' table
// (components/order-lines.tsx) stacks; in print (invoice-print.tsx) it is always a table on A4. Chakra's breakpoints
// are screen-only media queries, so print, however wide, starts from the phone's layout: the blocks laid side by side
// say so for print too.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { OrderLines } from '@/components/order-lines';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import type { OrderStatus } from '@/generated/graphql';
import { formatAddress } from '@/lib/address';
import { courierService } from '@/lib/couriers';
import { formatDate, formatRupiah } from '@/lib/format';
import { paymentMethodLabel } from '@/lib/payment-methods';
import { invoiceNumber, TAX_RATE_PERCENT } from '@lemari/shop/rules';

export const InvoiceOrderFragment = graphql(`
  fragment Invoice_order on Order {
    orderCode
    status
    orderDate
    paidAt
    customerID
    customerName
    customerPhone
    subtotal
    discount
    voucherCode
    voucherKind
    shippingCost
    total
    tax
    ...OrderLines_order
    payment {
      paymentMethod
      status
      paymentDate
    }
    shipment {
      courier
      service
      description
      address {
        name
        phone
        address
        subdistrictName
        city
        province
        postalCode
        note
      }
    }
  }
`);

export const InvoiceSellerFragment = graphql(`
  fragment Invoice_seller on Seller {
    name
    address
    phone
    email
    npwp
  }
`);

/** The statuses of an order that is paid for: its invoice says PAID (LUNAS), with when and how. */
const PAID: ReadonlySet<OrderStatus> = new Set(['paid', 'processing', 'completed']);

/** What the invoice says of the order's payment, in the words of an invoice (Bahasa Indonesia: LUNAS …). */
const PAYMENT_STATE: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`UNPAID`,
  paid: msg`PAID`,
  processing: msg`PAID`,
  completed: msg`PAID`,
  cancelled: msg`CANCELLED`,
  expired: msg`EXPIRED`,
};

interface InvoiceDocumentProps {
  order: FragmentType<typeof InvoiceOrderFragment>;
  seller: FragmentType<typeof InvoiceSellerFragment>;
}

export function InvoiceDocument(props: InvoiceDocumentProps) {
  const { t, i18n } = useLingui();
  const order = getFragmentData(InvoiceOrderFragment, props.order);
  const seller = getFragmentData(InvoiceSellerFragment, props.seller);
  const { name: sellerName, phone: sellerPhone, email: sellerEmail, npwp } = seller;
  const number = invoiceNumber(order.orderCode, order.orderDate);
  const { discount, voucherCode, tax } = order;
  // A free-shipping voucher pays the shipping; any other takes its discount off the goods.
  const freeShipping = order.voucherKind === 'free_shipping';
  const discountName = voucherCode
    ? freeShipping
      ? t`Free shipping (${voucherCode})`
      : t`Discount (${voucherCode})`
    : freeShipping
      ? t`Free shipping`
      : t`Discount`;
  const paidAt = order.paidAt ?? order.payment?.paymentDate ?? null;
  const shipment = order.shipment;
  const address = shipment?.address;
  const carrier = shipment ? courierService(shipment.courier, shipment.service) : '';
  const courierNote = address?.note?.trim() ?? '';
  const taxAmount = formatRupiah(tax);
  const contact =
    sellerEmail && sellerPhone ? t`${sellerEmail} or ${sellerPhone}` : sellerEmail || sellerPhone || '';

  return (
    <Stack gap={{ base: '6', md: '8' }} data-testid="invoice" aria-labelledby="invoice-title">
      {/* Seller and the invoice's own facts. */}
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '1fr auto' }}
        gap="6"
        css={{ '@media print': { gridTemplateColumns: '1fr auto' } }}
      >
        <Stack gap="1" data-testid="invoice-seller" fontSize="sm">
          <Text fontSize="xl" fontWeight="bold" letterSpacing="wide">
            {sellerName}
          </Text>
          {seller.address ? <Text whiteSpace="pre-line">{seller.address}</Text> : null}
          {sellerPhone ? (
            <Text>
              <Trans>Phone {sellerPhone}</Trans>
            </Text>
          ) : null}
          {sellerEmail ? (
            <Text>
              <Trans>E-mail {sellerEmail}</Trans>
            </Text>
          ) : null}
          {npwp ? (
            <Text data-testid="invoice-npwp">
              <Trans>NPWP {npwp}</Trans>
            </Text>
          ) : null}
        </Stack>
        <Stack
          gap="2"
          textAlign={{ base: 'start', md: 'end' }}
          css={{ '@media print': { textAlign: 'end' } }}
        >
          <Heading as="h1" size="2xl" letterSpacing="widest" id="invoice-title">
            <Trans>INVOICE</Trans>
          </Heading>
          <Facts
            rows={[
              [t`Number`, <Mono testId="invoice-number">{breakable(number)}</Mono>],
              [t`Date`, formatDate(order.orderDate, { time: true })],
              [t`Order code`, <Mono>{order.orderCode}</Mono>],
              [
                t`Status`,
                <Text as="span" fontWeight="bold" data-testid="invoice-status">
                  {i18n._(PAYMENT_STATE[order.status])}
                </Text>,
              ],
              ...(paidAt && PAID.has(order.status)
                ? ([
                    [t`Paid on`, formatDate(paidAt, { time: true })],
                    [t`Method`, paymentMethodLabel(order.payment?.paymentMethod)],
                  ] as FactRow[])
                : []),
            ]}
          />
        </Stack>
      </Box>

      {/* The buyer and where the parcel goes. */}
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        gap="6"
        borderTopWidth="1px"
        borderColor="border"
        pt="5"
        fontSize="sm"
        css={{ '@media print': { gridTemplateColumns: '1fr 1fr' } }}
      >
        <Stack gap="1" data-testid="invoice-buyer">
          <Heading as="h2" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            <Trans>Buyer</Trans>
          </Heading>
          <Text fontWeight="semibold">{order.customerName || '-'}</Text>
          {order.customerID ? <Text wordBreak="break-word">{order.customerID}</Text> : null}
          {order.customerPhone ? <Text>{order.customerPhone}</Text> : null}
        </Stack>
        <Stack gap="1" data-testid="invoice-ship-to">
          <Heading as="h2" size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            <Trans>Ship to</Trans>
          </Heading>
          {address ? (
            <>
              {address.name ? <Text fontWeight="semibold">{address.name}</Text> : null}
              {address.phone ? <Text>{address.phone}</Text> : null}
              <Text>
                {formatAddress({
                  ...address,
                  subdistrict: address.subdistrictName,
                  name: null,
                  phone: null,
                }) || '-'}
              </Text>
            </>
          ) : (
            <Text>-</Text>
          )}
          {address?.note?.trim() ? (
            <Text data-testid="invoice-courier-note" whiteSpace="pre-line" wordBreak="break-word">
              <Trans>Courier note: {courierNote}</Trans>
            </Text>
          ) : null}
          {shipment ? (
            <Text>
              <Trans>Courier: {carrier}</Trans>
              {shipment.description ? ` (${shipment.description})` : ''}
            </Text>
          ) : null}
        </Stack>
      </Box>

      {/* The lines. */}
      <Box>
        <Heading as="h2" srOnly>
          <Trans>Order details</Trans>
        </Heading>
        <OrderLines order={order} layout="invoice" />
      </Box>

      {/* The totals, and the tax the prices include. */}
      <Box
        alignSelf={{ base: 'stretch', sm: 'end' }}
        width={{ base: 'full', sm: '22rem' }}
        css={{ '@media print': { alignSelf: 'flex-end', width: '22rem' } }}
      >
        <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="6" rowGap="2" fontSize="sm">
          <Amount label={t`Subtotal`} amount={order.subtotal} testId="invoice-subtotal" />
          {discount > 0 ? <Amount label={discountName} amount={-discount} testId="invoice-discount" /> : null}
          <Amount
            label={
              shipment
                ? t({ message: `Shipping (${carrier})`, context: 'cost' })
                : t({ message: 'Shipping', context: 'cost' })
            }
            amount={order.shippingCost}
            testId="invoice-shipping"
          />
          <Box gridColumn="1 / -1" borderTopWidth="2px" borderColor="fg" />
          <Amount label={t`Total`} amount={order.total} testId="invoice-total" strong />
        </Box>
        <Text fontSize="sm" mt="3" color="fg.muted" data-testid="invoice-tax">
          <Trans>
            Prices include {TAX_RATE_PERCENT}% VAT (PPN): {taxAmount}
          </Trans>
        </Text>
      </Box>

      <Stack gap="1" fontSize="xs" color="fg.muted" borderTopWidth="1px" borderColor="border" pt="4">
        <Text>
          <Trans>This invoice is valid and was made by computer; it needs no signature.</Trans>
        </Text>
        <Text>
          <Trans>Thank you for shopping at {sellerName}.</Trans>
          {contact ? (
            <>
              {' '}
              <Trans>Questions about this order: {contact}.</Trans>
            </>
          ) : null}
        </Text>
      </Stack>
    </Stack>
  );
}

type FactRow = [label: string, value: ReactNode];

function Facts({ rows }: { rows: FactRow[] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns="auto auto"
      columnGap="4"
      rowGap="1"
      fontSize="sm"
      justifyContent={{ base: 'start', md: 'end' }}
      css={{ '@media print': { justifyContent: 'end' } }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted" textAlign="start">
            {label}
          </Text>
          <Text as="dd" textAlign="end" overflowWrap="anywhere">
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** 'INV/20261128/ORD-…' with a line break allowed after each slash, where a narrow screen breaks it. */
function breakable(text: string): ReactNode {
  return text.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

function Mono({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text as="span" fontFamily="mono" data-testid={testId}>
      {children}
    </Text>
  );
}

function Amount(props: { label: string; amount: number; testId: string; strong?: boolean }) {
  const weight = props.strong ? 'bold' : 'normal';
  return (
    <Box display="contents" data-testid={props.testId}>
      <Text as="dt" fontWeight={weight} fontSize={props.strong ? 'md' : undefined}>
        {props.label}
      </Text>
      <Text
        as="dd"
        textAlign="end"
        whiteSpace="nowrap"
        fontWeight={weight}
        fontSize={props.strong ? 'md' : undefined}
      >
        {formatRupiah(props.amount)}
      </Text>
    </Box>
  );
}
