import {
  type CentreChoices,
  type CourseInput,
  type EditedCourse,
  type EditedCourseList,
  type EditedEventQuery,
  effectiveStatus,
  type RichText,
  richTextToPlainText,
  validationMessages,
} from '@uaeaf/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { trainingCentres, trainingCourses } from '../../db/schema';
import { listPage } from '../../content/page';
import { matchesSearch } from '../../content/search';
import { fieldRefusal, iso } from '../tournaments/publishing';

/** A description typed as plain paragraphs (a blank line between two), stored as the rich-text blocks pages render. */
function paragraphs(text: string): RichText {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({ type: 'paragraph' as const, children: [{ text: paragraph }] })) as RichText;
}

/** The columns as the table keeps them: no venue is null, every kind or age is null, free is null. */
function columnsOf(input: CourseInput) {
  const { descriptionAr, descriptionEn, feeAed, admittedKinds, admittedAgeClasses, ...rest } = input;
  return {
    ...rest,
    venueAr: rest.venueAr || null,
    venueEn: rest.venueEn || null,
    descriptionAr: paragraphs(descriptionAr),
    descriptionEn: paragraphs(descriptionEn),
    admittedKinds: admittedKinds.length > 0 ? admittedKinds : null,
    admittedAgeClasses: admittedAgeClasses.length > 0 ? admittedAgeClasses : null,
    feeFils: feeAed > 0 ? Math.round(feeAed * 100) : null,
  };
}

async function checkCentre(db: Database, input: CourseInput): Promise<void> {
  if (input.trainingCentreId === null) return;
  const [centre] = await db
    .select({ id: trainingCentres.id })
    .from(trainingCentres)
    .where(eq(trainingCentres.id, input.trainingCentreId));
  if (!centre) throw fieldRefusal('trainingCentreId', validationMessages.invalid);
}

/** Writes a new course as a draft: the public sees it, and members may register, once it is published. */
export async function createCourse(db: Database, actorId: number, input: CourseInput): Promise<number> {
  await checkCentre(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trainingCourses)
      .values({ ...columnsOf(input), status: 'draft' })
      .returning({ id: trainingCourses.id });
    await writeAudit(tx, {
      actorId,
      subject: 'trainingCourse',
      subjectId: row!.id,
      memberId: null,
      action: 'content.created',
      toStatus: 'draft',
    });
    return row!.id;
  });
}

/**
 * Saves a course's terms; registration reads them from the next request (decision 054). Seats already given stay
 * given when the capacity shrinks. False when there is no such course.
 */
export function updateCourse(
  db: Database,
  actorId: number,
  id: number,
  input: CourseInput,
): Promise<boolean> {
  return checkCentre(db, input).then(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(trainingCourses)
        .set(columnsOf(input))
        .where(eq(trainingCourses.id, id))
        .returning({ status: trainingCourses.status });
      if (!row) return false;
      await writeAudit(tx, {
        actorId,
        subject: 'trainingCourse',
        subjectId: id,
        memberId: null,
        action: 'content.edited',
        fromStatus: row.status,
        toStatus: row.status,
      });
      return true;
    }),
  );
}

export async function listEditedCourses(
  db: Database,
  query: EditedEventQuery,
  now: Date,
): Promise<EditedCourseList> {
  const where = and(
    query.status ? eq(trainingCourses.status, query.status) : undefined,
    matchesSearch(query.q, [trainingCourses.nameAr, trainingCourses.nameEn]),
  );
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(trainingCourses).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select({
          id: trainingCourses.id,
          name: { ar: trainingCourses.nameAr, en: trainingCourses.nameEn },
          startDate: trainingCourses.startDate,
          endDate: trainingCourses.endDate,
          status: trainingCourses.status,
          publishAt: trainingCourses.publishAt,
        })
        .from(trainingCourses)
        .where(where)
        .orderBy(desc(trainingCourses.startDate), desc(trainingCourses.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => {
        const publishAt = iso(row.publishAt);
        return { ...row, publishAt, status: effectiveStatus(row.status, publishAt, now) };
      });
    },
  );
}

export async function findEditedCourse(
  db: Database,
  id: number,
  now: Date,
): Promise<EditedCourse | undefined> {
  const [course] = await db.select().from(trainingCourses).where(eq(trainingCourses.id, id));
  if (!course) return undefined;
  const publishAt = iso(course.publishAt);
  return {
    id,
    status: effectiveStatus(course.status, publishAt, now),
    publishAt,
    fields: {
      nameAr: course.nameAr,
      nameEn: course.nameEn,
      descriptionAr: richTextToPlainText(course.descriptionAr),
      descriptionEn: richTextToPlainText(course.descriptionEn),
      trainingCentreId: course.trainingCentreId,
      venueAr: course.venueAr ?? '',
      venueEn: course.venueEn ?? '',
      startDate: course.startDate,
      endDate: course.endDate,
      registrationStart: course.registrationStart,
      registrationEnd: course.registrationEnd,
      admittedKinds: (course.admittedKinds ?? []) as EditedCourse['fields']['admittedKinds'],
      admittedAgeClasses: (course.admittedAgeClasses ?? []) as EditedCourse['fields']['admittedAgeClasses'],
      capacity: course.capacity,
      feeAed: (course.feeFils ?? 0) / 100,
    },
  };
}

export function centreChoices(db: Database): Promise<CentreChoices> {
  return db
    .select({ id: trainingCentres.id, name: { ar: trainingCentres.nameAr, en: trainingCentres.nameEn } })
    .from(trainingCentres)
    .orderBy(asc(trainingCentres.id));
}
