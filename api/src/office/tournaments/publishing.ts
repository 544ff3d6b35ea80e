import type { AuditSubject } from '@uaeaf/contracts';
import type { Database } from '../../db/client';
import { tournaments, trainingCourses } from '../../db/schema';
import { notADraft } from '../content/content';
import { changePublication, removePublishable } from '../publishing/transitions';

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
export const deleteEventDraft = (db: Database, actorId: number, kind: EventKind, id: number) =>
  removePublishable(db, actorId, kind, id, {
    check: (row) => {
      if (row.status !== 'draft') throw notADraft();
    },
    reason: (row) => `${row.nameAr as string} / ${row.nameEn as string}`,
  });
