// /admin/order's filters beyond search and status, all in the address so a reload or a shared link keeps them:
// the days (?from=2026-11-01&to=2026-11-28, Jakarta days, both included), the payment method (?payment=qris), the
// view (?view=table; cards otherwise) and the 'Export CSV' and 'Export Excel' links, which download the orders
// those filters find from the gateway's GET /export/orders.csv and /export/orders.xlsx.
import { useAdminCan } from '@/components/admin/use-admin-access';
import { Button, ButtonGroup, Field, HStack, Input } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isShopDay, PAYMENT_METHODS, type PaymentMethod } from '@lemari/shop/rules';
import { useSearchParams } from 'react-router';
import { LabelledSelect } from '@/components/labelled-select';
import { useOrderStatus } from '@/components/order-status-filter';
import { messageText } from '@/lib/message-text';
import { paymentMethodMessage } from '@/lib/payment-methods';
import { useListParams } from '@/lib/use-list-params';

export type OrderView = 'cards' | 'table';

/** Where the browser downloads the export (the gateway's route; same origin, so the session cookies go along). */
export const ORDER_EXPORT_URL = '/export/orders.csv';
/** The same orders as a spreadsheet with typed cells (GET /export/orders.xlsx). */
export const ORDER_XLSX_EXPORT_URL = '/export/orders.xlsx';

export const RANGE_ERROR = msg`The first day must not come after the last day.`;

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodMessage(value) }));

/** The filters the address holds (a day or method it misspells counts as none), as the orders query takes them. */
export function useOrderFilters() {
  const { filter, q } = useListParams();
  const status = useOrderStatus();
  const day = (name: string) => (isShopDay(filter(name)) ? filter(name) : '');
  const from = day('from');
  const to = day('to');
  const method = (PAYMENT_METHODS as readonly string[]).includes(filter('payment'))
    ? (filter('payment') as PaymentMethod)
    : undefined;
  const view: OrderView = filter('view') === 'table' ? 'table' : 'cards';
  const rangeValid = !from || !to || from <= to;
  const exportQuery = new URLSearchParams();
  if (q) exportQuery.set('q', q);
  if (status) exportQuery.set('status', status);
  if (method) exportQuery.set('paymentMethod', method);
  if (from) exportQuery.set('from', from);
  if (to) exportQuery.set('to', to);
  const exportText = exportQuery.toString();
  return {
    from,
    to,
    method,
    view,
    rangeValid,
    variables: { from: from || null, to: to || null, paymentMethod: method ? [method] : null },
    exportHref: exportText ? `${ORDER_EXPORT_URL}?${exportText}` : ORDER_EXPORT_URL,
    xlsxExportHref: exportText ? `${ORDER_XLSX_EXPORT_URL}?${exportText}` : ORDER_XLSX_EXPORT_URL,
  };
}

function DayField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
  testId: string;
}) {
  return (
    <Field.Root width={{ base: 'full', sm: '40' }} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The days, the payment method, the view and the export, for the list's toolbar. */
export function OrderFilters() {
  // Staff whose role may not export do not see the link (issue 32).
  const mayExport = useAdminCan('orders.export') !== false;
  const { t, i18n } = useLingui();
  const { setFilter } = useListParams();
  const [, setParams] = useSearchParams();
  const filters = useOrderFilters();

  // The view changes how the same page is drawn: it keeps the page, unlike a filter.
  const setView = (view: OrderView) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (view === 'table') next.set('view', 'table');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <DayField
        label={t`From`}
        value={filters.from}
        max={filters.to}
        onChange={(value) => setFilter('from', value)}
        testId="order-from"
      />
      <DayField
        label={t`To`}
        value={filters.to}
        min={filters.from}
        onChange={(value) => setFilter('to', value)}
        error={filters.rangeValid ? undefined : i18n._(RANGE_ERROR)}
        testId="order-to"
      />
      <LabelledSelect
        label={t`Payment method`}
        width="56"
        options={[
          { value: '', label: t`All` },
          ...METHOD_OPTIONS.map((option) => ({ value: option.value, label: messageText(option.label) })),
        ]}
        value={filters.method ?? ''}
        onChange={(value) => setFilter('payment', value)}
        testId="order-payment-filter"
      />
      <HStack gap="3" wrap="wrap" width={{ base: 'full', md: 'auto' }}>
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t`View`}>
          {(['cards', 'table'] as const).map((view) => (
            <Button
              key={view}
              minH="10"
              aria-pressed={filters.view === view}
              variant={filters.view === view ? 'solid' : 'outline'}
              onClick={() => setView(view)}
            >
              {view === 'cards' ? t`Cards` : t`Table`}
            </Button>
          ))}
        </ButtonGroup>
        {!mayExport ? null : filters.rangeValid ? (
          <>
            <Button asChild size="sm" minH="10" variant="outline">
              <a href={filters.exportHref} download data-testid="export-orders">
                <Trans>Export CSV</Trans>
              </a>
            </Button>
            <Button asChild size="sm" minH="10" variant="outline">
              <a href={filters.xlsxExportHref} download data-testid="export-orders-xlsx">
                <Trans>Export Excel</Trans>
              </a>
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" minH="10" variant="outline" disabled data-testid="export-orders">
              <Trans>Export CSV</Trans>
            </Button>
            <Button size="sm" minH="10" variant="outline" disabled data-testid="export-orders-xlsx">
              <Trans>Export Excel</Trans>
            </Button>
          </>
        )}
      </HStack>
    </>
  );
}
