import { defaultPartyAnswerDays, type ServiceSettings } from '@uaeaf/contracts';
import type { Database } from '../db/client';
import { serviceSettings } from '../db/schema';

/** Days a party has to answer a release or transfer: the office's setting, 14 until it sets one. */
export async function partyAnswerDays(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ days: serviceSettings.partyAnswerDays }).from(serviceSettings);
  return row?.days ?? defaultPartyAnswerDays;
}

export async function readServiceSettings(db: Database): Promise<ServiceSettings> {
  return { partyAnswerDays: await partyAnswerDays(db) };
}

/**
 * Sets the period for requests made from now on: a party's deadline is fixed when the request is made, so changing
 * the period never shortens the time a club was told it had.
 */
export async function writeServiceSettings(
  db: Database,
  settings: ServiceSettings,
  by: number,
  at: Date,
): Promise<ServiceSettings> {
  await db
    .insert(serviceSettings)
    .values({ singleton: true, partyAnswerDays: settings.partyAnswerDays, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({
      target: serviceSettings.singleton,
      set: { partyAnswerDays: settings.partyAnswerDays, updatedAt: at, updatedBy: by },
    });
  return readServiceSettings(db);
}
