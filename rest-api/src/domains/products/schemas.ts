// TypeBox schemas of products (staff and public shapes, bodies, list queries), and their colours and sizes checked
// against the shop's lists.
import {
  MAX_PRICE,
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  MAX_WEIGHT_GRAMS,
  PAGE_SIZE,
  SKU_MAX_LENGTH,
  SKU_PATTERN,
} from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import { badRequest } from '../../lib/errors.js';
import { SizeGuide } from '../categories/schemas.js';
import { OPTION_NAME_MAX } from '../options/schemas.js';
import { Data, List, PATTERN_MESSAGE, SearchQuery, StringEnum, Timestamps, Uuid } from '../../lib/schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

export const PRODUCT_STATUSES = ['active', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const RELATED_MAX = 20;

/** The most colours, or sizes, a body may send. */
const OPTION_LIST_MAX = 100;

export const CategoryRef = Type.Object({ id: Uuid, categoryName: Type.String(), slug: Type.String() });

const Money = (description: string) =>
  Type.Integer({ minimum: 0, maximum: MAX_PRICE, description: `${description}, whole rupiah` });
const Discount = Type.Integer({
  minimum: 0,
  maximum: 100,
  description: 'Percent; when omitted, computed from normalPrice and sellPrice',
});
const Weight = Type.Integer({ minimum: 0, maximum: MAX_WEIGHT_GRAMS, description: 'Grams' });
const Stock = Type.Integer({ minimum: 0, maximum: MAX_STOCK });
const Status = StringEnum(PRODUCT_STATUSES, { description: 'active (in the shop) or draft (hidden)' });

/** A variant as the storefront sees it: only active ones are shown. */
export const PublicVariant = Type.Object({
  id: Uuid,
  sku: Type.String({ description: 'Unique in the shop' }),
  color: Type.String({ description: "Of the shop's colours; empty when the product comes in none" }),
  size: Type.String({ description: "Of the shop's sizes; empty when the product comes in none" }),
  stock: Type.Integer({ description: 'Pieces left; 0 is sold out' }),
});

/** A variant as staff see it. */
export const Variant = Type.Object({
  ...PublicVariant.properties,
  active: Type.Boolean({ description: 'Sold when true; an inactive variant keeps its SKU and past orders' }),
  lowStock: Type.Boolean({
    description:
      "Active and at or under the shop's low-stock threshold (GET /v1/setting/low-stock): the variant to restock",
  }),
});

/** An active variant at or under the shop's low-stock threshold, with its product (the dashboard's card). */
export const LowStockVariant = Type.Object({
  ...PublicVariant.properties,
  productId: Uuid,
  productName: Type.String(),
  mainImage: Type.String({ description: "The product's first image, or empty" }),
});

/** The fields staff and the storefront both see. */
const PublicFields = {
  id: Uuid,
  productName: Type.String(),
  description: Type.String(),
  normalPrice: Type.Integer({ description: 'Whole rupiah' }),
  sellPrice: Type.Integer({ description: 'Whole rupiah' }),
  discount: Type.Integer({ description: 'Percent' }),
  weight: Type.Integer({ description: 'Grams' }),
  stock: Type.Integer({ description: "The active variants' stock together" }),
  material: Type.String(),
  colors: Type.Array(Type.String(), {
    description: "Those of its active variants, in the colour list's order",
  }),
  sizes: Type.Array(Type.String(), { description: "Those of its active variants, in the size list's order" }),
  images: Type.Array(Type.String()),
  imageColors: Type.Array(Type.String(), {
    description: 'The colour each image shows, in the images order; empty for every colour',
  }),
  mainImage: Type.String({ description: 'The first image, or empty' }),
  categories: Type.Array(CategoryRef),
};

/** What the storefront sees: no cost price, no status, only active products that are not deleted. */
export const PublicProduct = Type.Object({
  ...PublicFields,
  variants: Type.Array(PublicVariant, {
    description: "Its active variants, in the colour and size lists' order",
  }),
  sizeGuide: Type.Union([SizeGuide, Type.Null()], {
    description:
      "The size guide of its first category (by name) that has one; null when none has (the product page's " +
      'Size guide link)',
  }),
});

export const Product = Type.Object({
  ...PublicFields,
  variants: Type.Array(Variant, { description: "Every variant, active or not, in the lists' order" }),
  lowStock: Type.Boolean({ description: "An active variant is at or under the shop's low-stock threshold" }),
  buyPrice: Type.Integer({ description: 'Cost, whole rupiah; never shown to the public' }),
  categoryIds: Type.Array(Uuid),
  status: Status,
  ...Timestamps,
});

// Colours and sizes come as the original client sends them ("Grey,Navy") or as a list, of the shop's lists
// (GET /public/v1/product-color and /public/v1/product-size), checked against them when the product is written.
const OptionList = (lists: string) =>
  Type.Union(
    [
      Type.String({ maxLength: 2000 }),
      Type.Array(Type.String({ maxLength: OPTION_NAME_MAX }), { maxItems: OPTION_LIST_MAX }),
    ],
    { description: `Comma-joined text or a list, of the shop's ${lists} (any case)` },
  );

const ImageUrl = Type.String({
  maxLength: 1000,
  pattern: '^(https?://|/uploads/)\\S+$',
  description: 'An http(s) URL or an /uploads/… path',
});

const ProductName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

export const Sku = Type.String({
  maxLength: SKU_MAX_LENGTH,
  pattern: SKU_PATTERN,
  [PATTERN_MESSAGE]:
    'must be letters, digits, dots, dashes or underscores (at most 64), starting with a letter or digit',
  description: 'Unique in the shop without regard to case',
});

/** The most cells a variant grid may have. */
export const MAX_VARIANTS = 400;

/** One cell of the variant grid staff send. */
export const VariantInput = Type.Object({
  color: Type.Optional(Type.String({ maxLength: OPTION_NAME_MAX, description: "One of the shop's colours" })),
  size: Type.Optional(Type.String({ maxLength: OPTION_NAME_MAX, description: "One of the shop's sizes" })),
  sku: Type.Optional(Sku),
  stock: Stock,
  active: Type.Optional(Type.Boolean({ description: 'Sold (the default) or not' })),
});

const OptionalFields = {
  description: Type.Optional(Type.String({ maxLength: 10_000 })),
  discount: Type.Optional(Discount),
  material: Type.Optional(Type.String({ maxLength: 200 })),
  colors: Type.Optional(OptionList('colours')),
  sizes: Type.Optional(OptionList('sizes')),
  images: Type.Optional(
    Type.Array(ImageUrl, {
      maxItems: MAX_PRODUCT_IMAGES,
      description: 'At most 4; the first is the main image',
    }),
  ),
  imageColors: Type.Optional(
    Type.Array(Type.String({ maxLength: OPTION_NAME_MAX }), {
      maxItems: MAX_PRODUCT_IMAGES,
      description: "The colour each image shows, in the images' order ('' or left out: every colour)",
    }),
  ),
  variants: Type.Optional(
    Type.Array(VariantInput, {
      maxItems: MAX_VARIANTS,
      description:
        'The variant grid, one cell per colour × size sold: replaces the variants (those left out stop being ' +
        'sold); colors, sizes and stock follow from it and may be left out (sent, they must agree)',
    }),
  ),
  categoryIds: Type.Optional(Type.Array(Uuid, { maxItems: 100, description: 'Ids of existing categories' })),
  status: Type.Optional(Status),
};

const StockWithoutVariants = (what: string) =>
  Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MAX_STOCK,
      description: `${what}; spread over the colour × size combinations. Left out when variants are sent.`,
    }),
  );

export const CreateProductBody = Type.Object({
  productName: ProductName,
  buyPrice: Money('Cost price'),
  normalPrice: Money('Price before discount'),
  sellPrice: Money('Price charged; at most normalPrice'),
  weight: Weight,
  stock: StockWithoutVariants('Pieces in stock (required without variants)'),
  ...OptionalFields,
});

export const UpdateProductBody = Type.Object({
  productName: Type.Optional(ProductName),
  buyPrice: Type.Optional(Money('Cost price')),
  normalPrice: Type.Optional(Money('Price before discount')),
  sellPrice: Type.Optional(Money('Price charged; at most normalPrice')),
  weight: Type.Optional(Weight),
  stock: StockWithoutVariants('Pieces in stock, spread again over the active variants'),
  ...OptionalFields,
});

const Ids = Type.String({ maxLength: 4000, description: 'Comma-separated ids (at most 100): batch read' });

export const ProductListQuery = Type.Object({
  ...SearchQuery.properties,
  status: Type.Optional(Status),
  categoryId: Type.Optional(Uuid),
  lowStock: Type.Optional(
    Type.Boolean({
      description:
        "true: only products with an active variant at or under the shop's low-stock threshold; false or left " +
        'out: every product',
    }),
  ),
  ids: Type.Optional(Ids),
});

// Slugs are matched without regard to case, so the pattern allows capitals; anything else cannot be a slug.
export const CategoryPageParams = Type.Object({
  slug: Type.String({
    maxLength: 100,
    pattern: '^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$',
    description: 'The category slug, e.g. new-arrival',
  }),
});
export const RelatedQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: RELATED_MAX, description: `Default ${PAGE_SIZE.related}` }),
  ),
});

export const ProductAnswer = Data(Product);
export const ProductList = List(Product);
export const PublicProductAnswer = Data(PublicProduct);
export const PublicProductList = List(PublicProduct);
export const RelatedList = Data(Type.Array(PublicProduct));

export const RelatedBatchQuery = Type.Object({
  ids: Type.String({ description: 'Comma-separated product ids, at most 100' }),
  ...RelatedQuery.properties,
});
export const RelatedBatch = Data(
  Type.Array(
    Type.Object({
      id: Uuid,
      related: Type.Array(PublicProduct, { description: 'Empty for an id that is not in the shop' }),
    }),
  ),
);
/** One product's related products in GET /public/v1/product/related?ids=. */
export type RelatedOfProduct = Static<typeof RelatedBatch>['data'][number];

/**
 * Colours or sizes as sent (comma-joined text or a list) in canonical spelling and order, duplicates dropped;
 * a 400 naming the field and the value when one is not among `allowed`.
 */
export function optionList<T extends string>(
  field: string,
  sent: string | string[],
  allowed: readonly T[],
): T[] {
  const values = (typeof sent === 'string' ? sent.split(',') : sent)
    .map((value) => value.trim())
    .filter(Boolean);
  const chosen = new Set<T>();
  for (const value of values) {
    const match = allowed.find((option) => option.toLowerCase() === value.toLowerCase());
    if (!match)
      throw badRequest(
        t(
          defineMessage({
            id: 'products.value-not-one-of',
            defaultMessage: '{field}: "{value}" is not one of {allowed}',
          }),
          { field, value: value.slice(0, 40), allowed: allowed.join(', ') },
        ),
      );
    chosen.add(match);
  }
  return allowed.filter((option) => chosen.has(option));
}

/** The percentage sellPrice is below normalPrice, rounded; 0 when there is no normal price. */
export function discountOf(normalPrice: number, sellPrice: number): number {
  if (normalPrice <= 0) return 0;
  return Math.round(((normalPrice - sellPrice) / normalPrice) * 100);
}

export const LowStockList = Type.Object({
  ...List(LowStockVariant).properties,
  threshold: Type.Integer({ description: 'The threshold applied: variants with at most this many pieces' }),
});

/** GET /public/v1/catalogue/version: what the gateway files the public answers it keeps under. */
export const CatalogueVersionAnswer = Data(
  Type.Object({
    version: Type.String({
      description:
        'A number that moves on whenever a change to a product (its stock included) or a category commits; ' +
        'an answer kept under an older number may show what is no longer so',
    }),
  }),
);
