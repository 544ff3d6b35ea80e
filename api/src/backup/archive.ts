import { open } from 'node:fs/promises';
import type { DatabaseTarget } from '../db/client';

export type BackupKind = DatabaseTarget['kind'];

/** A backup's file name says which database it holds and when it was taken (UTC), and sorts by time. */
export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `uaeaf-${kind}-${stamp}${kind === 'pglite' ? '.tar.gz' : '.dump'}`;
}

/** A refusal the command line prints as it is, without a stack: the operator's next step is in the message. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Which database a backup file holds, by its first bytes: a PGlite data folder archive is gzip (1f 8b), a pg_dump
 * custom-format archive starts with `PGDMP`. Anything else, or no file, is refused before the target is touched.
 */
export async function backupKindOf(file: string): Promise<BackupKind> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT' ? `No backup file at ${file}` : `Cannot read the backup ${file}: ${code}`,
    );
  }
  try {
    const head = Buffer.alloc(5);
    const { bytesRead } = await handle.read(head, 0, 5, 0);
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    if (bytesRead === 5 && head.toString('latin1') === 'PGDMP') return 'postgres';
    throw new BackupError(
      `${file} is not a backup made by npm run backup (neither a PGlite archive nor a pg_dump archive)`,
    );
  } finally {
    await handle.close();
  }
}
