import type { TournamentSummary } from '@uaeaf/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { seasons, tournaments } from '../db/schema';

/** Tournaments not yet over first (soonest start first), then past ones (most recent first). */
export function listTournaments(db: Database, now: Date): Promise<TournamentSummary[]> {
  // "Upcoming" is judged by the federation's calendar day, not by the server's time zone.
  const today = uaeToday(now);
  const isOver = sql`${tournaments.endDate} < ${today}::date`;
  return db
    .select({
      id: tournaments.id,
      kind: tournaments.kind,
      name: { ar: tournaments.nameAr, en: tournaments.nameEn },
      venue: { ar: tournaments.venueAr, en: tournaments.venueEn },
      season: seasons.name,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      firstRegistrationStart: tournaments.firstRegistrationStart,
      firstRegistrationEnd: tournaments.firstRegistrationEnd,
      secondRegistrationStart: tournaments.secondRegistrationStart,
      secondRegistrationEnd: tournaments.secondRegistrationEnd,
    })
    .from(tournaments)
    .innerJoin(seasons, eq(tournaments.seasonId, seasons.id))
    .orderBy(
      asc(isOver),
      sql`case when ${isOver} then null else ${tournaments.startDate} end asc`,
      desc(tournaments.startDate),
      asc(tournaments.id),
    );
}
