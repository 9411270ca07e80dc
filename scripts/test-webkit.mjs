#!/usr/bin/env node
/**
 * `npm run test:webkit`: the main journeys of both markets in real WebKit (what iPhones
 * run), decision 027. Starts the demo server as e2e/serve.mjs does on a free port, a
 * virtual display with WebKitWebDriver (Debian's webkit2gtk-driver) on another, runs
 * e2e/webkit/run.ts, and always stops all three (each is its own process group).
 *
 *   node scripts/test-webkit.mjs [words…]   only the journeys whose name has every word
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = path.join(root, '.tmp/webkit');
const STARTUP_MS = 180_000;

const log = (message) => console.log(`[webkit] ${message}`);

function which(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
}

function fail(message) {
  console.error(`[webkit] ${message}`);
  process.exit(1);
}

const driverBin = which('WebKitWebDriver');
const xvfbRun = which('xvfb-run');
/** Debian ships MiniBrowser beside WebKitGTK's other helpers: /usr/lib/<arch>/webkit2gtk-4.x/. */
function findBrowser() {
  for (const arch of readdirSync('/usr/lib')) {
    let dirs = [];
    try {
      dirs = readdirSync(path.join('/usr/lib', arch)).filter((d) => d.startsWith('webkit2gtk-4.'));
    } catch {
      continue;
    }
    for (const dir of dirs) {
      const file = path.join('/usr/lib', arch, dir, 'MiniBrowser');
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}
const browser = findBrowser();
if (!driverBin || !xvfbRun || !browser) {
  fail(
    'needs WebKitWebDriver with MiniBrowser and xvfb-run: apt-get install -y webkit2gtk-driver xvfb',
  );
}
const webBuild = ['dist', 'dist-server'].map((d) => path.join(root, 'apps/web', d));
if (!existsSync(path.join(webBuild[0], 'index.html')) || !existsSync(webBuild[1])) {
  log('no web build yet: npm run build -w @tenor/web');
  const built = spawnSync('npm', ['run', 'build', '-w', '@tenor/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) fail('the web build failed');
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

/**
 * MiniBrowser's toolbar makes its window at least 447 px wide; a GTK style for this run
 * only shrinks it, so the page gets a phone's 360 px. Web content is not styled by GTK.
 */
/**
 * The server serves a copy of the web build made now: a rebuild during the run (another
 * task in the same tree) would otherwise delete the hashed scripts its pages name.
 */
const web = path.join(work, 'web');
for (const dir of webBuild) cpSync(dir, path.join(web, path.basename(dir)), { recursive: true });

const xdg = path.join(work, 'xdg');
mkdirSync(path.join(xdg, 'gtk-3.0'), { recursive: true });
writeFileSync(
  path.join(xdg, 'gtk-3.0/gtk.css'),
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
);

/** What this run started: { name, pid, exited, stop }. */
const children = [];

/**
 * Starts a command in its own process group, its output in .tmp/webkit/<name>.log. `stop`
 * asks it to end (by default TERM to the whole group).
 */
function start(name, command, args, env, stop = (pid) => signalGroup(pid, 'SIGTERM')) {
  const out = openSync(path.join(work, `${name}.log`), 'w');
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  closeSync(out);
  const entry = { name, pid: child.pid, exited: false, stop: () => stop(child.pid) };
  child.on('exit', () => (entry.exited = true));
  children.push(entry);
  return entry;
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // the group is gone
  }
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so read after its closing bracket.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // It ended while we looked.
    }
  }
  return found;
}

/**
 * xvfb-run (a POSIX shell script) removes its X server, lock and auth folder only when its
 * command ends: the driver is asked to stop, not xvfb-run, which a TERM would kill outright.
 */
function stopDriver(xvfbRunPid) {
  for (const pid of childrenOf(xvfbRunPid)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Asks every group to end, waits until each is empty, KILLs what is left after 15 s. */
async function stopAll() {
  for (const entry of children) entry.stop();
  const deadline = Date.now() + 15_000;
  const alive = () => children.filter((e) => signalGroup(e.pid, 0));
  while (alive().length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const entry of alive()) {
    log(`${entry.name} did not stop: killing its process group`);
    signalGroup(entry.pid, 'SIGKILL');
  }
}

async function waitUntil(what, entry, probe) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (entry.exited)
      throw new Error(`${what}: ${entry.name} exited (see .tmp/webkit/${entry.name}.log)`);
    try {
      if (await probe()) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up within ${STARTUP_MS / 1000} s`);
}

function tail(name) {
  try {
    const lines = readFileSync(path.join(work, `${name}.log`), 'utf8')
      .trim()
      .split('\n');
    return lines.slice(-15).join('\n');
  } catch {
    return '';
  }
}

const started = Date.now();
const [serverPort, driverPort] = [await freePort(), await freePort()];
let status = 1;
let journeys;

/** Stops what this run started and removes the server's data folder; once. */
let teardown;
const tearDown = () =>
  (teardown ??= stopAll().then(() =>
    rmSync(path.join(root, `.tmp/e2e-data-${serverPort}`), { force: true, recursive: true }),
  ));

const interrupt = async () => {
  if (teardown) return;
  journeys?.kill('SIGTERM');
  await tearDown();
  process.exit(130);
};
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);

try {
  const baseUrl = `http://127.0.0.1:${serverPort}`;
  const driverUrl = `http://127.0.0.1:${driverPort}`;
  const server = start('server', 'node', ['e2e/serve.mjs'], {
    E2E_PORT: String(serverPort),
    WEB_DIST: path.join(web, 'dist'),
  });
  const driver = start(
    'driver',
    xvfbRun,
    ['-a', '-s', '-screen 0 1280x1024x24', driverBin, `--port=${driverPort}`],
    { XDG_CONFIG_HOME: xdg },
    stopDriver,
  );
  await waitUntil('the demo server', server, async () => (await fetch(`${baseUrl}/healthz`)).ok);
  await waitUntil('WebKitWebDriver', driver, async () => {
    const res = await fetch(`${driverUrl}/status`);
    return res.ok && (await res.json()).value.ready === true;
  });
  log(`server ${baseUrl}, driver ${driverUrl}, browser ${browser}`);

  // Asynchronous, so that a TERM or Ctrl-C meanwhile still tears everything down.
  journeys = spawn(
    process.execPath,
    ['--import', 'tsx', 'e2e/webkit/run.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        WEBKIT_DRIVER_URL: driverUrl,
        WEBKIT_BASE_URL: baseUrl,
        WEBKIT_BROWSER: browser,
      },
    },
  );
  status = await new Promise((resolve) => journeys.on('exit', (code) => resolve(code ?? 1)));
  if (status !== 0 && !teardown) {
    for (const name of ['server', 'driver']) {
      const text = tail(name);
      if (text) console.log(`\n[webkit] last lines of ${name}.log:\n${text}`);
    }
  }
} catch (err) {
  console.error(`[webkit] ${err instanceof Error ? err.message : String(err)}`);
  for (const name of ['server', 'driver']) console.error(tail(name));
} finally {
  await tearDown();
}
log(`${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);
