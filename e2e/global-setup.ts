import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../scripts/site.mjs';
import { testPortOffset } from './fixtures/mail';
import { testProxySecret } from './fixtures/proxy';

/**
 * Serves the production builds exactly as `npm start` does, on the test ports, with a fresh embedded database, a
 * MailDev of its own (whatever SMTP_URL says: the tests read the mail there) and a runtime config of the tests' own,
 * made from the list of apps on the test ports (which also proves that moving remotes needs no rebuild) and the paths
 * the remotes' builds declare.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'uaeaf-e2e-'));
  const site = await startSite({
    portOffset: testPortOffset,
    // New builds are noticed within a second, so the tests of a deploy reaching open tabs need not wait a minute.
    shellSettings: { versionCheckIntervalMs: 1000 },
    shellConfigFile: join(dataDir, 'shell-config.json'),
    apiEnv: { PGLITE_DIR: join(dataDir, 'pgdata'), LOG_LEVEL: 'silent' },
    catchMail: true,
    mailDirectory: join(dataDir, 'mail'),
    // The payments tests decline cards and read the notifications sent through the provider's test routes.
    paymentTestSwitches: true,
    // The UAE PASS tests ask the stand-in for an expired code and a mismatched state.
    uaePassStandin: true,
    uaePassTestSwitches: true,
    // Tests that play the shell's proxy, to come from addresses of their own, send it.
    proxySecret: testProxySecret,
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
  });
  return async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
