import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // PostgreSQL runs create a database per app; allow for a slow first connection.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
