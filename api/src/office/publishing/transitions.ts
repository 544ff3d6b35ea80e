import { type AuditSubject, type ContentStatus, publishingMessages } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { PublishableTable } from './list';

/** What the office publishes: its table and the audit trail's subject. */
export interface PublishingTarget {
  table: PublishableTable;
  subject: AuditSubject;
}

export interface PublicationRules {
  /** Refuses the change (an `ApiError`) from the row as it is, locked: a text or photo still missing. */
  check?: (row: Record<string, unknown>, status: ContentStatus) => void;
  /** Further columns a publication sets from its time (the day the public list shows). */
  onPublish?: (publishAt: Date) => Record<string, unknown>;
}

export function fieldRefusal(field: string, message: string): ApiError {
  return new ApiError(400, 'validation_failed', 'The request body is not valid', { [field]: [message] });
}

/** What the public sees, or will at its time: an edit keeps it whole. */
export const live = (status: ContentStatus) => status === 'published' || status === 'scheduled';

/**
 * Publishes now (`at` undefined), schedules for `at` (in the future, else `publishing.atInPast` on `at`), or takes
 * off the site (`at` null; a scheduled row is then not published at its time), with decision 057's audit row (the
 * statuses before and after) in the same transaction. The public caches are emptied by the write itself (decision
 * 064). False when there is no such row.
 */
export async function changePublication(
  db: Database,
  actorId: number,
  { table, subject }: PublishingTarget,
  id: number,
  at: Date | null | undefined,
  now: Date,
  { check, onPublish }: PublicationRules = {},
): Promise<boolean> {
  if (at && at.getTime() <= now.getTime()) throw fieldRefusal('at', publishingMessages.atInPast);
  const status: ContentStatus = at === null ? 'unpublished' : at ? 'scheduled' : 'published';
  const publishAt = at === null ? null : (at ?? now);
  return db.transaction(async (tx) => {
    const [before] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Record<
      string,
      unknown
    >[];
    if (!before) return false;
    check?.(before, status);
    await tx
      .update(table)
      .set({ ...(publishAt && onPublish?.(publishAt)), status, publishAt } as never)
      .where(eq(table.id, id));
    await writeAudit(tx, {
      actorId,
      subject,
      subjectId: id,
      memberId: null,
      action: `content.${status}`,
      fromStatus: before.status as ContentStatus,
      toStatus: status,
    });
    return true;
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = Record<string, unknown> & { status: ContentStatus };

export interface RemovalRules<T> {
  /** Refuses (an `ApiError`) what may not go, from the locked row; what it returns is handed to `then`. */
  check: (row: Row, tx: Tx) => T | Promise<T>;
  /** The audit row's reason: the names, since the row is gone. */
  reason: (row: Row) => string;
  /** What goes with the row, in the same transaction (its files, its group's order closed up). */
  then?: (tx: Tx, row: Row, checked: T) => Promise<void>;
}

/**
 * Deletes a row the office publishes, with decision 057's audit row (`content.deleted`, the status before) in the
 * same transaction; what may be deleted is the kind's rule. False when there is no such row.
 */
export async function removePublishable<T>(
  db: Database,
  actorId: number,
  { table, subject }: PublishingTarget,
  id: number,
  { check, reason, then }: RemovalRules<T>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
    if (!row) return false;
    const checked = await check(row, tx);
    await tx.delete(table).where(eq(table.id, id));
    await then?.(tx, row, checked);
    await writeAudit(tx, {
      actorId,
      subject,
      subjectId: id,
      memberId: null,
      action: 'content.deleted',
      fromStatus: row.status,
      reason: reason(row),
    });
    return true;
  });
}
