import {
  movementOf,
  rankArchers,
  type RankingQuery,
  type RankingResponse,
  type RoundCode,
} from '@uaeaf/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { rankingEntries, resultImports, resultRows, seasons, tournaments } from '../db/schema';
import { type Db, labels, memberFacts, publicArcher, rankingKinds, round, type Transaction } from './common';

interface Category {
  roundCode: string;
  division: string;
  gender: 'male' | 'female';
  ageClass: string;
}

/**
 * Computes again the ranking lists of the given categories in the tournament's season (decision 093) from every
 * published, matched score of the season at a federation tournament, and keeps each archer's position before this
 * update as `previous_position`, which gives the movement.
 */
export async function refreshRankings(
  tx: Transaction | Db,
  tournamentId: number,
  categories: readonly Category[],
  now: Date,
): Promise<void> {
  const [tournament] = await tx
    .select({ seasonId: tournaments.seasonId })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return;
  const seen = new Map(categories.map((c) => [`${c.roundCode}|${c.division}|${c.gender}|${c.ageClass}`, c]));
  for (const category of seen.values()) {
    const inList = and(
      eq(rankingEntries.seasonId, tournament.seasonId),
      eq(rankingEntries.roundCode, category.roundCode),
      eq(rankingEntries.division, category.division),
      eq(rankingEntries.gender, category.gender),
      eq(rankingEntries.ageClass, category.ageClass),
    );
    const scores = await tx
      .select({
        archer: resultRows.memberId,
        total: resultRows.total,
        tens: resultRows.tens,
        xs: resultRows.xs,
      })
      .from(resultRows)
      .innerJoin(resultImports, eq(resultImports.id, resultRows.importId))
      .innerJoin(tournaments, eq(tournaments.id, resultImports.tournamentId))
      .where(
        and(
          eq(resultImports.status, 'published'),
          eq(tournaments.seasonId, tournament.seasonId),
          inArray(tournaments.kind, [...rankingKinds]),
          eq(resultRows.matchState, 'matched'),
          eq(resultRows.roundCode, category.roundCode),
          eq(resultRows.division, category.division),
          eq(resultRows.gender, category.gender),
          eq(resultRows.ageClass, category.ageClass),
        ),
      );
    const before = new Map(
      (
        await tx
          .select({ memberId: rankingEntries.memberId, position: rankingEntries.position })
          .from(rankingEntries)
          .where(inList)
      ).map((row) => [row.memberId, row.position]),
    );
    await tx.delete(rankingEntries).where(inList);
    const lines = rankArchers(scores.map((score) => ({ ...score, archer: score.archer! })));
    for (let start = 0; start < lines.length; start += 1000) {
      await tx.insert(rankingEntries).values(
        lines.slice(start, start + 1000).map((line) => ({
          seasonId: tournament.seasonId,
          roundCode: category.roundCode,
          division: category.division,
          gender: category.gender,
          ageClass: category.ageClass,
          memberId: line.archer,
          position: line.position,
          previousPosition: before.get(line.archer) ?? null,
          averageHundredths: Math.round(line.average * 100),
          scores: line.scores,
          best: line.best,
          bestTens: line.bestTens,
          updatedAt: now,
        })),
      );
    }
  }
}

/**
 * `GET /api/rankings`: the lists of one season, division, gender and age class, one a round (decision 093); the season
 * is the active one unless named. Undefined when the season does not exist.
 */
export async function rankingLists(db: Db, query: RankingQuery): Promise<RankingResponse | undefined> {
  const [season] = await db
    .select({ id: seasons.id, name: seasons.name })
    .from(seasons)
    .where(query.season ? eq(seasons.name, query.season) : eq(seasons.isActive, true));
  if (!season) return undefined;
  const rows = await db
    .select()
    .from(rankingEntries)
    .where(
      and(
        eq(rankingEntries.seasonId, season.id),
        eq(rankingEntries.division, query.division),
        eq(rankingEntries.gender, query.gender),
        eq(rankingEntries.ageClass, query.ageClass),
      ),
    )
    .orderBy(asc(rankingEntries.roundCode), asc(rankingEntries.position), asc(rankingEntries.memberId));
  const [names, people] = await Promise.all([
    labels(db),
    memberFacts(
      db,
      rows.map((row) => row.memberId),
    ),
  ]);
  const lists = new Map<string, typeof rows>();
  for (const row of rows) lists.set(row.roundCode, [...(lists.get(row.roundCode) ?? []), row]);
  return {
    season: season.name,
    division: names.division(query.division),
    gender: query.gender,
    ageClass: names.ageClass(query.ageClass),
    lists: [...lists].map(([code, list]) => ({
      round: round(code as RoundCode),
      updatedAt: new Date(Math.max(...list.map((row) => row.updatedAt.getTime()))).toISOString(),
      rows: list.map((row) => {
        const member = people.get(row.memberId);
        return {
          position: row.position,
          movement: movementOf(row.previousPosition, row.position),
          archer: publicArcher({ name: member?.name.en ?? '', memberId: row.memberId }, member),
          club: member?.club ? { name: member.club } : null,
          average: row.averageHundredths / 100,
          scores: row.scores,
          best: row.best,
          bestTens: row.bestTens,
        };
      }),
    })),
  };
}
