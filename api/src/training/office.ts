import {
  type AgeClassCode,
  ageClassFor,
  courseRegistrationStatus,
  type OfficeCourseDetail,
  type OfficeCourseSummary,
} from '@uaeaf/contracts';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { bills, members, trainingCourses, trainingRegistrations } from '../db/schema';
import { courseColumns, seatColumns } from './admission';
import { positionColumn } from './registrations';

async function coursesWhere(db: Database, where: SQL | undefined, now: Date): Promise<OfficeCourseSummary[]> {
  const today = uaeToday(now);
  const rows = await db
    .select({
      ...courseColumns,
      endDate: trainingCourses.endDate,
      feeFils: trainingCourses.feeFils,
      ...seatColumns,
    })
    .from(trainingCourses)
    .leftJoin(trainingRegistrations, eq(trainingRegistrations.courseId, trainingCourses.id))
    .where(where)
    .groupBy(trainingCourses.id)
    .orderBy(desc(trainingCourses.startDate), asc(trainingCourses.id));
  return rows.map(({ nameAr, nameEn, capacity, taken, waiting, ...course }) => ({
    id: course.id,
    name: { ar: nameAr, en: nameEn },
    startDate: course.startDate,
    endDate: course.endDate,
    registrationStatus: courseRegistrationStatus(course, today),
    seats: { capacity, taken, waiting },
    feeFils: course.feeFils,
  }));
}

/** Every course with its seats taken and its waiting list's length, the latest course first. */
export async function officeCourses(db: Database, now: Date): Promise<{ items: OfficeCourseSummary[] }> {
  return { items: await coursesWhere(db, undefined, now) };
}

const statusOrder = sql`case ${trainingRegistrations.status} when 'registered' then 0 when 'waiting' then 1 else 2 end`;

/**
 * One course and every registration for it: seats first (in the order taken), then the waiting list in its order,
 * then the cancelled ones. The age class is the member's own in the year the course starts.
 */
export async function officeCourse(
  db: Database,
  id: number,
  now: Date,
): Promise<OfficeCourseDetail | undefined> {
  const [course] = await coursesWhere(db, eq(trainingCourses.id, id), now);
  if (!course) return undefined;
  const year = Number(course.startDate.slice(0, 4));
  const rows = await db
    .select({
      id: trainingRegistrations.id,
      memberId: members.id,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      membershipNumber: members.membershipNumber,
      kind: members.accountType,
      birthDate: members.birthDate,
      status: trainingRegistrations.status,
      position: positionColumn,
      createdAt: trainingRegistrations.createdAt,
      cancelledAt: trainingRegistrations.cancelledAt,
      billId: bills.id,
      billNumber: bills.number,
      billStatus: bills.status,
    })
    .from(trainingRegistrations)
    .innerJoin(members, eq(members.id, trainingRegistrations.memberId))
    .leftJoin(bills, eq(bills.id, trainingRegistrations.billId))
    .where(eq(trainingRegistrations.courseId, id))
    .orderBy(statusOrder, asc(trainingRegistrations.createdAt), asc(trainingRegistrations.id));
  return {
    course,
    items: rows.map((row) => ({
      id: row.id,
      member: {
        id: row.memberId,
        name: { ar: row.nameAr, en: row.nameEn },
        membershipNumber: row.membershipNumber,
      },
      kind: row.kind,
      ageClass: row.birthDate === null ? null : (ageClassFor(row.birthDate, year) as AgeClassCode),
      status: row.status,
      position: row.position,
      createdAt: row.createdAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      bill: row.billId === null ? null : { id: row.billId, number: row.billNumber!, status: row.billStatus! },
    })),
  };
}
