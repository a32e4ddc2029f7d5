// The storefront header (storefront.md §2): logo, page links, the account icon (sign-in for visitors, the order
// list for members, the back office for staff) and the cart icon with its item count (hidden for staff).
import { Badge, Box, Container, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { LuShoppingBag, LuUser } from 'react-icons/lu';
import { Link as RouterLink, NavLink } from 'react-router';
import { STAFF_SCOPES } from '@/app/guards';
import { paths } from '@/app/paths';
import { useSession } from '@/app/session';
import { useVisitorCartCount } from '@/features/cart/visitor-cart';
import type { Scope } from '@/generated/graphql';

const LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.newArrival, label: 'New Arrival' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.journal, label: 'Journal' },
  { to: paths.aboutUs, label: 'About' },
] as const;

function accountPath(scope: Scope | null): string {
  if (!scope) return paths.signIn;
  return STAFF_SCOPES.includes(scope) ? paths.admin.dashboard : paths.orderList;
}

export function SiteHeader() {
  const { scope } = useSession();
  const isStaff = scope !== null && STAFF_SCOPES.includes(scope);
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
        <Flex height="16" align="center" gap="6">
          <Link
            asChild
            fontWeight="bold"
            fontSize="xl"
            letterSpacing="widest"
            _hover={{ textDecoration: 'none' }}
          >
            <RouterLink to={paths.home}>LEMARI</RouterLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="5" flex="1" overflowX="auto" fontSize="sm">
            {LINKS.map((link) => (
              <Link
                key={link.to}
                asChild
                whiteSpace="nowrap"
                color="fg.muted"
                css={{ '&[aria-current=page]': { color: 'fg', fontWeight: 'semibold' } }}
              >
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </Link>
            ))}
          </HStack>
          <HStack gap="1">
            <IconButton asChild variant="ghost" aria-label="Account">
              <RouterLink to={accountPath(scope)}>
                <LuUser />
              </RouterLink>
            </IconButton>
            {isStaff ? null : <CartLink />}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

/**
 * The cart icon and its badge. The count is the visitor's stored cart; members' server-side carts join it when
 * the cart issue lands.
 */
function CartLink() {
  const count = useVisitorCartCount();
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
