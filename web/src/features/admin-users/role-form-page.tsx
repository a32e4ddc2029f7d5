// /admin/role-add and /admin/role/{id} (root only): the role's name, description, landing page and its
// permissions, chosen from up to 100 labelled '[METHOD] endpoint' with a filter. A landing page under /admin makes
// the role's users staff.
import { useLingui } from '@lingui/react/macro';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { useOptionList } from '@/components/admin/use-option-list';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { required } from '@/components/form/validators';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { fragmentFields } from '@/lib/fragment-fields';
import { paths } from '@/lib/paths';

export const AdminRoleQuery = graphql(`
  query AdminRole($id: ID!) {
    role(id: $id) {
      id
      ...RoleForm_role
    }
  }
`);

export const RoleFormFragment = graphql(`
  fragment RoleForm_role on Role {
    roleName
    description
    landingPage
    permissions {
      id
    }
  }
`);

export const PermissionOptionsQuery = graphql(`
  query PermissionOptions($page: PageInput) {
    permissions(page: $page) {
      items {
        id
        method
        endpoint
      }
    }
  }
`);

export const CreateRoleMutation = graphql(`
  mutation CreateRole($input: CreateRoleInput!) {
    createRole(input: $input) {
      id
    }
  }
`);

export const UpdateRoleMutation = graphql(`
  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {
    updateRole(id: $id, input: $input) {
      id
      ...RoleForm_role
    }
  }
`);

export interface RoleValues {
  roleName: string;
  description: string;
  landingPage: string;
  permissions: string[];
}

/** The form's fields, which a server message can name: the fragment's. */
const FIELDS = fragmentFields(RoleFormFragment);

/** A permission as the spec's picker labels it: '[GET] /v1/product'. */
export const permissionLabel = (permission: { method: string; endpoint: string }) =>
  `[${permission.method}] ${permission.endpoint}`;

const landingCheck = (message: string) => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !value.trim().startsWith('/') ? message : undefined;

/** The form's values for a stored role, or an empty form. */
function valuesOf(ref: FragmentType<typeof RoleFormFragment> | null): RoleValues {
  const role = getFragmentData(RoleFormFragment, ref);
  return {
    roleName: role?.roleName ?? '',
    description: role?.description ?? '',
    landingPage: role?.landingPage ?? '',
    permissions: role?.permissions.map((permission) => permission.id) ?? [],
  };
}

const roleInput = (values: RoleValues) => ({
  roleName: values.roleName.trim(),
  description: values.description.trim(),
  landingPage: values.landingPage.trim() || '/',
  permissions: values.permissions,
});

export function RoleFormPage() {
  const { t } = useLingui();
  const permissions = useOptionList(PermissionOptionsQuery, {
    noun: t`permissions`,
    items: (data) => data.permissions.items,
    option: (permission) => ({ value: permission.id, label: permissionLabel(permission) }),
  });
  const role = useEntityForm({
    listPath: paths.admin.roles,
    fields: FIELDS,
    create: CreateRoleMutation,
    update: UpdateRoleMutation,
    input: roleInput,
    load: { query: AdminRoleQuery, pick: (data) => data.role },
  });

  return (
    <EntityFormPage form={role} noun={t`role`} initialValues={valuesOf}>
      <TextField
        name="roleName"
        label={t`Role name`}
        required
        maxLength={50}
        validate={required(t`Role name is required`)}
      />
      <TextareaField name="description" label={t`Description`} maxLength={500} />
      <TextField
        name="landingPage"
        label={t`Landing page`}
        maxLength={200}
        // eslint-disable-next-line no-restricted-syntax -- an example of a path, the same in every language
        placeholder="/admin/order"
        validate={landingCheck(t`A path of the app, starting with / (e.g. /admin/order)`)}
        helperText={t`Where its users land after signing in; under /admin makes them staff.`}
      />
      <CheckboxGroupField
        name="permissions"
        label={t`Permissions`}
        options={permissions.options}
        columns={{ base: 1, md: 2 }}
        filterLabel={t`Filter permissions`}
        helperText={permissions.failedText}
      />
    </EntityFormPage>
  );
}
