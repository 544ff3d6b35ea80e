// The row counts the seed leaves (decision 022), for the tests of the database's preparation on either driver.
import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import {
  ageCategories,
  articles,
  billLines,
  bills,
  boardMembers,
  bowDivisions,
  careerOpenings,
  circularAttachments,
  circulars,
  clubOfficials,
  clubPlayers,
  clubs,
  externalLinks,
  fees,
  files,
  galleryAlbums,
  galleryPhotos,
  images,
  informationPages,
  linkLists,
  members,
  menuBlocks,
  menus,
  news,
  newsPhotos,
  partners,
  penalties,
  resultImports,
  resultRounds,
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
} from '../src/db/schema';
import { demoImagesOnce } from './demo-images';
import { testPasswordHashing } from './password-hashing';

/** How many rows each table the seed fills holds. */
export async function rowCounts({ db }: DatabaseHandle) {
  const tables = {
    menus,
    menuBlocks,
    socialLinks,
    ageCategories,
    bowDivisions,
    resultRounds,
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
    resultImports,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ rows: count() }).from(table);
    counts[name] = row!.rows;
  }
  return counts;
}

// What every database holds, demo or not (decision 022): the current and next seasons among them.
export const referenceCounts = {
  menus: 2,
  menuBlocks: 25,
  socialLinks: 4,
  ageCategories: 5,
  bowDivisions: 5,
  // The ranking rounds (decision 092).
  resultRounds: 5,
  seasons: 2,
};

export const seededCounts = {
  ...referenceCounts,
  // The demo tournaments add last season.
  seasons: 3,
  tournaments: 20,
  tournamentDivisions: 61,
  tournamentAgeClasses: 85,
  tournamentDocuments: 4,
  // With expired@, whose membership ended (decision 055).
  members: 24,
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
  // The published results of the four past federation tournaments (with the demo members, issue 30).
  resultImports: 4,
};

/** Every seed, with the tests' fast password hashing. */
export const everything = {
  seedDemo: true,
  seedDemoMembers: true,
  passwordHashing: testPasswordHashing,
  demoImages: demoImagesOnce(),
};
