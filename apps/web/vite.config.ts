import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const apiPrefixes = [
  '/indah',
  '/v3',
  '/greyer',
  '/gopia',
  '/service',
  '/api',
  '/dev',
  '/assets/logos',
  '/healthz',
  '/agreements',
  '/repay/webhook',
  '/sandbox',
];
const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2020',
    manifest: true,
    // Android WebViews (Chromium) support modulepreload natively; old iOS WebViews only
    // lose the preload hint, so the polyfill is not worth its bytes in the entry.
    modulePreload: { polyfill: false },
    // Budgets are measured by scripts/budget.mjs; keep Vite's own warning out of the way.
    chunkSizeWarningLimit: 300,
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
});
