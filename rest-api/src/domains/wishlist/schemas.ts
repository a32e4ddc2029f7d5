// TypeBox schemas of a member's wishlist (spec §3 Wishlist item); everything but the id and date is the product's.
import { Type } from 'typebox';
import { Data, Uuid } from '../../lib/schemas.js';

const Rupiah = Type.Integer({ minimum: 0, description: 'Whole rupiah' });

export const WishlistItem = Type.Object({
  id: Uuid,
  productID: Uuid,
  productName: Type.String(),
  sellPrice: Rupiah,
  normalPrice: Rupiah,
  discount: Type.Integer({ description: 'Percent' }),
  images: Type.Array(Type.Object({ url: Type.String() })),
  mainImage: Type.String({ description: 'The first image, or empty' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const ProductIdParams = Type.Object({ productId: Uuid });

export const WishlistAnswer = Data(Type.Array(WishlistItem));
export const WishlistItemAnswer = Data(WishlistItem);
