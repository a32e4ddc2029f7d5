// Which GraphQL field calls each REST route of orders, payment and the dashboard (the coverage test walks the
// route table).
import {
  ORDER_EXPORT_PATH,
  ORDER_EXPORT_REST_ROUTE,
  ORDER_XLSX_EXPORT_PATH,
  ORDER_XLSX_EXPORT_REST_ROUTE,
} from './export-route.js';

export const coverage: Record<string, string> = {
  'GET /v1/order': 'Query.orders',
  'GET /v1/order/:id': 'Query.order',
  // Not GraphQL: a file the browser downloads, streamed through the gateway's HTTP route (orders/export-route.ts).
  [ORDER_EXPORT_REST_ROUTE]: `HTTP GET ${ORDER_EXPORT_PATH}`,
  [ORDER_XLSX_EXPORT_REST_ROUTE]: `HTTP GET ${ORDER_XLSX_EXPORT_PATH}`,
  'GET /public/v1/order/payment/:token': 'Query.orderByPaymentToken',
  'POST /public/v1/order/lookup': 'Query.orderLookup',
  'PUT /v1/order/:id/status': 'Mutation.setOrderStatus',
  'POST /v1/order/:id/cancel': 'Mutation.cancelOrder',
  'POST /v1/order/:id/received': 'Mutation.confirmOrderReceived',
  'GET /v1/order/timeline': 'Order.timeline',
  'POST /v1/order/:id/notes': 'Mutation.addOrderNote',
  'POST /v1/order/bulk-status': 'Mutation.setOrdersStatus',
  'GET /v1/setting/order-auto-complete': 'Query.orderAutoCompleteSetting',
  'PUT /v1/setting/order-auto-complete': 'Mutation.updateOrderAutoCompleteSetting',
  // The seller on the invoices (a shop setting).
  'GET /public/v1/setting/seller': 'Query.seller',
  'PUT /v1/setting/seller': 'Mutation.updateSeller',
  // Parcel tracking (issue 23); guests read theirs in orderLookup's answer.
  'GET /v1/order/:id/tracking': 'Order.tracking',
  'GET /v1/setting/complete-on-delivery': 'Query.completeOnDeliverySetting',
  'PUT /v1/setting/complete-on-delivery': 'Mutation.updateCompleteOnDeliverySetting',
  'GET /v1/dashboard/statistics/counter': 'Query.dashboardCounters',
  'GET /v1/dashboard/statistics/transaction': 'Query.transactionStatistics',
  // The payment provider's callback (Midtrans calls it with its signature, without a Client-Id): not a client
  // call, so no GraphQL field exposes it.
  'POST /v1/payment/notification': 'provider callback (not exposed)',
};
