import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

/** Any address no route knows. */
export function NotFound() {
  return (
    <Container maxW="3xl" py="16" data-testid="not-found">
      <Heading size="lg">Page not found</Heading>
      <Text color="fg.muted" mt="2" mb="6">
        The page you asked for does not exist.
      </Text>
      <Button asChild variant="outline">
        <RouterLink to={paths.home}>Back to the shop</RouterLink>
      </Button>
    </Container>
  );
}
