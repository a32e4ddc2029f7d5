// A required whole number typed as text (rupiah, grams, pieces), with the phone's number pad: the label shows its
// unit in brackets ('Buy price (Rp)'), the messages name it without ('Buy price is required'). The form sends
// Number(value).
import type { ReactNode } from 'react';
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

export function WholeNumberField({ name, label, unit, min, max, helperText }: WholeNumberFieldProps) {
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
