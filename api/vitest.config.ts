import { defineConfig } from 'vitest/config';

// The same suite runs twice: against PGlite (the default database) and against a real PostgreSQL server.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The work is mostly PGlite's WebAssembly: threads start faster than forks, and one per core keeps the cores busy
    // (the default leaves one core idle, which on a two-core machine halves the speed).
    pool: 'threads',
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'pglite', globalSetup: ['./test/global-setup/pglite.ts'] } },
      { extends: true, test: { name: 'postgres', globalSetup: ['./test/global-setup/postgres.ts'] } },
    ],
  },
});
