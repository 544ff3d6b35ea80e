// npm run start:cluster: builds the site, then serves it through Debian's nginx (installed when missing) with two API
// processes behind it on one PostgreSQL database (DATABASE_URL, or the machine's at postgres://postgres@127.0.0.1/uaeaf).
// Only Node's own modules and files free of dependencies are imported statically (as in scripts/start.mjs): the rest
// is loaded once the install step has run.
import { checkNode, run } from '../steps.mjs';
import { ensureNginx } from './nginx.mjs';

checkNode();
try {
  ensureNginx();
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
run('install', ['install', '--frozen-lockfile', '--prefer-offline']);
run('build', ['-r', '--workspace-concurrency=2', 'build']);

try {
  const { machineDatabaseUrl, startCluster } = await import('./cluster.mjs');
  const databaseUrl = process.env.DATABASE_URL || machineDatabaseUrl;
  const cluster = await startCluster({ databaseUrl });
  const { host, pathname } = new URL(databaseUrl);
  console.log(`\nUAE Archery Federation is up behind nginx:`);
  for (const [name, url] of Object.entries(cluster.urls)) console.log(`  ${name.padEnd(18)} ${url}`);
  for (const api of cluster.apis) console.log(`  ${api.name.padEnd(18)} ${api.url} (pid ${api.pid})`);
  console.log(`  ${'database'.padEnd(18)} PostgreSQL ${host}${pathname}`);
  console.log(`  ${'access log'.padEnd(18)} ${cluster.accessLog} (JSON, one line per request)`);
  console.log(
    `\nOpen ${cluster.origin} (Arabic) or ${cluster.origin}/en (English). Ctrl+C stops everything.\n`,
  );
  const shutdown = () => cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
