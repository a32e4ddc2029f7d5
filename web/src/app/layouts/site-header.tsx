// The storefront header (storefront.md §2): logo, page links, the account icon (sign-in for visitors, the order
// list for members, the back office for staff) and the cart icon with its item count (hidden for staff).
import {
  Badge,
  Box,
  CloseButton,
  Container,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuLogOut, LuMenu, LuShoppingBag, LuUser } from 'react-icons/lu';
import { Link as RouterLink, NavLink } from 'react-router';
import { useCart } from '@/lib/cart';
import { paths } from '@/lib/paths';
import { homeOf, isStaff, useSession, useSignOut } from '@/lib/session';
import type { Scope } from '@/generated/graphql';

const LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.newArrival, label: 'New Arrival' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.journal, label: 'Journal' },
  { to: paths.aboutUs, label: 'About' },
] as const;

function accountPath(scope: Scope | null): string {
  return scope ? homeOf(scope) : paths.signIn;
}

export function SiteHeader() {
  const { scope } = useSession();
  return (
    <Box
      as="header"
      data-testid="site-header"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Container maxW="7xl">
        <Flex height="16" align="center" gap={{ base: '2', md: '6' }}>
          <MobileMenu />
          <Link
            asChild
            fontWeight="bold"
            fontSize="xl"
            letterSpacing="widest"
            _hover={{ textDecoration: 'none' }}
          >
            <RouterLink to={paths.home}>LEMARI</RouterLink>
          </Link>
          <HStack
            as="nav"
            aria-label="Main"
            gap="5"
            flex="1"
            fontSize="sm"
            display={{ base: 'none', md: 'flex' }}
          >
            <PageLinks />
          </HStack>
          <Box flex="1" display={{ base: 'block', md: 'none' }} />
          <HStack gap="0">
            <IconButton asChild variant="ghost" aria-label="Account">
              <RouterLink to={accountPath(scope)}>
                <LuUser />
              </RouterLink>
            </IconButton>
            {isStaff(scope) ? null : <CartLink />}
            {scope ? <SignOutButton /> : null}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

function PageLinks({ onNavigate }: { onNavigate?: () => void }) {
  return LINKS.map((link) => (
    <Link
      key={link.to}
      asChild
      whiteSpace="nowrap"
      color="fg.muted"
      css={{ '&[aria-current=page]': { color: 'fg', fontWeight: 'semibold' } }}
    >
      <NavLink to={link.to} end onClick={onNavigate}>
        {link.label}
      </NavLink>
    </Link>
  ));
}

/** Phones: the page links in a drawer behind a menu button (five links do not fit beside the icons at 360 px). */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label="Menu" display={{ base: 'inline-flex', md: 'none' }}>
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title letterSpacing="widest">LEMARI</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Menu links" gap="4" fontSize="lg">
                <PageLinks onNavigate={() => setOpen(false)} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function SignOutButton() {
  const { signOut, loading } = useSignOut();
  return (
    <IconButton variant="ghost" aria-label="Sign out" loading={loading} onClick={() => void signOut()}>
      <LuLogOut />
    </IconButton>
  );
}

/** The cart icon and its badge: pieces in the visitor's stored cart or the member's server cart. */
function CartLink() {
  const { count } = useCart();
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
        <RouterLink to={paths.cart}>
          <LuShoppingBag />
        </RouterLink>
      </IconButton>
      <Badge
        data-testid="cart-badge"
        position="absolute"
        top="0"
        right="0"
        borderRadius="full"
        variant="solid"
        size="xs"
        pointerEvents="none"
        aria-hidden
      >
        {count}
      </Badge>
    </Box>
  );
}
