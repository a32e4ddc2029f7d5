// A back-office screen the staff member's role may not open (issue 32): inside the back office's frame, not the
// storefront, it says so and leads to their own start page; the menu stays beside it.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useAdminAccess } from '@/components/admin/use-admin-access';
import { usePageTitle } from '@/lib/use-page-title';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { entryOf, mayOpen } from './admin-menu';

export function NotAllowed() {
  const { t } = useLingui();
  const { landingPage } = useAdminAccess();
  usePageTitle(t`Not allowed`);
  const home = landingPage?.startsWith(`${paths.admin.root}/`) ? landingPage : paths.admin.profile;
  return (
    <Stack data-testid="not-allowed" gap="3" py="10" align="start">
      <Heading as="h1" size="lg">
        {t`Not allowed`}
      </Heading>
      <Text color="fg.muted">
        {t`Your role does not let you open this screen. Ask the shop's owner if you need it.`}
      </Text>
      <Button asChild variant="outline" minH="10">
        <RouterLink to={home}>{t`Go to my start page`}</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * The screen, or the not-allowed page when the signed-in staff member may not open it (the menu's rule, mayOpen).
 * While the gateway is asked, or for a member (whom the routes' guards send away), the screen.
 */
export function ScreenGuard() {
  const { scope } = useSession();
  const { permissions, capabilities } = useAdminAccess();
  const { pathname } = useLocation();
  const entry = entryOf(pathname);
  const staff = scope === 'admin';
  if (staff && entry && !mayOpen(entry, scope, { permissions, capabilities })) return <NotAllowed />;
  return <Outlet />;
}
