// /admin/category/add and /admin/category/{id}: the category's name, slug and size guide. The slug follows the name
// until it is edited by hand (the server makes one from the name when it is left empty); a taken slug is shown
// beside it. The size guide (size-guide-field.tsx) is what the category's product pages show under "Size guide".
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { slugCheck } from '@/components/admin/slug-check';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { TextField } from '@/components/form/text-field';
import { required } from '@/components/form/validators';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { fragmentFields } from '@/lib/fragment-fields';
import { paths } from '@/lib/paths';
import { slugOf } from '@lemari/shop/rules';
import { SizeGuideField, sizeGuideInput, sizeGuideValues, type SizeGuideValues } from './size-guide-field';

export const AdminCategoryQuery = graphql(`
  query AdminCategory($id: ID!) {
    category(id: $id) {
      id
      ...CategoryForm_category
    }
  }
`);

export const CategoryFormFragment = graphql(`
  fragment CategoryForm_category on Category {
    categoryName
    slug
    sizeGuide {
      columns
      rows {
        size
        values
      }
      note
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      ...CategoryForm_category
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryUpdateInput!) {
    updateCategory(id: $id, input: $input) {
      id
      ...CategoryForm_category
    }
  }
`);

interface CategoryValues {
  categoryName: string;
  slug: string;
  sizeGuide: SizeGuideValues | null;
}

/** The form's fields, which a server message can name: the fragment's. */
const FIELDS = fragmentFields(CategoryFormFragment);

/** The form's values for a stored category, or an empty form. */
function valuesOf(ref: FragmentType<typeof CategoryFormFragment> | null): CategoryValues {
  const category = getFragmentData(CategoryFormFragment, ref);
  return {
    categoryName: category?.categoryName ?? '',
    slug: category?.slug ?? '',
    sizeGuide: sizeGuideValues(category?.sizeGuide),
  };
}

/** What createCategory and updateCategory receive. */
const categoryInput = (values: CategoryValues) => ({
  categoryName: values.categoryName.trim(),
  slug: values.slug,
  sizeGuide: sizeGuideInput(values.sizeGuide),
});

export function CategoryFormPage() {
  const { t } = useLingui();
  const category = useEntityForm({
    listPath: paths.admin.categories,
    fields: FIELDS,
    create: CreateCategoryMutation,
    update: UpdateCategoryMutation,
    input: categoryInput,
    load: { query: AdminCategoryQuery, pick: (data) => data.category },
  });

  return (
    <EntityFormPage form={category} noun={t`category`} initialValues={valuesOf}>
      <TextField
        name="categoryName"
        label={t`Category name`}
        required
        maxLength={100}
        validate={required(t`Category name is required`)}
      />
      <SlugField followName={category.isNew} />
      <SizeGuideField />
    </EntityFormPage>
  );
}

/** The slug input; on a new category it follows the name until the person goes into it. */
function SlugField({ followName }: { followName: boolean }) {
  const { t } = useLingui();
  const form = useForm<CategoryValues>();
  const { values } = useFormState<CategoryValues>({ subscription: { values: true } });
  const { meta } = useField<string>('slug', { subscription: { visited: true } });
  const name = values.categoryName;
  const follow = followName && !meta.visited;
  useEffect(() => {
    if (follow) form.change('slug', slugOf(name ?? ''));
  }, [follow, name, form]);
  return (
    <TextField
      name="slug"
      label={t`Slug`}
      maxLength={100}
      validate={slugCheck('new-arrival')}
      helperText={t`Lower-case letters, digits and hyphens; made from the name when left empty.`}
    />
  );
}
