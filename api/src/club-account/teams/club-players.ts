import { ageClassFor, type ClubPlayer, ResubmissionErrorCodes } from '@uaeaf/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionMember } from '../../auth/members';
import type { Database } from '../../db/client';
import { clubPlayers as clubPlayerRows, members } from '../../db/schema';
import { ApiError } from '../../http/errors';

type Reader = Pick<Database, 'select'>;

/**
 * The club's approved players: approved members whose place is at the club (`club_players`, which the office's
 * approval fills and a termination empties). Teams and the season subscription are made from these alone; `ids`
 * narrows them to the ones a request names.
 */
export async function clubPlayers(
  db: Reader,
  clubId: number,
  year: number,
  ids?: number[],
): Promise<ClubPlayer[]> {
  const rows = await db
    .select({
      id: members.id,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      membershipNumber: members.membershipNumber,
      gender: members.gender,
      birthDate: members.birthDate,
    })
    .from(members)
    .innerJoin(clubPlayerRows, eq(clubPlayerRows.playerId, members.id))
    .where(
      and(
        eq(clubPlayerRows.clubId, clubId),
        eq(members.membershipStatus, 'Approved'),
        ids && inArray(members.id, ids.length > 0 ? ids : [0]),
      ),
    )
    .orderBy(asc(members.nameEn), asc(members.id));
  return rows.map(({ nameAr, nameEn, ...row }) => ({
    ...row,
    name: { ar: nameAr, en: nameEn },
    ageClass: row.birthDate ? ageClassFor(row.birthDate, year) : null,
  }));
}

/** A club under a penalty changes none of its teams, subscription or membership (spec: its actions are refused). */
export function refuseRestricted(member: SessionMember): void {
  if (member.isRestricted) {
    throw new ApiError(
      403,
      ResubmissionErrorCodes.accountRestricted,
      'The account has been restricted due to a penalty',
    );
  }
}

/** 409 for a player who is not one of the club's approved players: named in words, whatever the reason. */
export function notClubPlayer(code: string): ApiError {
  return new ApiError(409, code, 'This player is not one of your approved players');
}
