import { resultsFileMessages } from '@uaeaf/contracts';
import { describe, expect, it } from 'vitest';
import { ianseoFile, ianseoLine, ianseoMatch, ianseoMatchesFile } from './fixtures/ianseo-sample';
import { archerKey, maxProblems, parseIanseoFinals, parseResultsFile } from './parse';

const context = {
  divisions: new Set(['R', 'C', 'B', 'T', 'L']),
  rounds: {
    default: 'WA720-70' as const,
    byCategory: { C: 'WA720-50' as const, 'R/U18': 'WA720-60' as const },
  },
};

const salem = {
  code: 'UAEAF-000101',
  family: 'Al Kaabi',
  given: 'Salem Rashed',
  dob: '1998-05-14',
  sex: '0' as const,
  club: ['000001', 'Sharjah Archery Club'] as [string, string],
  division: 'R',
  klass: 'M',
  d1: 331,
  d2: 322,
  tens: 24,
  xs: 9,
};

describe("Ianseo's qualification export", () => {
  it('reads each archer with distance scores, total, 10s and Xs, club, class and round', () => {
    const result = parseResultsFile(
      'ianseo',
      ianseoFile([
        ianseoLine(salem),
        ianseoLine({
          ...salem,
          code: 'ID42',
          given: 'Noura',
          family: 'Al Hammadi',
          sex: '1',
          klass: 'U18W',
          dob: '2010-07-19',
          d1: 300,
          d2: 295,
          tens: 10,
          xs: 3,
        }),
        ianseoLine({
          ...salem,
          code: 'UAEAF-000102',
          division: 'C',
          klass: '50M',
          d1: 350,
          d2: 348,
          tens: 50,
          xs: 20,
        }),
      ]),
      context,
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        expect.objectContaining({
          line: 2,
          name: 'Salem Rashed Al Kaabi',
          birthDate: '1998-05-14',
          membershipNumber: 'UAEAF-000101',
          clubCode: '000001',
          clubName: 'Sharjah Archery Club',
          division: 'R',
          gender: 'male',
          ageClass: 'SENIOR',
          roundCode: 'WA720-70',
          distances: [331, 322],
          total: 653,
          tens: 24,
          xs: 9,
          finalPlace: null,
        }),
        expect.objectContaining({
          line: 3,
          gender: 'female',
          ageClass: 'U18',
          roundCode: 'WA720-60',
          total: 595,
        }),
        expect.objectContaining({
          line: 4,
          division: 'C',
          ageClass: '50+',
          roundCode: 'WA720-50',
          total: 698,
        }),
      ],
    });
  });

  it('leaves out an archer who did not shoot (no score, no hits) and reads an unknown date of birth as none', () => {
    const absent = ianseoLine({ ...salem, code: 'X1', d1: 0, d2: 0, tens: 0, xs: 0 }).replace(';72;', ';0;');
    const result = parseResultsFile(
      'ianseo',
      ianseoFile([absent, ianseoLine({ ...salem, dob: '0000-00-00' })]),
      context,
    );
    expect(result.ok && result.rows.map((row) => [row.line, row.birthDate])).toEqual([[3, null]]);
  });

  it('reads the older class names and an indoor file, whose headings are 10 and 9', () => {
    const indoor = ianseoFile([
      ianseoLine({ ...salem, klass: 'JW', sex: '1', d1: 280, d2: 285, tens: 20, xs: 30 }),
    ])
      .replaceAll('10+X', '10')
      .replaceAll(';X', ';9');
    const result = parseResultsFile('ianseo', indoor, {
      ...context,
      rounds: { default: 'WA18', byCategory: {} },
    });
    expect(result.ok && result.rows[0]).toMatchObject({
      ageClass: 'U21',
      gender: 'female',
      roundCode: 'WA18',
      xs: 30,
    });
  });

  it('names the line of each problem: a score above the round, a wrong total, an unknown division or class', () => {
    const result = parseResultsFile(
      'ianseo',
      ianseoFile([
        ianseoLine({ ...salem, d1: 361 }),
        ianseoLine({ ...salem, code: 'A2' }, 600),
        ianseoLine({ ...salem, code: 'A3', division: 'Z' }),
        ianseoLine({ ...salem, code: 'A4', klass: 'U99X' }),
        ianseoLine({ ...salem, code: 'A5' }).replace(';331;', ';3x1;'),
        ianseoLine({ ...salem, code: 'A6' })
          .split(';')
          .slice(0, 10)
          .join(';'),
      ]),
      context,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 2, message: resultsFileMessages.distanceAboveMaximum },
        { line: 3, message: resultsFileMessages.totalMismatch },
        { line: 4, message: resultsFileMessages.division },
        { line: 5, message: resultsFileMessages.ageClass },
        { line: 6, message: resultsFileMessages.number },
        { line: 7, message: resultsFileMessages.columns },
      ],
    });
  });

  it('refuses the same archer twice in a category', () => {
    const result = parseResultsFile('ianseo', ianseoFile([ianseoLine(salem), ianseoLine(salem)]), context);
    expect(result).toEqual({
      ok: false,
      problems: [{ line: 3, message: resultsFileMessages.duplicateArcher }],
    });
  });

  it('refuses a file that is not Ianseo’s export, not text, empty or without archers', () => {
    expect(parseResultsFile('ianseo', 'Name,Total\nA,600\n', context)).toEqual({
      ok: false,
      problems: [{ line: 1, message: resultsFileMessages.header }],
    });
    expect(parseResultsFile('ianseo', '\u0000\u0001PK\u0003', context)).toEqual({
      ok: false,
      problems: [{ line: 0, message: resultsFileMessages.notText }],
    });
    expect(parseResultsFile('ianseo', '\r\n \r\n', context)).toEqual({
      ok: false,
      problems: [{ line: 0, message: resultsFileMessages.empty }],
    });
    expect(parseResultsFile('ianseo', ianseoFile([]), context)).toEqual({
      ok: false,
      problems: [{ line: 0, message: resultsFileMessages.noArchers }],
    });
  });

  it(`stops at ${maxProblems} problems`, () => {
    const lines = Array.from({ length: 80 }, (_, index) =>
      ianseoLine({ ...salem, code: `B${index}`, d1: 400 }),
    );
    const result = parseResultsFile('ianseo', ianseoFile(lines), context);
    expect(!result.ok && result.problems.length).toBe(maxProblems);
  });
});

describe('the federation CSV (docs/results-csv.md)', () => {
  const header =
    'Membership number,Name,Date of birth,Gender,Club code,Club,Division,Age class,Round,D1,D2,Total,10s,Xs,Final place';

  it('reads named columns in any order, quotes, a byte order mark, a round per row and the final placing', () => {
    const content = [
      `\uFEFF${header}`,
      'UAEAF-000101,"Al Kaabi, Salem",1998-05-14,M,000001,Sharjah Archery Club,R,Senior,,331,322,653,24,9,1',
      ',Guest Archer,,F,,"Club ""Falcons""",B,U21,WA720-50,280,270,550,5,1,',
    ].join('\n');
    const result = parseResultsFile('csv', content, context);
    expect(result).toEqual({
      ok: true,
      rows: [
        expect.objectContaining({
          name: 'Al Kaabi, Salem',
          ageClass: 'SENIOR',
          roundCode: 'WA720-70',
          finalPlace: 1,
        }),
        expect.objectContaining({
          name: 'Guest Archer',
          membershipNumber: null,
          birthDate: null,
          gender: 'female',
          clubName: 'Club "Falcons"',
          division: 'B',
          ageClass: 'U21',
          roundCode: 'WA720-50',
          finalPlace: null,
        }),
      ],
    });
  });

  it('refuses a bad date, gender, placing or a missing column', () => {
    const content = [
      header,
      'A1,One,1998-02-30,M,,,R,Senior,,300,300,600,10,2,',
      'A2,Two,,X,,,R,Senior,,300,300,600,10,2,',
      'A3,Three,,M,,,R,Senior,,300,300,600,10,2,0',
    ].join('\n');
    expect(parseResultsFile('csv', content, context)).toEqual({
      ok: false,
      problems: [
        { line: 2, message: resultsFileMessages.birthDate },
        { line: 3, message: resultsFileMessages.gender },
        { line: 4, message: resultsFileMessages.place },
      ],
    });
    expect(parseResultsFile('csv', 'Name,Gender,Division\nA,M,R\n', context)).toEqual({
      ok: false,
      problems: [{ line: 1, message: resultsFileMessages.header }],
    });
  });
});

describe("Ianseo's matches export: the final placings", () => {
  const a: [string, string, string] = ['A1', 'One', 'Archer'];
  const b: [string, string, string] = ['A2', 'Two', 'Archer'];
  const c: [string, string, string] = ['A3', 'Three', 'Archer'];
  const d: [string, string, string] = ['A4', 'Four', 'Archer'];
  const e: [string, string, string] = ['A5', 'Five', 'Archer'];
  const f: [string, string, string] = ['', 'Six', 'Guest'];

  it('places each archer by their last match: gold 1-2, bronze 3-4, a lost quarter-final 5', () => {
    const result = parseIanseoFinals(
      ianseoMatchesFile([
        ianseoMatch('RM', 4, a, e, 1),
        ianseoMatch('RM', 4, b, f, 1),
        ianseoMatch('RM', 2, a, c, 1),
        ianseoMatch('RM', 2, b, d, 1),
        ianseoMatch('RM', 1, c, d, 2),
        ianseoMatch('RM', 0, a, b, 2),
        ianseoMatch('RM-T', 0, a, b, 1),
      ]),
    );
    expect(result.ok && Object.fromEntries(result.places)).toEqual({
      [archerKey('A1', '')]: 2,
      [archerKey('A2', '')]: 1,
      [archerKey('A3', '')]: 4,
      [archerKey('A4', '')]: 3,
      [archerKey('A5', '')]: 5,
      [archerKey(null, 'Guest Six')]: 5,
    });
  });

  it('places nobody by an undecided match, and a semi-final loser without a bronze match third', () => {
    const result = parseIanseoFinals(
      ianseoMatchesFile([ianseoMatch('CW', 2, a, b, 1), ianseoMatch('CW', 0, a, c, 0)]),
    );
    expect(result.ok && Object.fromEntries(result.places)).toEqual({ [archerKey('A2', '')]: 3 });
  });

  it('refuses a file that is not the matches export, and names a bad phase', () => {
    expect(parseIanseoFinals('Event;Phase\nRM;0\n')).toEqual({
      ok: false,
      problems: [{ line: 1, message: resultsFileMessages.header }],
    });
    expect(
      parseIanseoFinals(ianseoMatchesFile([ianseoMatch('RM', 0, a, b, 1).replace('RM;0;', 'RM;final;')])),
    ).toEqual({
      ok: false,
      problems: [{ line: 2, message: resultsFileMessages.number }],
    });
  });
});
