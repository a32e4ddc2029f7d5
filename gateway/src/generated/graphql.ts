import type { UploadValue } from '../accounts/upload.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestCartLine, RestWishlistItem } from '../member/models.js';
import type { RestOrder, RestOrderLine } from '../orders/models.js';
import type { RestProduct, ProductPageModel, RestListedProduct } from '../catalogue/models.js';
import type { RestAffiliate } from '../content/models.js';
import type { SessionMe, RestRole, RestPermissionRef, RestPermission } from '../accounts/models.js';
import type { Context } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** A point in time, as an ISO-8601 string in UTC (2026-11-21T10:00:00.000Z). */
  DateTime: { input: string; output: string };
  /** A whole amount of Indonesian rupiah. */
  Rupiah: { input: number; output: number };
  /**
   * A file sent per the GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec):
   * a multipart/form-data POST with the fields operations, map and the file. Browsers must also send the header
   * Apollo-Require-Preflight: true (or x-apollo-operation-name), else the request is refused as a possible CSRF.
   */
  Upload: { input: UploadValue; output: UploadValue };
};

/** What to put in the cart. */
export type AddToCartInput = {
  /** One of the product's colours (any case); leave out when it has none. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** The product's id. */
  productID: Scalars['ID']['input'];
  /** Items to add: adds up with the same line already in the cart, never beyond the variant's stock (1 to 1000). */
  quantity: Scalars['Int']['input'];
  /** One of the product's sizes (any case); leave out when it has none. */
  size?: InputMaybe<Scalars['String']['input']>;
};

/** A delivery address of a member. code and districtID are the city id (RajaOngkir numbering). */
export type Address = {
  __typename?: 'Address';
  /** Street address. */
  address: Scalars['String']['output'];
  /** The city id (as the original client names it). */
  code: Scalars['String']['output'];
  /** The city id. */
  districtID: Scalars['String']['output'];
  /** The city name, e.g. Kota Yogyakarta. */
  districtName: Scalars['String']['output'];
  /** The address's id. */
  id: Scalars['ID']['output'];
  /** Whether this is the member's default address. */
  isDefault: Scalars['Boolean']['output'];
  /** Recipient's name. */
  name: Scalars['String']['output'];
  /** Notes for the courier. */
  note: Scalars['String']['output'];
  /** Recipient's phone. */
  phone: Scalars['String']['output'];
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** The province id. */
  provinceID: Scalars['String']['output'];
  /** The province name. */
  provinceName: Scalars['String']['output'];
  /** Subdistrict id; empty when not chosen. */
  subdistrictID: Scalars['String']['output'];
  /** Subdistrict name; empty when not chosen. */
  subdistrictName: Scalars['String']['output'];
  /** A label such as Rumah or Kantor. */
  title: Scalars['String']['output'];
};

/** One page of my addresses. */
export type AddressPage = {
  __typename?: 'AddressPage';
  /** The addresses of this page, the default first, then the newest. */
  items: Array<Address>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** An affiliate as staff see it: shown or not, with timestamps. */
export type AdminAffiliate = {
  __typename?: 'AdminAffiliate';
  /** When the affiliate was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The affiliate's id. */
  id: Scalars['ID']['output'];
  /** The affiliate's image URL. */
  image: Scalars['String']['output'];
  /** The profile URL. */
  link: Scalars['String']['output'];
  /** The affiliate's name. */
  name: Scalars['String']['output'];
  /** The social network the affiliate is on. */
  socialMedia: SocialMedia;
  /** Shown on the storefront when true. */
  status: Scalars['Boolean']['output'];
  /** When the affiliate was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The handle on that network. */
  username: Scalars['String']['output'];
};

/** A page of affiliates for staff. */
export type AdminAffiliatePage = {
  __typename?: 'AdminAffiliatePage';
  /** The affiliates of this page, newest first. */
  items: Array<AdminAffiliate>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** A product as staff see it: drafts included, with its cost price, status and timestamps. */
export type AdminProduct = {
  __typename?: 'AdminProduct';
  /** The cost price; never shown to the public. */
  buyPrice: Scalars['Rupiah']['output'];
  /** The categories it is in, by name. */
  categories: Array<CategoryRef>;
  /** The ids of its categories (what ProductInput.categoryIds takes). */
  categoryIds: Array<Scalars['ID']['output']>;
  /** The colours it comes in, of the shop's colours (productColors), in the list's order. */
  colors: Array<Scalars['String']['output']>;
  /** When the product was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The product's description (may be empty). */
  description: Scalars['String']['output'];
  /** The discount in percent. */
  discount: Scalars['Int']['output'];
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** The colour each of images shows, in the same order; empty for an image of every colour. */
  imageColors: Array<Scalars['String']['output']>;
  /** Up to 4 image URLs; the first is the main image. */
  images: Array<Scalars['String']['output']>;
  /** Whether an active variant is at or under the shop's low-stock threshold. */
  lowStock: Scalars['Boolean']['output'];
  /** The first image, or empty when there is none. */
  mainImage: Scalars['String']['output'];
  /** The material (may be empty). */
  material: Scalars['String']['output'];
  /** The price before discount. */
  normalPrice: Scalars['Rupiah']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** The price charged. */
  sellPrice: Scalars['Rupiah']['output'];
  /** The sizes it comes in, of the shop's sizes (productSizes), in the list's order. */
  sizes: Array<Scalars['String']['output']>;
  /** active (in the shop) or draft (hidden). */
  status: ProductStatus;
  /** Pieces in stock. */
  stock: Scalars['Int']['output'];
  /** When the product was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Its variants, active and not, in the colour and size lists' order. */
  variants: Array<AdminProductVariant>;
  /** Shipping weight in grams. */
  weight: Scalars['Int']['output'];
};

/** A page of products for staff. */
export type AdminProductPage = {
  __typename?: 'AdminProductPage';
  /** The products of this page, newest first. */
  items: Array<AdminProduct>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** A variant as staff see it: active or not. */
export type AdminProductVariant = {
  __typename?: 'AdminProductVariant';
  /** Whether it is sold; an inactive variant keeps its SKU and orders but is not offered. */
  active: Scalars['Boolean']['output'];
  /** Its colour; empty when the product comes in no colours. */
  color: Scalars['String']['output'];
  /** The variant's id. */
  id: Scalars['ID']['output'];
  /** Whether it is on sale with the shop's low-stock threshold of pieces or fewer: the variant to restock. */
  lowStock: Scalars['Boolean']['output'];
  /** Its size; empty when the product comes in no sizes. */
  size: Scalars['String']['output'];
  /** Its SKU, unique in the shop. */
  sku: Scalars['String']['output'];
  /** Pieces left. */
  stock: Scalars['Int']['output'];
};

/** An affiliate card of the storefront. */
export type Affiliate = {
  __typename?: 'Affiliate';
  /** The affiliate's id. */
  id: Scalars['ID']['output'];
  /** The affiliate's image URL. */
  image: Scalars['String']['output'];
  /** The profile URL. */
  link: Scalars['String']['output'];
  /** The affiliate's name. */
  name: Scalars['String']['output'];
  /** The social network the affiliate is on. */
  socialMedia: SocialMedia;
  /** Whether the storefront shows the affiliate: always true in the storefront's list. */
  status: Scalars['Boolean']['output'];
  /** The handle on that network (a leading @ may be there). */
  username: Scalars['String']['output'];
};

/** A new affiliate. */
export type AffiliateInput = {
  /** An image URL (http(s) or /uploads/…); left out or empty answers BAD_USER_INPUT: Please upload an image first. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** The profile URL (http or https). */
  link: Scalars['String']['input'];
  /** The affiliate's name. */
  name: Scalars['String']['input'];
  /** The social network. */
  socialMedia: SocialMedia;
  /** Shown on the storefront (default true). */
  status?: InputMaybe<Scalars['Boolean']['input']>;
  /** The handle on that network; a leading @ is fine. */
  username: Scalars['String']['input'];
};

/** A page of affiliate cards. */
export type AffiliatePage = {
  __typename?: 'AffiliatePage';
  /** The affiliates of this page, newest first. */
  items: Array<Affiliate>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** Changes to an affiliate: only the fields given (and not null) change. */
export type AffiliateUpdateInput = {
  /** An image URL; empty answers BAD_USER_INPUT: Please upload an image first. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** The profile URL (http or https). */
  link?: InputMaybe<Scalars['String']['input']>;
  /** The affiliate's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The social network. */
  socialMedia?: InputMaybe<SocialMedia>;
  /** Shown on the storefront when true. */
  status?: InputMaybe<Scalars['Boolean']['input']>;
  /** The handle on that network. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** The home page banner. */
export type Banner = {
  __typename?: 'Banner';
  /** The banner's text. */
  content: Scalars['String']['output'];
  /** The banner's image URL. */
  image: Scalars['String']['output'];
  /** Where the banner leads: a URL or a path starting with / (its widget's link); empty for nowhere. */
  link: Scalars['String']['output'];
  /** The banner's title. */
  name: Scalars['String']['output'];
};

/** Who may share a cached answer: everyone (PUBLIC) or only the one caller (PRIVATE). */
export type CacheControlScope =
  /** Cached for one caller only: member data. */
  | 'PRIVATE'
  /** Any caller may get the cached answer: the catalogue and the storefront's content. */
  | 'PUBLIC';

/** One thing staff do within a group (Orders: view), and the permissions it needs. */
export type CapabilityAction = {
  __typename?: 'CapabilityAction';
  /** The permissions it needs: a role holds the capability when it holds every one. */
  calls: Array<CapabilityCall>;
  /** What it lets staff do, for people. */
  description: Scalars['String']['output'];
  /** The capability's id: the group and the action, such as orders.view or products.edit. */
  id: Scalars['String']['output'];
  /** The action's name for people, in the request's language: view, move, refund, export … */
  label: Scalars['String']['output'];
};

/** A REST call a capability needs. */
export type CapabilityCall = {
  __typename?: 'CapabilityCall';
  /** The REST route pattern, such as /v1/order/:id. */
  endpoint: Scalars['String']['output'];
  /** The HTTP method. */
  method: HttpMethod;
};

/** A group of capabilities roles are built from, such as Orders: view, move, refund, export. */
export type CapabilityGroup = {
  __typename?: 'CapabilityGroup';
  /** Its actions, in the order the role form shows them. */
  actions: Array<CapabilityAction>;
  /** The group's key: dashboard, orders, products, vouchers, content, settings, users or access. */
  group: Scalars['String']['output'];
  /** The group's name for people, in the request's language. */
  label: Scalars['String']['output'];
};

/**
 * A line of the signed-in member's cart: one per product, colour and size. Names, images, prices and weights are
 * always the product's current ones; products no longer on sale drop out of the cart.
 */
export type CartItem = {
  __typename?: 'CartItem';
  /** The chosen colour, as the product spells it; empty when the product has no colours. */
  color: Scalars['String']['output'];
  /** Discount in percent. */
  discount: Scalars['Int']['output'];
  /** The cart line's id (what updateCartItem and removeCartItem take). */
  id: Scalars['ID']['output'];
  /** Price before discount, per item. */
  normalPrice: Scalars['Rupiah']['output'];
  /** The product itself (batched with every other product of the request), or null when it is no longer on sale. */
  product?: Maybe<Product>;
  /** The product's id. */
  productID: Scalars['ID']['output'];
  /** The product's first image URL, or empty. */
  productImage: Scalars['String']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Items of this product, colour and size (at least 1, at most the stock). */
  quantity: Scalars['Int']['output'];
  /** Price paid per item. */
  sellPrice: Scalars['Rupiah']['output'];
  /** The chosen size, as the product spells it; empty when the product has no sizes. */
  size: Scalars['String']['output'];
  /** The chosen variant's SKU. */
  sku: Scalars['String']['output'];
  /** Items of the chosen variant (colour and size) left in stock. */
  stock: Scalars['Int']['output'];
  /** sellPrice × quantity. */
  subtotal: Scalars['Rupiah']['output'];
  /** The chosen variant's id. */
  variantId: Scalars['ID']['output'];
  /** Grams per item (500 when the product has none recorded). */
  weight: Scalars['Int']['output'];
};

/** What mergeCart answers. */
export type CartMergeResult = {
  __typename?: 'CartMergeResult';
  /** The whole cart after merging. */
  items: Array<CartItem>;
  /** Guest lines left out, with the reason. */
  skipped: Array<SkippedCartItem>;
};

/** A category of the catalogue (staff). */
export type Category = {
  __typename?: 'Category';
  /** The category's name. */
  categoryName: Scalars['String']['output'];
  /** When the category was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** Products in the category that are not deleted (drafts count). */
  productCount: Scalars['Int']['output'];
  /** Its size guide (measurements per size in cm), or null when it has none; its products show it. */
  sizeGuide?: Maybe<SizeGuide>;
  /** Unique slug: lower-case letters and digits joined by hyphens, e.g. new-arrival. */
  slug: Scalars['String']['output'];
  /** When the category was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A category offered as a filter, with its count. */
export type CategoryFacetCount = {
  __typename?: 'CategoryFacetCount';
  /** The category. */
  category: CategoryRef;
  /** Products the list would hold with this category chosen. */
  count: Scalars['Int']['output'];
};

/** A new category. */
export type CategoryInput = {
  /** The category's name. */
  categoryName: Scalars['String']['input'];
  /** Its size guide; left out or null: none. */
  sizeGuide?: InputMaybe<SizeGuideInput>;
  /** Unique slug (new-arrival); made from the name when left out or empty. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** A page of categories, by name. */
export type CategoryPage = {
  __typename?: 'CategoryPage';
  /** The categories of this page. */
  items: Array<Category>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** A category as a product names it. */
export type CategoryRef = {
  __typename?: 'CategoryRef';
  /** The category's name, e.g. Kemeja. */
  categoryName: Scalars['String']['output'];
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** The category's slug, e.g. new-arrival: what categoryProducts takes. */
  slug: Scalars['String']['output'];
};

/** Changes to a category: only the fields given (and not null) change. */
export type CategoryUpdateInput = {
  /** The category's name. */
  categoryName?: InputMaybe<Scalars['String']['input']>;
  /** A new size guide; null removes it (left out: unchanged). */
  sizeGuide?: InputMaybe<SizeGuideInput>;
  /** Unique slug; empty makes it again from the name. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** An order to place. */
export type CheckoutInput = {
  /** The total the customer saw; a different total answers CONFLICT with the correct one in extensions.details.amount. */
  amount: Scalars['Rupiah']['input'];
  /** A code of the client's own, kept with the order. */
  clientCode?: InputMaybe<Scalars['String']['input']>;
  /** The customer's e-mail (where the order's mail goes). */
  customerID: Scalars['String']['input'];
  /** Payment methods to leave out, e.g. bni_va, bca_va. */
  disabledPaymentMethod?: InputMaybe<Array<Scalars['String']['input']>>;
  /**
   * The customer's note to the shop (the cart page's order note): trimmed, at most 500 characters (longer answers
   * BAD_USER_INPUT); empty or left out means none.
   */
  note?: InputMaybe<Scalars['String']['input']>;
  /** What to order (1 to 50 lines). */
  orderDetail: Array<CheckoutLineInput>;
  /** How and where to ship. */
  shipment: CheckoutShipmentInput;
  /**
   * A voucher code, in any case: the server weighs it again on its own prices in the order's transaction, and amount
   * is the total after its discount. A refused voucher answers BAD_USER_INPUT or CONFLICT with the reason to show
   * (e.g. "This voucher has been fully used."). Empty or left out means none.
   */
  voucherCode?: InputMaybe<Scalars['String']['input']>;
};

/** A line to order; names and prices are always the server's. */
export type CheckoutLineInput = {
  /** One of the product's colours; empty when it has none. */
  color?: Scalars['String']['input'];
  /** The product's id. */
  productID: Scalars['ID']['input'];
  /** Items (1 to 1000). */
  quantity: Scalars['Int']['input'];
  /** One of the product's sizes; empty when it has none. */
  size?: Scalars['String']['input'];
};

/** A placed order, waiting for payment. */
export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  /** The total to pay. */
  amount: Scalars['Rupiah']['output'];
  /** When the unpaid order expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** The order's code, e.g. ORD-20261121-7K3QX. */
  orderCode: Scalars['String']['output'];
  /** The order's id. */
  orderID: Scalars['ID']['output'];
  /** The payment provider's hosted payment page. */
  redirectUrl: Scalars['String']['output'];
  /** The payment token: the storefront opens /payment/{token}. */
  token: Scalars['String']['output'];
};

/** How and where to ship. A member may give a saved addressID; guests give the address fields. */
export type CheckoutShipmentInput = {
  /** Street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** One of my saved addresses (members only); replaces the address fields. */
  addressID?: InputMaybe<Scalars['ID']['input']>;
  /** The city id, as the original client names it. */
  code?: InputMaybe<Scalars['ID']['input']>;
  /** One courier the shop offers (shippingCouriers): jne, jnt, sicepat, pos or tiki; re-priced on the server. */
  courier: Scalars['String']['input'];
  /** The city id. */
  districtID?: InputMaybe<Scalars['ID']['input']>;
  /** Recipient's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Notes for the courier. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Recipient's phone (with addressID, the saved address's). An Indonesian mobile number: 08… with 10 to 13 digits, or the same number as +628…; single spaces or dashes may separate the digits. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postal code; the city's when left out. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** A service shippingCost answered, e.g. REG. */
  service: Scalars['String']['input'];
  /** Subdistrict name. */
  subdistrictName?: InputMaybe<Scalars['String']['input']>;
};

/** An Indonesian city or regency (RajaOngkir numbering). Reference data: cached for everyone for an hour. */
export type City = {
  __typename?: 'City';
  /** The city's name. */
  city: Scalars['String']['output'];
  /** The city id: what addresses, shippingCost and checkout take. */
  id: Scalars['ID']['output'];
  /** Its main postal code. */
  postalCode: Scalars['String']['output'];
  /** The province it is in. */
  provinceID: Scalars['ID']['output'];
  /** Kabupaten or Kota. */
  type: Scalars['String']['output'];
};

/** Whether a shipped order completes by itself once its parcel tracking says delivered. */
export type CompleteOnDeliverySetting = {
  __typename?: 'CompleteOnDeliverySetting';
  /**
   * On: a processing order whose tracking says delivered is completed by the shop. Off (the default): its shipment is
   * delivered and the order waits for the customer's confirmOrderReceived or the auto-complete days.
   */
  enabled: Scalars['Boolean']['output'];
};

/** A service's price and delivery time. */
export type CostValue = {
  __typename?: 'CostValue';
  /** Days on the way, e.g. 2-3. */
  etd: Scalars['String']['output'];
  /**
   * The courier's own rate when free shipping pays all of it (value 0) or part of it (value is the difference the
   * shopper still pays, for a faster service than the one it covers); null when the shopper pays the rate in full.
   */
  fullValue?: Maybe<Scalars['Rupiah']['output']>;
  /** A note for the shopper: that the rate is estimated (fallback), or free shipping; may be empty. */
  note: Scalars['String']['output'];
  /** The price. */
  value: Scalars['Rupiah']['output'];
};

/**
 * One courier's rates for a parcel, in RajaOngkir's shape. Cached for everyone for 5 minutes per parcel (the same
 * cities, weight and couriers), which also spares the rates provider's quota.
 */
export type CourierCost = {
  __typename?: 'CourierCost';
  /** Courier code: jne, jnt, sicepat, pos or tiki. */
  code: Scalars['String']['output'];
  /** The courier's services for this parcel; empty when it does not deliver there. */
  costs: Array<ServiceCost>;
  /**
   * True when the rates provider (RajaOngkir) failed or was slow and these are the shop's built-in estimate instead;
   * each service's note then tells the shopper so. Checkout charges the same estimate.
   */
  fallback: Scalars['Boolean']['output'];
  /** The courier as the rates provider names it, e.g. Jalur Nugraha Ekakurir (JNE); may be empty. */
  name: Scalars['String']['output'];
};

/** A new delivery address. The city is districtID or code (equal when both are sent). */
export type CreateAddressInput = {
  /** Street address. */
  address: Scalars['String']['input'];
  /** The city id, as the original client names it. */
  code?: InputMaybe<Scalars['ID']['input']>;
  /** The city id (as cities lists it). */
  districtID?: InputMaybe<Scalars['ID']['input']>;
  /** Recipient's name. */
  name: Scalars['String']['input'];
  /** Notes for the courier. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Recipient's phone. An Indonesian mobile number: 08… with 10 to 13 digits, or the same number as +628…; single spaces or dashes may separate the digits; anything else answers BAD_USER_INPUT naming phone. */
  phone: Scalars['String']['input'];
  /** Five digits; the city's postal code when left out or empty. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** The city's province; checked against the city when given. */
  provinceID?: InputMaybe<Scalars['ID']['input']>;
  /** Subdistrict id. */
  subdistrictID?: InputMaybe<Scalars['String']['input']>;
  /** Subdistrict name. */
  subdistrictName?: InputMaybe<Scalars['String']['input']>;
  /** A label such as Rumah or Kantor. */
  title: Scalars['String']['input'];
};

/** A new permission. */
export type CreatePermissionInput = {
  /** What it allows. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A REST route pattern such as /v1/product/:id ({id} is accepted too); CONFLICT when method and endpoint exist. */
  endpoint: Scalars['String']['input'];
  /** The HTTP method it grants. */
  method: HttpMethod;
  /** Ids of the roles that get it. */
  roles?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A new role. */
export type CreateRoleInput = {
  /**
   * Capabilities the role holds (ids of capabilityGroups' actions), replacing the current ones: their permissions, with
   * those of `permissions` (else the ones the role holds outside every capability). BAD_USER_INPUT for an unknown one.
   */
  capabilities?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What the role is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A path such as /admin/order. */
  landingPage?: InputMaybe<Scalars['String']['input']>;
  /** Permission ids the role holds. */
  permissions?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 1 to 50 characters; CONFLICT when taken. */
  roleName: Scalars['String']['input'];
};

/** A new account, confirmed at once. */
export type CreateUserInput = {
  /** Sign-in e-mail; CONFLICT when another account has it. */
  email: Scalars['String']['input'];
  /** Profile picture URL. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Display name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** At least 8 characters with a letter and a digit. */
  password: Scalars['String']['input'];
  /** Role ids; member when none. Only root may give the root role (FORBIDDEN otherwise). */
  roles?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Phone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** 3 to 50 letters, digits, dots, dashes or underscores. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** The dashboard's figures. */
export type DashboardCounters = {
  __typename?: 'DashboardCounters';
  /** Products in the catalogue (active and draft). */
  totalProducts: Scalars['Int']['output'];
  /** (sell − buy) × quantity over the same orders, less what partial refunds gave back of them. */
  totalProfit: Scalars['Rupiah']['output'];
  /** Rupiah given back by succeeded refunds. */
  totalRefunds: Scalars['Rupiah']['output'];
  /**
   * Rupiah of paid, processing and completed orders, net of refunds: a fully refunded order is cancelled, and a
   * partial refund's rupiah are taken off its order's total.
   */
  totalRevenue: Scalars['Rupiah']['output'];
  /** Orders, in every status. */
  totalTransactions: Scalars['Int']['output'];
};

/** A filter value and how many products choosing it would leave. */
export type FacetCount = {
  __typename?: 'FacetCount';
  /** Products the list would hold with this value chosen (and the other filters as they are). */
  count: Scalars['Int']['output'];
  /** The value: a size or colour name, or a category id. */
  value: Scalars['String']['output'];
};

/**
 * Free shipping: when enabled, an order whose goods' subtotal is at least the threshold (>=, so "di atas Rp 300.000"
 * includes Rp 300.000) ships for free; the server decides at checkout. Cached for everyone for 60 s; a staff change
 * shows at once.
 */
export type FreeShipping = {
  __typename?: 'FreeShipping';
  /** Whether orders from the threshold on ship for free. */
  enabled: Scalars['Boolean']['output'];
  /**
   * The services it covers, each 'courier:SERVICE' as the rates name them (default each courier's regular service:
   * jne:REG, jnt:EZ, sicepat:REG, pos:Pos Reguler, tiki:REG). Another service of a covered courier costs the shopper
   * the difference to the covered one.
   */
  services: Array<Scalars['String']['output']>;
  /** The goods' subtotal from which an order ships for free. */
  threshold: Scalars['Rupiah']['output'];
};

/** The free-shipping setting staff save. */
export type FreeShippingInput = {
  /** Whether orders from the threshold on ship for free. */
  enabled: Scalars['Boolean']['input'];
  /**
   * The services it covers ('jne:REG', 'pos:Pos Reguler', at most 50); left out or null keeps them as they are. On
   * with none to cover (sent, or as saved) answers BAD_USER_INPUT naming services.
   */
  services?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Whole rupiah, 0 to 1,000,000,000; anything else answers BAD_USER_INPUT naming threshold. */
  threshold: Scalars['Rupiah']['input'];
};

/** A line of a guest's cart (kept in the browser), brought in at sign-in. */
export type GuestCartItemInput = {
  /** One of the product's colours. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** The product's id as the browser kept it; unknown ones are skipped, not refused. */
  productID: Scalars['String']['input'];
  /** Items wanted (1 to 1000). */
  quantity: Scalars['Int']['input'];
  /** One of the product's sizes. */
  size?: InputMaybe<Scalars['String']['input']>;
};

/** The home page hero. */
export type Hero = {
  __typename?: 'Hero';
  /** The hero's text. */
  content: Scalars['String']['output'];
  /** The image URL, or for VIDEO the video's URL. */
  image: Scalars['String']['output'];
  /** The hero's title. */
  name: Scalars['String']['output'];
  /** IMAGE or VIDEO (a TEXT widget is shown as IMAGE). */
  type: HeroType;
};

/** What the hero shows. */
export type HeroType =
  /** A picture. */
  | 'IMAGE'
  /** A video. */
  | 'VIDEO';

/** The storefront's highlight strip. */
export type Highlight = {
  __typename?: 'Highlight';
  /** The text shown. */
  content: Scalars['String']['output'];
  /** Where it leads (may be empty). */
  link: Scalars['String']['output'];
};

/** An HTTP method a permission grants. */
export type HttpMethod =
  /** Delete. */
  | 'DELETE'
  /** Read. */
  | 'GET'
  /** Create. */
  | 'POST'
  /** Update. */
  | 'PUT';

/** The stored variants of an uploaded image, all WebP. */
export type ImageUrls = {
  __typename?: 'ImageUrls';
  /** 1280 px wide (never enlarged beyond the original). */
  large: Scalars['String']['output'];
  /** 640 px wide. */
  medium: Scalars['String']['output'];
  /** 240 px wide. */
  small: Scalars['String']['output'];
};

/** A language the shop speaks; the `lang` cookie and Accept-Language name the same codes. */
export type Language =
  /** English (the spec's texts). */
  | 'en'
  /** Bahasa Indonesia. */
  | 'id';

/**
 * The shop's default language: what pages, messages and e-mails speak to a reader whose browser asks for neither
 * English nor Indonesian and who has not chosen. Shipped: en. Cached for everyone for 60 s.
 */
export type LanguageSetting = {
  __typename?: 'LanguageSetting';
  /** The default language. */
  language: Language;
};

/** How a back-office list is ordered. */
export type ListSort =
  /** By name, A to Z. */
  | 'NAME'
  /** Newest first (the default). */
  | 'NEWEST'
  /** Oldest first. */
  | 'OLDEST';

/** A product as a list's card shows it, for the list's filter. */
export type ListedProduct = {
  __typename?: 'ListedProduct';
  /**
   * With colours filtered, the first of them (in the colour list's order, one with a picture of its own first) that
   * the product passes the filter in: the colour its page opens with (/products/{id}?color=Navy). Empty without a
   * colour filter.
   */
  color: Scalars['String']['output'];
  /** That colour's first picture (imageColors), else the product's main picture; empty when it has none. */
  image: Scalars['String']['output'];
  /** The product. */
  product: Product;
};

/** The shop's low-stock threshold: active variants with at most this many pieces are marked low on stock. */
export type LowStockSetting = {
  __typename?: 'LowStockSetting';
  /** Pieces, 0 to 1000 (3 unless staff change it). */
  threshold: Scalars['Int']['output'];
};

/** The low-stock threshold staff save. */
export type LowStockSettingInput = {
  /** Pieces, 0 to 1000. */
  threshold: Scalars['Int']['input'];
};

/** A variant at or under the shop's low-stock threshold (staff's dashboard card). */
export type LowStockVariant = {
  __typename?: 'LowStockVariant';
  /** Its colour (may be empty). */
  color: Scalars['String']['output'];
  /** The variant's id. */
  id: Scalars['ID']['output'];
  /** The product's main image, or empty. */
  mainImage: Scalars['String']['output'];
  /** The product's id (its form is /admin/product/{productId}). */
  productId: Scalars['ID']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Its size (may be empty). */
  size: Scalars['String']['output'];
  /** Its SKU. */
  sku: Scalars['String']['output'];
  /** Pieces left. */
  stock: Scalars['Int']['output'];
};

/** A page of low-stock variants, fewest pieces first. */
export type LowStockVariantPage = {
  __typename?: 'LowStockVariantPage';
  /** The variants of this page. */
  items: Array<LowStockVariant>;
  /** How the list was cut into pages. */
  paging: Paging;
  /** The threshold applied: variants with at most this many pieces. */
  threshold: Scalars['Int']['output'];
};

/** The current session. */
export type Me = {
  __typename?: 'Me';
  /** What the user may do (asked of the REST API only when selected): the back office's menu follows it. */
  access: MyAccess;
  /** The user's profile. */
  profile: Profile;
  /** The session's scope. */
  scope: Scope;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an internal note to an order (staff): 1 to 1000 characters after trimming; never shown to the customer. */
  addOrderNote: OrderNote;
  /**
   * Adds to my cart and answers the line as it now is. BAD_USER_INPUT when a colour or size is missing or not the
   * product's ('Please select a color and size.'), NOT_FOUND for a product not on sale, CONFLICT when stock runs
   * short (extensions.details: stock, inCart).
   */
  addToCart: CartItem;
  /**
   * Adds a product to my wishlist. CONFLICT with the message 'already in wishlist' when it is there already (the
   * storefront shows its warning on it); NOT_FOUND for a product not on sale.
   */
  addToWishlist: WishlistItem;
  /**
   * Cancels the caller's own unpaid (pending) order: its stock goes back and its payment link stops working. Any other
   * status answers CONFLICT naming it; another customer's order NOT_FOUND.
   */
  cancelOrder: Order;
  /**
   * Places an order, for guests and members alike. The server prices everything; an amount other than its total
   * answers CONFLICT with extensions.details.amount, the correct total. CONFLICT also when stock runs short;
   * NOT_FOUND for a product no longer on sale. With an idempotencyKey a retry answers the same order (and another
   * body with the same key answers CONFLICT).
   */
  checkout: CheckoutResult;
  /** Confirms an e-mail address with the token of the e-mailed link: true the first time, false when used, expired or unknown. */
  confirmEmail: Scalars['Boolean']['output'];
  /**
   * "Pesanan diterima": the caller confirms their own shipped order (processing, with a resiNumber) arrived; it is
   * completed. Any other status answers CONFLICT naming it; another customer's order NOT_FOUND.
   */
  confirmOrderReceived: Order;
  /** Adds an address (my first becomes the default; at most 50, CONFLICT beyond). BAD_USER_INPUT names a bad field. */
  createAddress: Address;
  /** Creates an affiliate (staff). */
  createAffiliate: AdminAffiliate;
  /** Creates a category (staff). A slug already taken: CONFLICT. */
  createCategory: Category;
  /** Creates a permission, gives it to the roles named, and answers it. */
  createPermission: Permission;
  /** Creates a product (staff). sellPrice above normalPrice, unknown categories, colours or sizes: BAD_USER_INPUT. */
  createProduct: AdminProduct;
  /** Adds a colour to the shop's list (staff). A name taken: CONFLICT; a bad name or swatch: BAD_USER_INPUT. */
  createProductColor: ProductColor;
  /** Adds a size to the shop's list (staff). A name taken: CONFLICT; a bad name: BAD_USER_INPUT. */
  createProductSize: ProductSize;
  /** Creates a role and answers it. */
  createRole: Role;
  /** Creates a confirmed account (staff) and answers it. */
  createUser: User;
  /** Creates a voucher (staff). */
  createVoucher: Voucher;
  /** Creates a widget (staff). A slug already taken: CONFLICT; an unknown group: BAD_USER_INPUT. */
  createWidget: Widget;
  /** Creates a widget group (staff). A slug already taken: CONFLICT. */
  createWidgetGroup: WidgetGroup;
  /** Deactivates a voucher (staff): shoppers can no longer use it. Vouchers are never deleted; past orders name them. */
  deactivateVoucher: Voucher;
  /**
   * Deletes one of my addresses and answers it as it was. Deleting the default makes my newest remaining address
   * the default.
   */
  deleteAddress: Address;
  /** Deletes an affiliate (staff); answers it as it was. */
  deleteAffiliate: AdminAffiliate;
  /** Deletes a category (staff); its products stay, without it. Answers it as it was. */
  deleteCategory: Category;
  /** Deletes a permission (the roles lose it at once) and answers it as it was. */
  deletePermission: Permission;
  /** Deletes a product (staff): it leaves the shop, every cart and wishlist; past orders keep their lines. */
  deleteProduct: AdminProduct;
  /** Deletes a colour no product comes in (staff); one in use: CONFLICT, saying how many products use it. */
  deleteProductColor: ProductColor;
  /** Deletes a size no product comes in (staff); one in use: CONFLICT, saying how many products use it. */
  deleteProductSize: ProductSize;
  /** Deletes a role no user holds (not root, admin or member) and answers it as it was. */
  deleteRole: Role;
  /** Deletes an account (staff; not your own, not the last root) and answers it as it was. */
  deleteUser: User;
  /** Deletes a widget (staff); answers it as it was. */
  deleteWidget: Widget;
  /** Deletes a widget group that holds no widgets (staff; otherwise CONFLICT); answers it as it was. */
  deleteWidgetGroup: WidgetGroup;
  /**
   * Merges a guest's cart (at most 100 lines) into mine at sign-in: quantities add up, capped at stock; lines that
   * cannot be bought are skipped and listed with the reason.
   */
  mergeCart: CartMergeResult;
  /** Does nothing; answers true. Domain files add the real mutations. */
  ping: Scalars['Boolean']['output'];
  /** Rotates a refresh token (header-mode clients). A spent token answers UNAUTHENTICATED with sessionExpired. */
  refreshSession: SessionTokens;
  /** Removes one of my cart lines and answers it as it was. NOT_FOUND when it is not mine. */
  removeCartItem: CartItem;
  /** Removes a product from my wishlist and answers the entry as it was. NOT_FOUND when it is not there. */
  removeFromWishlist: WishlistItem;
  /**
   * E-mails a link to set a new password (valid 1 hour, used once) when the e-mail has an account. Answers true
   * either way, so that it tells nobody which e-mails have one; RATE_LIMITED past the limits per network and
   * per e-mail.
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * E-mails the confirmation link again to an account not yet confirmed. Answers true whether or not the e-mail has
   * such an account, so that it tells nobody which e-mails have one; RATE_LIMITED past the limits per network
   * and per e-mail.
   */
  resendConfirmation: Scalars['Boolean']['output'];
  /**
   * Sets a new password with the token of the e-mailed link and signs the account out everywhere (every session
   * ended). BAD_USER_INPUT when the link is unknown, used or expired, or the password too weak (naming why).
   */
  resetPassword: Scalars['Boolean']['output'];
  /** Makes one of my addresses the default (the previous default stops being one) and answers it. */
  setDefaultAddress: Address;
  /**
   * Moves an order on (staff): paid → processing (with a resiNumber and its courier, which e-mails the customer the resi
   * and a link to follow the parcel) → completed, or pending → cancelled. Cancelling
   * a paid order (or a processing one whose parcel has not left) refunds its total through the payment provider
   * first, returns the stock and e-mails the customer; when the provider refuses, the order stays paid and the answer
   * is CONFLICT with its words (UPSTREAM_UNAVAILABLE when its answer is not known: try again, it refunds once). Any
   * other move answers CONFLICT saying which moves are allowed. Giving a processing order a resiNumber corrects it.
   */
  setOrderStatus: Order;
  /**
   * Moves up to 100 orders on together (staff): only status processing, from paid; each moves in its own transaction
   * and still needs its resi to ship. Answers one result per distinct id, in the order asked: moved, or why not.
   */
  setOrdersStatus: Array<OrderMoveResult>;
  /**
   * Signs in with e-mail and password. With delivery COOKIE (the default) the session goes into httpOnly cookies;
   * with TOKENS the answer carries them. Wrong credentials answer UNAUTHENTICATED with a message for people.
   */
  signIn: SignInResult;
  /** Ends the session upstream and clears the cookies. Answers true, also when there was no session. */
  signOut: Scalars['Boolean']['output'];
  /**
   * Creates a member account and e-mails a confirmation link; signing in works once it is followed (confirmEmail).
   * Missing e-mail or password answers BAD_USER_INPUT "Username and password is required"; a taken e-mail CONFLICT.
   */
  signUp: SignUpResult;
  /** Updates one of my addresses and answers it as it now is; NOT_FOUND when it is not mine. */
  updateAddress: Address;
  /** Changes an affiliate (staff); answers it as it is now. */
  updateAffiliate: AdminAffiliate;
  /** Sets the quantity of one of my cart lines. NOT_FOUND when it is not mine; CONFLICT beyond stock. */
  updateCartItem: CartItem;
  /** Changes a category (staff); answers it as it is now. A slug already taken: CONFLICT. */
  updateCategory: Category;
  /** Turns completing orders on delivery on or off (staff): the next tracking read and housekeeping follow it. */
  updateCompleteOnDeliverySetting: CompleteOnDeliverySetting;
  /**
   * Saves the free-shipping setting (staff with its permission; FORBIDDEN otherwise). Rates and checkouts follow it
   * from the next request on, and the storefront's widgets that say {freeShippingThreshold} show the new amount.
   */
  updateFreeShipping: FreeShipping;
  /**
   * Sets the shop's default language (staff with its permission; FORBIDDEN otherwise). Requests without
   * Accept-Language and e-mails to readers who chose none speak it from then on.
   */
  updateLanguageSetting: LanguageSetting;
  /** Saves the low-stock threshold (staff with its permission). */
  updateLowStockSetting: LowStockSetting;
  /** Sets the days after shipping when unconfirmed shipped orders complete (staff): 1 to 60. */
  updateOrderAutoCompleteSetting: OrderAutoCompleteSetting;
  /** Changes my password (BAD_USER_INPUT names what is wrong); my other sessions are signed out. Answers true. */
  updatePassword: Scalars['Boolean']['output'];
  /**
   * Chooses the payment methods the payment page offers (staff): at least one, each once, codes the shop knows (an
   * unknown one is BAD_USER_INPUT). Checkouts from the next one on offer only these.
   */
  updatePaymentMethodsSetting: PaymentMethodsSetting;
  /** Updates a permission and answers it as it now is. */
  updatePermission: Permission;
  /**
   * Saves a policy page in both languages (staff with its permission; FORBIDDEN otherwise). Titles are trimmed;
   * shoppers read the new text from the next request on. Unknown slug: NOT_FOUND.
   */
  updatePolicyPage: PolicyPageSource;
  /** Changes a product (staff); answers it as it is now. */
  updateProduct: AdminProduct;
  /** Changes a colour (staff); a new name is carried to the products that come in it. A name taken: CONFLICT. */
  updateProductColor: ProductColor;
  /** Changes a size (staff); a new name is carried to the products that come in it. A name taken: CONFLICT. */
  updateProductSize: ProductSize;
  /** Updates my profile and answers it as it now is. The e-mail cannot change. */
  updateProfile: Profile;
  /** Updates a role and answers it as it now is. */
  updateRole: Role;
  /**
   * Saves the seller on the shop's invoices (staff with its permission; FORBIDDEN otherwise). Every invoice, old
   * orders' too, prints it from then on.
   */
  updateSeller: Seller;
  /**
   * Saves the couriers the shop offers (staff with its permission; FORBIDDEN otherwise). Rates and checkouts follow
   * it from the next request on; orders placed with a courier no longer offered keep it.
   */
  updateShippingCouriers: ShippingCouriers;
  /** Updates an account (staff) and answers it as it now is. */
  updateUser: User;
  /** Replaces a voucher's terms (staff); orders already placed keep their discount. */
  updateVoucher: Voucher;
  /** Changes a widget (staff); answers it as it is now. */
  updateWidget: Widget;
  /** Changes a widget group (staff); answers it as it is now. A slug already taken: CONFLICT. */
  updateWidgetGroup: WidgetGroup;
  /**
   * Uploads one image (JPEG, PNG, WebP, GIF, AVIF; at most 5 MB) as a multipart request and answers its stored
   * variants. Larger files answer PAYLOAD_TOO_LARGE, other files UNSUPPORTED_MEDIA_TYPE.
   */
  uploadImage: UploadedImage;
};

export type MutationAddOrderNoteArgs = {
  orderId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type MutationAddToCartArgs = {
  input: AddToCartInput;
};

export type MutationAddToWishlistArgs = {
  productId: Scalars['ID']['input'];
};

export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
};

export type MutationCheckoutArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: CheckoutInput;
};

export type MutationConfirmEmailArgs = {
  token: Scalars['String']['input'];
};

export type MutationConfirmOrderReceivedArgs = {
  id: Scalars['ID']['input'];
};

export type MutationCreateAddressArgs = {
  input: CreateAddressInput;
};

export type MutationCreateAffiliateArgs = {
  input: AffiliateInput;
};

export type MutationCreateCategoryArgs = {
  input: CategoryInput;
};

export type MutationCreatePermissionArgs = {
  input: CreatePermissionInput;
};

export type MutationCreateProductArgs = {
  input: ProductInput;
};

export type MutationCreateProductColorArgs = {
  input: ProductColorInput;
};

export type MutationCreateProductSizeArgs = {
  input: ProductSizeInput;
};

export type MutationCreateRoleArgs = {
  input: CreateRoleInput;
};

export type MutationCreateUserArgs = {
  input: CreateUserInput;
};

export type MutationCreateVoucherArgs = {
  input: VoucherInput;
};

export type MutationCreateWidgetArgs = {
  input: WidgetInput;
};

export type MutationCreateWidgetGroupArgs = {
  input: WidgetGroupInput;
};

export type MutationDeactivateVoucherArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteAffiliateArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeletePermissionArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteProductColorArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteProductSizeArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteWidgetArgs = {
  id: Scalars['ID']['input'];
};

export type MutationDeleteWidgetGroupArgs = {
  id: Scalars['ID']['input'];
};

export type MutationMergeCartArgs = {
  items: Array<GuestCartItemInput>;
};

export type MutationRefreshSessionArgs = {
  refreshToken: Scalars['String']['input'];
};

export type MutationRemoveCartItemArgs = {
  id: Scalars['ID']['input'];
};

export type MutationRemoveFromWishlistArgs = {
  productId: Scalars['ID']['input'];
};

export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};

export type MutationResendConfirmationArgs = {
  email: Scalars['String']['input'];
};

export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type MutationSetDefaultAddressArgs = {
  id: Scalars['ID']['input'];
};

export type MutationSetOrderStatusArgs = {
  courier?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  resiNumber?: InputMaybe<Scalars['String']['input']>;
  status: OrderStatus;
};

export type MutationSetOrdersStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: OrderStatus;
};

export type MutationSignInArgs = {
  delivery?: InputMaybe<SessionDelivery>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type MutationSignUpArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  repeatPassword?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAddressInput;
};

export type MutationUpdateAffiliateArgs = {
  id: Scalars['ID']['input'];
  input: AffiliateUpdateInput;
};

export type MutationUpdateCartItemArgs = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryUpdateInput;
};

export type MutationUpdateCompleteOnDeliverySettingArgs = {
  enabled: Scalars['Boolean']['input'];
};

export type MutationUpdateFreeShippingArgs = {
  input: FreeShippingInput;
};

export type MutationUpdateLanguageSettingArgs = {
  language: Language;
};

export type MutationUpdateLowStockSettingArgs = {
  input: LowStockSettingInput;
};

export type MutationUpdateOrderAutoCompleteSettingArgs = {
  days: Scalars['Int']['input'];
};

export type MutationUpdatePasswordArgs = {
  input: PasswordInput;
};

export type MutationUpdatePaymentMethodsSettingArgs = {
  enabled: Array<Scalars['String']['input']>;
};

export type MutationUpdatePermissionArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePermissionInput;
};

export type MutationUpdatePolicyPageArgs = {
  input: PolicyPageInput;
  slug: Scalars['String']['input'];
};

export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
};

export type MutationUpdateProductColorArgs = {
  id: Scalars['ID']['input'];
  input: ProductColorUpdateInput;
};

export type MutationUpdateProductSizeArgs = {
  id: Scalars['ID']['input'];
  input: ProductSizeUpdateInput;
};

export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

export type MutationUpdateRoleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateRoleInput;
};

export type MutationUpdateSellerArgs = {
  input: SellerInput;
};

export type MutationUpdateShippingCouriersArgs = {
  input: ShippingCouriersInput;
};

export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};

export type MutationUpdateVoucherArgs = {
  id: Scalars['ID']['input'];
  input: VoucherInput;
};

export type MutationUpdateWidgetArgs = {
  id: Scalars['ID']['input'];
  input: WidgetUpdateInput;
};

export type MutationUpdateWidgetGroupArgs = {
  id: Scalars['ID']['input'];
  input: WidgetGroupUpdateInput;
};

export type MutationUploadImageArgs = {
  file: Scalars['Upload']['input'];
};

/** What the signed-in user may do. */
export type MyAccess = {
  __typename?: 'MyAccess';
  /** The capabilities these permissions give, such as orders.view (every one for root): the back office's screens and buttons follow them. */
  capabilities: Array<Scalars['String']['output']>;
  /** Root passes every permission check. */
  isRoot: Scalars['Boolean']['output'];
  /** Where the user lands after signing in: root's or admin's page, else their staff role's, else the member's. */
  landingPage: Scalars['String']['output'];
  /** The permissions of the user's roles (every permission for root), by endpoint then method. */
  permissions: Array<MyPermission>;
};

/** A permission the user holds: an HTTP method and a route pattern. */
export type MyPermission = {
  __typename?: 'MyPermission';
  /** The route pattern, e.g. /v1/product/:id. */
  endpoint: Scalars['String']['output'];
  /** GET, POST, PUT or DELETE. */
  method: Scalars['String']['output'];
};

/** An order of a customer, with its lines, payment and shipment. */
export type Order = {
  __typename?: 'Order';
  /** The customer's e-mail; empty in orderByPaymentToken's answer. */
  customerID: Scalars['String']['output'];
  /** The customer's name; empty in orderByPaymentToken's answer. */
  customerName: Scalars['String']['output'];
  /** The customer's phone; empty in orderByPaymentToken's answer. */
  customerPhone: Scalars['String']['output'];
  /** What the order's voucher took off; 0 when none. */
  discount: Scalars['Rupiah']['output'];
  /** When it expires if still unpaid. */
  expiresAt: Scalars['DateTime']['output'];
  /** The first line's product image. */
  firstProductImage: Scalars['String']['output'];
  /** The first line's product name (order lists show it). */
  firstProductName: Scalars['String']['output'];
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** Staff's internal notes, oldest first; never shown to the customer. Staff only (FORBIDDEN for members). */
  internalNotes: Array<OrderNote>;
  /** The customer's note to the shop given at checkout, or null when none (always null in orderByPaymentToken's answer). */
  note?: Maybe<Scalars['String']['output']>;
  /** The order's code, e.g. ORD-20261121-7K3QX. */
  orderCode: Scalars['String']['output'];
  /** When it was placed. */
  orderDate: Scalars['DateTime']['output'];
  /** The order's lines. */
  orderDetails: Array<OrderDetail>;
  /** Lines after the first. */
  otherProductCount: Scalars['Int']['output'];
  /** When it was paid, or null. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** The payment, or null. */
  payment?: Maybe<OrderPayment>;
  /** The refund when staff cancelled the paid order (the succeeded one, else the latest attempt), or null. */
  refund?: Maybe<Refund>;
  /** The shipment, or null. */
  shipment?: Maybe<OrderShipment>;
  /** Shipping. */
  shippingCost: Scalars['Rupiah']['output'];
  /** Where the order stands as its reader is told: the status, processing told apart by the parcel (the headline). */
  stage: OrderStage;
  /** Where the order is. */
  status: OrderStatus;
  /** Σ sellPrice × quantity. */
  subtotal: Scalars['Rupiah']['output'];
  /** The 11 % tax included in the goods' price, after a percent or fixed voucher's discount. */
  tax: Scalars['Rupiah']['output'];
  /**
   * Every status change, oldest first, with who made it and when: placed, paid, processing (with the resi), a resi
   * correction, completed, cancelled or expired. Staff only: members (and guests) asking for it get FORBIDDEN, so the
   * storefront never asks. Batched: a page of orders costs one REST call.
   */
  timeline: Array<OrderEvent>;
  /** subtotal + shipping − discount: what the customer pays. */
  total: Scalars['Rupiah']['output'];
  /**
   * The parcel's tracking, or null while the order has no resi. For its owner and staff (and a guest through
   * orderLookup); asked of the courier at most once per resi per 30 minutes. UPSTREAM_UNAVAILABLE when the courier
   * cannot answer right now (the rest of the order is answered all the same). A delivered answer makes the shipment
   * delivered, and completes the order when the shop's setting says so; read the order again to see it (orderLookup's
   * answer already does).
   */
  tracking?: Maybe<Tracking>;
  /** The member who placed it, or null for a guest (and always null in orderByPaymentToken's answer). */
  userID?: Maybe<Scalars['ID']['output']>;
  /** The voucher used (in capitals), or null. */
  voucherCode?: Maybe<Scalars['String']['output']>;
  /**
   * The voucher's kind when the order was placed, or null: percent and fixed take the discount off the goods (and so
   * off the tax in them), free_shipping pays the shipping.
   */
  voucherKind?: Maybe<VoucherKind>;
};

/** Who made a change on an order's timeline. */
export type OrderActor = {
  __typename?: 'OrderActor';
  /** What kind of actor. */
  kind: OrderActorKind;
  /** The person's name (their e-mail when they gave none), or null. */
  name?: Maybe<Scalars['String']['output']>;
  /** The person (staff or a member), or null for a guest and for processes. */
  userID?: Maybe<Scalars['ID']['output']>;
};

/** Who moved an order. */
export type OrderActorKind =
  /** The order's customer (a member, or a guest at checkout). */
  | 'customer'
  /** The payment provider's notification. */
  | 'payment_provider'
  /** A staff member (the back office, or the cashier placing an order for a customer). */
  | 'staff'
  /** The shop itself: the expiry sweep, housekeeping, a checkout the payment provider refused. */
  | 'system';

/** The days after its parcel left when a shipped order the customer did not confirm completes by itself. */
export type OrderAutoCompleteSetting = {
  __typename?: 'OrderAutoCompleteSetting';
  /** Days, 1 to 60 (ORDER_AUTO_COMPLETE_DAYS, 7 by default, until staff set it). */
  days: Scalars['Int']['output'];
};

/** A line of an order, with the names and prices of the moment it was placed. */
export type OrderDetail = {
  __typename?: 'OrderDetail';
  /** The colour ordered; may be empty. */
  color: Scalars['String']['output'];
  /** Discount in percent. */
  discount: Scalars['Int']['output'];
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** Price before discount, when ordered. */
  normalPrice: Scalars['Rupiah']['output'];
  /** The product as it is now (batched with every other product of the request), or null when no longer on sale. */
  product?: Maybe<Product>;
  /** The product's id. */
  productID: Scalars['ID']['output'];
  /** The product's image when ordered. */
  productImage: Scalars['String']['output'];
  /** The product's name when ordered. */
  productName: Scalars['String']['output'];
  /** Items ordered. */
  quantity: Scalars['Int']['output'];
  /** Price paid per item. */
  sellPrice: Scalars['Rupiah']['output'];
  /** The size ordered; may be empty. */
  size: Scalars['String']['output'];
  /** The variant's SKU when ordered; empty for lines from before variants. */
  sku: Scalars['String']['output'];
  /** sellPrice × quantity. */
  subtotal: Scalars['Rupiah']['output'];
  /** The variant ordered (null when staff have since removed it for good). */
  variantId?: Maybe<Scalars['ID']['output']>;
  /** Grams per item. */
  weight: Scalars['Int']['output'];
};

/** A status change of an order: from → to, who and when. Oldest first. */
export type OrderEvent = {
  __typename?: 'OrderEvent';
  /** Who made it. */
  actor: OrderActor;
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * The parcel's tracking said it arrived (one such event per order): processing → processing while the order waits
   * for "Pesanan diterima", or processing → completed when the shop completes orders on delivery.
   */
  delivered: Scalars['Boolean']['output'];
  /** More about it, e.g. 'resi JNE-123', the provider's transaction status ('settlement'), why the system moved it. */
  detail?: Maybe<Scalars['String']['output']>;
  /** The status before, or null when the order was placed. */
  fromStatus?: Maybe<OrderStatus>;
  /** The event's id. */
  id: Scalars['ID']['output'];
  /** The status after (the same as fromStatus when only the resi changed, or when the parcel arrived and the order waits). */
  toStatus: OrderStatus;
};

/** What a bulk move did to one order. */
export type OrderMoveResult = {
  __typename?: 'OrderMoveResult';
  /** Whether it moved. */
  moved: Scalars['Boolean']['output'];
  /** Its code, or null for an unknown order. */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** The order's id, as asked. */
  orderId: Scalars['ID']['output'];
  /** Why it did not move, or null when it did. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Its status now, or null for an unknown order. */
  status?: Maybe<OrderStatus>;
};

/** A staff member's internal note on an order; never shown to the customer. */
export type OrderNote = {
  __typename?: 'OrderNote';
  /** Who wrote it (userID and name null when the author's account was deleted). */
  author: OrderActor;
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** The note's id. */
  id: Scalars['ID']['output'];
  /** The note, 1 to 1000 characters. */
  text: Scalars['String']['output'];
};

/** One page of orders. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** The orders of this page, newest first. */
  items: Array<Order>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** An order's payment. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  /** When it was paid, or null. */
  paymentDate?: Maybe<Scalars['DateTime']['output']>;
  /** How it was paid; empty until paid. */
  paymentMethod: Scalars['String']['output'];
  /** The payment provider, e.g. midtrans or sandbox. */
  provider: Scalars['String']['output'];
  /** The provider's hosted payment page. */
  redirectUrl: Scalars['String']['output'];
  /** Rupiah given back by succeeded refunds; 0 when none. Against totalAmount it makes the status refunded or partially_refunded. */
  refundedAmount: Scalars['Rupiah']['output'];
  /** When the last refund went back, or null. */
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the payment is. */
  status: PaymentStatus;
  /** The payment token (the storefront's /payment/{token}). */
  token: Scalars['String']['output'];
  /** The amount asked. */
  totalAmount: Scalars['Rupiah']['output'];
};

/** An order's shipment. */
export type OrderShipment = {
  __typename?: 'OrderShipment';
  /** The delivery address as given. */
  address: ShipmentAddress;
  /** Shipping cost. */
  cost: Scalars['Rupiah']['output'];
  /** Courier code, e.g. jne. */
  courier: Scalars['String']['output'];
  /** When it arrived, as its tracking said (or when the order completed); null until then. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The service's name. */
  description: Scalars['String']['output'];
  /** The delivery address on one line (only the city in orderByPaymentToken's answer). */
  destination: Scalars['String']['output'];
  /** The delivery city's id. */
  destinationCityID: Scalars['String']['output'];
  /** Days on the way, e.g. 2-3. */
  etd: Scalars['String']['output'];
  /** The courier's tracking number; empty until processing. */
  resiNumber: Scalars['String']['output'];
  /** Service code, e.g. REG. */
  service: Scalars['String']['output'];
  /** When it was sent, or null. */
  shipmentDate?: Maybe<Scalars['DateTime']['output']>;
  /** Where the parcel is. */
  status: ShipmentStatus;
  /** Grams. */
  weight: Scalars['Int']['output'];
};

/**
 * Where an order stands as its reader is told: its status, with processing told apart by its parcel. Every screen's
 * headline (the member's order, the guest's look-up, staff's order, the lists) is this one word, so they agree.
 */
export type OrderStage =
  /** Cancelled. */
  | 'cancelled'
  /** Delivered and done. */
  | 'completed'
  /**
   * Arrived: processing, its tracking says the parcel was delivered. The customer's confirmOrderReceived ("Pesanan
   * diterima"), the auto-complete days or, when the shop completes orders on delivery, the delivery itself completes it.
   */
  | 'delivered'
  /** Not paid in time. */
  | 'expired'
  /** Paid; waiting for staff to process it. */
  | 'paid'
  /** Placed, waiting for payment. */
  | 'pending'
  /** Being packed: processing, the parcel not sent yet. */
  | 'processing'
  /** On its way: processing, the parcel with the courier. */
  | 'shipped';

/**
 * Where an order is: pending (waiting for payment) → paid (by the payment provider) → processing (staff, with a
 * tracking number) → completed (staff); pending → cancelled (staff or provider) or expired (unpaid in time); paid, or
 * processing before the parcel leaves, → cancelled by staff with a refund of the total.
 */
export type OrderStatus =
  /** Cancelled; the stock was returned (and the money, when it had been paid: see Order.refund). */
  | 'cancelled'
  /** Delivered and done. */
  | 'completed'
  /** Not paid in time; the stock was returned. */
  | 'expired'
  /** Paid; waiting for staff to process it. */
  | 'paid'
  /** Placed, waiting for payment. */
  | 'pending'
  /** Being packed and shipped. */
  | 'processing';

/** Which page of a list to answer. skip wins over page, as the spec's clients send both. */
export type PageInput = {
  /** Page size; each list names its default; at most 100. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Page number, from 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows to skip. */
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** How a list was cut into pages. It takes the cache hint of the page it belongs to. */
export type Paging = {
  __typename?: 'Paging';
  /** Rows matching the query, over all pages. */
  count: Scalars['Int']['output'];
  /** The page size used. */
  limit: Scalars['Int']['output'];
  /** The page answered, from 1. */
  page: Scalars['Int']['output'];
};

/** A password change. My other sessions are signed out; this one stays. */
export type PasswordInput = {
  /** The new password again. */
  confirmNewPassword: Scalars['String']['input'];
  /** The password in use now. */
  currentPassword: Scalars['String']['input'];
  /** The new password: at least 8 characters with a letter and a digit, different from the current one. */
  newPassword: Scalars['String']['input'];
};

/**
 * The payment methods the payment page offers (issue 23): Midtrans Snap's enabled_payments, and the sandbox page's
 * choice. Staff choose them; every method the shop knows until they do. A checkout's disabledPaymentMethod takes
 * some of these off for one order.
 */
export type PaymentMethodsSetting = {
  __typename?: 'PaymentMethodsSetting';
  /**
   * Codes of the methods offered, in the shop's order (credit_card, gopay, shopeepay, qris, permata_va, bca_va,
   * bni_va, bri_va, echannel, other_va, indomaret, alfamart, akulaku); at least one.
   */
  enabled: Array<Scalars['String']['output']>;
};

/** Where an order's payment is. */
export type PaymentStatus =
  /** Cancelled. */
  | 'cancelled'
  /** Not paid in time. */
  | 'expired'
  /** The last attempt failed; the order stays payable. */
  | 'failed'
  /** Paid. */
  | 'paid'
  /** Paid, and part of it given back (OrderPayment.refundedAmount says how much). */
  | 'partially_refunded'
  /** Waiting for payment. */
  | 'pending'
  /** Paid, and all of it given back (OrderPayment.refundedAmount is the amount paid). */
  | 'refunded';

/** A permission: one REST call (method and route pattern) that roles holding it may make. */
export type Permission = {
  __typename?: 'Permission';
  /** What it allows. */
  description: Scalars['String']['output'];
  /** The REST route pattern it grants, such as /v1/product/:id. */
  endpoint: Scalars['String']['output'];
  /** The permission's id. */
  id: Scalars['ID']['output'];
  /** The HTTP method it grants. */
  method: HttpMethod;
  /** Ids of the roles that hold it. */
  roles: Array<Scalars['ID']['output']>;
};

/** One page of permissions. */
export type PermissionPage = {
  __typename?: 'PermissionPage';
  /** The permissions of this page, by endpoint, then method. */
  items: Array<Permission>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** A permission as a role lists it. */
export type PermissionRef = {
  __typename?: 'PermissionRef';
  /** The REST route pattern it grants, such as /v1/product/:id. */
  endpoint: Scalars['String']['output'];
  /** The permission's id. */
  id: Scalars['ID']['output'];
  /** The HTTP method it grants. */
  method: HttpMethod;
};

/**
 * A policy page in one language, as shoppers read it. Its body is plain text — a blank line between paragraphs,
 * lines starting with "- " a list — and is never HTML. Cached for everyone for 60 s; a staff change shows at once.
 */
export type PolicyPage = {
  __typename?: 'PolicyPage';
  /** Plain text: a blank line between paragraphs, lines starting with "- " a list. */
  body: Scalars['String']['output'];
  /** The language of its title and body. */
  language: Language;
  /** Which page: shipping, returns, privacy or terms. */
  slug: Scalars['String']['output'];
  /** The page's heading, and its browser tab's title. */
  title: Scalars['String']['output'];
  /** When staff last saved the page. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A policy page in both languages: every shopper reads one of them, so both are required. */
export type PolicyPageInput = {
  /** The English page. */
  en: PolicyPageTextInput;
  /** The Indonesian page. */
  id: PolicyPageTextInput;
};

/**
 * A policy page in both languages, as staff edit it, known by its slug: `en` and `id` are the language codes (so `id`
 * is the Indonesian text, not an identifier — Apollo Client's cache keys this type by `slug`).
 */
export type PolicyPageSource = {
  __typename?: 'PolicyPageSource';
  /** The English page. */
  en: PolicyPageText;
  /** The Indonesian page. */
  id: PolicyPageText;
  /** Which page: shipping, returns, privacy or terms. */
  slug: Scalars['String']['output'];
  /** When staff last saved the page. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A policy page's title and body in one language. */
export type PolicyPageText = {
  __typename?: 'PolicyPageText';
  /** Plain text of at most 20,000 characters. */
  body: Scalars['String']['output'];
  /** 1 to 120 characters. */
  title: Scalars['String']['output'];
};

/** A policy page's title and body in one language, as staff save it. */
export type PolicyPageTextInput = {
  /** Plain text of at most 20,000 characters (never read as HTML); longer answers BAD_USER_INPUT. */
  body: Scalars['String']['input'];
  /** 1 to 120 characters once trimmed; blank or longer answers BAD_USER_INPUT. */
  title: Scalars['String']['input'];
};

/** The cheapest and dearest price among the products the other filters leave. */
export type PriceRange = {
  __typename?: 'PriceRange';
  /** The highest sell price; 0 when no product is left. */
  max: Scalars['Rupiah']['output'];
  /** The lowest sell price; 0 when no product is left. */
  min: Scalars['Rupiah']['output'];
};

/** A product as the storefront shows it: active and not deleted, without its cost price. */
export type Product = {
  __typename?: 'Product';
  /** The categories it is in, by name. */
  categories: Array<CategoryRef>;
  /** The colours it comes in, of the shop's colours (productColors), in the list's order. */
  colors: Array<Scalars['String']['output']>;
  /** The product's description (may be empty). */
  description: Scalars['String']['output'];
  /** The discount in percent. */
  discount: Scalars['Int']['output'];
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** The colour each of images shows, in the same order; empty for an image of every colour. */
  imageColors: Array<Scalars['String']['output']>;
  /** Up to 4 image URLs; the first is the main image. */
  images: Array<Scalars['String']['output']>;
  /**
   * Whether it is on the signed-in member's wishlist; false for visitors. Asked of one request's products together
   * (one wishlist read). Never cached: ask for it apart from the shared product page, after sign-in is known.
   */
  inWishlist: Scalars['Boolean']['output'];
  /** The first image, or empty when there is none. */
  mainImage: Scalars['String']['output'];
  /** The material, e.g. Linen (may be empty). */
  material: Scalars['String']['output'];
  /** The price before discount; shown struck through when higher than sellPrice. */
  normalPrice: Scalars['Rupiah']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /**
   * Products in the shop sharing a category with this one, never itself, newest first. The products of one
   * request are asked together (one REST call per limit and 100 products); asking twice costs nothing more.
   */
  related: Array<Product>;
  /** The price charged. */
  sellPrice: Scalars['Rupiah']['output'];
  /** The size guide of its first category (by name) that has one; null when none has. */
  sizeGuide?: Maybe<SizeGuide>;
  /** The sizes it comes in, of the shop's sizes (productSizes), in the list's order. */
  sizes: Array<Scalars['String']['output']>;
  /** Pieces in stock. */
  stock: Scalars['Int']['output'];
  /** What can be bought: its active variants (one per colour × size), in the colour and size lists' order. */
  variants: Array<ProductVariant>;
  /** Shipping weight in grams. */
  weight: Scalars['Int']['output'];
};

/** A product as the storefront shows it: active and not deleted, without its cost price. */
export type ProductRelatedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A colour products come in: one of the shop's list, which staff manage (name, swatch, order). */
export type ProductColor = {
  __typename?: 'ProductColor';
  /** The colour's id. */
  id: Scalars['ID']['output'];
  /** The colour's name, e.g. Navy: what a product's colors and a cart line's color name. */
  name: Scalars['String']['output'];
  /** Where it comes in the list (lists are in position order, then by name). */
  position: Scalars['Int']['output'];
  /** The colour shown for it, #rrggbb in lower case. */
  swatch: Scalars['String']['output'];
};

/** A new colour. */
export type ProductColorInput = {
  /** Its name: at most 20 characters, no comma, unique without regard to case. */
  name: Scalars['String']['input'];
  /** Where it comes in the list; last when left out. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** The colour shown for it, #rrggbb. */
  swatch: Scalars['String']['input'];
};

/** A page of the shop's colours, in their order (staff). */
export type ProductColorPage = {
  __typename?: 'ProductColorPage';
  /** The colours of this page. */
  items: Array<ProductColor>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** Changes to a colour: only the fields given (and not null) change. */
export type ProductColorUpdateInput = {
  /** A new name; the products and cart lines that name the colour are renamed with it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Where it comes in the list. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** The colour shown for it, #rrggbb. */
  swatch?: InputMaybe<Scalars['String']['input']>;
};

/** The counts beside each filter value of a product list. */
export type ProductFacets = {
  __typename?: 'ProductFacets';
  /** Categories by name, each with its count. */
  categories: Array<CategoryFacetCount>;
  /** Colours in the colours list's order, each with its count. */
  colors: Array<FacetCount>;
  /**
   * Products the list would hold with "in stock only" chosen (and the other filters as they are); null when the
   * REST API does not count them.
   */
  inStock?: Maybe<Scalars['Int']['output']>;
  /** The price range of the products the other filters leave. */
  price: PriceRange;
  /** Sizes in the sizes list's order, each with its count (only sizes some product would match). */
  sizes: Array<FacetCount>;
};

/** Which products a list keeps; every field left out (or null, or empty) keeps all. */
export type ProductFilter = {
  /** Only products in one of these categories. */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /**
   * Only products with an active variant in one of these colours (any case); with sizes, one variant in stock has
   * both.
   */
  colors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only products whose matching variant has stock left (a chosen size asks for stock either way). */
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only products selling for at most this much. */
  maxPrice?: InputMaybe<Scalars['Rupiah']['input']>;
  /** Only products selling for at least this much. */
  minPrice?: InputMaybe<Scalars['Rupiah']['input']>;
  /**
   * Only products with an active variant in stock in one of these sizes (any case): a product sold out in them is
   * left out, and the sizes' counts (ProductFacets.sizes) count only what is in stock.
   */
  sizes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A new product. sellPrice may not be more than normalPrice. */
export type ProductInput = {
  /** The cost price. */
  buyPrice: Scalars['Rupiah']['input'];
  /** Ids of existing categories. */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Colours, of the shop's colours (productColors; any case). */
  colors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The product's description; empty when left out. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The discount in percent (0 to 100); computed from normalPrice and sellPrice when left out. */
  discount?: InputMaybe<Scalars['Int']['input']>;
  /** The colour each image shows, in the images' order (empty or left out: every colour). */
  imageColors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Up to 4 image URLs (http(s) or /uploads/…); the first is the main image. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The material; empty when left out. */
  material?: InputMaybe<Scalars['String']['input']>;
  /** The price before discount. */
  normalPrice: Scalars['Rupiah']['input'];
  /** The product's name. */
  productName: Scalars['String']['input'];
  /** The price charged; at most normalPrice. */
  sellPrice: Scalars['Rupiah']['input'];
  /** Sizes, of the shop's sizes (productSizes; any case). */
  sizes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** active (the default) or draft. */
  status?: InputMaybe<ProductStatus>;
  /** Pieces in stock, spread over the colour × size combinations; left out when variants are given (their sum). */
  stock?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The variant grid: one cell per colour × size sold. When given, it replaces the variants (those left out stop
   * being sold), and the product's colours, sizes and stock follow from it; colors, sizes and stock may then be left
   * out (given, they must agree).
   */
  variants?: InputMaybe<Array<ProductVariantInput>>;
  /** Shipping weight in grams. */
  weight: Scalars['Int']['input'];
};

/** A page of products in the shop. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /**
   * The same products, in the same order, as their cards show them in this list: with colours filtered, each in the
   * chosen colour it was found in and that colour's picture. Kept with the page (a ListedProduct has no id), so that
   * one product in two lists filtered differently shows each list's picture.
   */
  cards: Array<ListedProduct>;
  /**
   * How many products each filter value would leave, given the other filters (the search and the category too): read
   * only when asked for (one more REST call).
   */
  facets: ProductFacets;
  /** The products of this page, in the order asked (newest first by default). */
  items: Array<Product>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** A size products come in: one of the shop's list, which staff manage (name, order). */
export type ProductSize = {
  __typename?: 'ProductSize';
  /** The size's id. */
  id: Scalars['ID']['output'];
  /** The size's name, e.g. XL or 32: what a product's sizes and a cart line's size name. */
  name: Scalars['String']['output'];
  /** Where it comes in the list (lists are in position order, then by name). */
  position: Scalars['Int']['output'];
};

/** A new size. */
export type ProductSizeInput = {
  /** Its name: at most 20 characters, no comma, unique without regard to case. */
  name: Scalars['String']['input'];
  /** Where it comes in the list; last when left out. */
  position?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of the shop's sizes, in their order (staff). */
export type ProductSizePage = {
  __typename?: 'ProductSizePage';
  /** The sizes of this page. */
  items: Array<ProductSize>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** Changes to a size: only the fields given (and not null) change. */
export type ProductSizeUpdateInput = {
  /** A new name; the products and cart lines that name the size are renamed with it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Where it comes in the list. */
  position?: InputMaybe<Scalars['Int']['input']>;
};

/** The order of a product list. */
export type ProductSort =
  /** Most pieces ordered first (orders neither cancelled nor expired). */
  | 'BEST_SELLING'
  /** Newest first (the default). */
  | 'NEWEST'
  /** Cheapest first (by the price charged). */
  | 'PRICE_ASC'
  /** Dearest first. */
  | 'PRICE_DESC';

/** Whether a product is in the shop or still being prepared. */
export type ProductStatus =
  /** In the shop. */
  | 'active'
  /** Hidden from the shop; only staff see it. */
  | 'draft';

/** What the header's search box suggests while a shopper types. */
export type ProductSuggestions = {
  __typename?: 'ProductSuggestions';
  /** Categories whose name matches. */
  categories: Array<CategoryRef>;
  /** Up to 5 products, best match first. */
  products: Array<Product>;
};

/** Changes to a product: only the fields given (and not null) change. */
export type ProductUpdateInput = {
  /** The cost price. */
  buyPrice?: InputMaybe<Scalars['Rupiah']['input']>;
  /** Ids of existing categories; replace the current ones. */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Colours, of the shop's colours (productColors; any case); replace the current ones. */
  colors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The product's description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The discount in percent (0 to 100); computed again when a price changes and this is left out. */
  discount?: InputMaybe<Scalars['Int']['input']>;
  /** The colour each image shows, in the images' order (empty or left out: every colour). */
  imageColors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Up to 4 image URLs; replace the current ones. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The material. */
  material?: InputMaybe<Scalars['String']['input']>;
  /** The price before discount; checked against sellPrice as it will be. */
  normalPrice?: InputMaybe<Scalars['Rupiah']['input']>;
  /** The product's name. */
  productName?: InputMaybe<Scalars['String']['input']>;
  /** The price charged; at most normalPrice as it will be. */
  sellPrice?: InputMaybe<Scalars['Rupiah']['input']>;
  /** Sizes, of the shop's sizes (productSizes; any case); replace the current ones. */
  sizes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** active or draft. */
  status?: InputMaybe<ProductStatus>;
  /** Pieces in stock, spread again over the active variants; left out when variants are given (their sum). */
  stock?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The variant grid: one cell per colour × size sold. When given, it replaces the variants (those left out stop
   * being sold), and the product's colours, sizes and stock follow from it; colors, sizes and stock may then be left
   * out (given, they must agree).
   */
  variants?: InputMaybe<Array<ProductVariantInput>>;
  /** Shipping weight in grams. */
  weight?: InputMaybe<Scalars['Int']['input']>;
};

/** A colour × size of a product, sold on its own with its own SKU and stock; its price is the product's. */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  /** Its colour, of the shop's colours; empty when the product comes in no colours. */
  color: Scalars['String']['output'];
  /** The variant's id. */
  id: Scalars['ID']['output'];
  /** Its size, of the shop's sizes; empty when the product comes in no sizes. */
  size: Scalars['String']['output'];
  /** Its stock-keeping unit, unique in the shop, e.g. KEMEJA-LINEN-NAVY-M. */
  sku: Scalars['String']['output'];
  /** Pieces left: 0 is sold out (Habis). */
  stock: Scalars['Int']['output'];
};

/** One cell of a product's variant grid. */
export type ProductVariantInput = {
  /** Whether it is sold (the default). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its colour, of the shop's colours (any case); leave out for a product without colours. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Its size, of the shop's sizes (any case); leave out for a product without sizes. */
  size?: InputMaybe<Scalars['String']['input']>;
  /** Its SKU (letters, digits, . _ -; at most 64; unique in the shop); suggested from the product and cell when left out. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** Pieces in stock, 0 or more. */
  stock: Scalars['Int']['input'];
};

/** A user's own profile. */
export type Profile = {
  __typename?: 'Profile';
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Sign-in e-mail (read-only). */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Profile picture URL, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** My language for e-mails and messages, or null when I have not chosen (each request's language applies). */
  language?: Maybe<Language>;
  /** Free-text location, or null. */
  location?: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** The same as telephone (the settings screen reads phone). */
  phone?: Maybe<Scalars['String']['output']>;
  /** The roles the user holds. */
  roles: Array<RoleRef>;
  /** Phone number, or null. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** Unique username, or null. */
  username?: Maybe<Scalars['String']['output']>;
};

/** Changes to my own profile; fields left out stay as they are. */
export type ProfileInput = {
  /** Read-only: when sent it must equal the current e-mail, else BAD_USER_INPUT (email cannot be changed). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Profile picture URL (http, https or a path), e.g. from uploadImage; null or empty clears it. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** My language for e-mails and messages (the web saves the header switch's choice here); null keeps it. */
  language?: InputMaybe<Language>;
  /** Free-text location, at most 200 characters; null clears it. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Display name, at most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The same as telephone, as the settings screen names it; telephone wins when both are sent. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. An Indonesian mobile number: 08… with 10 to 13 digits, or the same number as +628…; single spaces or dashes may separate the digits; null or empty clears it. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** 3 to 50 letters, digits, dots, dashes or underscores; null or empty clears it. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** An Indonesian province (RajaOngkir numbering). Reference data: cached for everyone for an hour. */
export type Province = {
  __typename?: 'Province';
  /** The province id. */
  id: Scalars['ID']['output'];
  /** The province's name. */
  province: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One of my addresses; NOT_FOUND when it is not mine. */
  address: Address;
  /** My delivery addresses, the default first (q searches title, name, address and phone); 10 per page by default. */
  addresses: AddressPage;
  /** An affiliate, or null when there is none (staff). */
  adminAffiliate?: Maybe<AdminAffiliate>;
  /** Every affiliate, shown or not, newest first (staff). */
  adminAffiliates: AdminAffiliatePage;
  /** A product that is not deleted, or null when there is none (staff). */
  adminProduct?: Maybe<AdminProduct>;
  /** The shop's colours, a page at a time, in their order (staff). */
  adminProductColors: ProductColorPage;
  /** The shop's sizes, a page at a time, in their order (staff). */
  adminProductSizes: ProductSizePage;
  /** Every product that is not deleted, drafts included, newest first (staff). */
  adminProducts: AdminProductPage;
  /** The storefront's affiliate cards: active affiliates, newest first. Default page size 10. */
  affiliates: AffiliatePage;
  /** The API's version, for clients that check compatibility. */
  apiVersion: Scalars['String']['output'];
  /** The home page banner: the newest active widget of the banner group, or null when there is none. */
  banner?: Maybe<Banner>;
  /** The capability groups roles are built from (any signed-in user), with words in the request's language. */
  capabilityGroups: Array<CapabilityGroup>;
  /** My cart, oldest line first (products no longer on sale are left out). UNAUTHENTICATED for visitors. */
  cart: Array<CartItem>;
  /** Categories by name (staff; limit 100 for option lists). */
  categories: CategoryPage;
  /** A category, or null when there is none (staff). */
  category?: Maybe<Category>;
  /** Products of a category in the shop, newest first (new-arrival for new arrivals). Unknown slug: NOT_FOUND. */
  categoryProducts: ProductPage;
  /** Cities of a province, by name (all of them without provinceID); NOT_FOUND for an unknown province. */
  cities: Array<City>;
  /** Whether delivered parcels complete their orders (staff; FORBIDDEN for members). */
  completeOnDeliverySetting: CompleteOnDeliverySetting;
  /** Orders, revenue, profit and products (staff; FORBIDDEN for members). */
  dashboardCounters: DashboardCounters;
  /** My default address, or null when I have none. */
  defaultAddress?: Maybe<Address>;
  /** Free shipping: on or off, and from which subtotal. */
  freeShipping: FreeShipping;
  /** The home page hero: the newest active widget of the hero-image group, or null when there is none. */
  heroImage?: Maybe<Hero>;
  /** The highlight strip: the newest active widget of the highlight group, or null when there is none. */
  highlight?: Maybe<Highlight>;
  /** The shop's default language (public, cached). */
  languageSetting: LanguageSetting;
  /** The low-stock threshold (staff). */
  lowStockSetting: LowStockSetting;
  /** Active variants at or under the low-stock threshold, fewest pieces first (staff; the dashboard's card). */
  lowStockVariants: LowStockVariantPage;
  /** The current session's scope and profile, or null for a visitor. */
  me?: Maybe<Me>;
  /** One order with its lines, payment and shipment, or null when there is none (or it is another member's). */
  order?: Maybe<Order>;
  /** The days after shipping when unconfirmed shipped orders complete (staff; FORBIDDEN for members). */
  orderAutoCompleteSetting: OrderAutoCompleteSetting;
  /**
   * The order a payment token belongs to, for whoever holds the token: the payment-success page of guests and
   * members alike (checkout's token; the sandbox's "Payment received" page links to
   * /payment/payment-success?token={token}). It shows the code, status, amounts, lines, payment and shipment, but
   * nothing about the customer: customerID, customerName and customerPhone are empty, userID and note null, and the
   * shipment's address holds only the city. Null for an unknown token. Never cached.
   */
  orderByPaymentToken?: Maybe<Order>;
  /**
   * A guest's order by its code and the e-mail it was placed with (both in any case, spaces around ignored): the order
   * as its owner sees it, payment status and, while pending, the way to pay. Null when the code and the e-mail do not
   * match, alike for an unknown code and a code with another e-mail. Rate limited per address and per code
   * (RATE_LIMITED); one per request; never cached.
   */
  orderLookup?: Maybe<Order>;
  /**
   * Orders, newest first: a member's own, or everyone's for staff. q searches the code, products and customer;
   * status keeps only those statuses; from and to keep the days between them, both included. 10 per page by
   * default. Staff download the same orders as CSV from the gateway's GET /export/orders.csv with the same filters.
   */
  orders: OrderPage;
  /** The payment methods the payment page offers (staff; FORBIDDEN for members). */
  paymentMethodsSetting: PaymentMethodsSetting;
  /** One permission, or null when there is none with this id. */
  permission?: Maybe<Permission>;
  /** Permissions (root by default; q searches endpoint, method and description); 10 per page by default. */
  permissions: PermissionPage;
  /**
   * A policy page in a language (public, cached): `language`, else the request's (its `lang` cookie or
   * Accept-Language, else the shop's default). Kept answers are filed per language. Unknown slug: NOT_FOUND.
   */
  policyPage: PolicyPage;
  /** A policy page in both languages (staff with its permission; FORBIDDEN otherwise). Unknown slug: NOT_FOUND. */
  policyPageSource: PolicyPageSource;
  /** A product in the shop; null for an unknown id, a draft or a deleted product. */
  product?: Maybe<Product>;
  /** A colour, or null when there is none (staff). */
  productColor?: Maybe<ProductColor>;
  /** The shop's colours, in their order: what a product's colors are chosen from. */
  productColors: Array<ProductColor>;
  /** A size, or null when there is none (staff). */
  productSize?: Maybe<ProductSize>;
  /** The shop's sizes, in their order: what a product's sizes are chosen from. */
  productSizes: Array<ProductSize>;
  /** What the header's search box suggests for what a shopper has typed (at least 2 characters). */
  productSuggestions: ProductSuggestions;
  /**
   * Products in the shop (GET /public/v1/product), filtered and sorted; newest first by default, and best match first
   * when searching without a sort. Default page size 10.
   */
  products: ProductPage;
  /** My profile, or null for a visitor. */
  profile?: Maybe<Profile>;
  /** Indonesia's provinces, by name. */
  provinces: Array<Province>;
  /** Products sharing a category with this one, never itself, newest first; empty when it is not in the shop. */
  relatedProducts: Array<Product>;
  /** One role, or null when there is none with this id. */
  role?: Maybe<Role>;
  /** Roles with their permissions (root by default); 10 per page by default. */
  roles: RolePage;
  /** The seller on the shop's invoices (public, cached). */
  seller: Seller;
  /**
   * Shipping rates for a parcel, one entry per courier in the order asked, in RajaOngkir's shape. BAD_USER_INPUT
   * names an unknown city or courier code. When the rates provider fails or is slow the shop's built-in estimate
   * answers (fallback: true), so checkout never stops on it.
   */
  shippingCost: Array<CourierCost>;
  /** The couriers the shop offers at checkout. */
  shippingCouriers: ShippingCouriers;
  /** The categories with products in the shop, by name (at most 50), each with its cover (GET /public/v1/category). */
  shopCategories: Array<ShopCategory>;
  /** The storefront's settings: the chat number and how payments are taken (public, cached). */
  storefront: Storefront;
  /** Orders per status, every status listed (staff; FORBIDDEN for members). */
  transactionStatistics: Array<TransactionStatistic>;
  /** One user (staff), or null when there is none with this id. */
  user?: Maybe<User>;
  /** Users, the newest first (staff; q searches username, name and e-mail); 10 per page by default. */
  users: UserPage;
  /** One voucher, or null when there is none (staff). */
  voucher?: Maybe<Voucher>;
  /**
   * Previews a voucher on the shopper's cart (anyone): its discount on this subtotal and shipping cost, or the
   * refusal (BAD_USER_INPUT or CONFLICT) with the message to show. A signed-in member's uses count by account; a
   * guest's by the e-mail given. Never cached.
   */
  voucherQuote: VoucherQuote;
  /** Vouchers, newest first, each with its uses so far (staff). q searches the code. 10 per page by default. */
  vouchers: VoucherPage;
  /** A widget, or null when there is none (staff). */
  widget?: Maybe<Widget>;
  /** A widget group, or null when there is none (staff). */
  widgetGroup?: Maybe<WidgetGroup>;
  /** Widget groups by name (staff). */
  widgetGroups: WidgetGroupPage;
  /** Widgets, newest first (staff). */
  widgets: WidgetPage;
  /** My wishlist, newest first (products no longer on sale are left out). UNAUTHENTICATED for visitors. */
  wishlist: Array<WishlistItem>;
};

export type QueryAddressArgs = {
  id: Scalars['ID']['input'];
};

export type QueryAddressesArgs = {
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type QueryAdminAffiliateArgs = {
  id: Scalars['ID']['input'];
};

export type QueryAdminAffiliatesArgs = {
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ListSort>;
};

export type QueryAdminProductArgs = {
  id: Scalars['ID']['input'];
};

export type QueryAdminProductColorsArgs = {
  page?: InputMaybe<PageInput>;
};

export type QueryAdminProductSizesArgs = {
  page?: InputMaybe<PageInput>;
};

export type QueryAdminProductsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  lowStock?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ProductStatus>;
};

export type QueryAffiliatesArgs = {
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type QueryCategoriesArgs = {
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};

export type QueryCategoryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  sort?: InputMaybe<ProductSort>;
};

export type QueryCitiesArgs = {
  provinceID?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryLowStockVariantsArgs = {
  page?: InputMaybe<PageInput>;
};

export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};

export type QueryOrderByPaymentTokenArgs = {
  token: Scalars['String']['input'];
};

export type QueryOrderLookupArgs = {
  email: Scalars['String']['input'];
  orderCode: Scalars['String']['input'];
};

export type QueryOrdersArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<PageInput>;
  paymentMethod?: InputMaybe<Array<Scalars['String']['input']>>;
  paymentStatus?: InputMaybe<Array<PaymentStatus>>;
  q?: InputMaybe<Scalars['String']['input']>;
  shipmentStatus?: InputMaybe<Array<ShipmentStatus>>;
  status?: InputMaybe<Array<OrderStatus>>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type QueryPermissionArgs = {
  id: Scalars['ID']['input'];
};

export type QueryPermissionsArgs = {
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type QueryPolicyPageArgs = {
  language?: InputMaybe<Language>;
  slug: Scalars['String']['input'];
};

export type QueryPolicyPageSourceArgs = {
  slug: Scalars['String']['input'];
};

export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};

export type QueryProductColorArgs = {
  id: Scalars['ID']['input'];
};

export type QueryProductSizeArgs = {
  id: Scalars['ID']['input'];
};

export type QueryProductSuggestionsArgs = {
  q: Scalars['String']['input'];
};

export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
};

export type QueryRelatedProductsArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};

export type QueryRolesArgs = {
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type QueryShippingCostArgs = {
  courier?: InputMaybe<Scalars['String']['input']>;
  destination: Scalars['ID']['input'];
  origin?: InputMaybe<Scalars['ID']['input']>;
  subtotal?: InputMaybe<Scalars['Rupiah']['input']>;
  weight: Scalars['Int']['input'];
};

export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

export type QueryUsersArgs = {
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ListSort>;
};

export type QueryVoucherArgs = {
  id: Scalars['ID']['input'];
};

export type QueryVoucherQuoteArgs = {
  code: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  shippingCost?: InputMaybe<Scalars['Rupiah']['input']>;
  subtotal: Scalars['Rupiah']['input'];
};

export type QueryVouchersArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type QueryWidgetArgs = {
  id: Scalars['ID']['input'];
};

export type QueryWidgetGroupArgs = {
  id: Scalars['ID']['input'];
};

export type QueryWidgetGroupsArgs = {
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type QueryWidgetsArgs = {
  groupID?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<PageInput>;
  q?: InputMaybe<Scalars['String']['input']>;
};

/** The money given back when staff cancelled a paid order. */
export type Refund = {
  __typename?: 'Refund';
  /** Rupiah given back: the order's total. */
  amount: Scalars['Rupiah']['output'];
  /** When the provider last answered (or the refund was asked). */
  at: Scalars['DateTime']['output'];
  /** Where the refund is. */
  status: RefundStatus;
};

/** Where a refund is. */
export type RefundStatus =
  /** The provider refused it: nothing was refunded, and the order stays paid. */
  | 'failed'
  /** Asked of the payment provider, which has not confirmed it yet; the order stays paid. */
  | 'requested'
  /** The provider confirmed it: the money is on its way back, and the order is cancelled. */
  | 'succeeded';

/** A role: a named set of permissions given to users. */
export type Role = {
  __typename?: 'Role';
  /** True for root, which passes every check and so holds every permission, whatever `permissions` lists (usually none). */
  allPermissions: Scalars['Boolean']['output'];
  /** The capabilities whose every permission the role holds, such as orders.view (every one for root). */
  capabilities: Array<Scalars['String']['output']>;
  /** What the role is for. */
  description: Scalars['String']['output'];
  /** The role's id. */
  id: Scalars['ID']['output'];
  /** root, admin and member are system roles: they cannot be renamed or deleted. */
  isSystem: Scalars['Boolean']['output'];
  /** Where the back office opens for this role, such as /admin/order. */
  landingPage: Scalars['String']['output'];
  /** The permissions the role holds. */
  permissions: Array<PermissionRef>;
  /** The role's name. */
  roleName: Scalars['String']['output'];
};

/** One page of roles. */
export type RolePage = {
  __typename?: 'RolePage';
  /** The roles of this page: root, admin and member first, then the oldest. */
  items: Array<Role>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** A role as a user's list shows it. */
export type RoleRef = {
  __typename?: 'RoleRef';
  /** The role's id. */
  idRole: Scalars['ID']['output'];
  /** The role's name. */
  roleName: Scalars['String']['output'];
};

/** Who may do what: root passes everything, admin runs the back office, member is a customer. */
export type Scope = 'admin' | 'member' | 'root';

/**
 * The seller a Faktur/Invoice names above the buyer: the shop's name, address, phone, e-mail and NPWP. An empty
 * phone, e-mail or NPWP is left off the invoice. Cached for everyone for 60 s; a staff change shows at once.
 */
export type Seller = {
  __typename?: 'Seller';
  /** Street, kelurahan, kecamatan, city, province and postal code; lines separated by a newline. */
  address: Scalars['String']['output'];
  /** The shop's e-mail for customers; empty when not given. */
  email: Scalars['String']['output'];
  /** The shop's name as its invoices give it, e.g. Lemari or PT Lemari Busana Nusantara. */
  name: Scalars['String']['output'];
  /** The seller's NPWP (tax number), 15 or 16 digits as given; empty when not given. */
  npwp: Scalars['String']['output'];
  /** A landline with its area code or a mobile number; empty when not given. */
  phone: Scalars['String']['output'];
};

/** The seller staff save; every field is trimmed. */
export type SellerInput = {
  /** At most 300 characters; lines separated by a newline. */
  address: Scalars['String']['input'];
  /** An e-mail address, or empty. */
  email: Scalars['String']['input'];
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** An NPWP of 15 digits (01.234.567.8-541.000) or 16, or empty. */
  npwp: Scalars['String']['input'];
  /** 8 to 15 digits with its area code, e.g. (0274) 512345, or empty; anything else answers BAD_USER_INPUT. */
  phone: Scalars['String']['input'];
};

/** One service of a courier, e.g. JNE REG. */
export type ServiceCost = {
  __typename?: 'ServiceCost';
  /** Its price and delivery time. */
  cost: Array<CostValue>;
  /** The service's name. */
  description: Scalars['String']['output'];
  /** Service code: OKE, REG, YES, EZ, BEST, Pos Reguler, …; what checkout's shipment.service takes. */
  service: Scalars['String']['output'];
};

/** How signIn hands over the session. */
export type SessionDelivery =
  /** In httpOnly cookies the gateway reads and refreshes itself; page scripts never see a token (browsers). */
  | 'COOKIE'
  /** In the answer, for clients that send Authorization: Bearer and call refreshSession themselves (apps). */
  | 'TOKENS';

/** Tokens for header-mode clients (SessionDelivery.TOKENS and refreshSession); browsers never receive them. */
export type SessionTokens = {
  __typename?: 'SessionTokens';
  /** JWT for Authorization: Bearer. */
  accessToken: Scalars['String']['output'];
  /** When the access token expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** Single-use refresh token: refreshSession rotates it. */
  refreshToken: Scalars['String']['output'];
};

/** The signed-in user as the session knows it. */
export type SessionUser = {
  __typename?: 'SessionUser';
  /** Where orders go by default, or null when the user has no address yet. */
  defaultAddress?: Maybe<Address>;
  /** Sign-in e-mail. */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Display name; may be empty. */
  name: Scalars['String']['output'];
  /** The user's scope. */
  scope: Scope;
};

/**
 * The delivery address as the order recorded it; fields the order did not record are null. In orderByPaymentToken's
 * answer only city and cityID are given.
 */
export type ShipmentAddress = {
  __typename?: 'ShipmentAddress';
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** The city, e.g. Kota Jakarta Pusat. */
  city?: Maybe<Scalars['String']['output']>;
  /** The city id. */
  cityID?: Maybe<Scalars['String']['output']>;
  /** Recipient's name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Notes for the courier. */
  note?: Maybe<Scalars['String']['output']>;
  /** Recipient's phone. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** The province's name. */
  province?: Maybe<Scalars['String']['output']>;
  /** The province id. */
  provinceID?: Maybe<Scalars['String']['output']>;
  /** Subdistrict name. */
  subdistrictName?: Maybe<Scalars['String']['output']>;
};

/** Where an order's parcel is. */
export type ShipmentStatus =
  /** Will not be sent. */
  | 'cancelled'
  /** Arrived: its tracking said so (OrderShipment.deliveredAt is the courier's time), or the order completed. */
  | 'delivered'
  /** Not sent yet. */
  | 'pending'
  /** With the courier (staff gave the resi). */
  | 'shipped';

/**
 * The couriers the shop offers at checkout, in the order shoppers see them. Cached for everyone for 60 s; a staff
 * change shows at once.
 */
export type ShippingCouriers = {
  __typename?: 'ShippingCouriers';
  /** Courier codes, at least one of jne, jnt, sicepat, pos and tiki. */
  couriers: Array<Scalars['String']['output']>;
};

/** The couriers staff choose to offer. */
export type ShippingCouriersInput = {
  /** At least one of jne, jnt, sicepat, pos and tiki, each once; anything else answers BAD_USER_INPUT. */
  couriers: Array<Scalars['String']['input']>;
};

/**
 * A category as the storefront shows it (the home page's tiles): one with products in the shop, with its cover
 * picture taken from the catalogue.
 */
export type ShopCategory = {
  __typename?: 'ShopCategory';
  /** The category's name, e.g. Kemeja. */
  categoryName: Scalars['String']['output'];
  /**
   * The category's cover: the main image of its newest product in stock (of its newest sold-out product when none
   * is in stock); empty when none of its products has an image.
   */
  coverImage: Scalars['String']['output'];
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** Products in the shop (active, not deleted) in the category. */
  productCount: Scalars['Int']['output'];
  /** The category's slug: its page is /product/category/{slug}, what categoryProducts takes. */
  slug: Scalars['String']['output'];
};

/** What signIn answers. */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** When the access token expires (the gateway refreshes it itself in cookie mode). */
  expiresAt: Scalars['DateTime']['output'];
  /** The session's scope: where the client goes next (admin and root to the back office). */
  scope: Scope;
  /** The tokens, only with delivery TOKENS. */
  tokens?: Maybe<SessionTokens>;
  /** The signed-in user. */
  user: SessionUser;
};

/** What signUp answers: the new member account, unconfirmed until its e-mailed link is followed. */
export type SignUpResult = {
  __typename?: 'SignUpResult';
  /** Whether the e-mail is confirmed: false until confirmEmail runs with the e-mailed token. */
  confirmed: Scalars['Boolean']['output'];
  /** The sign-in e-mail, in lower case. */
  email: Scalars['String']['output'];
  /** The new account's id. */
  id: Scalars['ID']['output'];
};

/** How a category's garments measure, size by size, in centimetres (the product page's Size guide sheet). */
export type SizeGuide = {
  __typename?: 'SizeGuide';
  /** The measurements, e.g. Lebar dada, Panjang: the order of each row's values. */
  columns: Array<Scalars['String']['output']>;
  /** How to measure, tolerances; may be empty. */
  note: Scalars['String']['output'];
  /** One row per size, in the order staff gave. */
  rows: Array<SizeGuideRow>;
};

/** A size guide as staff write it: every row has one value per column, and each size comes once. */
export type SizeGuideInput = {
  /** The measurements (1 to 4), e.g. Lebar dada, Panjang. */
  columns: Array<Scalars['String']['input']>;
  /** How to measure, tolerances (at most 300 characters). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** One row per size (1 to 20). */
  rows: Array<SizeGuideRowInput>;
};

/** One size of a size guide. */
export type SizeGuideRow = {
  __typename?: 'SizeGuideRow';
  /** The size, e.g. M. */
  size: Scalars['String']['output'];
  /** Its measurements in centimetres, one per column. */
  values: Array<Scalars['Float']['output']>;
};

/** One size of a size guide as staff write it. */
export type SizeGuideRowInput = {
  /** The size, e.g. M. */
  size: Scalars['String']['input'];
  /** Its measurements in centimetres (0 to 300), one per column. */
  values: Array<Scalars['Float']['input']>;
};

/** A guest cart line that could not be merged, and why. */
export type SkippedCartItem = {
  __typename?: 'SkippedCartItem';
  /** The colour the guest line named. */
  color: Scalars['String']['output'];
  /** The product id the guest line named. */
  productID: Scalars['String']['output'];
  /** Why it was left out, for people (e.g. This product is out of stock). */
  reason: Scalars['String']['output'];
  /** The size the guest line named. */
  size: Scalars['String']['output'];
};

/** The social network an affiliate posts on. */
export type SocialMedia =
  /** Facebook. */
  | 'Facebook'
  /** Instagram. */
  | 'Instagram'
  /** TikTok. */
  | 'TikTok';

/**
 * The storefront's settings for the web app, from the shop's configuration (they change only with a restart).
 * Cached for everyone for 5 minutes.
 */
export type Storefront = {
  __typename?: 'Storefront';
  /** The shop's WhatsApp number for the chat link (https://wa.me/{number}): digits only, country code first. */
  chatWhatsappNumber: Scalars['String']['output'];
  /** Midtrans's client key for Snap.js (public by design); null when not configured. */
  midtransClientKey?: Maybe<Scalars['String']['output']>;
  /** Where Snap.js is loaded from, e.g. https://app.sandbox.midtrans.com/snap/snap.js. */
  midtransSnapJsUrl: Scalars['String']['output'];
  /**
   * Who takes payments, as the REST API is configured: 'sandbox' (the checkout's redirectUrl is the built-in payment
   * page, for an iframe) or 'midtrans' (load midtransSnapJsUrl with midtransClientKey and open the checkout's token).
   */
  paymentProvider: Scalars['String']['output'];
};

/** An order's parcel tracking. */
export type Tracking = {
  __typename?: 'Tracking';
  /** The courier's code (jne, jnt, sicepat, pos, tiki): the one staff gave with the resi. */
  courier: Scalars['String']['output'];
  /** Whether the courier says the parcel arrived. */
  delivered: Scalars['Boolean']['output'];
  /** What happened to the parcel, newest first; empty until the courier scans it. */
  events: Array<TrackingEvent>;
  /** The courier's tracking number. */
  resi: Scalars['String']['output'];
};

/** One thing that happened to a parcel, in the courier's words. */
export type TrackingEvent = {
  __typename?: 'TrackingEvent';
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** What happened, e.g. 'Arrived at JNE gateway'. */
  description: Scalars['String']['output'];
  /** Where it happened (a city or a hub); empty when the courier did not say. */
  location: Scalars['String']['output'];
};

/** Orders in one status. */
export type TransactionStatistic = {
  __typename?: 'TransactionStatistic';
  /** The status. */
  status: OrderStatus;
  /** Orders in it. */
  total: Scalars['Int']['output'];
};

/** Changes to an address; fields left out stay as they are. */
export type UpdateAddressInput = {
  /** Street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** The city id, as the original client names it. */
  code?: InputMaybe<Scalars['ID']['input']>;
  /** The city id (as cities lists it); a new city brings its postal code unless one is sent. */
  districtID?: InputMaybe<Scalars['ID']['input']>;
  /** Recipient's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Notes for the courier. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Recipient's phone. An Indonesian mobile number: 08… with 10 to 13 digits, or the same number as +628…; single spaces or dashes may separate the digits; anything else answers BAD_USER_INPUT naming phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Five digits; empty: the city's postal code. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** The city's province; checked against the city when given. */
  provinceID?: InputMaybe<Scalars['ID']['input']>;
  /** Subdistrict id. */
  subdistrictID?: InputMaybe<Scalars['String']['input']>;
  /** Subdistrict name. */
  subdistrictName?: InputMaybe<Scalars['String']['input']>;
  /** A label such as Rumah or Kantor. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a permission; fields left out stay as they are. */
export type UpdatePermissionInput = {
  /** What it allows. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A REST route pattern such as /v1/product/:id. */
  endpoint?: InputMaybe<Scalars['String']['input']>;
  /** The HTTP method it grants. */
  method?: InputMaybe<HttpMethod>;
  /** Ids of the roles that hold it, replacing the current ones. */
  roles?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Changes to a role; fields left out stay as they are. */
export type UpdateRoleInput = {
  /**
   * Capabilities the role holds (ids of capabilityGroups' actions), replacing the current ones: their permissions, with
   * those of `permissions` (else the ones the role holds outside every capability). BAD_USER_INPUT for an unknown one.
   */
  capabilities?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What the role is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A path such as /admin/order. */
  landingPage?: InputMaybe<Scalars['String']['input']>;
  /** Permission ids, replacing the current ones. */
  permissions?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 1 to 50 characters; a system role cannot be renamed (CONFLICT). */
  roleName?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an account; fields left out stay as they are. */
export type UpdateUserInput = {
  /** Sign-in e-mail; CONFLICT when another account has it. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Profile picture URL; null or empty clears it. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Display name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new password (the user's sessions end everywhere); null or empty keeps the current one. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Role ids, replacing the current ones (at least one). Only root may give the root role. */
  roles?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Phone number. An Indonesian mobile number: 08… with 10 to 13 digits, or the same number as +628…; single spaces or dashes may separate the digits; null or empty clears it. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** 3 to 50 letters, digits, dots, dashes or underscores; null or empty clears it. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** An uploaded image, stored as WebP variants. */
export type UploadedImage = {
  __typename?: 'UploadedImage';
  /** The original's type, such as image/png (the stored variants are WebP). */
  contentType: Scalars['String']['output'];
  /** Height in pixels of the original, upright. */
  height: Scalars['Int']['output'];
  /** The stored image's id. */
  id: Scalars['ID']['output'];
  /** The large variant as a one-entry list (what the spec's screens read first). */
  url: Array<Scalars['String']['output']>;
  /** Every variant. */
  urls: ImageUrls;
  /** Width in pixels of the original, upright. */
  width: Scalars['Int']['output'];
};

/** An account as staff see it. */
export type User = {
  __typename?: 'User';
  /** Whether the e-mail is confirmed (accounts made by staff are). */
  confirmed: Scalars['Boolean']['output'];
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Sign-in e-mail. */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Profile picture URL, or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** Free-text location, or null. */
  location?: Maybe<Scalars['String']['output']>;
  /** Display name; may be empty. */
  name: Scalars['String']['output'];
  /** The roles the user holds. */
  roles: Array<RoleRef>;
  /** Phone number, or null. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** Unique username, or null. */
  username?: Maybe<Scalars['String']['output']>;
};

/** One page of users. */
export type UserPage = {
  __typename?: 'UserPage';
  /** The users of this page, the newest first. */
  items: Array<User>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** A voucher, as the back office sees it. */
export type Voucher = {
  __typename?: 'Voucher';
  /** Whether shoppers can use it. */
  active: Scalars['Boolean']['output'];
  /** The code shoppers type, in capitals (matched in any case). */
  code: Scalars['String']['output'];
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The voucher's id. */
  id: Scalars['ID']['output'];
  /** What it takes off. */
  kind: VoucherKind;
  /** A percent voucher's cap in rupiah, or null for none. */
  maxDiscount?: Maybe<Scalars['Rupiah']['output']>;
  /** The goods' subtotal an order needs; 0 for none. */
  minSpend: Scalars['Rupiah']['output'];
  /** Uses in all, or null for no limit. */
  totalUses?: Maybe<Scalars['Int']['output']>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Uses so far: orders with it that were not cancelled or expired (those give their use back). */
  usedCount: Scalars['Int']['output'];
  /** Uses per customer (members by account, guests by e-mail), or null for no limit. */
  usesPerCustomer?: Maybe<Scalars['Int']['output']>;
  /** From when it can be used, or null for already. */
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  /** Until when it can be used, or null for no end. */
  validTo?: Maybe<Scalars['DateTime']['output']>;
  /** percent: 1 to 100; fixed: rupiah; free_shipping: 0. */
  value: Scalars['Rupiah']['output'];
};

/**
 * A voucher as the back office's form saves it. createVoucher and updateVoucher both take the whole voucher: a field
 * left out (or null) is cleared, except active, which updateVoucher keeps as it is (createVoucher: true). Wrong terms
 * answer BAD_USER_INPUT with the reason; a code another voucher has, CONFLICT naming it.
 */
export type VoucherInput = {
  /** Whether shoppers can use it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** 3 to 32 letters, digits, dashes or underscores; kept in capitals. */
  code: Scalars['String']['input'];
  /** What it takes off. */
  kind: VoucherKind;
  /** A percent voucher's cap in rupiah (at least 1); only percent vouchers have one. */
  maxDiscount?: InputMaybe<Scalars['Rupiah']['input']>;
  /** The goods' subtotal an order needs; 0 when left out. */
  minSpend?: InputMaybe<Scalars['Rupiah']['input']>;
  /** Uses in all (at least 1); no limit when left out. */
  totalUses?: InputMaybe<Scalars['Int']['input']>;
  /** Uses per customer (at least 1); no limit when left out. */
  usesPerCustomer?: InputMaybe<Scalars['Int']['input']>;
  /** From when it can be used. */
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Until when it can be used; after validFrom. */
  validTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** percent: 1 to 100; fixed: at least 1 rupiah; free_shipping: 0. */
  value: Scalars['Rupiah']['input'];
};

/** What a voucher takes off an order. */
export type VoucherKind =
  /** A fixed amount of rupiah off the goods (value), never more than their subtotal. */
  | 'fixed'
  /** The shipping cost (value 0). */
  | 'free_shipping'
  /** A percent of the goods' subtotal (value 1 to 100), capped by maxDiscount when it has one. */
  | 'percent';

/** One page of vouchers. */
export type VoucherPage = {
  __typename?: 'VoucherPage';
  /** The vouchers of this page, newest first. */
  items: Array<Voucher>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** What a voucher takes off the shopper's cart, as a preview; checkout weighs it again on the server's prices. */
export type VoucherQuote = {
  __typename?: 'VoucherQuote';
  /** The code, in capitals. */
  code: Scalars['String']['output'];
  /** Rupiah off this subtotal and shipping cost. */
  discount: Scalars['Rupiah']['output'];
  /** True for a free-shipping voucher. */
  freeShipping: Scalars['Boolean']['output'];
  /** What it takes off. */
  kind: VoucherKind;
};

/** A piece of site content in a widget group. */
export type Widget = {
  __typename?: 'Widget';
  /** Its text (may be empty). */
  content: Scalars['String']['output'];
  /** When the widget was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The id of its group. */
  groupID: Scalars['ID']['output'];
  /** The name of its group. */
  groupName: Scalars['String']['output'];
  /** The widget's id. */
  id: Scalars['ID']['output'];
  /** An image URL, or for VIDEO the video's URL (may be empty). */
  image: Scalars['String']['output'];
  /** Where it leads: a URL or a path (may be empty). */
  link: Scalars['String']['output'];
  /** The widget's name. */
  name: Scalars['String']['output'];
  /** Unique slug. */
  slug: Scalars['String']['output'];
  /** Shown on the storefront when true. */
  status: Scalars['Boolean']['output'];
  /** What it shows. */
  type: WidgetType;
  /** When the widget was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A group of widgets; the storefront reads the groups highlight, banner and hero-image by slug. */
export type WidgetGroup = {
  __typename?: 'WidgetGroup';
  /** When the group was created. */
  createdAt: Scalars['DateTime']['output'];
  /** What the group is for (may be empty). */
  description: Scalars['String']['output'];
  /** The group's id. */
  id: Scalars['ID']['output'];
  /** The group's name. */
  name: Scalars['String']['output'];
  /** Unique slug, e.g. hero-image. */
  slug: Scalars['String']['output'];
  /** When the group was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Widgets in the group, active or not. */
  widgetCount: Scalars['Int']['output'];
};

/** A new widget group. */
export type WidgetGroupInput = {
  /** What the group is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The group's name. */
  name: Scalars['String']['input'];
  /** Unique slug (lower-case letters and digits joined by dashes); made from the name when left out. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** A page of widget groups, by name. */
export type WidgetGroupPage = {
  __typename?: 'WidgetGroupPage';
  /** The groups of this page. */
  items: Array<WidgetGroup>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** Changes to a widget group: only the fields given (and not null) change. */
export type WidgetGroupUpdateInput = {
  /** What the group is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The group's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Unique slug. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** A new widget. */
export type WidgetInput = {
  /** Its text. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** The id of an existing widget group. */
  groupID: Scalars['ID']['input'];
  /** An image URL (http(s) or /uploads/…), or for VIDEO the video's URL; empty for none. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** A URL (http or https) or a path starting with /; empty for none. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** The widget's name. */
  name: Scalars['String']['input'];
  /** Unique slug; made from the name when left out. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Shown on the storefront (default true). */
  status?: InputMaybe<Scalars['Boolean']['input']>;
  /** What it shows (default TEXT). */
  type?: InputMaybe<WidgetType>;
};

/** A page of widgets, newest first. */
export type WidgetPage = {
  __typename?: 'WidgetPage';
  /** The widgets of this page. */
  items: Array<Widget>;
  /** How the list was cut into pages. */
  paging: Paging;
};

/** What a widget shows. */
export type WidgetType =
  /** An image (image), with a name and content. */
  | 'IMAGE'
  /** Text (content), with an optional link. */
  | 'TEXT'
  /** A video: image holds the video's URL. */
  | 'VIDEO';

/** Changes to a widget: only the fields given (and not null) change. */
export type WidgetUpdateInput = {
  /** Its text. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Moves it to this existing group. */
  groupID?: InputMaybe<Scalars['ID']['input']>;
  /** An image URL, or for VIDEO the video's URL; empty for none. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** A URL or a path starting with /; empty for none. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** The widget's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Unique slug. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Shown on the storefront when true. */
  status?: InputMaybe<Scalars['Boolean']['input']>;
  /** What it shows. */
  type?: InputMaybe<WidgetType>;
};

/** An image of a wishlisted product. */
export type WishlistImage = {
  __typename?: 'WishlistImage';
  /** The image URL (http(s) or /uploads/…). */
  url: Scalars['String']['output'];
};

/** A product on the signed-in member's wishlist; everything but the id and date is the product's. */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Discount in percent. */
  discount: Scalars['Int']['output'];
  /** The wishlist entry's id. */
  id: Scalars['ID']['output'];
  /** The product's images. */
  images: Array<WishlistImage>;
  /** The first image URL, or empty. */
  mainImage: Scalars['String']['output'];
  /** Price before discount. */
  normalPrice: Scalars['Rupiah']['output'];
  /** The product itself (batched), or null when it is no longer on sale. */
  product?: Maybe<Product>;
  /** The product's id (what removeFromWishlist takes). */
  productID: Scalars['ID']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Price paid per item. */
  sellPrice: Scalars['Rupiah']['output'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (parent: TParent, context: TContext, info: GraphQLResolveInfo) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddToCartInput: AddToCartInput;
  Address: ResolverTypeWrapper<Address>;
  AddressPage: ResolverTypeWrapper<AddressPage>;
  AdminAffiliate: ResolverTypeWrapper<AdminAffiliate>;
  AdminAffiliatePage: ResolverTypeWrapper<AdminAffiliatePage>;
  AdminProduct: ResolverTypeWrapper<AdminProduct>;
  AdminProductPage: ResolverTypeWrapper<AdminProductPage>;
  AdminProductVariant: ResolverTypeWrapper<AdminProductVariant>;
  Affiliate: ResolverTypeWrapper<RestAffiliate>;
  AffiliateInput: AffiliateInput;
  AffiliatePage: ResolverTypeWrapper<
    Omit<AffiliatePage, 'items'> & { items: Array<ResolversTypes['Affiliate']> }
  >;
  AffiliateUpdateInput: AffiliateUpdateInput;
  Banner: ResolverTypeWrapper<Banner>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  CapabilityAction: ResolverTypeWrapper<CapabilityAction>;
  CapabilityCall: ResolverTypeWrapper<CapabilityCall>;
  CapabilityGroup: ResolverTypeWrapper<CapabilityGroup>;
  CartItem: ResolverTypeWrapper<RestCartLine>;
  CartMergeResult: ResolverTypeWrapper<
    Omit<CartMergeResult, 'items'> & { items: Array<ResolversTypes['CartItem']> }
  >;
  Category: ResolverTypeWrapper<Category>;
  CategoryFacetCount: ResolverTypeWrapper<CategoryFacetCount>;
  CategoryInput: CategoryInput;
  CategoryPage: ResolverTypeWrapper<CategoryPage>;
  CategoryRef: ResolverTypeWrapper<CategoryRef>;
  CategoryUpdateInput: CategoryUpdateInput;
  CheckoutInput: CheckoutInput;
  CheckoutLineInput: CheckoutLineInput;
  CheckoutResult: ResolverTypeWrapper<CheckoutResult>;
  CheckoutShipmentInput: CheckoutShipmentInput;
  City: ResolverTypeWrapper<City>;
  CompleteOnDeliverySetting: ResolverTypeWrapper<CompleteOnDeliverySetting>;
  CostValue: ResolverTypeWrapper<CostValue>;
  CourierCost: ResolverTypeWrapper<CourierCost>;
  CreateAddressInput: CreateAddressInput;
  CreatePermissionInput: CreatePermissionInput;
  CreateRoleInput: CreateRoleInput;
  CreateUserInput: CreateUserInput;
  DashboardCounters: ResolverTypeWrapper<DashboardCounters>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FacetCount: ResolverTypeWrapper<FacetCount>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FreeShipping: ResolverTypeWrapper<FreeShipping>;
  FreeShippingInput: FreeShippingInput;
  GuestCartItemInput: GuestCartItemInput;
  Hero: ResolverTypeWrapper<Hero>;
  HeroType: HeroType;
  Highlight: ResolverTypeWrapper<Highlight>;
  HttpMethod: HttpMethod;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageUrls: ResolverTypeWrapper<ImageUrls>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: Language;
  LanguageSetting: ResolverTypeWrapper<LanguageSetting>;
  ListSort: ListSort;
  ListedProduct: ResolverTypeWrapper<RestListedProduct>;
  LowStockSetting: ResolverTypeWrapper<LowStockSetting>;
  LowStockSettingInput: LowStockSettingInput;
  LowStockVariant: ResolverTypeWrapper<LowStockVariant>;
  LowStockVariantPage: ResolverTypeWrapper<LowStockVariantPage>;
  Me: ResolverTypeWrapper<SessionMe>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyAccess: ResolverTypeWrapper<MyAccess>;
  MyPermission: ResolverTypeWrapper<MyPermission>;
  Order: ResolverTypeWrapper<RestOrder>;
  OrderActor: ResolverTypeWrapper<OrderActor>;
  OrderActorKind: OrderActorKind;
  OrderAutoCompleteSetting: ResolverTypeWrapper<OrderAutoCompleteSetting>;
  OrderDetail: ResolverTypeWrapper<RestOrderLine>;
  OrderEvent: ResolverTypeWrapper<OrderEvent>;
  OrderMoveResult: ResolverTypeWrapper<OrderMoveResult>;
  OrderNote: ResolverTypeWrapper<OrderNote>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderPayment: ResolverTypeWrapper<OrderPayment>;
  OrderShipment: ResolverTypeWrapper<OrderShipment>;
  OrderStage: OrderStage;
  OrderStatus: OrderStatus;
  PageInput: PageInput;
  Paging: ResolverTypeWrapper<Paging>;
  PasswordInput: PasswordInput;
  PaymentMethodsSetting: ResolverTypeWrapper<PaymentMethodsSetting>;
  PaymentStatus: PaymentStatus;
  Permission: ResolverTypeWrapper<RestPermission>;
  PermissionPage: ResolverTypeWrapper<
    Omit<PermissionPage, 'items'> & { items: Array<ResolversTypes['Permission']> }
  >;
  PermissionRef: ResolverTypeWrapper<RestPermissionRef>;
  PolicyPage: ResolverTypeWrapper<PolicyPage>;
  PolicyPageInput: PolicyPageInput;
  PolicyPageSource: ResolverTypeWrapper<PolicyPageSource>;
  PolicyPageText: ResolverTypeWrapper<PolicyPageText>;
  PolicyPageTextInput: PolicyPageTextInput;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  Product: ResolverTypeWrapper<RestProduct>;
  ProductColor: ResolverTypeWrapper<ProductColor>;
  ProductColorInput: ProductColorInput;
  ProductColorPage: ResolverTypeWrapper<ProductColorPage>;
  ProductColorUpdateInput: ProductColorUpdateInput;
  ProductFacets: ResolverTypeWrapper<ProductFacets>;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: ResolverTypeWrapper<ProductPageModel>;
  ProductSize: ResolverTypeWrapper<ProductSize>;
  ProductSizeInput: ProductSizeInput;
  ProductSizePage: ResolverTypeWrapper<ProductSizePage>;
  ProductSizeUpdateInput: ProductSizeUpdateInput;
  ProductSort: ProductSort;
  ProductStatus: ProductStatus;
  ProductSuggestions: ResolverTypeWrapper<
    Omit<ProductSuggestions, 'products'> & { products: Array<ResolversTypes['Product']> }
  >;
  ProductUpdateInput: ProductUpdateInput;
  ProductVariant: ResolverTypeWrapper<ProductVariant>;
  ProductVariantInput: ProductVariantInput;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileInput: ProfileInput;
  Province: ResolverTypeWrapper<Province>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Refund: ResolverTypeWrapper<Refund>;
  RefundStatus: RefundStatus;
  Role: ResolverTypeWrapper<RestRole>;
  RolePage: ResolverTypeWrapper<Omit<RolePage, 'items'> & { items: Array<ResolversTypes['Role']> }>;
  RoleRef: ResolverTypeWrapper<RoleRef>;
  Rupiah: ResolverTypeWrapper<Scalars['Rupiah']['output']>;
  Scope: Scope;
  Seller: ResolverTypeWrapper<Seller>;
  SellerInput: SellerInput;
  ServiceCost: ResolverTypeWrapper<ServiceCost>;
  SessionDelivery: SessionDelivery;
  SessionTokens: ResolverTypeWrapper<SessionTokens>;
  SessionUser: ResolverTypeWrapper<SessionUser>;
  ShipmentAddress: ResolverTypeWrapper<ShipmentAddress>;
  ShipmentStatus: ShipmentStatus;
  ShippingCouriers: ResolverTypeWrapper<ShippingCouriers>;
  ShippingCouriersInput: ShippingCouriersInput;
  ShopCategory: ResolverTypeWrapper<ShopCategory>;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  SignUpResult: ResolverTypeWrapper<SignUpResult>;
  SizeGuide: ResolverTypeWrapper<SizeGuide>;
  SizeGuideInput: SizeGuideInput;
  SizeGuideRow: ResolverTypeWrapper<SizeGuideRow>;
  SizeGuideRowInput: SizeGuideRowInput;
  SkippedCartItem: ResolverTypeWrapper<SkippedCartItem>;
  SocialMedia: SocialMedia;
  Storefront: ResolverTypeWrapper<Storefront>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tracking: ResolverTypeWrapper<Tracking>;
  TrackingEvent: ResolverTypeWrapper<TrackingEvent>;
  TransactionStatistic: ResolverTypeWrapper<TransactionStatistic>;
  UpdateAddressInput: UpdateAddressInput;
  UpdatePermissionInput: UpdatePermissionInput;
  UpdateRoleInput: UpdateRoleInput;
  UpdateUserInput: UpdateUserInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadedImage: ResolverTypeWrapper<UploadedImage>;
  User: ResolverTypeWrapper<User>;
  UserPage: ResolverTypeWrapper<UserPage>;
  Voucher: ResolverTypeWrapper<Voucher>;
  VoucherInput: VoucherInput;
  VoucherKind: VoucherKind;
  VoucherPage: ResolverTypeWrapper<VoucherPage>;
  VoucherQuote: ResolverTypeWrapper<VoucherQuote>;
  Widget: ResolverTypeWrapper<Widget>;
  WidgetGroup: ResolverTypeWrapper<WidgetGroup>;
  WidgetGroupInput: WidgetGroupInput;
  WidgetGroupPage: ResolverTypeWrapper<WidgetGroupPage>;
  WidgetGroupUpdateInput: WidgetGroupUpdateInput;
  WidgetInput: WidgetInput;
  WidgetPage: ResolverTypeWrapper<WidgetPage>;
  WidgetType: WidgetType;
  WidgetUpdateInput: WidgetUpdateInput;
  WishlistImage: ResolverTypeWrapper<WishlistImage>;
  WishlistItem: ResolverTypeWrapper<RestWishlistItem>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddToCartInput: AddToCartInput;
  Address: Address;
  AddressPage: AddressPage;
  AdminAffiliate: AdminAffiliate;
  AdminAffiliatePage: AdminAffiliatePage;
  AdminProduct: AdminProduct;
  AdminProductPage: AdminProductPage;
  AdminProductVariant: AdminProductVariant;
  Affiliate: RestAffiliate;
  AffiliateInput: AffiliateInput;
  AffiliatePage: Omit<AffiliatePage, 'items'> & { items: Array<ResolversParentTypes['Affiliate']> };
  AffiliateUpdateInput: AffiliateUpdateInput;
  Banner: Banner;
  Boolean: Scalars['Boolean']['output'];
  CapabilityAction: CapabilityAction;
  CapabilityCall: CapabilityCall;
  CapabilityGroup: CapabilityGroup;
  CartItem: RestCartLine;
  CartMergeResult: Omit<CartMergeResult, 'items'> & { items: Array<ResolversParentTypes['CartItem']> };
  Category: Category;
  CategoryFacetCount: CategoryFacetCount;
  CategoryInput: CategoryInput;
  CategoryPage: CategoryPage;
  CategoryRef: CategoryRef;
  CategoryUpdateInput: CategoryUpdateInput;
  CheckoutInput: CheckoutInput;
  CheckoutLineInput: CheckoutLineInput;
  CheckoutResult: CheckoutResult;
  CheckoutShipmentInput: CheckoutShipmentInput;
  City: City;
  CompleteOnDeliverySetting: CompleteOnDeliverySetting;
  CostValue: CostValue;
  CourierCost: CourierCost;
  CreateAddressInput: CreateAddressInput;
  CreatePermissionInput: CreatePermissionInput;
  CreateRoleInput: CreateRoleInput;
  CreateUserInput: CreateUserInput;
  DashboardCounters: DashboardCounters;
  DateTime: Scalars['DateTime']['output'];
  FacetCount: FacetCount;
  Float: Scalars['Float']['output'];
  FreeShipping: FreeShipping;
  FreeShippingInput: FreeShippingInput;
  GuestCartItemInput: GuestCartItemInput;
  Hero: Hero;
  Highlight: Highlight;
  ID: Scalars['ID']['output'];
  ImageUrls: ImageUrls;
  Int: Scalars['Int']['output'];
  LanguageSetting: LanguageSetting;
  ListedProduct: RestListedProduct;
  LowStockSetting: LowStockSetting;
  LowStockSettingInput: LowStockSettingInput;
  LowStockVariant: LowStockVariant;
  LowStockVariantPage: LowStockVariantPage;
  Me: SessionMe;
  Mutation: Record<PropertyKey, never>;
  MyAccess: MyAccess;
  MyPermission: MyPermission;
  Order: RestOrder;
  OrderActor: OrderActor;
  OrderAutoCompleteSetting: OrderAutoCompleteSetting;
  OrderDetail: RestOrderLine;
  OrderEvent: OrderEvent;
  OrderMoveResult: OrderMoveResult;
  OrderNote: OrderNote;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderPayment: OrderPayment;
  OrderShipment: OrderShipment;
  PageInput: PageInput;
  Paging: Paging;
  PasswordInput: PasswordInput;
  PaymentMethodsSetting: PaymentMethodsSetting;
  Permission: RestPermission;
  PermissionPage: Omit<PermissionPage, 'items'> & { items: Array<ResolversParentTypes['Permission']> };
  PermissionRef: RestPermissionRef;
  PolicyPage: PolicyPage;
  PolicyPageInput: PolicyPageInput;
  PolicyPageSource: PolicyPageSource;
  PolicyPageText: PolicyPageText;
  PolicyPageTextInput: PolicyPageTextInput;
  PriceRange: PriceRange;
  Product: RestProduct;
  ProductColor: ProductColor;
  ProductColorInput: ProductColorInput;
  ProductColorPage: ProductColorPage;
  ProductColorUpdateInput: ProductColorUpdateInput;
  ProductFacets: ProductFacets;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: ProductPageModel;
  ProductSize: ProductSize;
  ProductSizeInput: ProductSizeInput;
  ProductSizePage: ProductSizePage;
  ProductSizeUpdateInput: ProductSizeUpdateInput;
  ProductSuggestions: Omit<ProductSuggestions, 'products'> & {
    products: Array<ResolversParentTypes['Product']>;
  };
  ProductUpdateInput: ProductUpdateInput;
  ProductVariant: ProductVariant;
  ProductVariantInput: ProductVariantInput;
  Profile: Profile;
  ProfileInput: ProfileInput;
  Province: Province;
  Query: Record<PropertyKey, never>;
  Refund: Refund;
  Role: RestRole;
  RolePage: Omit<RolePage, 'items'> & { items: Array<ResolversParentTypes['Role']> };
  RoleRef: RoleRef;
  Rupiah: Scalars['Rupiah']['output'];
  Seller: Seller;
  SellerInput: SellerInput;
  ServiceCost: ServiceCost;
  SessionTokens: SessionTokens;
  SessionUser: SessionUser;
  ShipmentAddress: ShipmentAddress;
  ShippingCouriers: ShippingCouriers;
  ShippingCouriersInput: ShippingCouriersInput;
  ShopCategory: ShopCategory;
  SignInResult: SignInResult;
  SignUpResult: SignUpResult;
  SizeGuide: SizeGuide;
  SizeGuideInput: SizeGuideInput;
  SizeGuideRow: SizeGuideRow;
  SizeGuideRowInput: SizeGuideRowInput;
  SkippedCartItem: SkippedCartItem;
  Storefront: Storefront;
  String: Scalars['String']['output'];
  Tracking: Tracking;
  TrackingEvent: TrackingEvent;
  TransactionStatistic: TransactionStatistic;
  UpdateAddressInput: UpdateAddressInput;
  UpdatePermissionInput: UpdatePermissionInput;
  UpdateRoleInput: UpdateRoleInput;
  UpdateUserInput: UpdateUserInput;
  Upload: Scalars['Upload']['output'];
  UploadedImage: UploadedImage;
  User: User;
  UserPage: UserPage;
  Voucher: Voucher;
  VoucherInput: VoucherInput;
  VoucherPage: VoucherPage;
  VoucherQuote: VoucherQuote;
  Widget: Widget;
  WidgetGroup: WidgetGroup;
  WidgetGroupInput: WidgetGroupInput;
  WidgetGroupPage: WidgetGroupPage;
  WidgetGroupUpdateInput: WidgetGroupUpdateInput;
  WidgetInput: WidgetInput;
  WidgetPage: WidgetPage;
  WidgetUpdateInput: WidgetUpdateInput;
  WishlistImage: WishlistImage;
  WishlistItem: RestWishlistItem;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<
  Result,
  Parent,
  ContextType = Context,
  Args = CacheControlDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  districtID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  districtName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinceID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subdistrictID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subdistrictName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AddressPage'] = ResolversParentTypes['AddressPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type AdminAffiliateResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AdminAffiliate'] = ResolversParentTypes['AdminAffiliate'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialMedia?: Resolver<ResolversTypes['SocialMedia'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminAffiliatePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AdminAffiliatePage'] = ResolversParentTypes['AdminAffiliatePage'],
> = {
  items?: Resolver<Array<ResolversTypes['AdminAffiliate']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type AdminProductResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AdminProduct'] = ResolversParentTypes['AdminProduct'],
> = {
  buyPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageColors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lowStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  material?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  normalPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['AdminProductVariant']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminProductPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AdminProductPage'] = ResolversParentTypes['AdminProductPage'],
> = {
  items?: Resolver<Array<ResolversTypes['AdminProduct']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type AdminProductVariantResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AdminProductVariant'] =
    ResolversParentTypes['AdminProductVariant'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lowStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AffiliateResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Affiliate'] = ResolversParentTypes['Affiliate'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialMedia?: Resolver<ResolversTypes['SocialMedia'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AffiliatePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['AffiliatePage'] = ResolversParentTypes['AffiliatePage'],
> = {
  items?: Resolver<Array<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type BannerResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CapabilityActionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CapabilityAction'] = ResolversParentTypes['CapabilityAction'],
> = {
  calls?: Resolver<Array<ResolversTypes['CapabilityCall']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CapabilityCallResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CapabilityCall'] = ResolversParentTypes['CapabilityCall'],
> = {
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['HttpMethod'], ParentType, ContextType>;
};

export type CapabilityGroupResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CapabilityGroup'] = ResolversParentTypes['CapabilityGroup'],
> = {
  actions?: Resolver<Array<ResolversTypes['CapabilityAction']>, ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartItemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem'],
> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  normalPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartMergeResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CartMergeResult'] = ResolversParentTypes['CartMergeResult'],
> = {
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['SkippedCartItem']>, ParentType, ContextType>;
};

export type CategoryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category'],
> = {
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeGuide?: Resolver<Maybe<ResolversTypes['SizeGuide']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CategoryFacetCountResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CategoryFacetCount'] = ResolversParentTypes['CategoryFacetCount'],
> = {
  category?: Resolver<ResolversTypes['CategoryRef'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CategoryPage'] = ResolversParentTypes['CategoryPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type CategoryRefResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CategoryRef'] = ResolversParentTypes['CategoryRef'],
> = {
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult'],
> = {
  amount?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City'],
> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinceID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompleteOnDeliverySettingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CompleteOnDeliverySetting'] =
    ResolversParentTypes['CompleteOnDeliverySetting'],
> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CostValueResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CostValue'] = ResolversParentTypes['CostValue'],
> = {
  etd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullValue?: Resolver<Maybe<ResolversTypes['Rupiah']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
};

export type CourierCostResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['CourierCost'] = ResolversParentTypes['CourierCost'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costs?: Resolver<Array<ResolversTypes['ServiceCost']>, ParentType, ContextType>;
  fallback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardCountersResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['DashboardCounters'] = ResolversParentTypes['DashboardCounters'],
> = {
  totalProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalProfit?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  totalRefunds?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  totalRevenue?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  totalTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FacetCountResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FacetCount'] = ResolversParentTypes['FacetCount'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FreeShippingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['FreeShipping'] = ResolversParentTypes['FreeShipping'],
> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
};

export type HeroResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Hero'] = ResolversParentTypes['Hero'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['HeroType'], ParentType, ContextType>;
};

export type HighlightResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Highlight'] = ResolversParentTypes['Highlight'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageUrlsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ImageUrls'] = ResolversParentTypes['ImageUrls'],
> = {
  large?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  small?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LanguageSettingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LanguageSetting'] = ResolversParentTypes['LanguageSetting'],
> = {
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
};

export type ListedProductResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ListedProduct'] = ResolversParentTypes['ListedProduct'],
> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type LowStockSettingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LowStockSetting'] = ResolversParentTypes['LowStockSetting'],
> = {
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LowStockVariantResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LowStockVariant'] = ResolversParentTypes['LowStockVariant'],
> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mainImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LowStockVariantPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['LowStockVariantPage'] =
    ResolversParentTypes['LowStockVariantPage'],
> = {
  items?: Resolver<Array<ResolversTypes['LowStockVariant']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me'],
> = {
  access?: Resolver<ResolversTypes['MyAccess'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['Scope'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addOrderNote?: Resolver<
    ResolversTypes['OrderNote'],
    ParentType,
    ContextType,
    RequireFields<MutationAddOrderNoteArgs, 'orderId' | 'text'>
  >;
  addToCart?: Resolver<
    ResolversTypes['CartItem'],
    ParentType,
    ContextType,
    RequireFields<MutationAddToCartArgs, 'input'>
  >;
  addToWishlist?: Resolver<
    ResolversTypes['WishlistItem'],
    ParentType,
    ContextType,
    RequireFields<MutationAddToWishlistArgs, 'productId'>
  >;
  cancelOrder?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelOrderArgs, 'id'>
  >;
  checkout?: Resolver<
    ResolversTypes['CheckoutResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCheckoutArgs, 'input'>
  >;
  confirmEmail?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmEmailArgs, 'token'>
  >;
  confirmOrderReceived?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmOrderReceivedArgs, 'id'>
  >;
  createAddress?: Resolver<
    ResolversTypes['Address'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateAddressArgs, 'input'>
  >;
  createAffiliate?: Resolver<
    ResolversTypes['AdminAffiliate'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateAffiliateArgs, 'input'>
  >;
  createCategory?: Resolver<
    ResolversTypes['Category'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateCategoryArgs, 'input'>
  >;
  createPermission?: Resolver<
    ResolversTypes['Permission'],
    ParentType,
    ContextType,
    RequireFields<MutationCreatePermissionArgs, 'input'>
  >;
  createProduct?: Resolver<
    ResolversTypes['AdminProduct'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductArgs, 'input'>
  >;
  createProductColor?: Resolver<
    ResolversTypes['ProductColor'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductColorArgs, 'input'>
  >;
  createProductSize?: Resolver<
    ResolversTypes['ProductSize'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProductSizeArgs, 'input'>
  >;
  createRole?: Resolver<
    ResolversTypes['Role'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateRoleArgs, 'input'>
  >;
  createUser?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateUserArgs, 'input'>
  >;
  createVoucher?: Resolver<
    ResolversTypes['Voucher'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateVoucherArgs, 'input'>
  >;
  createWidget?: Resolver<
    ResolversTypes['Widget'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateWidgetArgs, 'input'>
  >;
  createWidgetGroup?: Resolver<
    ResolversTypes['WidgetGroup'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateWidgetGroupArgs, 'input'>
  >;
  deactivateVoucher?: Resolver<
    ResolversTypes['Voucher'],
    ParentType,
    ContextType,
    RequireFields<MutationDeactivateVoucherArgs, 'id'>
  >;
  deleteAddress?: Resolver<
    ResolversTypes['Address'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteAddressArgs, 'id'>
  >;
  deleteAffiliate?: Resolver<
    ResolversTypes['AdminAffiliate'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteAffiliateArgs, 'id'>
  >;
  deleteCategory?: Resolver<
    ResolversTypes['Category'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteCategoryArgs, 'id'>
  >;
  deletePermission?: Resolver<
    ResolversTypes['Permission'],
    ParentType,
    ContextType,
    RequireFields<MutationDeletePermissionArgs, 'id'>
  >;
  deleteProduct?: Resolver<
    ResolversTypes['AdminProduct'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteProductArgs, 'id'>
  >;
  deleteProductColor?: Resolver<
    ResolversTypes['ProductColor'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteProductColorArgs, 'id'>
  >;
  deleteProductSize?: Resolver<
    ResolversTypes['ProductSize'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteProductSizeArgs, 'id'>
  >;
  deleteRole?: Resolver<
    ResolversTypes['Role'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRoleArgs, 'id'>
  >;
  deleteUser?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteUserArgs, 'id'>
  >;
  deleteWidget?: Resolver<
    ResolversTypes['Widget'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteWidgetArgs, 'id'>
  >;
  deleteWidgetGroup?: Resolver<
    ResolversTypes['WidgetGroup'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteWidgetGroupArgs, 'id'>
  >;
  mergeCart?: Resolver<
    ResolversTypes['CartMergeResult'],
    ParentType,
    ContextType,
    RequireFields<MutationMergeCartArgs, 'items'>
  >;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refreshSession?: Resolver<
    ResolversTypes['SessionTokens'],
    ParentType,
    ContextType,
    RequireFields<MutationRefreshSessionArgs, 'refreshToken'>
  >;
  removeCartItem?: Resolver<
    ResolversTypes['CartItem'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveCartItemArgs, 'id'>
  >;
  removeFromWishlist?: Resolver<
    ResolversTypes['WishlistItem'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveFromWishlistArgs, 'productId'>
  >;
  requestPasswordReset?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestPasswordResetArgs, 'email'>
  >;
  resendConfirmation?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationResendConfirmationArgs, 'email'>
  >;
  resetPassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'password' | 'token'>
  >;
  setDefaultAddress?: Resolver<
    ResolversTypes['Address'],
    ParentType,
    ContextType,
    RequireFields<MutationSetDefaultAddressArgs, 'id'>
  >;
  setOrderStatus?: Resolver<
    ResolversTypes['Order'],
    ParentType,
    ContextType,
    RequireFields<MutationSetOrderStatusArgs, 'id' | 'status'>
  >;
  setOrdersStatus?: Resolver<
    Array<ResolversTypes['OrderMoveResult']>,
    ParentType,
    ContextType,
    RequireFields<MutationSetOrdersStatusArgs, 'ids' | 'status'>
  >;
  signIn?: Resolver<
    ResolversTypes['SignInResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSignInArgs, 'delivery' | 'email' | 'password'>
  >;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<
    ResolversTypes['SignUpResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSignUpArgs, 'email' | 'password'>
  >;
  updateAddress?: Resolver<
    ResolversTypes['Address'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>
  >;
  updateAffiliate?: Resolver<
    ResolversTypes['AdminAffiliate'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateAffiliateArgs, 'id' | 'input'>
  >;
  updateCartItem?: Resolver<
    ResolversTypes['CartItem'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCartItemArgs, 'id' | 'quantity'>
  >;
  updateCategory?: Resolver<
    ResolversTypes['Category'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>
  >;
  updateCompleteOnDeliverySetting?: Resolver<
    ResolversTypes['CompleteOnDeliverySetting'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCompleteOnDeliverySettingArgs, 'enabled'>
  >;
  updateFreeShipping?: Resolver<
    ResolversTypes['FreeShipping'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateFreeShippingArgs, 'input'>
  >;
  updateLanguageSetting?: Resolver<
    ResolversTypes['LanguageSetting'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateLanguageSettingArgs, 'language'>
  >;
  updateLowStockSetting?: Resolver<
    ResolversTypes['LowStockSetting'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateLowStockSettingArgs, 'input'>
  >;
  updateOrderAutoCompleteSetting?: Resolver<
    ResolversTypes['OrderAutoCompleteSetting'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateOrderAutoCompleteSettingArgs, 'days'>
  >;
  updatePassword?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePasswordArgs, 'input'>
  >;
  updatePaymentMethodsSetting?: Resolver<
    ResolversTypes['PaymentMethodsSetting'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePaymentMethodsSettingArgs, 'enabled'>
  >;
  updatePermission?: Resolver<
    ResolversTypes['Permission'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePermissionArgs, 'id' | 'input'>
  >;
  updatePolicyPage?: Resolver<
    ResolversTypes['PolicyPageSource'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePolicyPageArgs, 'input' | 'slug'>
  >;
  updateProduct?: Resolver<
    ResolversTypes['AdminProduct'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductArgs, 'id' | 'input'>
  >;
  updateProductColor?: Resolver<
    ResolversTypes['ProductColor'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductColorArgs, 'id' | 'input'>
  >;
  updateProductSize?: Resolver<
    ResolversTypes['ProductSize'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProductSizeArgs, 'id' | 'input'>
  >;
  updateProfile?: Resolver<
    ResolversTypes['Profile'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProfileArgs, 'input'>
  >;
  updateRole?: Resolver<
    ResolversTypes['Role'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateRoleArgs, 'id' | 'input'>
  >;
  updateSeller?: Resolver<
    ResolversTypes['Seller'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSellerArgs, 'input'>
  >;
  updateShippingCouriers?: Resolver<
    ResolversTypes['ShippingCouriers'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateShippingCouriersArgs, 'input'>
  >;
  updateUser?: Resolver<
    ResolversTypes['User'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateUserArgs, 'id' | 'input'>
  >;
  updateVoucher?: Resolver<
    ResolversTypes['Voucher'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateVoucherArgs, 'id' | 'input'>
  >;
  updateWidget?: Resolver<
    ResolversTypes['Widget'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateWidgetArgs, 'id' | 'input'>
  >;
  updateWidgetGroup?: Resolver<
    ResolversTypes['WidgetGroup'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateWidgetGroupArgs, 'id' | 'input'>
  >;
  uploadImage?: Resolver<
    ResolversTypes['UploadedImage'],
    ParentType,
    ContextType,
    RequireFields<MutationUploadImageArgs, 'file'>
  >;
};

export type MyAccessResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MyAccess'] = ResolversParentTypes['MyAccess'],
> = {
  capabilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isRoot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landingPage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['MyPermission']>, ParentType, ContextType>;
};

export type MyPermissionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['MyPermission'] = ResolversParentTypes['MyPermission'],
> = {
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'],
> = {
  customerID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  firstProductImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstProductName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalNotes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderDetails?: Resolver<Array<ResolversTypes['OrderDetail']>, ParentType, ContextType>;
  otherProductCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['OrderPayment']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['Refund']>, ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['OrderShipment']>, ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['OrderStage'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['Tracking']>, ParentType, ContextType>;
  userID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  voucherCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voucherKind?: Resolver<Maybe<ResolversTypes['VoucherKind']>, ParentType, ContextType>;
};

export type OrderActorResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OrderActor'] = ResolversParentTypes['OrderActor'],
> = {
  kind?: Resolver<ResolversTypes['OrderActorKind'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrderAutoCompleteSettingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OrderAutoCompleteSetting'] =
    ResolversParentTypes['OrderAutoCompleteSetting'],
> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderDetailResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OrderDetail'] = ResolversParentTypes['OrderDetail'],
> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  normalPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderEventResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OrderEvent'] = ResolversParentTypes['OrderEvent'],
> = {
  actor?: Resolver<ResolversTypes['OrderActor'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type OrderMoveResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OrderMoveResult'] = ResolversParentTypes['OrderMoveResult'],
> = {
  moved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
};

export type OrderNoteResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OrderNote'] = ResolversParentTypes['OrderNote'],
> = {
  author?: Resolver<ResolversTypes['OrderActor'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type OrderPaymentResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment'],
> = {
  paymentDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
};

export type OrderShipmentResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['OrderShipment'] = ResolversParentTypes['OrderShipment'],
> = {
  address?: Resolver<ResolversTypes['ShipmentAddress'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  courier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destinationCityID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  etd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resiNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipmentDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PagingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Paging'] = ResolversParentTypes['Paging'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentMethodsSettingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PaymentMethodsSetting'] =
    ResolversParentTypes['PaymentMethodsSetting'],
> = {
  enabled?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PermissionResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission'],
> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['HttpMethod'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PermissionPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PermissionPage'] = ResolversParentTypes['PermissionPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type PermissionRefResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PermissionRef'] = ResolversParentTypes['PermissionRef'],
> = {
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['HttpMethod'], ParentType, ContextType>;
};

export type PolicyPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PolicyPage'] = ResolversParentTypes['PolicyPage'],
> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PolicyPageSourceResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PolicyPageSource'] = ResolversParentTypes['PolicyPageSource'],
> = {
  en?: Resolver<ResolversTypes['PolicyPageText'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['PolicyPageText'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PolicyPageTextResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PolicyPageText'] = ResolversParentTypes['PolicyPageText'],
> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceRangeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange'],
> = {
  max?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
};

export type ProductResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'],
> = {
  categories?: Resolver<Array<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageColors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inWishlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  material?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  normalPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  related?: Resolver<
    Array<ResolversTypes['Product']>,
    ParentType,
    ContextType,
    RequireFields<ProductRelatedArgs, 'limit'>
  >;
  sellPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  sizeGuide?: Resolver<Maybe<ResolversTypes['SizeGuide']>, ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductColorResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductColor'] = ResolversParentTypes['ProductColor'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  swatch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductColorPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductColorPage'] = ResolversParentTypes['ProductColorPage'],
> = {
  items?: Resolver<Array<ResolversTypes['ProductColor']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type ProductFacetsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets'],
> = {
  categories?: Resolver<Array<ResolversTypes['CategoryFacetCount']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['FacetCount']>, ParentType, ContextType>;
  inStock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['FacetCount']>, ParentType, ContextType>;
};

export type ProductPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage'],
> = {
  cards?: Resolver<Array<ResolversTypes['ListedProduct']>, ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type ProductSizeResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductSize'] = ResolversParentTypes['ProductSize'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSizePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductSizePage'] = ResolversParentTypes['ProductSizePage'],
> = {
  items?: Resolver<Array<ResolversTypes['ProductSize']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type ProductSuggestionsResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductSuggestions'] = ResolversParentTypes['ProductSuggestions'],
> = {
  categories?: Resolver<Array<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type ProductVariantResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant'],
> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['RoleRef']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProvinceResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Province'] = ResolversParentTypes['Province'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  address?: Resolver<
    ResolversTypes['Address'],
    ParentType,
    ContextType,
    RequireFields<QueryAddressArgs, 'id'>
  >;
  addresses?: Resolver<ResolversTypes['AddressPage'], ParentType, ContextType, Partial<QueryAddressesArgs>>;
  adminAffiliate?: Resolver<
    Maybe<ResolversTypes['AdminAffiliate']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminAffiliateArgs, 'id'>
  >;
  adminAffiliates?: Resolver<
    ResolversTypes['AdminAffiliatePage'],
    ParentType,
    ContextType,
    Partial<QueryAdminAffiliatesArgs>
  >;
  adminProduct?: Resolver<
    Maybe<ResolversTypes['AdminProduct']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminProductArgs, 'id'>
  >;
  adminProductColors?: Resolver<
    ResolversTypes['ProductColorPage'],
    ParentType,
    ContextType,
    Partial<QueryAdminProductColorsArgs>
  >;
  adminProductSizes?: Resolver<
    ResolversTypes['ProductSizePage'],
    ParentType,
    ContextType,
    Partial<QueryAdminProductSizesArgs>
  >;
  adminProducts?: Resolver<
    ResolversTypes['AdminProductPage'],
    ParentType,
    ContextType,
    Partial<QueryAdminProductsArgs>
  >;
  affiliates?: Resolver<
    ResolversTypes['AffiliatePage'],
    ParentType,
    ContextType,
    Partial<QueryAffiliatesArgs>
  >;
  apiVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  banner?: Resolver<Maybe<ResolversTypes['Banner']>, ParentType, ContextType>;
  capabilityGroups?: Resolver<Array<ResolversTypes['CapabilityGroup']>, ParentType, ContextType>;
  cart?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  categories?: Resolver<
    ResolversTypes['CategoryPage'],
    ParentType,
    ContextType,
    Partial<QueryCategoriesArgs>
  >;
  category?: Resolver<
    Maybe<ResolversTypes['Category']>,
    ParentType,
    ContextType,
    RequireFields<QueryCategoryArgs, 'id'>
  >;
  categoryProducts?: Resolver<
    ResolversTypes['ProductPage'],
    ParentType,
    ContextType,
    RequireFields<QueryCategoryProductsArgs, 'slug'>
  >;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, Partial<QueryCitiesArgs>>;
  completeOnDeliverySetting?: Resolver<ResolversTypes['CompleteOnDeliverySetting'], ParentType, ContextType>;
  dashboardCounters?: Resolver<ResolversTypes['DashboardCounters'], ParentType, ContextType>;
  defaultAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  freeShipping?: Resolver<ResolversTypes['FreeShipping'], ParentType, ContextType>;
  heroImage?: Resolver<Maybe<ResolversTypes['Hero']>, ParentType, ContextType>;
  highlight?: Resolver<Maybe<ResolversTypes['Highlight']>, ParentType, ContextType>;
  languageSetting?: Resolver<ResolversTypes['LanguageSetting'], ParentType, ContextType>;
  lowStockSetting?: Resolver<ResolversTypes['LowStockSetting'], ParentType, ContextType>;
  lowStockVariants?: Resolver<
    ResolversTypes['LowStockVariantPage'],
    ParentType,
    ContextType,
    Partial<QueryLowStockVariantsArgs>
  >;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  order?: Resolver<
    Maybe<ResolversTypes['Order']>,
    ParentType,
    ContextType,
    RequireFields<QueryOrderArgs, 'id'>
  >;
  orderAutoCompleteSetting?: Resolver<ResolversTypes['OrderAutoCompleteSetting'], ParentType, ContextType>;
  orderByPaymentToken?: Resolver<
    Maybe<ResolversTypes['Order']>,
    ParentType,
    ContextType,
    RequireFields<QueryOrderByPaymentTokenArgs, 'token'>
  >;
  orderLookup?: Resolver<
    Maybe<ResolversTypes['Order']>,
    ParentType,
    ContextType,
    RequireFields<QueryOrderLookupArgs, 'email' | 'orderCode'>
  >;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  paymentMethodsSetting?: Resolver<ResolversTypes['PaymentMethodsSetting'], ParentType, ContextType>;
  permission?: Resolver<
    Maybe<ResolversTypes['Permission']>,
    ParentType,
    ContextType,
    RequireFields<QueryPermissionArgs, 'id'>
  >;
  permissions?: Resolver<
    ResolversTypes['PermissionPage'],
    ParentType,
    ContextType,
    Partial<QueryPermissionsArgs>
  >;
  policyPage?: Resolver<
    ResolversTypes['PolicyPage'],
    ParentType,
    ContextType,
    RequireFields<QueryPolicyPageArgs, 'slug'>
  >;
  policyPageSource?: Resolver<
    ResolversTypes['PolicyPageSource'],
    ParentType,
    ContextType,
    RequireFields<QueryPolicyPageSourceArgs, 'slug'>
  >;
  product?: Resolver<
    Maybe<ResolversTypes['Product']>,
    ParentType,
    ContextType,
    RequireFields<QueryProductArgs, 'id'>
  >;
  productColor?: Resolver<
    Maybe<ResolversTypes['ProductColor']>,
    ParentType,
    ContextType,
    RequireFields<QueryProductColorArgs, 'id'>
  >;
  productColors?: Resolver<Array<ResolversTypes['ProductColor']>, ParentType, ContextType>;
  productSize?: Resolver<
    Maybe<ResolversTypes['ProductSize']>,
    ParentType,
    ContextType,
    RequireFields<QueryProductSizeArgs, 'id'>
  >;
  productSizes?: Resolver<Array<ResolversTypes['ProductSize']>, ParentType, ContextType>;
  productSuggestions?: Resolver<
    ResolversTypes['ProductSuggestions'],
    ParentType,
    ContextType,
    RequireFields<QueryProductSuggestionsArgs, 'q'>
  >;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  provinces?: Resolver<Array<ResolversTypes['Province']>, ParentType, ContextType>;
  relatedProducts?: Resolver<
    Array<ResolversTypes['Product']>,
    ParentType,
    ContextType,
    RequireFields<QueryRelatedProductsArgs, 'id' | 'limit'>
  >;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RolePage'], ParentType, ContextType, Partial<QueryRolesArgs>>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
  shippingCost?: Resolver<
    Array<ResolversTypes['CourierCost']>,
    ParentType,
    ContextType,
    RequireFields<QueryShippingCostArgs, 'destination' | 'weight'>
  >;
  shippingCouriers?: Resolver<ResolversTypes['ShippingCouriers'], ParentType, ContextType>;
  shopCategories?: Resolver<Array<ResolversTypes['ShopCategory']>, ParentType, ContextType>;
  storefront?: Resolver<ResolversTypes['Storefront'], ParentType, ContextType>;
  transactionStatistics?: Resolver<Array<ResolversTypes['TransactionStatistic']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  voucher?: Resolver<
    Maybe<ResolversTypes['Voucher']>,
    ParentType,
    ContextType,
    RequireFields<QueryVoucherArgs, 'id'>
  >;
  voucherQuote?: Resolver<
    ResolversTypes['VoucherQuote'],
    ParentType,
    ContextType,
    RequireFields<QueryVoucherQuoteArgs, 'code' | 'subtotal'>
  >;
  vouchers?: Resolver<ResolversTypes['VoucherPage'], ParentType, ContextType, Partial<QueryVouchersArgs>>;
  widget?: Resolver<
    Maybe<ResolversTypes['Widget']>,
    ParentType,
    ContextType,
    RequireFields<QueryWidgetArgs, 'id'>
  >;
  widgetGroup?: Resolver<
    Maybe<ResolversTypes['WidgetGroup']>,
    ParentType,
    ContextType,
    RequireFields<QueryWidgetGroupArgs, 'id'>
  >;
  widgetGroups?: Resolver<
    ResolversTypes['WidgetGroupPage'],
    ParentType,
    ContextType,
    Partial<QueryWidgetGroupsArgs>
  >;
  widgets?: Resolver<ResolversTypes['WidgetPage'], ParentType, ContextType, Partial<QueryWidgetsArgs>>;
  wishlist?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
};

export type RefundResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund'],
> = {
  amount?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
};

export type RoleResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role'],
> = {
  allPermissions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capabilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSystem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landingPage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['PermissionRef']>, ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RolePageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['RolePage'] = ResolversParentTypes['RolePage'],
> = {
  items?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type RoleRefResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['RoleRef'] = ResolversParentTypes['RoleRef'],
> = {
  idRole?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface RupiahScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Rupiah'], any> {
  name: 'Rupiah';
}

export type SellerResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Seller'] = ResolversParentTypes['Seller'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  npwp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceCostResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ServiceCost'] = ResolversParentTypes['ServiceCost'],
> = {
  cost?: Resolver<Array<ResolversTypes['CostValue']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionTokensResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SessionTokens'] = ResolversParentTypes['SessionTokens'],
> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionUserResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser'],
> = {
  defaultAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['Scope'], ParentType, ContextType>;
};

export type ShipmentAddressResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ShipmentAddress'] = ResolversParentTypes['ShipmentAddress'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinceID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subdistrictName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShippingCouriersResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ShippingCouriers'] = ResolversParentTypes['ShippingCouriers'],
> = {
  couriers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShopCategoryResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['ShopCategory'] = ResolversParentTypes['ShopCategory'],
> = {
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult'],
> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['Scope'], ParentType, ContextType>;
  tokens?: Resolver<Maybe<ResolversTypes['SessionTokens']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
};

export type SignUpResultResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SignUpResult'] = ResolversParentTypes['SignUpResult'],
> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SizeGuideResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SizeGuide'] = ResolversParentTypes['SizeGuide'],
> = {
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SizeGuideRow']>, ParentType, ContextType>;
};

export type SizeGuideRowResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SizeGuideRow'] = ResolversParentTypes['SizeGuideRow'],
> = {
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SkippedCartItemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['SkippedCartItem'] = ResolversParentTypes['SkippedCartItem'],
> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorefrontResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Storefront'] = ResolversParentTypes['Storefront'],
> = {
  chatWhatsappNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  midtransClientKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  midtransSnapJsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentProvider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrackingResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Tracking'] = ResolversParentTypes['Tracking'],
> = {
  courier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TrackingEvent']>, ParentType, ContextType>;
  resi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrackingEventResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TrackingEvent'] = ResolversParentTypes['TrackingEvent'],
> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransactionStatisticResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['TransactionStatistic'] =
    ResolversParentTypes['TransactionStatistic'],
> = {
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadedImageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UploadedImage'] = ResolversParentTypes['UploadedImage'],
> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  urls?: Resolver<ResolversTypes['ImageUrls'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['RoleRef']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage'],
> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type VoucherResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Voucher'] = ResolversParentTypes['Voucher'],
> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VoucherKind'], ParentType, ContextType>;
  maxDiscount?: Resolver<Maybe<ResolversTypes['Rupiah']>, ParentType, ContextType>;
  minSpend?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  totalUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usesPerCustomer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
};

export type VoucherPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['VoucherPage'] = ResolversParentTypes['VoucherPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Voucher']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type VoucherQuoteResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['VoucherQuote'] = ResolversParentTypes['VoucherQuote'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  freeShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VoucherKind'], ParentType, ContextType>;
};

export type WidgetResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['Widget'] = ResolversParentTypes['Widget'],
> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groupID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['WidgetType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type WidgetGroupResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WidgetGroup'] = ResolversParentTypes['WidgetGroup'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  widgetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WidgetGroupPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WidgetGroupPage'] = ResolversParentTypes['WidgetGroupPage'],
> = {
  items?: Resolver<Array<ResolversTypes['WidgetGroup']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type WidgetPageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WidgetPage'] = ResolversParentTypes['WidgetPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Widget']>, ParentType, ContextType>;
  paging?: Resolver<ResolversTypes['Paging'], ParentType, ContextType>;
};

export type WishlistImageResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WishlistImage'] = ResolversParentTypes['WishlistImage'],
> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WishlistItemResolvers<
  ContextType = Context,
  ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['WishlistImage']>, ParentType, ContextType>;
  mainImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  normalPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellPrice?: Resolver<ResolversTypes['Rupiah'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Address?: AddressResolvers<ContextType>;
  AddressPage?: AddressPageResolvers<ContextType>;
  AdminAffiliate?: AdminAffiliateResolvers<ContextType>;
  AdminAffiliatePage?: AdminAffiliatePageResolvers<ContextType>;
  AdminProduct?: AdminProductResolvers<ContextType>;
  AdminProductPage?: AdminProductPageResolvers<ContextType>;
  AdminProductVariant?: AdminProductVariantResolvers<ContextType>;
  Affiliate?: AffiliateResolvers<ContextType>;
  AffiliatePage?: AffiliatePageResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  CapabilityAction?: CapabilityActionResolvers<ContextType>;
  CapabilityCall?: CapabilityCallResolvers<ContextType>;
  CapabilityGroup?: CapabilityGroupResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartMergeResult?: CartMergeResultResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryFacetCount?: CategoryFacetCountResolvers<ContextType>;
  CategoryPage?: CategoryPageResolvers<ContextType>;
  CategoryRef?: CategoryRefResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  CompleteOnDeliverySetting?: CompleteOnDeliverySettingResolvers<ContextType>;
  CostValue?: CostValueResolvers<ContextType>;
  CourierCost?: CourierCostResolvers<ContextType>;
  DashboardCounters?: DashboardCountersResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FacetCount?: FacetCountResolvers<ContextType>;
  FreeShipping?: FreeShippingResolvers<ContextType>;
  Hero?: HeroResolvers<ContextType>;
  Highlight?: HighlightResolvers<ContextType>;
  ImageUrls?: ImageUrlsResolvers<ContextType>;
  LanguageSetting?: LanguageSettingResolvers<ContextType>;
  ListedProduct?: ListedProductResolvers<ContextType>;
  LowStockSetting?: LowStockSettingResolvers<ContextType>;
  LowStockVariant?: LowStockVariantResolvers<ContextType>;
  LowStockVariantPage?: LowStockVariantPageResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyAccess?: MyAccessResolvers<ContextType>;
  MyPermission?: MyPermissionResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderActor?: OrderActorResolvers<ContextType>;
  OrderAutoCompleteSetting?: OrderAutoCompleteSettingResolvers<ContextType>;
  OrderDetail?: OrderDetailResolvers<ContextType>;
  OrderEvent?: OrderEventResolvers<ContextType>;
  OrderMoveResult?: OrderMoveResultResolvers<ContextType>;
  OrderNote?: OrderNoteResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderShipment?: OrderShipmentResolvers<ContextType>;
  Paging?: PagingResolvers<ContextType>;
  PaymentMethodsSetting?: PaymentMethodsSettingResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PermissionPage?: PermissionPageResolvers<ContextType>;
  PermissionRef?: PermissionRefResolvers<ContextType>;
  PolicyPage?: PolicyPageResolvers<ContextType>;
  PolicyPageSource?: PolicyPageSourceResolvers<ContextType>;
  PolicyPageText?: PolicyPageTextResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductColor?: ProductColorResolvers<ContextType>;
  ProductColorPage?: ProductColorPageResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductSize?: ProductSizeResolvers<ContextType>;
  ProductSizePage?: ProductSizePageResolvers<ContextType>;
  ProductSuggestions?: ProductSuggestionsResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Province?: ProvinceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolePage?: RolePageResolvers<ContextType>;
  RoleRef?: RoleRefResolvers<ContextType>;
  Rupiah?: GraphQLScalarType;
  Seller?: SellerResolvers<ContextType>;
  ServiceCost?: ServiceCostResolvers<ContextType>;
  SessionTokens?: SessionTokensResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  ShipmentAddress?: ShipmentAddressResolvers<ContextType>;
  ShippingCouriers?: ShippingCouriersResolvers<ContextType>;
  ShopCategory?: ShopCategoryResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  SignUpResult?: SignUpResultResolvers<ContextType>;
  SizeGuide?: SizeGuideResolvers<ContextType>;
  SizeGuideRow?: SizeGuideRowResolvers<ContextType>;
  SkippedCartItem?: SkippedCartItemResolvers<ContextType>;
  Storefront?: StorefrontResolvers<ContextType>;
  Tracking?: TrackingResolvers<ContextType>;
  TrackingEvent?: TrackingEventResolvers<ContextType>;
  TransactionStatistic?: TransactionStatisticResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadedImage?: UploadedImageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  Voucher?: VoucherResolvers<ContextType>;
  VoucherPage?: VoucherPageResolvers<ContextType>;
  VoucherQuote?: VoucherQuoteResolvers<ContextType>;
  Widget?: WidgetResolvers<ContextType>;
  WidgetGroup?: WidgetGroupResolvers<ContextType>;
  WidgetGroupPage?: WidgetGroupPageResolvers<ContextType>;
  WidgetPage?: WidgetPageResolvers<ContextType>;
  WishlistImage?: WishlistImageResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
