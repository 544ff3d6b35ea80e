import { AccountTypes } from '@uaeaf/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, testDatabaseTarget } from '../../test/database';
import { demoImagesOnce } from '../../test/demo-images';
import { testPasswordHashing } from '../../test/password-hashing';
import { uaeToday } from '../calendar';
import { migrationsFolder, readConfig } from '../config';
import { seasonOf } from '../reference/seasons';
import { type DatabaseHandle, openDatabase } from './client';
import { type PrepareOptions, prepareDatabase } from './prepare';
import {
  ageCategories,
  articles,
  boardMembers,
  careerOpenings,
  circularAttachments,
  circulars,
  clubOfficials,
  clubs,
  externalLinks,
  files,
  galleryAlbums,
  galleryPhotos,
  images,
  informationPages,
  linkLists,
  billLines,
  bills,
  bowDivisions,
  fees,
  clubPlayers,
  members,
  menuBlocks,
  menus,
  news,
  newsPhotos,
  partners,
  penalties,
  seasons,
  serviceRequestFiles,
  serviceRequests,
  slides,
  socialLinks,
  tournamentAgeClasses,
  tournamentDivisions,
  tournamentDocuments,
  tournamentEntries,
  tournamentEntryEvents,
  tournaments,
  trainingCentres,
  trainingCourses,
} from './schema';

async function rowCounts({ db }: DatabaseHandle) {
  const tables = {
    menus,
    menuBlocks,
    socialLinks,
    ageCategories,
    bowDivisions,
    seasons,
    tournaments,
    tournamentDivisions,
    tournamentAgeClasses,
    tournamentDocuments,
    members,
    penalties,
    clubPlayers,
    tournamentEntries,
    tournamentEntryEvents,
    bills,
    billLines,
    fees,
    serviceRequests,
    serviceRequestFiles,
    images,
    files,
    news,
    newsPhotos,
    articles,
    clubs,
    clubOfficials,
    trainingCentres,
    trainingCourses,
    circulars,
    circularAttachments,
    galleryAlbums,
    galleryPhotos,
    boardMembers,
    partners,
    careerOpenings,
    slides,
    informationPages,
    linkLists,
    externalLinks,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ rows: count() }).from(table);
    counts[name] = row!.rows;
  }
  return counts;
}

// What every database holds, demo or not (decision 022): the current and next seasons among them.
const referenceCounts = {
  menus: 2,
  menuBlocks: 22,
  socialLinks: 4,
  ageCategories: 5,
  bowDivisions: 5,
  seasons: 2,
};

const seededCounts = {
  ...referenceCounts,
  // The demo tournaments add last season.
  seasons: 3,
  tournaments: 20,
  tournamentDivisions: 61,
  tournamentAgeClasses: 85,
  tournamentDocuments: 4,
  // With expired@, whose membership ended (decision 055).
  members: 23,
  penalties: 1,
  clubPlayers: 9,
  tournamentEntries: 7,
  tournamentEntryEvents: 8,
  // Six entries' bills, four of the catalogue (decision 026) and four of the demo service requests (decision 046), one
  // line each; the catalogue of two seasons.
  bills: 14,
  billLines: 14,
  fees: 32,
  serviceRequests: 4,
  serviceRequestFiles: 6,
  images: 80,
  files: 23,
  news: 30,
  newsPhotos: 7,
  articles: 12,
  clubs: 13,
  clubOfficials: 25,
  trainingCentres: 5,
  trainingCourses: 8,
  circulars: 14,
  circularAttachments: 19,
  galleryAlbums: 3,
  galleryPhotos: 16,
  boardMembers: 7,
  partners: 6,
  careerOpenings: 5,
  slides: 4,
  informationPages: 9,
  linkLists: 3,
  externalLinks: 9,
};

const everything = {
  seedDemo: true,
  seedDemoMembers: true,
  passwordHashing: testPasswordHashing,
  demoImages: demoImagesOnce(),
};

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
  // Several API instances may start together against one server; PGlite has a single process by construction.
  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'lets instances that start at the same moment migrate and seed once',
    async () => {
      expect(await startTogether(everything)).toEqual(seededCounts);
    },
  );

  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'lets instances that start at the same moment without the demo install the reference data once',
    async () => {
      expect(await startTogether({ seedDemo: false, seedDemoMembers: false })).toMatchObject(referenceCounts);
    },
  );
});
