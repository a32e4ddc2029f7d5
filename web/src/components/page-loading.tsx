import { Center, Spinner } from '@chakra-ui/react';

/** A page whose shape is not known yet (a session check, a screen's code arriving). */
export function PageLoading() {
  return (
    <Center py="24" aria-busy="true" aria-label="Loading">
      <Spinner size="lg" />
    </Center>
  );
}
