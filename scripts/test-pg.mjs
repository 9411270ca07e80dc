#!/usr/bin/env node
/**
 * Runs the server test suite against a throwaway PostgreSQL server (docs/decisions/003-server-and-database.md: the suite
 * runs on both databases). Starts a private cluster on a free port, runs
 * `vitest --project server` with DATABASE_URL set, then stops and deletes the cluster,
 * also when the tests fail or the run is interrupted. Exit code: vitest's.
 *
 *   node scripts/test-pg.mjs [extra vitest args]
 *   node scripts/test-pg.mjs --run <command…>   any command with DATABASE_URL set instead,
 *                                             e.g. `--run node scripts/bench.mjs` (the API bench on PostgreSQL)
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_ROOT = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

function log(message) {
  process.stderr.write(`[test-pg] ${message}\n`);
}

/** Runs a command to completion; postgres refuses to run as root, so cluster commands go through runuser. */
function run(command, args, { asPostgres = false, quiet = false } = {}) {
  const [cmd, argv] =
    asPostgres && isRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
  // cwd '/': the postgres user cannot read root's home or the repository.
  const result = spawnSync(cmd, argv, {
    cwd: '/',
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(
      `${cmd} ${argv.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result.stdout;
}

/** Newest installed server version's bin directory, or null. */
function findBinDir() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? path.join(PG_ROOT, versions[0], 'bin') : null;
}

function ensurePostgres() {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot) {
    log('PostgreSQL is not installed. Install the Debian package, then run this again:');
    log('  sudo apt-get install -y postgresql');
    process.exit(1);
  }
  log('PostgreSQL is not installed; installing the Debian package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    install = spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env });
  }
  const bin = install.status === 0 ? findBinDir() : null;
  if (!bin) {
    log('Could not install PostgreSQL (apt-get install -y postgresql).');
    process.exit(1);
  }
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const args = process.argv.slice(2);

async function main() {
  const bin = ensurePostgres();
  const dir = mkdtempSync(path.join(tmpdir(), 'tenor-pg-'));
  const data = path.join(dir, 'data');
  let started = false;

  const cleanup = () => {
    if (started) {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], {
          asPostgres: true,
          quiet: true,
        });
      } catch (err) {
        log(`could not stop PostgreSQL: ${err.message}`);
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cleanup();
      process.exit(130);
    });
  }

  try {
    chmodSync(dir, 0o700);
    if (isRoot) run('chown', ['postgres:postgres', dir]);
    run(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      {
        asPostgres: true,
        quiet: true,
      },
    );
    // A disposable cluster: speed over durability, reachable only from this machine.
    appendFileSync(
      path.join(data, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'max_connections = 200',
        '',
      ].join('\n'),
    );
    const port = await freePort();
    run(
      path.join(bin, 'pg_ctl'),
      ['-D', data, '-o', `-p ${port}`, '-l', path.join(dir, 'server.log'), '-w', 'start'],
      {
        asPostgres: true,
        quiet: true,
      },
    );
    started = true;
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    log(
      `PostgreSQL (${path.basename(path.dirname(bin))}) is up on port ${port}; running ${args[0] === '--run' ? args.slice(1).join(' ') : 'the server tests'}`,
    );

    const [command, ...commandArgs] =
      args[0] === '--run'
        ? args.slice(1)
        : ['npx', 'vitest', 'run', '--project', 'server', ...args];
    const code = await new Promise((resolve) => {
      const child = spawn(command, commandArgs, {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: databaseUrl },
      });
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
      child.on('error', (err) => {
        log(`could not start ${command}: ${err.message}`);
        resolve(1);
      });
    });
    return code;
  } finally {
    cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    log(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
