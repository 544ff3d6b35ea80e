import * as v from 'valibot';
import { AgeClassCodes } from './age-classes';
import { BillStatusSchema } from './billing/statuses';
import { AccountTypes, AccountTypeSchema, type AccountType } from './session';
import { FilsSchema } from './tournaments/details';
import { IsoDateTimeSchema, TournamentBillSchema } from './tournaments/entries';
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

// --- Registration for a course (issue 13): who may, seats and the waiting list, the member's own registration. ---

/** The member kinds that take courses: people, not clubs or academies, and not the office's staff. */
export const CourseTakers = AccountTypes.filter(
  (kind): kind is Exclude<AccountType, 'club' | 'academy' | 'admin'> =>
    kind !== 'club' && kind !== 'academy' && kind !== 'admin',
);

/**
 * `registered` holds a seat, `waiting` is on the waiting list (in the order they joined) and moves up when a seat is
 * given back; `cancelled` is final. Registered and waiting are "live": a member has at most one per course.
 */
export const TrainingRegistrationStatuses = ['registered', 'waiting', 'cancelled'] as const;
export type TrainingRegistrationStatus = (typeof TrainingRegistrationStatuses)[number];
export const liveTrainingRegistrationStatuses = ['registered', 'waiting'] as const;

/** Every refusal of a registration or a cancellation, with its status in the API's comment. */
export const TrainingErrorCodes = {
  /** 403: the member's kind or age class on the course's start is not admitted, or no birth date is on record. */
  notEligible: 'course_not_eligible',
  /** 403: the membership is not Approved or Accepted. */
  membershipNotApproved: 'membership_not_approved',
  /** 403: under a penalty that covers today. */
  accountRestricted: 'account_restricted',
  /** 409: the registration period has not begun ("Registration is currently unavailable"). */
  registrationUnavailable: 'registration_unavailable',
  /** 409: the registration period is over ("Registration period has ended"). */
  registrationEnded: 'registration_ended',
  /** 409: the member already holds a seat or a place on the waiting list. */
  alreadyRegistered: 'already_registered',
  /** 409: cancelling on or after the course's first day. */
  courseStarted: 'course_started',
} as const;
export type TrainingErrorCode = (typeof TrainingErrorCodes)[keyof typeof TrainingErrorCodes];

/** Who the course admits; null: every course taker, every age class. */
export const CourseAdmissionSchema = v.object({
  kinds: v.nullable(v.array(v.picklist(CourseTakers))),
  /** Judged by the member's own class in the year the course starts. */
  ageClasses: v.nullable(v.array(v.picklist(AgeClassCodes))),
});
export type CourseAdmission = v.InferOutput<typeof CourseAdmissionSchema>;

export const CourseSeatsSchema = v.object({
  /** null: no limit. */
  capacity: v.nullable(v.number()),
  taken: v.number(),
  waiting: v.number(),
});
export type CourseSeats = v.InferOutput<typeof CourseSeatsSchema>;

/** Whether a new registration would wait: every seat taken. */
export function courseIsFull(seats: CourseSeats): boolean {
  return seats.capacity !== null && seats.taken >= seats.capacity;
}

export const TrainingCourseOfferSchema = v.object({
  ...TrainingCourseDetailSchema.entries,
  admission: CourseAdmissionSchema,
  seats: CourseSeatsSchema,
  /** In fils; null: free. */
  feeFils: v.nullable(FilsSchema),
});
export type TrainingCourseOffer = v.InferOutput<typeof TrainingCourseOfferSchema>;

/** A member's own registration for a course, as they see it. */
export const MyTrainingRegistrationSchema = v.object({
  id: v.number(),
  courseId: v.number(),
  status: v.picklist(TrainingRegistrationStatuses),
  /** On the waiting list: 1 is next to move up. */
  position: v.nullable(v.number()),
  createdAt: IsoDateTimeSchema,
  cancelledAt: v.nullable(IsoDateTimeSchema),
  bill: v.nullable(TournamentBillSchema),
  mayCancel: v.boolean(),
});
export type MyTrainingRegistration = v.InferOutput<typeof MyTrainingRegistrationSchema>;

/** `GET /training-courses/:id/registration`: why the member may not register now (null: they may), and their own. */
export const TrainingRegistrationStateSchema = v.object({
  refusal: v.nullable(v.picklist(Object.values(TrainingErrorCodes))),
  registration: v.nullable(MyTrainingRegistrationSchema),
});
export type TrainingRegistrationState = v.InferOutput<typeof TrainingRegistrationStateSchema>;

/** `GET /account/training-registrations`: the member's registrations, newest first, each with its course. */
export const AccountTrainingRegistrationsSchema = v.object({
  items: v.array(
    v.object({
      ...MyTrainingRegistrationSchema.entries,
      course: v.object({
        id: v.number(),
        name: LocalizedTextSchema,
        startDate: IsoDateSchema,
        endDate: IsoDateSchema,
      }),
    }),
  ),
});
export type AccountTrainingRegistrations = v.InferOutput<typeof AccountTrainingRegistrationsSchema>;

/** `GET /office/training-courses`: every course with its seats, newest course first. */
export const OfficeCourseSummarySchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  registrationStatus: v.picklist(CourseRegistrationStatuses),
  seats: CourseSeatsSchema,
  feeFils: v.nullable(FilsSchema),
});
export type OfficeCourseSummary = v.InferOutput<typeof OfficeCourseSummarySchema>;
export const OfficeCourseListSchema = v.object({ items: v.array(OfficeCourseSummarySchema) });

/** One registration as the office reads it. */
export const OfficeCourseRegistrationSchema = v.object({
  id: v.number(),
  member: v.object({ id: v.number(), name: LocalizedTextSchema, membershipNumber: v.nullable(v.string()) }),
  kind: AccountTypeSchema,
  ageClass: v.nullable(v.picklist(AgeClassCodes)),
  status: v.picklist(TrainingRegistrationStatuses),
  position: v.nullable(v.number()),
  createdAt: IsoDateTimeSchema,
  cancelledAt: v.nullable(IsoDateTimeSchema),
  bill: v.nullable(v.object({ id: v.number(), number: v.string(), status: BillStatusSchema })),
});
export type OfficeCourseRegistration = v.InferOutput<typeof OfficeCourseRegistrationSchema>;

/** `GET /office/training-courses/:id`: the course and its registrations, seats first, then the waiting list. */
export const OfficeCourseDetailSchema = v.object({
  course: OfficeCourseSummarySchema,
  items: v.array(OfficeCourseRegistrationSchema),
});
export type OfficeCourseDetail = v.InferOutput<typeof OfficeCourseDetailSchema>;
