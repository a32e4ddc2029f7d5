// /admin/profile (back-office.md §2): the staff member's own picture, full name, username, e-mail (read-only) and
// roles (shown, not chosen: the original offered a select holding only "root").
import { Card, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { ProfileForm } from '@/components/account/profile-form';
import { AdminPage } from '@/components/admin/admin-page';
import { QueryState, stateOf } from '@/components/query-state';
import { graphql } from '@/generated/gql';

export const AdminProfileQuery = graphql(`
  query AdminProfile {
    profile {
      id
      ...ProfileForm_profile
    }
  }
`);

/** The profile form for staff, loaded first; shared by /admin/profile and the settings' profile tab. */
export function StaffProfileCard() {
  const { t } = useLingui();
  const query = useQuery(AdminProfileQuery);
  return (
    <Card.Root variant="outline" maxW="3xl" width="full">
      <Card.Body>
        <QueryState
          {...stateOf(query, (data) => data.profile)}
          skeleton={
            <Stack gap="4" aria-busy="true" aria-label={t`Loading the profile`}>
              <Skeleton height="20" width="20" borderRadius="full" />
              <Skeleton height="40" />
            </Stack>
          }
        >
          {(profile) => <ProfileForm profile={profile} staff savedText={t`success update data`} />}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}

export function AdminProfilePage() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`Profile`}>
      <StaffProfileCard />
    </AdminPage>
  );
}
