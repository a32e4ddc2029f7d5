import { Container, Heading, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router';

/**
 * What a route in paths.ts that is not built yet renders: says so plainly instead of pretending to be the page.
 */
export function PagePlaceholder() {
  const { pathname } = useLocation();
  return (
    <Container maxW="3xl" py="16" data-testid="page-placeholder">
      <Heading size="lg">This page is not built yet</Heading>
      <Text color="fg.muted" mt="2">
        {pathname} arrives with a later issue.
      </Text>
    </Container>
  );
}
