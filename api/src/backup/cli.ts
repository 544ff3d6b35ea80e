// `npm run backup [folder]` and `npm run restore <file> [--force]` (scripts/backup.mjs and scripts/restore.mjs run this
// file): the database is the API's own, from DATABASE_URL or PGLITE_DIR as the API reads them.
import { migrationsFolder, readConfig } from '../config';
import { describeTarget } from '../db/client';
import { BackupError, backupDatabase, restoreDatabase } from './backup';

const usage = 'usage: backup <folder> | restore <file> [--force]';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const paths = rest.filter((arg) => arg !== '--force');
  const unknown = paths.find((arg) => arg.startsWith('--'));
  if (unknown) throw new BackupError(`Unknown option ${unknown}; ${usage}`);
  let database;
  try {
    ({ database } = readConfig(process.env));
  } catch (error) {
    throw new BackupError((error as Error).message);
  }
  if (command === 'backup' && paths.length === 1) {
    const file = await backupDatabase(database, paths[0]!);
    process.stdout.write(`Backed up ${describeTarget(database)} to ${file}\n`);
  } else if (command === 'restore' && paths.length === 1) {
    await restoreDatabase(paths[0]!, database, { force, migrationsFolder });
    process.stdout.write(
      `Restored ${paths[0]} into ${describeTarget(database)}; migrations are up to date\n`,
    );
  } else {
    throw new BackupError(usage);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(
    error instanceof BackupError ? `${error.message}\n` : `${(error as Error).stack ?? String(error)}\n`,
  );
  process.exit(1);
});
