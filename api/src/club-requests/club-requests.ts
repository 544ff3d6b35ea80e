import {
  allowedRequestActions,
  type ClubRequestList,
  type ClubRequestListQuery,
  pageCount,
  pageOffset,
} from '@uaeaf/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, registrationRequests } from '../db/schema';

/** The requests that named the club or academy `clubId`, newest first. */
export async function listClubRequests(
  db: Database,
  clubId: number,
  query: ClubRequestListQuery,
): Promise<ClubRequestList> {
  const where = and(
    eq(registrationRequests.clubId, clubId),
    query.status && eq(registrationRequests.status, query.status),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: registrationRequests.id,
        applicantId: members.id,
        nameAr: members.nameAr,
        nameEn: members.nameEn,
        form: registrationRequests.form,
        accountType: members.accountType,
        birthDate: members.birthDate,
        status: registrationRequests.status,
        decisionReason: registrationRequests.decisionReason,
        submittedAt: registrationRequests.createdAt,
      })
      .from(registrationRequests)
      .innerJoin(members, eq(members.id, registrationRequests.memberId))
      .where(where)
      .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(registrationRequests).where(where),
  ]);
  const total = counted!.total;
  return {
    items: rows.map(({ applicantId, nameAr, nameEn, submittedAt, ...row }) => ({
      ...row,
      applicant: { id: applicantId, name: { ar: nameAr, en: nameEn } },
      allowedActions: allowedRequestActions({ status: row.status, clubNamed: true }, 'club'),
      submittedAt: submittedAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}
