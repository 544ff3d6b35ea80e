import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uaePassAttempts, uaePassPeople } from '../../db/schema';

/** Long enough to open the UAE PASS app on a phone and approve; short enough that an abandoned one goes. */
export const attemptLifetimeMs = 10 * 60_000;
/** Long enough to fill in a member's form and find the documents it asks for. */
export const personLifetimeMs = 2 * 60 * 60_000;

/**
 * Deletes sign-ins never finished and identities no registration used, once past their lifetime (the short-lived rows
 * job): both are read as gone from then on anyway. Returns how many rows went.
 */
export async function deleteExpiredUaePassRows(db: Database, at: Date): Promise<number> {
  const attempts = await db
    .delete(uaePassAttempts)
    .where(lt(uaePassAttempts.createdAt, new Date(at.getTime() - attemptLifetimeMs)))
    .returning({ id: uaePassAttempts.idHash });
  const people = await db
    .delete(uaePassPeople)
    .where(lt(uaePassPeople.createdAt, new Date(at.getTime() - personLifetimeMs)))
    .returning({ id: uaePassPeople.idHash });
  return attempts.length + people.length;
}
