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

export const CategoryListQuery = SearchQuery;
export const CategoryAnswer = Data(Category);
export const CategoryList = List(Category);
