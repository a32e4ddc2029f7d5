// Which GraphQL field calls each REST route of vouchers (the coverage test walks the route table).
export const coverage: Record<string, string> = {
  'GET /v1/voucher': 'Query.vouchers',
  'POST /v1/voucher': 'Mutation.createVoucher',
  'GET /v1/voucher/:id': 'Query.voucher',
  'PUT /v1/voucher/:id': 'Mutation.updateVoucher',
  'POST /v1/voucher/:id/deactivate': 'Mutation.deactivateVoucher',
  'POST /public/v1/voucher/quote': 'Query.voucherQuote',
};
