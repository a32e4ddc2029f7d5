// A payment's status as a badge (the payments list, and order cards once money went back): its words in the app's
// language (paymentStatusText) and a colour per status, refunds in blue so they never read as paid.
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { paymentStatusText } from '@/components/order-words';
import type { PaymentStatus } from '@/generated/graphql';

export const PAYMENT_STATUS_PALETTE: Readonly<Record<PaymentStatus, string>> = {
  pending: 'orange',
  paid: 'green',
  failed: 'red',
  cancelled: 'red',
  expired: 'gray',
  refunded: 'blue',
  partially_refunded: 'blue',
};

/** The payment statuses of money that went back, in part or in full. */
export const isRefunded = (status: PaymentStatus) => status === 'refunded' || status === 'partially_refunded';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  // Re-rendered when the language changes, so the words follow it.
  useLingui();
  return (
    <Badge colorPalette={PAYMENT_STATUS_PALETTE[status]} data-testid="payment-status">
      {paymentStatusText(status)}
    </Badge>
  );
}
