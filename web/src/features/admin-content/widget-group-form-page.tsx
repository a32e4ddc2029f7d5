// /admin/widget-group/add and /admin/widget-group/{id}: a group's name, slug and description. The storefront's
// groups keep their slug (the server refuses another).
import { useLingui } from '@lingui/react/macro';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { slugCheck } from '@/components/admin/slug-check';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { required } from '@/components/form/validators';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { fragmentFields } from '@/lib/fragment-fields';
import { paths } from '@/lib/paths';
import { STOREFRONT_GROUPS } from './widget-group-list-page';

export const AdminWidgetGroupQuery = graphql(`
  query AdminWidgetGroup($id: ID!) {
    widgetGroup(id: $id) {
      id
      ...WidgetGroupForm_widgetGroup
    }
  }
`);

export const WidgetGroupFormFragment = graphql(`
  fragment WidgetGroupForm_widgetGroup on WidgetGroup {
    name
    slug
    description
  }
`);

export const CreateWidgetGroupMutation = graphql(`
  mutation CreateWidgetGroup($input: WidgetGroupInput!) {
    createWidgetGroup(input: $input) {
      id
      ...WidgetGroupForm_widgetGroup
    }
  }
`);

export const UpdateWidgetGroupMutation = graphql(`
  mutation UpdateWidgetGroup($id: ID!, $input: WidgetGroupUpdateInput!) {
    updateWidgetGroup(id: $id, input: $input) {
      id
      ...WidgetGroupForm_widgetGroup
    }
  }
`);

interface GroupValues {
  name: string;
  slug: string;
  description: string;
}

/** The form's fields, which a server message can name: the fragment's. */
const FIELDS = fragmentFields(WidgetGroupFormFragment);

type GroupRef = FragmentType<typeof WidgetGroupFormFragment>;

/** The form's values for a stored group, or an empty form. */
function valuesOf(ref: GroupRef | null): GroupValues {
  const group = getFragmentData(WidgetGroupFormFragment, ref);
  return { name: group?.name ?? '', slug: group?.slug ?? '', description: group?.description ?? '' };
}

/** A group the storefront reads by its slug, which therefore stays. */
function isStorefrontGroup(ref: GroupRef | null): boolean {
  const group = getFragmentData(WidgetGroupFormFragment, ref);
  return Boolean(group && STOREFRONT_GROUPS.includes(group.slug));
}

const groupInput = (values: GroupValues) => ({
  name: values.name.trim(),
  ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
  description: values.description.trim(),
});

export function WidgetGroupFormPage() {
  const { t } = useLingui();
  const group = useEntityForm({
    listPath: paths.admin.widgetGroups,
    fields: FIELDS,
    create: CreateWidgetGroupMutation,
    update: UpdateWidgetGroupMutation,
    input: groupInput,
    load: { query: AdminWidgetGroupQuery, pick: (data) => data.widgetGroup },
  });

  return (
    <EntityFormPage form={group} noun={t`widget group`} initialValues={valuesOf}>
      {(group) => (
        <>
          <TextField
            name="name"
            label={t`Name`}
            required
            maxLength={100}
            validate={required(t`Name is required`)}
          />
          <TextField
            name="slug"
            label={t`Slug`}
            maxLength={100}
            validate={slugCheck()}
            readOnly={isStorefrontGroup(group)}
            helperText={
              isStorefrontGroup(group)
                ? t`The storefront reads this group by its slug, so it stays.`
                : t`Made from the name when left empty.`
            }
          />
          <TextareaField name="description" label={t`Description`} maxLength={500} />
        </>
      )}
    </EntityFormPage>
  );
}
