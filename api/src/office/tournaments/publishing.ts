import { type AuditSubject, type ContentStatus, publishingMessages } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { tournaments, trainingCourses } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { notADraft } from '../content/content';

/** The events the office publishes like content (decision 061): tournaments and training courses. */
type EventTable = typeof tournaments | typeof trainingCourses;

export interface EventKind {
  table: EventTable;
  subject: AuditSubject;
}

export const eventKinds = {
  tournament: { table: tournaments, subject: 'tournament' },
  course: { table: trainingCourses, subject: 'trainingCourse' },
} as const satisfies Record<string, EventKind>;

export const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function fieldRefusal(field: string, message: string): ApiError {
  return new ApiError(400, 'validation_failed', 'The request body is not valid', { [field]: [message] });
}

/**
 * Publishes now (`at` undefined), schedules for `at` (in the future), or takes off the site (`at` null), with the
 * audit row in the same transaction and the actions of decision 057. False when there is no such row.
 */
export async function changeEventStatus(
  db: Database,
  actorId: number,
  { table, subject }: EventKind,
  id: number,
  at: Date | null | undefined,
  now: Date,
): Promise<boolean> {
  if (at && at.getTime() <= now.getTime()) throw fieldRefusal('at', publishingMessages.atInPast);
  const status: ContentStatus = at === null ? 'unpublished' : at ? 'scheduled' : 'published';
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!before) return false;
    await tx
      .update(table)
      .set({ status, publishAt: at === null ? null : (at ?? now) })
      .where(eq(table.id, id));
    await writeAudit(tx, {
      actorId,
      subject,
      subjectId: id,
      memberId: null,
      action: `content.${status}`,
      fromStatus: before.status,
      toStatus: status,
    });
    return true;
  });
}

/**
 * Deletes a draft never published (decision 069), as content's `deleteDraft` does: anything the public has seen is
 * refused with a 409 and unpublished instead. A draft takes no entry nor registration, so nothing of a member's goes.
 */
export async function deleteEventDraft(
  db: Database,
  actorId: number,
  { table, subject }: EventKind,
  id: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: table.status, nameAr: table.nameAr, nameEn: table.nameEn })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!row) return false;
    if (row.status !== 'draft') throw notADraft();
    await tx.delete(table).where(eq(table.id, id));
    await writeAudit(tx, {
      actorId,
      subject,
      subjectId: id,
      memberId: null,
      action: 'content.deleted',
      fromStatus: 'draft',
      reason: `${row.nameAr} / ${row.nameEn}`,
    });
    return true;
  });
}
