// One lint setup for the whole workspace: typescript-eslint's recommended rules on every package.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// web/src's layers (STYLE.md, after bulletproof-react): app composes features; a feature uses components/ and lib/
// but never app/ or another feature; components/ and lib/ use neither. Shared code moves down instead.
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_UP = { group: ['../*/**', '../../**'], message: 'Import through @/ from components/ or lib/.' };
const webLayers = [
  ...WEB_FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'A feature never imports the app layer.' },
            {
              group: ['@/features/*', `!@/features/${feature}`],
              message: 'A feature never imports another feature: move shared code to components/ or lib/.',
            },
            NOT_UP,
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/features/*'],
              message: 'components/ and lib/ sit below app/ and features/.',
            },
          ],
        },
      ],
    },
  },
];

// rest-api/src's layers (STYLE.md, after fastify/demo): plugins/ registers cross-cutting infrastructure as
// decorators and knows no domain (a domain's service is its domains/<domain>/plugin.ts); lib/ and db/ sit below
// both. app.ts composes them.
const REST_DOMAINS = {
  group: ['**/domains/**'],
  message: "plugins/ knows no domain: a domain's service is its domains/<domain>/plugin.ts, wired in app.ts.",
};
const REST_SEED = { group: ['**/seed/**'], message: 'plugins/ never seeds: app.ts runs the seed.' };
const restLayers = [
  {
    files: ['rest-api/src/plugins/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [REST_DOMAINS, REST_SEED] }] },
  },
  {
    files: ['rest-api/src/lib/**/*.ts', 'rest-api/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domains/**', '**/plugins/**', '**/seed/**', '**/app.js'],
              message: 'lib/ and db/ import nothing above them.',
            },
          ],
        },
      ],
    },
  },
];

// The gateway knows the REST API by the types of its answers only, all from one module, @lemari/rest-api/contract
// (rest-api/src/contract.ts): no deeper path of the package, and no relative path into rest-api/ from its sources.
// Its tests and benchmarks do reach into ../../rest-api/ by relative paths, as test infrastructure: they start
// the REST API in-process (src/app.ts, src/db), seed it through its test helpers (test/helpers) and run its jobs
// (an order sweep); the contract is still the only way in by the package's name.
const REST_CONTRACT_MESSAGE =
  "Import the REST API's types from @lemari/rest-api/contract; add what the gateway needs there.";
const REST_CONTRACT = {
  paths: [{ name: '@lemari/rest-api', message: REST_CONTRACT_MESSAGE }],
  patterns: [{ group: ['@lemari/rest-api/*', '!@lemari/rest-api/contract'], message: REST_CONTRACT_MESSAGE }],
};
const gatewayRestImports = [
  {
    files: ['gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REST_CONTRACT.paths,
          patterns: [
            ...REST_CONTRACT.patterns,
            {
              group: ['**/rest-api/**', '!@lemari/**'],
              message: "The gateway's sources reach the REST API through @lemari/rest-api/contract only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['gateway/test/**/*.ts', 'gateway/bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', REST_CONTRACT] },
  },
];

/**
 * Visible text in the web app goes through Lingui (issue 23): text between tags, the attributes a person reads or
 * hears (labels, titles, placeholders, alternative texts, helper and error texts), and the toaster's titles and
 * descriptions. A brand or code that reads the same in every language is written as an expression (`{'QRIS'}`)
 * with a comment saying so.
 */
const PEOPLE_READ =
  '/^(alt|title|label|heading|placeholder|description|aria-(label|description|valuetext)|.*(Label|Title|Text|Message|Heading|Placeholder|Description))$/';
const VISIBLE_TEXT = [
  {
    // Text inside <Trans> (markup within it too) is the catalogue's.
    selector: "JSXText[value=/[A-Za-z]{2,}/]:not(JSXElement[openingElement.name.name='Trans'] JSXText)",
    message: 'Visible text goes through Lingui: <Trans>…</Trans> (issue 23).',
  },
  {
    selector: `JSXAttribute[name.name=${PEOPLE_READ}] > Literal[value=/[A-Za-z]{2,}/]`,
    message: 'A label people read goes through Lingui: {t`…`} from useLingui() (issue 23).',
  },
  {
    selector: `JSXAttribute[name.name=${PEOPLE_READ}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]`,
    message: 'A label people read goes through Lingui: {t`…`} from useLingui() (issue 23).',
  },
  {
    selector: `JSXAttribute[name.name=${PEOPLE_READ}] > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]`,
    message: 'A label people read goes through Lingui: {t`…`} from useLingui() (issue 23).',
  },
  {
    selector:
      "CallExpression[callee.object.name='toaster'] Property[key.name=/^(title|description)$/] > Literal[value=/[A-Za-z]{2,}/]",
    message: 'A toast people read goes through Lingui: t`…` from useLingui() (issue 23).',
  },
  {
    selector:
      "CallExpression[callee.object.name='toaster'] Property[key.name=/^(title|description)$/] > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]",
    message: 'A toast people read goes through Lingui: t`…` from useLingui() (issue 23).',
  },
];

/**
 * Files whose visible text is still being moved into the catalogues (issue 23): each leaves this list as its text
 * goes through Lingui. The list ends empty.
 */
const VISIBLE_TEXT_PENDING = [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  {
    // Benchmarks exist to print figures; the start script tells the operator where the shop runs; the bundle
    // check prints the first load's chunks.
    files: ['**/bench/**/*.ts', 'tests/perf/**/*.ts', 'scripts/**/*.mjs', 'web/scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['**/test/**/*.ts', '**/tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...webLayers,
  ...restLayers,
  ...gatewayRestImports,
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/test/**', ...VISIBLE_TEXT_PENDING],
    rules: { 'no-restricted-syntax': ['error', ...VISIBLE_TEXT] },
  },
);
