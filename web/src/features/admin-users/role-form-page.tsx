// /admin/role-add and /admin/role/{id} (root only): the role's name and description, what its staff do — the
// capability groups with a checkbox per action ("Orders: view, move, refund, export", issue 32) — and its landing
// page, chosen from the back-office screens those capabilities open. Permissions beyond the capabilities (for API
// clients) are still chosen from up to 100 labelled '[METHOD] endpoint' with a filter. A landing page under /admin
// makes the role's users staff.
import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { callsOf, isCapability, screensFor } from '@lemari/shop/capabilities';
import { useField } from 'react-final-form';
import { SCREEN_WORDS } from '@/components/admin/screen-words';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { useOptionList } from '@/components/admin/use-option-list';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
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
    capabilities
    permissions {
      id
      method
      endpoint
    }
  }
`);

export const CapabilityGroupsQuery = graphql(`
  query CapabilityGroups {
    capabilityGroups {
      group
      label
      actions {
        id
        label
        description
      }
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
  capabilities: string[];
  /** Permissions beyond what the capabilities need. */
  permissions: string[];
}

/** The form's fields, which a server message can name: the fragment's. */
const FIELDS = fragmentFields(RoleFormFragment);

/** A permission as the spec's picker labels it: '[GET] /v1/product'. */
export const permissionLabel = (permission: { method: string; endpoint: string }) =>
  `[${permission.method}] ${permission.endpoint}`;

const callKey = (call: { method: string; endpoint: string }) => `${call.method} ${call.endpoint}`;

/** The form's values for a stored role, or an empty form: the permissions its capabilities do not need apart. */
function valuesOf(ref: FragmentType<typeof RoleFormFragment> | null): RoleValues {
  const role = getFragmentData(RoleFormFragment, ref);
  const capabilities = (role?.capabilities ?? []).filter(isCapability);
  const needed = new Set(callsOf(capabilities).map(callKey));
  return {
    roleName: role?.roleName ?? '',
    description: role?.description ?? '',
    landingPage: role?.landingPage ?? '',
    capabilities,
    permissions:
      role?.permissions.filter((permission) => !needed.has(callKey(permission))).map((p) => p.id) ?? [],
  };
}

const roleInput = (values: RoleValues) => ({
  roleName: values.roleName.trim(),
  description: values.description.trim(),
  landingPage: values.landingPage.trim() || '/',
  capabilities: values.capabilities,
  permissions: values.permissions,
});

/**
 * The landing page: one of the back-office screens the chosen capabilities open (issue 32). A stored page outside
 * them (the member role's /order-list) stays a choice, so that saving does not change it.
 */
function LandingPageField() {
  const { t, i18n } = useLingui();
  const { input: capabilities } = useField<string[]>('capabilities', { subscription: { value: true } });
  const { meta } = useField<string>('landingPage', { subscription: { initial: true } });
  const screens = screensFor(capabilities.value || []).map((screen) => ({
    value: screen.path,
    label: i18n._(SCREEN_WORDS[screen.key]),
  }));
  const stored = meta.initial;
  const options =
    stored && !screens.some((screen) => screen.value === stored)
      ? [...screens, { value: stored, label: stored }]
      : screens;
  return (
    <SelectField
      name="landingPage"
      label={t`Landing page`}
      options={options}
      placeholder={t`Choose a screen`}
      validate={(value) => (value ? undefined : t`Choose the screen its staff land on`)}
      helperText={t`Where its staff land after signing in: a screen the capabilities above open.`}
    />
  );
}

/** What the role's staff do: a group of checkboxes per capability group, one per action. */
function CapabilityFields() {
  const { t } = useLingui();
  const { data, error } = useQuery(CapabilityGroupsQuery);
  if (error) return <Text color="fg.error">{t`Could not load the capabilities: ${error.message}`}</Text>;
  return (
    <Stack gap="4" data-testid="capability-groups">
      <Text fontWeight="medium">{t`What its staff do`}</Text>
      {(data?.capabilityGroups ?? []).map((group) => (
        <CheckboxGroupField
          key={group.group}
          name="capabilities"
          label={group.label}
          options={group.actions.map((action) => ({ value: action.id, label: action.label }))}
          helperText={group.actions.map((action) => `${action.label}: ${action.description}`).join(' · ')}
        />
      ))}
    </Stack>
  );
}

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
      <CapabilityFields />
      <LandingPageField />
      <CheckboxGroupField
        name="permissions"
        label={t`Other permissions (for API clients)`}
        options={permissions.options}
        columns={{ base: 1, md: 2 }}
        filterLabel={t`Filter permissions`}
        helperText={permissions.failedText}
      />
    </EntityFormPage>
  );
}
