import {
  BillingErrorCodes,
  type IssueBill,
  type OfficeBill,
  type OfficeBillDetail,
  type OfficeBillListQuery,
  type OfficeBillListResponse,
  pageCount,
  pageOffset,
} from '@uaeaf/contracts';
import { and, count, eq, gte, lte, or, sql, sum } from 'drizzle-orm';
import type { SessionMember } from '../auth/members';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { bills, members } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import { loginLink } from '../mail/request-decision-mail';
import { itemTimeline } from '../office/audit/audit-log';
import { matches } from '../office/members/directory';
import { billClosedMail } from './bill-mail';
import { billsWhere, toOfficeBill } from './bill-view';
import { closeBill } from './close-bill';
import { feeNames } from './fee-names';
import { billFee } from './fees';

export interface BillMail {
  mailer: Mailer;
  publicOrigin: string;
  logger: Logger;
}

/** A bill number typed in any case (`ts-2026-000042`), or the member's names, email, Emirates ID or number. */
function searchCondition(q: string) {
  return or(eq(bills.number, q.trim().toUpperCase()), matches(q));
}

/** `GET /api/office/bills`: filtered, newest first, paged, with the sum of every matching bill. */
export async function listOfficeBills(
  db: Database,
  query: OfficeBillListQuery,
): Promise<OfficeBillListResponse> {
  const where = and(
    query.q === undefined ? undefined : searchCondition(query.q),
    query.status === undefined ? undefined : eq(bills.status, query.status),
    query.category === undefined ? undefined : eq(bills.category, query.category),
    query.memberId === undefined ? undefined : eq(bills.memberId, query.memberId),
    query.from === undefined ? undefined : gte(bills.issuedOn, query.from),
    query.to === undefined ? undefined : lte(bills.issuedOn, query.to),
  );
  const [items, [totals]] = await Promise.all([
    billsWhere(db, where, toOfficeBill, { limit: query.pageSize, offset: pageOffset(query) }),
    db
      .select({ total: count(), totalFils: sql<number>`coalesce(${sum(bills.amountFils)}, 0)::bigint` })
      .from(bills)
      .innerJoin(members, eq(members.id, bills.memberId))
      .where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
    totalFils: Number(totals?.totalFils ?? 0),
  };
}

export async function findOfficeBill(db: Database, id: number): Promise<OfficeBill | undefined> {
  const [bill] = await billsWhere(db, eq(bills.id, id), toOfficeBill);
  return bill;
}

/** `GET /api/office/bills/:id`: the bill, whose it is, and its audit timeline, newest first. */
export async function officeBillDetail(db: Database, id: number): Promise<OfficeBillDetail | undefined> {
  const bill = await findOfficeBill(db, id);
  return bill && { bill, history: await itemTimeline(db, 'bill', id) };
}

/**
 * Cancels or waives an unpaid bill with the officer's reason (409 `bill_not_unpaid` otherwise), then mails the
 * member in their language. The mail goes once the change is committed; a mail that cannot be recorded is logged and
 * the change stands. Undefined when there is no such bill.
 */
export async function closeBillByOffice(
  db: Database,
  mail: BillMail,
  actor: SessionMember,
  id: number,
  status: 'cancelled' | 'waived',
  reason: string,
  now: Date,
): Promise<OfficeBill | undefined> {
  const found = await findOfficeBill(db, id);
  if (!found) return undefined;
  const closed = await db.transaction((tx) =>
    closeBill(tx, { billId: id, status, reason, actorId: actor.id, at: now }),
  );
  if (!closed) {
    throw new ApiError(409, BillingErrorCodes.billNotUnpaid, `Bill ${found.number} is not unpaid any more`);
  }
  const [member] = await db
    .select({ language: members.language })
    .from(members)
    .where(eq(members.id, found.member.id));
  const language = member!.language;
  try {
    await mail.mailer.send(
      billClosedMail({
        to: found.member.email,
        language,
        name: found.member.name,
        bill: found,
        status,
        reason,
        loginLink: loginLink(mail.publicOrigin, language),
      }),
    );
  } catch (error) {
    mail.logger.error(
      `The mail about bill ${found.number} to ${found.member.email} could not be recorded:`,
      error,
    );
  }
  return findOfficeBill(db, id);
}

/**
 * `POST /api/office/bills`: bills a member (never staff: 404 like an unknown member) for a catalogue fee at today's
 * season's amount; the note, if any, follows the fee's name. Undefined when there is no such member.
 */
export async function issueBillByOffice(
  db: Database,
  actor: SessionMember,
  input: IssueBill,
  now: Date,
): Promise<OfficeBill | undefined> {
  const id = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id, accountType: members.accountType })
      .from(members)
      .where(eq(members.id, input.memberId));
    if (!member || member.accountType === 'admin') return undefined;
    const fee = feeNames[input.feeCode];
    const bill = await billFee(tx, {
      memberId: member.id,
      feeCode: input.feeCode,
      actorId: actor.id,
      day: uaeToday(now),
      ...(input.note !== undefined && {
        name: { ar: `${fee.ar}، ${input.note}`, en: `${fee.en}, ${input.note}` },
      }),
    });
    return bill.id;
  });
  return id === undefined ? undefined : findOfficeBill(db, id);
}
