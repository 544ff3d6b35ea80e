import {
  type LocalizedText,
  membershipAuditActions,
  type RequestAction,
  requestAuditActions,
  RequestErrorCodes,
  type RequestErrorCode,
  requestRefusal,
  type RequestStatus,
  requestTransition,
} from '@uaeaf/contracts';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import type { Database } from '../db/client';
import { uaeToday } from '../calendar';
import { clubPlayers, members, registrationRequests } from '../db/schema';
import { ApiError } from '../http/errors';
import { closeBill } from '../billing/close-bill';
import { issueCard } from '../cards/cards';
import { membershipNumberOnApproval, validityOnApproval, validityOnRenewal } from './membership';

/** A decision on a request by its club or the office; resubmitting is the member's own route. */
export type DecisionAction = Exclude<RequestAction, 'resubmit'>;

export interface Decision {
  requestId: number;
  action: DecisionAction;
  by: { actor: 'club' | 'office'; memberId: number };
  /** Required to reject (the contract's schema sees to it); otherwise a note for the audit trail. */
  reason: string | undefined;
  at: Date;
}

/** What a decision changed, and what the member's mail needs. */
export interface Decided {
  id: number;
  action: DecisionAction;
  status: RequestStatus;
  reason: string | null;
  membershipNumber: string | null;
  validUntil: string | null;
  /** A document replacement's document and new expiry day (decision 056); undefined for the other kinds. */
  replacement?: { document: string; expiresOn: string | null };
  applicant: { email: string; name: LocalizedText; language: 'ar' | 'en' };
}

const refusalMessages: Record<RequestErrorCode, string> = {
  already_decided: 'This request has already been decided; reload it to see its status',
  awaiting_club: 'This request waits for the club or academy the applicant named to accept it',
  invalid_transition: 'This request cannot take that decision in its current status',
  not_found: 'No such request',
};

function requestError(code: RequestErrorCode): ApiError {
  return new ApiError(code === 'not_found' ? 404 : 409, code, refusalMessages[code]);
}

/**
 * Decides one request in one transaction: the request's status (and reason), the applicant's membership status (and,
 * on approval, number and validity), and an audit row for each. A club decides only requests that named it: any other
 * is 404, as if it did not exist. The update is conditional on the status read, so of two decisions at once one wins
 * and the other is refused with `already_decided`, leaving one decision in the audit trail.
 */
export async function decideRequest(db: Database, decision: Decision): Promise<Decided> {
  const { requestId, action, by, at } = decision;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        status: registrationRequests.status,
        clubId: registrationRequests.clubId,
        memberId: registrationRequests.memberId,
        memberStatus: members.membershipStatus,
        kind: registrationRequests.kind,
        details: registrationRequests.details,
        accountType: members.accountType,
      })
      .from(registrationRequests)
      .innerJoin(members, eq(members.id, registrationRequests.memberId))
      .where(eq(registrationRequests.id, requestId));
    if (!request || (by.actor === 'club' && request.clubId !== by.memberId)) {
      throw requestError(RequestErrorCodes.notFound);
    }
    const state = { status: request.status, clubNamed: request.clubId !== null };
    const transition = requestTransition(state, action, by.actor);
    if (!transition) throw requestError(requestRefusal(state, action, by.actor)!);

    const to = transition.to;
    const reason = decision.reason ?? null;
    const moved = await tx
      .update(registrationRequests)
      .set({ status: to, decisionReason: action === 'reject' ? reason : null, updatedAt: at })
      .where(and(eq(registrationRequests.id, requestId), eq(registrationRequests.status, request.status)))
      .returning({ id: registrationRequests.id });
    if (moved.length === 0) throw requestError(RequestErrorCodes.alreadyDecided);

    // A renewal leaves the membership as it is (the member stays approved while it waits); its approval extends the
    // validity to the end of the season renewed for, and its rejection cancels its bill if still unpaid.
    const renewal = request.kind === 'renewal';
    if (renewal && action === 'reject' && typeof request.details['billId'] === 'number') {
      await closeBill(tx, {
        billId: request.details['billId'],
        status: 'cancelled',
        reason: reason ?? '',
        actorId: by.memberId,
        at,
      });
    }
    // A termination also leaves the membership as it is; its approval ends the player's place at the club. A new
    // player's approval gives them their place at the club they named (decision 033).
    const termination = request.kind === 'termination';
    // A document replacement leaves the membership as it is too: its approval is what makes the new file and expiry
    // day the member's (member-documents reads approved replacements), so there is nothing else to change here.
    const replacement = request.kind === 'document';
    const keepsMembership = renewal || termination || replacement;
    if (termination && action === 'approve' && request.clubId !== null) {
      await tx
        .delete(clubPlayers)
        .where(and(eq(clubPlayers.playerId, request.memberId), eq(clubPlayers.clubId, request.clubId)));
    }
    if (
      request.kind === 'new' &&
      action === 'approve' &&
      request.clubId !== null &&
      request.accountType === 'player'
    ) {
      await tx
        .insert(clubPlayers)
        .values({ playerId: request.memberId, clubId: request.clubId, joinedOn: uaeToday(at) })
        .onConflictDoUpdate({
          target: clubPlayers.playerId,
          set: { clubId: request.clubId, joinedOn: uaeToday(at) },
        });
    }
    const [member] = await tx
      .update(members)
      .set(
        keepsMembership
          ? {
              validUntil:
                renewal && action === 'approve'
                  ? validityOnRenewal(request.details['seasonId'])
                  : members.validUntil,
            }
          : {
              membershipStatus: to,
              ...(action === 'approve' && {
                membershipNumber: membershipNumberOnApproval,
                validUntil: validityOnApproval,
              }),
            },
      )
      .where(eq(members.id, request.memberId))
      .returning({
        email: members.email,
        nameAr: members.nameAr,
        nameEn: members.nameEn,
        language: members.language,
        membershipNumber: members.membershipNumber,
        validUntil: members.validUntil,
      });
    // The membership card comes with the approval (decision 055).
    if (action === 'approve' && !renewal && !termination) await issueCard(tx, request.memberId);

    const common = { actorId: by.memberId, memberId: request.memberId, toStatus: to, reason };
    await writeAudit(
      tx,
      {
        ...common,
        subject: 'request',
        subjectId: requestId,
        action: requestAuditActions[action],
        fromStatus: request.status,
      },
      ...(keepsMembership && action !== 'approve'
        ? []
        : [
            {
              ...common,
              subject: 'member' as const,
              subjectId: request.memberId,
              action: renewal
                ? 'member.renewed'
                : termination
                  ? 'member.contractTerminated'
                  : replacement
                    ? 'member.documentReplaced'
                    : membershipAuditActions[action],
              fromStatus: keepsMembership ? null : request.memberStatus,
              toStatus: renewal ? member!.validUntil : termination || replacement ? null : to,
            },
          ]),
    );

    return {
      id: requestId,
      action,
      status: to,
      reason,
      membershipNumber: member!.membershipNumber,
      validUntil: member!.validUntil,
      ...(replacement && {
        replacement: {
          document: String(request.details['document']),
          expiresOn: typeof request.details['expiresOn'] === 'string' ? request.details['expiresOn'] : null,
        },
      }),
      applicant: {
        email: member!.email,
        name: { ar: member!.nameAr, en: member!.nameEn },
        language: member!.language,
      },
    };
  });
}
