import * as v from 'valibot';
import { EmirateSchema, Emirates } from './emirates';
import { ImageSchema } from './images';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { choiceParam, PageQuerySchema, paginated } from './pagination';
import { LocalizedRichTextSchema } from './rich-text';
import { WebUrlSchema } from './urls';

/** `/training-centers` and `/training-courses`. */

export const TrainingCentreQuerySchema = v.object({
  ...PageQuerySchema.entries,
  emirate: choiceParam(Emirates),
});
export type TrainingCentreQuery = v.InferOutput<typeof TrainingCentreQuerySchema>;

export const TrainingCentreSummarySchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  emirate: EmirateSchema,
  address: v.nullable(LocalizedTextSchema),
  image: v.nullable(ImageSchema),
});
export type TrainingCentreSummary = v.InferOutput<typeof TrainingCentreSummarySchema>;
export const TrainingCentreListResponseSchema = paginated(TrainingCentreSummarySchema);

export const TrainingCentreDetailSchema = v.object({
  ...TrainingCentreSummarySchema.entries,
  /** Its programmes and facilities. */
  description: v.nullable(LocalizedRichTextSchema),
  phone: v.nullable(v.string()),
  email: v.nullable(v.pipe(v.string(), v.email())),
  website: v.nullable(WebUrlSchema),
  /** For a map link; WGS 84 degrees. */
  location: v.nullable(
    v.object({
      latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    }),
  ),
});
export type TrainingCentreDetail = v.InferOutput<typeof TrainingCentreDetailSchema>;

/** Before the registration period, during it, and after it ended ("Registration period has ended"). */
export const CourseRegistrationStatuses = ['upcoming', 'open', 'closed'] as const;
export type CourseRegistrationStatus = (typeof CourseRegistrationStatuses)[number];

/**
 * Judged by the federation's calendar day (UAE time, `YYYY-MM-DD`), both dates included. The API sends the result
 * with each course; the front end may call this again when a page stays open past midnight.
 */
export function courseRegistrationStatus(
  course: { registrationStart: string; registrationEnd: string },
  today: string,
): CourseRegistrationStatus {
  if (today < course.registrationStart) return 'upcoming';
  return today <= course.registrationEnd ? 'open' : 'closed';
}

export const TrainingCourseQuerySchema = v.object({
  ...PageQuerySchema.entries,
  status: choiceParam(CourseRegistrationStatuses),
});
export type TrainingCourseQuery = v.InferOutput<typeof TrainingCourseQuerySchema>;

export const TrainingCourseSummarySchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  registrationStart: IsoDateSchema,
  registrationEnd: IsoDateSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  registrationStatus: v.picklist(CourseRegistrationStatuses),
  venue: v.nullable(LocalizedTextSchema),
  image: v.nullable(ImageSchema),
});
export type TrainingCourseSummary = v.InferOutput<typeof TrainingCourseSummarySchema>;
export const TrainingCourseListResponseSchema = paginated(TrainingCourseSummarySchema);

export const TrainingCourseDetailSchema = v.object({
  ...TrainingCourseSummarySchema.entries,
  description: LocalizedRichTextSchema,
  trainingCentre: v.nullable(v.object({ id: v.number(), name: LocalizedTextSchema })),
});
export type TrainingCourseDetail = v.InferOutput<typeof TrainingCourseDetailSchema>;
