import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../config';
import { type DatabaseTarget, openDatabase } from '../db/client';
import { testDatabaseTarget } from '../../test/database';
import { withDatabase } from '../../test/postgres-url';
import { createApplicant } from '../../test/requests';
import { BackupError, backupDatabase, restoreDatabase } from './backup';

/** What a restore must bring back: every member, stored file (by its bytes) and bill. */
const tables = ['members', 'files', 'registration_files', 'service_request_files', 'bills'];

async function fingerprint(target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    const contents: Record<string, { count: number; hash: string | null }> = {};
    for (const table of tables) {
      const { rows } = await database.executeSql(
        `select count(*)::int as count, md5(string_agg(t::text, '|' order by t.id)) as hash from ${table} t`,
        [],
      );
      contents[table] = rows[0] as { count: number; hash: string | null };
    }
    const { rows: fileRows } = await database.executeSql(
      'select id, bytes from files union all select -id, bytes from registration_files order by 1',
      [],
    );
    const fileHashes = (fileRows as { id: number; bytes: Uint8Array }[]).map(
      (row) => `${row.id}:${createHash('sha256').update(row.bytes).digest('hex')}`,
    );
    const { rows: migrations } = await database.executeSql(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
      [],
    );
    return { contents, fileHashes, migrations: (migrations[0] as { count: number }).count };
  } finally {
    await database.close();
  }
}

/** A place no database is in yet, of the kind this project's run tests. */
function newTarget(): DatabaseTarget {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    return { kind: 'pglite', dataDir: join(source.cloneRoot, `restored-${randomBytes(4).toString('hex')}`) };
  }
  const name = `${source.prefix}_restored_${randomBytes(4).toString('hex')}`;
  return { kind: 'postgres', url: withDatabase(source.adminUrl, name) };
}

let source: DatabaseTarget;
let original: Awaited<ReturnType<typeof fingerprint>>;
let backup: string;
let folder: string;
const uploaded = randomBytes(4096);

beforeAll(async () => {
  source = await testDatabaseTarget('seeded');
  const database = await openDatabase(source);
  try {
    await createApplicant(database.db, {
      files: [{ field: 'passportCopy', contentType: 'application/pdf', bytes: uploaded }],
    });
  } finally {
    await database.close();
  }
  original = await fingerprint(source);
  folder = await mkdtemp(join(tmpdir(), 'uaeaf-backups-'));
  backup = await backupDatabase(source, folder, new Date('2026-11-25T21:05:09.123Z'));
}, 120_000);

afterAll(async () => {
  const { rm } = await import('node:fs/promises');
  await rm(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes one file named with the kind of database and the time', async () => {
    const extension = source.kind === 'pglite' ? 'tar.gz' : 'dump';
    expect(basename(backup)).toBe(`uaeaf-${source.kind}-2026-11-25T21-05-09Z.${extension}`);
    expect(await readdir(folder)).toEqual([basename(backup)]);
  });

  it('restores into a new place every member, file and bill, with migrations up to date', async () => {
    expect(original.contents.members!.count).toBeGreaterThan(10);
    expect(original.contents.files!.count).toBeGreaterThan(0);
    expect(original.contents.bills!.count).toBeGreaterThan(0);
    expect(original.contents.registration_files!.count).toBeGreaterThan(0);
    const sha = createHash('sha256').update(uploaded).digest('hex');
    expect(original.fileHashes.some((entry) => entry.endsWith(`:${sha}`))).toBe(true);

    const target = newTarget();
    await restoreDatabase(backup, target, { force: false, migrationsFolder });
    const restored = await fingerprint(target);
    expect(restored).toEqual(original);
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(restored.migrations).toBe(journal.entries.length);
  }, 120_000);

  it('refuses a non-empty target without --force, and replaces it with --force', async () => {
    const target = newTarget();
    await restoreDatabase(backup, target, { force: false, migrationsFolder });
    const database = await openDatabase(target);
    await database.executeSql(`delete from bills where id = (select min(id) from bills)`, []);
    await database.close();

    await expect(restoreDatabase(backup, target, { force: false, migrationsFolder })).rejects.toThrow(
      /is not empty.*--force/,
    );
    expect((await fingerprint(target)).contents.bills!.count).toBe(original.contents.bills!.count - 1);

    await restoreDatabase(backup, target, { force: true, migrationsFolder });
    expect(await fingerprint(target)).toEqual(original);
  }, 180_000);

  it('refuses a missing, a foreign or a damaged file with a clear message and leaves the target alone', async () => {
    const target = newTarget();
    const restore = (file: string) => restoreDatabase(file, target, { force: false, migrationsFolder });
    await expect(restore(join(folder, 'nothing-here.dump'))).rejects.toThrow(/^No backup file at /);

    const foreign = join(folder, 'notes.txt');
    await writeFile(foreign, 'not a database');
    await expect(restore(foreign)).rejects.toThrow(/is not a backup made by npm run backup/);

    const bytes = await readFile(backup);
    const truncated = join(folder, `truncated-${basename(backup)}`);
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const error = await restore(truncated).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/damaged|failed/);

    if (target.kind === 'pglite') expect(existsSync(target.dataDir!)).toBe(false);
    else {
      // The restore runs in one transaction: the database it created holds nothing.
      const database = await openDatabase(target);
      const { rows } = await database.executeSql(
        `select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
        [],
      );
      await database.close();
      expect(rows[0]).toEqual({ count: 0 });
    }
  }, 120_000);

  it('refuses a backup of the other kind of database', async () => {
    const other: DatabaseTarget =
      source.kind === 'pglite'
        ? { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' }
        : { kind: 'pglite', dataDir: join(folder, 'pglite') };
    await expect(restoreDatabase(backup, other, { force: false, migrationsFolder })).rejects.toThrow(
      source.kind === 'pglite' ? /is a PGlite backup/ : /is a PostgreSQL backup/,
    );
  });
});
