import type { LocalizedText, WithdrawalReason } from '@uaeaf/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { tournamentEntries, tournamentEntryEvents } from '../db/schema';
import { insertBill } from './bills';

type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

export interface NewEntry {
  tournamentId: number;
  archerId: number;
  enteredById: number;
  divisionId: number;
  ageCategoryId: number;
  /** The tournament's fee; 0 makes no bill. */
  feeFils: number;
  /** For the bill's name. */
  tournamentName: LocalizedText;
  archerName: LocalizedText;
  at: Date;
}

/**
 * The entry, its "submitted" event and its bill (to the member who entered), in the caller's transaction. A second
 * live entry of the same archer in the same tournament violates `tournament_entries_live_archer`.
 */
export async function insertEntry(db: Executor, entry: NewEntry): Promise<number> {
  const [inserted] = await db
    .insert(tournamentEntries)
    .values({
      tournamentId: entry.tournamentId,
      archerId: entry.archerId,
      enteredById: entry.enteredById,
      divisionId: entry.divisionId,
      ageCategoryId: entry.ageCategoryId,
      createdAt: entry.at,
    })
    .returning({ id: tournamentEntries.id });
  const entryId = inserted!.id;
  await db
    .insert(tournamentEntryEvents)
    .values({ entryId, event: 'submitted', byMemberId: entry.enteredById, at: entry.at });
  if (entry.feeFils > 0) {
    await insertBill(db, {
      memberId: entry.enteredById,
      category: 'tournamentSubscription',
      name: {
        ar: `اشتراك بطولة: ${entry.tournamentName.ar}، ${entry.archerName.ar}`,
        en: `Tournament subscription: ${entry.tournamentName.en}, ${entry.archerName.en}`,
      },
      amountFils: entry.feeFils,
      issuedOn: uaeToday(entry.at),
      tournamentEntryId: entryId,
    });
  }
  return entryId;
}

/**
 * Marks a live entry withdrawn and appends the request with its reason. False when the entry was no longer live
 * (withdrawn meanwhile): the status condition makes two withdrawals at once record one.
 */
export async function withdrawEntry(
  db: Executor,
  entryId: number,
  byMemberId: number,
  reason: WithdrawalReason,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(tournamentEntries)
    .set({ status: 'Withdrawn' })
    .where(and(eq(tournamentEntries.id, entryId), inArray(tournamentEntries.status, ['Pending', 'Accepted'])))
    .returning({ id: tournamentEntries.id });
  if (updated.length === 0) return false;
  await db
    .insert(tournamentEntryEvents)
    .values({ entryId, event: 'withdrawalRequested', reason, byMemberId, at });
  return true;
}
