import { describe, expect, it } from 'vitest';
import { testDatabaseTarget } from '../../test/database';
import { everything, referenceCounts, rowCounts, seededCounts } from '../../test/seed-counts';
import { migrationsFolder } from '../config';
import { openDatabase } from './client';
import { type PrepareOptions, prepareDatabase } from './prepare';

// Several API instances may start together against one PostgreSQL server; PGlite has a single process by
// construction, so this file runs on PostgreSQL only (`*.postgres.test.ts`, decision 075).

/** Three instances starting at the same moment on one empty PostgreSQL database; the row counts they leave. */
async function startTogether(options: Omit<PrepareOptions, 'migrationsFolder'>) {
  const target = await testDatabaseTarget('empty');
  const instances = await Promise.all([openDatabase(target), openDatabase(target), openDatabase(target)]);
  try {
    await Promise.all(
      instances.map((instance) => prepareDatabase(instance, { migrationsFolder, ...options })),
    );
    return await rowCounts(instances[0]!);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
  }
}

describe('prepareDatabase on PostgreSQL', () => {
  it('lets instances that start at the same moment migrate and seed once', async () => {
    expect(await startTogether(everything)).toEqual(seededCounts);
  });

  it('lets instances that start at the same moment without the demo install the reference data once', async () => {
    expect(await startTogether({ seedDemo: false, seedDemoMembers: false })).toMatchObject(referenceCounts);
  });
});
