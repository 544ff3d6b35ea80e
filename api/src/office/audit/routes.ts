import {
  type AuditLogResponse,
  AuditLogQuerySchema,
  AuditSubjects,
  type AuditTimelineResponse,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import { itemTimeline, listAuditLog } from './audit-log';

/** The audit trail for staff with 'audit.read': the filterable log and the timeline of one item. */
export function auditLogRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/audit/*', requireSession(db, now), requirePermission('audit.read'));

  routes.get('/office/audit', async (c) =>
    c.json<AuditLogResponse>(await listAuditLog(db, parseQuery(c, AuditLogQuerySchema))),
  );

  routes.get('/office/audit/:subject/:id', async (c) => {
    const subject = AuditSubjects.find((name) => name === c.req.param('subject'));
    if (!subject) throw notFound(c);
    return c.json<AuditTimelineResponse>({ items: await itemTimeline(db, subject, idParam(c)) });
  });

  return routes;
}
