// /admin/payment (the original showed nothing): every order's payment — order code, customer, method, amount,
// date and status — filtered by the payment's status (Refunded and Partially refunded among them), searchable, 10 per
// page, each row leading to its order.
import { Stack, Text } from '@chakra-ui/react';
import { PAYMENT_STATUSES } from '@lemari/shop/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { AdminTablePage } from '@/components/admin/admin-table-page';
import { useAdminList } from '@/components/admin/use-admin-list';
import { paymentStatusText } from '@/components/order-words';
import { PaymentStatusBadge } from '@/components/payment-status-badge';
import { chosenOption, StatusFilter } from '@/components/status-filter';
import { graphql } from '@/generated/gql';
import { formatDate, formatRupiah } from '@/lib/format';
import { paymentMethodLabel, paymentProviderLabel } from '@/lib/payment-methods';
import { useListParams } from '@/lib/use-list-params';
import { ORDER_CODE_SEARCH_PLACEHOLDER, ORDER_COLUMNS } from './order-columns';

export const AdminPaymentsQuery = graphql(`
  query AdminPayments($q: String, $paymentStatus: [PaymentStatus!], $page: PageInput) {
    orders(q: $q, paymentStatus: $paymentStatus, page: $page) {
      items {
        id
        ...OrderColumns_order
        payment {
          provider
          paymentMethod
          totalAmount
          paymentDate
          status
        }
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

/** 'via Midtrans': who took the payment. */
function ViaProvider({ provider }: { provider: string | null | undefined }) {
  const name = paymentProviderLabel(provider);
  return <Trans>via {name}</Trans>;
}

export function PaymentListPage() {
  const { t, i18n } = useLingui();
  const { filter, setFilter } = useListParams();
  const statusOptions = PAYMENT_STATUSES.map((value) => ({ value, label: paymentStatusText(value) }));
  const status = chosenOption(statusOptions, filter('status'))?.value;
  const list = useAdminList(AdminPaymentsQuery, (data) => data.orders, {
    paymentStatus: status ? [status] : null,
  });

  return (
    <AdminTablePage
      title={t`Payments`}
      search={list.search(t`Search payments (order code, customer)`, i18n._(ORDER_CODE_SEARCH_PLACEHOLDER))}
      toolbar={
        <StatusFilter
          label={t`Payment status`}
          options={statusOptions}
          value={status ?? ''}
          onChange={(value) => setFilter('status', value)}
        />
      }
      {...list.props}
      columns={[
        ...ORDER_COLUMNS,
        {
          header: t`Method`,
          // An order awaiting payment has no method yet: 'Not chosen yet', not '- (sandbox)'.
          cell: (order) =>
            order.payment ? (
              <Stack gap="0">
                <Text as="span">{paymentMethodLabel(order.payment.paymentMethod)}</Text>
                <Text as="span" fontSize="xs" color="fg.muted">
                  <ViaProvider provider={order.payment.provider} />
                </Text>
              </Stack>
            ) : (
              '-'
            ),
        },
        {
          header: t`Amount`,
          align: 'end',
          cell: (order) => (order.payment ? formatRupiah(order.payment.totalAmount) : '-'),
        },
        {
          header: t`Date`,
          cell: (order) =>
            order.payment?.paymentDate ? formatDate(order.payment.paymentDate, { time: true }) : '-',
        },
        {
          header: t`Status`,
          cell: (order) => (order.payment ? <PaymentStatusBadge status={order.payment.status} /> : '-'),
        },
      ]}
    />
  );
}
