import { defineConfig } from '@playwright/test';
import { chromiumFlags } from '../scripts/chromium-flags.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Three on CI's 2 cores: a worker waiting on the server, a timer or a navigation leaves a core
  // idle, and a third fills it (decision 043, session 38: the whole suite 21.3 min against 24.3).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.tmp/reports/playwright.json' },
    ],
  ],
  outputDir: '../.tmp/test-results',
  use: {
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    // Recording a trace costs every test its screenshots and snapshots even when it passes: CI
    // records one only for a retry (a failure is always retried there once), a local run keeps
    // the failed test's own (decision 043).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The app's service worker (decision 049) answers the hashed files from its cache, where
    // page.route cannot see them: specs that make a file fail need it out of the way.
    // repay-offline.spec.ts allows it; E2E_SERVICE_WORKERS=allow runs every spec with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...chromiumFlags],
    },
  },
  webServer: {
    command: 'node serve.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
