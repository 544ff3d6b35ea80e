import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { formSubmissionLimits } from '../db/schema';

const windowMs = 60 * 60 * 1000;
/** Forms a client address may send per hour, per form: enough for a family behind one router, not for a flood. */
export const submissionsPerHour = 10;
/** Registrations per hour per client address: a club registering its archers from one office needs more. */
export const registrationsPerHour = 20;

export type FormName = 'article' | 'contact' | 'registration';

const perHour: Record<FormName, number> = {
  article: submissionsPerHour,
  contact: submissionsPerHour,
  registration: registrationsPerHour,
};

/**
 * Counts a sent form against its client address and returns how many seconds the client must wait when it is over
 * the limit (undefined when it may go on). One atomic upsert, so parallel requests cannot all slip under the limit.
 */
export async function countSubmission(
  db: Database,
  form: FormName,
  address: string,
  now: Date,
): Promise<number | undefined> {
  const windowOpen = sql`${formSubmissionLimits.windowStart} > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  // Windows that closed long ago are dropped on the way; rows another request holds are skipped, never waited for.
  await db.delete(formSubmissionLimits).where(
    sql`${formSubmissionLimits.key} in (${db
      .select({ key: formSubmissionLimits.key })
      .from(formSubmissionLimits)
      .where(sql`not (${windowOpen})`)
      .for('update', { skipLocked: true })})`,
  );
  const [row] = await db
    .insert(formSubmissionLimits)
    .values({ key: `${form}:${address}`, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: formSubmissionLimits.key,
      set: {
        count: sql`case when ${windowOpen} then ${formSubmissionLimits.count} + 1 else 1 end`,
        windowStart: sql`case when ${windowOpen} then ${formSubmissionLimits.windowStart} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning();
  if (row!.count <= perHour[form]) return undefined;
  const waitMs = row!.windowStart.getTime() + windowMs - now.getTime();
  return Math.max(1, Math.ceil(waitMs / 1000));
}
