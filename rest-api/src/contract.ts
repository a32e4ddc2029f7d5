// What the gateway may know of the REST API: the types of its answers, taken from the domains' TypeBox schemas
// and records, so the two layers cannot drift. Types only — the gateway ships without the REST API's code — and
// the one module it imports from here (@lemari/rest-api/contract; eslint.config.js refuses deeper paths).
export type { LoginResult, SignupResult } from './domains/auth/schemas.js';
export type { AddressRecord } from './domains/addresses/repository.js';
export type { AffiliateRecord, PublicAffiliateRecord } from './domains/affiliates/repository.js';
export type { CartLineRecord } from './domains/cart/repository.js';
export type { CategoryRecord, ShopCategoryRecord } from './domains/categories/repository.js';
export type { Counters, TransactionCount } from './domains/dashboard/schemas.js';
export type { CityRecord, ProvinceRecord } from './domains/locations/repository.js';
export type { ProductColorRecord, ProductSizeRecord } from './domains/options/schemas.js';
export type { CheckoutResult, Order, PublicOrder } from './domains/orders/schemas.js';
export type { OrderMoveResult, OrderTimeline } from './domains/orders/timeline-schemas.js';
export type { LookupOrder, Tracking } from './domains/orders/tracking-schemas.js';
export type { PolicyPage, PolicyPageSource } from './domains/pages/schemas.js';
export type { PermissionRecord } from './domains/permissions/repository.js';
export type {
  FacetsRecord,
  ListedProductRecord,
  SuggestionsRecord,
} from './domains/products/listing-schemas.js';
export type { ProductRecord, PublicProductRecord } from './domains/products/repository.js';
export type { RelatedOfProduct } from './domains/products/schemas.js';
export type { LowStockVariantRecord } from './domains/products/variant-repository.js';
export type { MyAccessRecord, ProfileRecord } from './domains/profile/schemas.js';
export type { RoleRecord } from './domains/roles/repository.js';
export type { CapabilityGroupRecord } from './domains/roles/schemas.js';
export type {
  FreeShipping,
  LowStockSetting,
  Seller,
  ShippingCouriersSetting,
} from './domains/settings/schemas.js';
export type { CourierCosts } from './domains/shipping/provider.js';
export type { StorefrontSettings } from './domains/storefront/schemas.js';
export type { UploadResult } from './domains/upload/schemas.js';
export type { UserRecord } from './domains/users/repository.js';
export type { Voucher, VoucherQuote } from './domains/vouchers/schemas.js';
export type { WidgetGroupRecord, WidgetRecord } from './domains/widgets/repository.js';
export type { Banner, Hero, Highlight } from './domains/widgets/schemas.js';
export type { WishlistItemRecord } from './domains/wishlist/repository.js';
