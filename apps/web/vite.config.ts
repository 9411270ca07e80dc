import { defineConfig } from 'vite';
import { serverPrefixes } from '@tenor/contract/api-prefixes';
import { bootScript } from './scripts/boot-script.ts';
import { appChunks } from './scripts/code-splitting.ts';
import { jsxToPreact, preactAliases } from './scripts/preact-aliases.ts';
import { precompress } from './scripts/precompress.ts';
import { preloadStartUp } from './scripts/preload-start-up.ts';

const apiTarget = 'http://127.0.0.1:8080';

/**
 * One proxy rule for every path the server answers (listed once, in the contract). Matched
 * on whole segments, so `/repay/webhook` goes to the server and the page `/repayDelay` stays.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const serverPaths = `^(?:${serverPrefixes.map(escape).join('|')})(?:[/?#]|$)`;

export default defineConfig({
  plugins: [preloadStartUp(), bootScript(), precompress()],
  // Preact in the browser and in the server renderer (decision 080).
  resolve: { alias: preactAliases },
  oxc: jsxToPreact,
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
    proxy: { [serverPaths]: { target: apiTarget } },
  },
  // The server renderer (decision 013) carries Preact and its renderer inside it, resolved
  // through the same aliases as the browser's build (an external `react` would be React's).
  ssr: { noExternal: true },
  environments: {
    // The browser's chunks only: the server renderer is one bundle for the server to import.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: appChunks,
              experimentalInlineCommonChunks: { maxSize: 16384 },
            },
          },
        },
      },
    },
    ssr: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
  },
});
