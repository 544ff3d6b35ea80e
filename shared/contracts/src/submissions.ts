import * as v from 'valibot';
import { EmailSchema, emailMaxLength, validationMessages } from './auth';
import { PhoneSchema } from './phone';
import { requiredLine, requiredParagraphs } from './text';
import { ImageUploadSchema } from './uploads';

/**
 * The two forms visitors send without an account, checked by the same schemas in the browser (for instant messages)
 * and in the API (the check that counts). Errors are the message ids of `validationMessages`; a maxLength message
 * shows the limit from these constants.
 */

export const articleSubmissionLimits = {
  authorName: 100,
  email: emailMaxLength,
  title: 200,
  body: 20_000,
} as const;

export const contactMessageLimits = {
  name: 100,
  email: emailMaxLength,
  subject: 200,
  message: 5_000,
} as const;

// An object schema's message is what a missing key reports: a field left out is a field not filled in.
const missingField = validationMessages.required;

/**
 * "Send your article" (`/articles/send`). Stored as a pending submission; an editor publishes it as an article with
 * both languages. `image` is optional: a JPG/PNG of at most 1 MB sent ahead to `POST /api/uploads` (ImageUploadSchema).
 */
export const ArticleSubmissionSchema = v.object(
  {
    authorName: requiredLine(articleSubmissionLimits.authorName),
    email: EmailSchema,
    phone: PhoneSchema,
    title: requiredLine(articleSubmissionLimits.title),
    body: requiredParagraphs(articleSubmissionLimits.body),
    image: v.nullish(ImageUploadSchema),
  },
  missingField,
);
/** The JSON body the browser sends. */
export type ArticleSubmissionBody = v.InferInput<typeof ArticleSubmissionSchema>;
/** What the API gets: trimmed text, the image's upload to claim. */
export type ArticleSubmission = v.InferOutput<typeof ArticleSubmissionSchema>;

/** The answer to a stored submission: nothing is public until an editor approves it. */
export const ArticleSubmissionReceiptSchema = v.object({ status: v.literal('pending') });
export type ArticleSubmissionReceipt = v.InferOutput<typeof ArticleSubmissionReceiptSchema>;

/** "Contact us" (`/contact-us`), stored in the database; the federation replies within 3 working days. */
export const ContactMessageSchema = v.object(
  {
    name: requiredLine(contactMessageLimits.name),
    email: EmailSchema,
    phone: PhoneSchema,
    subject: requiredLine(contactMessageLimits.subject),
    message: requiredParagraphs(contactMessageLimits.message),
  },
  missingField,
);
export type ContactMessageBody = v.InferInput<typeof ContactMessageSchema>;
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

export const ContactMessageReceiptSchema = v.object({ status: v.literal('received') });
export type ContactMessageReceipt = v.InferOutput<typeof ContactMessageReceiptSchema>;
