import {
  type OfficeRequestList,
  type OfficeRequestListQuery,
  type OfficeRequestRow,
  memberSearchTerms,
  pageCount,
  pageOffset,
} from '@uaeaf/contracts';
import { and, asc, count, desc, eq, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { foldArabic, likeContains } from '../../content/search';
import type { Database } from '../../db/client';
import { members, memberSearchText, registrationRequests } from '../../db/schema';

const clubs = alias(members, 'club');

/** The columns of a row of the office's list, which its detail repeats. */
export const requestRowColumns = {
  id: registrationRequests.id,
  kind: registrationRequests.kind,
  form: registrationRequests.form,
  accountType: members.accountType,
  status: registrationRequests.status,
  applicantId: members.id,
  nameAr: members.nameAr,
  nameEn: members.nameEn,
  email: members.email,
  emiratesId: members.emiratesId,
  clubId: clubs.id,
  clubNameAr: clubs.nameAr,
  clubNameEn: clubs.nameEn,
  submittedAt: registrationRequests.createdAt,
  updatedAt: registrationRequests.updatedAt,
};

/** Requests with their applicant and the club they named, for the list and the detail alike. */
export function selectRequestRows(db: Database) {
  return db
    .select(requestRowColumns)
    .from(registrationRequests)
    .innerJoin(members, eq(members.id, registrationRequests.memberId))
    .leftJoin(clubs, eq(clubs.id, registrationRequests.clubId));
}
type RequestRowColumns = Awaited<ReturnType<typeof selectRequestRows>>[number];

export function toRequestRow(row: RequestRowColumns): OfficeRequestRow {
  return {
    id: row.id,
    kind: row.kind,
    form: row.form,
    accountType: row.accountType,
    status: row.status,
    applicant: {
      id: row.applicantId,
      name: { ar: row.nameAr, en: row.nameEn },
      email: row.email,
      emiratesId: row.emiratesId,
    },
    club: row.clubId === null ? null : { id: row.clubId, name: { ar: row.clubNameAr!, en: row.clubNameEn! } },
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A registration's reference as an applicant may type or read it out (`reg-7k3f9-qx2m4`, spaces for hyphens). */
const referenceQuery = /^reg[\s-]?([0-9a-z]{5})[\s-]?([0-9a-z]{5})$/i;

/**
 * `q` as the members directory reads it (`memberSearchTerms`): a fragment of the applicant's names or email through the
 * members' trigram index, or their exact Emirates ID or membership number through the unique indexes; or the reference
 * the applicant was given (decision 087), through its unique index.
 */
function searchCondition(q: string): SQL | undefined {
  const terms = memberSearchTerms(q);
  const reference = referenceQuery.exec(q.trim());
  return or(
    reference
      ? eq(registrationRequests.reference, `REG-${reference[1]}-${reference[2]}`.toUpperCase())
      : undefined,
    like(memberSearchText(members), likeContains(foldArabic(terms.text))),
    terms.emiratesId === undefined ? undefined : eq(members.emiratesId, terms.emiratesId),
    terms.membershipNumber === undefined ? undefined : eq(members.membershipNumber, terms.membershipNumber),
  );
}

/** The first instant of a UAE calendar day. */
export function uaeDayStart(day: string): SQL {
  return sql`(${day}::date)::timestamp at time zone 'Asia/Dubai'`;
}

function conditions(query: OfficeRequestListQuery): SQL | undefined {
  const status = registrationRequests.status;
  const clubId = registrationRequests.clubId;
  return and(
    query.q === undefined ? undefined : searchCondition(query.q),
    query.kind === undefined ? undefined : eq(registrationRequests.kind, query.kind),
    query.form === undefined ? undefined : eq(registrationRequests.form, query.form),
    query.status === undefined ? undefined : eq(status, query.status),
    query.clubId === undefined ? undefined : eq(clubId, query.clubId),
    query.queue === 'pendingClub' ? and(eq(status, 'Pending'), isNotNull(clubId)) : undefined,
    query.queue === 'awaitingOffice'
      ? or(and(eq(status, 'Pending'), isNull(clubId)), eq(status, 'Accepted'))
      : undefined,
    query.from === undefined
      ? undefined
      : sql`${registrationRequests.createdAt} >= ${uaeDayStart(query.from)}`,
    query.to === undefined
      ? undefined
      : sql`${registrationRequests.createdAt} < ${uaeDayStart(query.to)} + interval '1 day'`,
  );
}

// Statuses in the order a request moves through them, not the enum's declaration order.
const statusRank = sql`case ${registrationRequests.status} when 'Pending' then 0 when 'Accepted' then 1 when 'Approved' then 2 else 3 end`;

function order(query: OfficeRequestListQuery): SQL[] {
  const descending = query.sort.startsWith('-');
  const direction = descending ? desc : asc;
  const newestFirst = [desc(registrationRequests.createdAt), desc(registrationRequests.id)];
  switch (query.sort.replace('-', '')) {
    case 'name':
      return [
        direction(query.lang === 'en' ? members.nameEn : members.nameAr),
        direction(registrationRequests.id),
      ];
    case 'status':
      return [direction(statusRank), ...newestFirst];
    default:
      return [direction(registrationRequests.createdAt), direction(registrationRequests.id)];
  }
}

/** One page of the office's request list, with the total the filters match. */
export async function listOfficeRequests(
  db: Database,
  query: OfficeRequestListQuery,
): Promise<OfficeRequestList> {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    selectRequestRows(db)
      .where(where)
      .orderBy(...order(query))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    // Every request has its member: the count joins the members only when the search needs them.
    query.q === undefined
      ? db.select({ total: count() }).from(registrationRequests).where(where)
      : db
          .select({ total: count() })
          .from(registrationRequests)
          .innerJoin(members, eq(members.id, registrationRequests.memberId))
          .where(where),
  ]);
  const total = counted!.total;
  return {
    items: rows.map(toRequestRow),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}
