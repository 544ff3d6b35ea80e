// Both benchmarks measure the production builds served exactly as `npm start` serves them, on their own ports
// (5000-5005, API 5100) with a fresh embedded database, so they never collide with a running site or the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../scripts/site.mjs';

export const benchOrigin = 'http://localhost:5000';
export { chromiumFlags, chromiumPath } from '../shared/app-tools/chromium.mjs';

/** @template T @param {() => Promise<T>} measure @returns {Promise<T>} */
export async function withBenchSite(measure) {
  const dataDir = mkdtempSync(join(tmpdir(), 'uaeaf-bench-'));
  const site = await startSite({
    portOffset: 2000,
    shellConfigFile: join(dataDir, 'shell-config.json'),
    apiEnv: { PGLITE_DIR: join(dataDir, 'pgdata'), LOG_LEVEL: 'silent' },
    // The pages measured send no mail.
    catchMail: false,
    stdio: 'ignore',
  });
  try {
    return await measure();
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
