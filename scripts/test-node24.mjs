#!/usr/bin/env node
/**
 * The contract and server suites a second time under Node 24 LTS (docs/operations.md "Node
 * runtimes"): the code is proven on a maintained runtime, not only on this machine's Node 20. Node
 * 24 comes from the npm registry's `node` package (it ships the binary), installed once under
 * .tmp/node24. The embedded database runs on better-sqlite3 13 from Node 22 on
 * (apps/server/src/db/sqlite-driver.ts): when `npm ci` ran on Node 20, npm skipped that optional
 * package, so it is installed under .tmp/node24 too (prebuilt, nothing to compile) and a resolve
 * hook points Node 24 at it.
 *
 *   node scripts/test-node24.mjs [extra vitest args]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const home = path.join(repoRoot, '.tmp/node24');
const node24 = path.join(home, 'node_modules/node/bin/node');
const npmCli = process.env.npm_execpath ?? '/usr/lib/node_modules/npm/bin/npm-cli.js';

const log = (message) => process.stderr.write(`[node24] ${message}\n`);

/** The versions the lockfile pins: Node's line, and better-sqlite3 13 under its alias. */
function wanted() {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const entry = lock.packages['node_modules/better-sqlite3-napi'];
  if (entry === undefined) throw new Error('package-lock.json has no better-sqlite3-napi');
  return [`node@24`, `better-sqlite3@${entry.version}`];
}

function install() {
  const packages = wanted();
  const have = (name, version) => {
    const file = path.join(home, 'node_modules', name, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === version;
  };
  const sqliteVersion = packages[1].split('@')[1];
  if (existsSync(node24) && have('better-sqlite3', sqliteVersion)) return;
  log(`installing ${packages.join(' and ')} from the npm registry into ${home}`);
  mkdirSync(home, { recursive: true });
  const runner = existsSync(node24) ? node24 : process.execPath;
  const res = spawnSync(
    runner,
    [npmCli, 'install', '--no-save', '--no-audit', '--no-fund', '--prefix', home, ...packages],
    { cwd: home, stdio: 'inherit' },
  );
  if (res.status !== 0) throw new Error(`npm install failed (${res.status})`);
}

install();
const version = spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout.trim();
// Installed by `npm ci` on Node 22+; otherwise the copy installed here.
const installed = createRequire(path.join(repoRoot, 'apps/server/package.json'));
let entry;
try {
  entry = installed.resolve('better-sqlite3-napi');
} catch {
  entry = createRequire(path.join(home, 'package.json')).resolve('better-sqlite3');
}
log(
  process.env.DATABASE_URL
    ? `running the contract and server suites on Node ${version}, on PostgreSQL`
    : `running the contract and server suites on Node ${version} (SQLite driver ${entry})`,
);
const hook = path.join(repoRoot, 'scripts/node24-sqlite-hook.mjs');
// Child processes the tests start (the server under test) run on Node 24 with the hook too.
const res = spawnSync(
  node24,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'contract',
    '--project',
    'server',
    ...process.argv.slice(2),
  ],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH ?? ''}`,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(hook).href}`.trim(),
      TENOR_SQLITE_NAPI_ENTRY: entry,
    },
  },
);
process.exit(res.status ?? 1);
