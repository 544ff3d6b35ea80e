import * as v from 'valibot';
import { EmailSchema, validationMessages } from './auth';
import { ContentFilesSchema, ContentImageInputSchema } from './content-files';
import { EmirateSchema } from './emirates';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { officePage, OfficePageQuerySchema, optionalParam } from './office/lists';
import { InformationPageSlugSchema } from './pages';
import { PhoneSchema } from './phone';
import { ContentStatusSchema } from './publishing';
import { isVisiblyBlank, requiredLine, requiredParagraphs, typedCharacters } from './text';

/** The information pages and training centres written in the office (decision 066). */
export const officePageLimits = { title: 200, bodyHtml: 200_000, address: 300, website: 500 } as const;

const bodyHtml = requiredParagraphs(officePageLimits.bodyHtml);

/** A page's next version: both languages of its title and text, and optionally its picture (decision 060). */
export const InformationPageInputSchema = v.object({
  titleAr: requiredLine(officePageLimits.title),
  titleEn: requiredLine(officePageLimits.title),
  bodyAr: bodyHtml,
  bodyEn: bodyHtml,
  image: v.optional(ContentImageInputSchema),
});
export type InformationPageInput = v.InferOutput<typeof InformationPageInputSchema>;

/** A page's row in the office's list. `published`: no changes waiting; `draft`: saved changes not on the site yet. */
export const OfficeInformationPageItemSchema = v.object({
  slug: InformationPageSlugSchema,
  title: LocalizedTextSchema,
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
  updatedOn: IsoDateSchema,
});
export type OfficeInformationPageItem = v.InferOutput<typeof OfficeInformationPageItemSchema>;
export const OfficeInformationPageListSchema = v.array(OfficeInformationPageItemSchema);

/** A page as the editor edits it: the draft when there is one, else what the site shows; the editor's HTML. */
export const OfficeInformationPageSchema = v.object({
  ...OfficeInformationPageItemSchema.entries,
  fields: v.object({ titleAr: v.string(), titleEn: v.string(), bodyAr: v.string(), bodyEn: v.string() }),
  files: ContentFilesSchema,
});
export type OfficeInformationPage = v.InferOutput<typeof OfficeInformationPageSchema>;

/** An optional text of one line: empty is none. */
const optionalLine = (max: number) =>
  v.pipe(
    v.string(),
    typedCharacters,
    v.transform((text: string) => text.replace(/\s+/g, ' ').trim()),
    v.maxLength(max, validationMessages.maxLength),
  );
const coordinate = (limit: number) =>
  v.union([
    v.literal(''),
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[-+]?\d{1,3}(\.\d+)?$/, validationMessages.invalid),
      v.transform(Number),
      v.minValue(-limit, validationMessages.invalid),
      v.maxValue(limit, validationMessages.invalid),
    ),
  ]);

const fieldIssue = (key: string, input: Record<string, unknown>) => ({
  message: validationMessages.required,
  path: [{ type: 'object' as const, origin: 'value' as const, input, key, value: input[key] }] as [
    v.ObjectPathItem,
  ],
});

/**
 * A training centre as the office writes it. The address and the description come in both languages or neither, the
 * position as a pair, as the table's checks say; each missing half is named on its field. The description is the
 * editor's HTML (sanitized and read into blocks by the API), the website http or https only.
 */
export const TrainingCentreInputSchema = v.pipe(
  v.object({
    nameAr: requiredLine(officePageLimits.title),
    nameEn: requiredLine(officePageLimits.title),
    emirate: EmirateSchema,
    addressAr: optionalLine(officePageLimits.address),
    addressEn: optionalLine(officePageLimits.address),
    descriptionAr: v.pipe(v.string(), v.maxLength(officePageLimits.bodyHtml, validationMessages.maxLength)),
    descriptionEn: v.pipe(v.string(), v.maxLength(officePageLimits.bodyHtml, validationMessages.maxLength)),
    phone: v.union([v.literal(''), PhoneSchema], validationMessages.phone),
    email: v.union([v.literal(''), EmailSchema], validationMessages.email),
    website: v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(officePageLimits.website, validationMessages.maxLength),
          v.url(validationMessages.invalid),
          v.regex(/^https?:\/\//i, validationMessages.invalid),
        ),
      ],
      validationMessages.invalid,
    ),
    latitude: coordinate(90),
    longitude: coordinate(180),
    image: v.optional(ContentImageInputSchema),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value as unknown as Record<string, unknown>;
    const blank = (key: string) => {
      const text = value[key];
      return text === '' || (typeof text === 'string' && isVisiblyBlank(text.replace(/<[^>]*>/g, '')));
    };
    for (const [first, second] of [
      ['addressAr', 'addressEn'],
      ['descriptionAr', 'descriptionEn'],
      ['latitude', 'longitude'],
    ] as const) {
      if (blank(first) !== blank(second)) addIssue(fieldIssue(blank(first) ? first : second, value));
    }
  }),
);
export type TrainingCentreInput = v.InferOutput<typeof TrainingCentreInputSchema>;

export const OfficeTrainingCentreItemSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  emirate: EmirateSchema,
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
});
export type OfficeTrainingCentreItem = v.InferOutput<typeof OfficeTrainingCentreItemSchema>;
export const OfficeTrainingCentreListSchema = officePage(OfficeTrainingCentreItemSchema);
export type OfficeTrainingCentreList = v.InferOutput<typeof OfficeTrainingCentreListSchema>;
export const OfficeTrainingCentreQuerySchema = v.object({
  ...OfficePageQuerySchema.entries,
  status: optionalParam(ContentStatusSchema),
});
export type OfficeTrainingCentreQuery = v.InferOutput<typeof OfficeTrainingCentreQuerySchema>;

/** A centre as the editor edits it: every field as the form holds it (texts; empty for none), its picture. */
export const OfficeTrainingCentreSchema = v.object({
  ...OfficeTrainingCentreItemSchema.entries,
  fields: v.record(v.string(), v.string()),
  files: ContentFilesSchema,
});
export type OfficeTrainingCentre = v.InferOutput<typeof OfficeTrainingCentreSchema>;

export const centreMessages = {
  /** `DELETE /api/office/centres/:id` (409) while a training course names the centre: move or delete those first. */
  inUse: 'centre_in_use',
} as const;
