// npm start: installs, builds, migrates and seeds, then serves the whole site at http://localhost:3000.
// Only Node's own modules and files free of dependencies are imported statically: on a clean clone nothing is
// installed until the install step below, and Node resolves every static import before the first line runs.
import { run, checkNode } from './steps.mjs';
import { assertPortsFree } from '../shared/app-tools/ports.mjs';
import { sitePorts } from './site-ports.mjs';

checkNode();
try {
  // Before spending a minute on the build: every fixed port must be free.
  await assertPortsFree(sitePorts());
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
run('install', ['install', '--frozen-lockfile', '--prefer-offline']);
run('build', ['-r', '--workspace-concurrency=2', 'build']);

try {
  const { startSite } = await import('./site.mjs');
  const site = await startSite();
  console.log(`\nUAE Archery Federation is up:`);
  for (const [name, url] of Object.entries(site.urls)) console.log(`  ${name.padEnd(18)} ${url}`);
  console.log(
    `\nOpen ${site.urls.shell} (Arabic) or ${site.urls.shell}/en (English). Ctrl+C stops everything.`,
  );
  console.log(
    site.urls.mail
      ? `The mail the site sends (reset links, decisions) is caught by MailDev: read it at ${site.urls.mail}\n`
      : `Mail goes out through SMTP_URL.\n`,
  );
  const shutdown = () => site.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
