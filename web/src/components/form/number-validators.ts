// Checks for whole-number fields typed as text (prices in rupiah, grams, stock): required, a whole number, within
// the server's bounds. The form sends Number(value). The messages are msg`` descriptors with the field's label
// (in the reader's language, or a descriptor of its own) as a value: FieldShell translates them as it shows them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldCheck } from './validators';

/** A required whole number from `min` to `max`; the message names the field. */
export const wholeNumber =
  (
    label: string | MessageDescriptor,
    { min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
  ): FieldCheck =>
  (value) => {
    // The label as the message's value: a descriptor is translated with the message (lib/message-text.ts), which
    // the macro's types, made for text and numbers, do not know of.
    const name = label as string;
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '') return msg`${name} is required`;
    if (!/^\d+$/u.test(text)) return msg`${name} must be a whole number`;
    const number = Number(text);
    if (number < min) return msg`${name} must be at least ${min}`;
    // Thousands with dots in both languages, as the shop writes its numbers (rupiah, stock): '1.000'.
    const most = max.toLocaleString('id-ID');
    if (number > max) return msg`${name} must be at most ${most}`;
    return undefined;
  };
