#!/usr/bin/env node
/**
 * `npm run audit:deps` (run by .ci/run): the production dependencies against the registry's
 * advisories, `npm audit --omit=dev --audit-level=high`. Fails (exit 1) when the registry
 * answers and names a high or critical advisory; only warns when there is no answer (no
 * network, or a registry mirror without the audit service), so an offline CI run is not
 * blocked by what it cannot know. Decision 023.
 *
 *   node scripts/audit.mjs                    ask the registry
 *   node scripts/audit.mjs --report <file>    judge a saved `npm audit --json` report
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BLOCKING = ['high', 'critical'];

function log(message) {
  process.stderr.write(`[audit] ${message}\n`);
}

function askRegistry() {
  const res = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return res.stdout ?? '';
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** 'fail' with the blocking advisories, 'pass' with the counts, or 'unknown' with why. */
function verdict(report) {
  const counts = report?.metadata?.vulnerabilities;
  if (counts === undefined) {
    const why = report?.error?.summary || report?.message || 'no audit report';
    return { state: 'unknown', why };
  }
  const blocking = Object.values(report.vulnerabilities ?? {})
    .filter((v) => BLOCKING.includes(v.severity))
    .map((v) => {
      const titles = (v.via ?? []).filter((x) => typeof x === 'object').map((x) => x.title);
      return `${v.name} (${v.severity}${titles.length ? `: ${titles.join('; ')}` : ''})`;
    });
  const total = BLOCKING.reduce((n, s) => n + (counts[s] ?? 0), 0);
  return total > 0 ? { state: 'fail', blocking, counts } : { state: 'pass', counts };
}

const fileArg = process.argv.indexOf('--report');
const text = fileArg > 0 ? readFileSync(process.argv[fileArg + 1] ?? '', 'utf8') : askRegistry();
const result = verdict(parse(text));
const summary = (c) =>
  ['critical', 'high', 'moderate', 'low'].map((s) => `${c[s] ?? 0} ${s}`).join(', ');

if (result.state === 'unknown') {
  log(`WARNING: the registry gave no audit answer (${result.why}); dependencies not checked`);
  process.exit(0);
}
if (result.state === 'fail') {
  log(`FAILED: production dependencies have advisories (${summary(result.counts)}):`);
  for (const line of result.blocking) log(`  ${line}`);
  process.exit(1);
}
log(`ok: production dependencies ${summary(result.counts)}`);
