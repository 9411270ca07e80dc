import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];

/** A test on a module's path, `/` standing for either separator. */
const matching =
  (...paths: string[]) =>
  (id: string) =>
    paths.some((path) => new RegExp(path.replaceAll('/', '[\\\\/]')).test(id));

/**
 * A group of named modules only: without it, Rolldown would pull everything they import into
 * the group (React, the query cache), and the entry would import the group.
 */
const named = (name: string, ...paths: string[]): Group => ({
  name,
  test: matching(...paths),
  includeDependenciesRecursively: false,
});

/**
 * The app's chunks (the budget and its figures: docs/budgets.md, decision 024). Left to
 * itself, Rolldown splits the modules pages share into one chunk per set of pages, and each
 * file is compressed on its own: `/that` loaded 31 small files, ~5.8 KB of its figure the
 * split itself. These groups keep together what is loaded together:
 *
 * - `index`: the entry and everything it imports statically (the launch parameters, the
 *   theme), in one file (rolldown/rolldown#10731);
 * - `react` (Preact and its React compatibility layer, decision 080) and `query`: the
 *   libraries main.tsx runs a task each before the app's start (decision 024, session 14),
 *   each in a file of its own; the class helpers go with
 *   React, run first, as the query cache uses them;
 * - `start`: the app's start (start.tsx) and everything it imports that no other group
 *   names — the providers, the router (lib/navigation.tsx, decision 089), the texts, the toaster, the shared UI it renders; in
 *   the promotion landing's build, the landing's start (app/promo/promo-start.tsx) and all it
 *   renders, in one file rather than split among the app's groups;
 * - `page-kit`: what every app page renders with (`PageRoute`, the pages' data declarations,
 *   their parameters and hooks, the query hooks, cards, rows, the dialog), which the official
 *   site's pages (home, about, policy, contact, user, loan) do not load;
 * - `schemas`: zod's schemas and core, the contract's endpoint and field helpers: loaded with
 *   the first endpoint a page calls (decision 091), not with the page, except where a page
 *   names a schema or a signed link as it renders; a page with no schema loads no Zod
 *   (`src/app/zod-setup.ts` sets Zod up without importing it);
 * - `repay-kit`: what the repayment pages share (their states, links and rows, the pay
 *   choice and the gateway call; the repay endpoints load when called, decision 091);
 * - `open-url`: the bridge to the native app, the safe URL opener and the way home outside
 *   the app (app-home.ts).
 *
 * A module matched here stays in its group whatever imports it next, so a change to one
 * page moves fewer of the chunks of others. The skeleton stays out of the page kit: in
 * it, its stylesheet came before the pages' own on five pages instead of after them, and
 * their placeholders' corners changed (both set `border-radius`).
 */
export const appChunks: Group[] = [
  { name: 'index', tags: ['$initial'], priority: 2 },
  {
    ...named(
      'page-kit',
      'src/shared/page/(page-route|query-view)\\.tsx',
      'src/shared/page/(page-data|use-page-data|use-page-params)\\.ts',
      'contract/src/page-params\\.ts',
      'src/shared/ui/(card|stack|detail-rows|action-bar|dialog|no-session|error-state)\\.tsx',
      'src/shared/ui/(blocks|detail-rows|dialog)\\.module\\.css',
      '@tanstack/query-core/.*/queryObserver\\.js',
      '@tanstack/react-query/.*/(useQuery|useBaseQuery|queryOptions|suspense|errorBoundaryUtils|IsRestoringProvider|QueryErrorResetBoundary)\\.js',
    ),
    priority: 3,
  },
  named(
    'schemas',
    'zod/v4/core/(core|util|schemas|checks|api|parse|errors|regexes|versions)\\.js',
    'zod/v4/mini/schemas\\.js',
    'contract/src/(built-on-read|endpoint|fields)\\.ts',
  ),
  named(
    'repay-kit',
    'features/repay/(repay-links|pay-choice|method-label)\\.ts',
    'features/repay/api/(init-pay-type|generate-vcode|repayment-huichao)\\.ts',
    'features/repay/components/(repay-states|picker-row|service-contact)\\.tsx',
    'features/repay/components/repay\\.module\\.css',
    'src/shared/countdown\\.ts',
  ),
  named('open-url', 'src/lib/bridge\\.ts', 'src/shared/(safe-url|app-home)\\.ts'),
  {
    ...named('react', 'node_modules/preact/', '@oxc-project\\+runtime@[\\w.-]+/helpers/'),
    priority: 3,
  },
  { ...named('query', '@tanstack/query-core/', '@tanstack/react-query/'), priority: 3 },
  {
    name: 'start',
    test: matching('src/app/start\\.tsx', 'src/app/promo/promo-start\\.tsx'),
    priority: 1,
  },
];
