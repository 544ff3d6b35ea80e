import {
  type AgeClassCode,
  type LocalizedText,
  type MatchedMember,
  type ResultArcher,
  type ResultClub,
  type ResultTournament,
  type RoundCode,
  roundOf,
  type ScoreLine,
} from '@uaeaf/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  ageCategories,
  bowDivisions,
  clubPlayers,
  members,
  nationalRecords,
  seasons,
  tournaments,
} from '../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction of it. */
export type Db = Database | Transaction;

/** The member kinds that shoot: a results row is matched only to one of these, never to a club or staff. */
export const archerKinds = [
  'player',
  'individual',
  'activity',
  'coach',
  'referee',
  'employee',
  'technical',
  'person',
  'guest',
] as const;

/** The tournament kinds whose scores count towards the national rankings (decision 093). */
export const rankingKinds = ['Local', 'Open', 'International'] as const;

export const categoryKey = (row: { division: string; gender: string; ageClass: string }) =>
  `${row.division}|${row.gender}|${row.ageClass}`;

export const round = (code: string) => roundOf(code as RoundCode);

/** The tournaments' summaries results show, by id. */
export async function tournamentSummaries(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ResultTournament>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: tournaments.id,
      kind: tournaments.kind,
      nameAr: tournaments.nameAr,
      nameEn: tournaments.nameEn,
      venueAr: tournaments.venueAr,
      venueEn: tournaments.venueEn,
      season: seasons.name,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
    })
    .from(tournaments)
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
    .where(inArray(tournaments.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        kind: row.kind,
        name: { ar: row.nameAr, en: row.nameEn },
        venue: { ar: row.venueAr, en: row.venueEn },
        season: row.season,
        startDate: row.startDate,
        endDate: row.endDate,
      },
    ]),
  );
}

export interface Labels {
  division(code: string): { code: string; name: LocalizedText };
  divisionOrder(code: string): number;
  ageClass(code: string): { code: AgeClassCode; name: LocalizedText };
  ageClassOrder(code: string): number;
}

/** Division and age class names and orders, read once per answer (a handful of rows). */
export async function labels(db: Db): Promise<Labels> {
  const [divisions, classes] = await Promise.all([
    db.select().from(bowDivisions),
    db.select().from(ageCategories),
  ]);
  const division = new Map(divisions.map((row) => [row.code, row]));
  const ageClass = new Map(classes.map((row) => [row.code, row]));
  return {
    division: (code) => {
      const row = division.get(code);
      return { code, name: row ? { ar: row.nameAr, en: row.nameEn } : { ar: code, en: code } };
    },
    divisionOrder: (code) => division.get(code)?.sortOrder ?? 99,
    ageClass: (code) => {
      const row = ageClass.get(code);
      return {
        code: code as AgeClassCode,
        name: row ? { ar: row.nameAr, en: row.nameEn } : { ar: code, en: code },
      };
    },
    ageClassOrder: (code) => ageClass.get(code)?.sortOrder ?? 99,
  };
}

export interface MemberFacts {
  id: number;
  name: LocalizedText;
  hidden: boolean;
  birthDate: string | null;
  gender: 'male' | 'female' | null;
  email: string;
  language: 'ar' | 'en';
  membershipNumber: string | null;
  club: LocalizedText | null;
}

const clubAccount = alias(members, 'club_account');

/** Members with their current club (club or academy), by id. */
export async function memberFacts(db: Db, ids: readonly number[]): Promise<Map<number, MemberFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: members.id,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      hidden: members.hideResultsProfile,
      birthDate: members.birthDate,
      gender: members.gender,
      email: members.email,
      language: members.language,
      membershipNumber: members.membershipNumber,
      clubAr: clubAccount.nameAr,
      clubEn: clubAccount.nameEn,
    })
    .from(members)
    .leftJoin(clubPlayers, eq(clubPlayers.playerId, members.id))
    .leftJoin(clubAccount, eq(clubAccount.id, clubPlayers.clubId))
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: { ar: row.nameAr, en: row.nameEn },
        hidden: row.hidden,
        birthDate: row.birthDate,
        gender: row.gender,
        email: row.email,
        language: row.language,
        membershipNumber: row.membershipNumber,
        club: row.clubAr && row.clubEn ? { ar: row.clubAr, en: row.clubEn } : null,
      },
    ]),
  );
}

/** A member as the office sees a match. */
export function matchedMember(member: MemberFacts): MatchedMember {
  return {
    id: member.id,
    name: member.name,
    membershipNumber: member.membershipNumber,
    birthDate: member.birthDate,
    club: member.club,
  };
}

/** Club accounts' names, by id. */
export async function clubNames(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, LocalizedText>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, nameAr: members.nameAr, nameEn: members.nameEn })
    .from(members)
    .where(inArray(members.id, wanted));
  return new Map(rows.map((row) => [row.id, { ar: row.nameAr, en: row.nameEn }]));
}

/** An archer as the public sees them: a member's names (and id unless hidden), or the file's name. */
export function publicArcher(
  row: { name: string; memberId: number | null },
  member?: MemberFacts,
): ResultArcher {
  if (row.memberId !== null && member) return { id: member.hidden ? null : member.id, name: member.name };
  return { id: null, name: { ar: row.name, en: row.name } };
}

/** A row's club: the club account's names, or the name the file gave. */
export function publicClub(
  row: { clubId: number | null; clubName: string | null },
  clubs: ReadonlyMap<number, LocalizedText>,
): ResultClub | null {
  const account = row.clubId === null ? undefined : clubs.get(row.clubId);
  if (account) return { name: account };
  return row.clubName ? { name: { ar: row.clubName, en: row.clubName } } : null;
}

/** The approved records per category, the best of each first in its list (history after it). */
export async function approvedRecords(db: Db, where = sql`true`) {
  const rows = await db
    .select()
    .from(nationalRecords)
    .where(and(eq(nationalRecords.status, 'approved'), where))
    .orderBy(
      sql`${nationalRecords.score} desc, ${nationalRecords.tens} desc, ${nationalRecords.xs} desc, ${nationalRecords.shotOn} asc, ${nationalRecords.id} asc`,
    );
  const byCategory = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) {
    const key = `${row.roundCode}|${row.division}|${row.gender}|${row.ageClass}`;
    byCategory.set(key, [...(byCategory.get(key) ?? []), row]);
  }
  return byCategory;
}

/** The current record's score line per category key (round|division|gender|ageClass). */
export async function currentRecordScores(db: Db): Promise<Map<string, ScoreLine>> {
  const byCategory = await approvedRecords(db);
  return new Map(
    [...byCategory].map(([key, [best]]) => [key, { total: best!.score, tens: best!.tens, xs: best!.xs }]),
  );
}
