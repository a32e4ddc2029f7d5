// The order is placed: its code, the customer's pay link (e-mailed already) and the order in the back office.
import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { generatePath, Link as RouterLink } from 'react-router';
import { discountLabel, minus } from '@/components/voucher-field';
import { formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';

/** What checkout answered for the order the cashier placed. */
export interface Placed {
  orderID: string;
  orderCode: string;
  token: string;
  amount: number;
  /** The voucher the order was placed with, and its discount (already taken off `amount`). */
  voucher?: { code: string; discount: number } | null;
}

export function PlacedCard({ placed, onNext }: { placed: Placed; onNext: () => void }) {
  const orderCode = placed.orderCode;
  const total = formatRupiah(placed.amount);
  const discount =
    placed.voucher && placed.voucher.discount > 0
      ? `${discountLabel(placed.voucher.code)} ${minus(formatRupiah(placed.voucher.discount))}`
      : '';
  const payLink = `${window.location.origin}${generatePath(paths.payment, { token: placed.token })}`;
  return (
    <Card.Root variant="outline" maxW="2xl" data-testid="cashier-placed">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          <Trans>Order {orderCode} placed</Trans>
        </Heading>
        <Text>
          {discount ? (
            <Trans>
              Total {total} ({discount}). The customer has been e-mailed this link to pay; you can also send
              it by chat:
            </Trans>
          ) : (
            <Trans>
              Total {total}. The customer has been e-mailed this link to pay; you can also send it by chat:
            </Trans>
          )}
        </Text>
        <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="cashier-pay-link">
          {payLink}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button minH="10" variant="outline" onClick={() => void navigator.clipboard?.writeText(payLink)}>
            <Trans>Copy the link</Trans>
          </Button>
          <Button asChild minH="10" variant="outline">
            <RouterLink to={generatePath(paths.admin.order, { id: placed.orderID })}>
              <Trans>Open the order</Trans>
            </RouterLink>
          </Button>
          <Button minH="10" onClick={onNext}>
            <Trans>Next order</Trans>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
