// The built server as operators start it (apps/server/dist/server.js), not the sources the
// tests run: it must find the web build and its data folder from the bundle's own place, and
// answer a borrower's page and the promotion landing. Run after `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'tenor-built-'));
const server = spawn(process.execPath, [resolve('apps/server/dist/server.js')], {
  // A different working directory: the bundle must not lean on where it was started from.
  cwd: tmpdir(),
  env: { ...process.env, DEMO: 'true', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const base = `http://127.0.0.1:${port}`;
const failures = [];
try {
  // Bounded by tries, not by a clock: up to 300 × 100 ms.
  let ready = false;
  for (let i = 0; i < 300 && !ready; i++) {
    ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }
  if (!ready) throw new Error('the built server never became ready');
  for (const [path, expected] of [
    ['/relevant?languageType=en', 'tenor-config'],
    ['/relevant?languageType=id', 'lang="id-ID"'],
    ['/promo/?languageType=en', 'tenor-config'],
  ]) {
    const res = await fetch(`${base}${path}`);
    const body = await res.text();
    if (res.status !== 200 || !body.includes(expected) || body.includes('has not been built')) {
      failures.push(
        `${path}: ${res.status}, ${expected} ${body.includes(expected) ? 'found' : 'missing'}`,
      );
    }
  }
} catch (err) {
  failures.push(String(err));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`The built server failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('The built server answers pages from its own place: ok');
