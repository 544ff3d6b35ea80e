import { defineConfig } from 'vitest/config';

// Every test file runs on PGlite (the default database). A file whose behaviour depends on the driver (row locks and
// concurrent writes, LISTEN/NOTIFY, limiter stores, pg-boss, migrations, connections, driver-specific SQL or timing)
// is named `*.drivers.test.ts` and runs on a real PostgreSQL server as well (decision 075).
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The work is mostly PGlite's WebAssembly: threads start faster than forks, and one per core keeps the cores busy
    // (the default leaves one core idle, which on a two-core machine halves the speed).
    pool: 'threads',
    maxWorkers: '100%',
    // `include` is set per project: the projects extend this config, and arrays would be joined, not replaced.
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./test/global-setup/pglite.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.drivers.test.ts'],
          globalSetup: ['./test/global-setup/postgres.ts'],
        },
      },
    ],
  },
});
