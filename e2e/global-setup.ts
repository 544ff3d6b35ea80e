import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../scripts/site.mjs';
import { testPortOffset } from './fixtures/mail';

/**
 * Serves the production builds exactly as `npm start` does, on the test ports, with a fresh embedded database, a
 * MailDev of its own (whatever SMTP_URL says: the tests read the mail there) and a runtime config of the tests' own
 * (which also proves that moving remotes needs no rebuild).
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'uaeaf-e2e-'));
  const site = await startSite({
    portOffset: testPortOffset,
    shellConfig: join(import.meta.dirname, 'fixtures', 'shell-config.json'),
    apiEnv: { PGLITE_DIR: join(dataDir, 'pgdata'), LOG_LEVEL: 'silent' },
    catchMail: true,
    mailDirectory: join(dataDir, 'mail'),
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
  });
  return async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
