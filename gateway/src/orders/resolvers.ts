// The orders domain's resolvers: orders (a member's own, everyone's for staff), moving them on, and the
// dashboard's figures. Every order line's product comes through the per-request products loader, so a page of
// orders with all their products costs two REST calls however many lines it has.
import { oneRecord, orNull, pageOf, pageQuery, restPath } from '../rest/paging.js';
import type { Resolvers } from '../generated/graphql.js';
import type { RestDashboardCounters, RestOrder, RestPublicOrder, RestTransactionCount } from './models.js';

const at = (id: string) => restPath('/v1/order', id);

/** What the REST API takes as a payment token; anything else cannot name an order. */
const PAYMENT_TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The token's view of an order as an Order: the customer's fields the REST API leaves out are empty (or null),
 * and the shipment's address is the city alone.
 */
export function fromPublicOrder(order: RestPublicOrder): RestOrder {
  const { shipment, ...rest } = order;
  return {
    ...rest,
    customerID: '',
    customerName: '',
    customerPhone: '',
    userID: null,
    note: null,
    shipment: shipment && {
      courier: shipment.courier,
      service: shipment.service,
      description: shipment.description,
      etd: shipment.etd,
      cost: shipment.cost,
      weight: shipment.weight,
      resiNumber: shipment.resiNumber,
      destination: shipment.city,
      destinationCityID: shipment.destinationCityID,
      address: { city: shipment.city, cityID: shipment.destinationCityID },
      shipmentDate: shipment.shipmentDate,
      status: shipment.status,
      deliveredAt: shipment.deliveredAt,
    },
  };
}

export const orderResolvers: Resolvers = {
  Query: {
    async orders(
      _parent,
      { q, status, paymentStatus, shipmentStatus, from, to, paymentMethod, page },
      { rest },
    ) {
      const query = {
        q,
        status,
        paymentStatus,
        shipmentStatus,
        from,
        to,
        paymentMethod,
        ...pageQuery(page),
      };
      const answer = await rest.get<RestOrder[]>('/v1/order', query);
      return pageOf(answer, page);
    },
    // Another member's order answers NOT_FOUND upstream, exactly like a missing one: both are null here.
    order: (_parent, { id }, { rest }) => oneRecord<RestOrder>(rest, at(id)),
    // Public: the token is the key. Unknown (or impossible) tokens are null, like a missing order.
    async orderByPaymentToken(_parent, { token }, { rest }) {
      if (!PAYMENT_TOKEN.test(token)) return null;
      const order = await orNull(rest.get<RestPublicOrder>(restPath('/public/v1/order/payment', token)));
      return order && fromPublicOrder(order.data);
    },
    dashboardCounters: async (_parent, _args, { rest }) =>
      (await rest.get<RestDashboardCounters>('/v1/dashboard/statistics/counter')).data,
    transactionStatistics: async (_parent, _args, { rest }) =>
      (await rest.get<RestTransactionCount[]>('/v1/dashboard/statistics/transaction')).data,
  },
  Mutation: {
    setOrderStatus: async (_parent, { id, status, resiNumber, courier, reason }, { rest }) =>
      (
        await rest.put<RestOrder>(`${at(id)}/status`, {
          status,
          ...(resiNumber != null ? { resiNumber } : {}),
          ...(courier != null ? { courier } : {}),
          ...(reason != null ? { reason } : {}),
        })
      ).data,
    cancelOrder: async (_parent, { id }, { rest }) => (await rest.post<RestOrder>(`${at(id)}/cancel`)).data,
    confirmOrderReceived: async (_parent, { id }, { rest }) =>
      (await rest.post<RestOrder>(`${at(id)}/received`)).data,
  },
  OrderDetail: {
    // Batched with every other line of the request; null when the product is no longer on sale.
    product: (line, _args, { loaders }) => loaders.products.load(line.productID),
  },
};
