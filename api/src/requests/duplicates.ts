import { type DuplicateMatch, DuplicateMatches, type PossibleDuplicate } from '@uaeaf/contracts';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { foldArabic, foldArabicSql } from '../content/search';
import type { Database } from '../db/client';
import { members } from '../db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Who applied, as the request and the member row give it. */
export interface Applicant {
  memberId: number;
  emiratesIds: string[];
  emails: string[];
  name: { ar: string; en: string };
  birthDate: string | null;
}

/** A name as compared for duplicates: lower case, Arabic folded, spaces trimmed and single. */
export function comparableName(name: string): string {
  return foldArabic(name.toLowerCase()).trim().replace(/\s+/g, ' ');
}

function comparableNameSql(column: AnyPgColumn): SQL {
  return sql`regexp_replace(btrim(${foldArabicSql(sql`lower(${column})`)}), '\\s+', ' ', 'g')`;
}

/** How many look-alikes a request shows at most: enough to warn, not a search. */
const limit = 20;

/**
 * Other members (not staff) who may be the applicant: the same Emirates ID, the same email (any case), or the same
 * name in either language with the same birth date. Each says which of these it matches.
 */
export async function possibleDuplicates(db: Database, applicant: Applicant): Promise<PossibleDuplicate[]> {
  const emails = applicant.emails.map((email) => email.toLowerCase());
  const sameEmiratesId =
    applicant.emiratesIds.length > 0 ? inArray(members.emiratesId, applicant.emiratesIds) : sql`false`;
  const sameEmail = emails.length > 0 ? inArray(sql`lower(${members.email})`, emails) : sql`false`;
  const sameNameAndBirthDate =
    applicant.birthDate === null
      ? sql`false`
      : and(
          eq(members.birthDate, applicant.birthDate),
          or(
            eq(comparableNameSql(members.nameAr), comparableName(applicant.name.ar)),
            eq(comparableNameSql(members.nameEn), comparableName(applicant.name.en)),
          ),
        )!;
  const rows = await db
    .select({
      memberId: members.id,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      email: members.email,
      membershipNumber: members.membershipNumber,
      membershipStatus: members.membershipStatus,
      // Null (an unknown Emirates ID or birth date) is no match.
      matchesEmiratesId: sql<boolean>`coalesce(${sameEmiratesId}, false)`,
      matchesEmail: sql<boolean>`${sameEmail}`,
      matchesNameAndBirthDate: sql<boolean>`coalesce(${sameNameAndBirthDate}, false)`,
    })
    .from(members)
    .where(
      and(
        ne(members.id, applicant.memberId),
        ne(members.accountType, 'admin'),
        or(sameEmiratesId, sameEmail, sameNameAndBirthDate),
      ),
    )
    .orderBy(members.id)
    .limit(limit);
  return rows.map((row) => {
    const found: Record<DuplicateMatch, boolean> = {
      emiratesId: row.matchesEmiratesId,
      email: row.matchesEmail,
      nameAndBirthDate: row.matchesNameAndBirthDate,
    };
    return {
      memberId: row.memberId,
      name: { ar: row.nameAr, en: row.nameEn },
      email: row.email,
      membershipNumber: row.membershipNumber,
      membershipStatus: row.membershipStatus,
      matches: DuplicateMatches.filter((match) => found[match]),
    };
  });
}
