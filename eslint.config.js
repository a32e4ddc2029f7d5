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
);
