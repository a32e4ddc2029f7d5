// /admin/product-size/add and /admin/product-size/{id} (issue 21): a size of the shop's list, its name and its
// place in the list. A name already taken (any case) is the server's CONFLICT, shown beside the name.
import { useLingui } from '@lingui/react/macro';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { fragmentFields } from '@/lib/fragment-fields';
import { paths } from '@/lib/paths';
import { OptionNameField, optionInput, OptionPositionField } from './product-option-fields';

export const AdminProductSizeQuery = graphql(`
  query AdminProductSize($id: ID!) {
    productSize(id: $id) {
      id
      ...ProductSizeForm_productSize
    }
  }
`);

export const ProductSizeFormFragment = graphql(`
  fragment ProductSizeForm_productSize on ProductSize {
    name
    position
  }
`);

export const CreateProductSizeMutation = graphql(`
  mutation CreateProductSize($input: ProductSizeInput!) {
    createProductSize(input: $input) {
      id
      ...ProductSizeForm_productSize
    }
  }
`);

export const UpdateProductSizeMutation = graphql(`
  mutation UpdateProductSize($id: ID!, $input: ProductSizeUpdateInput!) {
    updateProductSize(id: $id, input: $input) {
      id
      ...ProductSizeForm_productSize
    }
  }
`);

interface SizeValues {
  name: string;
  /** Typed as text; empty sends none. */
  position: string;
}

const FIELDS = fragmentFields(ProductSizeFormFragment);

function valuesOf(ref: FragmentType<typeof ProductSizeFormFragment> | null): SizeValues {
  const size = getFragmentData(ProductSizeFormFragment, ref);
  return { name: size?.name ?? '', position: size ? String(size.position) : '' };
}

export function ProductSizeFormPage() {
  const { t } = useLingui();
  const size = useEntityForm({
    listPath: paths.admin.productSizes,
    fields: FIELDS,
    create: CreateProductSizeMutation,
    update: UpdateProductSizeMutation,
    input: optionInput,
    load: { query: AdminProductSizeQuery, pick: (data) => data.productSize },
  });
  return (
    <EntityFormPage form={size} noun={t`size`} initialValues={valuesOf}>
      <OptionNameField noun="Size" />
      <OptionPositionField />
    </EntityFormPage>
  );
}
