import { defaultPasswordHashing, type PasswordHashing } from '../auth/passwords';
import type { ImageRow } from '../seed/media/render';
import { datePublications } from '../office/publishing/date-publications';
import { installReferenceData } from '../reference/install';
import { seedDemoBilling } from '../seed/billing-seed';
import { seedDemoCourseRegistrations } from '../seed/course-seed';
import { seedDemoDocuments } from '../seed/document-seed';
import { seedDemoContent } from '../seed/public-content';
import { seedDemoResults } from '../seed/results-seed';
import { seedDemoMembers } from '../seed/seed';
import { seedDemoServices } from '../seed/services-seed';
import { seedDemoEntries, seedDemoTournaments } from '../seed/tournament-seed';
import type { DatabaseHandle } from './client';

export interface PrepareOptions {
  migrationsFolder: string;
  seedDemo: boolean;
  /** Accounts with a published password: kept apart from the content so production can have one without the other. */
  seedDemoMembers: boolean;
  /** argon2id cost of the demo password's hash; tests lower it. */
  passwordHashing?: PasswordHashing;
  /** The day the seasons and the demo's course, career and tournament dates and ages count from; the clock by default. */
  now?: Date;
  /** The demo pictures, when the caller started drawing them early (renderDemoImages); drawn on demand otherwise. */
  demoImages?: Promise<ImageRow[]>;
}

/**
 * Brings any database, empty or not, up to the current schema and reference data (decision 022), then adds the demo
 * content if asked and missing, and dates the publications that have no time yet.
 */
export async function prepareDatabase(database: DatabaseHandle, options: PrepareOptions): Promise<void> {
  await database.migrate(options.migrationsFolder);
  const now = options.now ?? new Date();
  await installReferenceData(database.db, now);
  if (options.seedDemo) {
    await seedDemoContent(database.db, now, options.demoImages);
    await seedDemoTournaments(database.db, now);
  }
  if (options.seedDemoMembers) {
    await seedDemoMembers(database.db, options.passwordHashing ?? defaultPasswordHashing, now);
    await seedDemoEntries(database.db, now);
    await seedDemoBilling(database.db, now);
    await seedDemoServices(database.db, now);
    await seedDemoDocuments(database.db, now);
    await seedDemoCourseRegistrations(database.db);
    await seedDemoResults(database.db, now);
  }
  await datePublications(database.db, now);
}
