import { type HolidayInput, holidayMessages, type OfficeHoliday } from '@uaeaf/contracts';
import { asc, eq, gte } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { SessionMember } from '../../auth/members';
import type { Database } from '../../db/client';
import { publicHolidays } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../http/errors';

const toHoliday = ({ id, day, nameAr, nameEn }: typeof publicHolidays.$inferSelect): OfficeHoliday => ({
  id,
  day,
  name: { ar: nameAr, en: nameEn },
});

export async function listHolidays(db: Database): Promise<OfficeHoliday[]> {
  return (await db.select().from(publicHolidays).orderBy(asc(publicHolidays.day))).map(toHoliday);
}

/** The holidays on or after `from` (a UAE day), for counting working days forward from it. */
export async function holidaysFrom(db: Database, from: string): Promise<ReadonlySet<string>> {
  const rows = await db
    .select({ day: publicHolidays.day })
    .from(publicHolidays)
    .where(gte(publicHolidays.day, from));
  return new Set(rows.map((row) => row.day));
}

/** Adds a holiday; a day that is one already is refused on the day (400), not a 500. */
export async function addHoliday(
  db: Database,
  actor: SessionMember,
  input: HolidayInput,
): Promise<OfficeHoliday> {
  try {
    return await db.transaction(async (tx) => {
      const [holiday] = await tx.insert(publicHolidays).values(input).returning();
      await writeAudit(tx, {
        actorId: actor.id,
        subject: 'holiday',
        subjectId: holiday!.id,
        memberId: null,
        action: 'holiday.added',
        reason: `${holiday!.day} ${holiday!.nameEn}`,
      });
      return toHoliday(holiday!);
    });
  } catch (error) {
    if (uniqueViolation(error)) {
      throw new ApiError(400, 'validation_failed', 'The day is a holiday already', {
        day: [holidayMessages.dayTaken],
      });
    }
    throw error;
  }
}

/** Removes a holiday (a moon sighting moved it, or it was entered by mistake); false when there is none. */
export async function removeHoliday(db: Database, actor: SessionMember, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(publicHolidays).where(eq(publicHolidays.id, id)).returning();
    if (!removed) return false;
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'holiday',
      subjectId: id,
      memberId: null,
      action: 'holiday.removed',
      reason: `${removed.day} ${removed.nameEn}`,
    });
    return true;
  });
}
