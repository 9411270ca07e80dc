import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Areas, the same names on both sides (docs/code-style.md "Areas"). */
const areas = ['site', 'care', 'promo', 'loans', 'repay', 'dev'];

/**
 * Server modules (src/modules/<name>): the areas, the two that answer machines rather than
 * pages (health probes, the SMS gateway's receipts) and the documents' downloads and public
 * check (decision 059). The domain they share (orders, products, documents)
 * is a floor below, in src/domain.
 */
const serverModules = [...areas, 'health', 'sms', 'documents'];

/**
 * The web app imports only single contract modules, never the server or the whole
 * catalogue (api-prefixes reads the catalogue: it is for the dev server's config only).
 */
const webForbidden = [
  '**/apps/server/**',
  '@tenor/server*',
  '@tenor/contract/api',
  '@tenor/contract/api-prefixes',
];

/**
 * Web tests assert with matchers that can fail (docs/code-style.md "Tests beside the code"):
 * a getBy/findBy query throws when nothing matches, so `toBeTruthy()` or `toBeDefined()` on it
 * can never fail. These selectors join every web `no-restricted-syntax` list, because a later
 * list for the same files replaces an earlier one.
 */
const assertionsThatCannotFail = [
  'callee.property.name', // screen.getByText(…), within(x).getByText(…)
  'callee.name', // getByText(…) from render()
  'argument.callee.property.name', // await screen.findByText(…)
  'argument.callee.name', // await findByText(…)
].map((query) => ({
  selector: `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/][callee.object.callee.name='expect'][callee.object.arguments.0.${query}=/^(get|query|find)(All)?By/]`,
  message:
    'A getBy/findBy query throws when nothing matches, so this cannot fail: use toBeInTheDocument(), toBeVisible() or toHaveTextContent().',
}));

/**
 * Texts per area (decision 007): a page loads only the shell's pack and its own area's, so
 * code of an area may look up only `common.…` and its own keys; shared code only `common.…`.
 */
const ownTexts = (areasAllowed) => {
  const other = `/^(?!(?:${['common', ...areasAllowed].join('|')})\\.)[a-zA-Z]+\\./`;
  const message = `Only common.… ${areasAllowed.length ? `and ${areasAllowed[0]}.… ` : ''}texts load here.`;
  return {
    'no-restricted-syntax': [
      'error',
      ...[
        // The key itself, or any text in it (a ternary, a template, a cast).
        `CallExpression[callee.name='t'] > Literal:first-child[value=${other}]`,
        `CallExpression[callee.name='t'] > :first-child Literal[value=${other}]`,
        `CallExpression[callee.name='t'] > :first-child TemplateElement:first-child[value.raw=${other}]`,
      ].map((selector) => ({ selector, message })),
      ...assertionsThatCannotFail,
    ],
  };
};

/** Import boundaries (docs/code-style.md "Boundaries"), as restricted-import zones per folder. */
const noImport = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/**
 * The files where `MaybePromise` (apps/server/src/kernel/maybe-promise.ts) may appear: the hot
 * reads answered from memory (docs/code-style.md "Hot reads"). Anything else returns a Promise;
 * a file joins this list with a measurement and a decision record, never to make lint pass.
 */
const maybePromiseFiles = [
  'apps/server/src/kernel/maybe-promise.ts',
  'apps/server/src/kernel/maybe-promise.test.ts',
  // the request's way in: the route core, in-process calls, the signed-in borrower, limits
  'apps/server/src/http/route.ts',
  'apps/server/src/http/call-registry.ts',
  'apps/server/src/plugins/auth.ts',
  'apps/server/src/http/shared-windows.ts',
  'apps/server/src/render/render-budget.ts',
  // rows kept in memory: the versioned cache, the product catalogue, orders and their plans
  'apps/server/src/db/versioned-cache.ts',
  'apps/server/src/domain/products/repository.ts',
  'apps/server/src/domain/orders/order-repository.ts',
  'apps/server/src/domain/orders/plan-as-of.ts',
  // the two measured reads (decision 012): the recommended list and loan details
  'apps/server/src/modules/loans/repository.ts',
  'apps/server/src/modules/loans/daily-rule.ts',
  'apps/server/src/modules/loans/service.ts',
  'apps/server/src/modules/loans/details-service.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Tool configurations that must be CommonJS (dependency-cruiser's).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      // Circles are dependency-cruiser's (scripts/floor-plan.cjs, type-only imports included):
      // import/no-cycle checked the same thing again and took 85 % of ESLint's time.
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
  {
    // The dev server's config reads the API prefixes from the contract (one list, docs/api-conventions.md "Paths").
    files: ['apps/web/vite.config.ts'],
    rules: noImport(
      ['**/apps/server/**', '@tenor/server*'],
      'The web app imports nothing from the server.',
    ),
  },
  {
    // Platform code below features (docs/code-style.md "Platform code in src/lib"): nothing but the entry and the route files
    // in src/app imports src/app, and neither shared nor lib imports a feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...assertionsThatCannotFail],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/web/src/features', './apps/web/src/shared', './apps/web/src/lib'],
              from: './apps/web/src/app',
              message: 'Only the app shell imports src/app; share platform code through src/lib.',
            },
            {
              target: ['./apps/web/src/shared', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'shared and lib import no feature.',
            },
          ],
        },
      ],
    },
  },
  // No feature imports another feature (docs/code-style.md "Boundaries"): per area, every other area is off limits.
  ...areas.map((area) => ({
    files: [`apps/web/src/features/${area}/**/*.{ts,tsx}`],
    rules: {
      ...ownTexts([area]),
      ...noImport(
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
    },
  })),
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      ...ownTexts([]),
      ...noImport(
        [...webForbidden, '**/features/**', '**/app/**'],
        'shared and lib import no feature and not the app shell.',
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: noImport(
      ['**/apps/web/**', '@tenor/web*'],
      'The server imports nothing from the web app.',
    ),
  },
  // Server modules meet only through the domain (src/domain: orders, products), which imports
  // no area module; infrastructure outside src/modules imports no area module.
  ...serverModules.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    rules: noImport(
      [
        '**/apps/web/**',
        '@tenor/web*',
        ...serverModules
          .filter((other) => other !== module)
          .flatMap((other) => [`../${other}/**`, `**/modules/${other}/**`]),
      ],
      'A server module imports no other module; modules meet through src/domain.',
    ),
  })),
  {
    files: ['apps/server/src/*/**/*.ts', 'apps/server/src/*.ts'],
    ignores: ['apps/server/src/modules/**', 'apps/server/src/app.ts'],
    rules: noImport(
      ['**/apps/web/**', '@tenor/web*', ...serverModules.map((m) => `**/modules/${m}/**`)],
      'Infrastructure (http, db, providers, domain, seed) imports no area module.',
    ),
  },
  {
    // One way to write HTML on the server (docs/code-style.md "One way to do each thing"):
    // the `html` template of kernel/html.ts escapes every value; nothing escapes by hand.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/kernel/html.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "ImportDeclaration[source.value='escape-html']",
          'Literal[value=/&(?:amp|lt|gt|quot|apos|#39|#x27);/]',
          'TemplateElement[value.raw=/&(?:amp|lt|gt|quot|apos|#39|#x27);/]',
        ].map((selector) => ({
          selector,
          message: 'Write server HTML with html`…` (kernel/html.ts): it escapes every value.',
        })),
      ],
    },
  },
  {
    // The hot-read pattern stays where it was measured (docs/code-style.md "Hot reads").
    files: ['apps/server/**/*.ts'],
    ignores: maybePromiseFiles,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server',
              from: './apps/server/src/kernel/maybe-promise.ts',
              message:
                'Only the hot reads may return MaybePromise (docs/code-style.md "Hot reads"); return a Promise.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: noImport(
      ['**/apps/**', '@tenor/server*', '@tenor/web*'],
      'The contract depends on nothing of ours.',
    ),
  },
  {
    // A page's script loads the contract's modules before it starts: a schema of several parts
    // kept at module level is built on its first parse, not at import (decision 085).
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > CallExpression.init[callee.object.name='z'][callee.property.name=/^(object|strictObject|looseObject|union|discriminatedUnion|array|record|tuple|intersection)$/]:not([arguments.0.properties.length=0])",
          message:
            'Wrap a module-level schema in z.lazy(() => …): it is then built on its first parse, not when a page loads the module (decision 085).',
        },
      ],
    },
  },
);
