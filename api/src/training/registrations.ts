import {
  type AccountTrainingRegistrations,
  type MyTrainingRegistration,
  type TrainingErrorCode,
  TrainingErrorCodes,
  type TrainingRegistrationState,
  type TrainingRegistrationStatus,
} from '@uaeaf/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SessionMember } from '../auth/members';
import { uaeToday } from '../calendar';
import { billSummaryColumns, toBillSummary } from '../billing/bill-view';
import type { Database } from '../db/client';
import { uniqueViolation } from '../db/unique-violation';
import { bills, members, trainingCourses, trainingRegistrations } from '../db/schema';
import { type CourseTerms, courseTerms, type Executor, registrationRefusal, seatsOf } from './admission';
import { type CourseNews, mailCourseNews } from './registration-mail';
import { cancelRegistration, insertRegistration, takeSeat } from './registration-store';
import { trainingRefusal } from './refusals';
import type { MailContext } from './registration-mail';

const codes = TrainingErrorCodes;
const live = ['registered', 'waiting'] as const;

/** A waiting registration's place in its course's line: 1 is next to move up; null for any other status. */
export const positionColumn = sql<number | null>`case when ${trainingRegistrations.status} = 'waiting' then (
  select count(*)::integer from training_registrations as ahead
  where ahead.course_id = ${trainingRegistrations.courseId} and ahead.status = 'waiting'
    and (ahead.created_at, ahead.id) <= (${trainingRegistrations.createdAt}, ${trainingRegistrations.id})
) end`;

/** The registrations matching `where` as their member reads them, newest first, each with its course. */
async function registrationsWhere(db: Database, where: SQL, now: Date) {
  const today = uaeToday(now);
  const rows = await db
    .select({
      id: trainingRegistrations.id,
      courseId: trainingRegistrations.courseId,
      status: trainingRegistrations.status,
      position: positionColumn,
      createdAt: trainingRegistrations.createdAt,
      cancelledAt: trainingRegistrations.cancelledAt,
      courseNameAr: trainingCourses.nameAr,
      courseNameEn: trainingCourses.nameEn,
      startDate: trainingCourses.startDate,
      endDate: trainingCourses.endDate,
      ...billSummaryColumns,
    })
    .from(trainingRegistrations)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingRegistrations.courseId))
    .leftJoin(bills, eq(bills.id, trainingRegistrations.billId))
    .where(where)
    .orderBy(desc(trainingRegistrations.createdAt), desc(trainingRegistrations.id));
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    status: row.status,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    bill: toBillSummary(row),
    mayCancel: row.status !== 'cancelled' && today < row.startDate,
    course: {
      id: row.courseId,
      name: { ar: row.courseNameAr, en: row.courseNameEn },
      startDate: row.startDate,
      endDate: row.endDate,
    },
  }));
}

function liveOf(courseId: number, memberId: number): SQL {
  return and(
    eq(trainingRegistrations.courseId, courseId),
    eq(trainingRegistrations.memberId, memberId),
    inArray(trainingRegistrations.status, live),
  )!;
}

async function liveRegistration(db: Database, courseId: number, memberId: number, now: Date) {
  const [found] = await registrationsWhere(db, liveOf(courseId, memberId), now);
  if (!found) return null;
  const { course: _, ...registration } = found;
  return registration satisfies MyTrainingRegistration;
}

async function birthDateOf(db: Executor, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ birthDate: members.birthDate })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.birthDate ?? null;
}

/** The member's live registration for the course, and why they may not register now; undefined: no such course. */
export async function registrationState(
  db: Database,
  member: SessionMember,
  courseId: number,
  now: Date,
): Promise<TrainingRegistrationState | undefined> {
  const course = await courseTerms(db, courseId, false, now);
  if (!course) return undefined;
  const registration = await liveRegistration(db, courseId, member.id, now);
  const refusal: TrainingErrorCode | null = registration
    ? codes.alreadyRegistered
    : registrationRefusal(member, await birthDateOf(db, member.id), course, uaeToday(now));
  return { refusal, registration };
}

/**
 * Registers the member: a seat while there is one, else a place on the waiting list. The course row is locked for the
 * transaction, so of two members after the last seat one gets it and the other waits; the partial unique index turns
 * the same member's second live registration (sent twice at once) into 409 `already_registered`. Mails the member
 * once it is committed. Undefined: no such course.
 */
export async function register(
  db: Database,
  mail: MailContext,
  member: SessionMember,
  courseId: number,
  now: Date,
): Promise<MyTrainingRegistration | undefined> {
  const birthDate = await birthDateOf(db, member.id);
  let outcome: { course: CourseTerms } | undefined;
  try {
    outcome = await db.transaction(async (tx) => {
      const course = await courseTerms(tx, courseId, true, now);
      if (!course) return undefined;
      const refused = registrationRefusal(member, birthDate, course, uaeToday(now));
      if (refused) throw trainingRefusal(refused);
      const seats = await seatsOf(tx, course);
      const seat = seats.capacity === null || seats.taken < seats.capacity;
      await insertRegistration(tx, course, member.id, seat, now);
      return { course };
    });
  } catch (error) {
    if (uniqueViolation(error)?.includes('training_registrations_live_member')) {
      throw trainingRefusal(codes.alreadyRegistered);
    }
    throw error;
  }
  if (!outcome) return undefined;
  const registration = (await liveRegistration(db, courseId, member.id, now))!;
  await mailCourseNews(db, mail, member.id, outcome.course, newsOf(registration));
  return registration;
}

function newsOf(registration: MyTrainingRegistration): CourseNews {
  return registration.status === 'waiting'
    ? { step: 'waiting', position: registration.position! }
    : { step: 'registered', bill: registration.bill };
}

/**
 * Cancels the member's live registration before the course's first day (UAE), and its unpaid bill. A seat given back
 * goes, in the same transaction, to the first on the waiting list, who is mailed. Undefined: no live registration.
 */
export async function cancel(
  db: Database,
  mail: MailContext,
  member: SessionMember,
  courseId: number,
  now: Date,
): Promise<MyTrainingRegistration | undefined> {
  const outcome = await db.transaction(async (tx) => {
    const course = await courseTerms(tx, courseId, true);
    if (!course) return undefined;
    const [registration] = await tx
      .select({
        id: trainingRegistrations.id,
        memberId: trainingRegistrations.memberId,
        status: trainingRegistrations.status,
        billId: trainingRegistrations.billId,
      })
      .from(trainingRegistrations)
      .where(liveOf(courseId, member.id));
    if (!registration) return undefined;
    if (uaeToday(now) >= course.startDate) throw trainingRefusal(codes.courseStarted);
    const status = registration.status as Exclude<TrainingRegistrationStatus, 'cancelled'>;
    await cancelRegistration(tx, { ...registration, status }, now);
    let movedUp: number | null = null;
    if (status === 'registered') {
      const [next] = await tx
        .select({ id: trainingRegistrations.id, memberId: trainingRegistrations.memberId })
        .from(trainingRegistrations)
        .where(and(eq(trainingRegistrations.courseId, courseId), eq(trainingRegistrations.status, 'waiting')))
        .orderBy(asc(trainingRegistrations.createdAt), asc(trainingRegistrations.id))
        .limit(1);
      if (next) {
        await takeSeat(tx, { ...next, from: 'waiting' }, course, member.id, now);
        movedUp = next.memberId;
      }
    }
    return { course, id: registration.id, movedUp };
  });
  if (!outcome) return undefined;
  await mailCourseNews(db, mail, member.id, outcome.course, { step: 'cancelled' });
  if (outcome.movedUp !== null) {
    const promoted = (await liveRegistration(db, courseId, outcome.movedUp, now))!;
    await mailCourseNews(db, mail, outcome.movedUp, outcome.course, { step: 'movedUp', bill: promoted.bill });
  }
  const [cancelled] = await registrationsWhere(db, eq(trainingRegistrations.id, outcome.id), now);
  const { course: _, ...registration } = cancelled!;
  return registration;
}

/** The member's registrations for every course, newest first. */
export async function accountRegistrations(
  db: Database,
  member: SessionMember,
  now: Date,
): Promise<AccountTrainingRegistrations> {
  return { items: await registrationsWhere(db, eq(trainingRegistrations.memberId, member.id), now) };
}
