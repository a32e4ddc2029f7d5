// The storefront footer (storefront.md §1): placeholder contact details (the e-mail and telephone open the mail app
// and the dialler), policy names that lead nowhere (the spec gives them no pages, so they are text rather than dead
// links), and the copyright year 2025.
import { Box, Container, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { WITH_CHAT_ROOM } from '@/lib/bottom-bar';
import { COPYRIGHT_YEAR } from '@/lib/constants';

/** The shop's contact details as shown, and the telephone number as a tel: link dials it. */
export const CONTACT = {
  email: 'hello@lemari.example',
  telephone: '+62 21 0000 0000',
} as const;

const POLICIES = [msg`Shipping Policy`, msg`Return Policy`, msg`Privacy Policy`, msg`Terms of Service`];

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
          <Stack gap="1" color="fg.muted">
            <Text fontWeight="semibold" color="fg">
              {t`Contact`}
            </Text>
            <Link href={`mailto:${CONTACT.email}`} color="fg.muted" width="fit-content" minH="6">
              {CONTACT.email}
            </Link>
            <Link
              href={`tel:${CONTACT.telephone.replace(/\s+/gu, '')}`}
              color="fg.muted"
              width="fit-content"
              minH="6"
            >
              {CONTACT.telephone}
            </Link>
            {/* A place's name, the same in every language. */}
            <Text>{'Jakarta, Indonesia'}</Text>
          </Stack>
          <Stack gap="1" color="fg.muted">
            <Text fontWeight="semibold" color="fg">
              {t`Policies`}
            </Text>
            {POLICIES.map((policy) => (
              <Text key={policy.id}>{i18n._(policy)}</Text>
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
