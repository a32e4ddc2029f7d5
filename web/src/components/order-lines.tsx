// An order's lines, on every screen that shows a placed order (issue 32: one fragment for them): the order's detail
// for the member, staff and a guest looking it up, the payment success page, the member's transaction history and
// the invoice. Each line's picture is its colour's (OrderDetail.productImage), its prices in rupiah; the layouts
// differ by screen, the fields they read do not.
import { HStack, Link, Separator, Stack, Table, Text } from '@chakra-ui/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { useLingui } from '@lingui/react/macro';
import { generatePath, Link as RouterLink } from 'react-router';
import { LineSummary } from '@/components/line-summary';
import { ProductThumb } from '@/components/product-thumb';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { choiceText } from '@/lib/cart';
import { formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';

export const OrderLinesFragment = graphql(`
  fragment OrderLines_order on Order {
    orderDetails {
      id
      productID
      productName
      productImage
      color
      size
      sku
      quantity
      sellPrice
      subtotal
    }
  }
`);

type Line = ResultOf<typeof OrderLinesFragment>['orderDetails'][number];

/**
 * How the lines are laid out:
 * - `detail`: an order's detail (member, staff, guest) — picture, the name linking to the product, colour / size,
 *   quantity × price and the line's total;
 * - `summary`: the payment success page's list — the same, without the link;
 * - `compact`: a transaction history card — a small picture, the name on one line, colour / size · quantity × price;
 * - `invoice`: the invoice's table — number, name with colour / size and SKU, quantity, unit and total price; it
 *   stacks on a phone's screen and is always a table in print.
 */
export type OrderLinesLayout = 'detail' | 'summary' | 'compact' | 'invoice';

interface OrderLinesProps {
  order: FragmentType<typeof OrderLinesFragment>;
  layout: OrderLinesLayout;
}

export function OrderLines(props: OrderLinesProps) {
  const { orderDetails: lines } = getFragmentData(OrderLinesFragment, props.order);
  switch (props.layout) {
    case 'detail':
      return <DetailLines lines={lines} />;
    case 'summary':
      return <SummaryLines lines={lines} />;
    case 'compact':
      return <CompactLines lines={lines} />;
    case 'invoice':
      return <InvoiceLines lines={lines} />;
  }
}

/** Quantity × price: figures and a sign, the same in every language. */
function quantityTimesPrice(line: Line): string {
  return `${line.quantity} x ${formatRupiah(line.sellPrice)}`;
}

function DetailLines({ lines }: { lines: readonly Line[] }) {
  return (
    <Stack gap="3" separator={<Separator />}>
      {lines.map((line) => (
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
                {choiceText(line)}
              </Text>
            ) : null}
            <Text fontSize="sm" data-testid="order-line-quantity">
              {quantityTimesPrice(line)}
            </Text>
          </Stack>
          <Text fontWeight="medium" whiteSpace="nowrap">
            {formatRupiah(line.subtotal)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

function SummaryLines({ lines }: { lines: readonly Line[] }) {
  return (
    <Stack as="ul" gap="3" separator={<Separator />} listStyleType="none">
      {lines.map((line) => (
        <HStack as="li" key={line.id} gap="3" align="start" data-testid="success-line">
          <ProductThumb src={line.productImage} alt="" width="12" />
          <Stack gap="0" flex="1" minW="0" fontSize="sm">
            <Text fontWeight="medium" lineClamp={2}>
              {line.productName}
            </Text>
            {line.color || line.size ? <Text color="fg.muted">{choiceText(line)}</Text> : null}
            <Text color="fg.muted">{quantityTimesPrice(line)}</Text>
          </Stack>
          <Text fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
            {formatRupiah(line.subtotal)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

function CompactLines({ lines }: { lines: readonly Line[] }) {
  return (
    <Stack gap="2" separator={<Separator />}>
      {lines.map((line) => (
        <HStack key={line.id} gap="3">
          <LineSummary line={line} thumbWidth="12" detail={quantityTimesPrice(line)} />
        </HStack>
      ))}
    </Stack>
  );
}

function InvoiceLines({ lines }: { lines: readonly Line[] }) {
  const { t } = useLingui();
  /** The lines' columns, also each cell's label where a phone stacks the line. */
  const columns = {
    number: t`No.`,
    product: t`Product`,
    quantity: t`Quantity`,
    unitPrice: t`Unit price`,
    totalPrice: t`Total price`,
  };
  return (
    <Table.Root size="sm" data-testid="invoice-lines" css={INVOICE_TABLE_CSS}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader width="8">{columns.number}</Table.ColumnHeader>
          <Table.ColumnHeader>{columns.product}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.quantity}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.unitPrice}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.totalPrice}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line, index) => (
          <Table.Row key={line.id} data-testid="invoice-line">
            <Table.Cell data-label={columns.number} data-cell="number">
              {index + 1}
            </Table.Cell>
            <Table.Cell data-label={columns.product} data-cell="product">
              <Text fontWeight="medium">{line.productName}</Text>
              {line.color || line.size || line.sku ? (
                <Text fontSize="xs" color="fg.muted">
                  {[[line.color, line.size].filter(Boolean).join(' / '), line.sku && `SKU ${line.sku}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              ) : null}
            </Table.Cell>
            <Table.Cell data-label={columns.quantity} textAlign="end">
              {line.quantity}
            </Table.Cell>
            <Table.Cell data-label={columns.unitPrice} textAlign="end" whiteSpace="nowrap">
              {formatRupiah(line.sellPrice)}
            </Table.Cell>
            <Table.Cell
              data-label={columns.totalPrice}
              textAlign="end"
              whiteSpace="nowrap"
              fontWeight="medium"
            >
              {formatRupiah(line.subtotal)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * The invoice's table: on a phone's screen (under 30em) each line stacks, its cells labelled; wider, and always in
 * print, a table.
 */
const INVOICE_TABLE_CSS = {
  fontVariantNumeric: 'tabular-nums',
  '@media screen and (max-width: 29.99em)': {
    '& thead': { display: 'none' },
    '& tbody, & tr, & td': { display: 'block', width: '100%' },
    '& tr': { borderBottomWidth: '1px', borderColor: 'border', paddingBlock: '2' },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '4',
      border: 'none',
      paddingBlock: '1',
      paddingInline: '0',
      textAlign: 'end',
    },
    '& td::before': { content: 'attr(data-label)', color: 'fg.muted', textAlign: 'start', flexShrink: 0 },
    '& td[data-cell="product"]': { display: 'block', textAlign: 'start' },
    '& td[data-cell="product"]::before, & td[data-cell="number"]': { display: 'none' },
  },
} as const;
