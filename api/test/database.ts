import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  createPglite,
  type DatabaseHandle,
  type DatabaseTarget,
  openDatabase,
  pgliteHandle,
} from '../src/db/client';
import { withDatabase } from './postgres-url';
import './provided';

export type TestDatabaseState = 'empty' | 'seeded';

/** A database of its own for the calling test file, copied from this run's snapshot: migrated and seeded, or empty. */
export async function testDatabaseTarget(state: TestDatabaseState): Promise<DatabaseTarget> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dataDir = await mkdtemp(join(source.cloneRoot, `${state}-`));
    const snapshot = new Blob([await readFile(source.snapshots[state])]);
    await (await PGlite.create(dataDir, { loadDataDir: snapshot })).close();
    return { kind: 'pglite', dataDir };
  }
  const name = `${source.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `create database "${name}" template "${state === 'seeded' ? source.seededTemplate : 'template0'}"`,
    );
  } finally {
    await admin.end();
  }
  return { kind: 'postgres', url: withDatabase(source.adminUrl, name) };
}

export async function openTestDatabase(state: TestDatabaseState = 'seeded'): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    // In memory: PGlite starts once, where a folder would need two starts (unpack, then open); half a second a file.
    const snapshot = new Blob([await readFile(source.snapshots[state])]);
    return pgliteHandle(await createPglite(undefined, { loadDataDir: snapshot }));
  }
  return openDatabase(await testDatabaseTarget(state));
}
