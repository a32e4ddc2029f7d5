// The payment methods the payment page offers (issue 23): a shop setting staff read and change; the REST API
// checks the codes and answers them in the shop's order.
import type { Resolvers } from '../generated/graphql.js';

const PATH = '/v1/setting/payment-methods';

export const paymentMethodsResolvers: Resolvers = {
  Query: {
    paymentMethodsSetting: async (_parent, _args, { rest }) =>
      (await rest.get<{ enabled: string[] }>(PATH)).data,
  },
  Mutation: {
    updatePaymentMethodsSetting: async (_parent, { enabled }, { rest }) =>
      (await rest.put<{ enabled: string[] }>(PATH, { enabled })).data,
  },
};
