import { Alert, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/**
 * A failed load: the gateway's message (written for people) and, when the caller can, a way to try again.
 */
export function ErrorState({ error, onRetry }: { error: { message: string }; onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <Alert.Root status="error" data-testid="error-state" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`Could not load this.`}</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" minH="10" variant="outline" onClick={onRetry}>
          {t`Try again`}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
