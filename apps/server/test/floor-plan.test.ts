/**
 * The floor plan lint enforces (scripts/floor-plan.cjs, run by `npm run lint` through
 * dependency-cruiser): proven on a small fixture tree, so a rule that stopped matching — a
 * renamed folder, a type-only import it no longer sees — fails here, not silently.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules are CommonJS, as dependency-cruiser's configuration that loads them must be.
const { floorPlan } = createRequire(import.meta.url)('../../../scripts/floor-plan.cjs') as {
  floorPlan: (roots: { server: string; web: string }) => IForbiddenRuleType[];
};

const repo = path.resolve(import.meta.dirname, '../../..');
// Relative to where the run started: dependency-cruiser names modules by paths from there.
const fixture = path.relative(process.cwd(), path.join(repo, `.tmp/floor-plan-${process.pid}`));
const server = `${fixture}/server`;
const web = `${fixture}/web`;

const files: Record<string, string> = {
  // A type-only import from the kernel up to the renderer: an upward import all the same.
  [`${server}/kernel/clock.ts`]:
    "import type { Page } from '../render/page.ts';\nexport type Clock = Page;\n",
  [`${server}/render/page.ts`]: 'export interface Page { html: string }\n',
  // The database may use the kernel: allowed.
  [`${server}/db/rows.ts`]:
    "import type { Clock } from '../kernel/clock.ts';\nexport type Row = Clock;\n",
  // Two type-only imports in a circle.
  [`${server}/http/a.ts`]: "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
  [`${server}/http/b.ts`]: "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
  // Web platform code reaching up into the shared kit.
  [`${web}/lib/bridge.ts`]:
    "import { toast } from '../shared/toast.ts';\nexport const bridge = toast;\n",
  [`${web}/shared/toast.ts`]: 'export const toast = 1;\n',
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let violations: Violation[] = [];

beforeAll(async () => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const result = await cruise([fixture], {
    validate: true,
    ruleSet: { forbidden: floorPlan({ server, web }) },
    tsPreCompilationDeps: true,
  });
  const output = result.output as { summary: { violations: Violation[] } };
  violations = output.summary.violations;
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const named = (rule: string) => violations.filter((v) => v.rule.name === rule);

describe('the floor plan', () => {
  it('refuses an upward import, type-only included', () => {
    expect(named('server-kernel-not-up').map((v) => [v.from, v.to])).toEqual([
      [`${server}/kernel/clock.ts`, `${server}/render/page.ts`],
    ]);
  });

  it('refuses an import circle, type-only included', () => {
    expect(named('no-circular').map((v) => v.from)).toEqual([
      expect.stringMatching(/\/http\/[ab]\.ts$/),
    ]);
  });

  it('refuses web platform code importing the shared kit', () => {
    expect(named('web-lib-not-up').map((v) => v.from)).toEqual([`${web}/lib/bridge.ts`]);
  });

  it('allows an import down the floors', () => {
    expect(violations.filter((v) => v.from === `${server}/db/rows.ts`)).toEqual([]);
  });
});
