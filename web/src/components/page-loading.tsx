import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** A page whose shape is not known yet (a session check, a screen's code arriving). */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <Center py="24" aria-busy="true" aria-label={t`Loading`}>
      <Spinner size="lg" />
    </Center>
  );
}
