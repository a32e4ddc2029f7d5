// The storefront footer (storefront.md §1): the shop's contact — the seller the invoices name (a shop setting staff
// edit under Settings › Invoice, one source for both; the e-mail and telephone open the mail app and the dialler)
// and the WhatsApp chat when the shop has a number — the policy pages staff write (issue 32), and the copyright year
// 2025.
import { Box, Container, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { POLICY_SLUGS } from '@lemari/shop/policy-pages';
import { graphql } from '@/generated/gql';
import { WITH_CHAT_ROOM } from '@/lib/bottom-bar';
import { COPYRIGHT_YEAR } from '@/lib/constants';
import { POLICY_NAMES, policyPath, telHref } from '@/lib/policy-pages';
import { whatsappUrl } from './chat-link';

export const SiteFooterQuery = graphql(`
  query SiteFooter {
    seller {
      name
      address
      phone
      email
    }
    storefront {
      chatWhatsappNumber
    }
  }
`);

export function SiteFooter() {
  const { t, i18n } = useLingui();
  return (
    <Box as="footer" data-testid="site-footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="7xl" pt="10" pb={WITH_CHAT_ROOM('2.5rem')}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8" fontSize="sm">
          <Stack gap="2">
            <Text fontWeight="bold" letterSpacing="widest">
              {/* The shop's name, the same in every language. */}
              {'LEMARI'}
            </Text>
            <Text color="fg.muted">{t`Local fashion for every day.`}</Text>
          </Stack>
          <Stack gap="1" color="fg.muted" data-testid="footer-contact">
            <Text fontWeight="semibold" color="fg">
              {t`Contact`}
            </Text>
            <FooterContact />
          </Stack>
          <Stack gap="1" color="fg.muted" as="nav" aria-label={t`Policies`}>
            <Text fontWeight="semibold" color="fg">
              {t`Policies`}
            </Text>
            {POLICY_SLUGS.map((slug) => (
              <Link key={slug} asChild color="fg.muted" width="fit-content" minH="6">
                <RouterLink to={policyPath(slug)}>{i18n._(POLICY_NAMES[slug])}</RouterLink>
              </Link>
            ))}
          </Stack>
        </SimpleGrid>
        <Text mt="10" fontSize="xs" color="fg.muted">
          {t`© ${COPYRIGHT_YEAR} Lemari. All rights reserved.`}
        </Text>
      </Container>
    </Box>
  );
}

/** The seller's name, address, phone and e-mail, and the chat link; what staff left empty is left out. */
function FooterContact() {
  const { t } = useLingui();
  const { data, loading } = useQuery(SiteFooterQuery);
  if (!data) {
    return loading ? (
      <Stack gap="2" aria-busy="true" aria-label={t`Loading the contact details`}>
        <Skeleton height="4" width="40" />
        <Skeleton height="4" width="56" />
        <Skeleton height="4" width="32" />
      </Stack>
    ) : (
      <Text>{t`The contact details could not be loaded.`}</Text>
    );
  }
  const { seller, storefront } = data;
  const tel = telHref(seller.phone);
  const chat = whatsappUrl(storefront.chatWhatsappNumber);
  return (
    <>
      <Text>{seller.name}</Text>
      {seller.address ? (
        <Text as="address" fontStyle="normal" whiteSpace="pre-line">
          {seller.address}
        </Text>
      ) : null}
      {tel ? (
        <Link href={tel} color="fg.muted" width="fit-content" minH="6">
          {seller.phone}
        </Link>
      ) : null}
      {seller.email ? (
        <Link href={`mailto:${seller.email}`} color="fg.muted" width="fit-content" minH="6">
          {seller.email}
        </Link>
      ) : null}
      {chat ? (
        <Link
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          color="fg.muted"
          width="fit-content"
          minH="6"
        >
          {t`Chat with us on WhatsApp`}
        </Link>
      ) : null}
    </>
  );
}
