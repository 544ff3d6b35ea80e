import { ageClassFor, type ClubPlayer, ResubmissionErrorCodes } from '@uaeaf/contracts';
import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import type { SessionMember } from '../../auth/members';
import type { Database } from '../../db/client';
import { members, registrationRequests } from '../../db/schema';
import { ApiError } from '../../http/errors';

type Reader = Pick<Database, 'select'>;

/**
 * The club's approved players: approved members whose approved registration named the club. Teams and the season
 * subscription are made from these alone; `ids` narrows them to the ones a request names.
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
    .where(
      and(
        eq(members.membershipStatus, 'Approved'),
        ids && inArray(members.id, ids.length > 0 ? ids : [0]),
        exists(
          db
            .select({ id: registrationRequests.id })
            .from(registrationRequests)
            .where(
              and(
                eq(registrationRequests.memberId, members.id),
                eq(registrationRequests.clubId, clubId),
                eq(registrationRequests.kind, 'new'),
                eq(registrationRequests.status, 'Approved'),
              ),
            ),
        ),
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
