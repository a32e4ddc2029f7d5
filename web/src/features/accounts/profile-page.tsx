// /profile (storefront.md §2, §4, §8), for anyone signed in: the picture (uploaded at once, stored on Save), name,
// e-mail (read-only), telephone and location; then the password change. A saved name or picture shows at once in
// the header and the member sidebar: both read the session's Profile, which the answer updates in Apollo's cache.
import { Card, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryState, stateOf } from '@/components/query-state';
import { graphql } from '@/generated/gql';
import { PasswordForm } from '@/components/account/password-form';
import { ProfileForm } from '@/components/account/profile-form';
import { usePageTitle } from '@/lib/use-page-title';

export const ProfilePageQuery = graphql(`
  query ProfilePage {
    profile {
      id
      ...ProfileForm_profile
    }
  }
`);

export function ProfilePage() {
  const { t } = useLingui();
  usePageTitle(t`My Profile`);
  const query = useQuery(ProfilePageQuery);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <Trans>My Profile</Trans>
      </Heading>
      <QueryState {...stateOf(query, (data) => data.profile)} skeleton={<ProfileSkeleton />}>
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

function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="4" aria-busy="true" aria-label={t`Loading profile`}>
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
