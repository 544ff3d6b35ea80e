import {
  type AccountTrainingRegistrations,
  type MyTrainingRegistration,
  type OfficeCourseDetail,
  type TrainingCentreDetail,
  type TrainingCentreListResponseSchema,
  TrainingCentreQuerySchema,
  type TrainingCourseListResponseSchema,
  type TrainingCourseOffer,
  TrainingCourseQuerySchema,
  type TrainingRegistrationState,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import type { InferOutput } from 'valibot';
import { requirePermission } from '../access/require-permission';
import { requireSession, type SessionEnv } from '../auth/require-session';
import type { Database } from '../db/client';
import { publishedCache, revalidatedCache } from '../http/cache';
import { idParam, notFound } from '../http/path';
import { parseQuery } from '../http/query';
import { findTrainingCentre, listTrainingCentres } from './centres';
import { findTrainingCourse, listTrainingCourses } from './courses';
import { officeCourse, officeCourses } from './office';
import type { MailContext } from './registration-mail';
import { accountRegistrations, cancel, register, registrationState } from './registrations';

/**
 * Training centres and courses, and registering for a course (decision 054). A course's status changes at midnight
 * UAE time; a minute of caching may show yesterday's status for that minute, which is harmless. A course's page shows
 * its seats, which a registration moves, so it is revalidated on every view (ETag, 304).
 */
export function trainingRoutes(db: Database, now: () => Date, mail: MailContext): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(db, now);
  const asMember = [session, requirePermission('own.read')] as const;
  const asTaker = [session, requirePermission('courses.register')] as const;
  // Those who read members read who registered: the membership officer, the administrator and finance (the bills).
  const asOffice = [session, requirePermission('members.read')] as const;

  // The office publishes centres (decision 066): a publication shows within seconds.
  routes.get('/training-centers', publishedCache(), async (c) =>
    c.json<InferOutput<typeof TrainingCentreListResponseSchema>>(
      await listTrainingCentres(db, parseQuery(c, TrainingCentreQuerySchema), now()),
    ),
  );

  routes.get('/training-centers/:id', publishedCache(), async (c) => {
    const centre = await findTrainingCentre(db, idParam(c), now());
    if (!centre) throw notFound(c);
    return c.json<TrainingCentreDetail>(centre);
  });

  // The office publishes courses (decision 061): the list shows a publication within seconds.
  routes.get('/training-courses', publishedCache(), async (c) =>
    c.json<InferOutput<typeof TrainingCourseListResponseSchema>>(
      await listTrainingCourses(db, parseQuery(c, TrainingCourseQuerySchema), now()),
    ),
  );

  routes.get('/training-courses/:id', revalidatedCache(), async (c) => {
    const course = await findTrainingCourse(db, idParam(c), now());
    if (!course) throw notFound(c);
    return c.json<TrainingCourseOffer>(course);
  });

  // Any member may ask why they cannot register (the page names the reason); staff use the office instead.
  routes.get('/training-courses/:id/registration', ...asMember, async (c) => {
    const state = await registrationState(db, c.get('member'), idParam(c), now());
    if (!state) throw notFound(c);
    return c.json<TrainingRegistrationState>(state);
  });

  routes.post('/training-courses/:id/registration', ...asTaker, async (c) => {
    const registration = await register(db, mail, c.get('member'), idParam(c), now());
    if (!registration) throw notFound(c);
    return c.json<MyTrainingRegistration>(registration, 201);
  });

  routes.delete('/training-courses/:id/registration', ...asTaker, async (c) => {
    const registration = await cancel(db, mail, c.get('member'), idParam(c), now());
    if (!registration) throw notFound(c);
    return c.json<MyTrainingRegistration>(registration);
  });

  routes.get('/account/training-registrations', ...asMember, async (c) =>
    c.json<AccountTrainingRegistrations>(await accountRegistrations(db, c.get('member'), now())),
  );

  routes.get('/office/training-courses', ...asOffice, async (c) => c.json(await officeCourses(db, now())));

  routes.get('/office/training-courses/:id', ...asOffice, async (c) => {
    const detail = await officeCourse(db, idParam(c), now());
    if (!detail) throw notFound(c);
    return c.json<OfficeCourseDetail>(detail);
  });

  return routes;
}
