import * as v from 'valibot';
import { LocalizedTextSchema } from './localized';
import { OfficePageQuerySchema, officePage, optionalParam } from './office/lists';
import { articleSubmissionLimits } from './submissions';
import { requiredLine, requiredParagraphs } from './text';

/**
 * The sent-in articles' queue (issue 14, decisions 058 and 062): a submission waits (pending) until an editor accepts
 * it as an article draft (approved) or declines it with a reason mailed to the sender (rejected).
 */
export const SubmissionStatuses = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SubmissionStatuses)[number];

/** The language a text is written in, as far as its letters tell: Arabic when most of them are Arabic. */
export type TextLanguage = 'ar' | 'en';
export function languageOfText(text: string): TextLanguage {
  const arabic = text.match(/[\u0600-\u06FF\u0750-\u077F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic >= latin ? 'ar' : 'en';
}

/** `GET /api/office/submissions?status=`: oldest first, so the queue is worked through in order. */
export const SubmissionQueueQuerySchema = v.object({
  ...v.pick(OfficePageQuerySchema, ['page', 'pageSize']).entries,
  status: optionalParam(v.picklist(SubmissionStatuses)),
});
export type SubmissionQueueQuery = v.InferOutput<typeof SubmissionQueueQuerySchema>;

const ActorSchema = v.object({ id: v.number(), name: LocalizedTextSchema });

export const SubmissionItemSchema = v.object({
  id: v.number(),
  authorName: v.string(),
  email: v.string(),
  phone: v.string(),
  title: v.string(),
  body: v.string(),
  /** The sender's language, from the letters they wrote: the decline is mailed in it. */
  language: v.picklist(['ar', 'en']),
  /** `GET /api/office/submissions/:id/image` serves it. */
  hasImage: v.boolean(),
  status: v.picklist(SubmissionStatuses),
  receivedAt: v.string(),
  decision: v.nullable(
    v.object({
      at: v.string(),
      by: v.nullable(ActorSchema),
      reason: v.nullable(v.string()),
      articleId: v.nullable(v.number()),
    }),
  ),
});
export type SubmissionItem = v.InferOutput<typeof SubmissionItemSchema>;

export const SubmissionQueueResponseSchema = officePage(SubmissionItemSchema);
export type SubmissionQueueResponse = v.InferOutput<typeof SubmissionQueueResponseSchema>;

export const moderationLimits = {
  title: articleSubmissionLimits.title,
  summary: 600,
  author: articleSubmissionLimits.authorName,
  body: articleSubmissionLimits.body,
  reason: 1_000,
} as const;

/**
 * `POST /api/office/submissions/:id/accept`: the article draft as the editor completed it, both languages required.
 * Bodies are plain paragraphs (a blank line between two), as the sender wrote them; the draft is then edited as rich
 * text on the article's own page.
 */
export const SubmissionAcceptSchema = v.object({
  titleAr: requiredLine(moderationLimits.title),
  titleEn: requiredLine(moderationLimits.title),
  summaryAr: requiredParagraphs(moderationLimits.summary),
  summaryEn: requiredParagraphs(moderationLimits.summary),
  authorAr: requiredLine(moderationLimits.author),
  authorEn: requiredLine(moderationLimits.author),
  bodyAr: requiredParagraphs(moderationLimits.body),
  bodyEn: requiredParagraphs(moderationLimits.body),
});
export type SubmissionAccept = v.InferOutput<typeof SubmissionAcceptSchema>;
export type SubmissionAcceptBody = v.InferInput<typeof SubmissionAcceptSchema>;

/** `POST /api/office/submissions/:id/decline`: the reason, mailed to the sender. */
export const SubmissionDeclineSchema = v.object({ reason: requiredParagraphs(moderationLimits.reason) });
export type SubmissionDecline = v.InferOutput<typeof SubmissionDeclineSchema>;

/** A submission already accepted or declined cannot be decided again (409). */
export const ModerationErrorCodes = { alreadyDecided: 'submission_already_decided' } as const;
