import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A screen that threw while rendering, or a chunk that failed to load (e.g. after a new release): offer a reload. */
export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t`Unexpected error.`;
  return (
    <Container maxW="3xl" py="16" data-testid="route-error">
      <Heading size="lg">{t`Something went wrong`}</Heading>
      <Text color="fg.muted" mt="2" mb="6">
        {message}
      </Text>
      <Button variant="outline" onClick={() => window.location.reload()}>
        {t`Reload the page`}
      </Button>
    </Container>
  );
}
