// The REST API's messages for people in the reader's language (see shop/src/server/i18n.ts and
// /work/notes/server-i18n.md): errors answer in the request's language, e-mails in their recipient's.
import { DEFAULT_LANGUAGE, preferredLanguage, type Language } from '@lemari/shop/rules';
import { createTranslator, type IntlShape, type Text } from '@lemari/shop/server/i18n';
import type { FastifyRequest } from 'fastify';
import { defaultLanguageSetting } from '../domains/settings/repository.js';
import en from './locales/en.json' with { type: 'json' };
import id from './locales/id.json' with { type: 'json' };

export {
  defineMessage,
  t,
  type Descriptor,
  type IntlShape,
  type Localized,
  type Text,
  type Values,
} from '@lemari/shop/server/i18n';

const translator = createTranslator({ en, id });

/** FormatJS in a language: formatMessage, formatDate, formatList … (the shop's time zone). */
export const intlFor = (language: Language): IntlShape => translator.intlFor(language);

/** Text in a language. */
export const translate = (text: Text, language: Language): string => translator.format(text, language);

/** English text, for logs and for an HttpError's message property. */
export const inEnglish = (text: Text): string => translator.format(text, 'en');

const chosen = new WeakMap<FastifyRequest, Promise<Language>>();

/**
 * The app's database (plugins/db.ts decorates the app with it), named by its shape: the gateway's build reads this
 * module's types without the REST API's plugins.
 */
const databaseOf = (request: FastifyRequest) =>
  (request.server as unknown as { db: Parameters<typeof defaultLanguageSetting>[0] }).db;

/**
 * The language a request reads: its Accept-Language (id, id-ID → Indonesian; en* → English), else the shop's
 * default language setting. Asked once per request; the setting is read only when the header decides nothing.
 */
export function requestLanguage(request: FastifyRequest): Promise<Language> {
  let language = chosen.get(request);
  if (!language) {
    const asked = preferredLanguage(request.headers['accept-language']);
    language = asked
      ? Promise.resolve(asked)
      : defaultLanguageSetting(databaseOf(request)).then(
          (setting) => setting.language,
          () => DEFAULT_LANGUAGE,
        );
    chosen.set(request, language);
  }
  return language;
}

/** FormatJS in the request's language. */
export async function requestIntl(request: FastifyRequest): Promise<IntlShape> {
  return intlFor(await requestLanguage(request));
}
