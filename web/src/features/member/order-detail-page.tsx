// /order-detail/:id: one of the member's orders (storefront.md §2): code, status, date, total, the lines, the
// payment and the shipment. A pending order can still be paid: 'Continue payment' reopens its payment page, or be
// cancelled ('Cancel order': its stock goes back); a shipped one can be confirmed arrived ('Order received',
// 'Pesanan diterima' in Bahasa Indonesia) — once its tracking says it was delivered, the order reads Delivered and
// asks for that confirmation. Each move is confirmed first and shows at once; the server's refusal (409: the order
// moved meanwhile) is a toast. 'Invoice' opens its printable invoice (/invoice/:id). Once the parcel has left, its
// tracking timeline shows.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog';
import { OrderDetail } from '@/components/order-detail';
import { toaster } from '@/components/toaster';
import { InvoiceLink } from '@/components/invoice-link';
import type { OrderStage } from '@/components/order-words';
import { OrderTracking } from '@/components/parcel-tracking';
import { graphql } from '@/generated/gql';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';

export const MemberOrderQuery = graphql(`
  query MemberOrder($id: ID!) {
    order(id: $id) {
      id
      status
      stage
      payment {
        token
      }
      shipment {
        resiNumber
      }
      ...OrderDetail_order
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      id
      status
      stage
      payment {
        token
      }
      shipment {
        resiNumber
      }
      ...OrderDetail_order
    }
  }
`);

export const ConfirmOrderReceivedMutation = graphql(`
  mutation ConfirmOrderReceived($id: ID!) {
    confirmOrderReceived(id: $id) {
      id
      status
      stage
      payment {
        token
      }
      shipment {
        resiNumber
      }
      ...OrderDetail_order
    }
  }
`);

interface MemberOrderActionsProps {
  id: string;
  status: string;
  stage: OrderStage;
  paymentToken: string | null | undefined;
  shipped: boolean;
  onStale: () => unknown;
}

function MemberOrderActions({ id, status, stage, paymentToken, shipped, onStale }: MemberOrderActionsProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const [cancel, cancelling] = useMutation(CancelOrderMutation);
  const [received, receiving] = useMutation(ConfirmOrderReceivedMutation);

  async function run(question: string, confirmLabel: string, send: () => Promise<unknown>, done: string) {
    if (!(await confirm.ask(question, confirmLabel))) return;
    try {
      await send();
      toaster.success({ title: done });
    } catch (error) {
      toaster.error({ title: errorMessage(error) });
      await onStale();
    }
  }

  const pending = status === 'pending';
  const deliverable = status === 'processing' && shipped;
  if (!pending && !deliverable) return null;

  return (
    <HStack gap="2" wrap="wrap" data-testid="order-actions">
      {stage === 'delivered' ? (
        <Text width="full" data-testid="order-received-hint">
          <Trans>Your parcel has arrived. Tap 'Order received' to complete the order.</Trans>
        </Text>
      ) : null}
      {pending && paymentToken ? (
        <Button asChild minH="10">
          <RouterLink to={generatePath(paths.payment, { token: paymentToken })}>
            <Trans>Continue payment</Trans>
          </RouterLink>
        </Button>
      ) : null}
      {pending ? (
        <Button
          colorPalette="red"
          variant="outline"
          minH="10"
          loading={cancelling.loading}
          onClick={() =>
            void run(
              t`Cancel this order? It will not be sent, and its payment link stops working.`,
              t`Cancel order`,
              () => cancel({ variables: { id } }),
              t`Order cancelled`,
            )
          }
        >
          <Trans>Cancel order</Trans>
        </Button>
      ) : null}
      {deliverable ? (
        <Button
          minH="10"
          loading={receiving.loading}
          onClick={() =>
            void run(
              t`Has your parcel arrived? The order will be completed.`,
              t`Order received`,
              () => received({ variables: { id } }),
              t`Order completed`,
            )
          }
        >
          <Trans>Order received</Trans>
        </Button>
      ) : null}
      {confirm.dialog}
    </HStack>
  );
}

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  usePageTitle(t`Order`);
  const query = useQuery(MemberOrderQuery, { variables: { id } });

  return (
    <OrderDetail
      query={query}
      listPath={paths.orderList}
      backLabel={t`Back to my orders`}
      actions={(order) => (
        <HStack gap="2" wrap="wrap" align="start">
          <MemberOrderActions
            id={order.id}
            status={order.status}
            stage={order.stage}
            paymentToken={order.payment?.token}
            shipped={Boolean(order.shipment?.resiNumber)}
            onStale={() => query.refetch().catch(() => undefined)}
          />
          <InvoiceLink orderId={order.id} />
        </HStack>
      )}
    >
      {(order) =>
        order.shipment?.resiNumber ? (
          <OrderTracking
            orderId={order.id}
            stage={order.stage}
            onArrived={() => query.refetch().catch(() => undefined)}
          />
        ) : null
      }
    </OrderDetail>
  );
}
