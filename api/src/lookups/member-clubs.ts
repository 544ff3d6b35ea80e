import { type MemberClub, MemberClubKinds } from '@uaeaf/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members } from '../db/schema';

/** Accounts an applicant may name: clubs and academies whose membership the federation approved, and not blocked. */
const namable = and(
  inArray(members.accountType, [...MemberClubKinds]),
  eq(members.membershipStatus, 'Approved'),
  eq(members.isBlocked, false),
);

/** The clubs and academies a registration may name, by English name (the form sorts them in its own language). */
export async function memberClubs(db: Database): Promise<MemberClub[]> {
  const rows = await db
    .select({
      id: members.id,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      accountType: members.accountType,
    })
    .from(members)
    .where(namable)
    .orderBy(asc(members.nameEn), asc(members.id));
  return rows.map((row) => ({
    id: row.id,
    name: { ar: row.nameAr, en: row.nameEn },
    kind: row.accountType as MemberClub['kind'],
  }));
}

/** Whether a registration may name this account as its club or academy. */
export async function isMemberClub(db: Pick<Database, 'select'>, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, id), namable))
    .limit(1);
  return row !== undefined;
}
