import { type CentreChoices, IdFilterSchema, optionalParam } from '@uaeaf/contracts';
import { asc, eq, inArray, or } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { trainingCentres, trainingCourses } from '../../db/schema';
import { isPublic } from '../../content/published';

/** `?course=12`: the course being edited, whose centre is offered even when it is off the site. */
export const CentreChoicesQuerySchema = v.object({ course: optionalParam(IdFilterSchema) });

/**
 * The centres a course may be held at: those the public sees (a course's page names only a public centre, decision
 * 066), and the edited course's own centre if it was taken off, so the form still shows the value it has.
 */
export function centreChoices(db: Database, now: Date, courseId?: number): Promise<CentreChoices> {
  const own = courseId
    ? inArray(
        trainingCentres.id,
        db
          .select({ id: trainingCourses.trainingCentreId })
          .from(trainingCourses)
          .where(eq(trainingCourses.id, courseId)),
      )
    : undefined;
  return db
    .select({ id: trainingCentres.id, name: { ar: trainingCentres.nameAr, en: trainingCentres.nameEn } })
    .from(trainingCentres)
    .where(or(isPublic(trainingCentres, now), own))
    .orderBy(asc(trainingCentres.id));
}
