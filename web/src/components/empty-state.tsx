import { EmptyState as ChakraEmptyState } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuInbox } from 'react-icons/lu';
import { EMPTY_TEXT } from '@/lib/constants';

/** What every list shows when it has nothing: the spec's 'No data available.' (or the screen's own, translated). */
export function EmptyState({ text }: { text?: string }) {
  const { i18n } = useLingui();
  return (
    <ChakraEmptyState.Root data-testid="empty-state" size="md">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>
          <LuInbox />
        </ChakraEmptyState.Indicator>
        {/* A sentence, not a heading: under a page's h1 an h3 would skip a level. */}
        <ChakraEmptyState.Title as="p">{text ?? i18n._(EMPTY_TEXT)}</ChakraEmptyState.Title>
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
