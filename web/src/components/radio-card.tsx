// One choice of a react-final-form radio group drawn as a card: the bordered box is the radio's label, so a tap
// anywhere on it chooses, and the chosen card's border darkens. Checkout's saved addresses and the shipping
// services (checkout and cashier) are lists of these; the caller draws what the card says.
import { Box, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

interface RadioCardProps extends Omit<HTMLChakraProps<'input'>, 'name' | 'value' | 'type' | 'children'> {
  /** The form field the group sets. */
  name: string;
  /** What choosing this card sets the field to. */
  value: string;
  /** 'start' for a card of several lines (the radio stays by the first), 'center' for one row. */
  align?: 'start' | 'center';
  children: ReactNode;
}

/** The rest of the props (aria-*, data-testid) go to the radio. */
export function RadioCard({ name, value, align = 'center', children, ...radio }: RadioCardProps) {
  const { input } = useField<string>(name, { type: 'radio', value });
  return (
    <Box
      as="label"
      display="flex"
      gap="3"
      alignItems={align}
      borderWidth="1px"
      borderRadius="md"
      borderColor={input.checked ? 'brand.solid' : 'border'}
      p="3"
      minHeight="12"
      cursor="pointer"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <chakra.input
        {...input}
        {...radio}
        type="radio"
        mt={align === 'start' ? '1' : undefined}
        width="4"
        height="4"
        flexShrink={0}
        css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
      />
      {children}
    </Box>
  );
}
