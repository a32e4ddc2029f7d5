// Which GraphQL field calls each REST route of the catalogue (products, categories, colours and sizes).
export const coverage: Record<string, string> = {
  'GET /v1/product': 'Query.adminProducts',
  'POST /v1/product': 'Mutation.createProduct',
  'GET /v1/product/:id': 'Query.adminProduct',
  'PUT /v1/product/:id': 'Mutation.updateProduct',
  'DELETE /v1/product/:id': 'Mutation.deleteProduct',
  // Also the products loader's batch read (ids=), which answers Query.product and every nested product.
  'GET /public/v1/product': 'Query.products',
  // Query.product reads through the products loader's batch read, which answers exactly this route's product, so
  // that one product asked for twice, or with others, in an operation costs one call.
  'GET /public/v1/product/:id': 'Query.product',
  // Query.relatedProducts and Product.related read through the batch route below (one call per page of products);
  // the one-product route stays for other clients.
  'GET /public/v1/product/related/:id': 'Query.relatedProducts',
  'GET /public/v1/product/related': 'Product.related',
  'GET /public/v1/product/category/:slug': 'Query.categoryProducts',
  // The facets routes answer ProductPage.facets with the page's own filters, only when it is selected.
  'GET /public/v1/product/facets': 'ProductPage.facets',
  'GET /public/v1/product/category/:slug/facets': 'ProductPage.facets',
  'GET /public/v1/product/suggest': 'Query.productSuggestions',
  // No field: every gateway process reads it for its response cache (plugins/cache-generation.ts).
  'GET /public/v1/catalogue/version': 'CACHE withCatalogueVersion',
  // Staff's low-stock dashboard card and the threshold it counts against (a shop setting).
  'GET /v1/product-variant/low-stock': 'Query.lowStockVariants',
  'GET /v1/setting/low-stock': 'Query.lowStockSetting',
  'PUT /v1/setting/low-stock': 'Mutation.updateLowStockSetting',
  'GET /public/v1/category': 'Query.shopCategories',
  'GET /v1/category': 'Query.categories',
  'POST /v1/category': 'Mutation.createCategory',
  'GET /v1/category/:id': 'Query.category',
  'PUT /v1/category/:id': 'Mutation.updateCategory',
  'DELETE /v1/category/:id': 'Mutation.deleteCategory',
  'GET /public/v1/product-color': 'Query.productColors',
  'GET /v1/product-color': 'Query.adminProductColors',
  'POST /v1/product-color': 'Mutation.createProductColor',
  'GET /v1/product-color/:id': 'Query.productColor',
  'PUT /v1/product-color/:id': 'Mutation.updateProductColor',
  'DELETE /v1/product-color/:id': 'Mutation.deleteProductColor',
  'GET /public/v1/product-size': 'Query.productSizes',
  'GET /v1/product-size': 'Query.adminProductSizes',
  'POST /v1/product-size': 'Mutation.createProductSize',
  'GET /v1/product-size/:id': 'Query.productSize',
  'PUT /v1/product-size/:id': 'Mutation.updateProductSize',
  'DELETE /v1/product-size/:id': 'Mutation.deleteProductSize',
};
