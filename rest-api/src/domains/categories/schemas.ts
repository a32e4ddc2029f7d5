// TypeBox schemas of categories: the record, create and update bodies, the list query, slug rules and the size
// guide (a table of measurements per size, checked in full by sizeGuideOf).
import { Type, type Static } from 'typebox';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@lemari/shop/rules';
import { badRequest } from '../../lib/errors.js';
import { Data, List, SearchQuery, Timestamps, Uuid } from '../../lib/schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

export const CATEGORY_NAME_MAX = 100;

/** A size guide's limits: a phone shows up to 4 measurements side by side; a shop's sizes are far fewer than 20. */
export const SIZE_GUIDE_MAX_COLUMNS = 4;
export const SIZE_GUIDE_MAX_ROWS = 20;
/** The largest measurement, in centimetres (a long dress is about 150). */
export const SIZE_GUIDE_MAX_CM = 300;

const GuideText = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

/** How a category's garments measure, size by size, in centimetres. */
export const SizeGuide = Type.Object(
  {
    columns: Type.Array(GuideText(40, 'A measurement, e.g. Lebar dada'), {
      minItems: 1,
      maxItems: SIZE_GUIDE_MAX_COLUMNS,
      description: "The measurements, in the order of each row's values (centimetres)",
    }),
    rows: Type.Array(
      Type.Object({
        size: GuideText(20, 'The size, e.g. M; each size once'),
        values: Type.Array(Type.Number({ minimum: 0, maximum: SIZE_GUIDE_MAX_CM }), {
          maxItems: SIZE_GUIDE_MAX_COLUMNS,
          description: 'One per column, in centimetres',
        }),
      }),
      { minItems: 1, maxItems: SIZE_GUIDE_MAX_ROWS },
    ),
    note: Type.String({ maxLength: 300, description: 'How to measure, tolerances; may be empty' }),
  },
  { description: 'How the garments measure, size by size, in centimetres' },
);
export type SizeGuideRecord = Static<typeof SizeGuide>;

const SizeGuideBody = Type.Object({
  ...SizeGuide.properties,
  note: Type.Optional(SizeGuide.properties.note),
});

/**
 * What a body sends: the note may be left out; null removes the guide. One schema whose type allows null (not a
 * union), so that a wrong row is answered with what is wrong in it rather than "must be null".
 */
const SizeGuideInput = Type.Unsafe<Static<typeof SizeGuideBody> | null>({
  ...SizeGuideBody,
  type: ['object', 'null'],
  description:
    'The size guide (columns, rows of a size and one value per column, an optional note); null removes it',
});
type SizeGuideSent = Static<typeof SizeGuideInput>;

/**
 * The guide as stored: names and sizes trimmed, the note '' when left out; a 400 naming the row when a row has
 * not one value per column, or a size comes twice. Null stays null (no guide).
 */
export function sizeGuideOf(sent: SizeGuideSent): SizeGuideRecord | null {
  if (sent === null) return null;
  const columns = sent.columns.map((column) => column.trim());
  const rows = sent.rows.map((row) => ({ size: row.size.trim(), values: row.values }));
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (row.values.length !== columns.length)
      throw badRequest(
        t(
          defineMessage({
            id: 'categories.size-guide-row-values',
            defaultMessage:
              'sizeGuide: row {row} ({size}) has {count} values, but there are {columns} columns',
          }),
          { row: index + 1, size: row.size, count: row.values.length, columns: columns.length },
        ),
      );
    const key = row.size.toLowerCase();
    if (seen.has(key))
      throw badRequest(
        t(
          defineMessage({
            id: 'categories.size-guide-size-twice',
            defaultMessage: 'sizeGuide: size {size} comes more than once',
          }),
          { size: row.size },
        ),
      );
    seen.add(key);
  });
  return { columns, rows, note: sent.note?.trim() ?? '' };
}

export const Category = Type.Object({
  id: Uuid,
  categoryName: Type.String(),
  slug: Type.String(),
  productCount: Type.Integer({ description: 'Products in the category that are not deleted (drafts count)' }),
  sizeGuide: Type.Union([SizeGuide, Type.Null()], {
    description: 'Its size guide, or null when it has none',
  }),
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

export const CreateCategoryBody = Type.Object({
  categoryName: CategoryName,
  slug: Type.Optional(Slug),
  sizeGuide: Type.Optional(SizeGuideInput),
});
export const UpdateCategoryBody = Type.Object({
  categoryName: Type.Optional(CategoryName),
  slug: Type.Optional(Slug),
  sizeGuide: Type.Optional(SizeGuideInput),
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
