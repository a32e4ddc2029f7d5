import { Alert, Button } from '@chakra-ui/react';

/**
 * A failed load: the gateway's message (written for people) and, when the caller can, a way to try again.
 */
export function ErrorState({ error, onRetry }: { error: { message: string }; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" data-testid="error-state" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load this.</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" minH="10" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert.Root>
  );
}
