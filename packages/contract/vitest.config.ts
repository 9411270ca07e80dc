import { defineConfig } from 'vitest/config';

// Pure functions: the files share a worker's module cache (decision 043).
export default defineConfig({
  test: { name: 'contract', include: ['src/**/*.test.ts'], isolate: false },
});
