import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Files share a worker's module cache (decision 043): each file builds its own app, database
    // and clock, so a fresh import of the whole server per file (about two thirds of the suite's
    // CPU) bought nothing.
    isolate: false,
    // PostgreSQL runs create a database per app; allow for a slow first connection.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
