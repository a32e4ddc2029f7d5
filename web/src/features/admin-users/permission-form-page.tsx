// /admin/permission-add and /admin/permission/{id} (root only): an HTTP method and an endpoint pattern
// (/v1/product/:id), what it is for, and the roles that hold it.
import { useLingui } from '@lingui/react/macro';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { all, required } from '@/components/form/validators';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import type { HttpMethod } from '@/generated/graphql';
import { fragmentFields } from '@/lib/fragment-fields';
import { paths } from '@/lib/paths';
import { useRoleOptions } from './user-form-page';

export const AdminPermissionQuery = graphql(`
  query AdminPermission($id: ID!) {
    permission(id: $id) {
      id
      ...PermissionForm_permission
    }
  }
`);

export const PermissionFormFragment = graphql(`
  fragment PermissionForm_permission on Permission {
    method
    endpoint
    description
    roles
  }
`);

export const CreatePermissionMutation = graphql(`
  mutation CreatePermission($input: CreatePermissionInput!) {
    createPermission(input: $input) {
      id
    }
  }
`);

export const UpdatePermissionMutation = graphql(`
  mutation UpdatePermission($id: ID!, $input: UpdatePermissionInput!) {
    updatePermission(id: $id, input: $input) {
      id
      ...PermissionForm_permission
    }
  }
`);

export interface PermissionValues {
  method: HttpMethod | '';
  endpoint: string;
  description: string;
  roles: string[];
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
/** The form's fields, which a server message can name: the fragment's. */
const FIELDS = fragmentFields(PermissionFormFragment);

/** The server's endpoint rule: a path of letters, digits and _ : { } / . - starting with /. */
export const endpointCheck = (message: string) => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !/^\/[A-Za-z0-9_:{}/.-]+$/u.test(value.trim())
    ? message
    : undefined;

/** The form's values for a stored permission, or an empty form. */
function valuesOf(ref: FragmentType<typeof PermissionFormFragment> | null): PermissionValues {
  const permission = getFragmentData(PermissionFormFragment, ref);
  return {
    method: permission?.method ?? '',
    endpoint: permission?.endpoint ?? '',
    description: permission?.description ?? '',
    roles: permission ? [...permission.roles] : [],
  };
}

const permissionInput = (values: PermissionValues) => ({
  method: values.method as HttpMethod,
  endpoint: values.endpoint.trim(),
  description: values.description.trim(),
  roles: values.roles,
});

export function PermissionFormPage() {
  const { t } = useLingui();
  const roles = useRoleOptions();
  const permission = useEntityForm({
    listPath: paths.admin.permissions,
    fields: FIELDS,
    create: CreatePermissionMutation,
    update: UpdatePermissionMutation,
    input: permissionInput,
    load: { query: AdminPermissionQuery, pick: (data) => data.permission },
  });

  return (
    <EntityFormPage form={permission} noun={t`permission`} initialValues={valuesOf}>
      <SelectField
        name="method"
        label={t`Method`}
        placeholder={t`Choose a method`}
        required
        options={METHODS.map((method) => ({ value: method, label: method }))}
        validate={required(t`Choose a method`)}
      />
      <TextField
        name="endpoint"
        label={t`Endpoint`}
        required
        maxLength={200}
        // eslint-disable-next-line no-restricted-syntax -- an example of a route, the same in every language
        placeholder="/v1/product/:id"
        validate={all(
          required(t`Endpoint is required`),
          endpointCheck(t`A route pattern starting with /, e.g. /v1/product/:id`),
        )}
      />
      <TextareaField name="description" label={t`Description`} maxLength={500} />
      <CheckboxGroupField
        name="roles"
        label={t`Roles`}
        options={roles.options}
        columns={{ base: 2, md: 3 }}
        helperText={roles.failedText}
      />
    </EntityFormPage>
  );
}
