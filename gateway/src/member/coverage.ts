// Which GraphQL field calls each REST route of the cart and wishlist (the coverage test walks the route table).
export const coverage: Record<string, string> = {
  'GET /v1/cart': 'Query.cart',
  'POST /v1/cart': 'Mutation.addToCart',
  'PUT /v1/cart/:id': 'Mutation.updateCartItem',
  'DELETE /v1/cart/:id': 'Mutation.removeCartItem',
  'POST /v1/cart/merge': 'Mutation.mergeCart',
  // Also read (once per request) by the inWishlist loader behind Product.inWishlist.
  'GET /v1/wishlist': 'Query.wishlist',
  'POST /v1/wishlist/:productId': 'Mutation.addToWishlist',
  'DELETE /v1/wishlist/:productId': 'Mutation.removeFromWishlist',
};
