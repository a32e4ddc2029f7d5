// Which GraphQL field calls each REST route of the addresses (the coverage test walks the route table).
export const coverage: Record<string, string> = {
  'GET /v1/address': 'Query.addresses',
  'GET /v1/address/:id': 'Query.address',
  'GET /v1/address/default': 'Query.defaultAddress',
  'POST /v1/address': 'Mutation.createAddress',
  'PUT /v1/address/:id': 'Mutation.updateAddress',
  'DELETE /v1/address/:id': 'Mutation.deleteAddress',
  'PUT /v1/address/default/:id': 'Mutation.setDefaultAddress',
};
