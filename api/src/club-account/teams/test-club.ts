import { eq, sql } from 'drizzle-orm';
import { createApplicant } from '../../../test/requests';
import type { Database } from '../../db/client';
import { clubPlayers, members, seasons } from '../../db/schema';

/**
 * For the tests of the club's own pages: a fresh approved club or academy that logs in with the demo password (its
 * hash copied from the demo club), valid to the end of the active season, and players who named a club (the approved
 * ones placed at it, as the office's approval does).
 */
export async function freshClub(db: Database, accountType: 'club' | 'academy' = 'club') {
  const club = await createApplicant(db, { accountType, form: accountType, status: 'Approved' });
  await db
    .update(members)
    .set({
      passwordHash: sql`(select ${members.passwordHash} from ${members} where ${members.email} = 'club@example.ae')`,
      validUntil: sql`(select ${seasons.endDate} from ${seasons} where ${seasons.isActive})`,
    })
    .where(eq(members.id, club.memberId));
  return { id: club.memberId, email: club.email };
}

export async function clubPlayerOf(
  db: Database,
  clubId: number,
  player: { gender: 'male' | 'female'; birthDate: string; status?: 'Approved' | 'Pending' },
) {
  const made = await createApplicant(db, {
    accountType: 'player',
    status: player.status ?? 'Approved',
    clubId,
    birthDate: player.birthDate,
  });
  await db.update(members).set({ gender: player.gender }).where(eq(members.id, made.memberId));
  // The office's approval gives an approved player their place at the club they named.
  if ((player.status ?? 'Approved') === 'Approved') {
    await db.insert(clubPlayers).values({ playerId: made.memberId, clubId, joinedOn: '2026-09-01' });
  }
  return made.memberId;
}
