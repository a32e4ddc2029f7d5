import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

/** Any address no route knows. */
export function NotFound() {
  return (
    <Container maxW="3xl" py="16" data-testid="not-found">
      <Heading size="lg">
        <Trans>Page not found</Trans>
      </Heading>
      <Text color="fg.muted" mt="2" mb="6">
        <Trans>The page you asked for does not exist.</Trans>
      </Text>
      <Button asChild variant="outline">
        <RouterLink to={paths.home}>
          <Trans>Back to the shop</Trans>
        </RouterLink>
      </Button>
    </Container>
  );
}
