// `npm test`: every check, in the order that fails fastest, then one closing count line.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const reports = resolve('.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The static checks each keep one core busy with one process, so on CI's 2 cores they run side
// by side (their output printed whole, one after the other); the steps after them run alone.
const checks = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['API description (redocly, openapi-typescript)', 'node', ['scripts/check-openapi.mjs']],
];
// The embedded database's driver compiles from source here (its prebuilt binaries are on GitHub,
// out of reach): CI installs with `npm ci --ignore-scripts` and the compile, one core for about two
// minutes, runs beside the static checks instead of alone inside `npm ci` (decision 043).
if (!existsSync('node_modules/better-sqlite3/build/Release/better_sqlite3.node')) {
  checks.push([
    'embedded database driver (better-sqlite3 build)',
    'npm',
    ['rebuild', 'better-sqlite3'],
  ]);
}
const steps = [
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

const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` };

/** Writes a step's row to .ci/run's table of stage times (bench/ci-stages.md). */
function recordStage(name, seconds) {
  if (process.env.CI_STAGES_FILE) {
    appendFileSync(process.env.CI_STAGES_FILE, `| npm test: ${name} | ${Math.round(seconds)} |\n`);
  }
}

function finish(name, status, seconds) {
  console.log(`◀ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  recordStage(name, seconds);
}

/** Runs one check with its output kept, to be printed whole when it ends. */
function runKept(name, cmd, args) {
  return new Promise((resolveRun) => {
    const started = Date.now();
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      finish(name, status ?? 1, (Date.now() - started) / 1000);
      resolveRun(status ?? 1);
    });
  });
}

const checked = await Promise.all(checks.map(([name, cmd, args]) => runKept(name, cmd, args)));
const failedCheck = checked.find((status) => status !== 0);
if (failedCheck !== undefined) {
  summary();
  process.exit(failedCheck);
}

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  finish(name, res.status ?? 1, (Date.now() - started) / 1000);
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
