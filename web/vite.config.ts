// Builds the web app into web/dist, which the gateway serves at / (SPA fallback included), and, with --ssr, the
// server renderer (src/entry-server.tsx) into web/dist-ssr, which the gateway's page handler runs. The dev server
// forwards /graphql to the gateway so cookies stay first-party, as in production.
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { brandFont } from './scripts/brand-font.ts';
import { compressAssets } from './scripts/compress-assets.ts';
import { graphqlDocuments } from './scripts/graphql-documents.ts';
import { iconModules } from './scripts/icon-modules.ts';

/** The export condition under which @lemari/shop names its TypeScript sources. */
const SHOP_SOURCE = '@lemari/source';

const gateway = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '4000'}`;

// React Router's package exports name only its development build (remix-run/react-router#12532, #14753): its
// production build, without the dev warnings and checks, is aliased by path for production builds.
const reactRouterProduction = (entry: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${entry}`, import.meta.url));

/**
 * Marks the component anatomies' definitions (Zag's, and Chakra's list of all of them) as free of side effects, so
 * those of components the app does not use drop out of the bundle.
 */
const pureAnatomies = (): Plugin => ({
  name: 'lemari:pure-anatomies',
  transform: {
    filter: {
      id: /(@zag-js[\\/][^\\/]+[\\/]dist[\\/].*anatomy\.mjs|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js)$/u,
    },
    handler(code) {
      // Within a line, so the files' source maps still hold (map: null keeps them).
      return {
        code: code.replace(/= (?=createAnatomy\(|[\w$]+\.(?:build|extendWith)\()/gu, '= /* @__PURE__ */ '),
        map: null,
      };
    },
  },
});

/**
 * React Router ships as one large module whose components are made by top-level calls (`React.forwardRef(…)`,
 * `React.memo(…)`, `React.createContext(…)`) and named for the dev tools by top-level assignments
 * (`Form.displayName = "Form"`): the bundler must keep every such statement, and with it every component (Form,
 * the history router's) whether the app uses it or not. Marked pure and without the names, the unused ones drop
 * out. Builds only: the names are what React's dev tools show.
 */
const pureReactRouter = (): Plugin => ({
  name: 'lemari:pure-react-router',
  apply: 'build',
  transform: {
    filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/u },
    handler(code) {
      // Within a line, so the file's source map still holds (map: null keeps it).
      return {
        code: code
          .replace(
            /^(var [\w$]+ = )(?=React\d*\.(?:forwardRef|memo|createContext)\()/gmu,
            '$1/* @__PURE__ */ ',
          )
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gmu, ''),
        map: null,
      };
    },
  },
});

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    graphqlDocuments(fileURLToPath(new URL('./src/generated/graphql.ts', import.meta.url))),
    iconModules(),
    // Lingui's macros (`<Trans>`, t`…`, plural) become message lookups, before React's transform sees the JSX: in
    // production builds the messages' English drops out of the code, which then carries only their ids, and each
    // language's catalogue is its own file (lingui.config.ts). Only modules that use the macros go through Babel.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/u } },
        }),
      ],
      parserOpts: { plugins: ['typescript', 'jsx'] },
    }),
    react(),
    lingui(),
    pureAnatomies(),
    pureReactRouter(),
    brandFont(),
    compressAssets(),
  ],
  resolve: {
    // rxjs (Apollo's observables) names its ES2015 build by this condition; the default is its ES5 build, larger
    // and with tslib's helpers.
    // @lemari/shop (the shop rules) is bundled from its TypeScript sources, which its exports name by SHOP_SOURCE.
    conditions: [SHOP_SOURCE, 'es2015', ...defaultClientConditions],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(mode === 'production'
        ? [
            { find: /^react-router$/u, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/u, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/graphql': { target: gateway }, '/export': { target: gateway } },
  },
  // The server renderer carries every library in its own files: the gateway's image has no web dependencies.
  // (Only for that build: vitest runs on Vite's SSR pipeline too, and must load libraries as they are.)
  ssr: {
    resolve: { conditions: [SHOP_SOURCE, ...defaultServerConditions] },
    ...(isSsrBuild ? { noExternal: true } : {}),
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // The manifest says which chunks the entry loads first (scripts/check-bundle.mjs reads it).
        manifest: true,
        rolldownOptions: {
          // Chakra's theme module builds its default config (every recipe) with defineConfig, an identity function
          // the bundler cannot see through across chunks: said pure, the recipes no screen uses drop out.
          treeshake: { manualPureFunctions: ['defineConfig'] },
          output: {
            // Libraries in their own chunks: they change less often than the app, so browsers keep them cached.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
                // Chakra's styling engine, which every screen needs, with the layout and text primitives that nearly
                // every screen uses. The theme (tokens and recipes) goes with src/lib/theme.ts and later-recipes.ts. Its other components (and the Ark and Zag machines behind them) are not
                // grouped: each goes with the screens that use it, so the dialogs, tabs and form machines of the member
                // area and the back office stay out of the first download.
                {
                  name: 'chakra',
                  test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?!components[\\/]|theme[\\/])|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|stack|flex|grid|simple-grid|center|container|typography|button|icons|badge|card|image|aspect-ratio|skeleton|spinner|separator|alert|group|visually-hidden)[\\/.]|@emotion|@pandacss|stylis)/,
                },
                { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)[\\/]/ },
                // The rest of the first download in one file: left to itself the bundler splits off every module
                // a lazy screen shares (paths, errors, text, the price tag…) as a chunk of its own, and a phone
                // over HTTP/1.1 (six connections, a round trip per file) waited on 16 files for the first screen.
                // (Its modules' dynamic imports stay out of it: the lazy screens and later-recipes.ts.)
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id) => !/[\\/]src[\\/]main\.tsx$/u.test(id),
                  includeDependenciesRecursively: false,
                },
                // The recipes no first screen draws (src/lib/later-recipes.ts), in one file that every lazy screen
                // and deferred piece loads: without it, the product page's group below would take them in.
                {
                  name: 'later-recipes',
                  test: /[\\/]src[\\/]lib[\\/]later-recipes\.ts$|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]/u,
                },
                // A product page's screen with the pieces it draws (the quantity input, its icons): over HTTP/1.1
                // a phone fetched them as 14 files beside the first download, a round trip each. Pieces that other
                // lazy screens share come along in this file, which those screens then load too.
                { name: 'product-page', test: /[\\/]src[\\/]features[\\/]catalogue[\\/]product-page\.tsx$/u },
              ],
            },
          },
        },
      },
}));
