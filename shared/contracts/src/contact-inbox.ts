import * as v from 'valibot';
import { LocalizedTextSchema } from './localized';
import { officePage, OfficePageQuerySchema, optionalParam } from './office/lists';
import { requiredParagraphs } from './text';

/** A contact message is new until the office replies, then answered (decision 058). */
export const ContactStatuses = ['new', 'answered'] as const;
export type ContactStatus = (typeof ContactStatuses)[number];

/** The office answers within this many Sharjah working days of receipt. */
export const contactAnswerWorkingDays = 3;

export const contactReplyMaxLength = 5_000;

/** `GET /api/office/contact-messages?status=`: newest first. */
export const ContactInboxQuerySchema = v.object({
  ...v.pick(OfficePageQuerySchema, ['page', 'pageSize']).entries,
  status: optionalParam(v.picklist(ContactStatuses)),
});
export type ContactInboxQuery = v.InferOutput<typeof ContactInboxQuerySchema>;

const ActorSchema = v.object({ id: v.number(), name: LocalizedTextSchema });

export const ContactInboxItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  subject: v.string(),
  message: v.string(),
  receivedAt: v.string(),
  /** The UAE day by which it must be answered (3 working days, Monday to Thursday). */
  dueOn: v.string(),
  /** New and past its due day. */
  overdue: v.boolean(),
  status: v.picklist(ContactStatuses),
  reply: v.nullable(v.object({ text: v.string(), at: v.string(), by: v.nullable(ActorSchema) })),
});
export type ContactInboxItem = v.InferOutput<typeof ContactInboxItemSchema>;

export const ContactInboxResponseSchema = officePage(ContactInboxItemSchema);
export type ContactInboxResponse = v.InferOutput<typeof ContactInboxResponseSchema>;

/** `GET /api/office/contact-messages/summary`: what the office home counts. */
export const ContactInboxSummarySchema = v.object({ newCount: v.number(), overdueCount: v.number() });
export type ContactInboxSummary = v.InferOutput<typeof ContactInboxSummarySchema>;

/** `POST /api/office/contact-messages/:id/reply`: the reply, mailed to the sender and kept with the message. */
export const ContactReplySchema = v.object({ reply: requiredParagraphs(contactReplyMaxLength) });
export type ContactReply = v.InferOutput<typeof ContactReplySchema>;

/** A message already answered is not answered twice (409). */
export const ContactErrorCodes = { alreadyAnswered: 'contact_already_answered' } as const;
