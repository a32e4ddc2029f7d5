// /admin/product/add and /admin/product/{id} (back-office.md §2, §5, §8): the product's fields with field-level
// errors (required whole numbers, the sell price not above the normal price), the discount the server will
// compute shown as the prices change, colours and sizes (of the shop's lists) and the variant grid they make (a
// stock, a SKU and on/off per colour × size: issue 21), up to 4 images (the first is the main one), each tagged with
// the colour it shows, categories (up to 100 to choose from) and whether it is on sale or a draft.
import { Grid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { useCallback, useState } from 'react';
import { useFormState } from 'react-final-form';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { optionListFailure, useOptionList } from '@/components/admin/use-option-list';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { required } from '@/components/form/validators';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import type { ProductForm_ProductFragment, ProductInput } from '@/generated/graphql';
import { MAX_PRICE, MAX_WEIGHT_GRAMS } from '@lemari/shop/rules';
import { fragmentFields } from '@/lib/fragment-fields';
import { currentLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { CategoryOptionsQuery } from './category-options';
import { imageColorsInput, ProductImagesField } from './product-images-field';
import {
  byPlace,
  cellNamedBy,
  cellOf,
  chosenOf,
  gridCells,
  gridErrors,
  skuOf,
  type VariantCell,
  variantsInput,
} from './variant-grid';
import { VariantGridField } from './variant-grid-field';

export const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    adminProduct(id: $id) {
      id
      ...ProductForm_product
    }
  }
`);

export const ProductFormFragment = graphql(`
  fragment ProductForm_product on AdminProduct {
    productName
    description
    buyPrice
    normalPrice
    sellPrice
    weight
    material
    colors
    sizes
    images
    imageColors
    variants {
      id
      color
      size
      sku
      stock
      active
    }
    categoryIds
    status
  }
`);

/** The shop's colours and sizes, in their order: what a product's colours and sizes are chosen from. */
export const ProductOptionsQuery = graphql(`
  query ProductOptions {
    productColors {
      id
      name
    }
    productSizes {
      id
      name
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
      ...ProductForm_product
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
    updateProduct(id: $id, input: $input) {
      id
      ...ProductForm_product
    }
  }
`);

// The form's values are the fragment's fields: a field added there is in the form once it has its input. Only a
// field that is neither text nor a plain list asks for more, and the compiler says where (NUMBER_FIELDS, EMPTY).
// The variant grid is the one field of records: its cells hold their stock as typed (VariantCell).

/** A stored product as the form's fragment reads it. */
type StoredProduct = Omit<ProductForm_ProductFragment, '__typename' | ' $fragmentName'>;
type FieldsOf<T> = {
  [K in keyof StoredProduct]-?: NonNullable<StoredProduct[K]> extends T ? K : never;
}[keyof StoredProduct];
/** Free text (an enum like status is not). */
type TextField = {
  [K in keyof StoredProduct]-?: string extends NonNullable<StoredProduct[K]> ? K : never;
}[keyof StoredProduct];
type NumberField = FieldsOf<number>;

/** The whole numbers: text while typed, numbers when sent. The compiler asks for every number field of the fragment. */
const NUMBER_FIELDS = {
  buyPrice: true,
  normalPrice: true,
  sellPrice: true,
  weight: true,
} as const satisfies Record<NumberField, true>;

/** The form's values: the fragment's fields, the numbers as the text typed and text never null. */
export type ProductValues = {
  [K in keyof StoredProduct]-?: K extends NumberField | TextField
    ? string
    : K extends 'variants'
      ? VariantCell[]
      : StoredProduct[K];
};

/** An empty form: '' for the text and number fields; every other field's empty value here (the compiler checks). */
const EMPTY_OTHER = {
  colors: [],
  sizes: [],
  images: [],
  imageColors: [],
  variants: [],
  categoryIds: [],
  status: 'active',
} as const satisfies { [K in Exclude<keyof ProductValues, NumberField | TextField>]: ProductValues[K] };

const EMPTY = Object.fromEntries(
  fragmentFields(ProductFormFragment).map((field): [string, unknown] => [
    field,
    field in EMPTY_OTHER ? EMPTY_OTHER[field as keyof typeof EMPTY_OTHER] : '',
  ]),
) as ProductValues;

/** The names a server message can point at: the form's fields, and the discount it computes from the prices. */
const FIELDS = [...Object.keys(EMPTY), 'discount'];

/**
 * Fields the form holds and does not send: the grid's rows and columns, which its cells carry (the server makes
 * the product's colours and sizes from the cells on sale), and the grid and image tags, sent as productInput says.
 */
const NOT_SENT_AS_IS = { colors: true, sizes: true, variants: true, imageColors: true } as const;

export const SELL_ABOVE_NORMAL = msg`Sell price cannot be above the normal price`;

/** The discount in percent the server computes from the prices (rounded), or null while they are not numbers. */
export function discountOf(normal: string, sell: string): number | null {
  const n = Number(normal);
  const s = Number(sell);
  if (normal.trim() === '' || sell.trim() === '' || !Number.isFinite(n) || !Number.isFinite(s)) return null;
  if (n <= 0) return 0;
  return Math.round(((n - s) / n) * 100);
}

/**
 * What createProduct and updateProduct receive: the numbers as numbers, the text trimmed (a cleared field is ''),
 * the grid's every cell as a variant (its SKU filled in) and each image's colour; not the product's stock, colours
 * and sizes, which the server adds up from the cells.
 */
export function productInput(values: ProductValues): ProductInput {
  const input: Record<string, unknown> = {};
  for (const [field, empty] of Object.entries(EMPTY)) {
    if (field in NOT_SENT_AS_IS) continue;
    const value: unknown = values[field as keyof ProductValues];
    if (field in NUMBER_FIELDS) input[field] = Number(value);
    else if (typeof empty === 'string') input[field] = typeof value === 'string' ? value.trim() : '';
    else input[field] = value;
  }
  const name = values.productName.trim();
  input.variants = variantsInput(
    name,
    gridCells(values.colors, values.sizes, byPlace(values.variants), name),
  );
  input.imageColors = imageColorsInput(values.images, values.imageColors, values.colors);
  return input as unknown as ProductInput;
}

/** The form's checks across fields, its messages in the language `i18n` speaks. */
function validateProduct(values: ProductValues, i18n: I18n) {
  const errors: Record<string, unknown> = {};
  const sell = Number(values.sellPrice);
  const normal = Number(values.normalPrice);
  if (/^\d+$/u.test(values.sellPrice ?? '') && /^\d+$/u.test(values.normalPrice ?? '') && sell > normal) {
    errors.sellPrice = i18n._(SELL_ABOVE_NORMAL);
  }
  const cells = gridErrors((values.productName ?? '').trim(), values.variants ?? []);
  if (cells.some(Boolean)) errors.variants = cells.map((cell) => cell && { sku: i18n._(cell.sku) });
  return errors;
}

/**
 * The form's values for a stored product: the numbers as text, the lists copied, no text null; its grid the
 * colours and sizes its variants are in, each cell as stored.
 */
function valuesOf(ref: FragmentType<typeof ProductFormFragment>): ProductValues {
  const product: Record<string, unknown> = getFragmentData(ProductFormFragment, ref);
  const values: Record<string, unknown> = {};
  for (const [field, empty] of Object.entries(EMPTY)) {
    const value = product[field];
    if (typeof value === 'number') values[field] = String(value);
    else if (Array.isArray(value)) values[field] = [...(value as unknown[])];
    else values[field] = value ?? empty;
  }
  const stored = storedVariants(ref);
  const chosen = chosenOf(stored);
  const cells = byPlace(stored.map(cellOf));
  values.colors = chosen.colors;
  values.sizes = chosen.sizes;
  values.variants = gridCells(chosen.colors, chosen.sizes, cells, String(product.productName ?? ''));
  return values as ProductValues;
}

/** A stored product's variants (none for a new product). */
const storedVariants = (ref: FragmentType<typeof ProductFormFragment> | null) =>
  ref ? getFragmentData(ProductFormFragment, ref).variants : [];

/**
 * The submission errors with a message naming a cell's SKU (another product's, or one given twice) put beside that
 * cell, where the grid as a whole would otherwise carry it.
 */
function withCellErrors(errors: SubmissionErrors, values: ProductValues): SubmissionErrors {
  const message: unknown = errors?.[FORM_ERROR];
  const placed = typeof errors?.variants === 'object';
  if (!errors || placed || typeof message !== 'string') return errors;
  const name = values.productName.trim();
  const cells = gridCells(values.colors, values.sizes, byPlace(values.variants), name);
  const at = cellNamedBy(
    message,
    cells.map((cell) => skuOf(name, cell)),
  );
  if (at < 0) return errors;
  const { variants: _grid, ...rest } = errors;
  return { ...rest, ...(setIn({}, `variants.${at}.sku`, message) as object) };
}

export function ProductFormPage() {
  const { t, i18n } = useLingui();
  const [uploading, setUploading] = useState(false);
  const product = useEntityForm({
    listPath: paths.admin.products,
    fields: FIELDS,
    create: CreateProductMutation,
    update: UpdateProductMutation,
    input: productInput,
    load: {
      query: AdminProductQuery,
      pick: (data) => data.adminProduct,
      failedText: t`Failed to fetch product data`,
    },
    messages: {
      created: t`Successfully added new product`,
      updated: t`Product updated successfully`,
      createFailed: t`Failed to add data`,
      updateFailed: t`Failed to update product`,
    },
  });
  const lists = useQuery(ProductOptionsQuery);
  // One query for both lists (unpaged: the shop's whole lists), so not useOptionList; its failure's words, though.
  const listsFailed = optionListFailure(t`colours and sizes`, lists.error);
  const choices = (items: readonly { name: string }[] | undefined) =>
    (items ?? []).map(({ name }) => ({ value: name, label: name }));
  const categories = useOptionList(CategoryOptionsQuery, {
    noun: t`categories`,
    items: (data) => data.categories.items,
    option: (category) => ({ value: category.id, label: category.categoryName }),
  });

  const save = product.onSubmit;
  const onSubmit = useCallback(
    async (values: ProductValues) => withCellErrors(await save(values), values),
    [save],
  );
  const validate = useCallback((values: ProductValues) => validateProduct(values, i18n), [i18n]);

  return (
    <EntityFormPage
      form={{ ...product, onSubmit }}
      noun={t`product`}
      wide
      initialValues={(product) => (product ? valuesOf(product) : EMPTY)}
      validate={validate}
      uploading={uploading}
      gap="5"
    >
      {(found) => (
        <>
          <TextField
            name="productName"
            label={t`Product name`}
            required
            maxLength={200}
            validate={required(t`Product name is required`)}
          />
          <TextareaField name="description" label={t`Description`} maxLength={10_000} />
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <WholeNumberField name="buyPrice" label={t`Buy price`} unit="Rp" max={MAX_PRICE} />
            <WholeNumberField name="normalPrice" label={t`Normal price`} unit="Rp" max={MAX_PRICE} />
            <WholeNumberField name="sellPrice" label={t`Sell price`} unit="Rp" max={MAX_PRICE} />
          </Grid>
          <DiscountLine />
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <WholeNumberField name="weight" label={t`Weight`} unit={t`grams`} max={MAX_WEIGHT_GRAMS} />
            <TextField name="material" label={t`Material`} maxLength={200} />
          </Grid>
          <CheckboxGroupField
            name="colors"
            label={t`Colors`}
            options={choices(lists.data?.productColors)}
            columns={{ base: 3, md: 5 }}
            helperText={listsFailed}
          />
          <CheckboxGroupField
            name="sizes"
            label={t`Sizes`}
            options={choices(lists.data?.productSizes)}
            columns={{ base: 3, md: 5 }}
            helperText={listsFailed}
          />
          <VariantGridField stored={storedVariants(found)} />
          <ProductImagesField onUploadingChange={setUploading} />
          <CheckboxGroupField
            name="categoryIds"
            label={t`Categories`}
            options={categories.options}
            columns={{ base: 1, md: 3 }}
            filterLabel={t`Filter categories`}
            helperText={categories.failedText}
          />
          <SelectField
            name="status"
            label={t`Status`}
            options={[
              { value: 'active', label: t`On sale` },
              { value: 'draft', label: t`Draft (not in the shop)` },
            ]}
          />
        </>
      )}
    </EntityFormPage>
  );
}

/** The discount the prices give, as the server will store it. */
function DiscountLine() {
  const { values } = useFormState<ProductValues>({ subscription: { values: true } });
  const discount = discountOf(values.normalPrice ?? '', values.sellPrice ?? '');
  const percent =
    discount === null ? '—' : (discount / 100).toLocaleString(currentLocale(), { style: 'percent' });
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="product-discount" aria-live="polite">
      <Trans>Discount: {percent}</Trans>
    </Text>
  );
}
