import {
  liveEntryStatuses,
  type OfficeEntryRow,
  type OfficeTournamentEntries,
  type OfficeTournamentList,
  type OfficeTournamentQuery,
  pageCount,
  pageOffset,
} from '@uaeaf/contracts';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  ageCategories,
  bowDivisions,
  clubPlayers,
  members,
  tournamentEntries,
  tournaments,
} from '../../db/schema';

const live = inArray(tournamentEntries.status, [...liveEntryStatuses]);

/** Every tournament, latest start first, with its live and total entry counts (one grouped join, not a count each). */
export async function listOfficeTournaments(
  db: Database,
  query: OfficeTournamentQuery,
): Promise<OfficeTournamentList> {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: tournaments.id,
        nameAr: tournaments.nameAr,
        nameEn: tournaments.nameEn,
        kind: tournaments.kind,
        startDate: tournaments.startDate,
        endDate: tournaments.endDate,
        liveEntries: sql<number>`(count(${tournamentEntries.id}) filter (where ${live}))::int`,
        allEntries: sql<number>`count(${tournamentEntries.id})::int`,
      })
      .from(tournaments)
      .leftJoin(tournamentEntries, eq(tournamentEntries.tournamentId, tournaments.id))
      .groupBy(tournaments.id)
      .orderBy(desc(tournaments.startDate), desc(tournaments.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(tournaments),
  ]);
  return {
    items: rows.map(({ nameAr, nameEn, ...row }) => ({ ...row, name: { ar: nameAr, en: nameEn } })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

const clubs = alias(members, 'club');

/** A tournament's entries, by division, age class and English name; undefined when there is no such tournament. */
export async function tournamentEntriesOf(
  db: Database,
  id: number,
): Promise<OfficeTournamentEntries | undefined> {
  const [tournament] = await db
    .select({
      id: tournaments.id,
      nameAr: tournaments.nameAr,
      nameEn: tournaments.nameEn,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
    })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  if (!tournament) return undefined;
  const rows = await db
    .select({
      id: tournamentEntries.id,
      archerId: members.id,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      membershipNumber: members.membershipNumber,
      birthDate: members.birthDate,
      gender: members.gender,
      clubNameAr: clubs.nameAr,
      clubNameEn: clubs.nameEn,
      clubNumber: clubs.membershipNumber,
      divisionCode: bowDivisions.code,
      divisionAr: bowDivisions.nameAr,
      divisionEn: bowDivisions.nameEn,
      classCode: ageCategories.code,
      classAr: ageCategories.nameAr,
      classEn: ageCategories.nameEn,
      status: tournamentEntries.status,
      createdAt: tournamentEntries.createdAt,
    })
    .from(tournamentEntries)
    .innerJoin(members, eq(members.id, tournamentEntries.archerId))
    .innerJoin(bowDivisions, eq(bowDivisions.id, tournamentEntries.divisionId))
    .innerJoin(ageCategories, eq(ageCategories.id, tournamentEntries.ageCategoryId))
    .leftJoin(clubPlayers, eq(clubPlayers.playerId, members.id))
    .leftJoin(clubs, eq(clubs.id, clubPlayers.clubId))
    .where(eq(tournamentEntries.tournamentId, id))
    .orderBy(
      asc(bowDivisions.sortOrder),
      asc(ageCategories.sortOrder),
      asc(members.nameEn),
      asc(tournamentEntries.id),
    );
  const { nameAr, nameEn, ...dates } = tournament;
  return {
    tournament: { ...dates, name: { ar: nameAr, en: nameEn } },
    entries: rows.map(toEntryRow),
  };
}

type EntryRowSource = {
  id: number;
  archerId: number;
  nameAr: string;
  nameEn: string;
  membershipNumber: string | null;
  gender: OfficeEntryRow['gender'];
  clubNameAr: string | null;
  clubNameEn: string | null;
  clubNumber: string | null;
  birthDate: string | null;
  divisionCode: string;
  divisionAr: string;
  divisionEn: string;
  classCode: string;
  classAr: string;
  classEn: string;
  status: OfficeEntryRow['status'];
  createdAt: Date;
};

function toEntryRow(row: EntryRowSource): OfficeEntryRow {
  return {
    id: row.id,
    archer: { id: row.archerId, name: { ar: row.nameAr, en: row.nameEn } },
    membershipNumber: row.membershipNumber,
    club:
      row.clubNameAr === null
        ? null
        : { name: { ar: row.clubNameAr, en: row.clubNameEn! }, membershipNumber: row.clubNumber },
    birthDate: row.birthDate,
    division: { code: row.divisionCode, name: { ar: row.divisionAr, en: row.divisionEn } },
    ageClass: {
      code: row.classCode as OfficeEntryRow['ageClass']['code'],
      name: { ar: row.classAr, en: row.classEn },
    },
    gender: row.gender,
    status: row.status,
    enteredAt: row.createdAt.toISOString(),
  };
}
