import { AccountTypes } from '@uaeaf/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, testDatabaseTarget } from '../../test/database';
import { demoImagesOnce } from '../../test/demo-images';
import { testPasswordHashing } from '../../test/password-hashing';
import { uaeToday } from '../calendar';
import { migrationsFolder } from '../config';
import { seasonOf } from '../seed/tournament-seed';
import { type DatabaseHandle, openDatabase } from './client';
import { prepareDatabase } from './prepare';
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
  bills,
  bowDivisions,
  clubPlayers,
  members,
  menuBlocks,
  menus,
  news,
  newsPhotos,
  partners,
  penalties,
  seasons,
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

const seededCounts = {
  menus: 2,
  menuBlocks: 22,
  socialLinks: 4,
  ageCategories: 5,
  bowDivisions: 5,
  seasons: 2,
  tournaments: 20,
  tournamentDivisions: 61,
  tournamentAgeClasses: 85,
  tournamentDocuments: 4,
  members: 22,
  penalties: 1,
  clubPlayers: 9,
  tournamentEntries: 7,
  tournamentEntryEvents: 8,
  bills: 6,
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

  it('applies the migrations and adds no demo content when seeding is off', async () => {
    await prepareDatabase(database, { migrationsFolder, seedDemo: false, seedDemoMembers: false });
    expect(Object.values(await rowCounts(database)).every((rows) => rows === 0)).toBe(true);
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

    // The demo seasons run from 1 September; the active one holds the seeding day.
    const active = await database.db.select().from(seasons).where(eq(seasons.isActive, true));
    expect(active).toEqual([{ id: expect.any(Number), ...seasonOf(uaeToday(new Date())), isActive: true }]);
    await expect(database.db.update(seasons).set({ isActive: true })).rejects.toThrow();
  });
});

describe('prepareDatabase on PostgreSQL', () => {
  // Several API instances may start together against one server; PGlite has a single process by construction.
  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'lets instances that start at the same moment migrate and seed once',
    async () => {
      const target = await testDatabaseTarget('empty');
      const instances = await Promise.all([openDatabase(target), openDatabase(target), openDatabase(target)]);
      try {
        await Promise.all(
          instances.map((instance) => prepareDatabase(instance, { migrationsFolder, ...everything })),
        );
        expect(await rowCounts(instances[0]!)).toEqual(seededCounts);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    },
  );
});
