// The postal-code rule of @lemari/shop/rules as a TypeBox schema, for every body that takes a delivery address (an
// address book entry, a checkout's typed address). A failed pattern answers 400 "<field> must be a postal code of
// 5 digits, …" in the reader's language (PATTERN_MESSAGE).
import { POSTAL_CODE_PATTERN, POSTAL_CODE_RULE, SUBDISTRICT_MAX_LENGTH } from '@lemari/shop/rules';
import { Type } from 'typebox';
import { PATTERN_MESSAGE } from './schemas.js';

/** Five digits, or empty: the city's main postal code. */
export const PostalCode = Type.String({
  pattern: POSTAL_CODE_PATTERN,
  [PATTERN_MESSAGE]: POSTAL_CODE_RULE,
  description: "The kode pos: five digits; empty or absent: the city's main postal code",
});

/** The kecamatan, as typed (couriers read it on the label). */
export const SubdistrictName = Type.String({
  maxLength: SUBDISTRICT_MAX_LENGTH,
  description: 'The kecamatan (subdistrict) of the address, as typed; empty when not given',
});
