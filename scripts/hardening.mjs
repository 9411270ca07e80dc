#!/usr/bin/env node
// `npm run hardening`: the hardening tests at nightly size (FUZZ_RUNS=1000; decision 023) —
// the fuzz of every contract endpoint on SQLite, money under stress and the kill -9 rounds on
// SQLite and on a throwaway PostgreSQL (scripts/test-pg.mjs) — then bench/hardening.md from
// the figures the tests leave in .tmp/hardening/. Exit code: 1 when a run failed (the report
// is written anyway, with the failing run marked).
//
//   FUZZ_RUNS=1000        requests per endpoint (and the nightly sizes of the other tests)
//   HARDENING_PG=0        skip the PostgreSQL half
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

const reportDir = resolve('.tmp/hardening');
const runs = process.env.FUZZ_RUNS ?? '1000';
const withPg = process.env.HARDENING_PG !== '0';
const env = { ...process.env, FUZZ_RUNS: runs, HARDENING_REPORT: reportDir };
const files = {
  fuzz: 'test/fuzz.test.ts',
  stress: 'test/money-stress.test.ts',
  kill: 'test/kill-restart.test.ts',
};

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const startedAt = new Date();
const loadAtStart = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');

function run(label, cmd, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = (Date.now() - started) / 1000;
  console.log(`◀ ${label}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  return { label, ok: res.status === 0, seconds };
}

const results = [
  run('SQLite: fuzz, money under stress, kill -9', 'npx', [
    'vitest',
    'run',
    '--project',
    'server',
    files.fuzz,
    files.stress,
    files.kill,
  ]),
];
if (withPg) {
  results.push(
    run('PostgreSQL: money under stress, kill -9', 'node', [
      'scripts/test-pg.mjs',
      files.stress,
      files.kill,
    ]),
  );
}

const figures = Object.fromEntries(
  readdirSync(reportDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(reportDir, f), 'utf8'))]),
);

const gitHead = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout;
const row = (cells) => `| ${cells.join(' | ')} |`;
const lines = [
  '# Hardening figures',
  '',
  `Written by \`npm run hardening\` (scripts/hardening.mjs) at ${startedAt.toISOString()}, commit ${gitHead.trim() || 'unknown'}; not by hand. What each test proves: [decision 023](../docs/decisions/023-hardening-tests.md). \`npm test\` runs the same tests at a smaller fixed-seed size on every CI run.`,
  '',
  `Machine: ${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB; Node ${process.version}; load average at start ${loadAtStart}.`,
  '',
  row(['run', 'result', 'seconds']),
  row(['---', '---', '---:']),
  ...results.map((r) => row([r.label, r.ok ? 'passed' : '**FAILED**', r.seconds.toFixed(0)])),
  '',
];

const fuzz = figures['fuzz-sqlite'];
if (fuzz) {
  const total = (key) => fuzz.endpoints.reduce((n, e) => n + e[key], 0);
  lines.push(
    '## Fuzz (SQLite)',
    '',
    `${fuzz.endpoints.length} contract endpoints, ${fuzz.runsPerEndpoint} requests each from seed ${fuzz.seed}: ${total('requests')} requests, **${total('status5xx')} × 5xx**, ${total('problems')} answers outside the envelope rules, ${total('refused')} payloads refused, ${total('accepted')} accepted. Heap after a full collection: ${(fuzz.heapGrowthBytes / 2 ** 20).toFixed(1)} MB above where it started${fuzz.collected ? '' : ' (no collection available)'}.`,
    '',
    row(['endpoint', 'requests', '5xx', 'refused', 'accepted', 'problems', 'heap change MB']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...fuzz.endpoints.map((e) =>
      row([
        e.endpoint,
        e.requests,
        e.status5xx,
        e.refused,
        e.accepted,
        e.problems,
        (e.heapGrowthBytes / 2 ** 20).toFixed(1),
      ]),
    ),
    '',
  );
}

const dialects = ['sqlite', 'postgres'].filter((d) => figures[`money-stress-${d}`]);
if (dialects.length > 0) {
  lines.push(
    '## Money under concurrency',
    '',
    row(['database', 'case', 'rounds', 'requests', 'rounds with a double']),
    row(['---', '---', '---:', '---:', '---:']),
  );
  for (const d of dialects) {
    const f = figures[`money-stress-${d}`];
    const cases = [
      ['identicalCommits', `${f.commitsAtOnce} identical card commits at once`],
      ['identicalPushes', `${f.pushesAtOnce} identical loan applications at once`],
      ['webhookReplays', `payment notifications, each sent ${f.replays} times, shuffled`],
    ];
    for (const [key, label] of cases) {
      const c = f[key];
      if (c) lines.push(row([d, label, c.rounds, c.requests, c.doubles]));
    }
  }
  lines.push('');
}

const killed = ['sqlite', 'postgres'].filter((d) => figures[`kill-restart-${d}`]);
if (killed.length > 0) {
  lines.push(
    '## Kill -9 during a burst of payments, notifications and applications',
    '',
    row(['database', 'rounds', 'requests', 'acknowledged', 'lost', 'doubled', 'killed after (ms)']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---']),
    ...killed.map((d) => {
      const k = figures[`kill-restart-${d}`];
      return row([
        d,
        k.rounds,
        k.requests,
        k.acknowledged,
        k.lost,
        k.doubled,
        k.killedAfterMs.join(', '),
      ]);
    }),
    '',
  );
}

mkdirSync('bench', { recursive: true });
writeFileSync('bench/hardening.md', `${lines.join('\n')}`);
console.log(`\nwrote bench/hardening.md${existsSync(reportDir) ? ` from ${reportDir}` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
