import * as v from 'valibot';
import { AgeClassCodes } from '../age-classes';
import { validationMessages } from '../auth';
import { CircularAttachmentsInputSchema, ContentFilesSchema } from '../content-files';
import { LocalizedTextSchema } from '../localized';
import { OfficePageQuerySchema, officePage, optionalParam } from '../office/lists';
import { ContentStatusSchema } from '../publishing';
import { keepsSchedule, optionalDaySchema, requiredDaySchema } from '../schedule';
import { TournamentKinds } from '../startup';
import { requiredLine } from '../text';

/**
 * A tournament as the office writes it (issue 14 item 3, decision 061). Both languages are required on every save,
 * as for news (decision 057), so whatever is saved may be published.
 */
export const eventEditorMessages = {
  /** A tournament that offers no division (or no age class) could take no entry. */
  chooseOne: 'validation.chooseOne',
  /** The first day falls in no season of the federation's: the tournament would belong to none. */
  noSeason: 'validation.noSeason',
  /** A capacity below the tournament's live entries: they cannot be taken back (decision 067). */
  capacityBelowEntries: 'validation.capacityBelowEntries',
} as const;

export const eventLimits = {
  name: 200,
  venue: 200,
  feeAed: 100_000,
  capacity: 10_000,
  descriptionHtml: 200_000,
} as const;

/** Seats or entries: a whole number from 1; null is no limit. */
export const CapacitySchema = v.nullable(
  v.pipe(
    v.number(validationMessages.invalid),
    v.integer(validationMessages.integer),
    v.minValue(1, validationMessages.minValue),
    v.maxValue(eventLimits.capacity, validationMessages.maxValue),
  ),
);

/** Whether an editor's HTML says anything: its text without the tags. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/**
 * An optional rich text as the editor sends it (HTML, sanitized by the API as news bodies are), in both languages or
 * in neither: the missing one is required.
 */
const descriptionHtml = v.pipe(
  v.string(),
  v.maxLength(eventLimits.descriptionHtml, validationMessages.maxLength),
);

/** AED with at most two decimals (fils), from 0 (free) to the limit. */
export const AedAmountSchema = v.pipe(
  v.number(validationMessages.invalid),
  v.minValue(0, validationMessages.minValue),
  v.maxValue(eventLimits.feeAed, validationMessages.maxValue),
  v.check((aed) => Math.abs(aed * 100 - Math.round(aed * 100)) < 1e-6, validationMessages.invalid),
);

export const TournamentInputSchema = v.pipe(
  v.object({
    kind: v.picklist(TournamentKinds, validationMessages.required),
    nameAr: requiredLine(eventLimits.name),
    nameEn: requiredLine(eventLimits.name),
    venueAr: requiredLine(eventLimits.venue),
    venueEn: requiredLine(eventLimits.venue),
    startDate: requiredDaySchema,
    endDate: requiredDaySchema,
    firstRegistrationStart: requiredDaySchema,
    firstRegistrationEnd: requiredDaySchema,
    secondRegistrationStart: optionalDaySchema,
    secondRegistrationEnd: optionalDaySchema,
    entryFeeAed: AedAmountSchema,
    divisions: v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[A-Z]{1,3}$/, validationMessages.invalid))),
      v.minLength(1, eventEditorMessages.chooseOne),
    ),
    ageClasses: v.pipe(
      v.array(v.picklist(AgeClassCodes, validationMessages.invalid)),
      v.minLength(1, eventEditorMessages.chooseOne),
    ),
    // Optional in the body (defaults: none), so a client written before decision 067 keeps working.
    descriptionAr: v.optional(descriptionHtml, ''),
    descriptionEn: v.optional(descriptionHtml, ''),
    capacity: v.optional(CapacitySchema, null),
    /** The PDFs in their order; absent: the documents stay as they are (decision 060's attachments). */
    documents: v.optional(CircularAttachmentsInputSchema),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const blank = (['descriptionAr', 'descriptionEn'] as const).filter((key) => isBlankHtml(input[key]));
    if (blank.length !== 1) return;
    addIssue({
      message: validationMessages.required,
      path: [{ type: 'object', origin: 'value', input, key: blank[0]!, value: input[blank[0]!] }],
    });
  }),
  keepsSchedule({ start: 'startDate', end: 'endDate' }, [
    { start: 'firstRegistrationStart', end: 'firstRegistrationEnd' },
    { start: 'secondRegistrationStart', end: 'secondRegistrationEnd' },
  ]),
);
export type TournamentInput = v.InferOutput<typeof TournamentInputSchema>;

// The form's documents load separately, as the files they are.
const { documents: _documents, ...fieldEntries } = TournamentInputSchema.entries;

/** One tournament as its editor loads it, with the season its first day put it in. */
export const EditedTournamentSchema = v.object({
  id: v.number(),
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
  season: v.string(),
  fields: v.object({
    ...fieldEntries,
    secondRegistrationStart: v.nullable(v.string()),
    secondRegistrationEnd: v.nullable(v.string()),
  }),
  /** The documents as the form lists them, in their order. */
  documents: ContentFilesSchema.entries.attachments,
});
export type EditedTournament = v.InferOutput<typeof EditedTournamentSchema>;

export const EditedTournamentItemSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  kind: v.picklist(TournamentKinds),
  startDate: v.string(),
  endDate: v.string(),
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
});
export type EditedTournamentItem = v.InferOutput<typeof EditedTournamentItemSchema>;
export const EditedTournamentListSchema = officePage(EditedTournamentItemSchema);
export type EditedTournamentList = v.InferOutput<typeof EditedTournamentListSchema>;

export const EditedEventQuerySchema = v.object({
  ...OfficePageQuerySchema.entries,
  status: optionalParam(ContentStatusSchema),
});
export type EditedEventQuery = v.InferOutput<typeof EditedEventQuerySchema>;
