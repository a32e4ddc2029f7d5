import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { FieldShell } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ('Pilih provinsi'). */
  placeholder?: string;
  validate?: FieldValidator<string>;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** Runs after the field took the new value (e.g. a province choice clears the city). */
  onValueChange?: (value: string) => void;
}

/** A native select (the phone's own picker) bound to the form's field `name`. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  validate,
  required,
  disabled,
  helperText,
  onValueChange,
}: SelectFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    input.onChange(event.target.value);
    onValueChange?.(event.target.value);
  };
  return (
    <FieldShell label={label} meta={meta} required={required} disabled={disabled} helperText={helperText}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name={input.name}
          value={input.value ?? ''}
          onChange={onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          // Chakra dims a disabled select to half opacity, which leaves its text unreadable: keep it legible
          // on a muted background instead.
          _disabled={{ opacity: 1, filter: 'none', bg: 'bg.muted', color: 'fg.muted', cursor: 'not-allowed' }}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator _disabled={{ opacity: 1 }} />
      </NativeSelect.Root>
    </FieldShell>
  );
}
