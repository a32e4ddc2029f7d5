// /admin/product/add and /admin/product/{id} (back-office.md §2, §5, §8): the product's fields with field-level
// errors (required whole numbers, the sell price not above the normal price), the discount the server will
// compute shown as the prices change, colours and sizes, up to 4 images (the first is the main one), categories
// (up to 100 to choose from) and whether it is on sale or a draft.
import { Grid, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useFormState } from 'react-final-form';
import { AdminForm } from '@/components/admin/admin-form';
import { AdminFormPage, recordOf } from '@/components/admin/admin-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { wholeNumber } from '@/components/form/number-validators';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { required } from '@/components/form/validators';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import type { ProductStatus } from '@/generated/graphql';
import {
  MAX_PRICE,
  MAX_STOCK,
  MAX_WEIGHT_GRAMS,
  OPTION_LIST_LIMIT,
  PRODUCT_COLORS,
  PRODUCT_SIZES,
} from '@lemari/shop/rules';
import { paths } from '@/lib/paths';
import { ProductImagesField } from './product-images-field';

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
    stock
    material
    colors
    sizes
    images
    categoryIds
    status
  }
`);

export const CategoryOptionsQuery = graphql(`
  query CategoryOptions($page: PageInput) {
    categories(page: $page) {
      items {
        id
        categoryName
      }
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

export interface ProductValues {
  productName: string;
  description: string;
  buyPrice: string;
  normalPrice: string;
  sellPrice: string;
  weight: string;
  stock: string;
  material: string;
  colors: string[];
  sizes: string[];
  images: string[];
  categoryIds: string[];
  status: ProductStatus;
}

const FIELDS = [
  'productName',
  'description',
  'buyPrice',
  'normalPrice',
  'sellPrice',
  'discount',
  'weight',
  'stock',
  'material',
  'colors',
  'sizes',
  'images',
  'categoryIds',
  'status',
] as const;

export const SELL_ABOVE_NORMAL = 'Sell price cannot be above the normal price';

/** The discount in percent the server computes from the prices (rounded), or null while they are not numbers. */
export function discountOf(normal: string, sell: string): number | null {
  const n = Number(normal);
  const s = Number(sell);
  if (normal.trim() === '' || sell.trim() === '' || !Number.isFinite(n) || !Number.isFinite(s)) return null;
  if (n <= 0) return 0;
  return Math.round(((n - s) / n) * 100);
}

/** What createProduct and updateProduct receive. */
export function productInput(values: ProductValues) {
  return {
    productName: values.productName.trim(),
    description: values.description.trim(),
    buyPrice: Number(values.buyPrice),
    normalPrice: Number(values.normalPrice),
    sellPrice: Number(values.sellPrice),
    weight: Number(values.weight),
    stock: Number(values.stock),
    material: values.material.trim(),
    colors: values.colors,
    sizes: values.sizes,
    images: values.images,
    categoryIds: values.categoryIds,
    status: values.status,
  };
}

function validateProduct(values: ProductValues) {
  const sell = Number(values.sellPrice);
  const normal = Number(values.normalPrice);
  if (/^\d+$/u.test(values.sellPrice ?? '') && /^\d+$/u.test(values.normalPrice ?? '') && sell > normal) {
    return { sellPrice: SELL_ABOVE_NORMAL };
  }
  return {};
}

/** The form's values for a stored product. */
function valuesOf(ref: FragmentType<typeof ProductFormFragment>): ProductValues {
  const product = getFragmentData(ProductFormFragment, ref);
  return {
    productName: product.productName,
    description: product.description,
    buyPrice: String(product.buyPrice),
    normalPrice: String(product.normalPrice),
    sellPrice: String(product.sellPrice),
    weight: String(product.weight),
    stock: String(product.stock),
    material: product.material,
    colors: [...product.colors],
    sizes: [...product.sizes],
    images: [...product.images],
    categoryIds: [...product.categoryIds],
    status: product.status,
  };
}

const EMPTY: ProductValues = {
  productName: '',
  description: '',
  buyPrice: '',
  normalPrice: '',
  sellPrice: '',
  weight: '',
  stock: '',
  material: '',
  colors: [],
  sizes: [],
  images: [],
  categoryIds: [],
  status: 'active',
};

export function ProductFormPage() {
  const [create] = useMutation(CreateProductMutation);
  const [update] = useMutation(UpdateProductMutation);
  const [uploading, setUploading] = useState(false);
  const { id, isNew, onSubmit } = useEntityForm<ProductValues>({
    listPath: paths.admin.products,
    fields: FIELDS,
    create: (values) => create({ variables: { input: productInput(values) } }),
    update: (productId, values) => update({ variables: { id: productId, input: productInput(values) } }),
    messages: {
      created: 'Successfully added new product',
      updated: 'Product updated successfully',
      createFailed: 'Failed to add data',
      updateFailed: 'Failed to update product',
    },
  });
  const existing = useQuery(AdminProductQuery, { variables: { id: id ?? '' }, skip: isNew });
  const categories = useQuery(CategoryOptionsQuery, {
    variables: { page: { page: 1, limit: OPTION_LIST_LIMIT } },
  });
  const categoryOptions = (categories.data?.categories.items ?? []).map((category) => ({
    value: category.id,
    label: category.categoryName,
  }));

  return (
    <AdminFormPage
      title={isNew ? 'Add product' : 'Edit product'}
      noun="product"
      listPath={paths.admin.products}
      record={
        isNew ? undefined : recordOf(existing, (data) => data.adminProduct, 'Failed to fetch product data')
      }
    >
      {(product) => (
        <AdminForm<ProductValues>
          label="Product"
          onSubmit={onSubmit}
          validate={validateProduct}
          initialValues={product ? valuesOf(product) : EMPTY}
          backTo={paths.admin.products}
          uploading={uploading}
          gap="5"
        >
          <TextField
            name="productName"
            label="Product name"
            required
            maxLength={200}
            validate={required('Product name is required')}
          />
          <TextareaField name="description" label="Description" maxLength={10_000} />
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <PriceField name="buyPrice" label="Buy price" />
            <PriceField name="normalPrice" label="Normal price" />
            <PriceField name="sellPrice" label="Sell price" />
          </Grid>
          <DiscountLine />
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <TextField
              name="weight"
              label="Weight (grams)"
              inputMode="numeric"
              required
              validate={wholeNumber('Weight', { max: MAX_WEIGHT_GRAMS })}
            />
            <TextField
              name="stock"
              label="Stock"
              inputMode="numeric"
              required
              validate={wholeNumber('Stock', { max: MAX_STOCK })}
            />
            <TextField name="material" label="Material" maxLength={200} />
          </Grid>
          <CheckboxGroupField
            name="colors"
            label="Colors"
            options={PRODUCT_COLORS.map((color) => ({ value: color, label: color }))}
            columns={{ base: 3, md: 5 }}
          />
          <CheckboxGroupField
            name="sizes"
            label="Sizes"
            options={PRODUCT_SIZES.map((size) => ({ value: size, label: size }))}
            columns={{ base: 3, md: 5 }}
          />
          <ProductImagesField onUploadingChange={setUploading} />
          <CheckboxGroupField
            name="categoryIds"
            label="Categories"
            options={categoryOptions}
            columns={{ base: 1, md: 3 }}
            filterLabel="Filter categories"
            helperText={
              categories.error ? `Could not load the categories: ${categories.error.message}` : undefined
            }
          />
          <SelectField
            name="status"
            label="Status"
            options={[
              { value: 'active', label: 'On sale' },
              { value: 'draft', label: 'Draft (not in the shop)' },
            ]}
          />
        </AdminForm>
      )}
    </AdminFormPage>
  );
}

function PriceField({ name, label }: { name: string; label: string }) {
  return (
    <TextField
      name={name}
      label={`${label} (Rp)`}
      inputMode="numeric"
      required
      validate={wholeNumber(label, { max: MAX_PRICE })}
    />
  );
}

/** The discount the prices give, as the server will store it. */
function DiscountLine() {
  const { values } = useFormState<ProductValues>({ subscription: { values: true } });
  const discount = discountOf(values.normalPrice ?? '', values.sellPrice ?? '');
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="product-discount" aria-live="polite">
      Discount: {discount === null ? '—' : `${discount}%`}
    </Text>
  );
}
