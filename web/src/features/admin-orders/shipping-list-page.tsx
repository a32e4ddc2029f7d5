// /admin/shipping (the original showed a user list): parcels by where they are — awaiting a resi number (paid,
// not yet sent), on the way (sent with a resi), delivered (completed) — each leading to its order, where staff
// move it on. The stage lives in the address (?stage=on-the-way).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { AdminTable } from '@/components/admin/admin-table';
import { useAdminList } from '@/components/admin/use-admin-list';
import { chosenOption, StatusFilter } from '@/components/status-filter';
import { graphql } from '@/generated/gql';
import type { OrderStatus } from '@/generated/graphql';
import { courierService } from '@/lib/couriers';
import { formatDate } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { ORDER_CODE_SEARCH_PLACEHOLDER, ORDER_COLUMNS } from './order-columns';

export const AdminShipmentsQuery = graphql(`
  query AdminShipments($q: String, $status: [OrderStatus!], $page: PageInput) {
    orders(q: $q, status: $status, page: $page) {
      items {
        id
        ...OrderColumns_order
        paidAt
        shipment {
          courier
          service
          address {
            city
          }
          resiNumber
          shipmentDate
          status
        }
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

/** The stages a parcel goes through, by the order status that says so. */
const STAGES: readonly { value: string; label: MessageDescriptor; status: OrderStatus }[] = [
  { value: 'awaiting-resi', label: msg`Awaiting resi`, status: 'paid' },
  { value: 'on-the-way', label: msg`On the way`, status: 'processing' },
  { value: 'delivered', label: msg`Delivered`, status: 'completed' },
];

export function ShippingListPage() {
  const { t, i18n } = useLingui();
  const { filter, setFilter } = useListParams();
  const stages = STAGES.map((stage) => ({ ...stage, label: i18n._(stage.label) }));
  const stage = chosenOption(stages, filter('stage')) ?? stages[0]!;
  const stageName = stage.label;
  const list = useAdminList(AdminShipmentsQuery, (data) => data.orders, { status: [stage.status] });

  return (
    <AdminListPage
      title={t`Shipping`}
      search={list.search(t`Search shipments (order code, customer)`, i18n._(ORDER_CODE_SEARCH_PLACEHOLDER))}
      toolbar={
        // The first stage is the address without one.
        <StatusFilter
          label={t`Stage`}
          display="buttons"
          options={stages}
          value={stage.value}
          onChange={(value) => setFilter('stage', value === STAGES[0]!.value ? '' : value)}
        />
      }
      {...list.props}
    >
      {(items) => (
        <AdminTable
          label={t`Shipments: ${stageName}`}
          rows={items}
          rowKey={(order) => order.id}
          columns={[
            ...ORDER_COLUMNS,
            { header: t`Destination`, cell: (order) => order.shipment?.address.city ?? '-' },
            {
              header: t`Courier`,
              cell: (order) =>
                order.shipment ? courierService(order.shipment.courier, order.shipment.service) : '-',
            },
            { header: t`Resi number`, cell: (order) => order.shipment?.resiNumber || '-' },
            {
              header: stage.status === 'paid' ? t`Paid` : t`Sent`,
              cell: (order) => {
                const date = stage.status === 'paid' ? order.paidAt : order.shipment?.shipmentDate;
                return date ? formatDate(date, { time: true }) : '-';
              },
            },
          ]}
        />
      )}
    </AdminListPage>
  );
}
