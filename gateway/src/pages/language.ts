// The language a page is served in (issue 23): `?lang=` (the hreflang alternates' addresses, which set the cookie
// too), the `lang` cookie the switch keeps, the languages the browser prefers (a first visit), then the shop's
// default. The page says it (<html lang>, Content-Language), names its other-language alternates for crawlers
// (hreflang) and carries the messages of its first screens in that language, so the app starts without another
// download (web/src/lib/i18n.ts reads them).
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  preferredLanguage,
  type Language,
} from '@lemari/shop/rules';
import type { GatewayConfig } from '../config.js';
import { acceptLanguageOf } from '../i18n/index.js';
import { RestClient } from '../rest/client.js';
import { escapeHtml, safeJson } from './head.js';

/** The id web/src/lib/i18n.ts reads a page's messages from. */
export const MESSAGES_ID = 'lemari-messages';

/** One year, as the web app's switch keeps it. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language `?lang=` asks for, if it names one. */
export function askedLanguage(search: string): Language | undefined {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : undefined;
}

/**
 * The language of the page `request` asks for, `fallback` being the shop's default: `?lang=` first, then what the
 * gateway's own messages follow (the cookie, then the browser's Accept-Language, i18n/index.ts).
 */
export function pageLanguageOf(request: FastifyRequest, fallback: Language = DEFAULT_LANGUAGE): Language {
  const [, search = ''] = request.url.split('?');
  return askedLanguage(search) ?? preferredLanguage(acceptLanguageOf(request.headers)) ?? fallback;
}

/**
 * The headers of a page in `language`: what it is in, what else it depends on, and the cookie when `?lang=` chose it
 * (the next pages follow the choice).
 */
export function sendLanguage(request: FastifyRequest, reply: FastifyReply, language: Language) {
  reply.header('content-language', language);
  reply.header('vary', 'Cookie, Accept-Language');
  const [, search = ''] = request.url.split('?');
  if (askedLanguage(search) && request.cookies[LANGUAGE_COOKIE] !== language) {
    reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: COOKIE_MAX_AGE, sameSite: 'lax' });
  }
}

/** `url` (an absolute address) in `language`: its `lang` parameter set, or removed for the default address. */
export function addressIn(url: string, language: Language | undefined): string {
  const address = new URL(url);
  if (language) address.searchParams.set('lang', language);
  else address.searchParams.delete('lang');
  return address.href;
}

/** The hreflang alternates of the page at `url`: each language's address, and the plain one for any other. */
export function alternateLinks(url: string): string {
  return [
    ...LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(addressIn(url, language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addressIn(url, undefined))}" />`,
  ].join('\n    ');
}

/**
 * The shell (or a page) in `language`: <html lang> says it, and the messages of its first screens (`messages`,
 * compiled by the web build; none when the build has no renderer) come inside, before the app's scripts read them.
 */
export function inLanguage(html: string, language: Language, messages?: unknown): string {
  const withLang = html.replace(/<html lang="[^"]*"/iu, `<html lang="${language}"`);
  if (messages === undefined) return withLang;
  return withLang.replace(
    /<\/head>/iu,
    () =>
      `  <script type="application/json" id="${MESSAGES_ID}" data-lang="${language}">${safeJson(messages)}</script>\n  </head>`,
  );
}

/** How long the shop's default language is kept: staff change it rarely, and every page asks. */
const DEFAULT_TTL_MS = 60_000;

/**
 * The shop's default language (the setting staff choose in /admin/setting, `GET /public/v1/setting/language`), kept
 * for a minute. English, the spec's, while the REST API cannot say.
 */
export function shopDefaultLanguage(config: GatewayConfig): () => Promise<Language> {
  const rest = new RestClient({
    baseUrl: config.restApiUrl,
    clientId: config.clientId,
    requestId: 'shop-default-language',
    timeoutMs: config.restTimeoutMs,
    credentials: { accessToken: async () => undefined, refreshAfterRejection: async () => false },
  });
  let kept: { language: Language; until: number } | undefined;
  let asking: Promise<Language> | undefined;
  return async () => {
    if (kept && kept.until > Date.now()) return kept.language;
    asking ??= rest
      .get<{ language?: unknown }>('/public/v1/setting/language')
      .then(
        ({ data }) => (isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE),
        () => kept?.language ?? DEFAULT_LANGUAGE,
      )
      .then((language) => {
        kept = { language, until: Date.now() + DEFAULT_TTL_MS };
        return language;
      })
      .finally(() => {
        asking = undefined;
      });
    return asking;
  };
}
