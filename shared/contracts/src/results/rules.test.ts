import { describe, expect, it } from 'vitest';
import { resultsFileMessages } from './errors';
import { roundDefinitions, roundMaximum, roundOf } from './rounds';
import {
  isMinor,
  movementOf,
  personalBestFlags,
  rankArchers,
  rankQualification,
  recordCandidates,
  scoreProblems,
  teamResults,
} from './rules';

describe('rounds', () => {
  it('give the maximum of each distance and of the round', () => {
    expect(roundMaximum(roundDefinitions['WA720-70'])).toBe(720);
    expect(roundMaximum(roundDefinitions.WA18)).toBe(600);
    expect(roundOf('WA720-50').distances).toEqual([
      { metres: 50, arrows: 36, maxScore: 360 },
      { metres: 50, arrows: 36, maxScore: 360 },
    ]);
    expect(roundOf('WA18').secondCount).toBe('9');
    expect(roundOf('WA720-70').secondCount).toBe('X');
  });
});

describe('rankQualification', () => {
  it('ranks by total, then 10s, then Xs, and equal archers share a rank', () => {
    const ranked = rankQualification([
      { id: 'a', total: 640, tens: 20, xs: 8 },
      { id: 'b', total: 652, tens: 18, xs: 5 },
      { id: 'c', total: 640, tens: 22, xs: 3 },
      { id: 'd', total: 640, tens: 20, xs: 9 },
      { id: 'e', total: 640, tens: 20, xs: 8 },
    ]);
    expect(ranked.map((row) => [row.id, row.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
      ['a', 4],
      ['e', 4],
    ]);
  });
});

describe('scoreProblems', () => {
  const round = roundDefinitions['WA720-70'];

  it('accepts scores within the round', () => {
    expect(scoreProblems(round, { distances: [330, 325], total: 655, tens: 20, xs: 7 })).toEqual([]);
  });

  it('refuses a distance above its maximum, a wrong total and more 10s than arrows', () => {
    expect(scoreProblems(round, { distances: [361, 300], total: 661, tens: 10, xs: 2 })).toEqual([
      resultsFileMessages.distanceAboveMaximum,
    ]);
    expect(scoreProblems(round, { distances: [330, 325], total: 650, tens: 20, xs: 7 })).toEqual([
      resultsFileMessages.totalMismatch,
    ]);
    expect(scoreProblems(round, { distances: [330, 325], total: 655, tens: 73, xs: 7 })).toEqual([
      resultsFileMessages.countsAboveArrows,
    ]);
    expect(scoreProblems(round, { distances: [300], tens: 1, xs: 0 })).toEqual([
      resultsFileMessages.distances,
    ]);
    expect(scoreProblems(round, { distances: [300, -1], tens: 1, xs: 0 })).toEqual([
      resultsFileMessages.number,
    ]);
  });

  it('checks an indoor round against its 600', () => {
    expect(scoreProblems(roundDefinitions.WA18, { distances: [301, 290], tens: 30, xs: 20 })).toEqual([
      resultsFileMessages.distanceAboveMaximum,
    ]);
  });
});

describe('rankArchers (decision 093)', () => {
  const score = (archer: number, total: number, tens = 10) => ({ archer, total, tens, xs: 0 });

  it('averages the best three scores of each archer', () => {
    const lines = rankArchers([
      score(1, 600),
      score(1, 650),
      score(1, 640),
      score(1, 500),
      score(2, 630),
      score(2, 631),
      score(2, 632),
    ]);
    expect(lines).toEqual([
      { archer: 2, position: 1, average: 631, scores: [632, 631, 630], best: 632, bestTens: 10 },
      { archer: 1, position: 2, average: 630, scores: [650, 640, 600], best: 650, bestTens: 10 },
    ]);
  });

  it('ranks archers with fewer than three scores after those with three', () => {
    const lines = rankArchers([
      score(1, 700),
      score(2, 500),
      score(2, 510),
      score(2, 520),
      score(3, 690),
      score(3, 680),
    ]);
    expect(lines.map((line) => [line.archer, line.position])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
    expect(lines[1]!.average).toBe(685);
  });

  it('breaks an equal average by the best single score, then its 10s; equal on all share a position', () => {
    const lines = rankArchers([
      score(1, 600, 10),
      score(1, 610, 10),
      score(1, 620, 10),
      score(2, 590, 10),
      score(2, 640, 12),
      score(2, 600, 10),
      score(3, 640, 15),
      score(3, 600, 10),
      score(3, 590, 10),
      score(4, 640, 15),
      score(4, 590, 10),
      score(4, 600, 10),
    ]);
    expect(lines.map((line) => [line.archer, line.position])).toEqual([
      [3, 1],
      [4, 1],
      [2, 3],
      [1, 4],
    ]);
  });

  it('rounds the average to two decimals', () => {
    expect(rankArchers([score(1, 600), score(1, 601), score(1, 601)])[0]!.average).toBe(600.67);
  });
});

describe('movementOf', () => {
  it('counts places gained as positive and is null for an archer new to the list', () => {
    expect(movementOf(5, 2)).toBe(3);
    expect(movementOf(1, 4)).toBe(-3);
    expect(movementOf(3, 3)).toBe(0);
    expect(movementOf(null, 1)).toBeNull();
  });
});

describe('personalBestFlags', () => {
  it('flags a score that beats every earlier one of the same round, not a tie', () => {
    const flags = personalBestFlags([
      { round: 'WA720-70', at: '2026-03-01', total: 640, tens: 20, xs: 5 },
      { round: 'WA720-70', at: '2026-01-01', total: 620, tens: 15, xs: 5 },
      { round: 'WA18', at: '2026-02-01', total: 560, tens: 20, xs: 5 },
      { round: 'WA720-70', at: '2026-05-01', total: 640, tens: 20, xs: 5 },
      { round: 'WA720-70', at: '2026-06-01', total: 640, tens: 21, xs: 5 },
    ]);
    expect(flags).toEqual([true, true, true, false, true]);
  });
});

describe('recordCandidates', () => {
  const row = (id: number, total: number, memberId: number | null, division = 'R') => ({
    id,
    total,
    tens: 10,
    xs: 2,
    round: 'WA720-70',
    division,
    gender: 'male',
    ageClass: 'SENIOR',
    memberId,
  });

  it('proposes the best member score of a category that beats its record, or sets the first', () => {
    const current = new Map([['WA720-70|R|male|SENIOR', { total: 660, tens: 20, xs: 5 }]]);
    const found = recordCandidates(
      [row(1, 665, 7), row(2, 670, 8), row(3, 690, null), row(4, 500, 9, 'B')],
      current,
    );
    expect(found.map((candidate) => candidate.id)).toEqual([2, 4]);
  });

  it('proposes nothing when no score beats the record', () => {
    const current = new Map([['WA720-70|R|male|SENIOR', { total: 700, tens: 20, xs: 5 }]]);
    expect(recordCandidates([row(1, 699, 7)], current)).toEqual([]);
  });
});

describe('teamResults', () => {
  it('adds each club’s three best archers and leaves out clubs with fewer than three', () => {
    const teams = teamResults([
      { club: 'A', total: 600, tens: 10, xs: 1 },
      { club: 'A', total: 610, tens: 11, xs: 2 },
      { club: 'A', total: 620, tens: 12, xs: 3 },
      { club: 'A', total: 500, tens: 5, xs: 0 },
      { club: 'B', total: 700, tens: 30, xs: 10 },
      { club: 'B', total: 690, tens: 28, xs: 9 },
      { club: null, total: 710, tens: 40, xs: 20 },
    ]);
    expect(teams.map((team) => [team.club, team.rank, team.total, team.tens, team.xs])).toEqual([
      ['A', 1, 1830, 33, 6],
    ]);
  });
});

describe('isMinor', () => {
  it('is under 18 on the day', () => {
    expect(isMinor('2008-12-03', '2026-12-02')).toBe(true);
    expect(isMinor('2008-12-02', '2026-12-02')).toBe(false);
    expect(isMinor(null, '2026-12-02')).toBe(false);
  });
});
