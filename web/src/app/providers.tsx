import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';
import { system } from '@/lib/theme';
import { Toaster } from '@/components/toaster';

/**
 * What every screen runs inside: the language's messages, the design system, the GraphQL client, the session and
 * the toaster. A hydrating page passes
 * the system that takes its rendered global styles over (theme.ts's systemForPage).
 */
export function AppProviders({
  client,
  design = system,
  children,
}: {
  client: ApolloClient;
  design?: typeof system;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={design}>
        <ApolloProvider client={client}>
          <SessionProvider>{children}</SessionProvider>
        </ApolloProvider>
        <Toaster />
      </ChakraProvider>
    </I18nProvider>
  );
}
