import { Type, type Static } from 'typebox';
import { Data, StringEnum } from '../../lib/schemas.js';
import { ORDER_STATUSES } from '@lemari/shop/rules';

export const CounterAnswer = Data(
  Type.Object({
    totalTransactions: Type.Integer({ description: 'Orders, in every status' }),
    totalRevenue: Type.Integer({
      description:
        'Rupiah of paid, processing and completed orders: net of refunds, as a refunded order is cancelled',
    }),
    totalRefunds: Type.Integer({
      description: 'Rupiah given back by succeeded refunds (cancelled paid orders)',
    }),
    totalProfit: Type.Integer({ description: '(sell − buy) × quantity over the same orders' }),
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
