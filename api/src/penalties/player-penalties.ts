import type { PlayerPenalty } from '@uaeaf/contracts';
import { eq, inArray } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { clubPlayers, penalties } from '../db/schema';
import { newestFirst, selectPenalties, toOwnPenalty, toPenalty } from '../office/penalties/penalties';
import { withFineBills } from './fine-bills';

/** The penalties of a club's or academy's own players (`club_players`), newest first; another club's never show. */
export async function penaltiesOfPlayers(db: Database, clubId: number, now: Date): Promise<PlayerPenalty[]> {
  const today = uaeToday(now);
  const players = db
    .select({ id: clubPlayers.playerId })
    .from(clubPlayers)
    .where(eq(clubPlayers.clubId, clubId));
  const rows = await selectPenalties(db)
    .where(inArray(penalties.memberId, players))
    .orderBy(...newestFirst);
  return withFineBills(
    db,
    rows.map((row) => {
      const penalty = toPenalty(row, today);
      return { ...toOwnPenalty(penalty), player: penalty.member };
    }),
  );
}
