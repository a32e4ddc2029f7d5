// Field checks the forms share. They are a convenience: the server checks everything again.
// A check answers a FieldMessage (issue 23): a msg`` descriptor, which the field translates as it shows it (so a
// language switch re-renders the error in the new language), or a string already in the reader's language (a
// server's message, or t`…` inside a component).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isEmailAddress, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@lemari/shop/rules';

/** What a field check answers when the value is wrong. */
export type FieldMessage = string | MessageDescriptor;

/** A field check: undefined when the value passes. */
export type FieldCheck = (value: unknown) => FieldMessage | undefined;

export const required =
  (message: FieldMessage = msg`This field is required`): FieldCheck =>
  (value) =>
    value === undefined || value === null || String(value).trim() === '' ? message : undefined;

export const email =
  (message: FieldMessage = msg`Enter a valid e-mail address`): FieldCheck =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' && !isEmailAddress(value) ? message : undefined;

const phonePattern = new RegExp(PHONE_PATTERN, 'u');
/** PHONE_RULE (@lemari/shop/rules) as the form shows it, a sentence of its own in each language. */
export const PHONE_MESSAGE = msg`Must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits`;

/** An Indonesian mobile number, the shop's rule (@lemari/shop/rules), which the server holds too. Empty passes. */
export const phone =
  (message: FieldMessage = PHONE_MESSAGE): FieldCheck =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' && !phonePattern.test(value) ? message : undefined;

const postalCodePattern = new RegExp(POSTAL_CODE_PATTERN, 'u');
/** POSTAL_CODE_RULE (@lemari/shop/rules) as the form shows it. */
export const POSTAL_CODE_MESSAGE = msg`Must be a postal code of 5 digits, e.g. 55122`;

/** A postal code of five digits, the shop's rule, which the server holds too. Empty passes (`required` says that). */
export const postalCode =
  (message: FieldMessage = POSTAL_CODE_MESSAGE): FieldCheck =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' && !postalCodePattern.test(value.trim())
      ? message
      : undefined;

/** The server's password rule, as sign-up and a password reset check it first: 8 or more characters with a letter
 * and a digit. Empty passes (`required` says that). */
export const strongPassword =
  (message: FieldMessage = msg`At least 8 characters, with a letter and a digit`): FieldCheck =>
  (value) =>
    typeof value === 'string' &&
    value !== '' &&
    !(value.length >= 8 && /[A-Za-z]/u.test(value) && /\d/u.test(value))
      ? message
      : undefined;

/** Runs the checks in order and answers the first failure. */
export const all =
  (...checks: FieldCheck[]): FieldCheck =>
  (value) => {
    for (const check of checks) {
      const error = check(value);
      if (error) return error;
    }
    return undefined;
  };
