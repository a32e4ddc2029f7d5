import { Box, Flex } from '@chakra-ui/react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { hydrateLater } from '@/components/hydrate-later';
import type { RouteHandle } from '@/lib/route-handle';
import { HighlightBar } from '@/features/content/highlight-bar';
import { ChatLink } from './chat-link';
import { SessionNotice } from './session-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Below every first screen: React takes it over just after the page. */
const LaterFooter = hydrateLater(SiteFooter);

/**
 * Every storefront page: highlight strip and header where the route's handle asks for them, the guards' notice,
 * page, footer, and members' chat button.
 */
export function StorefrontLayout() {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  const hideHeader = handles.some((handle) => handle.hideHeader);
  const hideChat = hideHeader || handles.some((handle) => handle.hideChat);
  const highlight = handles.some((handle) => handle.highlight);
  return (
    <Flex direction="column" minHeight="100vh">
      {highlight ? <HighlightBar /> : null}
      {hideHeader ? null : <SiteHeader />}
      <Box as="main" flex="1">
        <SessionNotice />
        <Outlet />
      </Box>
      <LaterFooter />
      {/* Not over the cart's total and the checkout steps' buttons, which it would cover on a phone. */}
      {hideChat ? null : <ChatLink />}
      <ScrollRestoration />
    </Flex>
  );
}
