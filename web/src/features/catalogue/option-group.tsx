// A choice among a product's colours or sizes: native radio buttons (arrow keys move, Space picks) drawn as chips.
import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { takeEarlyChoice } from '@/lib/early-choices';

interface OptionGroupProps {
  /** The group's accessible name and visible label: 'Color', 'Size'. */
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

export function OptionGroup({ label, options, value, onChange }: OptionGroupProps) {
  const name = useId();
  // A choice tapped on the server-rendered page before the app took it over (src/lib/early-choices.ts). The name
  // is the same on the server and here (useId), so the group finds its own.
  useEffect(() => {
    const early = takeEarlyChoice(name);
    if (early !== undefined && early !== value && options.includes(early)) onChange(early);
    // Once, as the group first runs: later changes come through its radios.
  }, []);
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="2">
        {label}
        {value ? (
          <Text as="span" color="fg.muted" fontWeight="normal">
            : {value}
          </Text>
        ) : null}
      </Text>
      <HStack role="radiogroup" aria-label={label} gap="2" wrap="wrap">
        {options.map((option) => {
          const checked = option === value;
          return (
            <chakra.label key={option} position="relative" display="inline-flex" cursor="pointer">
              {/* The radio itself lies, transparent, over its chip: a tap or a click lands on it. */}
              <chakra.input
                className="peer"
                type="radio"
                name={name}
                value={option}
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
                minH="10"
                minW="12"
                px="3"
                borderWidth="1px"
                borderRadius="l2"
                fontSize="sm"
                borderColor="border"
                bg="bg"
                color="fg"
                _hover={{ borderColor: 'fg' }}
                // From the radio's own state, so a tap shows even before the app has taken the page over.
                _peerChecked={{ borderColor: 'fg', bg: 'fg', color: 'bg' }}
                _peerFocusVisible={{
                  outline: '2px solid',
                  outlineColor: 'colorPalette.focusRing',
                  outlineOffset: '2px',
                }}
              >
                {option}
              </Box>
            </chakra.label>
          );
        })}
      </HStack>
    </Box>
  );
}
