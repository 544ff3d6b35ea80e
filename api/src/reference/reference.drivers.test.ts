import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { migrationsFolder } from '../config';
import type { DatabaseHandle } from '../db/client';
import { ageCategories, bowDivisions, menuBlocks, menus, seasons, socialLinks } from '../db/schema';
import { installReferenceData } from './install';
import { installSeasons, seasonOf } from './seasons';

describe('seasonOf', () => {
  it('runs a season from 1 September to 31 August', () => {
    expect(seasonOf('2026-08-31')).toEqual({
      name: '2025-2026',
      startDate: '2025-09-01',
      endDate: '2026-08-31',
    });
    expect(seasonOf('2026-09-01')).toEqual({
      name: '2026-2027',
      startDate: '2026-09-01',
      endDate: '2027-08-31',
    });
    expect(seasonOf('2027-01-15').name).toBe('2026-2027');
  });
});

// One migrated database without any seed walks through successive starts, so the tests run in order.
describe('installReferenceData on a database without the demo', () => {
  let database: DatabaseHandle;
  const now = new Date('2026-11-23T08:00:00Z');

  async function sizes() {
    const tables = { ageCategories, bowDivisions, socialLinks, menus, menuBlocks, seasons };
    const rows: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      rows[name] = (await database.db.select({ rows: count() }).from(table))[0]!.rows;
    }
    return rows;
  }

  async function seasonRows() {
    return database.db
      .select({ name: seasons.name, isActive: seasons.isActive })
      .from(seasons)
      .orderBy(asc(seasons.startDate));
  }

  beforeAll(async () => {
    database = await openTestDatabase('empty');
    await database.migrate(migrationsFolder);
  });
  afterAll(() => database.close());

  it('installs every row once when two starts run at the same moment', async () => {
    await Promise.all([installReferenceData(database.db, now), installReferenceData(database.db, now)]);
    expect(await sizes()).toEqual({
      ageCategories: 5,
      bowDivisions: 5,
      socialLinks: 4,
      menus: 2,
      menuBlocks: 25,
      seasons: 2,
    });
    expect(await seasonRows()).toEqual([
      { name: '2026-2027', isActive: true },
      { name: '2027-2028', isActive: false },
    ]);
  });

  it("keeps the federation's edits and deletions on later starts", async () => {
    await database.db
      .update(bowDivisions)
      .set({ nameEn: 'Olympic recurve' })
      .where(eq(bowDivisions.code, 'R'));
    await database.db.delete(bowDivisions).where(eq(bowDivisions.code, 'L'));
    await installReferenceData(database.db, now);
    const divisions = await database.db
      .select({ code: bowDivisions.code, en: bowDivisions.nameEn })
      .from(bowDivisions)
      .orderBy(asc(bowDivisions.sortOrder));
    expect(divisions).toEqual([
      { code: 'R', en: 'Olympic recurve' },
      { code: 'C', en: 'Compound' },
      { code: 'B', en: 'Barebow' },
      { code: 'T', en: 'Traditional' },
    ]);
  });

  it('on the first start of a new season, adds the season after it and makes the new one active', async () => {
    await installReferenceData(database.db, new Date('2027-09-01T08:00:00Z'));
    expect(await seasonRows()).toEqual([
      { name: '2026-2027', isActive: false },
      { name: '2027-2028', isActive: true },
      { name: '2028-2029', isActive: false },
    ]);
  });

  it('leaves a season the federation made active early active until it ends', async () => {
    await database.db.update(seasons).set({ isActive: false }).where(eq(seasons.name, '2027-2028'));
    await database.db.update(seasons).set({ isActive: true }).where(eq(seasons.name, '2028-2029'));
    await installSeasons(database.db, '2028-08-15');
    expect((await seasonRows()).filter((season) => season.isActive)).toEqual([
      { name: '2028-2029', isActive: true },
    ]);
    expect((await sizes()).seasons).toBe(3);
  });
});
