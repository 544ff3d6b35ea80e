import { seedDemo } from '../seed/seed';
import type { DatabaseHandle } from './client';

export interface PrepareOptions {
  migrationsFolder: string;
  seedDemo: boolean;
}

/** Brings any database, empty or not, up to the current schema, then adds the demo content if asked and missing. */
export async function prepareDatabase(database: DatabaseHandle, options: PrepareOptions): Promise<void> {
  await database.migrate(options.migrationsFolder);
  if (options.seedDemo) await seedDemo(database.db);
}
