// The catalogue's REST answers as the resolvers receive them (codegen maps Product to RestProduct): the REST API's
// own record types, taken from its TypeBox schemas, so the two layers cannot drift.
import type {
  FacetsRecord,
  ListedProductRecord,
  ProductRecord,
  PublicProductRecord,
  RelatedOfProduct,
  SuggestionsRecord,
} from '@lemari/rest-api/contract';
import type { Paging } from '../generated/graphql.js';
import type { Query } from '../rest/client.js';

/** GET /public/v1/product and the products loader: a product in the shop. */
export type RestProduct = PublicProductRecord;
/** GET /public/v1/product (and a category's): a product of a list, with what its card shows (card). */
export type RestListedProduct = ListedProductRecord;
/** A category as a product names it. */
export type RestCategoryRef = RestProduct['categories'][number];
/** GET /v1/product: what staff see. */
export type RestAdminProduct = ProductRecord;
/** GET /public/v1/product/related?ids=: one product's related products. */
export type RestRelated = RelatedOfProduct;
/** GET /v1/category: the GraphQL Category has the same fields. */
export type { CategoryRecord as RestCategory } from '@lemari/rest-api/contract';
/** GET /public/v1/category: a category with products in the shop, and its cover. */
export type { ShopCategoryRecord as RestShopCategory } from '@lemari/rest-api/contract';
/** GET /public/v1/product-color and /v1/product-color: one of the shop's colours. */
export type { ProductColorRecord as RestProductColor } from '@lemari/rest-api/contract';
/** GET /public/v1/product-size and /v1/product-size: one of the shop's sizes. */
export type { ProductSizeRecord as RestProductSize } from '@lemari/rest-api/contract';
/** GET /v1/product-variant/low-stock: a variant at or under the low-stock threshold, with its product. */
export type { LowStockVariantRecord as RestLowStockVariant } from '@lemari/rest-api/contract';
/** GET /v1/setting/low-stock. */
export type { LowStockSetting as RestLowStockSetting } from '@lemari/rest-api/contract';
/** GET /public/v1/product/facets (and a category's): the counts beside each filter value. */
export type RestFacets = FacetsRecord;
/** GET /public/v1/product/suggest: the search box's products and categories. */
export type RestSuggestions = SuggestionsRecord;

/**
 * A ProductPage as the list resolvers answer it: the REST page, and the facets route with the list's own filters
 * and search, read only when the operation selects ProductPage.facets.
 */
export interface ProductPageModel {
  items: RestListedProduct[];
  paging: Paging;
  facetsOf: { path: string; query: Query };
}
