import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createPglite, pgliteHandle } from '../db/client';
import { BackupError } from './archive';

/**
 * PGlite runs inside the API's process and writes `postmaster.pid` in its folder while open (removed on close): a
 * folder with it is in use, and reading or replacing it under a running API would give a torn copy or a damaged API.
 */
async function assertNotInUse(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The PGlite folder ${dataDir} is in use (postmaster.pid): stop the API first. If no API is running, it was ` +
        'stopped abruptly: start the API and stop it once (Ctrl+C) to close the folder cleanly, then try again.',
    );
  }
}

/** Writes the folder as PGlite's own archive (dumpDataDir, gzip) to `file`; the API must be stopped. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`${dataDir} holds no PGlite database (no PG_VERSION)`);
  }
  await assertNotInUse(dataDir);
  const client = await createPglite(dataDir);
  try {
    const archive = await client.dumpDataDir('gzip');
    await mkdir(dirname(file), { recursive: true });
    // Written aside and renamed: an interrupted backup never leaves a file that looks complete.
    await writeFile(`${file}.partial`, Buffer.from(await archive.arrayBuffer()));
    await rename(`${file}.partial`, file);
  } catch (error) {
    await rm(`${file}.partial`, { force: true });
    throw error;
  } finally {
    await client.close();
  }
}

/**
 * Unpacks a PGlite archive into `dataDir`, then runs the API's migrations on it. Refuses a non-empty folder unless
 * `force`; the archive is unpacked beside the folder and checked first, so a bad archive leaves the old data as it was.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  options: { force: boolean; migrationsFolder: string },
): Promise<void> {
  const present = existsSync(dataDir) && (await readdir(dataDir)).length > 0;
  if (present && !options.force) {
    throw new BackupError(`${dataDir} is not empty: restore with --force to replace the database in it`);
  }
  if (present) await assertNotInUse(dataDir);
  // PGlite unpacks a damaged gzip stream on a callback whose error cannot be caught, so the archive is opened here.
  const tar = unpackedArchive(await readFile(file), file);
  const staging = `${dataDir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    const client = await createPglite(staging, { loadDataDir: new Blob([tar]) });
    const database = pgliteHandle(client);
    try {
      await database.migrate(options.migrationsFolder);
    } finally {
      await database.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The backup ${file} could not be restored: ${(error as Error).message}`);
  }
  await rm(dataDir, { recursive: true, force: true });
  await rename(staging, dataDir);
}

function unpackedArchive(bytes: Buffer, file: string): Buffer {
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch (error) {
    throw new BackupError(`The backup ${file} is damaged (${(error as Error).message})`);
  }
  if (!tarEntryNames(tar).some((name) => name.endsWith('PG_VERSION'))) {
    throw new BackupError(`The backup ${file} is not a PGlite data folder archive (no PG_VERSION in it)`);
  }
  return tar;
}

/** The names in a ustar archive, read from its 512-byte headers. */
function tarEntryNames(tar: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const field = (start: number, length: number) =>
      tar.toString('latin1', offset + start, offset + start + length).replace(/\0.*$/s, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size)) break;
    const prefix = field(345, 155);
    names.push(prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}
