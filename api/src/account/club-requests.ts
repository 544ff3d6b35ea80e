import {
  type ClubAccountRequests,
  type ClubRequestRole,
  RequestErrorCodes,
  type WithdrawalReceipt,
} from '@uaeaf/contracts';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { writeAudit } from '../audit/audit';
import { closeBill } from '../billing/close-bill';
import type { SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { members, registrationRequests } from '../db/schema';
import { ApiError } from '../http/errors';
import { notFound } from '../http/path';
import { requestTimelines } from './requests';

/**
 * A request can be taken back until the federation office decides it: while Pending, or Accepted (by the named club,
 * or made by the club itself, which arrives Accepted).
 */
const undecided = ['Pending', 'Accepted'] as const;
const isUndecided = (status: string) => (undecided as readonly string[]).includes(status);

/** What the member reads on a renewal's bill once the renewal is withdrawn. */
const cancelledWithRequest = 'أُلغيت مع سحب طلب التجديد.\nCancelled: the renewal request was withdrawn.';

/** A request the caller made: one they sent for themselves, or one they sent for another (a club for its player). */
const madeBy = (memberId: number) =>
  or(
    eq(registrationRequests.requestedBy, memberId),
    and(eq(registrationRequests.memberId, memberId), isNull(registrationRequests.requestedBy)),
  );

/**
 * `GET /api/account/club/requests`: the club's or academy's own requests, those it made for its players and those whose
 * applicant named it, newest first, each with its timeline. Nothing of another club's.
 */
export async function clubAccountRequests(db: Database, clubId: number): Promise<ClubAccountRequests> {
  const rows = await db
    .select({
      id: registrationRequests.id,
      memberId: registrationRequests.memberId,
      requestedBy: registrationRequests.requestedBy,
      kind: registrationRequests.kind,
      form: registrationRequests.form,
      status: registrationRequests.status,
      decisionReason: registrationRequests.decisionReason,
      createdAt: registrationRequests.createdAt,
      updatedAt: registrationRequests.updatedAt,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
    })
    .from(registrationRequests)
    .innerJoin(members, eq(members.id, registrationRequests.memberId))
    .where(
      or(
        eq(registrationRequests.memberId, clubId),
        eq(registrationRequests.requestedBy, clubId),
        eq(registrationRequests.clubId, clubId),
      ),
    )
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id));
  const timelineOf = await requestTimelines(db, rows);
  return {
    items: rows.map((row) => {
      const role: ClubRequestRole =
        row.requestedBy === clubId ? 'made' : row.memberId === clubId ? 'own' : 'named';
      const made = row.requestedBy === clubId || (row.memberId === clubId && row.requestedBy === null);
      return {
        id: row.id,
        kind: row.kind,
        form: row.form,
        status: row.status,
        decisionReason: row.decisionReason,
        applicant: { id: row.memberId, name: { ar: row.nameAr, en: row.nameEn } },
        role,
        mayWithdraw: made && isUndecided(row.status),
        submittedAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        timeline: timelineOf(row.id),
      };
    }),
  };
}

/**
 * `POST /api/account/requests/:id/withdrawal`: whoever made a request takes it back until the office decides it; the
 * request becomes `Withdrawn` (final) and the applicant's membership stays as it was (decision 033); a renewal's
 * unpaid bill is cancelled with it (decision 078). A request the caller did not make answers 404; a decided one 409
 * `already_decided`, also when a decision won the race (the update only matches an undecided row).
 */
export async function withdrawRequest(
  c: Context<SessionEnv>,
  db: Database,
  requestId: number,
  at: Date,
): Promise<WithdrawalReceipt> {
  const actor = c.get('member');
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        memberId: registrationRequests.memberId,
        status: registrationRequests.status,
        kind: registrationRequests.kind,
        details: registrationRequests.details,
      })
      .from(registrationRequests)
      .where(and(eq(registrationRequests.id, requestId), madeBy(actor.id)));
    if (!request) throw notFound(c);
    const [withdrawn] = await tx
      .update(registrationRequests)
      .set({ status: 'Withdrawn', updatedAt: at })
      .where(and(eq(registrationRequests.id, requestId), inArray(registrationRequests.status, undecided)))
      .returning({ id: registrationRequests.id });
    if (!withdrawn) {
      throw new ApiError(
        409,
        RequestErrorCodes.alreadyDecided,
        'The federation office has decided this request already',
      );
    }
    await writeAudit(tx, {
      actorId: actor.id,
      subject: 'request',
      subjectId: requestId,
      memberId: request.memberId,
      action: 'request.withdrawn',
      fromStatus: request.status,
      toStatus: 'Withdrawn',
    });
    // A renewal's licence bill was issued with it; withdrawn, nothing is left to pay it for (as when it is rejected).
    const billId = request.kind === 'renewal' ? request.details['billId'] : undefined;
    if (typeof billId === 'number') {
      await closeBill(tx, {
        billId,
        status: 'cancelled',
        reason: cancelledWithRequest,
        actorId: actor.id,
        at,
      });
    }
    return { id: requestId, status: 'Withdrawn' };
  });
}
