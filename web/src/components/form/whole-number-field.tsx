// A required whole number typed as text (rupiah, grams, pieces), with the phone's number pad: the label shows its
// unit in brackets ('Buy price (Rp)'), the messages name it without ('Buy price is required'). The form sends
// Number(value). Rupiah (unit 'Rp') are typed with their thousands grouped (MoneyField).
import type { ReactNode } from 'react';
import { MoneyField } from './money-field';
import { wholeNumber } from './number-validators';
import { TextField } from './text-field';

interface WholeNumberFieldProps {
  name: string;
  label: string;
  /** What it counts in ('Rp', 'grams'). */
  unit?: string;
  /** The server's bounds (min 0 unless told). */
  min?: number;
  max?: number;
  helperText?: ReactNode;
}

/** The unit of money fields. */
export const RUPIAH = 'Rp';

export function WholeNumberField({ name, label, unit, min, max, helperText }: WholeNumberFieldProps) {
  if (unit === RUPIAH) {
    return (
      <MoneyField
        name={name}
        label={`${label} (${unit})`}
        required
        helperText={helperText}
        validate={wholeNumber(label, { min, max })}
      />
    );
  }
  return (
    <TextField
      name={name}
      label={unit ? `${label} (${unit})` : label}
      inputMode="numeric"
      required
      helperText={helperText}
      validate={wholeNumber(label, { min, max })}
    />
  );
}
