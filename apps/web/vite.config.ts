import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serverPrefixes } from '@tenor/contract/api-prefixes';
import { compileHint } from './scripts/compile-hint.ts';
import { precompress } from './scripts/precompress.ts';

const apiTarget = 'http://127.0.0.1:8080';

/**
 * One proxy rule for every path the server answers (listed once, in the contract). Matched
 * on whole segments, so `/repay/webhook` goes to the server and the page `/repayDelay` stays.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const serverPaths = `^(?:${serverPrefixes.map(escape).join('|')})(?:[/?#]|$)`;

export default defineConfig({
  plugins: [react(), compileHint(), precompress()],
  build: {
    target: 'es2020',
    manifest: true,
    // Android WebViews (Chromium) support modulepreload natively; old iOS WebViews only
    // lose the preload hint, so the polyfill is not worth its bytes in the entry.
    modulePreload: { polyfill: false },
    // Budgets are measured by scripts/budget.mjs; keep Vite's own warning out of the way.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and React DOM in a chunk of their own, with the module that starts React DOM
          // (src/app/react-dom.ts): /boot.js evaluates it in a task before the entry's, so the
          // app's start-up is two shorter tasks instead of one long one (decision 024).
          groups: [
            {
              name: 'react-dom',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]react-dom\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { [serverPaths]: { target: apiTarget } },
  },
});
