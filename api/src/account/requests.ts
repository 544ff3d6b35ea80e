import {
  MemberClubKinds,
  type OwnRequestActor,
  type OwnRequestEvent,
  type OwnRequests,
  type RequestStatus,
} from '@uaeaf/contracts';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { auditEvents, members, registrationRequests } from '../db/schema';

const clubs = alias(members, 'named_club');
const actors = alias(members, 'actor');

const isClubKind = (accountType: string | null) =>
  (MemberClubKinds as readonly (string | null)[]).includes(accountType);

/** A status as the audit trail wrote it, or null for anything else (an entry's or a bill's statuses). */
function statusOf(value: string | null): RequestStatus | null {
  return value === 'Pending' ||
    value === 'Accepted' ||
    value === 'Approved' ||
    value === 'Cancled' ||
    value === 'Withdrawn'
    ? value
    : null;
}

/** Who a member reads as having moved their request: staff are "the federation office", never named. */
function actorOf(memberId: number, actorId: number | null, accountType: string | null): OwnRequestActor {
  if (actorId === null) return 'system';
  if (actorId === memberId) return 'member';
  return isClubKind(accountType) ? 'club' : 'office';
}

/** `GET /api/account/requests`: the member's membership and their membership requests, newest first, each with its timeline. */
export async function ownRequests(db: Database, memberId: number): Promise<OwnRequests> {
  const [member] = await db
    .select({
      status: members.membershipStatus,
      number: members.membershipNumber,
      validUntil: members.validUntil,
    })
    .from(members)
    .where(eq(members.id, memberId));
  const rows = await db
    .select({
      id: registrationRequests.id,
      kind: registrationRequests.kind,
      form: registrationRequests.form,
      status: registrationRequests.status,
      decisionReason: registrationRequests.decisionReason,
      createdAt: registrationRequests.createdAt,
      updatedAt: registrationRequests.updatedAt,
      clubId: clubs.id,
      clubNameAr: clubs.nameAr,
      clubNameEn: clubs.nameEn,
      clubKind: clubs.accountType,
    })
    .from(registrationRequests)
    .leftJoin(clubs, eq(clubs.id, registrationRequests.clubId))
    // A document replacement is about one document, not the membership: the account page's documents show it.
    .where(and(eq(registrationRequests.memberId, memberId), ne(registrationRequests.kind, 'document')))
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id));

  const timelineOf = await requestTimelines(
    db,
    rows.map((row) => ({ id: row.id, memberId })),
  );

  return {
    membership: { status: member!.status, number: member!.number, validUntil: member!.validUntil },
    requests: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      form: row.form,
      status: row.status,
      decisionReason: row.decisionReason,
      club:
        row.clubId !== null && isClubKind(row.clubKind)
          ? {
              id: row.clubId,
              name: { ar: row.clubNameAr!, en: row.clubNameEn! },
              kind: row.clubKind as 'club' | 'academy',
            }
          : null,
      submittedAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      timeline: timelineOf(row.id),
    })),
  };
}

/**
 * The timelines of some requests, oldest event first, each read as its applicant reads theirs (the applicant is
 * `member`, a club `club` by name, staff `the office`): one query for them all.
 */
export async function requestTimelines(
  db: Database,
  requests: { id: number; memberId: number }[],
): Promise<(requestId: number) => OwnRequestEvent[]> {
  const events = requests.length
    ? await db
        .select({
          requestId: auditEvents.subjectId,
          at: auditEvents.at,
          action: auditEvents.action,
          fromStatus: auditEvents.fromStatus,
          toStatus: auditEvents.toStatus,
          reason: auditEvents.reason,
          actorId: auditEvents.actorId,
          actorType: actors.accountType,
          actorNameAr: actors.nameAr,
          actorNameEn: actors.nameEn,
        })
        .from(auditEvents)
        .leftJoin(actors, eq(actors.id, auditEvents.actorId))
        .where(
          and(
            eq(auditEvents.subject, 'request'),
            inArray(
              auditEvents.subjectId,
              requests.map((request) => request.id),
            ),
          ),
        )
        .orderBy(asc(auditEvents.at), asc(auditEvents.id))
    : [];

  const applicantOf = new Map(requests.map((request) => [request.id, request.memberId]));
  return (requestId: number): OwnRequestEvent[] =>
    events
      .filter((event) => event.requestId === requestId)
      .map((event) => {
        const by = actorOf(applicantOf.get(requestId)!, event.actorId, event.actorType);
        return {
          at: event.at.toISOString(),
          action: event.action,
          fromStatus: statusOf(event.fromStatus),
          toStatus: statusOf(event.toStatus),
          reason: event.reason,
          by,
          clubName: by === 'club' ? { ar: event.actorNameAr!, en: event.actorNameEn! } : null,
        };
      });
}
