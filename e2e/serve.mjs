// Starts the real server for browser tests on a fresh data folder with demo data.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8181';
// One folder per port, so two runs on different ports never wipe each other's database.
const dataDir = resolve(root, `.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// Node itself with tsx's loader, no npx in between: the server is this script's direct child
// in its process group, so Playwright's stop (a signal to the group) and ours both reach it.
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    // Every test asks for its demo borrower from this one address: three workers ask for more
    // than the default 60 a minute once the suite is quick (two tests refused, CI of 870a21e).
    RATE_LIMIT_DEV_SESSION_PER_MINUTE: '0',
    // Every promotion test asks for codes from this one address.
    PROMO_SMS_PER_IP_PER_HOUR: '1000',
    // …and sends the site's contact form from it.
    SITE_CONTACT_PER_IP_PER_HOUR: '1000',
    // Payment reminders go to the demo borrowers' phones on a clock: not in the outbox tests read.
    REMINDER_EVERY_SECONDS: '0',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
