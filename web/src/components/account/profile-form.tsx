// A signed-in user's own details (storefront.md §2 /profile, back-office.md §2 /admin/profile and the settings'
// profile tab): the picture (uploaded at once, stored on Save), name, e-mail (read-only), telephone and location —
// and for staff their username and roles. A saved name or picture shows at once wherever the session's Profile is
// shown: the answer updates Apollo's cache.
import { Badge, Field, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { FormSubmit } from '@/components/form/form-submit';
import { TextField } from '@/components/form/text-field';
import { toaster } from '@/components/toaster';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { ProfileImageField } from './profile-image-field';

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      ...ProfileForm_profile
    }
  }
`);

/** What the form shows of the signed-in user's profile; /profile's and the back office's queries spread it. */
export const ProfileFormFragment = graphql(`
  fragment ProfileForm_profile on Profile {
    name
    email
    telephone
    image
    location
    username
    roles {
      roleName
    }
  }
`);

interface Values {
  name: string;
  email: string;
  telephone: string;
  location: string;
  image: string;
  username: string;
}

const FIELDS = ['name', 'telephone', 'phone', 'location', 'image', 'username'] as const;

interface ProfileFormProps {
  profile: FragmentType<typeof ProfileFormFragment>;
  /** Staff screens: the username can change and the roles are shown. */
  staff?: boolean;
  /** The toast after a save (the storefront's 'Sukses Update Profile'), in the reader's language. */
  savedText?: string;
}

export function ProfileForm({ profile: ref, staff = false, savedText }: ProfileFormProps) {
  const { t } = useLingui();
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [uploading, setUploading] = useState(false);
  const profile = getFragmentData(ProfileFormFragment, ref);
  const initialValues = useMemo<Values>(
    () => ({
      name: profile.name,
      email: profile.email,
      telephone: profile.telephone ?? '',
      location: profile.location ?? '',
      image: profile.image ?? '',
      username: profile.username ?? '',
    }),
    [profile],
  );

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      // The e-mail is not sent: it cannot change. Empty telephone and location clear them.
      await updateProfile({
        variables: {
          input: {
            name: values.name.trim(),
            telephone: values.telephone.trim(),
            location: values.location.trim(),
            image: values.image,
            ...(staff ? { username: values.username.trim() || null } : {}),
          },
        },
      });
    } catch (error) {
      return submissionErrors(error, FIELDS);
    }
    toaster.success({ title: savedText ?? t`Profile updated` });
    return undefined;
  }

  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, values }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={t`Personal information`}>
          <Stack gap="5">
            <ProfileImageField name={values.name} uploading={uploading} onUploadingChange={setUploading} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="name" label={staff ? t`Full name` : t`Name`} autoComplete="name" />
              {staff ? (
                <TextField name="username" label={t`Username`} autoComplete="username" maxLength={50} />
              ) : null}
              <TextField name="email" label={t`Email`} type="email" readOnly bg="bg.muted" />
              <TextField
                name="telephone"
                label={t`Telephone`}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
              />
              <TextField name="location" label={t`Location`} autoComplete="address-level2" />
              {staff ? (
                <Field.Root>
                  <Field.Label>
                    <Trans>Role</Trans>
                  </Field.Label>
                  <HStack gap="2" minH="10" data-testid="profile-roles">
                    {profile.roles.map((role) => (
                      <Badge key={role.roleName}>{role.roleName}</Badge>
                    ))}
                  </HStack>
                </Field.Root>
              ) : null}
            </SimpleGrid>
            <FormSubmit label={t`Save`} minW="32" uploading={uploading} />
          </Stack>
        </form>
      )}
    </Form>
  );
}
