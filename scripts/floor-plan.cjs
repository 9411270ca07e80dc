/**
 * The floor plan (docs/code-style.md "Floor plan"): each folder may import its own floor and
 * the floors below, never above, and nothing imports in a circle. Type-only imports count
 * (`tsPreCompilationDeps`): a type that points up is a design pointing up.
 * Used by .dependency-cruiser.cjs (`npm run lint`) and by its test
 * (apps/server/test/floor-plan.test.ts).
 */
/** The rules for a server and a web source folder (the test cruises fixtures with them). */
function floorPlan({ server = 'apps/server/src', web = 'apps/web/src' } = {}) {
  /** Server floors, lowest first: a folder (or file) is on one floor, never two (decision 048). */
  const serverFloors = [
    ['kernel', `^${server}/(kernel/|config\\.ts|config/|format/|i18n\\.ts|repo-root\\.ts)`],
    ['db', `^${server}/db/`],
    ['services', `^${server}/(auth|providers)/`],
    ['http', `^${server}/(http|desk)/`],
    ['domain', `^${server}/domain/`],
    ['content', `^${server}/content/`],
    ['demo', `^${server}/seed/`],
    ['areas', `^${server}/modules/`],
    ['shell', `^${server}/(render|ops|plugins)/`],
    ['start', `^${server}/(app|server)\\.ts$`],
  ];

  /** Web floors, lowest first: platform code, shared kit, features, the app shell. */
  const webFloors = [
    ['lib', `^${web}/lib/`],
    ['shared', `^${web}/shared/`],
    ['features', `^${web}/features/`],
    ['app', `^${web}/app/`],
  ];

  const notUp = (side, floors) =>
    floors.slice(0, -1).map(([name, path], i) => ({
      name: `${side}-${name}-not-up`,
      comment: `${side}: ${name} imports only its floor and the ones below (${floors
        .slice(0, i + 1)
        .map(([n]) => n)
        .join(', ')})`,
      severity: 'error',
      from: { path, pathNot: '\\.test\\.tsx?$' },
      to: { path: floors.slice(i + 1).map(([, p]) => p) },
    }));

  return [
    {
      name: 'no-circular',
      comment: 'No import circles, type-only ones included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...notUp('server', serverFloors),
    ...notUp('web', webFloors),
  ];
}

module.exports = { floorPlan };
