import * as v from 'valibot';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { PageQuerySchema, paginated } from './pagination';
import { LocalizedRichTextSchema } from './rich-text';
import { SitePathSchema, WebUrlSchema } from './urls';

/** `/circulars`, newest first, searched by `q` (title and number). */

export const CircularQuerySchema = PageQuerySchema;

/** A downloadable file; the size (bytes) and type let the list say "PDF, 240 KB" before anyone downloads it. */
export const AttachmentSchema = v.object({
  name: LocalizedTextSchema,
  url: v.union([SitePathSchema, WebUrlSchema]),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  mimeType: v.pipe(v.string(), v.regex(/^[a-z]+\/[\w.+-]+$/)),
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

/** `/circulars` has no page per circular, so its list carries the files to download. */
export const CircularSummarySchema = v.object({
  id: v.number(),
  /** The federation's own reference, for example `12/2026`. */
  number: v.string(),
  title: LocalizedTextSchema,
  issuedOn: IsoDateSchema,
  attachments: v.array(AttachmentSchema),
});
export type CircularSummary = v.InferOutput<typeof CircularSummarySchema>;
export const CircularListResponseSchema = paginated(CircularSummarySchema);

export const CircularDetailSchema = v.object({
  ...CircularSummarySchema.entries,
  /** Null when the circular is only its attachments. */
  body: v.nullable(LocalizedRichTextSchema),
});
export type CircularDetail = v.InferOutput<typeof CircularDetailSchema>;

/** A circular in a member's account: addressed to their kind of member or to everyone, and whether they opened it. */
export const AccountCircularSchema = v.object({
  ...CircularSummarySchema.entries,
  read: v.boolean(),
});
export type AccountCircular = v.InferOutput<typeof AccountCircularSchema>;

/** `GET /api/account/circulars`: newest first, a page at a time. */
export const AccountCircularsResponseSchema = paginated(AccountCircularSchema);
export type AccountCircularsResponse = v.InferOutput<typeof AccountCircularsResponseSchema>;

/** `GET /api/account/circulars/unread`: how many of the caller's circulars they have not opened (the navigation badge). */
export const UnreadCircularsSchema = v.object({ unread: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type UnreadCirculars = v.InferOutput<typeof UnreadCircularsSchema>;

/** `POST /api/account/circulars/:id/read`: the member opened it; answers the circular with its body, now read. */
export const AccountCircularDetailSchema = v.object({
  ...CircularDetailSchema.entries,
  read: v.literal(true),
});
export type AccountCircularDetail = v.InferOutput<typeof AccountCircularDetailSchema>;
