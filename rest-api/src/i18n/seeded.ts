// Text the shop itself writes into the database at seed time (the system roles' descriptions, the storefront's
// widget groups, the default permissions' descriptions; issue 32): the seed stores a message's English, and while a
// record still holds it, the API answers the message in the reader's language. Once staff change the text, it is
// theirs, shop data, and reads as typed in every language.
import { LANGUAGES, type Language } from '@lemari/shop/rules';
import { translate, type Descriptor } from './index.js';

/** The stored text as a reader of `language` reads it: the seeded message in their language while unchanged. */
export function seededInLanguage(stored: string, seeded: Descriptor | undefined, language: Language): string {
  return seeded !== undefined && stored === seeded.defaultMessage ? translate(seeded, language) : stored;
}

/**
 * What to store for text a form sent. A form shows a seeded text in its reader's language and sends it back as
 * shown when the person left it alone: the seeded message's words in any language are stored as the seeded
 * English, so the record keeps following the reader's language. Any other text is the person's, stored as typed.
 */
export function seededOrTyped<T extends string | undefined>(typed: T, seeded: Descriptor | undefined): T {
  if (typed === undefined || seeded === undefined) return typed;
  const shown = LANGUAGES.map((language) => translate(seeded, language));
  return (shown.includes(typed.trim()) ? seeded.defaultMessage : typed) as T;
}
