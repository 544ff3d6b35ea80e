import type { TournamentSummary } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { isPublic } from '../content/published';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { seasons, tournaments } from '../db/schema';
import { itemColumns, upcomingFirst } from '../tournaments/tournaments';

/** Every published tournament, in the order of the paged lists: not yet over first, then past ones. */
export function listTournaments(db: Database, now: Date): Promise<TournamentSummary[]> {
  return db
    .select(itemColumns)
    .from(tournaments)
    .innerJoin(seasons, eq(tournaments.seasonId, seasons.id))
    .where(isPublic(tournaments, now))
    .orderBy(...upcomingFirst(uaeToday(now)));
}
