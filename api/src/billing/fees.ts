import {
  BillingErrorCodes,
  categoryOfFee,
  type Fee,
  type FeeCatalogue,
  type FeeCode,
  FeeCodes,
  type LocalizedText,
  type SeasonRef,
} from '@uaeaf/contracts';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import type { SessionMember } from '../auth/members';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { fees, seasons } from '../db/schema';
import { ApiError } from '../http/errors';
import { feeNames } from './fee-names';
import { issueBill, type NewBillLine } from './issue-bill';

type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

const seasonColumns = {
  id: seasons.id,
  name: seasons.name,
  startDate: seasons.startDate,
  endDate: seasons.endDate,
  active: seasons.isActive,
};

/**
 * `GET /api/office/fees`: every fee of the season asked for (the active one by default), priced or not, and the
 * seasons to choose from, newest first. Undefined when there is no such season.
 */
export async function feeCatalogue(
  db: Database,
  seasonId: number | undefined,
): Promise<FeeCatalogue | undefined> {
  const seasonList: SeasonRef[] = await db
    .select(seasonColumns)
    .from(seasons)
    .orderBy(desc(seasons.startDate));
  const season = seasonList.find((candidate) =>
    seasonId === undefined ? candidate.active : candidate.id === seasonId,
  );
  if (!season) return undefined;
  const rows = await db
    .select({ code: fees.code, amountFils: fees.amountFils, updatedAt: fees.updatedAt })
    .from(fees)
    .where(eq(fees.seasonId, season.id));
  const priced = new Map(rows.map((row) => [row.code, row]));
  return { season, seasons: seasonList, items: FeeCodes.map((code) => toFee(code, priced.get(code))) };
}

function toFee(code: FeeCode, row?: { amountFils: number; updatedAt: Date }): Fee {
  return {
    code,
    category: categoryOfFee(code),
    name: feeNames[code],
    amountFils: row?.amountFils ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * `PUT /api/office/fees/:code`: sets one fee of one season. A season that has ended is closed (409 `season_closed`):
 * its bills were issued at its amounts, and the catalogue is their record. The season row is locked first, so two
 * officers changing its fees at once take turns and each audit row has the amount the change replaced. Setting the
 * amount a fee already has changes nothing and writes nothing. Undefined when there is no such season.
 */
export async function setFee(
  db: Database,
  actor: SessionMember,
  code: FeeCode,
  { seasonId, amountFils }: { seasonId: number; amountFils: number },
  now: Date,
): Promise<Fee | undefined> {
  return db.transaction(async (tx) => {
    const [season] = await tx
      .select({ endDate: seasons.endDate })
      .from(seasons)
      .where(eq(seasons.id, seasonId))
      .for('update');
    if (!season) return undefined;
    if (season.endDate < uaeToday(now)) {
      throw new ApiError(
        409,
        BillingErrorCodes.seasonClosed,
        'This season has ended; its fees stay as billed',
      );
    }
    const where = and(eq(fees.seasonId, seasonId), eq(fees.code, code));
    const [before] = await tx
      .select({ amountFils: fees.amountFils, updatedAt: fees.updatedAt })
      .from(fees)
      .where(where);
    if (before?.amountFils === amountFils) return toFee(code, before);
    const [after] = await tx
      .insert(fees)
      .values({ seasonId, code, amountFils, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [fees.seasonId, fees.code],
        set: { amountFils, updatedAt: now, updatedBy: actor.id },
      })
      .returning({ amountFils: fees.amountFils, updatedAt: fees.updatedAt });
    // Amounts in fils in the status fields, so the log reads "10000 -> 12500" for the fee named in the reason.
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'fee',
      subjectId: seasonId,
      memberId: null,
      action: 'fee.changed',
      fromStatus: before === undefined ? null : String(before.amountFils),
      toStatus: String(amountFils),
      reason: code,
    });
    return toFee(code, after);
  });
}

/** The catalogue amount of a fee in the season `day` falls in; undefined when that season has none. */
export async function feeAmountOn(db: Executor, code: FeeCode, day: string): Promise<number | undefined> {
  const [row] = await db
    .select({ amountFils: fees.amountFils })
    .from(fees)
    .innerJoin(seasons, eq(seasons.id, fees.seasonId))
    .where(and(eq(fees.code, code), lte(seasons.startDate, day), gte(seasons.endDate, day)));
  return row?.amountFils;
}

export interface FeeBill {
  memberId: number;
  feeCode: FeeCode;
  /** Who issued it (staff, or the member whose action made it); null for the system. */
  actorId: number | null;
  /** The fee's catalogue name when left out. */
  name?: LocalizedText;
  /** A breakdown of the catalogue amount; one line named like the bill when left out. */
  lines?: NewBillLine[];
  /** The UAE day it is issued on: its season's amount is charged. */
  day: string;
}

/**
 * Bills a member for a catalogue fee at the amount of the season `day` falls in, through `issueBill`, in the caller's
 * transaction: season subscriptions, renewals, electronic services, membership cards and the office's own bills.
 * 409 `fee_not_priced` when that season has no amount for it (nothing is billed at a guessed amount).
 */
export async function billFee(db: Executor, bill: FeeBill) {
  const amountFils = await feeAmountOn(db, bill.feeCode, bill.day);
  if (amountFils === undefined) {
    throw new ApiError(
      409,
      BillingErrorCodes.feeNotPriced,
      `The fee ${bill.feeCode} has no amount for the season of ${bill.day}`,
    );
  }
  return issueBill(db, {
    memberId: bill.memberId,
    actorId: bill.actorId,
    category: categoryOfFee(bill.feeCode),
    feeCode: bill.feeCode,
    name: bill.name ?? feeNames[bill.feeCode],
    ...(bill.lines && { lines: bill.lines }),
    amountFils,
    issuedOn: bill.day,
  });
}
