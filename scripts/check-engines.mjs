#!/usr/bin/env node
/**
 * Every production package supports every supported Node runtime (docs/operations.md
 * "Node runtimes"): no `EBADENGINE` for what the server loads. Reads package-lock.json, where
 * npm records each package's `engines`; dev-only packages (flagged `dev`) are not checked, and
 * an optional one needs to support only some runtimes (npm skips it quietly on the others).
 *
 *   node scripts/check-engines.mjs
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';

/** The oldest release of each supported line (package.json "engines"). */
const SUPPORTED = ['20.19.0', '22.12.0', '24.0.0'];

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

const ours = semver.validRange(root.engines.node);
for (const version of SUPPORTED) {
  if (!semver.satisfies(version, ours)) {
    console.error(`package.json engines "${root.engines.node}" leaves out Node ${version}`);
    process.exit(1);
  }
}

const problems = [];
let checked = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  if (where === '' || entry.dev || entry.link || !where.includes('node_modules/')) continue;
  checked += 1;
  const range = typeof entry.engines === 'object' ? entry.engines.node : undefined;
  if (range === undefined) continue;
  const missing = SUPPORTED.filter((v) => !semver.satisfies(v, range, { includePrerelease: true }));
  // npm skips an optional package on a runtime it does not support, without a warning: the
  // Node-API build of better-sqlite3 (Node 22+) beside the one Node 20 runs (sqlite-driver.ts).
  if (entry.optional && missing.length < SUPPORTED.length) continue;
  if (missing.length > 0) {
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    problems.push(`${name}@${entry.version} needs node ${range}: not ${missing.join(', ')}`);
  }
}

if (problems.length > 0) {
  console.error(`Production packages outside the supported runtimes (${SUPPORTED.join(', ')}):`);
  for (const p of problems) console.error(`  - ${p}`);
  console.error(
    'Pin a version that supports them (package.json "overrides" or the dependency range).',
  );
  process.exit(1);
}
console.log(`engines: ${checked} production packages support Node ${SUPPORTED.join(', ')}`);
