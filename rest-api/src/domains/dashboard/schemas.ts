import { Type, type Static } from 'typebox';
import { Data, StringEnum } from '../../lib/schemas.js';
import { ORDER_STATUSES } from '@lemari/shop/rules';

export const CounterAnswer = Data(
  Type.Object({
    totalTransactions: Type.Integer({ description: 'Orders, in every status' }),
    totalRevenue: Type.Integer({
      description:
        'Rupiah of paid, processing and completed orders, net of refunds: a fully refunded order is cancelled, ' +
        "and a partial refund's rupiah are taken off its order's total",
    }),
    totalRefunds: Type.Integer({
      description: 'Rupiah given back by succeeded refunds (cancelled paid orders)',
    }),
    totalProfit: Type.Integer({
      description:
        '(sell − buy) × quantity over the same orders, less what partial refunds gave back of them',
    }),
    totalProducts: Type.Integer({ description: 'Products in the catalogue (active and draft)' }),
  }),
);

export const TransactionAnswer = Data(
  Type.Array(
    Type.Object({
      status: StringEnum(ORDER_STATUSES),
      total: Type.Integer({ description: 'Orders in this status' }),
    }),
  ),
);

export type Counters = Static<typeof CounterAnswer>['data'];
export type TransactionCount = Static<typeof TransactionAnswer>['data'][number];
