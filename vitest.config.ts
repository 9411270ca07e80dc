import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: one on CI's 2 cores. Most server test
    // files wait on a database, a child server or a timer, so two keep both cores busy (the
    // suite's wall time roughly halves; bench/ci-stages.md).
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // The repository's own tooling (CI stage times, checks run by lint).
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
    ],
  },
});
