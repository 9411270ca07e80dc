import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Files share their worker's modules and DOM (src/test/setup.ts resets what a page keeps):
    // each file no longer builds its own jsdom and imports (web CPU 236 → 41 s on this machine).
    isolate: false,
    // A page's first render in a worker loads its lazy parts; under load that took over 5 s.
    testTimeout: 15_000,
  },
});
