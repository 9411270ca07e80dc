/**
 * The path check lint runs (scripts/check-paths.mjs): every path a README, a doc or a source
 * comment names must exist. Proven on a small fixture tree — true maps pass, a planted stale
 * path fails with its file and line — and on this repository, whose maps must be true.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const script = path.join(import.meta.dirname, 'check-paths.mjs');
const fixture = path.join(repo, `.tmp/check-paths-${process.pid}`);

const files: Record<string, string> = {
  'package.json': '{ "private": true }\n',
  'packages/contract/package.json': '{ "name": "@tenor/contract" }\n',
  'packages/contract/src/format.ts': 'export const format = 1;\n',
  'apps/server/package.json': '{ "name": "@tenor/server" }\n',
  'apps/server/src/kernel/html.ts': [
    '// Relative to the app: modules/repay/va/account.ts; to the repository:',
    '// apps/server/src/kernel/html.ts; to this folder: ./html.ts and ../modules/repay/va/.',
    '/* Of a package: @tenor/contract/format; installed or built: node_modules/x/y.js,',
    ' * apps/web/dist/index.html. Not paths: https://example.com/a/b.ts, /ops/x.css,',
    ' * modules/<area>/routes.ts, apps/**/src/*.ts, apps/server/src/..., and/or. */',
    "export const inCode = 'modules/gone/in-a-string.ts';",
    'export const re = /\\/\\/ modules\\/gone\\/in-a-regex.ts/;',
    'export const tpl = `${inCode} // modules/gone/in-a-template.ts`;',
    '',
  ].join('\n'),
  'apps/server/src/modules/repay/va/account.ts':
    '// The sibling rail: card/charge.ts; by name alone: charge.ts (not index.ts nor Node.js).\n',
  'apps/server/src/modules/repay/card/charge.ts': 'export {};\n',
  'apps/web/src/features/loans/quote.tsx': [
    'export const Quote = () => (',
    '  // features/loans/quote.tsx is this file; the text below is JSX, not a comment:',
    "  <p>Don't open modules/gone/text.ts</p>",
    ');',
    '{/* docs/guide.md "Quote" */}',
    '',
  ].join('\n'),
  'README.md':
    'Start at [the guide](docs/guide.md#start), `apps/server/src/kernel/html.ts:3` and `apps/web/`.\n',
  'docs/guide.md':
    'The escaper: [html](../apps/server/src/kernel/html.ts); the kit: `kernel/html.ts`.\n',
  // Decision records are history: the files they name may have moved since.
  'docs/decisions/001-old.md': 'Written when `apps/server/src/gone.ts` existed.\n',
};

function write(name: string, text: string) {
  const file = path.join(fixture, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function check(root: string) {
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, stale: run.stdout.trim().split('\n').filter(Boolean) };
}

beforeAll(() => {
  for (const [name, text] of Object.entries(files)) write(name, text);
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

// Each case starts node and walks a tree (the repository's in about 3 s): room for a busy machine.
describe('the path check', { timeout: 60_000 }, () => {
  it('passes a tree whose comments and docs name only files that exist', () => {
    expect(check(fixture)).toEqual({ status: 0, stale: [] });
  });

  it('fails on a planted stale path in a comment or a doc, naming file, line and path', () => {
    write(
      'apps/server/src/modules/repay/va/moved.ts',
      'export {};\n// Was modules/repay/old.ts, then old-account.ts.\n',
    );
    write(
      'docs/more.md',
      '# More\n\nSee `apps/web/src/features/loans/gone.tsx` and `docs/gone/`.\n',
    );
    try {
      expect(check(fixture)).toEqual({
        status: 1,
        stale: [
          'apps/server/src/modules/repay/va/moved.ts:2: modules/repay/old.ts',
          'apps/server/src/modules/repay/va/moved.ts:2: old-account.ts',
          'docs/more.md:3: apps/web/src/features/loans/gone.tsx',
          'docs/more.md:3: docs/gone/',
        ],
      });
    } finally {
      rmSync(path.join(fixture, 'apps/server/src/modules/repay/va/moved.ts'));
      rmSync(path.join(fixture, 'docs/more.md'));
    }
  });

  it("passes this repository's READMEs, docs and comments", () => {
    expect(check(repo)).toEqual({ status: 0, stale: [] });
  });
});
