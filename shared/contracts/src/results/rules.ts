import { distanceMaximum, maxArrowScore, type RoundDefinition, roundArrows } from './rounds';
import { type ResultsFileMessage, resultsFileMessages } from './errors';

/**
 * The rules of results, rankings and records (decisions 092 and 093), as pure functions the API and the pages share.
 */

/** What ranks a score: the total, then 10s, then Xs (indoors 9s), as World Archery breaks ties. */
export interface ScoreLine {
  total: number;
  tens: number;
  xs: number;
}

/** Higher first: total, then 10s, then Xs. */
export function compareScores(a: ScoreLine, b: ScoreLine): number {
  return b.total - a.total || b.tens - a.tens || b.xs - a.xs;
}

/**
 * Ranks a category's qualification table: best first, and archers equal on total, 10s and Xs share a rank (the next
 * one skips: 1, 2, 2, 4), as a results table shows a tie that no shoot-off decided.
 */
export function rankQualification<T extends ScoreLine>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort(compareScores);
  let rank = 0;
  return sorted.map((row, index) => {
    if (index === 0 || compareScores(sorted[index - 1]!, row) !== 0) rank = index + 1;
    return { ...row, rank };
  });
}

/** The problems of one archer's scores against the round: each distance at most its maximum, the total their sum. */
export function scoreProblems(
  round: RoundDefinition,
  scores: { distances: readonly number[]; total?: number; tens: number; xs: number },
): ResultsFileMessage[] {
  const problems: ResultsFileMessage[] = [];
  const numbers = [
    ...scores.distances,
    scores.tens,
    scores.xs,
    ...(scores.total === undefined ? [] : [scores.total]),
  ];
  if (numbers.some((value) => !Number.isInteger(value) || value < 0)) return [resultsFileMessages.number];
  if (scores.distances.length !== round.distances.length) return [resultsFileMessages.distances];
  if (scores.distances.some((score, index) => score > distanceMaximum(round, index))) {
    problems.push(resultsFileMessages.distanceAboveMaximum);
  }
  const sum = scores.distances.reduce((total, score) => total + score, 0);
  if (scores.total !== undefined && scores.total !== sum) problems.push(resultsFileMessages.totalMismatch);
  // Outdoors the 10s count the Xs too (Ianseo's "10+X"), so neither can pass the arrows shot; indoors the 9s are apart.
  const arrows = roundArrows(round);
  if (scores.tens > arrows || scores.xs > arrows || scores.tens * maxArrowScore > sum) {
    problems.push(resultsFileMessages.countsAboveArrows);
  }
  return problems;
}

/** One ranking-round score of an archer in a season, at a federation tournament. */
export interface RankedScore extends ScoreLine {
  archer: number;
}

export interface RankingLine {
  archer: number;
  position: number;
  /** Average of the counted scores, rounded to two decimals. */
  average: number;
  /** Best three, best first. */
  scores: number[];
  best: number;
  bestTens: number;
}

/** Scores counted towards the ranking: an archer's best three of the season. */
export const rankingScoresCounted = 3;

/**
 * The national ranking of one season, division, gender, age class and round (decision 093): each archer's best three
 * scores averaged. An archer with fewer than three scores is ranked after everyone with more (fewer scores are no
 * season yet, and would otherwise let one good day beat a season); within the same count, the higher average first,
 * then the best single score, then that score's 10s. Archers equal on all of it share a position.
 */
export function rankArchers(scores: readonly RankedScore[]): RankingLine[] {
  const byArcher = new Map<number, ScoreLine[]>();
  for (const score of scores) {
    const list = byArcher.get(score.archer) ?? [];
    list.push(score);
    byArcher.set(score.archer, list);
  }
  const lines = [...byArcher].map(([archer, list]) => {
    const counted = [...list].sort(compareScores).slice(0, rankingScoresCounted);
    const sum = counted.reduce((total, score) => total + score.total, 0);
    return {
      archer,
      count: counted.length,
      exact: sum / counted.length,
      average: Math.round((sum * 100) / counted.length) / 100,
      scores: counted.map((score) => score.total),
      best: counted[0]!.total,
      bestTens: counted[0]!.tens,
    };
  });
  const order = (a: (typeof lines)[number], b: (typeof lines)[number]) =>
    b.count - a.count || b.exact - a.exact || b.best - a.best || b.bestTens - a.bestTens;
  lines.sort((a, b) => order(a, b) || a.archer - b.archer);
  let position = 0;
  return lines.map((line, index) => {
    if (index === 0 || order(lines[index - 1]!, line) !== 0) position = index + 1;
    return {
      archer: line.archer,
      position,
      average: line.average,
      scores: line.scores,
      best: line.best,
      bestTens: line.bestTens,
    };
  });
}

/** Places gained since the previous list (positive up, negative down); null for an archer new to the list. */
export function movementOf(previous: number | null | undefined, position: number): number | null {
  return previous == null ? null : previous - position;
}

/**
 * Which results are personal bests: a score is one when no earlier result of the same archer and round was higher (a
 * tie with an earlier best is no new best). `at` orders the results; the same day keeps the given order.
 */
export function personalBestFlags<T extends ScoreLine & { round: string; at: string }>(
  results: readonly T[],
): boolean[] {
  const order = results.map((result, index) => ({ result, index }));
  order.sort((a, b) => a.result.at.localeCompare(b.result.at) || a.index - b.index);
  const best = new Map<string, ScoreLine>();
  const flags = results.map(() => false);
  for (const { result, index } of order) {
    const before = best.get(result.round);
    if (!before || compareScores(result, before) < 0) {
      flags[index] = true;
      best.set(result.round, result);
    }
  }
  return flags;
}

/** A category's national record as it stands, for finding the scores that beat it. */
export interface RecordCategory {
  round: string;
  division: string;
  gender: string;
  ageClass: string;
}

export const recordKey = (category: RecordCategory) =>
  `${category.round}|${category.division}|${category.gender}|${category.ageClass}`;

/**
 * The scores of an import that would set a national record: per category, the best member's score when it beats the
 * current record (a higher total; an equal total with more 10s, then Xs), or sets the first. Only members hold national
 * records. Proposed for approval, never set silently (decision 093).
 */
export function recordCandidates<T extends ScoreLine & RecordCategory & { memberId: number | null }>(
  rows: readonly T[],
  current: ReadonlyMap<string, ScoreLine>,
): T[] {
  const best = new Map<string, T>();
  for (const row of rows) {
    if (row.memberId === null) continue;
    const key = recordKey(row);
    const leader = best.get(key);
    if (!leader || compareScores(row, leader) < 0) best.set(key, row);
  }
  return [...best.values()].filter((row) => {
    const record = current.get(recordKey(row));
    return !record || compareScores(row, record) < 0;
  });
}

/** Archers in a World Archery team: a club's three best of the category's ranking round. */
export const teamSize = 3;

/**
 * The team qualification of a category (what Ianseo's "make teams" does): each club's three best archers, their
 * totals, 10s and Xs added; clubs with fewer than three archers have no team. Ranked as archers are.
 */
export function teamResults<T extends ScoreLine & { club: string | null }>(
  rows: readonly T[],
): { club: string; members: T[]; total: number; tens: number; xs: number; rank: number }[] {
  const byClub = new Map<string, T[]>();
  for (const row of rows) {
    if (!row.club) continue;
    byClub.set(row.club, [...(byClub.get(row.club) ?? []), row]);
  }
  const teams = [...byClub]
    .filter(([, members]) => members.length >= teamSize)
    .map(([club, members]) => {
      const chosen = [...members].sort(compareScores).slice(0, teamSize);
      const sum = (pick: (row: T) => number) => chosen.reduce((total, row) => total + pick(row), 0);
      return {
        club,
        members: chosen,
        total: sum((r) => r.total),
        tens: sum((r) => r.tens),
        xs: sum((r) => r.xs),
      };
    });
  return rankQualification(teams);
}

/** Under 18 on `today` (both `YYYY-MM-DD`): a minor's public profile shows name, club and results only. */
export function isMinor(birthDate: string | null, today: string): boolean {
  if (!birthDate) return false;
  const eighteenth = `${String(Number(birthDate.slice(0, 4)) + 18).padStart(4, '0')}${birthDate.slice(4)}`;
  return eighteenth > today;
}
