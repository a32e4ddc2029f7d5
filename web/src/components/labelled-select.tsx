// A labelled native drop-down for a list's toolbar (the back office's 'Sort by', the status filters): the field,
// its label, the options and the indicator. The caller owns the value and what a choice means.
import { Field, NativeSelect } from '@chakra-ui/react';

interface LabelledSelectProps {
  label: string;
  /** The options in order, each a value and its text. */
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** The field's width from the small breakpoint up (full width on phones). */
  width: string;
  testId?: string;
}

export function LabelledSelect({ label, options, value, onChange, width, testId }: LabelledSelectProps) {
  return (
    <Field.Root width={{ base: 'full', sm: width }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
