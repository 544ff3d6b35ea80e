import type { AuditSubject } from '@uaeaf/contracts';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';

/** A transaction or the database: an audit row is written inside the transaction that makes the change. */
type Writer = Pick<Database, 'insert'>;

export interface AuditEntry {
  /** Who did it; null for the system (a scheduled job). */
  actorId: number | null;
  subject: AuditSubject;
  subjectId: number;
  /** Whose item it is. */
  memberId: number | null;
  /** `<subject>.<what happened>`, for example `request.approved`. */
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
}

/** Records changes of status; call it with the transaction that makes them, so both commit or neither does. */
export async function writeAudit(tx: Writer, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditEvents).values(
    entries.map((entry) => ({
      ...entry,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
      reason: entry.reason ?? null,
    })),
  );
}
