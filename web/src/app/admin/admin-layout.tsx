// The back office's frame (back-office.md §1), loaded as its own chunk only when a staff user opens /admin (a
// shopper never downloads it): the menu with the greeting (profile image and name) and Sign Out beside the screen,
// Sign Out always in view at the menu's foot (the sections scroll instead), beside the screen and in the phone's
// drawer alike; the storefront's header is not shown. On a small screen
// the menu folds into a drawer opened from the top bar. The top bar, at every width, has the language switch
// (issue 23), as the storefront's header does.
import {
  Avatar,
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LuLogOut, LuMenu, LuStore } from 'react-icons/lu';
import { Link as RouterLink, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession, useSignOut } from '@/lib/session';
import { isCurrent, visibleMenu } from './admin-menu';
import { useAdminAccess } from '@/components/admin/use-admin-access';
import { LanguageSwitch } from '@/app/layouts/language-switch';
import { ScreenGuard } from './not-allowed';

export function AdminLayout() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  useLandingPage();
  return (
    <Flex minHeight="100dvh" data-testid="admin-layout" bg="bg.subtle">
      <Box
        as="aside"
        aria-label={t`Back office`}
        display={{ base: 'none', lg: 'block' }}
        width="64"
        flexShrink={0}
        borderRightWidth="1px"
        bg="bg"
        position="sticky"
        top="0"
        // The window's height, whatever the screen scrolls: the menu scrolls inside it (AdminMenu).
        height="100dvh"
      >
        <AdminMenu />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <HStack as="header" justify="space-between" px="4" height="14" borderBottomWidth="1px" bg="bg">
          <Text fontWeight="bold" letterSpacing="widest" hideFrom="lg">
            {/* The shop's name, the same in every language. */}
            {'LEMARI'}
          </Text>
          <HStack gap="1" ms="auto">
            <LanguageSwitch />
            <Drawer.Root
              open={menuOpen}
              onOpenChange={(details) => setMenuOpen(details.open)}
              placement="start"
            >
              <Drawer.Trigger asChild>
                <IconButton aria-label={t`Open menu`} variant="ghost" minW="10" minH="10" hideFrom="lg">
                  <LuMenu />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content maxW="72">
                    <Drawer.Title srOnly>
                      <Trans>Menu</Trans>
                    </Drawer.Title>
                    {/* The menu fills the drawer and scrolls its sections itself, so Sign Out stays at the
                        drawer's foot on a phone too, not below the sections. */}
                    <Drawer.Body p="0" display="flex" flexDirection="column" overflow="hidden">
                      <AdminMenu onNavigate={() => setMenuOpen(false)} />
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton aria-label={t`Close menu`} size="sm" />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
          </HStack>
        </HStack>
        <Box as="main" flex="1" px={{ base: '3', md: '8' }} py={{ base: '4', md: '8' }} minW="0">
          <ScreenGuard />
        </Box>
      </Flex>
      <ScrollRestoration />
    </Flex>
  );
}

/**
 * Staff on a custom role whose landing page is another back-office screen (e.g. /admin/category) arrive there
 * rather than on a dashboard their role cannot read: signing in sends every staff member to the dashboard first.
 */
function useLandingPage() {
  const { scope } = useSession();
  const { permissions, capabilities, landingPage } = useAdminAccess();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!scope || !permissions || !landingPage || pathname !== paths.admin.dashboard) return;
    const dashboardShown = visibleMenu(scope, { permissions, capabilities }).some((section) =>
      section.entries.some((entry) => entry.to === paths.admin.dashboard),
    );
    if (!dashboardShown && landingPage.startsWith(`${paths.admin.root}/`) && landingPage !== pathname) {
      void navigate(landingPage, { replace: true });
    }
  }, [scope, permissions, capabilities, landingPage, pathname, navigate]);
}

/** The greeting, the menu sections the user may open, a way back to the shop and Sign Out. */
export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const { user, scope } = useSession();
  const { permissions, capabilities } = useAdminAccess();
  const { signOut, loading } = useSignOut();
  const { pathname } = useLocation();
  // back-office.md §1: without a stored profile the greeting falls back to the built-in root profile.
  const name = user?.name?.trim() || 'root';
  const sections = scope ? visibleMenu(scope, { permissions, capabilities }) : [];

  return (
    // The sections scroll between the greeting and the footer, so Back to the shop and Sign Out stay on screen
    // however many sections the role opens (at 1366 × 850 root's menu is taller than the window).
    <Stack gap="4" p="4" height="full" flex="1" minH="0" data-testid="admin-menu">
      <HStack gap="3" flexShrink={0}>
        <Avatar.Root size="md">
          <Avatar.Fallback name={name} />
          {user?.image ? <Avatar.Image src={user.image} alt="" /> : null}
        </Avatar.Root>
        <Box minW="0">
          <Text fontSize="xs" color="fg.muted">
            <Trans>Hello,</Trans>
          </Text>
          <Text fontWeight="semibold" truncate data-testid="admin-greeting">
            {name}
          </Text>
        </Box>
      </HStack>
      <Box as="nav" aria-label={t`Back office menu`} flex="1" minH="0" overflowY="auto" mx="-2" px="2">
        <Stack gap="4">
          {sections.map((section) => (
            <Stack key={section.title?.id ?? 'top'} gap="1">
              {section.title ? (
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="3">
                  {i18n._(section.title)}
                </Text>
              ) : null}
              {section.entries.map((entry) => {
                const current = isCurrent(entry, pathname);
                return (
                  <Link
                    key={entry.to}
                    asChild
                    px="3"
                    minH="10"
                    borderRadius="md"
                    fontSize="sm"
                    aria-current={current ? 'page' : undefined}
                    bg={current ? 'brand.subtle' : undefined}
                    color={current ? 'brand.fg' : undefined}
                    fontWeight={current ? 'semibold' : undefined}
                    _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  >
                    <RouterLink to={entry.to} onClick={onNavigate}>
                      <entry.icon aria-hidden /> {i18n._(entry.label)}
                    </RouterLink>
                  </Link>
                );
              })}
            </Stack>
          ))}
        </Stack>
      </Box>
      <Stack gap="1" borderTopWidth="1px" pt="3" flexShrink={0}>
        <Link asChild px="3" minH="10" fontSize="sm">
          <RouterLink to={paths.home}>
            <LuStore aria-hidden /> <Trans>Back to the shop</Trans>
          </RouterLink>
        </Link>
        <Button
          variant="ghost"
          justifyContent="start"
          px="3"
          minH="10"
          fontSize="sm"
          fontWeight="normal"
          loading={loading}
          onClick={() => void signOut()}
        >
          <LuLogOut aria-hidden /> <Trans>Sign Out</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
