// A choice among a product's colours or sizes: native radio buttons (arrow keys move, Space picks) drawn as chips,
// each marked with what it has left: "Habis" (sold out: still chosen, to see its pictures, but not added) or
// "Sisa N" (FEW_LEFT or fewer).
import { Badge, Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { type ReactNode, useEffect, useId } from 'react';
import { takeEarlyChoice } from '@/lib/early-choices';
import { stockMark } from '@/lib/variants';

/** A colour or size offered, with the pieces the choice leaves (no mark when left out). */
export interface OptionChoice {
  value: string;
  stock?: number;
}

interface OptionGroupProps {
  /** The group's accessible name and visible label: 'Color', 'Size' (in the reader's language). */
  label: string;
  /** Its test id's end, the same in every language: 'color', 'size'. */
  testId: string;
  options: readonly OptionChoice[];
  value: string;
  onChange: (value: string) => void;
  /** Beside the label, at the end of its line (the size group's Size guide link). */
  aside?: ReactNode;
}

export function OptionGroup({ label, testId, options, value, onChange, aside }: OptionGroupProps) {
  // Subscribed to the language: the stock marks (stockMark) re-render in the new one.
  useLingui();
  const name = useId();
  // A choice tapped on the server-rendered page before the app took it over (src/lib/early-choices.ts). The name
  // is the same on the server and here (useId), so the group finds its own.
  useEffect(() => {
    const early = takeEarlyChoice(name);
    if (early !== undefined && early !== value && options.some((option) => option.value === early)) {
      onChange(early);
    }
    // Once, as the group first runs: later changes come through its radios.
  }, []);
  return (
    <Box data-testid={`option-group-${testId}`}>
      <HStack justify="space-between" align="baseline" gap="3" mb="2">
        <Text fontSize="sm" fontWeight="medium">
          {label}
          {value ? (
            <Text as="span" color="fg.muted" fontWeight="normal">
              : {value}
            </Text>
          ) : null}
        </Text>
        {aside}
      </HStack>
      <HStack role="radiogroup" aria-label={label} gap="2" wrap="wrap">
        {options.map(({ value: option, stock }) => {
          const checked = option === value;
          const mark = stock === undefined ? undefined : stockMark(stock);
          const soldOut = stock !== undefined && stock <= 0;
          return (
            <chakra.label key={option} position="relative" display="inline-flex" cursor="pointer">
              {/* The radio itself lies, transparent, over its chip: a tap or a click lands on it. */}
              <chakra.input
                className="peer"
                type="radio"
                name={name}
                value={option}
                // Read out as "L, Habis".
                aria-label={mark ? `${option}, ${mark}` : undefined}
                checked={checked}
                onChange={() => onChange(option)}
                position="absolute"
                inset="0"
                width="full"
                height="full"
                margin="0"
                opacity="0"
                cursor="pointer"
              />
              <Box
                as="span"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                gap="1.5"
                minH="10"
                minW="12"
                px="3"
                borderWidth="1px"
                borderStyle={soldOut ? 'dashed' : 'solid'}
                borderRadius="l2"
                fontSize="sm"
                borderColor="border"
                bg="bg"
                color={soldOut ? 'fg.muted' : 'fg'}
                _hover={{ borderColor: 'fg' }}
                // From the radio's own state, so a tap shows even before the app has taken the page over.
                _peerChecked={{ borderColor: 'fg', bg: 'fg', color: 'bg' }}
                _peerFocusVisible={{
                  outline: '2px solid',
                  outlineColor: 'colorPalette.focusRing',
                  outlineOffset: '2px',
                }}
              >
                <chakra.span textDecoration={soldOut ? 'line-through' : undefined}>{option}</chakra.span>
                {mark ? (
                  <Badge
                    size="sm"
                    variant="subtle"
                    colorPalette={soldOut ? 'red' : 'orange'}
                    data-testid="option-mark"
                  >
                    {mark}
                  </Badge>
                ) : null}
              </Box>
            </chakra.label>
          );
        })}
      </HStack>
    </Box>
  );
}
