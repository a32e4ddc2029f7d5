// The checkout domain's resolvers: locations and shipping rates for the address form and checkout, and checkout
// itself. All open to guests; a signed-in member's checkout carries the session (and may use a saved address).
import { given } from '../rest/paging.js';
import type { Resolvers } from '../generated/graphql.js';
import type {
  RestCheckoutResult,
  RestCity,
  RestCourierCosts,
  RestFreeShipping,
  RestProvince,
  RestShippingCouriers,
} from './models.js';

export const checkoutResolvers: Resolvers = {
  Query: {
    provinces: async (_parent, _args, { rest }) =>
      (await rest.get<RestProvince[]>('/v1/location/province')).data,
    cities: async (_parent, { provinceID }, { rest }) =>
      (await rest.get<RestCity[]>('/v1/location/city', { provinceID })).data,
    shippingCost: async (_parent, { destination, weight, origin, courier, subtotal }, { rest }) =>
      (
        await rest.get<RestCourierCosts[]>('/v1/shipment/cost', {
          destination,
          weight,
          origin,
          courier,
          subtotal,
        })
      ).data,
    freeShipping: async (_parent, _args, { rest }) =>
      (await rest.get<RestFreeShipping>('/public/v1/setting/free-shipping')).data,
    shippingCouriers: async (_parent, _args, { rest }) =>
      (await rest.get<RestShippingCouriers>('/public/v1/setting/couriers')).data,
  },
  Mutation: {
    async checkout(_parent, { input, idempotencyKey }, { rest }) {
      const { shipment, orderDetail, clientCode, note, disabledPaymentMethod, voucherCode } = input;
      const body = {
        customerID: input.customerID,
        amount: input.amount,
        // GraphQL's null means "not given": the REST API refuses a null where it takes a string.
        shipment: given(shipment),
        orderDetail: orderDetail.map((line) => ({
          productID: line.productID,
          color: line.color,
          size: line.size,
          quantity: line.quantity,
        })),
        ...(clientCode != null ? { clientCode } : {}),
        ...(note != null ? { note } : {}),
        ...(disabledPaymentMethod != null ? { disabledPaymentMethod } : {}),
        ...(voucherCode != null ? { voucherCode } : {}),
      };
      const headers: Record<string, string> =
        idempotencyKey != null ? { 'idempotency-key': idempotencyKey } : {};
      return (await rest.post<RestCheckoutResult>('/v1/order/checkout', body, { headers })).data;
    },
    updateFreeShipping: async (_parent, { input: { services, ...input } }, { rest }) =>
      (
        await rest.put<RestFreeShipping>('/v1/setting/free-shipping', {
          ...input,
          ...(services != null ? { services } : {}),
        })
      ).data,
    updateShippingCouriers: async (_parent, { input }, { rest }) =>
      (await rest.put<RestShippingCouriers>('/v1/setting/couriers', input)).data,
  },
};
