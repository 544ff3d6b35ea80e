import type { AuditSubject } from '@uaeaf/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { auditEvents } from '../src/db/schema';

/** An item's audit rows in the order written: who, whose, what, from which status to which, and why. */
export function auditTrail(db: Database, subject: AuditSubject, subjectId: number) {
  return db
    .select({
      actorId: auditEvents.actorId,
      memberId: auditEvents.memberId,
      action: auditEvents.action,
      fromStatus: auditEvents.fromStatus,
      toStatus: auditEvents.toStatus,
      reason: auditEvents.reason,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, subject), eq(auditEvents.subjectId, subjectId)))
    .orderBy(asc(auditEvents.id));
}
