import type { AuditSubject } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { tournaments, trainingCourses } from '../../db/schema';
import { notADraft } from '../content/content';
import { changePublication } from '../publishing/transitions';

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

export { iso } from '../publishing/list';
export { fieldRefusal } from '../publishing/transitions';

/** Publishes now (`at` undefined), at a time, or takes off the site (`at` null): the office's one transition. */
export const changeEventStatus = (
  db: Database,
  actorId: number,
  kind: EventKind,
  id: number,
  at: Date | null | undefined,
  now: Date,
) => changePublication(db, actorId, kind, id, at, now);

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
