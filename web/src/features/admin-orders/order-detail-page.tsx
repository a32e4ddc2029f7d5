// /admin/order/{id} (back-office.md §2): code, status, date, total, the customer, the lines, payment and
// shipment (with the refund) — the status moves the server allows, 'Cancel and refund' among them
// (order-status-actions.tsx), and its invoice (/invoice/:id); under it, the order's timeline and staff's internal
// notes (order-timeline.tsx). Once the parcel has left, its tracking (components/parcel-tracking.tsx).
import { HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { OrderDetail } from '@/components/order-detail';
import { Block, Facts } from '@/components/order-sections';
import { InvoiceLink } from '@/components/invoice-link';
import { OrderTracking } from '@/components/parcel-tracking';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { OrderStatusActions } from './order-status-actions';
import { OrderTimeline } from './order-timeline';

export const AdminOrderQuery = graphql(`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      id
      status
      stage
      paidAt
      total
      shipment {
        courier
        resiNumber
        address {
          note
        }
      }
      refund {
        status
      }
      customerID
      customerName
      customerPhone
      note
      ...OrderDetail_order
    }
  }
`);

export function AdminOrderDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  usePageTitle(t`Order`);
  const query = useQuery(AdminOrderQuery, { variables: { id } });

  const order = query.data?.order;
  return (
    <Stack gap="5">
      <OrderDetail
        query={query}
        listPath={paths.admin.orders}
        backLabel={t`Back to the orders`}
        actions={(order) => (
          <HStack gap="2" wrap="wrap" align="start">
            <OrderStatusActions
              orderId={order.id}
              status={order.status}
              total={order.total}
              shipped={Boolean(order.shipment?.resiNumber)}
              courier={order.shipment?.courier}
              resiNumber={order.shipment?.resiNumber || undefined}
              refundStatus={order.refund?.status}
              onStale={() => query.refetch()}
            />
            <InvoiceLink orderId={order.id} />
          </HStack>
        )}
      >
        {(order) => (
          <>
            <Block title={t`Customer`} testId="order-customer">
              <Facts
                rows={[
                  [t`Name`, order.customerName || '-'],
                  [t`E-mail`, order.customerID || '-'],
                  [t`Phone`, order.customerPhone || '-'],
                  [t`Note`, order.note || '-', 'order-note'],
                  // What the shopper wrote for the courier with the address (packing and the label need it).
                  [t`Courier note`, order.shipment?.address.note?.trim() || '-', 'order-courier-note'],
                ]}
              />
            </Block>
            {order.shipment?.resiNumber ? (
              <OrderTracking
                orderId={order.id}
                stage={order.stage}
                onArrived={() => query.refetch().catch(() => undefined)}
              />
            ) : null}
          </>
        )}
      </OrderDetail>
      {order ? <OrderTimeline orderId={order.id} stage={order.stage} /> : null}
    </Stack>
  );
}
