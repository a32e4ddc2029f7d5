// The notice a guard leaves on the page it sent someone to (storefront.md §4, §8): ?forbidden=true means the
// signed-in person's scope may not open the page they asked for. Closing it takes the flag out of the address.
import { Alert, CloseButton, Container } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';

/** The notice's text (a descriptor: translate it, i18n._(FORBIDDEN_TEXT)). */
export const FORBIDDEN_TEXT = msg`You do not have access to that page.`;

export function SessionNotice() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  if (params.get('forbidden') !== 'true') return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('forbidden');
        return next;
      },
      { replace: true },
    );
  return (
    <Container maxW="7xl" pt="4">
      <Alert.Root status="warning" data-testid="session-notice" role="status" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{i18n._(FORBIDDEN_TEXT)}</Alert.Title>
        <CloseButton size="md" aria-label={t`Dismiss`} onClick={dismiss} />
      </Alert.Root>
    </Container>
  );
}
