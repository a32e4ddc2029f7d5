// The back office's frame, loaded as its own chunk only when a staff user opens /admin (a shopper never downloads
// it). The sidebar and the screens arrive with the back-office issue.
import { Box, Container, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '@/lib/paths';

export function AdminLayout() {
  return (
    <Flex direction="column" minHeight="100vh" data-testid="admin-layout">
      <Box as="header" borderBottomWidth="1px">
        <Container maxW="7xl">
          <Flex height="14" align="center" justify="space-between">
            <Text fontWeight="bold" letterSpacing="widest">
              LEMARI · Back office
            </Text>
            <Link asChild fontSize="sm">
              <RouterLink to={paths.home}>Back to the shop</RouterLink>
            </Link>
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <ScrollRestoration />
    </Flex>
  );
}
