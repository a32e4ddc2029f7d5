// The order lists' status (the back office's orders, the member's): the one the address names (?status=paid), and
// its drop-down with All first. A status the address misspells counts as All.
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUS_OPTIONS, type OrderStatus } from '@/components/order-words';
import { chosenOption, StatusFilter } from '@/components/status-filter';
import { useListParams } from '@/lib/use-list-params';

/** The status in the address, for the query; undefined for all. */
export function useOrderStatus(): OrderStatus | undefined {
  const { filter } = useListParams();
  return chosenOption(ORDER_STATUS_OPTIONS, filter('status'))?.value;
}

export function OrderStatusFilter() {
  const { t } = useLingui();
  const { setFilter } = useListParams();
  const status = useOrderStatus();
  return (
    <StatusFilter
      label={t`Status`}
      options={ORDER_STATUS_OPTIONS}
      value={status ?? ''}
      onChange={(value) => setFilter('status', value)}
      testId="order-status-filter"
    />
  );
}
