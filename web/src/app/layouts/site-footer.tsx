// The storefront footer (storefront.md §1): placeholder contact details, policy names that lead nowhere (the spec
// gives them no pages, so they are text rather than dead links), and the copyright year 2025.
import { Box, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { COPYRIGHT_YEAR } from '@/lib/constants';

const POLICIES = ['Shipping Policy', 'Return Policy', 'Privacy Policy', 'Terms of Service'];

export function SiteFooter() {
  return (
    <Box as="footer" data-testid="site-footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8" fontSize="sm">
          <Stack gap="2">
            <Text fontWeight="bold" letterSpacing="widest">
              LEMARI
            </Text>
            <Text color="fg.muted">Fashion lokal untuk keseharian.</Text>
          </Stack>
          <Stack gap="1" color="fg.muted">
            <Text fontWeight="semibold" color="fg">
              Contact
            </Text>
            <Text>hello@lemari.example</Text>
            <Text>+62 21 0000 0000</Text>
            <Text>Jakarta, Indonesia</Text>
          </Stack>
          <Stack gap="1" color="fg.muted">
            <Text fontWeight="semibold" color="fg">
              Policies
            </Text>
            {POLICIES.map((policy) => (
              <Text key={policy}>{policy}</Text>
            ))}
          </Stack>
        </SimpleGrid>
        <Text mt="10" fontSize="xs" color="fg.muted">
          © {COPYRIGHT_YEAR} Lemari. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
