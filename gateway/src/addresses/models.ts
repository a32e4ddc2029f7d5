// The REST answer the Address type is resolved from: the REST API's own record, which has the GraphQL shape
// already, so no mapper is needed.
export type { AddressRecord as RestAddress } from '@lemari/rest-api/contract';
