import {
  aedToFils,
  type IssuePenalty,
  liftablePenaltyStatuses,
  OfficeErrorCodes,
  type OwnPenalty,
  pageCount,
  pageOffset,
  type Penalty,
  type PenaltyListQuery,
  type PenaltyListResponse,
  type PenaltyStatus,
  penaltyStatus,
} from '@uaeaf/contracts';
import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { uaeToday } from '../../calendar';
import { writeAudit } from '../../audit/audit';
import { issueBill } from '../../billing/issue-bill';
import type { SessionMember } from '../../auth/members';
import type { Database } from '../../db/client';
import { members, penalties } from '../../db/schema';
import { ApiError } from '../../http/errors';

const issuers = alias(members, 'issuer');
const lifters = alias(members, 'lifter');

const columns = {
  id: penalties.id,
  memberId: members.id,
  memberNameAr: members.nameAr,
  memberNameEn: members.nameEn,
  reasonAr: penalties.reasonAr,
  reasonEn: penalties.reasonEn,
  startsOn: penalties.startsOn,
  endsOn: penalties.endsOn,
  fineFils: penalties.fineFils,
  createdAt: penalties.createdAt,
  issuerId: issuers.id,
  issuerNameAr: issuers.nameAr,
  issuerNameEn: issuers.nameEn,
  liftedAt: penalties.liftedAt,
  liftReason: penalties.liftReason,
  lifterId: lifters.id,
  lifterNameAr: lifters.nameAr,
  lifterNameEn: lifters.nameEn,
};

export function selectPenalties(db: Database) {
  return db
    .select(columns)
    .from(penalties)
    .innerJoin(members, eq(members.id, penalties.memberId))
    .leftJoin(issuers, eq(issuers.id, penalties.issuedById))
    .leftJoin(lifters, eq(lifters.id, penalties.liftedById));
}
type Row = Awaited<ReturnType<typeof selectPenalties>>[number];

function ref(id: number | null, ar: string | null, en: string | null) {
  return id === null ? null : { id, name: { ar: ar!, en: en! } };
}

export function toPenalty(row: Row, today: string): Penalty {
  const lifted =
    row.liftedAt === null
      ? null
      : {
          at: row.liftedAt.toISOString(),
          by: ref(row.lifterId, row.lifterNameAr, row.lifterNameEn),
          reason: row.liftReason!,
        };
  return {
    id: row.id,
    member: { id: row.memberId, name: { ar: row.memberNameAr, en: row.memberNameEn } },
    reason: { ar: row.reasonAr, en: row.reasonEn },
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    fineFils: row.fineFils,
    status: penaltyStatus({ ...row, lifted }, today),
    issuedBy: ref(row.issuerId, row.issuerNameAr, row.issuerNameEn),
    createdAt: row.createdAt.toISOString(),
    lifted,
  };
}

/** The SQL of `penaltyStatus`, so a list filters by status in the query rather than after paging. */
export function hasStatus(status: PenaltyStatus, today: string): SQL | undefined {
  const notLifted = isNull(penalties.liftedAt);
  switch (status) {
    case 'lifted':
      return isNotNull(penalties.liftedAt);
    case 'upcoming':
      return and(notLifted, gt(penalties.startsOn, today));
    case 'active':
      return and(notLifted, lte(penalties.startsOn, today), gte(penalties.endsOn, today));
    case 'ended':
      return and(notLifted, lt(penalties.endsOn, today));
  }
}

export const newestFirst = [desc(penalties.createdAt), desc(penalties.id)];

export async function listPenalties(
  db: Database,
  query: PenaltyListQuery,
  now: Date,
): Promise<PenaltyListResponse> {
  const today = uaeToday(now);
  const where = and(
    query.memberId === undefined ? undefined : eq(penalties.memberId, query.memberId),
    query.status === undefined ? undefined : hasStatus(query.status, today),
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectPenalties(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(penalties).where(where),
  ]);
  return {
    items: rows.map((row) => toPenalty(row, today)),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

/** Every penalty of one member, newest first (the member's page in the office, and the member's own list). */
export async function penaltiesOf(db: Database, memberId: number, now: Date): Promise<Penalty[]> {
  const today = uaeToday(now);
  const rows = await selectPenalties(db)
    .where(eq(penalties.memberId, memberId))
    .orderBy(...newestFirst);
  return rows.map((row) => toPenalty(row, today));
}

/** What a member reads of their own penalties: no staff names. */
export function toOwnPenalty({
  id,
  reason,
  startsOn,
  endsOn,
  fineFils,
  status,
  createdAt,
}: Penalty): OwnPenalty {
  return { id, reason, startsOn, endsOn, fineFils, status, createdAt };
}

async function findPenalty(db: Database, id: number, now: Date): Promise<Penalty | undefined> {
  const [row] = await selectPenalties(db).where(eq(penalties.id, id));
  return row && toPenalty(row, uaeToday(now));
}

/**
 * Issues a penalty to a member (never to staff: 404 like an unknown member). The audit row names the new status
 * (`active` from today, else `upcoming`) and carries the reason as the office wrote it, Arabic then English. A fine is
 * billed to the member in the same transaction (category `penalties`, its line the penalty's reason).
 */
export async function issuePenalty(
  db: Database,
  actor: SessionMember,
  input: IssuePenalty,
  now: Date,
): Promise<Penalty | undefined> {
  const today = uaeToday(now);
  const fineFils = input.fineAed === undefined ? null : aedToFils(input.fineAed);
  const id = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id, accountType: members.accountType })
      .from(members)
      .where(eq(members.id, input.memberId));
    if (!member || member.accountType === 'admin') return undefined;
    const [penalty] = await tx
      .insert(penalties)
      .values({
        memberId: member.id,
        reasonAr: input.reasonAr,
        reasonEn: input.reasonEn,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        fineFils,
        issuedById: actor.id,
        createdAt: now,
      })
      .returning({ id: penalties.id });
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'penalty',
      subjectId: penalty!.id,
      memberId: member.id,
      action: 'penalty.issued',
      toStatus: penaltyStatus({ ...input, lifted: null }, today),
      reason: `${input.reasonAr}\n${input.reasonEn}`,
    });
    if (fineFils !== null) {
      await issueBill(tx, {
        memberId: member.id,
        actorId: actor.id,
        category: 'penalties',
        name: {
          ar: `غرامة عقوبة من ${input.startsOn} إلى ${input.endsOn}`,
          en: `Penalty fine, ${input.startsOn} to ${input.endsOn}`,
        },
        lines: [{ description: { ar: input.reasonAr, en: input.reasonEn }, amountFils: fineFils }],
        amountFils: fineFils,
        issuedOn: today,
        penaltyId: penalty!.id,
      });
    }
    return penalty!.id;
  });
  return id === undefined ? undefined : findPenalty(db, id, now);
}

/** Lifts an upcoming or active penalty early; 409 `penalty_not_liftable` once it has ended or was lifted. */
export async function liftPenalty(
  db: Database,
  actor: SessionMember,
  id: number,
  reason: string,
  now: Date,
): Promise<Penalty | undefined> {
  const today = uaeToday(now);
  const found = await db.transaction(async (tx) => {
    // The row lock makes a second lift at the same moment wait, then find it lifted: one lift, one audit row.
    const [penalty] = await tx
      .select({
        memberId: penalties.memberId,
        startsOn: penalties.startsOn,
        endsOn: penalties.endsOn,
        liftedAt: penalties.liftedAt,
      })
      .from(penalties)
      .where(eq(penalties.id, id))
      .for('update');
    if (!penalty) return false;
    const status = penaltyStatus({ ...penalty, lifted: penalty.liftedAt }, today);
    if (!(liftablePenaltyStatuses as readonly PenaltyStatus[]).includes(status)) {
      throw new ApiError(409, OfficeErrorCodes.penaltyNotLiftable, `This penalty is ${status}`);
    }
    await tx
      .update(penalties)
      .set({ liftedAt: now, liftedById: actor.id, liftReason: reason })
      .where(eq(penalties.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'penalty',
      subjectId: id,
      memberId: penalty.memberId,
      action: 'penalty.lifted',
      fromStatus: status,
      toStatus: 'lifted',
      reason,
    });
    return true;
  });
  return found ? findPenalty(db, id, now) : undefined;
}
