// /admin/user-add and /admin/user/{id} (back-office.md §2): username, password (required when creating, blank
// keeps it when editing), e-mail, name, telephone, the role chosen from the real roles — and honoured (the
// original always sent root) — and an uploaded image, sent with the rest (the original never sent it). After a
// save: back to /admin/user.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAdminMay } from '@/components/admin/use-admin-access';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { useOptionList } from '@/components/admin/use-option-list';
import { ImageField } from '@/components/form/image-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { all, email, required } from '@/components/form/validators';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { SYSTEM_ROLES } from '@/lib/constants';
import { errorCode } from '@/lib/errors';
import { paths } from '@/lib/paths';

export const AdminUserQuery = graphql(`
  query AdminUser($id: ID!) {
    user(id: $id) {
      id
      ...UserForm_user
    }
  }
`);

export const UserFormFragment = graphql(`
  fragment UserForm_user on User {
    username
    name
    email
    telephone
    image
    roles {
      idRole
      roleName
    }
  }
`);

export const RoleOptionsQuery = graphql(`
  query RoleOptions($page: PageInput) {
    roles(page: $page) {
      items {
        id
        roleName
      }
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      ...UserForm_user
    }
  }
`);

export interface UserValues {
  username: string;
  password: string;
  email: string;
  name: string;
  telephone: string;
  role: string;
  image: string;
}

const FIELDS = ['username', 'password', 'email', 'name', 'telephone', 'roles', 'image'] as const;

/** The server's password rule: 8 or more characters with a letter and a digit. */
export const passwordCheck = (message: string) => (value: unknown) =>
  typeof value === 'string' &&
  value !== '' &&
  !(value.length >= 8 && /[A-Za-z]/u.test(value) && /\d/u.test(value))
    ? message
    : undefined;

/** The form's values for a stored user (the password blank: kept), or an empty form. */
function valuesOf(ref: FragmentType<typeof UserFormFragment> | null): UserValues {
  const user = getFragmentData(UserFormFragment, ref);
  return {
    username: user?.username ?? '',
    password: '',
    email: user?.email ?? '',
    name: user?.name ?? '',
    telephone: user?.telephone ?? '',
    role: user?.roles[0]?.idRole ?? '',
    image: user?.image ?? '',
  };
}

/** What createUser and updateUser receive; an empty password on an edit keeps the old one. */
export function userInput(values: UserValues) {
  return {
    username: values.username.trim() || null,
    email: values.email.trim(),
    name: values.name.trim(),
    telephone: values.telephone.trim() || null,
    image: values.image || null,
    roles: values.role ? [values.role] : [],
    ...(values.password ? { password: values.password } : {}),
  };
}

/** A role as a choice. */
const roleOption = (role: { id: string; roleName: string }) => ({ value: role.id, label: role.roleName });

/** The roles to choose from; `skip` while the person may not list them. */
export function useRoleOptions(skip = false) {
  const { t } = useLingui();
  return useOptionList(RoleOptionsQuery, {
    noun: t`roles`,
    items: (data) => data.roles.items,
    option: roleOption,
    skip,
  });
}

/** The call that lists roles, which only root holds unless a role grants it. */
const ROLE_LIST_ENDPOINT = '/v1/role';

export function UserFormPage() {
  const { t } = useLingui();
  const strongEnough = passwordCheck(t`At least 8 characters with a letter and a digit`);
  const [uploading, setUploading] = useState(false);
  // Only root may list roles (unless a role grants it): other staff choose among the system roles, without asking
  // for a list they would be refused (the server still decides who may grant what).
  const mayListRoles = useAdminMay('GET', ROLE_LIST_ENDPOINT);
  const roles = useRoleOptions(mayListRoles !== true);
  const roleForbidden = mayListRoles === false || errorCode(roles.error) === 'FORBIDDEN';
  const user = useEntityForm({
    listPath: paths.admin.users,
    fields: FIELDS,
    create: CreateUserMutation,
    update: UpdateUserMutation,
    input: {
      create: (values: UserValues) => ({ ...userInput(values), password: values.password }),
      update: userInput,
    },
    load: { query: AdminUserQuery, pick: (data) => data.user },
  });

  return (
    <EntityFormPage form={user} noun={t`user`} initialValues={valuesOf} uploading={uploading}>
      <TextField name="username" label={t`Username`} maxLength={50} autoComplete="off" />
      <TextField
        name="password"
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        required={user.isNew}
        maxLength={128}
        helperText={
          user.isNew ? t`At least 8 characters with a letter and a digit.` : t`Leave blank to keep it.`
        }
        validate={user.isNew ? all(required(t`Password is required`), strongEnough) : strongEnough}
      />
      <TextField
        name="email"
        label={t`Email`}
        type="email"
        required
        maxLength={254}
        validate={all(required(t`Email is required`), email())}
      />
      <TextField name="name" label={t`Name`} maxLength={100} />
      <TextField name="telephone" label={t`Telephone`} type="tel" maxLength={30} />
      <SelectField
        name="role"
        label={t`Role`}
        placeholder={roles.loading || mayListRoles === undefined ? t`Loading the roles…` : t`Select Role`}
        required
        options={roleForbidden ? SYSTEM_ROLES.map(roleOption) : roles.options}
        validate={required(t`Choose a role`)}
        helperText={roleForbidden ? undefined : roles.failedText}
      />
      <ImageField name="image" label={t`Image`} uploading={uploading} onUploadingChange={setUploading} />
    </EntityFormPage>
  );
}
