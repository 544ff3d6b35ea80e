import * as v from 'valibot';
import { LocalizedTextSchema } from './localized';

/** What an audit row is about: every change of status of one of these writes one row (issue 9). */
export const AuditSubjects = [
  'member',
  'request',
  'entry',
  'penalty',
  'bill',
  'order',
  'fee',
  // Published content (issue 14): every save, publication and withdrawal.
  'news',
  'article',
  'circular',
  // A member's registration for a training course (decision 054).
  'courseRegistration',
  // The office's sent-in articles, contact messages and seasons (decision 058).
  'submission',
  'contact',
  'season',
  // Tournaments and training courses written in the office (decision 061).
  'tournament',
  'trainingCourse',
  // The public holidays the administrator keeps (decision 062).
  'holiday',
  // Gallery albums written in the office (decision 068).
  'galleryAlbum',
  // A club's public page edited in the office (decision 069).
  'club',
  // The information pages (subject id: the slug's place in InformationPageSlugs, from 1) and training centres (066).
  'informationPage',
  'trainingCentre',
  // The ordered collections written in the office: partners, board members, slides, links (decision 065).
  'partner',
  'boardMember',
  'slide',
  'externalLink',
  // A tournament's results (subject id: the import) and the national records publishing proposed (decision 092).
  'results',
  'record',
] as const;
export type AuditSubject = (typeof AuditSubjects)[number];
export const AuditSubjectSchema = v.picklist(AuditSubjects);

/**
 * One row of the audit trail: who (null for the system, such as a scheduled job), when, what (`action`, for example
 * `request.approved` or `member.blocked`), from which status to which, and the reason given.
 */
export const AuditEventSchema = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.nullable(v.object({ id: v.number(), name: LocalizedTextSchema })),
  subject: AuditSubjectSchema,
  subjectId: v.number(),
  /** The member the item belongs to. */
  memberId: v.nullable(v.number()),
  action: v.string(),
  fromStatus: v.nullable(v.string()),
  toStatus: v.nullable(v.string()),
  reason: v.nullable(v.string()),
});
export type AuditEvent = v.InferOutput<typeof AuditEventSchema>;
