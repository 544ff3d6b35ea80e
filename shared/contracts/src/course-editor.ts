import * as v from 'valibot';
import { AgeClassCodes } from './age-classes';
import { validationMessages } from './auth';
import { ContentImageInputSchema } from './content-files';
import { ImageSchema } from './images';
import { LocalizedTextSchema } from './localized';
import { officePage } from './office/lists';
import { ContentStatusSchema } from './publishing';
import { keepsSchedule, requiredDaySchema } from './schedule';
import { requiredLine, requiredParagraphs } from './text';
import { CourseTakers } from './training';
import { AedAmountSchema, eventLimits } from './tournaments/editor';

/**
 * A training course as the office writes it (issue 14 item 3, decisions 054 and 061): its terms are the ones the
 * registration reads. Empty kinds or age classes admit every one; no capacity is no limit; a fee of 0 is free.
 */
const optionalLine = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.replace(/\s+/g, ' ').trim()),
    v.maxLength(max, validationMessages.maxLength),
  );

export const courseLimits = { description: 4000 } as const;

export const CourseInputSchema = v.pipe(
  v.object({
    nameAr: requiredLine(eventLimits.name),
    nameEn: requiredLine(eventLimits.name),
    descriptionAr: requiredParagraphs(courseLimits.description),
    descriptionEn: requiredParagraphs(courseLimits.description),
    trainingCentreId: v.nullable(v.pipe(v.number(validationMessages.invalid), v.integer(), v.minValue(1))),
    venueAr: optionalLine(eventLimits.venue),
    venueEn: optionalLine(eventLimits.venue),
    startDate: requiredDaySchema,
    endDate: requiredDaySchema,
    registrationStart: requiredDaySchema,
    registrationEnd: requiredDaySchema,
    admittedKinds: v.array(v.picklist(CourseTakers, validationMessages.invalid)),
    admittedAgeClasses: v.array(v.picklist(AgeClassCodes, validationMessages.invalid)),
    capacity: v.nullable(
      v.pipe(
        v.number(validationMessages.invalid),
        v.integer(validationMessages.integer),
        v.minValue(1, validationMessages.minValue),
        v.maxValue(eventLimits.capacity, validationMessages.maxValue),
      ),
    ),
    feeAed: AedAmountSchema,
    /** The course's picture, as the editors' picture field sends it; absent, it stays as it is (decision 060). */
    image: v.optional(ContentImageInputSchema),
  }),
  // A venue is given in both languages or in neither (the table keeps them as a pair).
  v.rawCheck(({ dataset, addIssue }) => {
    const input = dataset.value as Partial<Record<'venueAr' | 'venueEn', unknown>>;
    if (typeof input !== 'object' || input === null) return;
    const missing = input.venueAr === '' ? 'venueAr' : input.venueEn === '' ? 'venueEn' : undefined;
    if (missing && (input.venueAr !== '' || input.venueEn !== '')) {
      addIssue({
        message: validationMessages.required,
        path: [{ type: 'object', origin: 'value', input, key: missing, value: '' }],
      });
    }
  }),
  keepsSchedule({ start: 'startDate', end: 'endDate' }, [
    { start: 'registrationStart', end: 'registrationEnd' },
  ]),
);
export type CourseInput = v.InferOutput<typeof CourseInputSchema>;

/** One course as its editor loads it. */
export const EditedCourseSchema = v.object({
  id: v.number(),
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
  /** The picture as the site shows it (with its alt texts); the form's `image` is made of it. */
  image: v.nullable(ImageSchema),
  fields: v.object({ ...CourseInputSchema.entries }),
});
export type EditedCourse = v.InferOutput<typeof EditedCourseSchema>;

export const EditedCourseItemSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  startDate: v.string(),
  endDate: v.string(),
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
});
export type EditedCourseItem = v.InferOutput<typeof EditedCourseItemSchema>;
export const EditedCourseListSchema = officePage(EditedCourseItemSchema);
export type EditedCourseList = v.InferOutput<typeof EditedCourseListSchema>;

/** The training centres a course may be held at, for the editor's choice. */
export const CentreChoicesSchema = v.array(v.object({ id: v.number(), name: LocalizedTextSchema }));
export type CentreChoices = v.InferOutput<typeof CentreChoicesSchema>;
