// What a screen shows for a thing that does not exist (an unknown order, address, product…), inside its layout.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

interface NotFoundStateProps {
  /** What was not found, e.g. 'Order not found'. */
  title?: string;
  /** Where the way back leads, and what it says. */
  backTo?: string;
  backLabel?: string;
}

export function NotFoundState({
  title = 'Not found',
  backTo = '/',
  backLabel = 'Back to the shop',
}: NotFoundStateProps) {
  return (
    <Stack data-testid="not-found" gap="3" py="10" align="start">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">It does not exist, or it is not yours.</Text>
      <Button asChild variant="outline" minH="10">
        <RouterLink to={backTo}>{backLabel}</RouterLink>
      </Button>
    </Stack>
  );
}
