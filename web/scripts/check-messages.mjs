// The catalogues' check (issue 23), run by `pnpm test` before the build: fails when the .po files are not what
// `lingui extract` makes of the code (a message added, changed or removed without extracting), or when Bahasa
// Indonesia lacks a translation of any message. The visible text that never reached a catalogue is ESLint's to find
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
  if (problems.length > 0) {
    console.error(`Message catalogues:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const counts = [...after].map(([name, text]) => `${name} ${PO.parse(text).items.length}`).join(', ');
  console.log(`Message catalogues are up to date and translated (${counts}).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
