import {
  type AccountTournamentEntries,
  type AgeClassCode,
  type EntryHistoryEvent,
  type TournamentEntry,
  type TournamentEntryRequest,
  TournamentErrorCodes,
  tournamentRegistrationState,
  type WithdrawalReason,
} from '@uaeaf/contracts';
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { SessionMember } from '../auth/members';
import { uaeToday } from '../calendar';
import { billSummaryColumns, toBillSummary } from '../billing/bill-view';
import type { Database } from '../db/client';
import { uniqueViolation } from '../db/unique-violation';
import {
  ageCategories,
  bills,
  bowDivisions,
  clubPlayers,
  members,
  tournamentEntries,
  tournamentEntryEvents,
  tournaments,
} from '../db/schema';
import { accountRefusal, archerRefusal, archersEntered, archersOf, classesFor } from './eligibility';
import { insertEntry, isFullLocked, withdrawEntry } from './entry-store';
import { refusal } from './refusals';
import type { TournamentOffer } from './tournaments';

const codes = TournamentErrorCodes;
const liveStatuses = ['Pending', 'Accepted'] as const;

/** Entries the member sees: those they made, those of themselves, and a club's: those of its players. */
export function visibleTo(db: Database, member: SessionMember): SQL {
  return or(
    eq(tournamentEntries.enteredById, member.id),
    eq(tournamentEntries.archerId, member.id),
    inArray(
      tournamentEntries.archerId,
      db.select({ id: clubPlayers.playerId }).from(clubPlayers).where(eq(clubPlayers.clubId, member.id)),
    ),
  )!;
}

/** The entries matching `where`, oldest first, each with its bill and history, as `viewer` sees them. */
export async function entriesWhere(
  db: Database,
  where: SQL,
  viewer: SessionMember,
  now: Date,
): Promise<TournamentEntry[]> {
  const today = uaeToday(now);
  const rows = await db
    .select({
      id: tournamentEntries.id,
      tournamentId: tournamentEntries.tournamentId,
      tournamentEnd: tournaments.endDate,
      enteredById: tournamentEntries.enteredById,
      archerId: members.id,
      archerName: { ar: members.nameAr, en: members.nameEn },
      divisionCode: bowDivisions.code,
      divisionName: { ar: bowDivisions.nameAr, en: bowDivisions.nameEn },
      ageClassCode: ageCategories.code,
      ageClassName: { ar: ageCategories.nameAr, en: ageCategories.nameEn },
      status: tournamentEntries.status,
      ...billSummaryColumns,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .innerJoin(members, eq(members.id, tournamentEntries.archerId))
    .innerJoin(bowDivisions, eq(bowDivisions.id, tournamentEntries.divisionId))
    .innerJoin(ageCategories, eq(ageCategories.id, tournamentEntries.ageCategoryId))
    .leftJoin(bills, eq(bills.tournamentEntryId, tournamentEntries.id))
    .where(where)
    .orderBy(asc(tournamentEntries.createdAt), asc(tournamentEntries.id));
  const history = await historyOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    tournamentId: row.tournamentId,
    archer: { id: row.archerId, name: row.archerName },
    division: { code: row.divisionCode, name: row.divisionName },
    ageClass: { code: row.ageClassCode as AgeClassCode, name: row.ageClassName },
    status: row.status,
    bill: toBillSummary(row),
    history: history.get(row.id) ?? [],
    mayWithdraw:
      row.enteredById === viewer.id &&
      (liveStatuses as readonly string[]).includes(row.status) &&
      today <= row.tournamentEnd,
  }));
}

async function historyOf(db: Database, ids: number[]): Promise<Map<number, EntryHistoryEvent[]>> {
  const byEntry = new Map<number, EntryHistoryEvent[]>();
  if (ids.length === 0) return byEntry;
  const rows = await db
    .select({
      entryId: tournamentEntryEvents.entryId,
      event: tournamentEntryEvents.event,
      reason: tournamentEntryEvents.reason,
      at: tournamentEntryEvents.at,
    })
    .from(tournamentEntryEvents)
    .where(inArray(tournamentEntryEvents.entryId, ids))
    .orderBy(asc(tournamentEntryEvents.at), asc(tournamentEntryEvents.id));
  for (const { entryId, event, reason, at } of rows) {
    const item: EntryHistoryEvent =
      event === 'submitted'
        ? { event, at: at.toISOString() }
        : { event, at: at.toISOString(), reason: reason! };
    byEntry.set(entryId, [...(byEntry.get(entryId) ?? []), item]);
  }
  return byEntry;
}

/**
 * Enters one archer, after checking everything the page already showed: the caller, the window, the archer, the
 * division, the class, and no live entry. The entry and its bill are one transaction; of the same entry sent many
 * times at once, the unique index lets one through and the others answer 409 `duplicate_entry`.
 */
export async function createEntry(
  db: Database,
  member: SessionMember,
  offer: TournamentOffer,
  request: TournamentEntryRequest,
  now: Date,
): Promise<TournamentEntry> {
  const refused = accountRefusal(member, offer);
  if (refused) throw refusal(refused);
  const archer = (await archersOf(db, member, now)).find((candidate) => candidate.id === request.archerId);
  if (!archer) throw refusal(codes.notYourPlayer);
  const entered = await archersEntered(db, offer.item.id, [archer.id]);
  const archerRefused = archerRefusal(archer, entered.has(archer.id));
  if (archerRefused) throw refusal(archerRefused);
  const division = offer.divisions.find((candidate) => candidate.code === request.division);
  if (!division) throw refusal(codes.divisionNotOffered);
  const ageClass = offer.ageClasses.find((candidate) => candidate.code === request.ageClass);
  if (!ageClass) throw refusal(codes.ageClassNotOffered);
  if (!classesFor(archer, offer).includes(request.ageClass)) throw refusal(codes.ageClassNotAllowed);

  let entryId: number;
  try {
    entryId = await db.transaction(async (tx) => {
      if (await isFullLocked(tx, offer.item.id)) throw refusal(codes.tournamentFull);
      return insertEntry(tx, {
        tournamentId: offer.item.id,
        archerId: archer.id,
        enteredById: member.id,
        divisionId: division.id,
        ageCategoryId: ageClass.id,
        feeFils: offer.entryFeeFils,
        tournamentName: offer.item.name,
        archerName: archer.name,
        at: now,
      });
    });
  } catch (error) {
    if (uniqueViolation(error)?.includes('tournament_entries_live_archer'))
      throw refusal(codes.duplicateEntry);
    throw error;
  }
  const [entry] = await entriesWhere(db, eq(tournamentEntries.id, entryId), member, now);
  return entry!;
}

/**
 * Withdraws an entry for the member who made it, keeping its history. Undefined when there is no such entry.
 * A restricted member may not (a withdrawal is a request), nor anyone once the tournament is over.
 */
export async function requestWithdrawal(
  db: Database,
  member: SessionMember,
  entryId: number,
  reason: WithdrawalReason,
  now: Date,
): Promise<TournamentEntry | undefined> {
  const [entry] = await db
    .select({
      enteredById: tournamentEntries.enteredById,
      status: tournamentEntries.status,
      tournamentEnd: tournaments.endDate,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .where(eq(tournamentEntries.id, entryId));
  // Someone else's entry answers like a missing one: withdrawing must not tell which entry ids exist.
  if (!entry || entry.enteredById !== member.id) return undefined;
  if (member.isRestricted) throw refusal(codes.accountRestricted);
  if (!(liveStatuses as readonly string[]).includes(entry.status)) throw refusal(codes.alreadyWithdrawn);
  if (entry.tournamentEnd < uaeToday(now)) throw refusal(codes.tournamentOver);
  const withdrawn = await db.transaction((tx) => withdrawEntry(tx, entryId, member.id, reason, now));
  if (!withdrawn) throw refusal(codes.alreadyWithdrawn);
  const [answer] = await entriesWhere(db, eq(tournamentEntries.id, entryId), member, now);
  return answer;
}

/** The caller's entries in one tournament (a club's: also those of its players). */
export function myEntries(db: Database, member: SessionMember, tournamentId: number, now: Date) {
  return entriesWhere(
    db,
    and(eq(tournamentEntries.tournamentId, tournamentId), visibleTo(db, member))!,
    member,
    now,
  );
}

/**
 * The caller's entries across every tournament (a club's: also those of its players), with the tournaments they are
 * in, newest first: the account's tournaments page.
 */
export async function accountEntries(
  db: Database,
  member: SessionMember,
  now: Date,
): Promise<AccountTournamentEntries> {
  const items = await entriesWhere(db, visibleTo(db, member), member, now);
  const ids = [...new Set(items.map((entry) => entry.tournamentId))];
  const today = uaeToday(now);
  const rows = ids.length
    ? await db
        .select({
          id: tournaments.id,
          name: { ar: tournaments.nameAr, en: tournaments.nameEn },
          startDate: tournaments.startDate,
          endDate: tournaments.endDate,
          firstRegistrationStart: tournaments.firstRegistrationStart,
          firstRegistrationEnd: tournaments.firstRegistrationEnd,
          secondRegistrationStart: tournaments.secondRegistrationStart,
          secondRegistrationEnd: tournaments.secondRegistrationEnd,
        })
        .from(tournaments)
        .where(inArray(tournaments.id, ids))
        .orderBy(desc(tournaments.startDate), desc(tournaments.id))
    : [];
  return {
    tournaments: rows.map(({ id, name, startDate, endDate, ...windows }) => ({
      id,
      name,
      startDate,
      endDate,
      registration: tournamentRegistrationState(windows, today),
      past: endDate < today,
    })),
    items,
  };
}
