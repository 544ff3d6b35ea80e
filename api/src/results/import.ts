import { createHash } from 'node:crypto';
import {
  type MatchedMember,
  type MatchState,
  type OfficeResultsItem,
  type OfficeResultsList,
  type OfficeResultsQuery,
  type OfficeResultRow,
  pageCount,
  pageOffset,
  rankQualification,
  recordCandidates,
  ResultsErrorCodes,
  resultsMessages,
  type ResultsImport,
  type ResultsImportBody,
  type RowCorrectionBody,
  type RowMatchBody,
  roundDefinitions,
  type RoundCode,
  scoreProblems,
} from '@uaeaf/contracts';
import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { writeAudit } from '../audit/audit';
import { matches as memberMatches } from '../office/members/directory';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { bowDivisions, clubPlayers, members, resultImports, resultRows, tournaments } from '../db/schema';
import { ApiError } from '../http/errors';
import {
  archerKinds,
  categoryKey,
  currentRecordScores,
  type Db,
  matchedMember,
  memberFacts,
  tournamentSummaries,
  type Transaction,
} from './common';
import { archerKey, type FileProblem, type ParsedRow, parseIanseoFinals, parseResultsFile } from './parse';
import { refreshRankings } from './rankings';

/**
 * 400 with each problem under `line.<n>` (or `file`), as the pages show them next to the line number; the matches
 * file's under `finals.line.<n>` (or `finals`).
 */
function fileInvalid(problems: FileProblem[], prefix = ''): ApiError {
  const fields: Record<string, string[]> = {};
  for (const { line, message } of problems) {
    const key = line === 0 ? prefix.replace(/\.$/, '') || 'file' : `${prefix}line.${line}`;
    fields[key] = [...new Set([...(fields[key] ?? []), message])];
  }
  return new ApiError(400, ResultsErrorCodes.fileInvalid, 'The results file cannot be read', fields);
}

/** Lower case, one space, no punctuation, the words in order: "AL MANSOORI, Ahmed" and "Ahmed Al Mansoori" agree. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

const clubCodeOf = (membershipNumber: string | null) =>
  (membershipNumber ?? '').replace(/^UAEAF-/i, '').toUpperCase();

interface Match {
  memberId: number | null;
  state: MatchState;
  clubId: number | null;
}

/**
 * Matches each row to a member (decision 092): by membership number (Ianseo's WaID column holds what the entries export
 * wrote: the membership number, or `ID<member id>` for a member without one); otherwise one member with the same name
 * (in either language, words in any order), birth date and club is proposed for a person to confirm; otherwise none.
 * The club is the club or academy whose membership number the row's club code is (with or without `UAEAF-`).
 */
export async function matchArchers(db: Db, rows: readonly ParsedRow[]): Promise<Match[]> {
  const numbers = [
    ...new Set(rows.map((row) => row.membershipNumber?.toUpperCase()).filter(Boolean) as string[]),
  ];
  const ids = numbers
    .map((number) => /^ID(\d{1,9})$/.exec(number)?.[1])
    .filter(Boolean)
    .map(Number);
  const byNumber = new Map<string, number>();
  if (numbers.length > 0) {
    const found = await db
      .select({ id: members.id, number: members.membershipNumber })
      .from(members)
      .where(
        and(
          inArray(members.accountType, [...archerKinds]),
          or(
            inArray(sql`upper(${members.membershipNumber})`, numbers),
            ids.length > 0 ? inArray(members.id, ids) : sql`false`,
          ),
        ),
      );
    for (const member of found) {
      if (member.number) byNumber.set(member.number.toUpperCase(), member.id);
      byNumber.set(`ID${member.id}`, member.id);
    }
  }

  const clubCodes = [...new Set(rows.map((row) => row.clubCode?.toUpperCase()).filter(Boolean) as string[])];
  const clubByCode = new Map<string, number>();
  if (clubCodes.length > 0) {
    const clubs = await db
      .select({ id: members.id, number: members.membershipNumber })
      .from(members)
      .where(
        and(
          inArray(members.accountType, ['club', 'academy']),
          inArray(sql`upper(regexp_replace(${members.membershipNumber}, '^UAEAF-', '', 'i'))`, clubCodes),
        ),
      );
    for (const club of clubs) clubByCode.set(clubCodeOf(club.number), club.id);
  }

  const unmatched = rows.filter(
    (row) => !byNumber.has(row.membershipNumber?.toUpperCase() ?? '') && row.birthDate,
  );
  const dates = [...new Set(unmatched.map((row) => row.birthDate!))];
  const club = alias(members, 'club_account');
  const candidates =
    dates.length === 0
      ? []
      : await db
          .select({
            id: members.id,
            nameAr: members.nameAr,
            nameEn: members.nameEn,
            birthDate: members.birthDate,
            clubId: clubPlayers.clubId,
            clubNumber: club.membershipNumber,
            clubAr: club.nameAr,
            clubEn: club.nameEn,
          })
          .from(members)
          .leftJoin(clubPlayers, eq(clubPlayers.playerId, members.id))
          .leftJoin(club, eq(club.id, clubPlayers.clubId))
          .where(and(inArray(members.accountType, [...archerKinds]), inArray(members.birthDate, dates)));

  return rows.map((row) => {
    const clubId = row.clubCode ? (clubByCode.get(row.clubCode.toUpperCase()) ?? null) : null;
    const memberId = byNumber.get(row.membershipNumber?.toUpperCase() ?? '');
    if (memberId !== undefined) return { memberId, state: 'matched', clubId };
    const name = nameKey(row.name);
    const sameClub = (candidate: (typeof candidates)[number]) => {
      if (!candidate.clubId || (!row.clubCode && !row.clubName)) return true;
      if (clubId !== null) return candidate.clubId === clubId;
      return (
        clubCodeOf(candidate.clubNumber) === (row.clubCode ?? '').toUpperCase() ||
        [candidate.clubAr, candidate.clubEn].some(
          (text) => text && nameKey(text) === nameKey(row.clubName ?? ''),
        )
      );
    };
    const found = candidates.filter(
      (candidate) =>
        candidate.birthDate === row.birthDate &&
        (nameKey(candidate.nameEn) === name || nameKey(candidate.nameAr) === name) &&
        sameClub(candidate),
    );
    return found.length === 1
      ? { memberId: found[0]!.id, state: 'proposed', clubId }
      : { memberId: null, state: 'unmatched', clubId };
  });
}

/** Ranks every category of an import's rows (division, gender, age class), in the rows' order. */
function ranked<T extends ParsedRow>(rows: readonly T[]): Map<T, number> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(categoryKey(row), [...(groups.get(categoryKey(row)) ?? []), row]);
  const ranks = new Map<T, number>();
  for (const group of groups.values()) {
    for (const { rank, ...row } of rankQualification(group)) {
      ranks.set(
        group.find((candidate) => candidate.line === row.line)!,
        rank,
      );
    }
  }
  return ranks;
}

/**
 * Reads the file into the tournament's draft, replacing any draft before it; the published results stay as they are.
 * Nothing is written when the file is refused. Answers the draft's id, or undefined for no such tournament.
 */
export async function importResults(
  db: Database,
  actorId: number,
  tournamentId: number,
  body: ResultsImportBody,
  now: Date,
): Promise<number | undefined> {
  const [tournament] = await db
    .select({ id: tournaments.id, endDate: tournaments.endDate })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!tournament) return undefined;
  if (tournament.endDate > uaeToday(now)) {
    throw new ApiError(409, ResultsErrorCodes.tournamentNotOver, 'The tournament has not ended yet');
  }
  const divisions = new Set(
    (await db.select({ code: bowDivisions.code }).from(bowDivisions)).map((row) => row.code),
  );
  const parsed = parseResultsFile(body.format, body.content, { divisions, rounds: body.rounds });
  if (!parsed.ok) throw fileInvalid(parsed.problems);
  if (body.format === 'ianseo' && body.finals.trim() !== '') {
    const finals = parseIanseoFinals(body.finals);
    if (!finals.ok) throw fileInvalid(finals.problems, 'finals.');
    for (const row of parsed.rows) {
      row.finalPlace ??= finals.places.get(archerKey(row.membershipNumber, row.name)) ?? null;
    }
  }
  const matches = await matchArchers(db, parsed.rows);
  const ranks = ranked(parsed.rows);

  return db.transaction(async (tx) => {
    // Two imports of one tournament at once take turns: the second replaces the first's draft.
    await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
      .for('update');
    await tx
      .delete(resultImports)
      .where(and(eq(resultImports.tournamentId, tournamentId), eq(resultImports.status, 'draft')));
    const [created] = await tx
      .insert(resultImports)
      .values({
        tournamentId,
        format: body.format,
        fileName: body.fileName,
        fileSha256: createHash('sha256').update(body.content).digest('hex'),
        importedById: actorId,
        importedAt: now,
      })
      .returning({ id: resultImports.id });
    const values = parsed.rows.map((row, index) => ({
      importId: created!.id,
      line: row.line,
      name: row.name,
      birthDate: row.birthDate,
      membershipNumber: row.membershipNumber,
      clubCode: row.clubCode,
      clubName: row.clubName,
      clubId: matches[index]!.clubId,
      division: row.division,
      gender: row.gender,
      ageClass: row.ageClass,
      roundCode: row.roundCode,
      distances: row.distances,
      total: row.total,
      tens: row.tens,
      xs: row.xs,
      rank: ranks.get(row)!,
      finalPlace: row.finalPlace,
      memberId: matches[index]!.memberId,
      matchState: matches[index]!.state,
    }));
    // PostgreSQL takes at most 65,535 parameters a statement: 21 a row, so 1,000 rows at a time.
    for (let start = 0; start < values.length; start += 1000) {
      await tx.insert(resultRows).values(values.slice(start, start + 1000));
    }
    await writeAudit(tx, {
      actorId,
      subject: 'results',
      subjectId: created!.id,
      memberId: null,
      action: 'results.imported',
      toStatus: 'draft',
      reason: `${body.fileName} (${values.length})`,
    });
    return created!.id;
  });
}

const importer = alias(members, 'importer');
const publisher = alias(members, 'publisher');

/** An import with its rows and matches, as the office checks it; undefined for no such import. */
export async function findImport(db: Db, id: number): Promise<ResultsImport | undefined> {
  const [found] = await db
    .select({
      row: resultImports,
      importerAr: importer.nameAr,
      importerEn: importer.nameEn,
      publisherAr: publisher.nameAr,
      publisherEn: publisher.nameEn,
    })
    .from(resultImports)
    .leftJoin(importer, eq(importer.id, resultImports.importedById))
    .leftJoin(publisher, eq(publisher.id, resultImports.publishedById))
    .where(eq(resultImports.id, id));
  if (!found) return undefined;
  const { row } = found;
  const rows = await db
    .select()
    .from(resultRows)
    .where(eq(resultRows.importId, id))
    .orderBy(asc(resultRows.line));
  const people = await memberFacts(
    db,
    rows.map((r) => r.memberId).filter((memberId): memberId is number => memberId !== null),
  );
  const tournament = (await tournamentSummaries(db, [row.tournamentId])).get(row.tournamentId)!;
  const counts = { rows: rows.length, matched: 0, proposed: 0, unmatched: 0, guests: 0 };
  for (const r of rows) {
    if (r.matchState === 'guest') counts.guests++;
    else counts[r.matchState]++;
  }
  const officeRows: OfficeResultRow[] = rows.map((r) => {
    const member = r.memberId === null ? undefined : people.get(r.memberId);
    return {
      id: r.id,
      line: r.line,
      name: r.name,
      birthDate: r.birthDate,
      membershipNumber: r.membershipNumber,
      clubCode: r.clubCode,
      clubName: r.clubName,
      division: r.division,
      gender: r.gender,
      ageClass: r.ageClass as OfficeResultRow['ageClass'],
      round: r.roundCode as RoundCode,
      distances: r.distances,
      total: r.total,
      tens: r.tens,
      xs: r.xs,
      rank: r.rank,
      finalPlace: r.finalPlace,
      match: {
        state: r.matchState,
        member: member ? matchedMember(member) : null,
      },
    };
  });
  const current = await currentRecordScores(db);
  const candidates = recordCandidates(
    rows.filter((r) => r.matchState === 'matched').map((r) => ({ ...r, round: r.roundCode })),
    current,
  );
  const staff = (ar: string | null, en: string | null, memberId: number | null) =>
    memberId !== null && ar && en ? { id: memberId, name: { ar, en } } : null;
  return {
    id: row.id,
    tournament,
    status: row.status,
    format: row.format,
    fileName: row.fileName,
    importedAt: row.importedAt.toISOString(),
    importedBy: staff(found.importerAr, found.importerEn, row.importedById),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: staff(found.publisherAr, found.publisherEn, row.publishedById),
    counts,
    rows: officeRows,
    recordCandidates: candidates.map((candidate) => ({
      rowId: candidate.id,
      round: candidate.roundCode as RoundCode,
      division: candidate.division,
      gender: candidate.gender,
      ageClass: candidate.ageClass as OfficeResultRow['ageClass'],
      score: candidate.total,
      current:
        current.get(`${candidate.roundCode}|${candidate.division}|${candidate.gender}|${candidate.ageClass}`)
          ?.total ?? null,
    })),
  };
}

/** Tournaments that have ended, newest first, with their draft and published results. */
/** Each ended tournament's draft and published results, in the order of `ids`. */
async function officeResultsItems(db: Db, ids: readonly number[]): Promise<OfficeResultsItem[]> {
  const summaries = await tournamentSummaries(db, ids);
  const imports =
    ids.length === 0
      ? []
      : await db
          .select({
            id: resultImports.id,
            tournamentId: resultImports.tournamentId,
            status: resultImports.status,
            importedAt: resultImports.importedAt,
            publishedAt: resultImports.publishedAt,
          })
          .from(resultImports)
          .where(inArray(resultImports.tournamentId, [...ids]));
  // Counted apart: a correlated subquery's columns render unqualified in Drizzle and compared the rows with themselves.
  const counts =
    imports.length === 0
      ? []
      : await db
          .select({ importId: resultRows.importId, rows: count() })
          .from(resultRows)
          .where(
            inArray(
              resultRows.importId,
              imports.map((row) => row.id),
            ),
          )
          .groupBy(resultRows.importId);
  const rowsOf = (importId: number) => counts.find((row) => row.importId === importId)?.rows ?? 0;
  return ids.map((id) => {
    const draft = imports.find((row) => row.tournamentId === id && row.status === 'draft');
    const published = imports.find((row) => row.tournamentId === id && row.status === 'published');
    return {
      tournament: summaries.get(id)!,
      draft: draft
        ? { id: draft.id, importedAt: draft.importedAt.toISOString(), rows: rowsOf(draft.id) }
        : null,
      published: published
        ? { id: published.id, publishedAt: published.publishedAt!.toISOString(), rows: rowsOf(published.id) }
        : null,
    };
  });
}

export async function listOfficeResults(
  db: Db,
  query: OfficeResultsQuery,
  now: Date,
): Promise<OfficeResultsList> {
  const ended = lt(tournaments.endDate, uaeToday(now));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(tournaments).where(ended);
  const page = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(ended)
    .orderBy(desc(tournaments.startDate), desc(tournaments.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    items: await officeResultsItems(
      db,
      page.map((row) => row.id),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

/** One ended tournament's results state, for its import page; undefined for no such tournament or one not over. */
export async function officeResultsOf(db: Db, id: number, now: Date): Promise<OfficeResultsItem | undefined> {
  const [found] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.id, id), lt(tournaments.endDate, uaeToday(now))));
  return found ? (await officeResultsItems(db, [found.id]))[0] : undefined;
}

/** Ranks the row's category of its import again, after a correction changed a score. */
async function rerank(
  tx: Db,
  importId: number,
  row: { division: string; gender: 'male' | 'female'; ageClass: string },
) {
  const group = await tx
    .select({ id: resultRows.id, total: resultRows.total, tens: resultRows.tens, xs: resultRows.xs })
    .from(resultRows)
    .where(
      and(
        eq(resultRows.importId, importId),
        eq(resultRows.division, row.division),
        eq(resultRows.gender, row.gender),
        eq(resultRows.ageClass, row.ageClass),
      ),
    );
  for (const { id, rank } of rankQualification(group)) {
    await tx.update(resultRows).set({ rank }).where(eq(resultRows.id, id));
  }
}

type Row = typeof resultRows.$inferSelect;

/** What a change of a published row tells the audit trail. */
interface Correction {
  memberId: number | null;
  fromStatus: string;
  toStatus: string;
  reason?: string;
}

/**
 * Changes one row in a transaction that holds it; on published results the change is a correction: audited, and the
 * rankings of the row's category computed again. Answers the import's id, or undefined for no such row.
 */
async function changeRow(
  db: Database,
  actorId: number,
  rowId: number,
  now: Date,
  change: (tx: Transaction, row: Row, published: boolean) => Promise<Correction>,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: resultRows, status: resultImports.status, tournamentId: resultImports.tournamentId })
      .from(resultRows)
      .innerJoin(resultImports, eq(resultImports.id, resultRows.importId))
      .where(eq(resultRows.id, rowId))
      .for('update');
    if (!found) return undefined;
    const published = found.status === 'published';
    const correction = await change(tx, found.row, published);
    if (published) {
      await writeAudit(tx, {
        actorId,
        subject: 'results',
        subjectId: found.row.importId,
        action: 'results.corrected',
        ...correction,
      });
      await refreshRankings(tx, found.tournamentId, [found.row], now);
    }
    return found.row.importId;
  });
}

/** Confirms, changes or drops a row's member (a correction on published results). */
export function matchRow(
  db: Database,
  actorId: number,
  rowId: number,
  body: RowMatchBody,
  now: Date,
): Promise<number | undefined> {
  return changeRow(db, actorId, rowId, now, async (tx, row) => {
    let next: { memberId: number | null; matchState: MatchState };
    if (body.action === 'confirm') {
      if (row.matchState !== 'proposed') {
        throw new ApiError(
          409,
          ResultsErrorCodes.nothingToConfirm,
          'The row has no proposed member to confirm',
        );
      }
      next = { memberId: row.memberId, matchState: 'matched' };
    } else if (body.action === 'member') {
      const [member] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.id, body.memberId), inArray(members.accountType, [...archerKinds])));
      if (!member) {
        throw new ApiError(422, ResultsErrorCodes.memberNotFound, 'No such archer', {
          memberId: [resultsMessages.memberNotFound],
        });
      }
      next = { memberId: member.id, matchState: 'matched' };
    } else {
      next = { memberId: null, matchState: 'guest' };
    }
    await tx.update(resultRows).set(next).where(eq(resultRows.id, row.id));
    return {
      memberId: next.memberId ?? row.memberId,
      fromStatus: `line ${row.line}: ${row.matchState} ${row.memberId ?? ''}`.trim(),
      toStatus: `line ${row.line}: ${next.matchState} ${next.memberId ?? ''}`.trim(),
    };
  });
}

const scoreText = (r: {
  distances: number[];
  total: number;
  tens: number;
  xs: number;
  finalPlace: number | null;
}) => `${r.distances.join('+')}=${r.total} 10s ${r.tens} Xs ${r.xs} place ${r.finalPlace ?? '-'}`;

/**
 * Corrects a row's scores and final placing, checked against its round as on import; a published row needs a
 * reason, which the audit trail keeps with the scores before and after.
 */
export function correctRow(
  db: Database,
  actorId: number,
  rowId: number,
  body: RowCorrectionBody,
  now: Date,
): Promise<number | undefined> {
  return changeRow(db, actorId, rowId, now, async (tx, row, published) => {
    const problems = scoreProblems(roundDefinitions[row.roundCode as RoundCode], body);
    if (problems.length > 0) {
      throw new ApiError(400, 'validation_failed', 'The scores do not fit the round', {
        distances: problems,
      });
    }
    if (published && body.reason === '') {
      throw new ApiError(
        422,
        ResultsErrorCodes.reasonRequired,
        'A correction of published results needs a reason',
        {
          reason: ['validation.required'],
        },
      );
    }
    const total = body.distances.reduce((sum, score) => sum + score, 0);
    await tx
      .update(resultRows)
      .set({ distances: body.distances, total, tens: body.tens, xs: body.xs, finalPlace: body.finalPlace })
      .where(eq(resultRows.id, row.id));
    await rerank(tx, row.importId, row);
    return {
      memberId: row.memberId,
      fromStatus: `line ${row.line}: ${scoreText(row)}`,
      toStatus: `line ${row.line}: ${scoreText({ ...body, total })}`,
      reason: body.reason,
    };
  });
}

/** Archer members whose name, email or membership number holds `q`, by name, at most ten. */
export async function searchArchers(db: Db, q: string): Promise<MatchedMember[]> {
  const found = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.accountType, [...archerKinds]), memberMatches(q)))
    .orderBy(asc(members.nameEn), asc(members.id))
    .limit(10);
  const facts = await memberFacts(
    db,
    found.map((row) => row.id),
  );
  return found.map((row) => matchedMember(facts.get(row.id)!));
}
