import {
  type AuditEvent,
  type AuditLogQuery,
  type AuditSubject,
  pageCount,
  pageOffset,
} from '@uaeaf/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { auditEvents, members } from '../../db/schema';

const actors = alias(members, 'actor');

const columns = {
  id: auditEvents.id,
  at: auditEvents.at,
  actorId: actors.id,
  actorNameAr: actors.nameAr,
  actorNameEn: actors.nameEn,
  subject: auditEvents.subject,
  subjectId: auditEvents.subjectId,
  memberId: auditEvents.memberId,
  action: auditEvents.action,
  fromStatus: auditEvents.fromStatus,
  toStatus: auditEvents.toStatus,
  reason: auditEvents.reason,
};

function selectEvents(db: Database) {
  return db.select(columns).from(auditEvents).leftJoin(actors, eq(actors.id, auditEvents.actorId));
}
type Row = Awaited<ReturnType<typeof selectEvents>>[number];

function toAuditEvent({ actorId, actorNameAr, actorNameEn, at, ...row }: Row): AuditEvent {
  return {
    ...row,
    at: at.toISOString(),
    actor: actorId === null ? null : { id: actorId, name: { ar: actorNameAr!, en: actorNameEn! } },
  };
}

/** Audit rows with their actor's name, newest first (the id breaks ties within one transaction). */
async function readEvents(db: Database, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = selectEvents(db).where(where).orderBy(desc(auditEvents.at), desc(auditEvents.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(toAuditEvent);
}

/** The first instant of a UAE calendar day (UAE time is UTC+4 all year). */
function startOfUaeDay(day: string): Date {
  return new Date(`${day}T00:00:00+04:00`);
}

/** The log of `GET /api/office/audit`: `from` and `to` are UAE days, both included. */
export async function listAuditLog(db: Database, query: AuditLogQuery) {
  const dayAfter = (day: string) => new Date(startOfUaeDay(day).getTime() + 24 * 60 * 60 * 1000);
  const where = and(
    query.subject === undefined ? undefined : eq(auditEvents.subject, query.subject),
    query.action === undefined ? undefined : eq(auditEvents.action, query.action),
    query.actorId === undefined ? undefined : eq(auditEvents.actorId, query.actorId),
    query.memberId === undefined ? undefined : eq(auditEvents.memberId, query.memberId),
    query.from === undefined ? undefined : gte(auditEvents.at, startOfUaeDay(query.from)),
    query.to === undefined ? undefined : lt(auditEvents.at, dayAfter(query.to)),
  );
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    readEvents(db, where, { limit: query.pageSize, offset: pageOffset(query) }),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

/** Everything that happened to one item, newest first. */
export function itemTimeline(db: Database, subject: AuditSubject, subjectId: number): Promise<AuditEvent[]> {
  return readEvents(db, and(eq(auditEvents.subject, subject), eq(auditEvents.subjectId, subjectId)));
}

/** Everything that happened to a member and their items, newest first. */
export function memberHistory(db: Database, memberId: number): Promise<AuditEvent[]> {
  return readEvents(db, eq(auditEvents.memberId, memberId));
}
