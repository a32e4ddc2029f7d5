// The member domain's resolvers: the signed-in member's cart and wishlist. Products behind cart and wishlist
// lines come through the per-request products loader, so a whole cart costs one product read.
import { given, restPath } from '../rest/paging.js';
import type { Resolvers, SkippedCartItem } from '../generated/graphql.js';
import type { Loaders } from '../loaders.js';
import type { RestCartLine, RestWishlistItem } from './models.js';

/** The product a line points at, batched with every other of the request; null when no longer on sale. */
const productOf = (loaders: Loaders, productID: string) => loaders.products.load(productID);

export const memberResolvers: Resolvers = {
  Query: {
    cart: async (_parent, _args, { rest }) => (await rest.get<RestCartLine[]>('/v1/cart')).data,
    wishlist: async (_parent, _args, { rest }) => (await rest.get<RestWishlistItem[]>('/v1/wishlist')).data,
  },
  Mutation: {
    addToCart: async (_parent, { input }, { rest }) =>
      (await rest.post<RestCartLine>('/v1/cart', given(input))).data,
    updateCartItem: async (_parent, { id, quantity }, { rest }) =>
      (await rest.put<RestCartLine>(restPath('/v1/cart', id), { quantity })).data,
    removeCartItem: async (_parent, { id }, { rest }) =>
      (await rest.delete<RestCartLine>(restPath('/v1/cart', id))).data,
    async mergeCart(_parent, { items }, { rest }) {
      const answer = await rest.post<RestCartLine[]>('/v1/cart/merge', { items: items.map(given) });
      // POST /v1/cart/merge answers the skipped lines (the GraphQL shape already) beside data.
      return { items: answer.data, skipped: (answer.extra.skipped ?? []) as SkippedCartItem[] };
    },
    addToWishlist: async (_parent, { productId }, { rest }) =>
      (await rest.post<RestWishlistItem>(restPath('/v1/wishlist', productId))).data,
    removeFromWishlist: async (_parent, { productId }, { rest }) =>
      (await rest.delete<RestWishlistItem>(restPath('/v1/wishlist', productId))).data,
  },
  CartItem: {
    product: (line, _args, { loaders }) => productOf(loaders, line.productID),
  },
  WishlistItem: {
    product: (item, _args, { loaders }) => productOf(loaders, item.productID),
  },
};
