// `npm test`: every check, in the order that fails fastest, then one closing count line.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const reports = resolve('.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['API description (redocly, openapi-typescript)', 'node', ['scripts/check-openapi.mjs']],
  [
    'unit and server tests',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest.json`,
    ],
  ],
  ['build', 'npm', ['run', 'build']],
  ['built server', 'node', ['scripts/smoke-built.mjs']],
  ['bundle budget', 'node', ['scripts/budget.mjs']],
  ['browser', 'node', ['scripts/ensure-chromium.mjs']],
  ['browser tests', 'npx', ['playwright', 'test', '-c', 'e2e']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(`◀ ${name}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  // .ci/run's table of stage times (bench/ci-stages.md): each step of npm test as a row of its own.
  if (process.env.CI_STAGES_FILE) {
    appendFileSync(process.env.CI_STAGES_FILE, `| npm test: ${name} | ${Math.round(seconds)} |\n`);
  }
  if (res.status !== 0) {
    summary();
    process.exit(res.status ?? 1);
  }
}
summary();

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function summary() {
  const vitest = readJson(`${reports}/vitest.json`);
  const pw = readJson(`${reports}/playwright.json`);
  // Playwright counts a test that passed on retry as flaky: it passed, and the report names it.
  const passed =
    (vitest?.numPassedTests ?? 0) + (pw?.stats?.expected ?? 0) + (pw?.stats?.flaky ?? 0);
  const failed = (vitest?.numFailedTests ?? 0) + (pw?.stats?.unexpected ?? 0);
  const skipped = (vitest?.numPendingTests ?? 0) + (pw?.stats?.skipped ?? 0);
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
