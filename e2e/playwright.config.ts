import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../shared/app-tools/chromium.mjs';

/** The composed site runs on test ports (4000-4006, API 4100) so it never collides with `npm start`. */
export const testOrigin = 'http://localhost:4000';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // One browser per core of the machine (each test also keeps the site's servers busy); E2E_WORKERS sets another.
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: 0,
  // Time, not behaviour: every test composes the shell and its remotes in Chromium on two cores shared by two
  // workers, and on a slower machine the day's member flows took 30-50 s. An assertion waits up to 10 s for what it
  // expects (a page's heading after a full load of the shell and a remote took 3-8 s there): how fast a page is, is
  // for the benchmarks (bench:web), not a test's wait.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: testOrigin,
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    // A failed test keeps its trace (actions, DOM snapshots, network); its screencast is left out: recording frames for
    // every test kept Chromium's browser and GPU processes busy and made the suite about 2.5 times slower on two cores
    // (the ten-area sign-in tests: 3.3 min with screenshots, 1.6 min without, 1.3 min with no trace at all).
    // E2E_TRACE=off (set by CI, which keeps only the log: a trace there is never opened) saves a tenth of the phase.
    trace:
      process.env.E2E_TRACE === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
});
