import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Areas, the same names on both sides (DESIGN §2). */
const areas = ['site', 'care', 'promo', 'loans', 'repay', 'dev'];

/** Server modules (src/modules/<name>): the areas plus the two every area reads. */
const sharedModules = ['orders', 'products'];
const serverModules = [...areas, 'health', ...sharedModules];

/** The web app imports only single contract modules, never the server or the whole catalogue. */
const webForbidden = ['**/apps/server/**', '@tenor/server*', '@tenor/contract/api'];

/** Import boundaries of STYLE §3, as restricted-import zones per folder. */
const noImport = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'import/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noImport(
        webForbidden,
        'The web app imports only single contract modules, never the server.',
      ),
    },
  },
  // No feature imports another feature (STYLE §3): per area, every other area is off limits.
  ...areas.map((area) => ({
    files: [`apps/web/src/features/${area}/**/*.{ts,tsx}`],
    rules: noImport(
      [
        ...webForbidden,
        ...areas
          .filter((other) => other !== area)
          .flatMap((other) => [
            `**/features/${other}/**`,
            `../${other}/**`,
            `../../${other}/**`,
            `../../../${other}/**`,
          ]),
      ],
      'A feature imports no other feature; share through src/shared.',
    ),
  })),
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: noImport(
      ['**/features/**', '**/app/**', '**/apps/server/**'],
      'shared imports no feature and not the app shell.',
    ),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: noImport(
      ['**/apps/web/**', '@tenor/web*'],
      'The server imports nothing from the web app.',
    ),
  },
  // Server modules meet only through `orders` and `products`, which import no area module;
  // infrastructure outside src/modules imports no area module.
  ...serverModules.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    rules: noImport(
      [
        '**/apps/web/**',
        '@tenor/web*',
        ...serverModules
          .filter((other) => other !== module && !sharedModules.includes(other))
          .flatMap((other) => [`../${other}/**`, `**/modules/${other}/**`]),
      ],
      'A server module imports only orders and products from other modules.',
    ),
  })),
  {
    files: ['apps/server/src/*/**/*.ts', 'apps/server/src/*.ts'],
    ignores: ['apps/server/src/modules/**', 'apps/server/src/app.ts'],
    rules: noImport(
      [
        '**/apps/web/**',
        '@tenor/web*',
        ...serverModules
          .filter((m) => !sharedModules.includes(m))
          .map((m) => `**/modules/${m}/**`),
      ],
      'Infrastructure (http, db, providers, format, seed) imports no area module.',
    ),
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: noImport(
      ['**/apps/**', '@tenor/server*', '@tenor/web*'],
      'The contract depends on nothing of ours.',
    ),
  },
);
