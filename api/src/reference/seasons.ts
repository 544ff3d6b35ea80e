import { and, eq, lt, notExists } from 'drizzle-orm';
import type { Database } from '../db/client';
import { seasons } from '../db/schema';

export interface Season {
  name: string;
  startDate: string;
  endDate: string;
}

/** The season that starts on 1 September of `year`: `2026-2027` runs from 2026-09-01 to 2027-08-31. */
function seasonStarting(year: number): Season {
  return { name: `${year}-${year + 1}`, startDate: `${year}-09-01`, endDate: `${year + 1}-08-31` };
}

/** The federation's season holding `day` (YYYY-MM-DD): seasons run from 1 September to 31 August. */
export function seasonOf(day: string): Season {
  const year = Number(day.slice(0, 4));
  return seasonStarting(Number(day.slice(5, 7)) >= 9 ? year : year - 1);
}

/**
 * The season holding `today` and the next one exist (by name), and an active season that has ended gives way to the
 * one holding `today`, so an approval's validity ("to the end of the active season") is never in the past. A season
 * the federation made active early (the next one, for renewals) stays active until it ends.
 */
export async function installSeasons(db: Database, today: string): Promise<void> {
  const current = seasonOf(today);
  const next = seasonStarting(Number(current.startDate.slice(0, 4)) + 1);
  await db.transaction(async (tx) => {
    await tx.insert(seasons).values([current, next]).onConflictDoNothing({ target: seasons.name });
    // Two statements: the single-active index is checked row by row.
    await tx
      .update(seasons)
      .set({ isActive: false })
      .where(and(eq(seasons.isActive, true), lt(seasons.endDate, today)));
    const active = tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.isActive, true));
    await tx
      .update(seasons)
      .set({ isActive: true })
      .where(and(eq(seasons.name, current.name), notExists(active)));
  });
}
