import {
  ageClassFor,
  type CardState,
  type MembershipCard,
  type MembershipVerification,
  type OfficeCard,
} from '@uaeaf/contracts';
import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isRestrictedColumn } from '../auth/members';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { clubPlayers, members, membershipCards, registrationFiles, registrationRequests } from '../db/schema';
import { newVerificationCode } from '../eservices/document';

type Writer = Pick<Database, 'insert' | 'select'>;

/**
 * Gives the member a card code unless they hold one not revoked (approval, the seed, a card read after an approval
 * made some other way). The code is random: it says nothing of the membership number and cannot be guessed from another.
 */
export async function issueCard(db: Writer, memberId: number): Promise<void> {
  await db.insert(membershipCards).values({ memberId, code: newVerificationCode() }).onConflictDoNothing();
}

const club = alias(members, 'card_club');

/** The card's facts as of `today`, for the card rows matching `where`. */
function selectCards(db: Database, today: string, where: SQL | undefined) {
  return db
    .select({
      memberId: members.id,
      code: membershipCards.code,
      revokedAt: membershipCards.revokedAt,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      accountType: members.accountType,
      membershipStatus: members.membershipStatus,
      membershipNumber: members.membershipNumber,
      validUntil: members.validUntil,
      birthDate: members.birthDate,
      isBlocked: members.isBlocked,
      isRestricted: isRestrictedColumn(db, today),
      clubAr: club.nameAr,
      clubEn: club.nameEn,
    })
    .from(membershipCards)
    .innerJoin(members, eq(members.id, membershipCards.memberId))
    .leftJoin(clubPlayers, eq(clubPlayers.playerId, members.id))
    .leftJoin(club, eq(club.id, clubPlayers.clubId))
    .where(where)
    .limit(1);
}
type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

function stateOf(row: CardRow, today: string): CardState {
  if (row.revokedAt) return 'revoked';
  if (row.isBlocked) return 'blocked';
  if (row.isRestricted) return 'suspended';
  if (row.membershipStatus !== 'Approved' || !row.validUntil || row.validUntil < today) return 'expired';
  return 'valid';
}

/**
 * The member's photo: their registration's, or the one that replaced it once the office approved the replacement; a
 * club's or academy's logo, which its registration sends in place of a photo.
 */
export async function cardPhoto(db: Database, memberId: number) {
  const [photo] = await db
    .select({
      id: registrationFiles.id,
      contentType: registrationFiles.contentType,
      bytes: registrationFiles.bytes,
    })
    .from(registrationFiles)
    .innerJoin(registrationRequests, eq(registrationRequests.id, registrationFiles.requestId))
    .where(
      and(
        eq(registrationRequests.memberId, memberId),
        inArray(registrationFiles.field, ['photo', 'logo']),
        or(
          eq(registrationRequests.kind, 'new'),
          and(eq(registrationRequests.kind, 'document'), eq(registrationRequests.status, 'Approved')),
        ),
      ),
    )
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
    .limit(1);
  return photo;
}

function publicFacts(row: CardRow, today: string, hasPhoto: boolean): MembershipVerification {
  return {
    code: row.code,
    name: { ar: row.nameAr, en: row.nameEn },
    hasPhoto,
    accountType: row.accountType,
    club: row.clubAr && row.clubEn ? { ar: row.clubAr, en: row.clubEn } : null,
    validUntil: row.validUntil,
    state: stateOf(row, today),
  };
}

/**
 * What the verification page shows for a card code: only what the card prints (no membership number, birth date,
 * contact or documents), with the state today. Undefined for a code no card ever had.
 */
export async function verifyCard(
  db: Database,
  code: string,
  now: Date,
): Promise<MembershipVerification | undefined> {
  const today = uaeToday(now);
  const [row] = await selectCards(db, today, eq(membershipCards.code, code));
  if (!row) return undefined;
  // A revoked code no longer shows whose it was beyond the name the reader already holds on the card.
  const photo = row.revokedAt ? undefined : await cardPhoto(db, row.memberId);
  return publicFacts(row, today, photo !== undefined);
}

/** The photo behind a card code not revoked; undefined otherwise. */
export async function verifiedCardPhoto(db: Database, code: string) {
  const [card] = await db
    .select({ memberId: membershipCards.memberId })
    .from(membershipCards)
    .where(and(eq(membershipCards.code, code), isNull(membershipCards.revokedAt)));
  return card ? cardPhoto(db, card.memberId) : undefined;
}

/** `GET /api/account/card`: an approved member's card (issued now if they have none yet), else their status. */
export async function ownCard(db: Database, memberId: number, now: Date): Promise<MembershipCard> {
  const [member] = await db
    .select({ status: members.membershipStatus, accountType: members.accountType })
    .from(members)
    .where(eq(members.id, memberId));
  if (member!.status !== 'Approved') return { issued: false, membershipStatus: member!.status };
  const current = and(eq(membershipCards.memberId, memberId), isNull(membershipCards.revokedAt));
  const today = uaeToday(now);
  let [row] = await selectCards(db, today, current);
  if (!row) {
    await issueCard(db, memberId);
    [row] = await selectCards(db, today, current);
  }
  const photo = await cardPhoto(db, memberId);
  return {
    issued: true,
    ...publicFacts(row!, today, photo !== undefined),
    membershipNumber: row!.membershipNumber ?? '',
    photoFileId: photo?.id ?? null,
    ageClass: row!.birthDate ? ageClassFor(row!.birthDate, Number(today.slice(0, 4))) : null,
  };
}

/** The office's view of a member's card. */
export async function officeCard(db: Database, memberId: number): Promise<OfficeCard> {
  const [card] = await db
    .select({ code: membershipCards.code, issuedAt: membershipCards.issuedAt })
    .from(membershipCards)
    .where(and(eq(membershipCards.memberId, memberId), isNull(membershipCards.revokedAt)));
  return { code: card?.code ?? null, issuedAt: card?.issuedAt.toISOString() ?? null };
}
