// The member area's shape while its code or the session is on its way (a first load of /order-list, /wishlist…):
// the sidebar (the member's line and the links, a row on a phone) and a list of cards beside it, where the screen's
// own skeleton then takes over, instead of a spinner over an empty page. Chakra only: it ships with the first load.
import { Box, Container, Flex, HStack, Skeleton, SkeletonCircle, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** As many cards as a member's list shows on a page (orders: PAGE_SIZE.orders). */
const CARDS = 4;
/** The sidebar's links: six, and Sign Out. */
const LINKS = 7;

export function MemberAreaSkeleton() {
  const { t } = useLingui();
  return (
    <Container
      maxW="7xl"
      py={{ base: '4', md: '8' }}
      aria-busy="true"
      aria-label={t`Loading`}
      data-testid="member-area-skeleton"
    >
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align="stretch">
        <Box
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
          <HStack gap="3" mb={{ base: '3', md: '5' }}>
            <SkeletonCircle size={{ base: '10', md: '12' }} />
            <Stack gap="1.5" flex="1">
              <Skeleton height="4" width="40%" />
              <Skeleton height="3.5" width="60%" />
            </Stack>
          </HStack>
          <Flex direction={{ base: 'row', md: 'column' }} gap="1" overflow="hidden">
            {Array.from({ length: LINKS }, (_, index) => (
              <Skeleton key={index} height="10" width={{ base: '28', md: 'full' }} flexShrink={0} />
            ))}
          </Flex>
        </Box>
        <Stack gap="5" flex="1" minW="0">
          <Skeleton height="8" width="48" />
          <Stack gap="3">
            {Array.from({ length: CARDS }, (_, index) => (
              <Skeleton key={index} height="32" borderRadius="l3" />
            ))}
          </Stack>
        </Stack>
      </Flex>
    </Container>
  );
}
