// TypeBox schemas of categories: the record, create and update bodies, the list query, and slug rules.
import { Type } from 'typebox';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@lemari/shop/rules';
import { Data, List, SearchQuery, Timestamps, Uuid } from '../../lib/schemas.js';

export const CATEGORY_NAME_MAX = 100;

export const Category = Type.Object({
  id: Uuid,
  categoryName: Type.String(),
  slug: Type.String(),
  productCount: Type.Integer({ description: 'Products in the category that are not deleted (drafts count)' }),
  ...Timestamps,
});

const CategoryName = Type.String({ minLength: 1, maxLength: CATEGORY_NAME_MAX, pattern: '\\S' });
// Empty is what an untouched form field sends: the slug is then made from the name.
const Slug = Type.String({
  maxLength: SLUG_MAX_LENGTH,
  pattern: `^$|${SLUG_PATTERN}`,
  description:
    'Lower-case letters and digits joined by single hyphens (new-arrival); empty makes it from the name',
});

export const CreateCategoryBody = Type.Object({ categoryName: CategoryName, slug: Type.Optional(Slug) });
export const UpdateCategoryBody = Type.Object({
  categoryName: Type.Optional(CategoryName),
  slug: Type.Optional(Slug),
});

/**
 * A category as the storefront shows it (the home page's tiles): one with products in the shop, and its cover, the
 * main image of its newest product in stock (of its newest sold-out one when none is left; empty when none of its
 * products has an image).
 */
export const ShopCategory = Type.Object({
  id: Uuid,
  categoryName: Type.String(),
  slug: Type.String(),
  productCount: Type.Integer({ description: 'Products in the shop (active, not deleted) in the category' }),
  coverImage: Type.String({
    description:
      "The main image of the category's newest product in stock (else of its newest product with one); empty when none has an image",
  }),
});

/** The most categories the storefront's list answers: a shop's whole list, but never an unbounded read. */
export const SHOP_CATEGORIES_MAX = 50;
export const ShopCategoryList = Data(Type.Array(ShopCategory, { maxItems: SHOP_CATEGORIES_MAX }));

export const CategoryListQuery = SearchQuery;
export const CategoryAnswer = Data(Category);
export const CategoryList = List(Category);
