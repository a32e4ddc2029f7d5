// The REST answers the cart and wishlist GraphQL types are resolved from (see codegen.ts's mappers): the REST
// API's own record types, so the two layers cannot drift. CartItem.product and WishlistItem.product are
// resolved from productID.
export type { CartLineRecord as RestCartLine } from '@lemari/rest-api/contract';
export type { WishlistItemRecord as RestWishlistItem } from '@lemari/rest-api/contract';
