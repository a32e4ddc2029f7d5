// SQL for the dashboard's figures: order_status_totals, six rows (orders, amounts and profit per status) that a
// trigger keeps in the transaction of every order change (migration 0005), so no figure scans the orders.
import type { Queryable } from '../../db/index.js';
import type { OrderStatus } from '@lemari/shop/rules';

export interface StatusTotals {
  status: OrderStatus;
  orders: number;
  total: number;
  profit: number;
}

/** Orders, amounts and profit per status. */
export function totalsByStatus(db: Queryable) {
  return db.query<StatusTotals>('SELECT status, orders, total, profit FROM order_status_totals');
}

/** How many orders have one of statuses (all when undefined): the count of the staff's order list. */
export async function countOrdersByStatus(db: Queryable, statuses: OrderStatus[] | undefined) {
  const row = await db.maybeOne<{ count: number }>(
    `SELECT COALESCE(sum(orders), 0) AS count FROM order_status_totals
     WHERE $1::text[] IS NULL OR status = ANY($1::text[])`,
    [statuses ?? null],
  );
  return row?.count ?? 0;
}
