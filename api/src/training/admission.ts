import {
  type AccountType,
  ageClassFor,
  type CourseAdmission,
  courseRegistrationStatus,
  type CourseSeats,
  CourseTakers,
  type TrainingErrorCode,
  TrainingErrorCodes,
} from '@uaeaf/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionMember } from '../auth/members';
import { isPublic } from '../content/published';
import type { Database } from '../db/client';
import { trainingCourses, trainingRegistrations } from '../db/schema';
import { isApproved } from '../tournaments/eligibility';

export type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

const codes = TrainingErrorCodes;

/** What registering for a course depends on. */
export interface CourseTerms {
  id: number;
  name: { ar: string; en: string };
  registrationStart: string;
  registrationEnd: string;
  startDate: string;
  capacity: number | null;
  admission: CourseAdmission;
  feeFils: number | null;
}

/** What every view of a course's registration starts from: its names, window, first day and seats. */
export const courseColumns = {
  id: trainingCourses.id,
  nameAr: trainingCourses.nameAr,
  nameEn: trainingCourses.nameEn,
  registrationStart: trainingCourses.registrationStart,
  registrationEnd: trainingCourses.registrationEnd,
  startDate: trainingCourses.startDate,
  capacity: trainingCourses.capacity,
};

/**
 * The course's terms, or undefined. `lock` takes the course row for the transaction, so registrations and
 * cancellations of one course take turns and the seats they count are the seats there are. With `publicAt`, only a
 * course published by then: a draft takes no registration (decision 061).
 */
export async function courseTerms(
  db: Executor,
  id: number,
  lock = false,
  publicAt?: Date,
): Promise<CourseTerms | undefined> {
  const query = db
    .select({
      ...courseColumns,
      kinds: trainingCourses.admittedKinds,
      ageClasses: trainingCourses.admittedAgeClasses,
      feeFils: trainingCourses.feeFils,
    })
    .from(trainingCourses)
    .where(and(eq(trainingCourses.id, id), publicAt && isPublic(trainingCourses, publicAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const { nameAr, nameEn, kinds, ageClasses, ...terms } = row;
  return {
    ...terms,
    name: { ar: nameAr, en: nameEn },
    admission: admissionOf(kinds, ageClasses),
  };
}

/** The admission columns as the contract types them (the database holds only values the contract allows). */
export function admissionOf(kinds: string[] | null, ageClasses: string[] | null): CourseAdmission {
  return {
    kinds: kinds as CourseAdmission['kinds'],
    ageClasses: ageClasses as CourseAdmission['ageClasses'],
  };
}

/** Whether the course admits this kind of member born on this day: their own class in the year it starts. */
export function admits(
  admission: CourseAdmission,
  startDate: string,
  kind: AccountType,
  birthDate: string | null,
): boolean {
  const takers: readonly AccountType[] = admission.kinds ?? CourseTakers;
  if (!takers.includes(kind)) return false;
  if (admission.ageClasses === null) return true;
  if (birthDate === null) return false;
  return admission.ageClasses.includes(ageClassFor(birthDate, Number(startDate.slice(0, 4))));
}

/**
 * Why the member may not register for the course today, or null. In the order of a tournament entry's checks
 * (decision 012), so the reason shown is the one to fix first: who they are, their membership, a penalty, the window.
 */
export function registrationRefusal(
  member: Pick<SessionMember, 'accountType' | 'membershipStatus' | 'isRestricted'>,
  birthDate: string | null,
  course: CourseTerms,
  today: string,
): TrainingErrorCode | null {
  if (!admits(course.admission, course.startDate, member.accountType, birthDate)) return codes.notEligible;
  if (!isApproved(member.membershipStatus)) return codes.membershipNotApproved;
  if (member.isRestricted) return codes.accountRestricted;
  const status = courseRegistrationStatus(course, today);
  if (status === 'closed') return codes.registrationEnded;
  if (status === 'upcoming') return codes.registrationUnavailable;
  return null;
}

/** Seats taken and places waiting per course, as columns of a query grouped by course. */
export const seatColumns = {
  taken: sql<number>`(count(*) filter (where ${trainingRegistrations.status} = 'registered'))::integer`,
  waiting: sql<number>`(count(*) filter (where ${trainingRegistrations.status} = 'waiting'))::integer`,
};

export async function seatsOf(
  db: Executor,
  course: Pick<CourseTerms, 'id' | 'capacity'>,
): Promise<CourseSeats> {
  const [row] = await db
    .select(seatColumns)
    .from(trainingRegistrations)
    .where(eq(trainingRegistrations.courseId, course.id));
  return { capacity: course.capacity, taken: row?.taken ?? 0, waiting: row?.waiting ?? 0 };
}
