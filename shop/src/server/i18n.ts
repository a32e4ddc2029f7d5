// The two servers' messages for people, in the shop's languages: FormatJS (ICU messages with placeholders and
// plural rules, dates through Intl in the chosen language) over catalogues each server keeps in files
// (src/i18n/locales/<language>.json; en.json is what `formatjs extract` finds in the sources, id.json its
// Indonesian). A message is written once where it is used, with an explicit id; see /work/notes/server-i18n.md.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES, SHOP_TIME_ZONE, type Language } from '../rules.js';

export type { IntlShape };

/** A message as the sources define it: an explicit id and its English text (the spec's words). */
export interface Descriptor {
  id: string;
  defaultMessage: string;
  description?: string;
}

/**
 * What a message's ICU placeholders take: rupiah as formatRupiah's text, dates as Date, and other messages (a
 * reason inside a sentence, a type's name), which are worded in the same language first.
 */
export type Values = Record<
  string,
  string | number | boolean | Date | null | undefined | Descriptor | Localized
>;

/** A message with the values for its placeholders, formatted only once the reader's language is known. */
export interface Localized {
  readonly descriptor: Descriptor;
  readonly values?: Values;
}

/**
 * Text for a person: a message (with or without values), or a plain string that is not ours to translate (a
 * provider's own words); a plain string reads the same in every language.
 */
export type Text = string | Descriptor | Localized;

/** Marks a message for extraction; answers it unchanged. */
export function defineMessage<T extends Descriptor>(descriptor: T): T {
  return descriptor;
}

/** A message with its values, for a reader whose language is not known yet (an error's, say). */
export function t(descriptor: Descriptor, values?: Values): Localized {
  return values ? { descriptor, values } : { descriptor };
}

export function isLocalized(text: Text): text is Localized {
  return typeof text === 'object' && 'descriptor' in text;
}

/** The Intl locale of a language: British English reads dates as Indonesians write them ("28 November 2026"). */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', id: 'id-ID' };

export type Catalogue = Record<string, string>;

export interface Translator {
  /** FormatJS for a language: formatMessage, formatDate, formatList, … in the shop's time zone. */
  intlFor(language: Language): IntlShape;
  /** Text in a language (English when the catalogue lacks the message, which the catalogue test forbids). */
  format(text: Text, language: Language): string;
}

/**
 * A test stack's marks around every catalogue message (MESSAGE_MARKS=on, issue 32): the one-language sweep
 * (tests/e2e/one-language.spec.ts) then tells the catalogues' text on a screen from any other. Off everywhere else.
 */
export function markedCatalogue(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, `⟦${message}⟧`]));
}

export function createTranslator(
  catalogues: Readonly<Record<Language, Catalogue>>,
  marks = process.env.MESSAGE_MARKS === 'on',
): Translator {
  const cache = createIntlCache();
  const intls = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      createIntl(
        {
          locale: LOCALES[language],
          defaultLocale: LOCALES.en,
          messages: marks ? markedCatalogue(catalogues[language]) : catalogues[language],
          timeZone: SHOP_TIME_ZONE,
          // A missing Indonesian text falls back to the English one; the catalogue test keeps that from shipping.
          onError: (error) => {
            if (error.code !== 'MISSING_TRANSLATION') throw error;
          },
        },
        cache,
      ),
    ]),
  ) as Record<Language, IntlShape>;
  const intlFor = (language: Language) => intls[language];
  const format = (text: Text, language: Language): string => {
    if (typeof text === 'string') return text;
    if (!isLocalized(text)) return intlFor(language).formatMessage(text);
    const values = Object.fromEntries(
      Object.entries(text.values ?? {}).map(([name, value]) => [
        name,
        typeof value === 'object' && value !== null && !(value instanceof Date)
          ? format(value, language)
          : value,
      ]),
    );
    return intlFor(language).formatMessage(text.descriptor, values);
  };
  return { intlFor, format };
}

/**
 * The placeholders a message names (plural and select arguments and those inside their branches), sorted: a
 * translation must name the same ones as the English. Throws when the message is not valid ICU.
 */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) {
        names.add(element.value);
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}
