import { resolve } from 'node:path';
import { type DatabaseTarget, describeTarget } from '../db/client';
import { BackupError, backupFileName, backupKindOf } from './archive';
import { backupPglite, restorePglite } from './pglite';
import { backupPostgres, restorePostgres } from './postgres';

export { BackupError } from './archive';

/** Backs up the database into `folder` under a name with the time; returns the file written. */
export async function backupDatabase(
  target: DatabaseTarget,
  folder: string,
  now = new Date(),
): Promise<string> {
  const file = resolve(folder, backupFileName(target.kind, now));
  if (target.kind === 'postgres') await backupPostgres(target.url, file);
  else if (target.dataDir) await backupPglite(target.dataDir, file);
  else throw new BackupError('An in-memory PGlite database has nothing to back up');
  return file;
}

/** Restores `file` into the target (the same kind of database it came from), then runs the API's migrations on it. */
export async function restoreDatabase(
  file: string,
  target: DatabaseTarget,
  options: { force: boolean; migrationsFolder: string },
): Promise<void> {
  const kind = await backupKindOf(file);
  if (kind !== target.kind) {
    throw new BackupError(
      kind === 'pglite'
        ? `${file} is a PGlite backup: restore it without DATABASE_URL (into PGLITE_DIR or api/.pgdata)`
        : `${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into`,
    );
  }
  if (target.kind === 'postgres') await restorePostgres(file, target.url, options);
  else if (target.dataDir) await restorePglite(file, target.dataDir, options);
  else throw new BackupError(`Cannot restore into an in-memory PGlite database (${describeTarget(target)})`);
}
