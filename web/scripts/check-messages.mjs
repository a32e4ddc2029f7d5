// The catalogues' check (issue 23), run by `pnpm test` before the build: fails when the .po files are not what
// `lingui extract` makes of the code (a message added, changed or removed without extracting), or when Bahasa
// Indonesia lacks a translation of any message, or when any package's Indonesian catalogue (these .po files, the REST
// API's and the gateway's id.json, which the e-mails and server messages come from) says a word the shop does not
// use (issue 32: "link", not "tautan"; "e-mail", not "email"; "password", not "kata sandi"). The visible text that never reached a catalogue is ESLint's to find
// (eslint.config.js, VISIBLE_TEXT). Leaves the extracted files in place, so `git diff` shows what changed.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';

const web = fileURLToPath(new URL('..', import.meta.url));
const locales = path.join(web, 'src', 'locales');
/** The languages whose every message needs a translation: all but the source (English, as the code says it). */
const TRANSLATED = ['id'];
/** The servers' Indonesian catalogues (messages for people, e-mails included), by their path from the repository. */
const SERVER_CATALOGUES = ['rest-api/src/i18n/locales/id.json', 'gateway/src/i18n/locales/id.json'];

/** One word for each thing in Indonesian, in every package (as the web app says it): the word not used → the word. */
export const INDONESIAN_WORDS = [
  { not: /\btautan\b/iu, say: 'link' },
  { not: /(?<![-\w])email\b/iu, say: 'e-mail' },
  { not: /\bkata\s+sandi\b/iu, say: 'password' },
];
/** The spec's own Indonesian texts, kept as written (storefront.md's sign-in failure says "email"). */
const AS_IN_SPEC = new Set(['Login gagal. Periksa email atau password.']);

/**
 * The words not used that Indonesian messages say, as "where: message (say …)". Placeholders ({email}) and the
 * tags around a message's parts (<0>…</0>) are not words a reader sees.
 */
export function otherWords(messages) {
  const problems = [];
  for (const { where, text } of messages) {
    if (AS_IN_SPEC.has(text)) continue;
    const visible = text.replace(/\{\w+\}/gu, '').replace(/<\/?\d+\/?>/gu, '');
    for (const { not, say } of INDONESIAN_WORDS) {
      if (not.test(visible)) problems.push(`${where}: "${text}" (say "${say}")`);
    }
  }
  return problems;
}

/** Every Indonesian message of the web app's .po files (by file) and of the servers' catalogues. */
export function indonesianMessages(files, repository = path.join(web, '..')) {
  const messages = [];
  for (const [name, text] of files) {
    if (!name.startsWith('id/')) continue;
    for (const item of PO.parse(text).items) {
      for (const translation of item.msgstr)
        messages.push({ where: `web/src/locales/${name}`, text: translation });
    }
  }
  for (const name of SERVER_CATALOGUES) {
    const catalogue = JSON.parse(readFileSync(path.join(repository, name), 'utf8'));
    for (const [id, text] of Object.entries(catalogue)) messages.push({ where: `${name} ${id}`, text });
  }
  return messages;
}

/** Every .po file's text, by its path under src/locales. */
function snapshot() {
  const files = new Map();
  for (const language of readdirSync(locales, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    for (const file of readdirSync(path.join(locales, language.name))) {
      if (!file.endsWith('.po')) continue;
      const name = `${language.name}/${file}`;
      files.set(name, readFileSync(path.join(locales, name), 'utf8'));
    }
  }
  return files;
}

/** The messages of `text` (a .po file) without a translation. */
export function untranslated(text) {
  return PO.parse(text)
    .items.filter((item) => !item.obsolete && item.msgstr.every((translation) => translation.trim() === ''))
    .map((item) => item.msgid);
}

/**
 * Messages one language translates differently in two parts: a screen that has loaded both (the back office has the
 * storefront's too) shows whichever part arrived last.
 */
export function differentlyTranslated(files) {
  const seen = new Map();
  const problems = [];
  for (const [name, text] of files) {
    const language = name.split('/')[0];
    if (!TRANSLATED.includes(language)) continue;
    for (const item of PO.parse(text).items) {
      const key = `${language}\u0004${item.msgctxt ?? ''}\u0004${item.msgid}`;
      const translation = item.msgstr.join('\n');
      const first = seen.get(key);
      if (!first) seen.set(key, { name, translation });
      else if (first.translation !== translation) {
        problems.push(
          `"${item.msgid}" reads "${first.translation}" in ${first.name} but "${translation}" in ${name}`,
        );
      }
    }
  }
  return problems;
}

function main() {
  const before = snapshot();
  execFileSync('pnpm', ['exec', 'lingui', 'extract', '--clean'], { cwd: web, stdio: 'pipe' });
  const after = snapshot();
  const problems = [];
  for (const [name, text] of after) {
    if (before.get(name) !== text)
      problems.push(`${name} was stale: \`pnpm --filter @lemari/web i18n:extract\``);
  }
  for (const name of before.keys()) if (!after.has(name)) problems.push(`${name} is no longer made`);
  for (const [name, text] of after) {
    if (!TRANSLATED.some((language) => name.startsWith(`${language}/`))) continue;
    const missing = untranslated(text);
    if (missing.length > 0) {
      problems.push(
        `${name} misses ${missing.length} translation(s):\n${missing.map((id) => `    ${id}`).join('\n')}`,
      );
    }
  }
  problems.push(...differentlyTranslated(after));
  problems.push(...otherWords(indonesianMessages(after)));
  if (problems.length > 0) {
    console.error(`Message catalogues:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const counts = [...after].map(([name, text]) => `${name} ${PO.parse(text).items.length}`).join(', ');
  console.log(`Message catalogues are up to date and translated (${counts}).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
