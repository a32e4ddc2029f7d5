// The catalogue's REST answers as the resolvers receive them (codegen maps Product to RestProduct).

/** A category as a product names it. */
export interface RestCategoryRef {
  id: string;
  categoryName: string;
  slug: string;
}

/** GET /public/v1/product and the products loader: a product in the shop. */
export interface RestProduct {
  id: string;
  productName: string;
  description: string;
  normalPrice: number;
  sellPrice: number;
  discount: number;
  weight: number;
  stock: number;
  material: string;
  colors: string[];
  sizes: string[];
  images: string[];
  mainImage: string;
  categories: RestCategoryRef[];
}

/** GET /v1/product: what staff see. */
export interface RestAdminProduct extends RestProduct {
  buyPrice: number;
  categoryIds: string[];
  status: 'active' | 'draft';
  createdAt: string;
  updatedAt: string;
}
