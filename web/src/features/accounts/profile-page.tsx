// /profile (storefront.md §2, §4, §8), for anyone signed in: the picture (uploaded at once, stored on Save), name,
// e-mail (read-only), telephone and location; then the password change. A saved name or picture shows at once in
// the header and the member sidebar: both read the session's Profile, which the answer updates in Apollo's cache.
import { Button, Card, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { QueryState } from '@/components/query-state';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import type { ProfilePageQuery as ProfilePageData } from '@/generated/graphql';
import { submissionErrors } from '@/lib/form-errors';
import { usePageTitle } from './account-card';
import { PasswordForm } from './password-form';
import { ProfileImageField } from './profile-image-field';

export const ProfilePageQuery = graphql(`
  query ProfilePage {
    profile {
      id
      name
      email
      telephone
      image
      location
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      name
      email
      telephone
      image
      location
    }
  }
`);

type Profile = NonNullable<ProfilePageData['profile']>;

interface Values {
  name: string;
  email: string;
  telephone: string;
  location: string;
  image: string;
}

const FIELDS = ['name', 'telephone', 'phone', 'location', 'image'] as const;

export function ProfilePage() {
  usePageTitle('My Profile');
  const { data, loading, error, refetch } = useQuery(ProfilePageQuery);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        My Profile
      </Heading>
      <QueryState
        data={data?.profile}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        skeleton={<ProfileSkeleton />}
      >
        {(profile) => (
          <>
            <Card.Root variant="outline">
              <Card.Body>
                <ProfileForm profile={profile} />
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline">
              <Card.Body>
                <PasswordForm />
              </Card.Body>
            </Card.Root>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [uploading, setUploading] = useState(false);
  const initialValues = useMemo<Values>(
    () => ({
      name: profile.name,
      email: profile.email,
      telephone: profile.telephone ?? '',
      location: profile.location ?? '',
      image: profile.image ?? '',
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
          },
        },
      });
    } catch (error) {
      return submissionErrors(error, FIELDS);
    }
    toaster.success({ title: 'Sukses Update Profile' });
    return undefined;
  }

  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, values }) => (
        <form noValidate onSubmit={handleSubmit} aria-label="Personal information">
          <Stack gap="5">
            <ProfileImageField name={values.name} uploading={uploading} onUploadingChange={setUploading} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="name" label="Name" autoComplete="name" />
              <TextField name="email" label="Email" type="email" readOnly bg="bg.muted" />
              <TextField name="telephone" label="Telephone" type="tel" autoComplete="tel" inputMode="tel" />
              <TextField name="location" label="Location" autoComplete="address-level2" />
            </SimpleGrid>
            <FormError />
            <Button
              type="submit"
              alignSelf={{ md: 'flex-start' }}
              minW="32"
              disabled={uploading}
              loading={submitting}
              loadingText="Save"
            >
              {uploading ? 'Uploading...' : 'Save'}
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading profile">
      <Skeleton height="20" width="20" borderRadius="full" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height="16" />
        ))}
      </SimpleGrid>
      <Skeleton height="48" />
    </Stack>
  );
}
