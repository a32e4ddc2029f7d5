// The REST answers of locations, shipping rates and checkout: the REST API's own types, which have the GraphQL
// shapes already, so no mappers are needed.
export type { ProvinceRecord as RestProvince, CityRecord as RestCity } from '@lemari/rest-api/contract';
export type { CourierCosts as RestCourierCosts } from '@lemari/rest-api/contract';
export type { CheckoutResult as RestCheckoutResult } from '@lemari/rest-api/contract';
export type {
  FreeShipping as RestFreeShipping,
  ShippingCouriersSetting as RestShippingCouriers,
} from '@lemari/rest-api/contract';
