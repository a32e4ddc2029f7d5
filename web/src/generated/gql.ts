/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query Provinces {\n    provinces {\n      id\n      province\n    }\n  }\n': typeof types.ProvincesDocument;
  '\n  query Cities($provinceID: ID!) {\n    cities(provinceID: $provinceID) {\n      id\n      city\n      type\n      postalCode\n    }\n  }\n': typeof types.CitiesDocument;
  '\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n': typeof types.ConfirmEmailDocument;
  '\n  mutation UpdatePassword($input: PasswordInput!) {\n    updatePassword(input: $input)\n  }\n': typeof types.UpdatePasswordDocument;
  '\n  mutation UploadProfileImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      urls {\n        medium\n      }\n    }\n  }\n': typeof types.UploadProfileImageDocument;
  '\n  query ProfilePage {\n    profile {\n      id\n      name\n      email\n      telephone\n      image\n      location\n    }\n  }\n': typeof types.ProfilePageDocument;
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      telephone\n      image\n      location\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      scope\n    }\n  }\n': typeof types.SignInDocument;
  '\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword) {\n      id\n      email\n      confirmed\n    }\n  }\n': typeof types.SignUpDocument;
  '\n  fragment ProductCard_product on Product {\n    id\n    productName\n    sellPrice\n    normalPrice\n    discount\n    mainImage\n    stock\n  }\n': typeof types.ProductCard_ProductFragmentDoc;
  '\n  query ShopProducts($q: String, $page: PageInput) {\n    products(q: $q, page: $page) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      paging {\n        count\n        page\n        limit\n      }\n    }\n  }\n': typeof types.ShopProductsDocument;
  '\n  fragment AffiliateCard_affiliate on Affiliate {\n    id\n    name\n    socialMedia\n    username\n    link\n    image\n  }\n': typeof types.AffiliateCard_AffiliateFragmentDoc;
  '\n  query AffiliateCards($page: PageInput) {\n    affiliates(page: $page) {\n      items {\n        id\n        ...AffiliateCard_affiliate\n      }\n      paging {\n        count\n        page\n        limit\n      }\n    }\n  }\n': typeof types.AffiliateCardsDocument;
  '\n  fragment Banner_banner on Banner {\n    name\n    content\n    image\n  }\n': typeof types.Banner_BannerFragmentDoc;
  '\n  fragment Hero_hero on Hero {\n    type\n    image\n    name\n    content\n  }\n': typeof types.Hero_HeroFragmentDoc;
  '\n  query HighlightBar {\n    highlight {\n      content\n      link\n    }\n  }\n': typeof types.HighlightBarDocument;
  '\n  query HomePage {\n    heroImage {\n      ...Hero_hero\n    }\n    banner {\n      ...Banner_banner\n    }\n  }\n': typeof types.HomePageDocument;
  '\n  query Cart {\n    cart {\n      id\n      productID\n      productName\n      productImage\n      normalPrice\n      sellPrice\n      discount\n      quantity\n      weight\n      color\n      size\n      stock\n    }\n  }\n': typeof types.CartDocument;
  '\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      quantity\n      stock\n    }\n  }\n': typeof types.AddToCartDocument;
  '\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n      stock\n    }\n  }\n': typeof types.UpdateCartItemDocument;
  '\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      id\n    }\n  }\n': typeof types.RemoveCartItemDocument;
  '\n  mutation MergeCart($items: [GuestCartItemInput!]!) {\n    mergeCart(items: $items) {\n      items {\n        id\n      }\n      skipped {\n        productID\n        reason\n      }\n    }\n  }\n': typeof types.MergeCartDocument;
  '\n  query CurrentSession {\n    me {\n      scope\n      profile {\n        id\n        name\n        email\n        image\n      }\n    }\n  }\n': typeof types.CurrentSessionDocument;
  '\n  mutation SignOut {\n    signOut\n  }\n': typeof types.SignOutDocument;
};
const documents: Documents = {
  '\n  query Provinces {\n    provinces {\n      id\n      province\n    }\n  }\n': types.ProvincesDocument,
  '\n  query Cities($provinceID: ID!) {\n    cities(provinceID: $provinceID) {\n      id\n      city\n      type\n      postalCode\n    }\n  }\n':
    types.CitiesDocument,
  '\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n':
    types.ConfirmEmailDocument,
  '\n  mutation UpdatePassword($input: PasswordInput!) {\n    updatePassword(input: $input)\n  }\n':
    types.UpdatePasswordDocument,
  '\n  mutation UploadProfileImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      urls {\n        medium\n      }\n    }\n  }\n':
    types.UploadProfileImageDocument,
  '\n  query ProfilePage {\n    profile {\n      id\n      name\n      email\n      telephone\n      image\n      location\n    }\n  }\n':
    types.ProfilePageDocument,
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      telephone\n      image\n      location\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      scope\n    }\n  }\n':
    types.SignInDocument,
  '\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword) {\n      id\n      email\n      confirmed\n    }\n  }\n':
    types.SignUpDocument,
  '\n  fragment ProductCard_product on Product {\n    id\n    productName\n    sellPrice\n    normalPrice\n    discount\n    mainImage\n    stock\n  }\n':
    types.ProductCard_ProductFragmentDoc,
  '\n  query ShopProducts($q: String, $page: PageInput) {\n    products(q: $q, page: $page) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      paging {\n        count\n        page\n        limit\n      }\n    }\n  }\n':
    types.ShopProductsDocument,
  '\n  fragment AffiliateCard_affiliate on Affiliate {\n    id\n    name\n    socialMedia\n    username\n    link\n    image\n  }\n':
    types.AffiliateCard_AffiliateFragmentDoc,
  '\n  query AffiliateCards($page: PageInput) {\n    affiliates(page: $page) {\n      items {\n        id\n        ...AffiliateCard_affiliate\n      }\n      paging {\n        count\n        page\n        limit\n      }\n    }\n  }\n':
    types.AffiliateCardsDocument,
  '\n  fragment Banner_banner on Banner {\n    name\n    content\n    image\n  }\n':
    types.Banner_BannerFragmentDoc,
  '\n  fragment Hero_hero on Hero {\n    type\n    image\n    name\n    content\n  }\n':
    types.Hero_HeroFragmentDoc,
  '\n  query HighlightBar {\n    highlight {\n      content\n      link\n    }\n  }\n':
    types.HighlightBarDocument,
  '\n  query HomePage {\n    heroImage {\n      ...Hero_hero\n    }\n    banner {\n      ...Banner_banner\n    }\n  }\n':
    types.HomePageDocument,
  '\n  query Cart {\n    cart {\n      id\n      productID\n      productName\n      productImage\n      normalPrice\n      sellPrice\n      discount\n      quantity\n      weight\n      color\n      size\n      stock\n    }\n  }\n':
    types.CartDocument,
  '\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      quantity\n      stock\n    }\n  }\n':
    types.AddToCartDocument,
  '\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n      stock\n    }\n  }\n':
    types.UpdateCartItemDocument,
  '\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      id\n    }\n  }\n':
    types.RemoveCartItemDocument,
  '\n  mutation MergeCart($items: [GuestCartItemInput!]!) {\n    mergeCart(items: $items) {\n      items {\n        id\n      }\n      skipped {\n        productID\n        reason\n      }\n    }\n  }\n':
    types.MergeCartDocument,
  '\n  query CurrentSession {\n    me {\n      scope\n      profile {\n        id\n        name\n        email\n        image\n      }\n    }\n  }\n':
    types.CurrentSessionDocument,
  '\n  mutation SignOut {\n    signOut\n  }\n': types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Provinces {\n    provinces {\n      id\n      province\n    }\n  }\n',
): (typeof documents)['\n  query Provinces {\n    provinces {\n      id\n      province\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Cities($provinceID: ID!) {\n    cities(provinceID: $provinceID) {\n      id\n      city\n      type\n      postalCode\n    }\n  }\n',
): (typeof documents)['\n  query Cities($provinceID: ID!) {\n    cities(provinceID: $provinceID) {\n      id\n      city\n      type\n      postalCode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n',
): (typeof documents)['\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePassword($input: PasswordInput!) {\n    updatePassword(input: $input)\n  }\n',
): (typeof documents)['\n  mutation UpdatePassword($input: PasswordInput!) {\n    updatePassword(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UploadProfileImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      urls {\n        medium\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UploadProfileImage($file: Upload!) {\n    uploadImage(file: $file) {\n      id\n      urls {\n        medium\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProfilePage {\n    profile {\n      id\n      name\n      email\n      telephone\n      image\n      location\n    }\n  }\n',
): (typeof documents)['\n  query ProfilePage {\n    profile {\n      id\n      name\n      email\n      telephone\n      image\n      location\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      telephone\n      image\n      location\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      email\n      telephone\n      image\n      location\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      scope\n    }\n  }\n',
): (typeof documents)['\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      scope\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword) {\n      id\n      email\n      confirmed\n    }\n  }\n',
): (typeof documents)['\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword) {\n      id\n      email\n      confirmed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductCard_product on Product {\n    id\n    productName\n    sellPrice\n    normalPrice\n    discount\n    mainImage\n    stock\n  }\n',
): (typeof documents)['\n  fragment ProductCard_product on Product {\n    id\n    productName\n    sellPrice\n    normalPrice\n    discount\n    mainImage\n    stock\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShopProducts($q: String, $page: PageInput) {\n    products(q: $q, page: $page) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      paging {\n        count\n        page\n        limit\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ShopProducts($q: String, $page: PageInput) {\n    products(q: $q, page: $page) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      paging {\n        count\n        page\n        limit\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AffiliateCard_affiliate on Affiliate {\n    id\n    name\n    socialMedia\n    username\n    link\n    image\n  }\n',
): (typeof documents)['\n  fragment AffiliateCard_affiliate on Affiliate {\n    id\n    name\n    socialMedia\n    username\n    link\n    image\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AffiliateCards($page: PageInput) {\n    affiliates(page: $page) {\n      items {\n        id\n        ...AffiliateCard_affiliate\n      }\n      paging {\n        count\n        page\n        limit\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AffiliateCards($page: PageInput) {\n    affiliates(page: $page) {\n      items {\n        id\n        ...AffiliateCard_affiliate\n      }\n      paging {\n        count\n        page\n        limit\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Banner_banner on Banner {\n    name\n    content\n    image\n  }\n',
): (typeof documents)['\n  fragment Banner_banner on Banner {\n    name\n    content\n    image\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Hero_hero on Hero {\n    type\n    image\n    name\n    content\n  }\n',
): (typeof documents)['\n  fragment Hero_hero on Hero {\n    type\n    image\n    name\n    content\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HighlightBar {\n    highlight {\n      content\n      link\n    }\n  }\n',
): (typeof documents)['\n  query HighlightBar {\n    highlight {\n      content\n      link\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomePage {\n    heroImage {\n      ...Hero_hero\n    }\n    banner {\n      ...Banner_banner\n    }\n  }\n',
): (typeof documents)['\n  query HomePage {\n    heroImage {\n      ...Hero_hero\n    }\n    banner {\n      ...Banner_banner\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Cart {\n    cart {\n      id\n      productID\n      productName\n      productImage\n      normalPrice\n      sellPrice\n      discount\n      quantity\n      weight\n      color\n      size\n      stock\n    }\n  }\n',
): (typeof documents)['\n  query Cart {\n    cart {\n      id\n      productID\n      productName\n      productImage\n      normalPrice\n      sellPrice\n      discount\n      quantity\n      weight\n      color\n      size\n      stock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      quantity\n      stock\n    }\n  }\n',
): (typeof documents)['\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      id\n      quantity\n      stock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n      stock\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n      stock\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MergeCart($items: [GuestCartItemInput!]!) {\n    mergeCart(items: $items) {\n      items {\n        id\n      }\n      skipped {\n        productID\n        reason\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MergeCart($items: [GuestCartItemInput!]!) {\n    mergeCart(items: $items) {\n      items {\n        id\n      }\n      skipped {\n        productID\n        reason\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentSession {\n    me {\n      scope\n      profile {\n        id\n        name\n        email\n        image\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CurrentSession {\n    me {\n      scope\n      profile {\n        id\n        name\n        email\n        image\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignOut {\n    signOut\n  }\n',
): (typeof documents)['\n  mutation SignOut {\n    signOut\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
