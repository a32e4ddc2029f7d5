// An order's figures as every step of buying shows them (issue 32): subtotal, the voucher's discount with its code,
// shipping, total and the PPN it includes, in one order and one format — the cart, the checkout's Information and
// Shipping steps, the payment page and the success page. Before the order exists they come from the shop rules'
// orderFigures (the computation checkout charges) with the server's voucher quote; after, from the order itself.
//   <OrderFigures figures={orderFigures({ subtotal, shippingCost, discount, voucherKind })} voucherCode="LEMARI10" />
import { HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TAX_RATE_PERCENT, type OrderFigures as Figures } from '@lemari/shop/rules';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { formatRupiah } from '@/lib/format';
import { discountLabel, minus } from './voucher-field';

/** An order's own figures, as the server computed them at checkout (what it charged). */
export const OrderFiguresFragment = graphql(`
  fragment OrderFigures_order on Order {
    subtotal
    shippingCost
    discount
    voucherCode
    tax
    total
  }
`);

/** A placed order's figures: the payment page, the success page. */
export function PlacedOrderFigures({
  order,
  testId,
}: {
  order: FragmentType<typeof OrderFiguresFragment>;
  testId?: string;
}) {
  const { subtotal, shippingCost, discount, voucherCode, tax, total } = getFragmentData(
    OrderFiguresFragment,
    order,
  );
  return (
    <OrderFigures
      figures={{ subtotal, shippingCost, discount, tax, total }}
      voucherCode={voucherCode}
      {...(testId ? { testId } : {})}
    />
  );
}

export interface OrderFiguresProps {
  figures: Figures;
  /** The voucher's code when one is applied (the discount line says it), else null. */
  voucherCode?: string | null | undefined;
  /**
   * What the discount line shows instead of an amount (a free-shipping voucher before the service is chosen); the
   * line shows with a code even at 0 then.
   */
  discountText?: string | undefined;
  /** What the shipping line shows while no service is chosen ('Chosen at the next step'). */
  shippingPending?: string | undefined;
  /** The prefix of each amount's test id: cart-subtotal, order-total … */
  testId?: string;
  /** A line under the figures (the free-shipping hint). */
  footer?: ReactNode;
}

export function OrderFigures({
  figures,
  voucherCode,
  discountText,
  shippingPending,
  testId = 'order',
  footer,
}: OrderFiguresProps) {
  const { t } = useLingui();
  const showDiscount = figures.discount > 0 || (Boolean(voucherCode) && discountText !== undefined);
  return (
    <Stack gap="2" data-testid={`${testId}-figures`}>
      <Row label={t`Subtotal`} value={formatRupiah(figures.subtotal)} testId={`${testId}-subtotal`} />
      {showDiscount ? (
        <Row
          label={discountLabel(voucherCode)}
          value={discountText ?? minus(formatRupiah(figures.discount))}
          testId={`${testId}-discount`}
          color="green.700"
          wholeRow
        />
      ) : null}
      <Row
        label={t({ message: 'Shipping', context: 'cost' })}
        value={
          figures.shippingCost === undefined
            ? (shippingPending ?? t`Chosen at the next step`)
            : formatRupiah(figures.shippingCost)
        }
        testId={`${testId}-shipping`}
      />
      <Separator />
      <Row label={t`Total`} value={formatRupiah(figures.total)} testId={`${testId}-total`} strong />
      <Row
        label={t`Including ${TAX_RATE_PERCENT}% tax`}
        value={formatRupiah(figures.tax)}
        testId={`${testId}-tax`}
        muted
      />
      {footer}
    </Stack>
  );
}

function Row({
  label,
  value,
  testId,
  strong,
  muted,
  color,
  wholeRow,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
  muted?: boolean;
  color?: string;
  /** The test id names the row, label and amount ('Discount (LEMARI10)−Rp 30.000'), not the amount alone. */
  wholeRow?: boolean;
}) {
  return (
    <HStack
      justify="space-between"
      gap="4"
      fontWeight={strong ? 'semibold' : undefined}
      fontSize={strong ? 'lg' : muted ? 'sm' : undefined}
      color={muted ? 'fg.muted' : color}
      data-testid={wholeRow ? testId : undefined}
    >
      <Text>{label}</Text>
      <Text whiteSpace="nowrap" data-testid={wholeRow ? undefined : testId}>
        {value}
      </Text>
    </HStack>
  );
}
