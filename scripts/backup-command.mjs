// Shared by `npm run backup` and `npm run restore`: runs the API's backup command (api/src/backup/cli.ts) with the
// API's TypeScript loader, against the database the API would use (DATABASE_URL, or PGLITE_DIR / api/.pgdata).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { checkNode, root } from './steps.mjs';

/**
 * @param {'backup' | 'restore'} command
 * @param {string[]} args the command's arguments; paths are relative to where npm was run
 */
export function runBackupCommand(command, args) {
  checkNode();
  // npm runs scripts from the repository root and the command runs in api/: paths are made absolute first.
  const base = process.env.INIT_CWD ?? process.cwd();
  const absolute = (path) => (isAbsolute(path) ? path : resolve(base, path));
  const env = { ...process.env };
  if (env.PGLITE_DIR && env.PGLITE_DIR !== ':memory:') env.PGLITE_DIR = absolute(env.PGLITE_DIR);
  if (env.DATABASE_URL) ensurePostgresClient();
  const paths = args.filter((arg) => !arg.startsWith('--'));
  // The default folder is the repository's backups/ (gitignored), wherever npm was run from.
  if (command === 'backup' && paths.length === 0) args = [...args, `${root}/backups`];
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/backup/cli.ts',
      command,
      ...args.map((arg) => (arg.startsWith('--') ? arg : absolute(arg))),
    ],
    { cwd: `${root}/api`, stdio: 'inherit', env },
  );
  process.exit(result.status ?? 1);
}

/** pg_dump and pg_restore come with Debian's postgresql-client: installed with apt when missing and allowed. */
function ensurePostgresClient() {
  const has = (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0;
  if (has('pg_dump') && has('pg_restore')) return;
  console.log(`▶ installing Debian's postgresql-client for pg_dump and pg_restore`);
  const ok =
    process.getuid?.() === 0 &&
    existsSync('/usr/bin/apt-get') &&
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql-client'], { stdio: 'inherit' }).status === 0;
  if (!ok || !has('pg_dump')) {
    console.error(
      'Backing up PostgreSQL needs pg_dump and pg_restore, as new as the server: install them with ' +
        '"sudo apt-get install postgresql-client" (Debian/Ubuntu), then run the command again.',
    );
    process.exit(1);
  }
}
