import {
  type AgeClassCode,
  type ResultsFileFormat,
  type ResultsFileMessage,
  type ResultsImportBody,
  type RoundCode,
  RoundCodes,
  resultsFileMessages,
  roundDefinitions,
  scoreProblems,
} from '@uaeaf/contracts';

/** One archer's row of a results file, read and checked. */
export interface ParsedRow {
  line: number;
  name: string;
  birthDate: string | null;
  membershipNumber: string | null;
  clubCode: string | null;
  clubName: string | null;
  division: string;
  gender: 'male' | 'female';
  ageClass: AgeClassCode;
  roundCode: RoundCode;
  distances: number[];
  total: number;
  tens: number;
  xs: number;
  finalPlace: number | null;
}

export interface FileProblem {
  /** The file's line (the header is 1); 0 for the whole file. */
  line: number;
  message: ResultsFileMessage;
}

export type ParseResult = { ok: true; rows: ParsedRow[] } | { ok: false; problems: FileProblem[] };

/** A bad file is answered with at most this many problems: enough to fix a column, not a page of the same one. */
export const maxProblems = 50;

/** What the file may name besides its own text: the divisions the federation has and the rounds shot. */
export interface ParseContext {
  divisions: ReadonlySet<string>;
  rounds: ResultsImportBody['rounds'];
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A whole number as a cell holds it, or undefined. */
function wholeNumber(cell: string | undefined): number | undefined {
  const text = (cell ?? '').trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
}

/**
 * Ianseo's class: the age class then M or W (`U18W`, `50M`, `M`), or the older names (`JM` junior, `CW` cadet, `MM`
 * master). The letter gives the gender when the sex column does not.
 */
function ianseoClass(value: string): { ageClass: AgeClassCode; gender: 'male' | 'female' } | undefined {
  const match = /^(U15|U18|U21|50|J|C|M)?([MW])$/i.exec(value.trim());
  if (!match) return undefined;
  const age = (match[1] ?? '').toUpperCase();
  const ageClass: AgeClassCode | undefined = (
    { '': 'SENIOR', U15: 'U15', U18: 'U18', U21: 'U21', '50': '50+', J: 'U21', C: 'U18', M: '50+' } as const
  )[age];
  if (!ageClass) return undefined;
  return { ageClass, gender: match[2]!.toUpperCase() === 'W' ? 'female' : 'male' };
}

function csvGender(value: string): 'male' | 'female' | undefined {
  const text = value.trim().toLowerCase();
  if (['m', 'male', 'man', 'men', '0', 'ذكر'].includes(text)) return 'male';
  if (['f', 'w', 'female', 'woman', 'women', '1', 'أنثى'].includes(text)) return 'female';
  return undefined;
}

function csvAgeClass(value: string): AgeClassCode | undefined {
  const text = value.trim().toUpperCase();
  if (text === '' || text === 'SENIOR' || text === 'OPEN') return 'SENIOR';
  if (text === '50+' || text === '50' || text === 'MASTER') return '50+';
  return (['U15', 'U18', 'U21'] as const).find((code) => code === text);
}

/** The round a category shot: its division and class, its division, or the import's default. */
export function roundFor(
  rounds: ResultsImportBody['rounds'],
  division: string,
  ageClass: AgeClassCode,
): RoundCode {
  return rounds.byCategory[`${division}/${ageClass}`] ?? rounds.byCategory[division] ?? rounds.default;
}

/** Splits one CSV line (RFC 4180 quotes, a doubled quote inside); a quoted line break is not supported. */
function splitCsv(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** The file's lines with their numbers, blank ones left out; a byte order mark and CR line ends are accepted. */
function linesOf(content: string): { line: number; text: string }[] {
  return content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n|\r/)
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text }) => text.trim() !== '');
}

/** Text a scoring program wrote: no NUL or other control characters but tabs (a binary file renamed to .txt). */
function looksLikeText(content: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/.test(content);
}

interface Cells {
  get(column: string): string;
}

interface RowFields {
  name: string;
  birthDate: string;
  membershipNumber: string;
  clubCode: string;
  clubName: string;
  division: string;
  gender: 'male' | 'female' | undefined;
  ageClass: AgeClassCode | undefined;
  round: string;
  distances: (number | undefined)[];
  total: number | undefined;
  tens: number | undefined;
  xs: number | undefined;
  finalPlace: string;
}

/** Checks one row's fields into a row, or says what is wrong with them. */
function checkRow(
  line: number,
  fields: RowFields,
  context: ParseContext,
): { row: ParsedRow } | { problems: ResultsFileMessage[] } {
  const problems: ResultsFileMessage[] = [];
  if (fields.name === '') problems.push(resultsFileMessages.name);
  const division = fields.division.toUpperCase();
  if (!context.divisions.has(division)) problems.push(resultsFileMessages.division);
  if (!fields.gender) problems.push(resultsFileMessages.gender);
  if (!fields.ageClass) problems.push(resultsFileMessages.ageClass);
  const birthDate =
    fields.birthDate === '' || /^0{4}-0{2}-0{2}$/.test(fields.birthDate) ? null : fields.birthDate;
  if (birthDate !== null && !validDate(birthDate)) problems.push(resultsFileMessages.birthDate);
  const roundCode =
    fields.round === '' ? undefined : RoundCodes.find((code) => code === fields.round.toUpperCase());
  if (fields.round !== '' && !roundCode) problems.push(resultsFileMessages.round);
  const place = fields.finalPlace === '' ? null : wholeNumber(fields.finalPlace);
  if (place === undefined || place === 0) problems.push(resultsFileMessages.place);
  const numbers = [...fields.distances, fields.total, fields.tens, fields.xs];
  if (numbers.some((value) => value === undefined)) problems.push(resultsFileMessages.number);
  if (problems.length > 0 || !fields.ageClass || !fields.gender) return { problems };
  const round = roundCode ?? roundFor(context.rounds, division, fields.ageClass);
  const distances = fields.distances as number[];
  const scores = { distances, total: fields.total!, tens: fields.tens!, xs: fields.xs! };
  const scoreIssues = scoreProblems(roundDefinitions[round], scores);
  if (scoreIssues.length > 0) return { problems: scoreIssues };
  return {
    row: {
      line,
      name: fields.name,
      birthDate,
      membershipNumber: fields.membershipNumber || null,
      clubCode: fields.clubCode || null,
      clubName: fields.clubName || null,
      division,
      gender: fields.gender,
      ageClass: fields.ageClass,
      roundCode: round,
      ...scores,
      finalPlace: place ?? null,
    },
  };
}

/**
 * Ianseo's "Export Text File" of the qualification (Qualification > Export Text File, Ianseo's
 * `Qualification/ExportTSV.php`): semicolon-separated with a header, `WaID;FamilyName;GivenName;DoB;Gender;Session;
 * Target;Noc;Country;Division;Class`, then per distance `D<n> Score;D<n> <golds>;D<n> <xnine>;D<n> Arrows`, then
 * `Score;Hits;<golds>;<xnine>`: the golds and X-nine headings are the tournament's own (`10+X` and `X` outdoors,
 * `10` and `9` indoors), so the last two columns are read by place. An archer with no score and no hits did not shoot.
 */
function readIanseo(lines: { line: number; text: string }[], context: ParseContext): ParseResult {
  const header = lines[0]!.text.split(';').map((cell) => cell.trim());
  const required = [
    'WaID',
    'FamilyName',
    'GivenName',
    'DoB',
    'Gender',
    'Noc',
    'Country',
    'Division',
    'Class',
  ];
  const at = new Map(header.map((name, index) => [name.toLowerCase(), index]));
  const distanceColumns = header
    .map((name, index) => ({ match: /^D(\d+) Score$/i.exec(name), index }))
    .filter(({ match }) => match)
    .map(({ index }) => index);
  const hits = at.get('hits');
  if (
    required.some((name) => !at.has(name.toLowerCase())) ||
    distanceColumns.length === 0 ||
    hits === undefined ||
    header.length < hits + 3
  ) {
    return { ok: false, problems: [{ line: lines[0]!.line, message: resultsFileMessages.header }] };
  }
  const split = (text: string) => text.split(';').map((cell) => cell.trim());
  return readRows(lines.slice(1), header, split, context, (cells) => {
    const family = cells.get('FamilyName');
    const given = cells.get('GivenName');
    const sex = cells.get('Gender');
    const klass = ianseoClass(cells.get('Class'));
    return {
      skip: wholeNumber(cells.get('Score')) === 0 && wholeNumber(cells.get('Hits')) === 0,
      fields: {
        name: [given, family].filter(Boolean).join(' '),
        birthDate: cells.get('DoB'),
        membershipNumber: cells.get('WaID'),
        clubCode: cells.get('Noc'),
        clubName: cells.get('Country'),
        division: cells.get('Division'),
        gender: sex === '1' ? 'female' : sex === '0' ? 'male' : klass?.gender,
        ageClass: klass?.ageClass,
        round: '',
        distances: distanceColumns.map((index) => wholeNumber(cells.get(`#${index}`))),
        total: wholeNumber(cells.get('Score')),
        tens: wholeNumber(cells.get(`#${hits + 1}`)),
        xs: wholeNumber(cells.get(`#${hits + 2}`)),
        finalPlace: '',
      },
    };
  });
}

/**
 * The federation's CSV for other software (docs/results-csv.md): comma-separated (or semicolon), a header of named
 * columns in any order, one distance column a distance (`D1`, `D2`, …).
 */
function readCsv(lines: { line: number; text: string }[], context: ParseContext): ParseResult {
  const first = lines[0]!.text;
  const delimiter = (first.match(/;/g) ?? []).length > (first.match(/,/g) ?? []).length ? ';' : ',';
  const header = splitCsv(first, delimiter).map((cell) => cell.toLowerCase());
  const required = ['name', 'gender', 'division', 'age class', 'total', '10s', 'xs'];
  const distanceColumns = header
    .map((name, index) => ({ match: /^d(\d+)$/.exec(name), index }))
    .filter(({ match }) => match)
    .sort((a, b) => Number(a.match![1]) - Number(b.match![1]))
    .map(({ index }) => index);
  if (required.some((name) => !header.includes(name)) || distanceColumns.length === 0) {
    return { ok: false, problems: [{ line: lines[0]!.line, message: resultsFileMessages.header }] };
  }
  return readRows(
    lines.slice(1),
    header,
    (text) => splitCsv(text, delimiter),
    context,
    (cells) => ({
      skip: false,
      fields: {
        name: cells.get('name'),
        birthDate: cells.get('date of birth'),
        membershipNumber: cells.get('membership number'),
        clubCode: cells.get('club code'),
        clubName: cells.get('club'),
        division: cells.get('division'),
        gender: csvGender(cells.get('gender')),
        ageClass: csvAgeClass(cells.get('age class')),
        round: cells.get('round'),
        distances: distanceColumns.map((index) => wholeNumber(cells.get(`#${index}`))),
        total: wholeNumber(cells.get('total')),
        tens: wholeNumber(cells.get('10s')),
        xs: wholeNumber(cells.get('xs')),
        finalPlace: cells.get('final place'),
      },
    }),
  );
}

function readRows(
  lines: { line: number; text: string }[],
  header: readonly string[],
  split: (text: string) => string[],
  context: ParseContext,
  fieldsOf: (cells: Cells) => { skip: boolean; fields: RowFields },
): ParseResult {
  const rows: ParsedRow[] = [];
  const problems: FileProblem[] = [];
  const seen = new Set<string>();
  const named = new Map(header.map((name, index) => [name.toLowerCase(), index]));
  for (const { line, text } of lines) {
    if (problems.length >= maxProblems) break;
    const values = split(text);
    if (values.length !== header.length) {
      problems.push({ line, message: resultsFileMessages.columns });
      continue;
    }
    const cells: Cells = {
      get(column) {
        const index = column.startsWith('#') ? Number(column.slice(1)) : named.get(column.toLowerCase());
        return index === undefined ? '' : (values[index] ?? '');
      },
    };
    const { skip, fields } = fieldsOf(cells);
    if (skip) continue;
    const checked = checkRow(line, fields, context);
    if ('problems' in checked) {
      problems.push(...checked.problems.map((message) => ({ line, message })));
      continue;
    }
    const { row } = checked;
    const who = row.membershipNumber ?? `${row.name}|${row.birthDate ?? ''}`;
    const key = `${row.division}|${row.gender}|${row.ageClass}|${who.toLowerCase()}`;
    if (seen.has(key)) {
      problems.push({ line, message: resultsFileMessages.duplicateArcher });
      continue;
    }
    seen.add(key);
    rows.push(row);
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, maxProblems) };
  if (rows.length === 0)
    return { ok: false, problems: [{ line: 0, message: resultsFileMessages.noArchers }] };
  return { ok: true, rows };
}

/** Reads a results file of either format; a file that is not text, or empty, is refused before its columns. */
export function parseResultsFile(
  format: ResultsFileFormat,
  content: string,
  context: ParseContext,
): ParseResult {
  if (!looksLikeText(content))
    return { ok: false, problems: [{ line: 0, message: resultsFileMessages.notText }] };
  const lines = linesOf(content);
  if (lines.length === 0) return { ok: false, problems: [{ line: 0, message: resultsFileMessages.empty }] };
  return format === 'ianseo' ? readIanseo(lines, context) : readCsv(lines, context);
}

/** Ianseo's first phase of an odd-sized bracket stands for the full round of its size (Ianseo's `valueFirstPhase`). */
const bracketOf: Record<number, number> = { 48: 64, 24: 32, 14: 16, 12: 16, 7: 8 };

/** How an archer of a matches file is known: their WaID (the entry code), or their name. */
export const archerKey = (code: string | null, name: string) =>
  code
    ? `code:${code.toUpperCase()}`
    : `name:${name.toLowerCase().split(/\s+/).filter(Boolean).sort().join(' ')}`;

export type FinalsResult = { ok: true; places: Map<string, number> } | { ok: false; problems: FileProblem[] };

/**
 * The final placings from Ianseo's matches export (Individual Finals > Export Text File, Ianseo's `Final/ExportTSV.php`):
 * semicolon-separated, a header `Event;Phase;MatchId;Ath1 WaID;Ath1 FamilyName;Ath1 GivenName;…;Ath1 Winner;Ath2 …`,
 * one line a match, `Phase` Ianseo's number (0 the gold match, 1 the bronze, 2 the semi-finals, 4, 8, 16, …; 48, 24,
 * 14, 12, 7 the first round of brackets of those sizes). Each archer is placed by their last match (the lowest
 * phase): the gold match 1 and 2, the bronze 3 and 4, a lost earlier round the first place after its winners (a
 * quarter-final 5, a 1/8 9, …; a semi-final without a bronze match 3). Team matches (`-T` events) are left out.
 */
export function parseIanseoFinals(content: string): FinalsResult {
  if (!looksLikeText(content))
    return { ok: false, problems: [{ line: 0, message: resultsFileMessages.notText }] };
  const lines = linesOf(content);
  if (lines.length === 0) return { ok: false, problems: [{ line: 0, message: resultsFileMessages.empty }] };
  const header = lines[0]!.text.split(';').map((cell) => cell.trim().toLowerCase());
  const columns = ['event', 'phase', 'ath1 waid', 'ath1 familyname', 'ath1 givenname', 'ath1 winner'];
  const sides = [1, 2].map((n) =>
    ['waid', 'familyname', 'givenname', 'winner'].map((name) => header.indexOf(`ath${n} ${name}`)),
  );
  if (columns.some((name) => !header.includes(name)) || sides.flat().some((index) => index < 0)) {
    return { ok: false, problems: [{ line: lines[0]!.line, message: resultsFileMessages.header }] };
  }
  const eventAt = header.indexOf('event');
  const phaseAt = header.indexOf('phase');
  const problems: FileProblem[] = [];
  const last = new Map<string, { phase: number; won: boolean }>();
  for (const { line, text } of lines.slice(1)) {
    const cells = text.split(';').map((cell) => cell.trim());
    if (cells.length !== header.length) {
      problems.push({ line, message: resultsFileMessages.columns });
      continue;
    }
    if (cells[eventAt]!.endsWith('-T')) continue;
    const phase = wholeNumber(cells[phaseAt]);
    if (phase === undefined) {
      problems.push({ line, message: resultsFileMessages.number });
      continue;
    }
    const archers = sides.map(([code, family, given, winner]) => ({
      key: archerKey(cells[code!] || null, `${cells[given!]} ${cells[family!]}`),
      won: cells[winner!] === '1',
    }));
    // A match not decided yet (neither won) places nobody.
    if (!archers.some((archer) => archer.won)) continue;
    for (const archer of archers) {
      const before = last.get(archer.key);
      if (!before || phase < before.phase) last.set(archer.key, { phase, won: archer.won });
    }
    if (problems.length >= maxProblems) break;
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, maxProblems) };
  const places = new Map<string, number>();
  for (const [key, { phase, won }] of last) {
    if (phase === 0) places.set(key, won ? 1 : 2);
    else if (phase === 1) places.set(key, won ? 3 : 4);
    else if (!won) places.set(key, (bracketOf[phase] ?? phase) + 1);
  }
  return { ok: true, places };
}
