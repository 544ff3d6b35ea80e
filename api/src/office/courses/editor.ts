import {
  type CourseInput,
  type EditedCourse,
  type EditedCourseList,
  type EditedEventQuery,
  effectiveStatus,
  type RichText,
  richTextToPlainText,
  validationMessages,
} from '@uaeaf/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { images, trainingCentres, trainingCourses } from '../../db/schema';
import { imageColumns, toImage } from '../../content/images';
import { listPage } from '../../content/page';
import { matchesSearch } from '../../content/search';
import { imagePathOf, type ImageValue } from '../content/files';
import { iso } from '../publishing/list';
import { fieldRefusal } from '../publishing/transitions';

/** The form with its picture's upload read (decision 060); no picture field: the picture stays as it is. */
export type CourseValues = Omit<CourseInput, 'image'> & { image?: ImageValue };

/** Takes the form's upload in the transaction that stores it (`resolveUploads`' claim). */
type Claim = (tx: Pick<Database, 'delete'>) => Promise<void>;

/** A description typed as plain paragraphs (a blank line between two), stored as the rich-text blocks pages render. */
function paragraphs(text: string): RichText {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({ type: 'paragraph' as const, children: [{ text: paragraph }] })) as RichText;
}

/** The columns as the table keeps them: no venue is null, every kind or age is null, free is null. */
function columnsOf(input: CourseValues) {
  const {
    descriptionAr,
    descriptionEn,
    feeAed,
    admittedKinds,
    admittedAgeClasses,
    image: _,
    ...rest
  } = input;
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

async function checkCentre(db: Database, input: Pick<CourseInput, 'trainingCentreId'>): Promise<void> {
  if (input.trainingCentreId === null) return;
  const [centre] = await db
    .select({ id: trainingCentres.id })
    .from(trainingCentres)
    .where(eq(trainingCentres.id, input.trainingCentreId));
  if (!centre) throw fieldRefusal('trainingCentreId', validationMessages.invalid);
}

/** Writes a new course as a draft: the public sees it, and members may register, once it is published. */
export async function createCourse(
  db: Database,
  actorId: number,
  input: CourseValues,
  claim?: Claim,
): Promise<number> {
  await checkCentre(db, input);
  return db.transaction(async (tx) => {
    await claim?.(tx);
    const imagePath = input.image ? await imagePathOf(tx, 'courses', null, input.image) : null;
    const [row] = await tx
      .insert(trainingCourses)
      .values({ ...columnsOf(input), imagePath, status: 'draft' })
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
  input: CourseValues,
  claim?: Claim,
): Promise<boolean> {
  return checkCentre(db, input).then(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ imagePath: trainingCourses.imagePath, status: trainingCourses.status })
        .from(trainingCourses)
        .where(eq(trainingCourses.id, id))
        .for('update');
      if (!current) return false;
      await claim?.(tx);
      const imagePath = input.image
        ? await imagePathOf(tx, 'courses', current.imagePath, input.image)
        : current.imagePath;
      await tx
        .update(trainingCourses)
        .set({ ...columnsOf(input), imagePath })
        .where(eq(trainingCourses.id, id));
      await writeAudit(tx, {
        actorId,
        subject: 'trainingCourse',
        subjectId: id,
        memberId: null,
        action: 'content.edited',
        fromStatus: current.status,
        toStatus: current.status,
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
  const [row] = await db
    .select({ course: trainingCourses, image: imageColumns })
    .from(trainingCourses)
    .leftJoin(images, eq(images.path, trainingCourses.imagePath))
    .where(eq(trainingCourses.id, id));
  if (!row) return undefined;
  const { course } = row;
  const publishAt = iso(course.publishAt);
  return {
    id,
    status: effectiveStatus(course.status, publishAt, now),
    publishAt,
    image: toImage(row.image),
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
