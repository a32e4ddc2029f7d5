// The storefront header (storefront.md §2): logo, page links, the search box with its suggestions (header-search.tsx),
// the account icon (sign-in for visitors, the order list for members, the back office for staff) and the cart icon
// with its item count (hidden for staff).
import { Badge, Box, Container, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { LuLogOut, LuMenu, LuShoppingBag, LuUser } from 'react-icons/lu';
import { Link as RouterLink, NavLink } from 'react-router';
import { ShopLogo } from '@/components/shop-logo';
import { useCart } from '@/lib/use-cart';
import { afterPageLoad, deferred } from '@/lib/deferred';
import { needCatalog } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { homeOf, isStaff, useSession, useSignOut } from '@/lib/session';
import { HeaderSearch, HeaderSearchButton } from './header-search';
import { LanguageSwitch } from './language-switch';
import type { Scope } from '@/generated/graphql';

const LINKS = [
  { to: paths.home, label: msg`Home` },
  { to: paths.newArrival, label: msg`New Arrival` },
  { to: paths.shop, label: msg`Shop` },
  { to: paths.journal, label: msg`Journal` },
  { to: paths.aboutUs, label: msg`About` },
] as const;

// Its messages are the storefront's later ones (lingui.config.ts), which come with it.
const menuDrawer = deferred(
  async () => (await Promise.all([import('./mobile-menu-drawer'), needCatalog('store')]))[0].MobileMenuDrawer,
);

function accountPath(scope: Scope | null): string {
  return scope ? homeOf(scope) : paths.signIn;
}

export function SiteHeader() {
  const { t } = useLingui();
  const { scope } = useSession();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLDivElement>(null);
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
      {/* A phone's 360 px holds the menu, the name and six icons (a member's: search, language, account, cart,
          sign out) only with the narrower edges and gaps. */}
      <Container maxW="7xl" px={{ base: '3', md: '6', lg: '8' }}>
        <Flex height="16" align="center" gap={{ base: '1', md: '6' }} position="relative">
          <MobileMenu />
          <ShopLogo letterSpacing={{ base: 'wider', md: 'widest' }} />
          <HStack
            as="nav"
            aria-label={t`Main`}
            gap="5"
            flex="1"
            fontSize="sm"
            display={{ base: 'none', md: 'flex' }}
          >
            <PageLinks />
          </HStack>
          <Box flex="1" display={{ base: 'block', md: 'none' }} />
          <HeaderSearch
            phoneOpen={searchOpen}
            onPhoneOpenChange={(open) => {
              setSearchOpen(open);
              // Closed, the focus goes back to the button that opened it.
              if (!open) searchButton.current?.querySelector('button')?.focus();
            }}
          />
          <HStack gap="0">
            <Box ref={searchButton} display="contents">
              <HeaderSearchButton open={searchOpen} onOpen={() => setSearchOpen(true)} />
            </Box>
            <LanguageSwitch />
            <IconButton asChild variant="ghost" aria-label={t`Account`}>
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
  const { i18n } = useLingui();
  return LINKS.map((link) => (
    <Link
      key={link.to}
      asChild
      whiteSpace="nowrap"
      color="fg.muted"
      css={{ '&[aria-current=page]': { color: 'fg', fontWeight: 'semibold' } }}
    >
      <NavLink to={link.to} end onClick={onNavigate}>
        {i18n._(link.label)}
      </NavLink>
    </Link>
  ));
}

/** Phones: the page links in a drawer behind a menu button (five links do not fit beside the icons at 360 px).
 * The drawer is a chunk of its own, fetched after the page has loaded (or on the first tap, if sooner). */
function MobileMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => afterPageLoad(() => void menuDrawer.preload()), []);
  return (
    <>
      <IconButton
        variant="ghost"
        aria-label={t`Menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        display={{ base: 'inline-flex', md: 'none' }}
        onClick={() => {
          setOpened(true);
          setOpen(true);
          // Asks again should the drawer's code not have arrived before (it shows once it has).
          menuDrawer.preload().catch(() => undefined);
        }}
      >
        <LuMenu />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <menuDrawer.Component open={open} onOpenChange={setOpen}>
            <PageLinks onNavigate={() => setOpen(false)} />
          </menuDrawer.Component>
        </Suspense>
      ) : null}
    </>
  );
}

function SignOutButton() {
  const { t } = useLingui();
  const { signOut, loading } = useSignOut();
  return (
    <IconButton variant="ghost" aria-label={t`Sign out`} loading={loading} onClick={() => void signOut()}>
      <LuLogOut />
    </IconButton>
  );
}

/** The cart icon and its badge: pieces in the visitor's stored cart or the member's server cart. */
function CartLink() {
  const { t } = useLingui();
  const { count } = useCart();
  return (
    <Box position="relative">
      <IconButton
        asChild
        variant="ghost"
        aria-label={t`Cart, ${plural(count, { one: '# item', other: '# items' })}`}
      >
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
