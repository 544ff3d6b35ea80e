import {
  type TrainingCentreDetail,
  type TrainingCentreListResponseSchema,
  TrainingCentreQuerySchema,
  type TrainingCourseDetail,
  type TrainingCourseListResponseSchema,
  TrainingCourseQuerySchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import type { Database } from '../db/client';
import { publicCache } from '../http/cache';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { findTrainingCentre, listTrainingCentres } from './centres';
import { findTrainingCourse, listTrainingCourses } from './courses';

/**
 * Training centres and courses. A course's status changes at midnight UAE time; a minute of caching may show
 * yesterday's status for that minute, which is harmless.
 */
export function trainingRoutes(db: Database, now: () => Date): Hono {
  const routes = new Hono();
  const cached = publicCache(60);

  routes.get('/training-centers', cached, async (c) =>
    c.json<InferOutput<typeof TrainingCentreListResponseSchema>>(
      await listTrainingCentres(db, parseQuery(c, TrainingCentreQuerySchema)),
    ),
  );

  routes.get('/training-centers/:id', cached, async (c) => {
    const centre = await findTrainingCentre(db, idParam(c));
    if (!centre) throw notFound(c);
    return c.json<TrainingCentreDetail>(centre);
  });

  routes.get('/training-courses', cached, async (c) =>
    c.json<InferOutput<typeof TrainingCourseListResponseSchema>>(
      await listTrainingCourses(db, parseQuery(c, TrainingCourseQuerySchema), now()),
    ),
  );

  routes.get('/training-courses/:id', cached, async (c) => {
    const course = await findTrainingCourse(db, idParam(c), now());
    if (!course) throw notFound(c);
    return c.json<TrainingCourseDetail>(course);
  });

  return routes;
}
