import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;
const shared = {
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // The work is mostly PGlite's WebAssembly: threads start faster than forks.
  pool: 'threads',
} as const;

/**
 * Every test file runs on PGlite (the default database). A file whose behaviour depends on the driver (row locks and
 * concurrent writes, LISTEN/NOTIFY, limiter stores, pg-boss, migrations, connections, driver-specific SQL or timing)
 * is named `*.drivers.test.ts` and runs on a real PostgreSQL server as well (decision 075); one about PostgreSQL alone
 * (several processes on one server) is `*.postgres.test.ts` and runs there only. Exported for the
 * workspace's config, since vitest 4.1 does not take a project's own projects.
 */
export const apiProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...shared,
      name: 'api:pglite',
      root,
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.postgres.test.ts'],
      globalSetup: ['./test/global-setup/pglite.ts'],
    },
  },
  {
    test: {
      ...shared,
      name: 'api:postgres',
      root,
      include: ['src/**/*.drivers.test.ts', 'src/**/*.postgres.test.ts'],
      globalSetup: ['./test/global-setup/postgres.ts'],
    },
  },
];

export default defineConfig({
  // One worker a core: the default leaves one core idle, which on a two-core machine halves the speed.
  test: { maxWorkers: '100%', projects: apiProjects },
});
