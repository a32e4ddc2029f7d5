// The back office's dashboard: GET /v1/dashboard/statistics/counter and /transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDoc } from '../../lib/schemas.js';
import { refundedFromEarning, refundTotals } from '../payment/refund-repository.js';
import { countProducts } from '../products/repository.js';
import { totalsByStatus, type StatusTotals } from './repository.js';
import { ORDER_STATUSES } from '@lemari/shop/rules';
import { CounterAnswer, TransactionAnswer } from './schemas.js';

const doc = routeDoc(['dashboard'], 'bearer');

/**
 * Orders that brought money in. Revenue is net of refunds: a fully refunded order is cancelled, and what a partial
 * refund gave back of an order still paid, processing or completed is taken off.
 */
const EARNING = ['paid', 'processing', 'completed'] as const;

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/v1/dashboard/statistics/counter',
    {
      schema: doc({
        summary:
          'Orders, revenue and profit (paid, processing and completed orders, net of refunds: a fully refunded ' +
          'order is cancelled, a partial refund is taken off), the rupiah refunded, and products',
        response: { 200: CounterAnswer },
      }),
    },
    async () => {
      const [totals, totalProducts, refunds, refundedEarning] = await Promise.all([
        totalsByStatus(db),
        countProducts(db),
        refundTotals(db),
        refundedFromEarning(db),
      ]);
      const earning = totals.filter((row) => (EARNING as readonly string[]).includes(row.status));
      const sum = (rows: StatusTotals[], pick: (row: StatusTotals) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      return {
        data: {
          totalTransactions: sum(totals, (row) => row.orders),
          totalRevenue: sum(earning, (row) => row.total) - refundedEarning,
          totalProfit: sum(earning, (row) => row.profit) - refundedEarning,
          totalRefunds: refunds.amount,
          totalProducts,
        },
      };
    },
  );

  app.get(
    '/v1/dashboard/statistics/transaction',
    {
      schema: doc({
        summary: 'Orders per status, every status listed (0 when none)',
        response: { 200: TransactionAnswer },
      }),
    },
    async () => {
      const totals = await totalsByStatus(db);
      return {
        data: ORDER_STATUSES.map((status) => ({
          status,
          total: totals.find((row) => row.status === status)?.orders ?? 0,
        })),
      };
    },
  );
};

export default dashboardRoutes;
