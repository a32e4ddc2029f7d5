// The REST answers the orders domain's GraphQL types are resolved from (see codegen.ts's mappers); the types
// come from the REST API's TypeBox schemas, so the two layers cannot drift.
import type { Order, PublicOrder } from '@lemari/rest-api/contract';

/** An order as GET /v1/order and GET /v1/order/:id answer it. */
export type RestOrder = Order;
/** One of its lines; OrderDetail.product is resolved from productID. */
export type RestOrderLine = Order['orderDetails'][number];
/** An order as GET /public/v1/order/payment/:token answers it: without the customer's details. */
export type RestPublicOrder = PublicOrder;
/** GET /v1/dashboard/statistics/counter and /transaction: the GraphQL shapes already. */
export type {
  Counters as RestDashboardCounters,
  TransactionCount as RestTransactionCount,
} from '@lemari/rest-api/contract';

/** An order's timeline and internal notes (GET /v1/order/timeline), and a bulk move's result per order. */
export type {
  OrderMoveResult as RestOrderMoveResult,
  OrderTimeline as RestOrderTimeline,
} from '@lemari/rest-api/contract';
/** GET /public/v1/setting/seller: the seller on the invoices, the GraphQL shape already. */
export type { Seller as RestSeller } from '@lemari/rest-api/contract';
/** An order's parcel tracking (GET /v1/order/:id/tracking), the GraphQL shape already; the guest lookup's order with it. */
export type { LookupOrder as RestLookupOrder, Tracking as RestTracking } from '@lemari/rest-api/contract';
