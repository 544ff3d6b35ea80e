import {
  courseRegistrationStatus,
  type CourseRegistrationStatus,
  type Paginated,
  type TrainingCourseOffer,
  type TrainingCourseQuery,
  type TrainingCourseSummary,
} from '@uaeaf/contracts';
import { type SQL, and, asc, count, eq, sql } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import type { Database } from '../db/client';
import { images, trainingCentres, trainingCourses } from '../db/schema';
import { imageColumns, toImage } from '../content/images';
import { localizedRichText, optionalText } from '../content/localized';
import { listPage } from '../content/page';
import { isPublic } from '../content/published';
import { matchesSearch } from '../content/search';
import { admissionOf, seatsOf } from './admission';

const summaryColumns = {
  id: trainingCourses.id,
  name: { ar: trainingCourses.nameAr, en: trainingCourses.nameEn },
  registrationStart: trainingCourses.registrationStart,
  registrationEnd: trainingCourses.registrationEnd,
  startDate: trainingCourses.startDate,
  endDate: trainingCourses.endDate,
  venueAr: trainingCourses.venueAr,
  venueEn: trainingCourses.venueEn,
  image: imageColumns,
};

type SummaryRow = Omit<TrainingCourseSummary, 'registrationStatus' | 'venue' | 'image'> & {
  venueAr: string | null;
  venueEn: string | null;
  image: Parameters<typeof toImage>[0];
};

function toSummary({ venueAr, venueEn, image, ...course }: SummaryRow, today: string): TrainingCourseSummary {
  return {
    ...course,
    // The contract's own function, so the API and a page left open past midnight agree on the status.
    registrationStatus: courseRegistrationStatus(course, today),
    venue: optionalText(venueAr, venueEn),
    image: toImage(image),
  };
}

/** The same rule as courseRegistrationStatus, in SQL, so the filter and the count agree with the answer. */
function statusIs(status: CourseRegistrationStatus, today: string): SQL {
  const day = sql`${today}::date`;
  if (status === 'upcoming') return sql`${day} < ${trainingCourses.registrationStart}`;
  if (status === 'open') {
    return sql`${trainingCourses.registrationStart} <= ${day} and ${day} <= ${trainingCourses.registrationEnd}`;
  }
  return sql`${trainingCourses.registrationEnd} < ${day}`;
}

/**
 * Courses taking registrations first (closing soonest first), then those not yet open (opening soonest first), then
 * those whose registration has ended (most recent course first). Judged by today's date in the UAE.
 */
export function listTrainingCourses(
  db: Database,
  query: TrainingCourseQuery,
  now: Date,
): Promise<Paginated<TrainingCourseSummary>> {
  const today = uaeToday(now);
  const where = and(
    isPublic(trainingCourses, now),
    query.status && statusIs(query.status, today),
    matchesSearch(query.q, [trainingCourses.nameAr, trainingCourses.nameEn]),
  );
  const rank = sql`case when ${statusIs('open', today)} then 0 when ${statusIs('upcoming', today)} then 1 else 2 end`;
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(trainingCourses).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select(summaryColumns)
        .from(trainingCourses)
        .leftJoin(images, eq(images.path, trainingCourses.imagePath))
        .where(where)
        .orderBy(
          rank,
          sql`case when ${statusIs('open', today)} then ${trainingCourses.registrationEnd} end asc`,
          sql`case when ${statusIs('upcoming', today)} then ${trainingCourses.registrationStart} end asc`,
          sql`${trainingCourses.startDate} desc`,
          asc(trainingCourses.id),
        )
        .limit(limit)
        .offset(offset);
      return rows.map((row) => toSummary(row, today));
    },
  );
}

/** A course with its description, centre, whom it admits, its seats and its fee. */
export async function findTrainingCourse(
  db: Database,
  id: number,
  now: Date,
): Promise<TrainingCourseOffer | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      descriptionAr: trainingCourses.descriptionAr,
      descriptionEn: trainingCourses.descriptionEn,
      centreId: trainingCentres.id,
      centreNameAr: trainingCentres.nameAr,
      centreNameEn: trainingCentres.nameEn,
      capacity: trainingCourses.capacity,
      kinds: trainingCourses.admittedKinds,
      ageClasses: trainingCourses.admittedAgeClasses,
      feeFils: trainingCourses.feeFils,
    })
    .from(trainingCourses)
    .leftJoin(images, eq(images.path, trainingCourses.imagePath))
    // A course stays on the site when its centre is taken off (decision 066); it then names no centre.
    .leftJoin(
      trainingCentres,
      and(eq(trainingCentres.id, trainingCourses.trainingCentreId), isPublic(trainingCentres, now)),
    )
    .where(and(eq(trainingCourses.id, id), isPublic(trainingCourses, now)));
  if (!row) return undefined;
  const {
    descriptionAr,
    descriptionEn,
    centreId,
    centreNameAr,
    centreNameEn,
    capacity,
    kinds,
    ageClasses,
    feeFils,
    ...summary
  } = row;
  return {
    ...toSummary(summary, uaeToday(now)),
    description: localizedRichText(descriptionAr, descriptionEn),
    trainingCentre:
      centreId === null ? null : { id: centreId, name: { ar: centreNameAr!, en: centreNameEn! } },
    admission: admissionOf(kinds, ageClasses),
    seats: await seatsOf(db, { id, capacity }),
    feeFils,
  };
}
