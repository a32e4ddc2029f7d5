// Which GraphQL field calls each REST route of the payment settings (the coverage test walks the route table).
export const coverage: Record<string, string> = {
  'GET /v1/setting/payment-methods': 'Query.paymentMethodsSetting',
  'PUT /v1/setting/payment-methods': 'Mutation.updatePaymentMethodsSetting',
};
