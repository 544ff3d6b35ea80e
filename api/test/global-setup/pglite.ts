import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/config';
import { createPglite, pgliteHandle } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { demoImagesOnce } from '../demo-images';
import { testPasswordHashing } from '../password-hashing';
import '../provided';

// initdb costs seconds and each instance hundreds of MB, so the run builds one database and every test file
// unpacks a copy of its dump (well under a second).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const demoImages = demoImagesOnce();
  const root = await mkdtemp(join(tmpdir(), 'uaeaf-api-pglite-'));
  const client = await createPglite(undefined);
  const empty = await dump(client, join(root, 'empty.tar'));
  const database = pgliteHandle(client);
  await prepareDatabase(database, {
    migrationsFolder,
    seedDemo: true,
    seedDemoMembers: true,
    passwordHashing: testPasswordHashing,
    demoImages,
  });
  const seeded = await dump(client, join(root, 'seeded.tar'));
  await database.close();

  project.provide('testDatabase', { kind: 'pglite', snapshots: { empty, seeded }, cloneRoot: root });
  return () => rm(root, { recursive: true, force: true });
}

async function dump(client: PGlite, path: string): Promise<string> {
  const archive = await client.dumpDataDir('none');
  await writeFile(path, Buffer.from(await archive.arrayBuffer()));
  return path;
}
