// Which GraphQL field calls each REST route of locations, shipping and checkout (the coverage test walks the
// route table).
export const coverage: Record<string, string> = {
  'GET /v1/location/province': 'Query.provinces',
  'GET /v1/location/city': 'Query.cities',
  'GET /v1/shipment/cost': 'Query.shippingCost',
  'POST /v1/order/checkout': 'Mutation.checkout',
  'GET /public/v1/setting/free-shipping': 'Query.freeShipping',
  'PUT /v1/setting/free-shipping': 'Mutation.updateFreeShipping',
  'GET /public/v1/setting/couriers': 'Query.shippingCouriers',
  'PUT /v1/setting/couriers': 'Mutation.updateShippingCouriers',
};
