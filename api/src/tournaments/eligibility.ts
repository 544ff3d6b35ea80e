import {
  type AccountRefusalCode,
  type AgeClassCode,
  ageClassesOpenTo,
  ageClassFor,
  type ArcherRefusalCode,
  type EligibleArcher,
  entersOwnPlayers,
  entersThemselves,
  mayEnter,
  TournamentErrorCodes,
} from '@uaeaf/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { isRestrictedColumn, type SessionMember } from '../auth/members';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { clubPlayers, members, tournamentEntries } from '../db/schema';
import type { TournamentOffer } from './tournaments';

const codes = TournamentErrorCodes;

/** Approved by the federation (spec section 4's Approved, or Accepted): the statuses that may take part. */
export function isApproved(status: SessionMember['membershipStatus']): boolean {
  return status === 'Approved' || status === 'Accepted';
}

/**
 * Why the caller may not enter anyone in this tournament now, or null. Checked in this order, so the reason shown is
 * the one to fix first: the account kind, the membership, a penalty, the registration window, then the places left
 * (decision 067). (A blocked member never gets here: the session refuses them.)
 */
export function accountRefusal(member: SessionMember, offer: TournamentOffer): AccountRefusalCode | null {
  if (!mayEnter(member.accountType, offer.item.kind)) return codes.accountKindNotEligible;
  if (!isApproved(member.membershipStatus)) return codes.membershipNotApproved;
  if (member.isRestricted) return codes.accountRestricted;
  const { status } = offer.item.registration;
  if (status === 'ended') return codes.registrationEnded;
  if (status !== 'open') return codes.registrationUnavailable;
  if (offer.capacity !== null && offer.liveEntries >= offer.capacity) return codes.tournamentFull;
  return null;
}

/** Someone the caller may enter, with what decides whether they can be entered. */
export interface Archer {
  id: number;
  name: { ar: string; en: string };
  gender: 'male' | 'female' | null;
  birthDate: string | null;
  membershipStatus: SessionMember['membershipStatus'];
  isBlocked: boolean;
  isRestricted: boolean;
}

/**
 * The archers the caller enters: a club's or academy's own players (by name), or the caller themselves. Empty for a
 * member kind that enters nobody.
 */
export async function archersOf(db: Database, member: SessionMember, now: Date): Promise<Archer[]> {
  const isClub = entersOwnPlayers.includes(member.accountType);
  if (!isClub && !entersThemselves.includes(member.accountType)) return [];
  const rows = await db
    .select({
      id: members.id,
      name: { ar: members.nameAr, en: members.nameEn },
      gender: members.gender,
      birthDate: members.birthDate,
      membershipStatus: members.membershipStatus,
      isBlocked: members.isBlocked,
      isRestricted: isRestrictedColumn(db, uaeToday(now)),
    })
    .from(members)
    .where(
      isClub
        ? inArray(
            members.id,
            db
              .select({ id: clubPlayers.playerId })
              .from(clubPlayers)
              .where(eq(clubPlayers.clubId, member.id)),
          )
        : eq(members.id, member.id),
    )
    .orderBy(members.nameEn, members.id);
  return rows;
}

/** The tournament's classes the birth date allows: the archer's own first, then the higher ones the rules allow. */
export function classesFor(archer: Pick<Archer, 'birthDate'>, offer: TournamentOffer): AgeClassCode[] {
  const year = Number(offer.item.startDate.slice(0, 4));
  if (archer.birthDate === null || Number(archer.birthDate.slice(0, 4)) > year) return [];
  const offered = new Set(offer.ageClasses.map((ageClass) => ageClass.code));
  return ageClassesOpenTo(archer.birthDate, year).filter((code) => offered.has(code));
}

/** Why this archer cannot be entered, or null. */
export function archerRefusal(archer: Archer, hasLiveEntry: boolean): ArcherRefusalCode | null {
  if (archer.isBlocked) return codes.archerBlocked;
  if (!isApproved(archer.membershipStatus)) return codes.archerNotApproved;
  if (archer.isRestricted) return codes.archerRestricted;
  if (archer.birthDate === null) return codes.archerBirthDateMissing;
  if (hasLiveEntry) return codes.duplicateEntry;
  return null;
}

/** The archers among `ids` with a live entry in the tournament. */
export async function archersEntered(
  db: Database,
  tournamentId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ archerId: tournamentEntries.archerId })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        inArray(tournamentEntries.archerId, ids),
        inArray(tournamentEntries.status, ['Pending', 'Accepted']),
      ),
    );
  return new Set(rows.map((row) => row.archerId));
}

export function toEligibleArcher(archer: Archer, offer: TournamentOffer, entered: boolean): EligibleArcher {
  const year = Number(offer.item.startDate.slice(0, 4));
  const knownBirth = archer.birthDate !== null && Number(archer.birthDate.slice(0, 4)) <= year;
  return {
    id: archer.id,
    name: archer.name,
    gender: archer.gender,
    birthDate: archer.birthDate,
    ownAgeClass: knownBirth ? ageClassFor(archer.birthDate!, year) : null,
    ageClasses: classesFor(archer, offer),
    divisions: offer.divisions.map((division) => division.code),
    refusal: archerRefusal(archer, entered),
  };
}
