import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { defaultAdminUrl, withDatabase } from '../postgres-url';
import { demoImagesOnce } from '../demo-images';
import { testPasswordHashing } from '../password-hashing';
import '../provided';

/**
 * Builds one migrated, seeded template database per run (`uaeaf_test_<random>_seeded`); test files clone it with
 * CREATE DATABASE ... TEMPLATE, so runs and files never see each other's rows. Everything is dropped at the end.
 * An unreachable server fails the run: these tests are never skipped silently.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL || defaultAdminUrl;
  const prefix = `uaeaf_test_${randomBytes(4).toString('hex')}`;
  const seededTemplate = `${prefix}_seeded`;
  const demoImages = demoImagesOnce();

  await withAdmin(adminUrl, (admin) => admin.query(`create database "${seededTemplate}" template template0`));
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(adminUrl, seededTemplate) });
  try {
    await prepareDatabase(database, {
      migrationsFolder,
      seedDemo: true,
      seedDemoMembers: true,
      passwordHashing: testPasswordHashing,
      demoImages,
    });
  } finally {
    await database.close();
  }

  project.provide('testDatabase', { kind: 'postgres', adminUrl, prefix, seededTemplate });
  return () =>
    withAdmin(adminUrl, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`drop database "${datname}" with (force)`);
    });
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    const { host, pathname } = new URL(adminUrl);
    throw new Error(
      `The postgres tests need a PostgreSQL server, but ${host}${pathname} is not reachable (${(error as Error).message}). ` +
        'Start it (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or point TEST_DATABASE_URL at one.',
    );
  }
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
