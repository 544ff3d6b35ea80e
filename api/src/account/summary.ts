import { ageClassFor, type MemberAccountSummary, openServiceStatuses } from '@uaeaf/contracts';
import { and, count, desc, eq, inArray, or, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { bills, clubPlayers, members, penalties, registrationRequests, serviceRequests } from '../db/schema';
import { memberDocuments } from '../member-documents/member-documents';
import { hasStatus } from '../office/penalties/penalties';

/** A membership request still in someone's hands: waiting for the club's answer, or for the federation's. */
const openStatuses = ['Pending', 'Accepted'] as const;

const club = alias(members, 'club');

/**
 * The club a member belongs to: a player's place at one, otherwise the club their latest approved registration
 * named (a coach's, a referee's); null for those with neither.
 */
async function clubOf(db: Database, memberId: number) {
  const [place] = await db
    .select({ id: club.id, nameAr: club.nameAr, nameEn: club.nameEn })
    .from(clubPlayers)
    .innerJoin(club, eq(club.id, clubPlayers.clubId))
    .where(eq(clubPlayers.playerId, memberId));
  const [named] = place
    ? [place]
    : await db
        .select({ id: club.id, nameAr: club.nameAr, nameEn: club.nameEn })
        .from(registrationRequests)
        .innerJoin(club, eq(club.id, registrationRequests.clubId))
        .where(
          and(
            eq(registrationRequests.memberId, memberId),
            eq(registrationRequests.kind, 'new'),
            eq(registrationRequests.status, 'Approved'),
          ),
        )
        .orderBy(desc(registrationRequests.createdAt))
        .limit(1);
  return named ? { id: named.id, name: { ar: named.nameAr, en: named.nameEn } } : null;
}

/** A role area's home page: the member's membership, club, age class and what needs their attention on `today`. */
export async function memberSummary(
  db: Database,
  memberId: number,
  today: string,
): Promise<MemberAccountSummary> {
  const [[member], memberClub, documents, [unpaid], [open], [openServices], [active]] = await Promise.all([
    db
      .select({
        status: members.membershipStatus,
        number: members.membershipNumber,
        validUntil: members.validUntil,
        birthDate: members.birthDate,
      })
      .from(members)
      .where(eq(members.id, memberId)),
    clubOf(db, memberId),
    memberDocuments(db, memberId, today),
    db
      .select({ bills: count(), fils: sum(bills.amountFils).mapWith(Number) })
      .from(bills)
      .where(and(eq(bills.memberId, memberId), eq(bills.status, 'unpaid'))),
    db
      .select({ total: count() })
      .from(registrationRequests)
      .where(
        and(eq(registrationRequests.memberId, memberId), inArray(registrationRequests.status, openStatuses)),
      ),
    db
      .select({ total: count() })
      .from(serviceRequests)
      .where(
        and(
          or(eq(serviceRequests.requesterId, memberId), eq(serviceRequests.playerId, memberId)),
          inArray(serviceRequests.status, openServiceStatuses),
        ),
      ),
    db
      .select({ total: count() })
      .from(penalties)
      .where(and(eq(penalties.memberId, memberId), hasStatus('active', today))),
  ]);
  const birthDate = member!.birthDate;
  return {
    membership: { status: member!.status, number: member!.number, validUntil: member!.validUntil },
    club: memberClub,
    birthDate,
    ageClass: birthDate ? ageClassFor(birthDate, Number(today.slice(0, 4))) : null,
    attention: {
      unpaidBills: unpaid!.bills,
      unpaidFils: unpaid!.fils ?? 0,
      documents: documents.filter(
        (document) => document.state === 'expired' || document.state === 'expiring',
      ),
      openRequests: open!.total,
      openServiceRequests: openServices!.total,
      activePenalties: active!.total,
    },
  };
}
