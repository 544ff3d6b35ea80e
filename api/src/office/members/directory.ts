import {
  memberSearchTerms,
  type OfficeMemberListQuery,
  type OfficeMemberListResponse,
  type OfficeMemberRow,
  pageCount,
  pageOffset,
} from '@uaeaf/contracts';
import { and, asc, count, desc, eq, like, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isRestrictedColumn } from '../../auth/members';
import { uaeToday } from '../../calendar';
import { foldArabic, likeContains } from '../../content/search';
import type { Database } from '../../db/client';
import { clubPlayers, members } from '../../db/schema';

const clubs = alias(members, 'club');

/** The columns of a directory row; `today` (UAE) decides whether a penalty restricts the member. */
function rowColumns(db: Database, today: string) {
  return {
    id: members.id,
    nameAr: members.nameAr,
    nameEn: members.nameEn,
    email: members.email,
    accountType: members.accountType,
    membershipNumber: members.membershipNumber,
    membershipStatus: members.membershipStatus,
    validUntil: members.validUntil,
    clubId: clubs.id,
    clubNameAr: clubs.nameAr,
    clubNameEn: clubs.nameEn,
    isBlocked: members.isBlocked,
    isRestricted: isRestrictedColumn(db, today),
    createdAt: members.createdAt,
  };
}

/** Members with the club or academy each belongs to (players only have one). */
export function selectMemberRows(db: Database, now: Date) {
  return db
    .select(rowColumns(db, uaeToday(now)))
    .from(members)
    .leftJoin(clubPlayers, eq(clubPlayers.playerId, members.id))
    .leftJoin(clubs, eq(clubs.id, clubPlayers.clubId));
}
type Row = Awaited<ReturnType<typeof selectMemberRows>>[number];

export function toMemberRow({
  nameAr,
  nameEn,
  clubId,
  clubNameAr,
  clubNameEn,
  createdAt,
  ...row
}: Row): OfficeMemberRow {
  return {
    ...row,
    name: { ar: nameAr, en: nameEn },
    club: clubId === null ? null : { id: clubId, name: { ar: clubNameAr!, en: clubNameEn! } },
    createdAt: createdAt.toISOString(),
  };
}

/**
 * A name or email fragment through the trigram index on the stored search text (lower case, Arabic folded, like the
 * pattern), or a whole email address, an Emirates ID or a membership number exactly, through their unique indexes.
 */
export function matches(q: string): SQL | undefined {
  const terms = memberSearchTerms(q);
  return or(
    terms.email === undefined
      ? like(members.searchText, likeContains(foldArabic(terms.text)))
      : sql`lower(${members.email}) = ${terms.email}`,
    terms.emiratesId === undefined ? undefined : eq(members.emiratesId, terms.emiratesId),
    terms.membershipNumber === undefined ? undefined : eq(members.membershipNumber, terms.membershipNumber),
  );
}

const orders = {
  name: [asc(members.nameEn), asc(members.id)],
  '-name': [desc(members.nameEn), desc(members.id)],
  joined: [asc(members.createdAt), asc(members.id)],
  '-joined': [desc(members.createdAt), desc(members.id)],
  // Members without a number (not approved yet) come last either way.
  number: [sql`${members.membershipNumber} asc nulls last`, asc(members.id)],
  '-number': [sql`${members.membershipNumber} desc nulls last`, desc(members.id)],
} satisfies Record<OfficeMemberListQuery['sort'], SQL[]>;

/** `GET /api/office/members`: every member but the office's own staff, filtered, sorted and paged. */
export async function listMembers(
  db: Database,
  query: OfficeMemberListQuery,
  now: Date,
): Promise<OfficeMemberListResponse> {
  const restricted = isRestrictedColumn(db, uaeToday(now));
  const where = and(
    ne(members.accountType, 'admin'),
    query.q === undefined ? undefined : matches(query.q),
    query.kind === undefined ? undefined : eq(members.accountType, query.kind),
    query.status === undefined ? undefined : eq(members.membershipStatus, query.status),
    query.clubId === undefined ? undefined : eq(clubPlayers.clubId, query.clubId),
    query.blocked === undefined ? undefined : eq(members.isBlocked, query.blocked),
    query.restricted === undefined ? undefined : query.restricted ? restricted : not(restricted),
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectMemberRows(db, now)
      .where(where)
      .orderBy(...orders[query.sort])
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(members)
      .leftJoin(clubPlayers, eq(clubPlayers.playerId, members.id))
      .where(where),
  ]);
  return {
    items: rows.map(toMemberRow),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}
