import { AccountTypes } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { everything, referenceCounts, rowCounts, seededCounts } from '../../test/seed-counts';
import { demoImagesOnce } from '../../test/demo-images';
import { uaeToday } from '../calendar';
import { migrationsFolder, readConfig } from '../config';
import { seasonOf } from '../reference/seasons';
import type { DatabaseHandle } from './client';
import { prepareDatabase } from './prepare';
import { bowDivisions, members, seasons } from './schema';

// One empty database walks through successive starts, so the tests run in order and build on each other.
describe('prepareDatabase on an empty database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('empty');
  });
  afterAll(() => database.close());

  it('applies the migrations and installs the reference data, without demo content, when seeding is off', async () => {
    await prepareDatabase(database, { migrationsFolder, seedDemo: false, seedDemoMembers: false });
    const counts = await rowCounts(database);
    expect(counts).toMatchObject(referenceCounts);
    const demoTables = Object.keys(counts).filter((table) => !(table in referenceCounts));
    expect(demoTables.filter((table) => counts[table] !== 0)).toEqual([]);
  });

  it('seeds the content without the demo members, as in production', async () => {
    await prepareDatabase(database, {
      migrationsFolder,
      seedDemo: true,
      seedDemoMembers: false,
      demoImages: demoImagesOnce(),
    });
    expect(await rowCounts(database)).toEqual({
      ...seededCounts,
      members: 0,
      penalties: 0,
      clubPlayers: 0,
      tournamentEntries: 0,
      tournamentEntryEvents: 0,
      bills: 0,
      billLines: 0,
      fees: 0,
      serviceRequests: 0,
      serviceRequestFiles: 0,
      resultImports: 0,
    });
  });

  it('adds the demo members on a later start, and further starts change nothing', async () => {
    await prepareDatabase(database, { migrationsFolder, ...everything });
    expect(await rowCounts(database)).toEqual(seededCounts);
    await prepareDatabase(database, { migrationsFolder, ...everything });
    await prepareDatabase(database, { migrationsFolder, ...everything });
    expect(await rowCounts(database)).toEqual(seededCounts);
  });

  it('seeds one bilingual member per account type, sharing one argon2id hash of the demo password', async () => {
    const rows = await database.db.select().from(members).orderBy(members.id);
    expect(new Set(rows.map((member) => member.accountType))).toEqual(
      new Set(AccountTypes.filter((type) => type !== 'individual')),
    );
    expect(
      rows.every((member) => /[\u0600-\u06FF]/.test(member.nameAr) && /^[A-Za-z ]+$/.test(member.nameEn)),
    ).toBe(true);
    expect(new Set(rows.map((member) => member.passwordHash)).size).toBe(1);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(rows.filter((member) => member.isBlocked).map((member) => member.email)).toEqual([
      'blocked@example.ae',
    ]);
    expect(
      rows.filter((member) => member.membershipStatus !== 'Approved').map((member) => member.email),
    ).toEqual(['sultan.pending@example.ae']);
    await expect(
      database.db.insert(members).values({ ...rows[0]!, id: undefined, email: 'CLUB@Example.AE' }),
    ).rejects.toThrow();
  });

  it('seeds the editable bow divisions and exactly one active season', async () => {
    const divisions = await database.db
      .select({ en: bowDivisions.nameEn, ar: bowDivisions.nameAr })
      .from(bowDivisions)
      .orderBy(bowDivisions.sortOrder);
    expect(divisions.map((division) => division.en)).toEqual([
      'Recurve',
      'Compound',
      'Barebow',
      'Traditional',
      'Longbow',
    ]);
    expect(divisions.every((division) => /[\u0600-\u06FF]/.test(division.ar))).toBe(true);

    // Seasons run from 1 September; the active one holds the seeding day.
    const active = await database.db.select().from(seasons).where(eq(seasons.isActive, true));
    expect(active).toEqual([{ id: expect.any(Number), ...seasonOf(uaeToday(new Date())), isActive: true }]);
    await expect(database.db.update(seasons).set({ isActive: true })).rejects.toThrow();
  });
});

describe('prepareDatabase with the production configuration', () => {
  it('installs the reference data, and no demo content, with SEED_DEMO=false and NODE_ENV=production', async () => {
    const config = readConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' });
    const database = await openTestDatabase('empty');
    try {
      await prepareDatabase(database, {
        migrationsFolder,
        seedDemo: config.seedDemo,
        seedDemoMembers: config.seedDemoMembers,
      });
      const counts = await rowCounts(database);
      expect(counts).toMatchObject(referenceCounts);
      expect(counts).toMatchObject({ members: 0, tournaments: 0, news: 0, clubs: 0, tournamentEntries: 0 });
      const [active] = await database.db.select().from(seasons).where(eq(seasons.isActive, true));
      expect(active!.name).toBe(seasonOf(uaeToday(new Date())).name);
    } finally {
      await database.close();
    }
  });
});
