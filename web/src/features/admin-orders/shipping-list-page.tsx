// /admin/shipping (the original showed a user list): parcels by where they are — awaiting a resi number (paid or
// processing, not yet sent), on the way (sent with a resi), delivered (its tracking said so, or the order completed;
// issue 32) — each leading to its order, where staff move it on. The stage lives in the address (?stage=on-the-way).
// A parcel is where its shipment says, whatever its order's status: one that arrived is never 'on the way'.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { AdminTable } from '@/components/admin/admin-table';
import { useAdminList } from '@/components/admin/use-admin-list';
import { chosenOption, StatusFilter } from '@/components/status-filter';
import { graphql } from '@/generated/gql';
import { SHIPMENT_STATUS_WORDS } from '@/components/order-words';
import type {
  AdminShipmentsQuery as AdminShipmentsQueryData,
  OrderStatus,
  ShipmentStatus,
} from '@/generated/graphql';
import { courierService } from '@/lib/couriers';
import { formatDate } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { ORDER_CODE_SEARCH_PLACEHOLDER, ORDER_COLUMNS } from './order-columns';

export const AdminShipmentsQuery = graphql(`
  query AdminShipments(
    $q: String
    $status: [OrderStatus!]
    $shipmentStatus: [ShipmentStatus!]
    $page: PageInput
  ) {
    orders(q: $q, status: $status, shipmentStatus: $shipmentStatus, page: $page) {
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
          deliveredAt
        }
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

type Shipment = NonNullable<AdminShipmentsQueryData['orders']['items'][number]['shipment']>;

/**
 * The stages a parcel goes through: its shipment's status (of the orders waiting for a resi: paid or processing),
 * with the date that matters at that stage.
 */
const STAGES: readonly {
  value: string;
  label: MessageDescriptor;
  shipment: ShipmentStatus;
  statuses?: OrderStatus[];
  dateHeader: MessageDescriptor;
  date: (order: { paidAt?: string | null; shipment?: Shipment | null }) => string | null | undefined;
}[] = [
  {
    value: 'awaiting-resi',
    label: msg`Awaiting resi`,
    shipment: 'pending',
    statuses: ['paid', 'processing'],
    dateHeader: msg`Paid`,
    date: (order) => order.paidAt,
  },
  {
    value: 'on-the-way',
    label: SHIPMENT_STATUS_WORDS.shipped,
    shipment: 'shipped',
    dateHeader: msg`Sent`,
    date: (order) => order.shipment?.shipmentDate,
  },
  {
    value: 'delivered',
    label: SHIPMENT_STATUS_WORDS.delivered,
    shipment: 'delivered',
    dateHeader: msg`Delivered`,
    date: (order) => order.shipment?.deliveredAt,
  },
];

export function ShippingListPage() {
  const { t, i18n } = useLingui();
  const { filter, setFilter } = useListParams();
  const stages = STAGES.map((stage) => ({ ...stage, label: i18n._(stage.label) }));
  const stage = chosenOption(stages, filter('stage')) ?? stages[0]!;
  const stageName = stage.label;
  const list = useAdminList(AdminShipmentsQuery, (data) => data.orders, {
    status: stage.statuses ?? null,
    shipmentStatus: [stage.shipment],
  });

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
              header: i18n._(stage.dateHeader),
              cell: (order) => {
                const date = stage.date(order);
                return date ? formatDate(date, { time: true }) : '-';
              },
            },
          ]}
        />
      )}
    </AdminListPage>
  );
}
