// A choice among a product's colours or sizes: native radio buttons (arrow keys move, Space picks) drawn as chips.
import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';

interface OptionGroupProps {
  /** The group's accessible name and visible label: 'Color', 'Size'. */
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

export function OptionGroup({ label, options, value, onChange }: OptionGroupProps) {
  const name = useId();
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
                borderColor={checked ? 'fg' : 'border'}
                bg={checked ? 'fg' : 'bg'}
                color={checked ? 'bg' : 'fg'}
                _hover={{ borderColor: 'fg' }}
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
