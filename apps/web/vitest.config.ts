import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { jsxToPreact, preactAliases } from './scripts/preact-aliases.ts';

const resolveFrom = createRequire(import.meta.url).resolve;
/**
 * The ES module build of Testing Library: its CommonJS one (what Node's `require` picks) would
 * `require` React past the aliases.
 */
const esm = [
  {
    find: /^@testing-library\/react$/,
    replacement: resolveFrom('@testing-library/react').replace(
      /dist[\\/]index\.js$/,
      'dist/@testing-library/react.esm.js',
    ),
  },
];

export default defineConfig({
  // What ships: Preact through the same aliases as the build (decision 080).
  resolve: {
    alias: [...preactAliases, ...esm],
  },
  oxc: jsxToPreact,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Libraries that import React, run through Vite so they get the aliases above too (left
    // to Node, they would load React itself).
    server: {
      deps: { inline: [/@testing-library[\\/]react/, /@tanstack[\\/]react-query/] },
    },
    // Files share their worker's modules and DOM (src/test/setup.ts resets what a page keeps):
    // each file no longer builds its own jsdom and imports (web CPU 236 → 41 s on this machine).
    isolate: false,
    // A page's first render in a worker loads its lazy parts; under load that took over 5 s.
    testTimeout: 15_000,
  },
});
