// TypeBox schemas of a member's cart (spec §3 Cart item). Names, images, prices and weights are always the
// product's; a client sends only which product, colour, size and how many.
import { DEFAULT_ITEM_WEIGHT_GRAMS, MAX_LINE_QUANTITY } from '@lemari/shop/rules';
import { Type } from 'typebox';
import { Data, Uuid } from '../../lib/schemas.js';

export const MAX_MERGE_ITEMS = 100;

const Rupiah = Type.Integer({ minimum: 0, description: 'Whole rupiah' });

export const CartLine = Type.Object({
  id: Uuid,
  productID: Uuid,
  productName: Type.String(),
  productImage: Type.String({ description: "The product's first image, or empty" }),
  normalPrice: Rupiah,
  sellPrice: Rupiah,
  discount: Type.Integer({ description: 'Percent' }),
  quantity: Type.Integer({ minimum: 1 }),
  weight: Type.Integer({ description: `Grams per item (${DEFAULT_ITEM_WEIGHT_GRAMS} when unknown)` }),
  color: Type.String(),
  size: Type.String(),
  stock: Type.Integer({ description: 'Items of the chosen variant (colour and size) left' }),
  variantId: Uuid,
  sku: Type.String({ description: "The chosen variant's SKU" }),
  subtotal: Type.Integer({ description: 'sellPrice × quantity, whole rupiah' }),
});

const Quantity = Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY });
// Not required by the schema: a missing choice answers the storefront's own message.
const Choice = (what: string) => Type.Optional(Type.String({ maxLength: 50, description: what }));

export const AddToCartBody = Type.Object({
  productID: Uuid,
  color: Choice('One of the product colours'),
  size: Choice('One of the product sizes'),
  quantity: Quantity,
});

export const UpdateCartLineBody = Type.Object({ quantity: Quantity });

export const MergeCartBody = Type.Object({
  items: Type.Array(
    Type.Object({
      // Any text: a guest cart from the browser may hold anything, and what cannot be merged is skipped.
      productID: Type.String({ maxLength: 100, description: 'Product id; unknown ones are skipped' }),
      color: Choice('One of the product colours'),
      size: Choice('One of the product sizes'),
      quantity: Quantity,
    }),
    { maxItems: MAX_MERGE_ITEMS, description: "The guest cart's lines" },
  ),
});

export const SkippedLine = Type.Object({
  productID: Type.String(),
  color: Type.String(),
  size: Type.String(),
  reason: Type.String({ description: 'Why this guest line was not merged' }),
});

export const CartAnswer = Data(Type.Array(CartLine));
export const CartLineAnswer = Data(CartLine);
export const MergeAnswer = Type.Object({
  data: Type.Array(CartLine, { description: 'The whole cart after merging' }),
  skipped: Type.Array(SkippedLine),
});
