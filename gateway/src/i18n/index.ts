// The gateway's own messages for people in the reader's language (see shop/src/server/i18n.ts and
// /work/notes/server-i18n.md). The REST API's messages arrive already in it: every REST call carries the language
// this module chooses as Accept-Language. The gateway's own errors carry their message, and the i18n plugin words
// them as the response leaves.
import type { IncomingHttpHeaders } from 'node:http';
import { GraphQLError } from 'graphql';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type Language,
} from '@lemari/shop/rules';
import { createTranslator, type Text } from '@lemari/shop/server/i18n';
import en from './locales/en.json' with { type: 'json' };
import id from './locales/id.json' with { type: 'json' };

export {
  defineMessage,
  t,
  type Descriptor,
  type IntlShape,
  type Localized,
  type Text,
} from '@lemari/shop/server/i18n';

const translator = createTranslator({ en, id });

export const translate = (text: Text, language: Language): string => translator.format(text, language);
export const inEnglish = (text: Text): string => translator.format(text, 'en');

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

type HeaderOf = (name: string) => string | undefined;

/**
 * What a browser request asks for: the `lang` cookie (the visitor's choice in the header's switch), else its
 * Accept-Language header as sent (the REST API weighs its q-values); undefined when neither names a language.
 */
export function acceptLanguageOfHeaders(header: HeaderOf): string | undefined {
  const chosen = cookieOf(header('cookie'), LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const asked = header('accept-language');
  return asked && preferredLanguage(asked) ? asked : undefined;
}

/** The same from Node's request headers. */
export const acceptLanguageOf = (headers: IncomingHttpHeaders) =>
  acceptLanguageOfHeaders((name) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  });

/**
 * The language of the gateway's own messages to a request. Without a cookie or a language in Accept-Language it
 * is English (the REST API's messages then follow the shop's default-language setting).
 */
export function languageOfHeaders(header: HeaderOf): Language {
  return preferredLanguage(acceptLanguageOfHeaders(header)) ?? DEFAULT_LANGUAGE;
}

export const languageOfRequest = (headers: IncomingHttpHeaders) =>
  preferredLanguage(acceptLanguageOf(headers)) ?? DEFAULT_LANGUAGE;

/** A GraphQL error's extensions carrying its message for the i18n plugin (none for a plain string). */
export function textExtension(text: Text): Record<string, unknown> {
  return typeof text === 'string' ? {} : { [TEXT_EXTENSION]: text };
}

/**
 * A GraphQL error for people: its message in English (for logs) until the i18n plugin words it in the reader's
 * language as the response leaves.
 */
export function textError(text: Text, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(inEnglish(text), { extensions: { ...extensions, ...textExtension(text) } });
}

/** Where a GraphQL error keeps its message until the response words it (never sent to clients). */
export const TEXT_EXTENSION = 'i18nText';
