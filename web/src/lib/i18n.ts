// The app's language (issue 23): Lingui's i18n, with only the chosen language's catalogues downloaded and, of those,
// only the parts the screens shown so far need (lingui.config.ts: core with the first load, store with the first
// of the other storefront screens, admin with the back office). The language comes from the page (<html lang>,
// which the gateway sets from the `lang` cookie, the browser's languages or the shop's default); the switch in the
// header keeps a new choice in that cookie.
import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_LOCALES,
  type Language,
} from '@lemari/shop/rules';

export { i18n };

/** The parts each language's messages come in (lingui.config.ts). */
export type CatalogPart = 'core' | 'store' | 'admin';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * A test build's marks around every message of the catalogues (issue 32): built with VITE_MESSAGE_MARKS=on, every
 * text the catalogues give reads ⟦…⟧, so the one-language sweep (tests/e2e/one-language.spec.ts) finds any visible
 * text that came from elsewhere. The servers mark theirs alike (MESSAGE_MARKS=on). Other builds carry none of it.
 */
export const MESSAGE_MARKS = import.meta.env.VITE_MESSAGE_MARKS === 'on';

/** The marks a test build puts around each message: Lingui's compiled messages are text or a list of tokens. */
export function marked(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      typeof message === 'string' ? `⟦${message}⟧` : ['⟦', ...message, '⟧'],
    ]),
  ) as Messages;
}

const withMarks = (catalog: Catalog): Catalog =>
  MESSAGE_MARKS ? () => catalog().then(({ messages }) => ({ messages: marked(messages) })) : catalog;

// One file per language and part, compiled from the .po catalogues by Lingui's Vite plugin.
const CATALOGS: Readonly<Record<Language, Readonly<Record<CatalogPart, Catalog>>>> = {
  en: {
    core: withMarks(() => import('../locales/en/core.po')),
    store: withMarks(() => import('../locales/en/store.po')),
    admin: withMarks(() => import('../locales/en/admin.po')),
  },
  id: {
    core: withMarks(() => import('../locales/id/core.po')),
    store: withMarks(() => import('../locales/id/store.po')),
    admin: withMarks(() => import('../locales/id/admin.po')),
  },
};

/** The parts the screens shown so far needed: a switch of language loads them in the new one. */
const wanted = new Set<CatalogPart>(['core']);
const loading = new Map<string, Promise<void>>();

/** One part of a language's messages as compiled (the server renderer hands the first load's to the gateway). */
export async function messagesOf(language: Language, part: CatalogPart): Promise<Messages> {
  return (await CATALOGS[language][part]()).messages;
}

/** The id of the page's own copy of its first messages (the gateway's pages/language.ts puts them there). */
const PAGE_MESSAGES_ID = 'lemari-messages';

/**
 * The first load's messages that came inside the page, in its language: taken as that part's download, which the
 * app then does not make (a phone's round trip saved before the first screen).
 */
function adoptPageMessages(language: Language) {
  if (typeof document === 'undefined' || loading.has(`${language}:core`)) return;
  const element = document.getElementById(PAGE_MESSAGES_ID);
  if (element?.dataset.lang !== language || !element.textContent) return;
  try {
    i18n.load(language, JSON.parse(element.textContent) as Messages);
    loading.set(`${language}:core`, Promise.resolve());
  } catch {
    // Unreadable: the part is downloaded as usual.
  }
}

/** Loads one part of a language's messages (once; a failed download is tried again next time). */
export function loadCatalog(language: Language, part: CatalogPart): Promise<void> {
  const key = `${language}:${part}`;
  let load = loading.get(key);
  if (!load) {
    load = CATALOGS[language][part]().then(({ messages }) => i18n.load(language, messages));
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/**
 * The language being started (startLanguage), before it is active: a screen's messages asked for meanwhile — the
 * first page's lazy screen loads beside the language's first messages — come in it, not in the one it replaces.
 */
let starting: Language | undefined;

/** The language the app speaks now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The locale Intl formats dates and numbers with in the current language ('en-ID', 'id-ID'). */
export function currentLocale(): string {
  return LANGUAGE_LOCALES[currentLanguage()];
}

/** A part of the messages that a screen about to show needs, in the language it will show in. */
export function needCatalog(part: CatalogPart): Promise<void> {
  wanted.add(part);
  return loadCatalog(starting ?? currentLanguage(), part);
}

/** Speaks `language` once the parts wanted so far have arrived in it (the page's language at start). */
export async function startLanguage(language: Language, parts: CatalogPart[] = []): Promise<void> {
  for (const part of parts) wanted.add(part);
  starting = language;
  adoptPageMessages(language);
  try {
    await Promise.all([...wanted].map((part) => loadCatalog(language, part)));
    // A part wanted meanwhile (needCatalog) is loaded in this language too before it speaks it.
    await Promise.all([...wanted].map((part) => loadCatalog(language, part)));
    if (starting === language) i18n.activate(language);
  } finally {
    if (starting === language) starting = undefined;
  }
}

/** The language the page was served in (<html lang>), or the shop's default. */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The language this browser has chosen with the switch (the `lang` cookie), if it has. */
export function chosenLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * On signing in: the account's own language (saved by the switch on another browser, or its sign-up's), unless
 * this browser has chosen one with the switch, which stays.
 */
export async function adoptAccountLanguage(language: Language | null | undefined): Promise<void> {
  if (!language || chosenLanguage() !== undefined || language === currentLanguage()) return;
  await switchLanguage(language);
}

/** One year: a person's choice of language outlives their session. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Switches the app to `language`: its messages load, every screen re-renders in it, the page says it (<html lang>),
 * and the `lang` cookie keeps it for the next visit and for the pages the gateway renders.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await startLanguage(language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  document.documentElement.lang = language;
}
