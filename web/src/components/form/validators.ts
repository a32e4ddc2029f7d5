// Field checks the forms share. They are a convenience: the server checks everything again.
import { isEmailAddress, PHONE_PATTERN, PHONE_RULE } from '@lemari/shop/rules';

export const required =
  (message = 'This field is required') =>
  (value: unknown): string | undefined =>
    value === undefined || value === null || String(value).trim() === '' ? message : undefined;

export const email =
  (message = 'Enter a valid e-mail address') =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' && !isEmailAddress(value) ? message : undefined;

const phonePattern = new RegExp(PHONE_PATTERN, 'u');
/** PHONE_RULE as the form shows it: 'Must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits'. */
export const PHONE_MESSAGE = PHONE_RULE.charAt(0).toUpperCase() + PHONE_RULE.slice(1);

/** An Indonesian mobile number, the shop's rule (@lemari/shop/rules), which the server holds too. Empty passes. */
export const phone =
  (message = PHONE_MESSAGE) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' && !phonePattern.test(value) ? message : undefined;

/** The server's password rule, as sign-up and a password reset check it first: 8 or more characters with a letter
 * and a digit. Empty passes (`required` says that). */
export const strongPassword =
  (message = 'At least 8 characters, with a letter and a digit') =>
  (value: unknown): string | undefined =>
    typeof value === 'string' &&
    value !== '' &&
    !(value.length >= 8 && /[A-Za-z]/u.test(value) && /\d/u.test(value))
      ? message
      : undefined;

/** Runs the checks in order and answers the first failure. */
export const all =
  (...checks: ((value: unknown) => string | undefined)[]) =>
  (value: unknown): string | undefined => {
    for (const check of checks) {
      const error = check(value);
      if (error) return error;
    }
    return undefined;
  };
