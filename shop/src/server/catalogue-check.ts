// What the servers' catalogue tests check (rest-api/test/i18n.test.ts, gateway/test/i18n.test.ts): en.json is what
// `formatjs extract` finds in the sources today, and every other language has exactly its keys, each a valid ICU
// message naming the same placeholders.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../rules.js';
import { messageArguments } from './i18n.js';

export interface CatalogueReport {
  /** Ids whose English in en.json differs from the sources', or that only one side has. */
  stale: string[];
  /** "id: key" for a key a language lacks, "id: +key" for one it has and en.json lacks. */
  keys: string[];
  /** "id: key" for a translation that is no valid ICU or names other placeholders than the English. */
  placeholders: string[];
}

/** Whether a translation is valid ICU naming the same placeholders as its English. */
function sameArguments(translation: string, english: string): boolean {
  try {
    return messageArguments(translation).join() === messageArguments(english).join();
  } catch {
    return false;
  }
}

/** Reads a server package's catalogues and extracts its sources again (the package's i18n:extract, to stdout). */
export function checkCatalogues(packageDir: string): CatalogueReport {
  const locales = path.join(packageDir, 'src/i18n/locales');
  const read = (language: string): Record<string, string> =>
    JSON.parse(readFileSync(path.join(locales, `${language}.json`), 'utf8')) as Record<string, string>;
  const extracted = JSON.parse(
    execFileSync(
      path.join(packageDir, 'node_modules/.bin/formatjs'),
      [
        'extract',
        'src/**/*.ts',
        '--ignore',
        'src/generated/**',
        '--additional-function-names',
        't',
        '--format',
        'simple',
        '--throws',
      ],
      { cwd: packageDir, encoding: 'utf8' },
    ),
  ) as Record<string, string>;
  const en = read('en');
  const ids = new Set([...Object.keys(en), ...Object.keys(extracted)]);
  const stale = [...ids].filter((id) => en[id] !== extracted[id]).sort();
  const keys: string[] = [];
  const placeholders: string[] = [];
  for (const language of LANGUAGES.filter((language) => language !== 'en')) {
    const catalogue = read(language);
    keys.push(
      ...Object.keys(en)
        .filter((id) => !(id in catalogue))
        .map((id) => `${language}: ${id}`),
    );
    keys.push(
      ...Object.keys(catalogue)
        .filter((id) => !(id in en))
        .map((id) => `${language}: +${id}`),
    );
    for (const [id, message] of Object.entries(catalogue)) {
      if (!(id in en)) continue;
      if (!sameArguments(message, en[id]!)) placeholders.push(`${language}: ${id}`);
    }
  }
  return { stale, keys, placeholders };
}
