import { and, eq, getTableColumns, gt, is, min } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addDays, uaeToday } from '../calendar';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

// Every table with the publishing columns (decision 057): a kind given them later is covered without a change here.
const scheduledTables = Object.values(schema).flatMap((table) => {
  if (!is(table, PgTable)) return [];
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const { status, publishAt } = columns;
  return status && publishAt ? [{ table, status, publishAt }] : [];
});

/** When the next scheduled item becomes public after `now` (decision 057 compares the clock on each read), if any. */
export async function nextPublication(db: Database, now: Date): Promise<Date | undefined> {
  const times = await Promise.all(
    scheduledTables.map(async ({ table, status, publishAt }) => {
      const [row] = await db
        .select({ at: min(publishAt) })
        .from(table)
        .where(and(eq(status, 'scheduled'), gt(publishAt, now)));
      return row?.at ? new Date(row.at as Date | string).getTime() : Infinity;
    }),
  );
  const earliest = Math.min(...times);
  return earliest === Infinity ? undefined : new Date(earliest);
}

/** The next midnight in the UAE (UTC+4 all year): registration windows and course states turn then. */
export function nextUaeMidnight(now: Date): Date {
  return new Date(`${addDays(uaeToday(now), 1)}T00:00:00+04:00`);
}
