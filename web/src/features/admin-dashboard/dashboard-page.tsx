// /admin/dashboard (back-office.md §2): the counters (revenue net of refunds, and the refunds), a bar chart and a
// pie chart of the orders per status (refreshed every 30 s; the figures on screen stay while the next ones load, so
// nothing flickers) and the latest orders, where the original showed a static bookings placeholder; and the variants low on stock (issue 21).
import { Box, Card, HStack, SimpleGrid, Skeleton, Stack, Stat, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactElement, ReactNode } from 'react';
import { ORDER_STATUS_COLORS } from '@lemari/shop/rules';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable, AdminTableSkeleton } from '@/components/admin/admin-table';
import { OrderCodeLink } from '@/components/admin/order-code-link';
import { OrderStageBadge } from '@/components/order-stage-badge';
import { type OrderStatus, orderStatusText } from '@/components/order-words';
import { QueryState, stateOf } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { graphql } from '@/generated/gql';
import { formatDate, formatRupiah } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { system } from '@/lib/theme';
import { LowStockCard } from './low-stock-card';

/** How often the figures are asked again (back-office.md §9: the pie chart refreshes every 30 000 ms). */
export const DASHBOARD_REFRESH_MS = 30_000;
const LATEST_ORDERS = 5;

export const DashboardQuery = graphql(`
  query Dashboard {
    dashboardCounters {
      totalTransactions
      totalRevenue
      totalProfit
      totalRefunds
      totalProducts
    }
    transactionStatistics {
      status
      total
    }
  }
`);

export const LatestOrdersQuery = graphql(`
  query LatestOrders($page: PageInput) {
    orders(page: $page) {
      items {
        id
        orderCode
        customerName
        status
        stage
        orderDate
        total
      }
    }
  }
`);

/** A status's colour in the charts: the palette the shop rules give it (storefront.md §4), as the badges show it. */
export const statusFill = (status: OrderStatus): string =>
  system.token(`colors.${ORDER_STATUS_COLORS[status]}.500`);

/** A count through Intl in the language shown (its LANGUAGE_LOCALES locale: '1.250' in both of Indonesia's). */
const count = (value: number) => value.toLocaleString(currentLocale());

export function DashboardPage() {
  const { t } = useLingui();
  const dashboard = useQuery(DashboardQuery, { pollInterval: DASHBOARD_REFRESH_MS });
  const latest = useQuery(LatestOrdersQuery, {
    variables: { page: { page: 1, limit: LATEST_ORDERS } },
    pollInterval: DASHBOARD_REFRESH_MS,
  });

  return (
    <AdminPage title={t`Dashboard`}>
      <QueryState
        {...stateOf(dashboard, (data) => data)}
        skeleton={
          <Stack gap="4" aria-busy="true" aria-label={t`Loading the dashboard`}>
            <SimpleGrid columns={{ base: 2, lg: 3, '2xl': 5 }} gap="4">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} height="24" />
              ))}
            </SimpleGrid>
            <Skeleton height="72" />
          </Stack>
        }
      >
        {({ dashboardCounters: counters, transactionStatistics }) => {
          const figures = transactionStatistics.map((row) => ({
            status: row.status,
            label: orderStatusText(row.status),
            total: row.total,
          }));
          const summary = figures.map((row) => `${row.label} ${count(row.total)}`).join(', ');
          return (
            <Stack gap="5">
              <SimpleGrid
                columns={{ base: 1, sm: 2, lg: 3, '2xl': 5 }}
                gap="4"
                data-testid="dashboard-counters"
              >
                <Counter
                  label={t`Transactions`}
                  value={count(counters.totalTransactions)}
                  testId="counter-transactions"
                />
                {/* Net: a refunded order is cancelled, so its money is in Refunds and not in Revenue. */}
                <Counter
                  label={t`Revenue`}
                  value={formatRupiah(counters.totalRevenue)}
                  testId="counter-revenue"
                />
                <Counter
                  label={t`Profit`}
                  value={formatRupiah(counters.totalProfit)}
                  testId="counter-profit"
                />
                <Counter
                  label={t`Refunds`}
                  value={formatRupiah(counters.totalRefunds)}
                  testId="counter-refunds"
                />
                <Counter
                  label={t`Products`}
                  value={count(counters.totalProducts)}
                  testId="counter-products"
                />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
                <ChartCard title={t`Transactions per status`} summary={summary} testId="status-bar-chart">
                  {/* Bars across, statuses down the side: their names stay readable on a 360 px phone. */}
                  <BarChart
                    data={figures}
                    layout="vertical"
                    margin={{ top: 0, right: 16, left: 0, bottom: 0 }}
                  >
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis
                      type="number"
                      allowDecimals={false}
                      tickFormatter={(value: number) => count(value)}
                    />
                    <YAxis type="category" dataKey="label" width={84} interval={0} />
                    <Tooltip formatter={(value) => count(Number(value))} />
                    <Bar dataKey="total" name={t`Orders`} isAnimationActive={false}>
                      {figures.map((row) => (
                        <Cell key={row.status} fill={statusFill(row.status)} />
                      ))}
                    </Bar>
                  </BarChart>
                </ChartCard>
                <ChartCard
                  title={t`Share of orders by status`}
                  summary={summary}
                  testId="status-pie-chart"
                  legend={<StatusLegend figures={figures} />}
                >
                  <PieChart>
                    <Tooltip
                      formatter={(value) => {
                        const orders = Number(value);
                        return t`${plural(orders, { one: '# order', other: '# orders' })}`;
                      }}
                    />
                    <Pie
                      data={figures.filter((row) => row.total > 0)}
                      dataKey="total"
                      nameKey="label"
                      innerRadius="45%"
                      outerRadius="80%"
                      isAnimationActive={false}
                    >
                      {figures
                        .filter((row) => row.total > 0)
                        .map((row) => (
                          <Cell key={row.status} fill={statusFill(row.status)} />
                        ))}
                    </Pie>
                  </PieChart>
                </ChartCard>
              </SimpleGrid>
            </Stack>
          );
        }}
      </QueryState>

      <LowStockCard pollInterval={DASHBOARD_REFRESH_MS} />

      <SectionCard title={t`Latest orders`}>
        <QueryState
          {...stateOf(latest, (data) => data.orders)}
          isEmpty={(orders) => orders.items.length === 0}
          skeleton={<AdminTableSkeleton rows={LATEST_ORDERS} label={t`Loading the latest orders`} />}
        >
          {(orders) => (
            <AdminTable
              label={t`Latest orders`}
              rows={orders.items}
              rowKey={(order) => order.id}
              columns={[
                {
                  header: t`Code`,
                  cell: (order) => <OrderCodeLink order={order} />,
                },
                { header: t`Customer`, cell: (order) => order.customerName || '-' },
                {
                  header: t`Status`,
                  cell: (order) => <OrderStageBadge stage={order.stage} status={order.status} />,
                },
                { header: t`Date`, cell: (order) => formatDate(order.orderDate) },
                { header: t`Total`, cell: (order) => formatRupiah(order.total), align: 'end' },
              ]}
            />
          )}
        </QueryState>
      </SectionCard>
    </AdminPage>
  );
}

function Counter({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }} data-testid={testId}>
            {value}
          </Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The pie's key, as text under it: labels drawn around a pie run off a phone's screen, and a list wraps.
 * Statuses with no orders are listed too, with their 0.
 */
function StatusLegend({
  figures,
}: {
  figures: readonly { status: OrderStatus; label: string; total: number }[];
}) {
  return (
    <Wrap as="ul" listStyleType="none" gap="3" fontSize="sm" data-testid="status-legend">
      {figures.map((row) => (
        <HStack as="li" key={row.status} gap="1.5">
          <Box width="3" height="3" borderRadius="sm" bg={statusFill(row.status)} aria-hidden />
          <span>
            {row.label} {count(row.total)}
          </span>
        </HStack>
      ))}
    </Wrap>
  );
}

function ChartCard({
  title,
  summary,
  testId,
  legend,
  children,
}: {
  title: string;
  summary: string;
  testId: string;
  legend?: ReactNode;
  children: ReactElement;
}) {
  return (
    <SectionCard title={title} gap="4">
      <Box
        role="img"
        aria-label={`${title}: ${summary}`}
        height="72"
        data-testid={testId}
        // The axes' labels at the small size recharts means: the page's text size would win over its attribute.
        css={{ '& .recharts-text': { fontSize: 'xs' } }}
      >
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </Box>
      {legend}
    </SectionCard>
  );
}
