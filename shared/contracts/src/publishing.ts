import * as v from 'valibot';
import { validationMessages } from './auth';
import { CircularAttachmentsInputSchema, ContentFilesSchema, ContentImageInputSchema } from './content-files';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { OfficePageQuerySchema, officePage, optionalParam } from './office/lists';
import { AccountTypes } from './session';
import { isVisiblyBlank, requiredLine, typedCharacters } from './text';

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
 * A text of one language: it may be empty in a draft written in one language (decision 069); which texts are needed
 * is the whole item's check (`languageProblems`). Blank text (spaces, direction marks) is stored as empty.
 */
function draftText(max: number, normalize: (text: string) => string) {
  return v.pipe(
    v.string(validationMessages.required),
    typedCharacters,
    v.transform((text: string) => (isVisiblyBlank(text) ? '' : normalize(text))),
    v.maxLength(max, validationMessages.maxLength),
  );
}
const line = (max: number) => draftText(max, (text) => text.replace(/\s+/g, ' ').trim());
const paragraphs = (max: number) => draftText(max, (text) => text.replace(/\r\n?/g, '\n').trim());

/**
 * A rich text as the editor sends it: HTML, which the API sanitizes with an allow-list and turns into rich-text
 * blocks (`RichText`); whatever the allow-list drops never reaches the database.
 */
const bodyHtml = paragraphs(contentLimits.bodyHtml);

const common = {
  titleAr: line(contentLimits.title),
  titleEn: line(contentLimits.title),
  bodyAr: bodyHtml,
  bodyEn: bodyHtml,
};
const story = {
  ...common,
  summaryAr: paragraphs(contentLimits.summary),
  summaryEn: paragraphs(contentLimits.summary),
};

/** Each kind's texts that come in both languages, without the language's suffix. */
export const contentTexts: Record<ContentKind, readonly string[]> = {
  news: ['title', 'summary', 'body'],
  articles: ['title', 'summary', 'author', 'body'],
  circulars: ['title', 'body'],
};

/**
 * What is missing for a save, by field (decision 069). A draft may have one language complete and the other not
 * started; a language begun is finished before saving (a half-written language is more likely an oversight than a
 * plan), and an item with neither names every text. `complete` (publishing, and any edit of an item the public
 * sees) needs every text in both languages. `filled` reads a field: the form's HTML or the API's stored blocks.
 */
export function languageProblems(
  kind: ContentKind,
  filled: (field: string) => boolean,
  complete: boolean,
): Record<string, string[]> {
  const missing = (['Ar', 'En'] as const).map((suffix) =>
    contentTexts[kind].map((text) => `${text}${suffix}`).filter((field) => !filled(field)),
  );
  const untouched = missing.map((fields) => fields.length === contentTexts[kind].length);
  const problems = missing.flatMap((fields, index) =>
    complete || !untouched[index] || untouched.every(Boolean) ? fields : [],
  );
  return Object.fromEntries(problems.map((field) => [field, [validationMessages.required]]));
}

/** Whether the form's value of a field has something to read: HTML that shows words counts, tags alone do not. */
const hasText = (value: unknown) =>
  typeof value === 'string' && !isVisiblyBlank(value.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '));

function withLanguages<TSchema extends v.GenericSchema<unknown, Record<string, unknown>>>(
  kind: ContentKind,
  schema: TSchema,
) {
  return v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value as Record<string, unknown>;
      for (const [field, [message]] of Object.entries(
        languageProblems(kind, (name) => hasText(value[name]), false),
      )) {
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: value, key: field, value: value[field] }],
        });
      }
    }),
  );
}

/** A picture or attachments the body does not name stay as they are (decision 060). */
export const NewsInputSchema = withLanguages(
  'news',
  v.object({ ...story, image: v.optional(ContentImageInputSchema) }),
);
export const ArticleInputSchema = withLanguages(
  'articles',
  v.object({
    ...story,
    image: v.optional(ContentImageInputSchema),
    authorAr: line(contentLimits.author),
    authorEn: line(contentLimits.author),
  }),
);
export const CircularInputSchema = withLanguages(
  'circulars',
  v.object({
    ...common,
    number: requiredLine(contentLimits.number),
    audience: CircularAudienceSchema,
    attachments: v.optional(CircularAttachmentsInputSchema),
  }),
);

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
  /** A text publishing needs: the item has only one language (decision 069). */
  neededToPublish: 'publishing.neededToPublish',
} as const;

/** The answer to deleting a draft never published (decision 069): the item that is gone. */
export const DeletedDraftSchema = v.object({ id: v.number() });
export type DeletedDraft = v.InferOutput<typeof DeletedDraftSchema>;

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
