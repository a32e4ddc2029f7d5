// The member area's frame (storefront.md §2): a sidebar with the member's picture, name (or 'User') and e-mail,
// the area's links and Sign Out, beside the screen. On a phone the sidebar folds into a compact block above the
// screen: the member's line, then the links as one row that scrolls sideways, its edge fading where more links lie
// beyond it (Indonesian labels are longer: at 360 px the row is wider than the screen in both languages).
import { Avatar, Box, Button, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import {
  LuChevronLeft,
  LuChevronRight,
  LuHeart,
  LuHistory,
  LuLogOut,
  LuMapPin,
  LuReceipt,
  LuSettings,
  LuUser,
} from 'react-icons/lu';
import type { IconType } from 'react-icons';
import { paths } from '@/lib/paths';
import { isStaff, useSession, useSignOut } from '@/lib/session';

interface MemberLink {
  label: MessageDescriptor;
  to: string;
  icon: IconType;
  /** Whether the link is the current page's (detail and form screens count for their list). */
  current: (pathname: string) => boolean;
}

const under =
  (...prefixes: string[]) =>
  (pathname: string) =>
    prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export const MEMBER_LINKS: readonly MemberLink[] = [
  {
    label: msg`Transactions`,
    to: paths.orderList,
    icon: LuReceipt,
    current: under(paths.orderList, paths.orderDetail.replace('/:id', '')),
  },
  {
    label: msg`Transaction History`,
    to: paths.transactionHistory,
    icon: LuHistory,
    current: under(paths.transactionHistory, paths.transactionHistoryAlt),
  },
  { label: msg`Wishlist`, to: paths.wishlist, icon: LuHeart, current: under(paths.wishlist) },
  { label: msg`Address List`, to: paths.addresses, icon: LuMapPin, current: under(paths.addresses) },
  { label: msg`My Profile`, to: paths.profile, icon: LuUser, current: under(paths.profile) },
  // The spec's Settings leads to the profile too; only 'My Profile' is marked current there.
  { label: msg`Settings`, to: paths.profile, icon: LuSettings, current: () => false },
];

/** The width of the fade at an edge with more links beyond it. */
const FADE = '2.5rem';

/** Whether the row holds more links before (to the left of) and after what it shows; both false when it fits. */
function useMoreBeyond(ref: RefObject<HTMLElement | null>) {
  const [more, setMore] = useState({ before: false, after: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return undefined;
    const update = () => {
      const hidden = row.scrollWidth - row.clientWidth;
      const before = hidden > 1 && row.scrollLeft > 1;
      const after = hidden > 1 && row.scrollLeft < hidden - 1;
      setMore((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resized?.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref]);
  return more;
}

/** A mask fading the row's edges that have more beyond them; none when the row fits. */
function fadeEdges({ before, after }: { before: boolean; after: boolean }): string | undefined {
  if (!before && !after) return undefined;
  return `linear-gradient(to right, ${before ? 'transparent' : 'black'}, black ${FADE}, black calc(100% - ${FADE}), ${after ? 'transparent' : 'black'})`;
}

/** A chevron at an edge of the row with more links beyond it, over its fade. */
function EdgeCue({ side }: { side: 'left' | 'right' }) {
  const Icon = side === 'left' ? LuChevronLeft : LuChevronRight;
  return (
    <Flex
      aria-hidden
      data-testid={`member-menu-more-${side}`}
      position="absolute"
      top="0"
      bottom="0"
      {...{ [side]: '-1' }}
      align="center"
      pointerEvents="none"
      color="fg.muted"
      hideFrom="md"
    >
      <Icon />
    </Flex>
  );
}

export function MemberLayout() {
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align="stretch">
        <MemberSidebar />
        <Box flex="1" minW="0">
          <Outlet />
        </Box>
      </Flex>
    </Container>
  );
}

export function MemberSidebar() {
  const { t, i18n } = useLingui();
  const { user, scope } = useSession();
  const { signOut, loading } = useSignOut();
  // Staff reach /profile too (any session may); the member pages are not theirs, so only the profile is listed.
  const links = isStaff(scope) ? MEMBER_LINKS.filter((link) => link.to === paths.profile) : MEMBER_LINKS;
  const { pathname } = useLocation();
  const name = user?.name?.trim() || t`User`;
  const nav = useRef<HTMLDivElement>(null);
  const more = useMoreBeyond(nav);

  // On a phone the links scroll sideways: bring the current one into view (e.g. My Profile, fourth in the row).
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const linkBox = current.getBoundingClientRect();
    if (linkBox.left < rowBox.left || linkBox.right > rowBox.right) {
      row.scrollLeft += linkBox.left - rowBox.left - 8;
    }
  }, [pathname]);

  return (
    <Box
      as="aside"
      data-testid="member-sidebar"
      aria-label={t`Member area`}
      flexShrink={0}
      width={{ base: 'full', md: '64' }}
      borderWidth={{ md: '1px' }}
      borderRadius={{ md: 'l3' }}
      borderBottomWidth={{ base: '1px' }}
      pb={{ base: '3', md: '5' }}
      pt={{ md: '5' }}
      px={{ md: '4' }}
      alignSelf="start"
    >
      <HStack gap="3" mb={{ base: '3', md: '5' }} minW="0">
        <Avatar.Root size={{ base: 'md', md: 'lg' }}>
          <Avatar.Fallback name={name} />
          {user?.image ? <Avatar.Image src={user.image} alt="" /> : null}
        </Avatar.Root>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate data-testid="member-name">
            {name}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate data-testid="member-email">
            {user?.email ?? ''}
          </Text>
        </Stack>
      </HStack>

      <Box position="relative">
        <Flex
          ref={nav}
          as="nav"
          aria-label={t`Member menu`}
          direction={{ base: 'row', md: 'column' }}
          gap="1"
          overflowX={{ base: 'auto', md: 'visible' }}
          mx={{ base: '-1', md: '0' }}
          px={{ base: '1', md: '0' }}
          data-more-before={more.before || undefined}
          data-more-after={more.after || undefined}
          css={{ scrollbarWidth: 'thin', maskImage: fadeEdges(more) }}
        >
          {links.map((link) => {
            const current = link.current(pathname);
            const Icon = link.icon;
            return (
              <Button
                key={link.label.id}
                asChild
                variant={current ? 'subtle' : 'ghost'}
                justifyContent={{ base: 'center', md: 'start' }}
                flexShrink={0}
                minH="10"
                size="sm"
                fontWeight={current ? 'semibold' : 'normal'}
              >
                <RouterLink to={link.to} aria-current={current ? 'page' : undefined}>
                  <Icon aria-hidden />
                  {i18n._(link.label)}
                </RouterLink>
              </Button>
            );
          })}
          <Button
            variant="ghost"
            colorPalette="red"
            justifyContent={{ base: 'center', md: 'start' }}
            flexShrink={0}
            minH="10"
            size="sm"
            fontWeight="normal"
            loading={loading}
            onClick={() => void signOut()}
            mt={{ md: '2' }}
          >
            <LuLogOut aria-hidden />
            <Trans>Sign Out</Trans>
          </Button>
        </Flex>
        {/* Chevrons over the faded edges: more links that way (decorative; the row is swiped or tabbed through). */}
        {more.before ? <EdgeCue side="left" /> : null}
        {more.after ? <EdgeCue side="right" /> : null}
      </Box>
    </Box>
  );
}
