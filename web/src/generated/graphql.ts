/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What the hero shows. */
export type HeroType =
  /** A picture. */
  | 'IMAGE'
  /** A video. */
  | 'VIDEO';

/** Which page of a list to answer. skip wins over page, as the spec's clients send both. */
export type PageInput = {
  /** Page size; each list names its default; at most 100. */
  limit?: number | null | undefined;
  /** Page number, from 1. */
  page?: number | null | undefined;
  /** Rows to skip. */
  skip?: number | null | undefined;
};

/** Who may do what: root passes everything, admin runs the back office, member is a customer. */
export type Scope = 'admin' | 'member' | 'root';

/** The social network an affiliate posts on. */
export type SocialMedia =
  /** Facebook. */
  | 'Facebook'
  /** Instagram. */
  | 'Instagram'
  /** TikTok. */
  | 'TikTok';

export type CurrentSessionQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentSessionQuery = { me: { __typename: 'Me'; scope: Scope } | null };

export type ProductCard_ProductFragment = {
  __typename: 'Product';
  id: string;
  productName: string;
  sellPrice: number;
  normalPrice: number;
  discount: number;
  mainImage: string;
  stock: number;
} & { ' $fragmentName'?: 'ProductCard_ProductFragment' };

export type ShopProductsQueryVariables = Exact<{
  q?: string | null | undefined;
  page?: PageInput | null | undefined;
}>;

export type ShopProductsQuery = {
  products: {
    __typename: 'ProductPage';
    items: Array<
      { __typename: 'Product'; id: string } & {
        ' $fragmentRefs'?: { ProductCard_ProductFragment: ProductCard_ProductFragment };
      }
    >;
    paging: { __typename: 'Paging'; count: number; page: number; limit: number };
  };
};

export type AffiliateCard_AffiliateFragment = {
  __typename: 'Affiliate';
  id: string;
  name: string;
  socialMedia: SocialMedia;
  username: string;
  link: string;
  image: string;
} & { ' $fragmentName'?: 'AffiliateCard_AffiliateFragment' };

export type AffiliateCardsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;

export type AffiliateCardsQuery = {
  affiliates: {
    __typename: 'AffiliatePage';
    items: Array<
      { __typename: 'Affiliate'; id: string } & {
        ' $fragmentRefs'?: { AffiliateCard_AffiliateFragment: AffiliateCard_AffiliateFragment };
      }
    >;
    paging: { __typename: 'Paging'; count: number; page: number; limit: number };
  };
};

export type Banner_BannerFragment = { __typename: 'Banner'; name: string; content: string; image: string } & {
  ' $fragmentName'?: 'Banner_BannerFragment';
};

export type Hero_HeroFragment = {
  __typename: 'Hero';
  type: HeroType;
  image: string;
  name: string;
  content: string;
} & { ' $fragmentName'?: 'Hero_HeroFragment' };

export type HighlightBarQueryVariables = Exact<{ [key: string]: never }>;

export type HighlightBarQuery = {
  highlight: { __typename: 'Highlight'; content: string; link: string } | null;
};

export type HomePageQueryVariables = Exact<{ [key: string]: never }>;

export type HomePageQuery = {
  heroImage:
    ({ __typename: 'Hero' } & { ' $fragmentRefs'?: { Hero_HeroFragment: Hero_HeroFragment } }) | null;
  banner:
    | ({ __typename: 'Banner' } & { ' $fragmentRefs'?: { Banner_BannerFragment: Banner_BannerFragment } })
    | null;
};

export const ProductCard_ProductFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sellPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mainImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductCard_ProductFragment, unknown>;
export const AffiliateCard_AffiliateFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AffiliateCard_affiliate' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Affiliate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'socialMedia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AffiliateCard_AffiliateFragment, unknown>;
export const Banner_BannerFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Banner_banner' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Banner' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Banner_BannerFragment, unknown>;
export const Hero_HeroFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Hero_hero' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Hero' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Hero_HeroFragment, unknown>;
export const CurrentSessionDocument = {
  __meta__: { hash: 'sha256:216c95a73e2d54e3792086b8161136d25f1eab1aa38ac7703c1906f88e81d20f' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentSession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentSessionQuery, CurrentSessionQueryVariables>;
export const ShopProductsDocument = {
  __meta__: { hash: 'sha256:4b8ba82dd90fdae4df8796bba174fa9d23f281162ed92e1a94e66da854717d98' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShopProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PageInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'q' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard_product' } },
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'paging' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard_product' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Product' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sellPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'normalPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mainImage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShopProductsQuery, ShopProductsQueryVariables>;
export const AffiliateCardsDocument = {
  __meta__: { hash: 'sha256:edff414801c336b856b71bbc5b9ac4f525b253780cfacf53773086fa0358394b' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AffiliateCards' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PageInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'affiliates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AffiliateCard_affiliate' } },
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'paging' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AffiliateCard_affiliate' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Affiliate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'socialMedia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AffiliateCardsQuery, AffiliateCardsQueryVariables>;
export const HighlightBarDocument = {
  __meta__: { hash: 'sha256:e5fb189d1f3c703fe2f71c4f81d02178637b6b447c52b9f69b0c02ea3fdd4606' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HighlightBar' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'highlight' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HighlightBarQuery, HighlightBarQueryVariables>;
export const HomePageDocument = {
  __meta__: { hash: 'sha256:afa54101e9a6f9584898c9ef0b368e9053e82edb0195532addb3e96b850024ed' },
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomePage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'heroImage' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Hero_hero' } },
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'banner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Banner_banner' } },
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Hero_hero' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Hero' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Banner_banner' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Banner' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
