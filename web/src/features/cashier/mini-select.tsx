// A small native select with its own accessible name: a product card's colour, size or quantity. An option may be
// shown with other words than its value (a size with its stock) and be disabled (sold out).
import { NativeSelect } from '@chakra-ui/react';

export interface MiniOption {
  value: string;
  /** What the option shows; its value when left out. */
  label?: string;
  disabled?: boolean;
}

export function MiniSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (string | MiniOption)[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        minH="10"
      >
        {options.map((option) => {
          const {
            value: optionValue,
            label: text,
            disabled,
          } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
          return (
            <option key={optionValue} value={optionValue} disabled={disabled}>
              {text ?? optionValue}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
