import { liveEntryStatuses, type LocalizedText, type WithdrawalReason } from '@uaeaf/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { bills, tournamentEntries, tournamentEntryEvents, tournaments } from '../db/schema';
import { closeBill } from '../billing/close-bill';
import { issueBill } from '../billing/issue-bill';

type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

/** Live entries of a tournament: what its capacity counts (decision 067). */
export async function liveEntriesOf(db: Pick<Database, 'select'>, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ live: count() })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        inArray(tournamentEntries.status, liveEntryStatuses),
      ),
    );
  return row!.live;
}

/**
 * Whether the tournament has no place left, its row locked for the caller's transaction first: entries taking a
 * place, and an editor changing the capacity, take turns, so the places counted are the places there are (as courses
 * count their seats, decision 054).
 */
export async function isFullLocked(db: Executor, tournamentId: number): Promise<boolean> {
  const [row] = await db
    .select({ capacity: tournaments.capacity })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for('update');
  return row?.capacity != null && (await liveEntriesOf(db, tournamentId)) >= row.capacity;
}

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
 * The entry, its "submitted" event and audit row, and its bill (to the member who entered), in the caller's
 * transaction. A second
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
  await writeAudit(db, {
    actorId: entry.enteredById,
    subject: 'entry',
    subjectId: entryId,
    memberId: entry.archerId,
    action: 'entry.submitted',
    toStatus: 'Pending',
  });
  if (entry.feeFils > 0) {
    await issueBill(db, {
      memberId: entry.enteredById,
      actorId: entry.enteredById,
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

/** Why a withdrawal cancelled the entry's bill, as the member reads it on the bill: Arabic, then English. */
export const withdrawnInFirstWindow =
  'سُحب الاشتراك قبل إغلاق فترة التسجيل الأولى.\nThe entry was withdrawn before the first registration window closed.';

/**
 * Marks a live entry withdrawn and appends the request with its reason and the audit row, in the caller's
 * transaction. False when the entry was no longer live (withdrawn meanwhile): the row is locked while its status is
 * read, so two withdrawals at once record one. While the tournament's first registration window is open (UAE day of
 * `at`), the entry's unpaid bill is cancelled with it, the member who withdrew as the actor; after that the bill
 * stays as it is and the office decides (decision 026).
 */
export async function withdrawEntry(
  db: Executor,
  entryId: number,
  byMemberId: number,
  reason: WithdrawalReason,
  at: Date,
): Promise<boolean> {
  const [entry] = await db
    .select({
      status: tournamentEntries.status,
      archerId: tournamentEntries.archerId,
      firstWindowEnd: tournaments.firstRegistrationEnd,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .where(eq(tournamentEntries.id, entryId))
    .for('update', { of: tournamentEntries });
  const live: readonly string[] = liveEntryStatuses;
  if (!entry || !live.includes(entry.status)) return false;
  await db.update(tournamentEntries).set({ status: 'Withdrawn' }).where(eq(tournamentEntries.id, entryId));
  await db
    .insert(tournamentEntryEvents)
    .values({ entryId, event: 'withdrawalRequested', reason, byMemberId, at });
  await writeAudit(db, {
    actorId: byMemberId,
    subject: 'entry',
    subjectId: entryId,
    memberId: entry.archerId,
    action: 'entry.withdrawn',
    fromStatus: entry.status,
    toStatus: 'Withdrawn',
    reason,
  });
  if (uaeToday(at) <= entry.firstWindowEnd) {
    const [bill] = await db.select({ id: bills.id }).from(bills).where(eq(bills.tournamentEntryId, entryId));
    if (bill) {
      await closeBill(db, {
        billId: bill.id,
        status: 'cancelled',
        reason: withdrawnInFirstWindow,
        actorId: byMemberId,
        at,
      });
    }
  }
  return true;
}
