import * as v from 'valibot';
import { validationMessages } from './auth';
import { CircularAttachmentsInputSchema, ContentFilesSchema, ContentImageInputSchema } from './content-files';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { OfficePageQuerySchema, officePage, optionalParam } from './office/lists';
import { AccountTypes } from './session';
import { requiredLine, requiredParagraphs } from './text';

// The editors' pictures and PDFs belong to this contract; exported with it.
export * from './content-files';

/**
 * Publishing in the office (issue 14, decision 057). A content row is a draft until published; "scheduled" is
 * published from `publishAt` on, with no job: the public queries compare it with the clock.
 */
export const ContentStatuses = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof ContentStatuses)[number];
export const ContentStatusSchema = v.picklist(ContentStatuses);

/** The kinds of content the editors' screens handle, by their path under `/office/content/`. */
export const ContentKinds = ['news', 'articles', 'circulars'] as const;
export type ContentKind = (typeof ContentKinds)[number];
export const ContentKindSchema = v.picklist(ContentKinds);

/** Who a circular is for: everyone (and the public list), or chosen member kinds. */
export const CircularAudienceKinds = AccountTypes.filter((kind) => kind !== 'admin');
export const CircularAudienceSchema = v.pipe(
  v.array(v.picklist(CircularAudienceKinds, validationMessages.invalid)),
  v.check((kinds) => new Set(kinds).size === kinds.length, validationMessages.invalid),
);

export const contentLimits = {
  title: 200,
  summary: 600,
  author: 120,
  number: 40,
  bodyHtml: 200_000,
} as const;

/**
 * A rich text as the editor sends it: HTML, which the API sanitizes with an allow-list and turns into rich-text
 * blocks (`RichText`); whatever the allow-list drops never reaches the database.
 */
const bodyHtml = requiredParagraphs(contentLimits.bodyHtml);

/** Both languages of every text are required on every save, so whatever is saved can be published. */
const common = {
  titleAr: requiredLine(contentLimits.title),
  titleEn: requiredLine(contentLimits.title),
  bodyAr: bodyHtml,
  bodyEn: bodyHtml,
};
const story = {
  ...common,
  summaryAr: requiredParagraphs(contentLimits.summary),
  summaryEn: requiredParagraphs(contentLimits.summary),
};

/** A picture or attachments the body does not name stay as they are (decision 060). */
export const NewsInputSchema = v.object({ ...story, image: v.optional(ContentImageInputSchema) });
export const ArticleInputSchema = v.object({
  ...story,
  image: v.optional(ContentImageInputSchema),
  authorAr: requiredLine(contentLimits.author),
  authorEn: requiredLine(contentLimits.author),
});
export const CircularInputSchema = v.object({
  ...common,
  number: requiredLine(contentLimits.number),
  audience: CircularAudienceSchema,
  attachments: v.optional(CircularAttachmentsInputSchema),
});

export const contentInputSchemas = {
  news: NewsInputSchema,
  articles: ArticleInputSchema,
  circulars: CircularInputSchema,
} as const;
export type ContentInput<K extends ContentKind = ContentKind> = v.InferOutput<
  (typeof contentInputSchemas)[K]
>;
/** Every field any kind has, for a form that edits any of them: the titles and bodies always, the rest by kind. */
export type AnyContentInput = Pick<ContentInput<'news'>, 'titleAr' | 'titleEn' | 'bodyAr' | 'bodyEn'> &
  Partial<ContentInput<'news'> & ContentInput<'articles'> & ContentInput<'circulars'>>;

/** `POST …/publish`: now (no `at`) or at a set time in the future. */
export const PublishInputSchema = v.object({
  at: v.optional(v.pipe(v.string(), v.isoTimestamp(validationMessages.invalid))),
});
export type PublishInput = v.InferOutput<typeof PublishInputSchema>;

export const publishingMessages = {
  /** A time to publish at that has passed: publish now instead. */
  atInPast: 'publishing.atInPast',
  /** Another circular already has this number. */
  numberTaken: 'publishing.numberTaken',
} as const;

/** One row of an editors' list. */
export const ContentListItemSchema = v.object({
  id: v.number(),
  title: LocalizedTextSchema,
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
  /** The day the public list shows (published on, issued on). */
  shownOn: IsoDateSchema,
});
export type ContentListItem = v.InferOutput<typeof ContentListItemSchema>;
export const ContentListResponseSchema = officePage(ContentListItemSchema);
export type ContentListResponse = v.InferOutput<typeof ContentListResponseSchema>;

export const ContentListQuerySchema = v.object({
  ...OfficePageQuerySchema.entries,
  status: optionalParam(ContentStatusSchema),
});
export type ContentListQuery = v.InferOutput<typeof ContentListQuerySchema>;

/**
 * One item as the editor edits it: the HTML the editor loads (made from the stored blocks) with its status. The
 * fields are those of the kind's input schema.
 */
export const ContentItemSchema = v.object({
  id: v.number(),
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
  shownOn: IsoDateSchema,
  fields: v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  /** Its picture and attachments (decision 060), apart from the texts. */
  files: ContentFilesSchema,
});
export type ContentItem = v.InferOutput<typeof ContentItemSchema>;

/**
 * The status the public sees now: a scheduled item whose time has come is published. The stored status stays
 * "scheduled" (nothing runs at that time), so the office shows this one.
 */
export function effectiveStatus(status: ContentStatus, publishAt: string | null, now: Date): ContentStatus {
  return status === 'scheduled' && publishAt !== null && Date.parse(publishAt) <= now.getTime()
    ? 'published'
    : status;
}
