import {
  type DeletedDraft,
  type CentreChoices,
  CourseInputSchema,
  type EditedCourse,
  type EditedCourseList,
  EditedEventQuerySchema,
  PublishInputSchema,
} from '@uaeaf/contracts';
import { type Context, Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { parseQuery } from '../../http/query';
import { ownerOfForm } from '../../uploads/owner';
import { resolveUploads } from '../../uploads/store';
import { changeEventStatus, deleteEventDraft, eventKinds } from '../tournaments/publishing';
import { centreChoices, CentreChoicesQuerySchema } from './centre-choices';
import { createCourse, findEditedCourse, listEditedCourses, updateCourse } from './editor';

/**
 * Writing and publishing training courses (issue 14 item 3, decision 061): the editors' ('content.publish'), like
 * tournaments. Who registered stays on `/office/training-courses` (members' data, decision 054).
 */
export function officeCourseEditorRoutes(db: Database, now: () => Date): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/editor/courses/*', requireSession(db, now), requirePermission('content.publish'));

  routes.get('/office/editor/courses', async (c) =>
    c.json<EditedCourseList>(await listEditedCourses(db, parseQuery(c, EditedEventQuerySchema), now())),
  );

  routes.get('/office/editor/courses/centres', async (c) => {
    const { course } = parseQuery(c, CentreChoicesQuerySchema);
    return c.json<CentreChoices>(await centreChoices(db, now(), course));
  });

  const edited = async (id: number) => (await findEditedCourse(db, id, now()))!;

  routes.get('/office/editor/courses/:id', async (c) => {
    const course = await findEditedCourse(db, idParam(c), now());
    if (!course) throw notFound(c);
    return c.json<EditedCourse>(course);
  });

  // The picture went ahead to POST /api/uploads (decision 060); the save claims it.
  const withUploads = async (c: Context<SessionEnv>) =>
    resolveUploads(db, ownerOfForm(c, c.get('member').id), await parseJsonBody(c, CourseInputSchema));

  routes.post('/office/editor/courses', async (c) => {
    const { values, claim } = await withUploads(c);
    const id = await createCourse(db, c.get('member').id, values, claim);
    return c.json<EditedCourse>(await edited(id), 201);
  });

  routes.put('/office/editor/courses/:id', async (c) => {
    const id = idParam(c);
    const { values, claim } = await withUploads(c);
    if (!(await updateCourse(db, c.get('member').id, id, values, claim))) throw notFound(c);
    return c.json<EditedCourse>(await edited(id));
  });

  routes.post('/office/editor/courses/:id/publish', async (c) => {
    const id = idParam(c);
    const { at } = await parseJsonBody(c, PublishInputSchema);
    const done = await changeEventStatus(
      db,
      c.get('member').id,
      eventKinds.course,
      id,
      at ? new Date(at) : undefined,
      now(),
    );
    if (!done) throw notFound(c);
    return c.json<EditedCourse>(await edited(id));
  });

  routes.post('/office/editor/courses/:id/unpublish', async (c) => {
    const id = idParam(c);
    if (!(await changeEventStatus(db, c.get('member').id, eventKinds.course, id, null, now()))) {
      throw notFound(c);
    }
    return c.json<EditedCourse>(await edited(id));
  });

  // A draft never published only (decision 069); anything the public has seen answers 409.
  routes.delete('/office/editor/courses/:id', async (c) => {
    const id = idParam(c);
    if (!(await deleteEventDraft(db, c.get('member').id, eventKinds.course, id))) throw notFound(c);
    return c.json<DeletedDraft>({ id });
  });

  return routes;
}
