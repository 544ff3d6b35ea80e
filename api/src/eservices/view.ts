import {
  type AccountType,
  allowedServiceDecisions,
  requestsAsClub,
  openServiceStatuses,
  type ServiceEvent,
  partyChoices,
  type ServiceRequest,
  type ServicePartyRole,
} from '@uaeaf/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  auditEvents,
  bills,
  members,
  serviceRequestFiles,
  serviceRequestParties,
  serviceRequests,
} from '../db/schema';

const requesters = alias(members, 'requester');
const players = alias(members, 'player');
const clubs = alias(members, 'party_club');
const actors = alias(members, 'actor');

function eventOf(
  event: {
    at: Date;
    action: string;
    fromStatus: string | null;
    toStatus: string | null;
    reason: string | null;
    actorId: number | null;
    actorType: AccountType | null;
    actorAr: string | null;
    actorEn: string | null;
  },
  viewer: Viewer,
): ServiceEvent {
  const by: ServiceEvent['by'] =
    event.actorId === null
      ? 'system'
      : event.actorType === 'admin'
        ? 'office'
        : requestsAsClub(event.actorType!)
          ? 'club'
          : 'member';
  const named = by === 'member' || by === 'club' || (by === 'office' && viewer.kind === 'office');
  return {
    at: event.at.toISOString(),
    action: event.action,
    fromStatus: event.fromStatus as ServiceEvent['fromStatus'],
    toStatus: event.toStatus as ServiceEvent['toStatus'],
    reason: event.reason,
    by,
    name: named ? { ar: event.actorAr!, en: event.actorEn! } : null,
  };
}

/** Who reads a request: a member (as requester, player or party club) or the office (deciding or reading only). */
export type Viewer = { kind: 'member'; memberId: number } | { kind: 'office'; mayDecide: boolean };

/** The requests a member sees: theirs, those about them as the player, and those naming their club as a party. */
export function concerning(db: Database, memberId: number): SQL {
  return or(
    eq(serviceRequests.requesterId, memberId),
    eq(serviceRequests.playerId, memberId),
    // A subquery rather than a join: a request with two parties would come twice.
    inArray(
      serviceRequests.id,
      db
        .select({ id: serviceRequestParties.requestId })
        .from(serviceRequestParties)
        .where(eq(serviceRequestParties.clubId, memberId)),
    ),
  )!;
}

/**
 * How many requests wait for the member's answer as a party: the count of those whose `allowedActions` would hold
 * `agree` (their party still pending while the request awaits the parties), for the club's navigation badge.
 */
export async function countAwaitingAnswer(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ awaiting: count() })
    .from(serviceRequestParties)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestParties.requestId))
    .where(
      and(
        eq(serviceRequestParties.clubId, memberId),
        eq(serviceRequestParties.answer, 'pending'),
        eq(serviceRequests.status, 'awaitingParties'),
      ),
    );
  return row!.awaiting;
}

function roleOf(
  viewer: Viewer,
  request: { requesterId: number; playerId: number | null },
  parties: { role: ServicePartyRole; clubId: number }[],
): ServiceRequest['role'] {
  if (viewer.kind === 'office') return 'office';
  if (request.requesterId === viewer.memberId) return 'requester';
  if (request.playerId === viewer.memberId) return 'subject';
  return parties.find((party) => party.clubId === viewer.memberId)?.role ?? 'subject';
}

/**
 * Service requests as the contract gives them, newest first, each with its parties, files, bill, timeline (oldest
 * first) and what `viewer` may do with it now.
 */
export async function readServiceRequests(
  db: Database,
  where: SQL | undefined,
  viewer: Viewer,
  page?: { limit: number; offset: number },
): Promise<ServiceRequest[]> {
  const query = db
    .select({
      id: serviceRequests.id,
      kind: serviceRequests.kind,
      status: serviceRequests.status,
      requesterId: serviceRequests.requesterId,
      requesterAr: requesters.nameAr,
      requesterEn: requesters.nameEn,
      requesterType: requesters.accountType,
      playerId: serviceRequests.playerId,
      playerAr: players.nameAr,
      playerEn: players.nameEn,
      details: serviceRequests.details,
      officeNote: serviceRequests.officeNote,
      billId: bills.id,
      billNumber: bills.number,
      billStatus: bills.status,
      billAmount: bills.amountFils,
      verificationCode: serviceRequests.verificationCode,
      createdAt: serviceRequests.createdAt,
      updatedAt: serviceRequests.updatedAt,
    })
    .from(serviceRequests)
    .innerJoin(requesters, eq(requesters.id, serviceRequests.requesterId))
    .leftJoin(players, eq(players.id, serviceRequests.playerId))
    .leftJoin(bills, eq(bills.id, serviceRequests.billId))
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [parties, files, timelines] = await Promise.all([
    db
      .select({
        requestId: serviceRequestParties.requestId,
        role: serviceRequestParties.role,
        clubId: serviceRequestParties.clubId,
        clubAr: clubs.nameAr,
        clubEn: clubs.nameEn,
        answer: serviceRequestParties.answer,
        objection: serviceRequestParties.objection,
        note: serviceRequestParties.note,
        answerBy: serviceRequestParties.answerBy,
        answeredAt: serviceRequestParties.answeredAt,
      })
      .from(serviceRequestParties)
      .innerJoin(clubs, eq(clubs.id, serviceRequestParties.clubId))
      .where(inArray(serviceRequestParties.requestId, ids))
      .orderBy(asc(serviceRequestParties.role)),
    db
      .select({
        id: serviceRequestFiles.id,
        requestId: serviceRequestFiles.requestId,
        field: serviceRequestFiles.field,
        contentType: serviceRequestFiles.contentType,
        byteSize: serviceRequestFiles.byteSize,
        added: serviceRequestFiles.added,
      })
      .from(serviceRequestFiles)
      .where(inArray(serviceRequestFiles.requestId, ids))
      .orderBy(asc(serviceRequestFiles.id)),
    db
      .select({
        requestId: auditEvents.subjectId,
        at: auditEvents.at,
        action: auditEvents.action,
        fromStatus: auditEvents.fromStatus,
        toStatus: auditEvents.toStatus,
        reason: auditEvents.reason,
        actorId: auditEvents.actorId,
        actorType: actors.accountType,
        actorAr: actors.nameAr,
        actorEn: actors.nameEn,
      })
      .from(auditEvents)
      .leftJoin(actors, eq(actors.id, auditEvents.actorId))
      .where(and(eq(auditEvents.subject, 'request'), inArray(auditEvents.subjectId, ids)))
      .orderBy(asc(auditEvents.at), asc(auditEvents.id)),
  ]);
  return rows.map((row) => {
    const own = parties.filter((party) => party.requestId === row.id);
    const role = roleOf(viewer, row, own);
    const allowedActions: ServiceRequest['allowedActions'] = [];
    if (viewer.kind === 'office') {
      if (viewer.mayDecide) allowedActions.push(...allowedServiceDecisions(row.status));
    } else {
      const party = own.find((one) => one.clubId === viewer.memberId && one.answer === 'pending');
      if (party && row.status === 'awaitingParties') allowedActions.push(...partyChoices[party.role]);
      const theirs = role === 'requester' || role === 'subject';
      if (row.status === 'moreDocuments' && theirs) allowedActions.push('addDocuments');
      if (theirs && (openServiceStatuses as readonly string[]).includes(row.status)) {
        allowedActions.push('withdraw');
      }
    }
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      requester: {
        id: row.requesterId,
        name: { ar: row.requesterAr, en: row.requesterEn },
        accountType: row.requesterType,
      },
      player:
        row.playerId === null ? null : { id: row.playerId, name: { ar: row.playerAr!, en: row.playerEn! } },
      parties: own.map((party) => ({
        role: party.role,
        club: { id: party.clubId, name: { ar: party.clubAr, en: party.clubEn } },
        answer: party.answer,
        objection: party.objection,
        note: party.note,
        answerBy: party.answerBy.toISOString(),
        answeredAt: party.answeredAt?.toISOString() ?? null,
      })),
      details: row.details,
      files: files
        .filter((file) => file.requestId === row.id)
        .map(({ requestId: _request, ...file }) => file),
      officeNote: row.officeNote,
      bill:
        row.billId === null
          ? null
          : { id: row.billId, number: row.billNumber!, status: row.billStatus!, amountFils: row.billAmount! },
      verificationCode: row.verificationCode,
      submittedAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      role,
      allowedActions,
      timeline: timelines
        .filter((event) => event.requestId === row.id)
        .map((event) => eventOf(event, viewer)),
    };
  });
}

/** One request as `viewer` sees it; undefined when there is none (or, for a member, none concerning them). */
export async function readServiceRequest(
  db: Database,
  id: number,
  viewer: Viewer,
): Promise<ServiceRequest | undefined> {
  const own = eq(serviceRequests.id, id);
  const where = viewer.kind === 'office' ? own : and(own, concerning(db, viewer.memberId));
  const [request] = await readServiceRequests(db, where, viewer);
  return request;
}
