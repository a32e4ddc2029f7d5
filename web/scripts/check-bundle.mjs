// What a shopper downloads before the first screen shows: the entry chunk of the production build and every chunk
// it imports statically, with their gzipped sizes. Fails when any of them holds back-office code (the admin
// screens, their frame and shared pieces, recharts): the back office must stay in chunks that load only under
// /admin; and when they come to more than the budget. Run after `vite build` (web/dist, with
// .vite/manifest.json and source maps).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Sources that belong to the back office and must never be in the first load. */
export const ADMIN_SOURCES = [
  /src\/features\/admin-/u,
  /src\/features\/cashier\//u,
  /src\/app\/admin\/admin-layout/u,
  /src\/app\/admin\/admin-menu/u,
  /src\/components\/admin\//u,
  /node_modules\/.*recharts/u,
];

/** The most the first load may weigh, gzipped: what a phone on a slow mobile network fetches in about a second. */
export const BUDGET_BYTES = 200 * 1024;

/**
 * The most files the first load may come in. A phone fetches over HTTP/1.1, six connections at a time, and each
 * file costs it a round trip (150 ms on a slow mobile network): the first screen once waited on 16 files.
 */
export const MAX_FILES = 6;

/** The problem with a first load of `count` files, or undefined when there are few enough. */
export function tooManyFiles(count, max = MAX_FILES) {
  if (count <= max) return undefined;
  return `the first load comes in ${count} files, more than ${max}: vite.config.ts's 'app' group keeps it together`;
}

/** The problem with a first load of `bytes` gzipped, or undefined when it is within the budget. */
export function overBudget(bytes, budget = BUDGET_BYTES) {
  if (bytes <= budget) return undefined;
  return `the first load is ${(bytes / 1024).toFixed(1)} KB gzipped, over its budget of ${(budget / 1024).toFixed(0)} KB by ${((bytes - budget) / 1024).toFixed(1)} KB`;
}

/** The chunk files the entry loads before anything else: itself and its static imports, transitively. */
export function firstLoadFiles(manifest) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  return [...seen];
}

/** The back-office sources a chunk's source map lists. */
export function adminSourcesIn(sources) {
  return sources.filter((source) =>
    ADMIN_SOURCES.some((pattern) => pattern.test(source.replaceAll('\\', '/'))),
  );
}

/** The gzipped size of the heavier language's first-screen messages (src/locales/{language}/core.po). */
export function firstMessagesSize(manifest, dist) {
  let heaviest;
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = /src\/locales\/(\w+)\/core\.po$/u.exec(source);
    if (!match) continue;
    const size = gzipSync(readFileSync(path.join(dist, chunk.file)), { level: 9 }).length;
    if (!heaviest || size > heaviest.size) heaviest = { language: match[1], size };
  }
  return heaviest;
}

function main() {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = firstLoadFiles(manifest).filter((file) => file.endsWith('.js'));
  let total = 0;
  const problems = [];
  console.log('First load (the storefront entry and its static imports), gzipped:');
  for (const file of files) {
    const code = readFileSync(path.join(dist, file));
    const size = gzipSync(code, { level: 9 }).length;
    total += size;
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    let sources = [];
    try {
      sources = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')).sources ?? [];
    } catch {
      // Only the bundler's own runtime comes without a map; any other chunk is checked by its code's paths.
      if (!/rolldown-runtime/u.test(file)) problems.push(`${file} has no source map to check`);
    }
    for (const source of adminSourcesIn(sources)) problems.push(`${file} holds back-office code: ${source}`);
  }
  // The first screens' messages come inside the page, in its one language (the gateway's pages/language.ts): the
  // heavier language's count against the budget, though they are no file of their own.
  const messages = firstMessagesSize(manifest, dist);
  if (messages) {
    total += messages.size;
    console.log(
      `  ${(messages.size / 1024).toFixed(1).padStart(7)} KB  the first screens' messages (${messages.language}), inside the page`,
    );
  }
  console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  in all (${files.length} chunks)`);
  const tooHeavy = overBudget(total);
  if (tooHeavy) problems.push(tooHeavy);
  const scattered = tooManyFiles(files.length);
  if (scattered) problems.push(scattered);
  if (problems.length > 0) {
    console.error(`The storefront's first load is not as it must be:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `No back-office code in the first load, and it is within its ${BUDGET_BYTES / 1024} KB budget and ${MAX_FILES} files.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
