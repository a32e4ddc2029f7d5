// The phone rule of @lemari/shop/rules (an Indonesian mobile number) as TypeBox schemas, for every body that takes
// a phone: an address's Nomor HP, a checkout's recipient (the storefront's and the cashier's), a profile's or user's
// telephone. A failed pattern answers 400 "<field> must be an Indonesian mobile number: …" (PATTERN_MESSAGE).
import { PHONE_PATTERN, PHONE_RULE } from '@lemari/shop/rules';
import { Type } from 'typebox';
import { PATTERN_MESSAGE } from './schemas.js';

const description =
  'An Indonesian mobile number: 08… with 10 to 13 digits, or the same number as +628…; single spaces or dashes may separate the digits';

/** A required phone number. */
export const Phone = Type.String({
  maxLength: 30,
  pattern: PHONE_PATTERN,
  [PATTERN_MESSAGE]: PHONE_RULE,
  description,
});

/** A phone number, or empty (what an emptied form field sends) to clear it. */
export const PhoneOrEmpty = Type.String({
  maxLength: 30,
  pattern: `^\\s*$|${PHONE_PATTERN}`,
  [PATTERN_MESSAGE]: `${PHONE_RULE}, or empty`,
  description: `${description}; empty clears it`,
});

/** The same rule for a number read back from storage (a saved address from before the rule). */
export const isPhone = (value: string) => new RegExp(PHONE_PATTERN, 'u').test(value);
