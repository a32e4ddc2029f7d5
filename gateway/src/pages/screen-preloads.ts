// The `<link rel="modulepreload">` tags of the rendered pages whose screen the web app loads lazily, worked out
// once from the web build's manifest (web/dist/.vite/manifest.json).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGES, type Language } from '@lemari/shop/rules';
import { escapeHtml } from './head.js';

/**
 * The app's screens for the rendered pages that are not part of its first download (lazy routes in
 * web/src/app/router.tsx), by the page path that shows them, with what every lazy screen waits for (the recipes
 * of the components the first screens do not draw, web/src/lib/later-recipes.ts). The app takes a rendered page
 * over only once its screen has loaded, and a tap before then is lost: the page names the screen's files for the
 * browser to fetch beside the first download, not after it.
 */
const LAZY_SCREEN_NEEDS = 'src/lib/later-recipes.ts';
/**
 * Which part of the language's messages (web/src/lib/i18n.ts) a lazy screen waits for besides the first screens'
 * (which come inside the page): the storefront's, unless the screen says only the first screens' words.
 */
type Catalog = 'store' | undefined;
export const SCREEN_MODULES: readonly { page: RegExp; modules: readonly string[]; catalog: Catalog }[] = [
  {
    page: /^\/products\/[^/]+$/,
    modules: ['src/features/catalogue/product-page.tsx', LAZY_SCREEN_NEEDS],
    catalog: 'store',
  },
  {
    page: /^\/product\/category\/[^/]+$/,
    modules: ['src/features/catalogue/category-page.tsx', LAZY_SCREEN_NEEDS],
    catalog: 'store',
  },
  {
    page: /^\/new-arrival$/,
    modules: ['src/features/catalogue/new-arrival-page.tsx', LAZY_SCREEN_NEEDS],
    catalog: 'store',
  },
  {
    page: /^\/policy\/[^/]+$/,
    modules: ['src/features/policy/policy-page.tsx', LAZY_SCREEN_NEEDS],
    catalog: 'store',
  },
  // /shop and /products: the list with its filters, in the first screens' words (router.tsx).
  {
    page: /^\/(?:shop|products)$/,
    modules: ['src/features/catalogue/shop-page.tsx', LAZY_SCREEN_NEEDS],
    catalog: undefined,
  },
];

/** The module of a part of a language's messages, as the web build names it (src/locales/{language}/{part}.po). */
const catalogModule = (language: Language, part: 'store') => `src/locales/${language}/${part}.po`;

/** The web build's manifest (web/dist/.vite/manifest.json): each chunk's file and the chunks it imports. */
export type BuildManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; isEntry?: boolean }
>;

/**
 * The manifest's key of the chunk that holds a module: the module's own, or, when the build puts it in a chunk of
 * a codeSplitting group (web/vite.config.ts: the product page's), the group's chunk, named after the module's file.
 */
function chunkOf(manifest: BuildManifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/u, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === name);
}

/** A chunk's file and those of its static imports, transitively. */
function chunkFiles(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * The `<link rel="modulepreload">` tags of each page's own screen: its script files that the first download does
 * not already bring (index.html preloads those). Worked out once from the build's manifest; a page whose screen
 * is in the first download gets none. A screen the build does not have is logged (its pages then load it late).
 */
export function screenPreloads(
  manifest: BuildManifest,
  log: FastifyBaseLogger,
): (pagePath: string, language: Language) => string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const first = entry ? chunkFiles(manifest, entry) : new Set<string>();
  const tags = SCREEN_MODULES.flatMap(({ page, modules, catalog }) =>
    LANGUAGES.map((language) => ({
      page,
      language,
      tags: preloadTags(manifest, log, first, [
        ...modules,
        ...(catalog ? [catalogModule(language, catalog)] : []),
      ]),
    })),
  );
  return (pagePath, language) =>
    tags.find((screen) => screen.page.test(pagePath) && screen.language === language)?.tags ?? [];
}

/** The preload tags of `modules`' files and their imports that the first download does not bring. */
function preloadTags(
  manifest: BuildManifest,
  log: FastifyBaseLogger,
  first: Set<string>,
  modules: readonly string[],
): string[] {
  {
    const files = new Set<string>();
    for (const module of modules) {
      const key = chunkOf(manifest, module);
      if (key) chunkFiles(manifest, key, files);
      else {
        log.warn(
          { module },
          "the web build has no such module: its pages load it only once the app's own code has",
        );
      }
    }
    return [...files]
      .filter((file) => file.endsWith('.js') && !first.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`);
  }
}

/** The preloads of the web build in `webDist`; none when the build left no manifest (vite build without one). */
export function screenPreloadsOf(
  webDist: string,
  log: FastifyBaseLogger,
): (pagePath: string, language: Language) => string[] {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  return screenPreloads(JSON.parse(readFileSync(file, 'utf8')) as BuildManifest, log);
}
