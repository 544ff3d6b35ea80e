import {
  compareScores,
  recordCandidates,
  recordKey,
  ResultsErrorCodes,
  resultsMessages,
  type ScoreLine,
} from '@uaeaf/contracts';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import type { Database } from '../db/client';
import { nationalRecords, resultImports, resultRows, tournaments } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import { clubNames, currentRecordScores, type Db, labels, memberFacts, round } from './common';
import { resultsMail } from './mail';
import { refreshRankings } from './rankings';

/** Each member's best score of each round before a date, by `member|round`. */
export async function bestsBefore(
  db: Db,
  memberIds: readonly number[],
  before: string,
): Promise<Map<string, ScoreLine>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      memberId: resultRows.memberId,
      roundCode: resultRows.roundCode,
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
        eq(resultRows.matchState, 'matched'),
        inArray(resultRows.memberId, [...new Set(memberIds)]),
        lt(tournaments.startDate, before),
      ),
    );
  const bests = new Map<string, ScoreLine>();
  for (const row of rows) {
    const key = `${row.memberId}|${row.roundCode}`;
    const best = bests.get(key);
    if (!best || compareScores(row, best) < 0) bests.set(key, row);
  }
  return bests;
}

export interface PublishOptions {
  mailer: Mailer;
  publicOrigin: string;
  logger: Logger;
}

/**
 * Publishes a draft in one step (decision 092): it replaces the tournament's published results, the rankings of every
 * category either touched are computed again, scores that beat a national record are proposed for approval, and
 * after the commit each member who shot is mailed their placing and scores. Refused while rows are still proposed or
 * unmatched. Answers the mails sent and records proposed, or undefined for no such import.
 */
export async function publishImport(
  db: Database,
  actorId: number,
  importId: number,
  now: Date,
  options: PublishOptions,
): Promise<{ mailed: number; recordsProposed: number } | undefined> {
  const outcome = await db.transaction(async (tx) => {
    const [draft] = await tx.select().from(resultImports).where(eq(resultImports.id, importId)).for('update');
    if (!draft) return undefined;
    if (draft.status !== 'draft') {
      throw new ApiError(409, ResultsErrorCodes.notDraft, 'These results are not a draft');
    }
    const rows = await tx.select().from(resultRows).where(eq(resultRows.importId, importId));
    const unresolved = rows.filter((row) => row.matchState === 'proposed' || row.matchState === 'unmatched');
    if (unresolved.length > 0) {
      throw new ApiError(
        409,
        ResultsErrorCodes.unresolvedRows,
        'Some archers are neither matched to a member nor kept as guests',
        Object.fromEntries(
          unresolved.slice(0, 50).map((row) => [`row.${row.id}`, [resultsMessages.unresolved]]),
        ),
      );
    }
    const previous = await tx
      .select({ id: resultImports.id })
      .from(resultImports)
      .where(and(eq(resultImports.tournamentId, draft.tournamentId), eq(resultImports.status, 'published')));
    const previousRows =
      previous.length === 0
        ? []
        : await tx
            .select()
            .from(resultRows)
            .where(
              inArray(
                resultRows.importId,
                previous.map((row) => row.id),
              ),
            );
    if (previous.length > 0) {
      await tx.delete(resultImports).where(
        inArray(
          resultImports.id,
          previous.map((row) => row.id),
        ),
      );
    }
    await tx
      .update(resultImports)
      .set({ status: 'published', publishedAt: now, publishedById: actorId })
      .where(eq(resultImports.id, importId));
    await refreshRankings(tx, draft.tournamentId, [...previousRows, ...rows], now);

    const [tournament] = await tx
      .select({
        startDate: tournaments.startDate,
        nameAr: tournaments.nameAr,
        nameEn: tournaments.nameEn,
      })
      .from(tournaments)
      .where(eq(tournaments.id, draft.tournamentId));
    const matched = rows.filter((row) => row.matchState === 'matched');
    const people = await memberFacts(
      tx,
      matched.map((row) => row.memberId!),
    );
    const clubs = await clubNames(
      tx,
      matched.map((row) => row.clubId),
    );
    const candidates = recordCandidates(
      matched.map((row) => ({ ...row, round: row.roundCode })),
      await currentRecordScores(tx),
    );
    // A proposal still waiting for the same member's same score in the category is not made twice (a republication).
    const waiting = await tx.select().from(nationalRecords).where(eq(nationalRecords.status, 'proposed'));
    const fresh = candidates.filter(
      (row) =>
        !waiting.some(
          (record) =>
            recordKey({ ...record, round: record.roundCode }) === recordKey(row) &&
            record.memberId === row.memberId &&
            record.score >= row.total,
        ),
    );
    if (fresh.length > 0) {
      await tx.insert(nationalRecords).values(
        fresh.map((row) => {
          const member = people.get(row.memberId!)!;
          const club = row.clubId === null ? member.club : (clubs.get(row.clubId) ?? member.club);
          return {
            roundCode: row.roundCode,
            division: row.division,
            gender: row.gender,
            ageClass: row.ageClass,
            memberId: row.memberId,
            holderNameAr: member.name.ar,
            holderNameEn: member.name.en,
            clubNameAr: club?.ar ?? row.clubName,
            clubNameEn: club?.en ?? row.clubName,
            score: row.total,
            tens: row.tens,
            xs: row.xs,
            shotOn: tournament!.startDate,
            tournamentId: draft.tournamentId,
            resultRowId: row.id,
            proposedAt: now,
          };
        }),
      );
    }
    await writeAudit(tx, {
      actorId,
      subject: 'results',
      subjectId: importId,
      memberId: null,
      action: 'results.published',
      fromStatus: 'draft',
      toStatus: 'published',
      reason: previous.length > 0 ? `replaced ${previous.map((row) => row.id).join(', ')}` : null,
    });
    const bests = await bestsBefore(
      tx,
      matched.map((row) => row.memberId!),
      tournament!.startDate,
    );
    return {
      tournament: { id: draft.tournamentId, name: { ar: tournament!.nameAr, en: tournament!.nameEn } },
      matched,
      people,
      bests,
      proposedRows: new Set(fresh.map((row) => row.id)),
      recordsProposed: fresh.length,
    };
  });
  if (!outcome) return undefined;

  const names = await labels(db);
  let mailed = 0;
  for (const row of outcome.matched) {
    const member = outcome.people.get(row.memberId!);
    if (!member) continue;
    const best = outcome.bests.get(`${row.memberId}|${row.roundCode}`);
    const division = names.division(row.division).name;
    const ageClass = names.ageClass(row.ageClass).name;
    const gender = row.gender === 'female' ? { ar: 'سيدات', en: 'Women' } : { ar: 'رجال', en: 'Men' };
    const prefix = member.language === 'en' ? '/en' : '';
    try {
      await options.mailer.send(
        resultsMail({
          to: member.email,
          language: member.language,
          name: member.name,
          tournament: outcome.tournament.name,
          category: {
            ar: `${division.ar} ${gender.ar} ${ageClass.ar}`,
            en: `${division.en} ${gender.en} ${ageClass.en}`,
          },
          round: round(row.roundCode).name,
          rank: row.rank,
          finalPlace: row.finalPlace,
          distances: row.distances,
          total: row.total,
          tens: row.tens,
          xs: row.xs,
          personalBest: !best || compareScores(row, best) < 0,
          recordProposed: outcome.proposedRows.has(row.id),
          link: `${options.publicOrigin}${prefix}/tournament-details/${outcome.tournament.id}/results`,
        }),
      );
      mailed++;
    } catch (error) {
      // The results are published; a mail that could not be recorded must not undo that.
      options.logger.error(`Results mail to member ${row.memberId} could not be sent:`, error);
    }
  }
  return { mailed, recordsProposed: outcome.recordsProposed };
}

/** The proposals to decide, oldest first. */
export async function recordProposalRows(db: Db) {
  return db
    .select()
    .from(nationalRecords)
    .where(eq(nationalRecords.status, 'proposed'))
    .orderBy(nationalRecords.proposedAt, nationalRecords.id);
}

/**
 * Approves or rejects a proposed record; audited. Approval makes it the category's record when it is the best of the
 * approved (an older, lower proposal approved later joins the history). Undefined for no such proposal.
 */
export async function decideRecord(
  db: Database,
  actorId: number,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
): Promise<true | undefined> {
  return db.transaction(async (tx) => {
    const [record] = await tx.select().from(nationalRecords).where(eq(nationalRecords.id, id)).for('update');
    if (!record) return undefined;
    if (record.status !== 'proposed') {
      throw new ApiError(409, ResultsErrorCodes.proposalDecided, 'This record proposal was already decided');
    }
    await tx
      .update(nationalRecords)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        decidedAt: now,
        decidedById: actorId,
        rejectReason: decision.approve ? null : decision.reason,
      })
      .where(eq(nationalRecords.id, id));
    await writeAudit(tx, {
      actorId,
      subject: 'record',
      subjectId: id,
      memberId: record.memberId,
      action: decision.approve ? 'record.approved' : 'record.rejected',
      fromStatus: 'proposed',
      toStatus: decision.approve ? 'approved' : 'rejected',
      reason: decision.approve
        ? `${record.roundCode} ${record.division} ${record.gender} ${record.ageClass} ${record.score}`
        : decision.reason,
    });
    return true;
  });
}
