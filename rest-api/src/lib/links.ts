// OpenAPI response links: where an answer names another resource (an order line's product, a product's
// category), the OpenAPI document says which operation reads it, so that generated clients can follow it.
// A link's runtime expression points at one value: in a list, the first item stands for every item.

/** The operationIds that links point at, set on those routes' schemas. */
export const OPERATION = {
  publicProduct: 'getPublicProduct',
  relatedProducts: 'listRelatedProducts',
  categoryProducts: 'listCategoryProducts',
  order: 'getOrder',
  category: 'getCategory',
} as const;

/** An OpenAPI 3.0 Link object (@fastify/swagger copies a route's `links` into its responses as they are). */
export interface ResponseLink {
  operationId: string;
  parameters: Record<string, string>;
  description: string;
}

const fromBody = (pointer: string) => `$response.body#${pointer}`;

/** GET /public/v1/product/{id} for the product id at `pointer` in the answer body. */
export const productLink = (pointer: string, description: string): ResponseLink => ({
  operationId: OPERATION.publicProduct,
  parameters: { id: fromBody(pointer) },
  description,
});

/** The product of each line of the order at /data, or of each order of a list at /data (listed: true). */
export const orderLineProductLink = (listed = false): ResponseLink =>
  productLink(
    listed ? '/data/0/orderDetails/0/productID' : '/data/orderDetails/0/productID',
    'The product of an order line, as the shop shows it (the first line here; ' +
      (listed ? 'line n of order m is at /data/m' : 'line n is at /data') +
      '/orderDetails/n/productID)',
  );

/** GET /v1/order/{id} for the order id at `pointer` in the answer body. */
export const orderLink = (pointer: string, description: string): ResponseLink => ({
  operationId: OPERATION.order,
  parameters: { id: fromBody(pointer) },
  description,
});

/** GET /v1/category/{id} for a staff product answer's categories. */
export const productCategoryLink: ResponseLink = {
  operationId: OPERATION.category,
  parameters: { id: fromBody('/data/categoryIds/0') },
  description: "One of the product's categories (the first here; category n is at /data/categoryIds/n)",
};
